import { useMutation, useQuery } from '@apollo/client/react';
import {
  AMENITIES,
  LEASE_DETAILS_LIMITS,
  contractAmenitiesInputSchema,
  type Amenity,
  type Contract,
} from '@leiga/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ContractAmenitySuggestionsDocument,
  UpdateContractAmenitiesDocument,
} from '../../../__generated__/graphql';
import { fromGraphEnum, toGraphEnum } from '../../../lib/enums';
import { FormAlert } from '../../../ui/form/FormKit';
import { TextField } from '../../../ui/form/controlled';
import { translateContractError, type ContractDetail } from '../model';
import { StepFrame } from '../wizard/StepFrame';
import { ChoiceList } from './ChoiceList';
import { useDetailsStep } from './useDetailsStep';

type StepProps = { contract: ContractDetail; domain: Contract };

const MAX = LEASE_DETAILS_LIMITS.fixturesDescriptionMaxLength;

function AmenitiesForm({
  contract,
  domain,
  suggested,
}: StepProps & { suggested: readonly Amenity[] | null }) {
  const { t } = useTranslation();
  const [update] = useMutation(UpdateContractAmenitiesDocument);
  const step = useDetailsStep({
    contractId: contract.id,
    step: 'amenities',
    schema: contractAmenitiesInputSchema,
    isSaved: domain.amenities !== null,
    defaultValues: {
      amenities: domain.amenities ?? [...(suggested ?? [])],
      fixtures_description: domain.fixtures_description,
    },
    save: (values) =>
      update({
        variables: {
          input: {
            id: contract.id,
            amenities: values.amenities.map(toGraphEnum),
            fixturesDescription: values.fixtures_description,
          },
        },
      }),
  });
  const text = useWatch({ control: step.control, name: 'fixtures_description' }) ?? '';
  return (
    <StepFrame
      title={t('contracts.steps.amenities')}
      note={
        <>
          {t('contracts.amenities.intro')}
          {domain.amenities === null && (suggested?.length ?? 0) > 0 && (
            <span className="mt-1 block" data-testid="amenities-from-listing">
              {t('contracts.amenities.from_listing')}
            </span>
          )}
        </>
      }
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <ChoiceList
        control={step.control}
        name="amenities"
        isMultiple
        testId="amenity-choices"
        legend={t('contracts.amenities.amenities_label')}
        options={AMENITIES.map((a) => ({ value: a, label: t(`listings.amenities.${a}`) }))}
      />
      <TextField
        control={step.control}
        name="fixtures_description"
        isNullable
        multiline
        rows={6}
        maxLength={MAX}
        label={t('contracts.amenities.fixtures_label')}
        hint={`${t('contracts.amenities.fixtures_hint')} ${t('contracts.amenities.characters_left', { count: Math.max(0, MAX - text.length) })}`}
      />
    </StepFrame>
  );
}

/**
 * Amenities: what comes with the dwelling, first filled in from the listing the contract was
 * made from, and its furnishings and fixtures in words (HMS's descriptionInput).
 */
export function AmenitiesStep({ contract, domain }: StepProps) {
  const { t } = useTranslation();
  const isAnswered = domain.amenities !== null;
  const suggestions = useQuery(ContractAmenitySuggestionsDocument, {
    variables: { id: contract.id },
    skip: isAnswered,
  });
  if (!isAnswered && suggestions.loading)
    return <p className="text-sm text-ink-muted">{t('common.status.loading')}</p>;
  if (!isAnswered && suggestions.error)
    return <FormAlert>{translateContractError(t, suggestions.error)}</FormAlert>;
  const suggested = suggestions.data?.contract?.amenitySuggestions.map(fromGraphEnum);
  return <AmenitiesForm contract={contract} domain={domain} suggested={suggested ?? null} />;
}
