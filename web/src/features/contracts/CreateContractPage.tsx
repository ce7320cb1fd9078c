import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ContractSourcesDocument, CreateContractDocument } from '../../__generated__/graphql';
import { useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { FormAlert } from '../../ui/form/FormKit';
import { inputClass, labelClass } from '../../ui/form/Field';
import { LoadState } from '../../ui/ListState';
import { translateContractError } from './model';

type Source = 'empty' | 'listing' | 'application';

const address = (l: {
  street?: string | null;
  houseNumber?: string | null;
  title?: string | null;
}) => [l.street, l.houseNumber].filter(Boolean).join(' ') || l.title || '';

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
    <div className="mx-auto max-w-2xl">
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
            <div className="flex flex-col gap-1.5">
              <label htmlFor="contract-listing" className={labelClass}>
                {t('contracts.web.pick_listing')}
              </label>
              <select
                id="contract-listing"
                value={listingId}
                onChange={(e) => setListingId(e.target.value)}
                className={inputClass}
              >
                <option value="">{t('contracts.web.pick_placeholder')}</option>
                {listings.map((l) => (
                  <option key={l.id} value={l.id}>
                    {address(l)}
                  </option>
                ))}
              </select>
              {data && listings.length === 0 && (
                <p className="text-sm text-ink-muted">{t('contracts.web.no_listings')}</p>
              )}
            </div>
          )}
          {source === 'application' && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="contract-application" className={labelClass}>
                {t('contracts.web.pick_application')}
              </label>
              <select
                id="contract-application"
                value={applicationId}
                onChange={(e) => setApplicationId(e.target.value)}
                className={inputClass}
              >
                <option value="">{t('contracts.web.pick_placeholder')}</option>
                {applications.map((a) => (
                  <option key={a.id} value={a.id}>
                    {`${a.tenant.fullName} · ${address(a.listingSummary)}`}
                  </option>
                ))}
              </select>
              {data && applications.length === 0 && (
                <p className="text-sm text-ink-muted">{t('contracts.web.no_applications')}</p>
              )}
            </div>
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
