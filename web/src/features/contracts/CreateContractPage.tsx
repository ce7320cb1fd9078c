import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ContractSourcesDocument, CreateContractDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { FormAlert } from '../../ui/form/FormKit';
import { inputClass, labelClass } from '../../ui/form/Field';
import { LoadState } from '../../ui/ListState';
import { contractListHref, getUserContractArea, translateContractError } from './model';

type Source = 'empty' | 'listing' | 'application';

const address = (l: {
  street?: string | null;
  houseNumber?: string | null;
  title?: string | null;
}) => [l.street, l.houseNumber].filter(Boolean).join(' ') || l.title || '';

/** The listing or application a contract starts from; `emptyText` once the list is known empty. */
function SourceSelect(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: string; label: string }[];
  emptyText: string | null;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      {props.emptyText !== null && props.options.length === 0 && (
        <p className="text-sm text-ink-muted">{props.emptyText}</p>
      )}
    </div>
  );
}

/**
 * /rental-contracts/create: start empty, from one of my listings, or from an accepted
 * application (`?application=<id>` chooses it), then on to the wizard.
 */
export function CreateContractPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const preset = params.get('application');
  const user = useCurrentUser();
  const [source, setSource] = useState<Source>(preset ? 'application' : 'empty');
  const [listingId, setListingId] = useState('');
  const [applicationId, setApplicationId] = useState(preset ?? '');
  const { data, loading, error } = useQuery(ContractSourcesDocument);
  const [create, creating] = useMutation(CreateContractDocument, {
    refetchQueries: ['Contracts', 'LatestContracts'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const listings = data?.myListings.items ?? [];
  const applications = data?.landlordApplications.items ?? [];
  const isChosen =
    source === 'empty' ||
    (source === 'listing' && listingId !== '') ||
    (source === 'application' && applicationId !== '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      const result = await create({
        variables: {
          input: {
            listingId: source === 'listing' ? listingId : null,
            applicationId: source === 'application' ? applicationId : null,
          },
        },
      });
      const id = result.data?.createContract.id;
      if (id) void navigate(localize(paths.contractStep.href({ id, step: 'property' })));
    } catch (err) {
      setFailure(translateContractError(t, err));
    }
  };

  const option = (value: Source, label: string) => (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 text-sm text-ink has-[:checked]:border-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
      <input
        type="radio"
        name="contract-source"
        value={value}
        checked={source === value}
        onChange={() => setSource(value)}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );

  return (
    // A full-screen page: its own margins, and a way back to the contracts.
    <div className="mx-auto max-w-2xl p-4">
      <RouteLink
        to={contractListHref(getUserContractArea(user))}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('contracts.web.back_to_list')}
      </RouteLink>
      <PageHeader
        title={t('contracts.web.create_title')}
        subtitle={t('contracts.web.create_subtitle')}
      />
      <LoadState hasData={Boolean(data)} isLoading={loading} error={error} />
      {/* The form comes once the sources have: a spinner above it would move it as they came,
          and a press landing then was lost. Without them (an error) an empty contract still can. */}
      {(data || error) && (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className={`${labelClass} mb-2`}>{t('contracts.web.create_from')}</legend>
            {option('empty', t('contracts.web.source_empty'))}
            {option('listing', t('contracts.web.source_listing'))}
            {option('application', t('contracts.web.source_application'))}
          </fieldset>
          {source === 'listing' && (
            <SourceSelect
              id="contract-listing"
              label={t('contracts.web.pick_listing')}
              placeholder={t('contracts.web.pick_placeholder')}
              value={listingId}
              onChange={setListingId}
              options={listings.map((l) => ({ id: l.id, label: address(l) }))}
              emptyText={data ? t('contracts.web.no_listings') : null}
            />
          )}
          {source === 'application' && (
            <SourceSelect
              id="contract-application"
              label={t('contracts.web.pick_application')}
              placeholder={t('contracts.web.pick_placeholder')}
              value={applicationId}
              onChange={setApplicationId}
              options={applications.map((a) => ({
                id: a.id,
                label: `${a.tenant.fullName} · ${address(a.listingSummary)}`,
              }))}
              emptyText={data ? t('contracts.web.no_applications') : null}
            />
          )}
          {failure && <FormAlert>{failure}</FormAlert>}
          <div>
            <Button type="submit" isDisabled={!isChosen} isLoading={creating.loading}>
              {t('contracts.web.create_submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
