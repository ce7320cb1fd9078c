import {
  LISTING_TYPES,
  SPECIAL_GROUP_USAGES,
  periodFormSchema,
  propertyFormSchema,
  type Contract,
} from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField, YesNoField } from '../../../ui/form/controlled';
import { SummarySection } from '../ContractSummary';
import type { ContractDetail } from '../model';
import { StepFrame } from './StepFrame';
import { useStepForm } from './useStepForm';

type StepProps = { contract: ContractDetail; domain: Contract };

/**
 * Property: the listing type, who it is meant for and the rooms. The address and units are
 * chosen from the register above it (parts/PropertyPartsStep).
 */
export function PropertyStep({ contract, domain }: StepProps) {
  const { t } = useTranslation();
  const step = useStepForm({
    contractId: contract.id,
    step: 'property',
    schema: propertyFormSchema({ real_estate: domain.real_estate }),
    fields: ['listing_type', 'special_group_usage', 'rooms'],
    defaultValues: {
      listing_type: domain.listing_type,
      special_group_usage: domain.special_group_usage,
      rooms: domain.rooms,
    },
  });
  const address = contract.realEstate?.address;
  return (
    <StepFrame
      title={t('contracts.steps.property')}
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <SummarySection
        title={t('contracts.web.real_estate')}
        rows={[
          [
            t('contracts.fields.street'),
            address ? `${address.street}, ${address.postalCode}` : null,
          ],
          [t('contracts.fields.landreg_id'), contract.realEstate?.landregId],
          ...(contract.realEstate?.units ?? []).map((u): [string, string] => [
            `${t('contracts.fields.unit_code')} ${u.unitCode}`,
            `${u.propertyCode} · ${u.changedSize ?? u.size} m²`,
          ]),
        ]}
      />
      <SelectField
        control={step.control}
        name="listing_type.tag"
        label={t('contracts.fields.listing_type')}
        placeholder={t('contracts.web.choose')}
        options={LISTING_TYPES.map((v) => ({ value: v, label: t(`listings.types.${v}`) }))}
      />
      <SelectField
        control={step.control}
        name="special_group_usage"
        isNullable
        label={t('contracts.fields.special_group_usage')}
        placeholder={t('contracts.web.choose')}
        options={SPECIAL_GROUP_USAGES.map((v) => ({
          value: v,
          label: t(`contracts.special_groups.${v}`),
        }))}
      />
      <NumberField
        control={step.control}
        name="rooms"
        isNullable
        label={t('contracts.fields.rooms')}
      />
    </StepFrame>
  );
}

/** Period: start, fixed term or not, the end of a fixed term and the notice in months. */
export function PeriodStep({ contract, domain }: StepProps) {
  const { t } = useTranslation();
  const step = useStepForm({
    contractId: contract.id,
    step: 'period',
    schema: periodFormSchema,
    fields: ['start_date', 'end_date', 'is_definite', 'termination_term_length'],
    defaultValues: {
      start_date: domain.start_date,
      end_date: domain.end_date,
      is_definite: domain.is_definite,
      termination_term_length: domain.termination_term_length,
    },
  });
  return (
    <StepFrame
      title={t('contracts.steps.period')}
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <TextField
        control={step.control}
        name="start_date"
        type="date"
        isNullable
        label={t('contracts.fields.start_date')}
      />
      <YesNoField
        control={step.control}
        name="is_definite"
        label={t('contracts.fields.is_definite')}
      />
      <TextField
        control={step.control}
        name="end_date"
        type="date"
        isNullable
        label={t('contracts.fields.end_date')}
        hint={t('contracts.web.end_date_hint')}
      />
      <NumberField
        control={step.control}
        name="termination_term_length"
        isNullable
        label={t('contracts.fields.termination_term_length')}
      />
    </StepFrame>
  );
}
