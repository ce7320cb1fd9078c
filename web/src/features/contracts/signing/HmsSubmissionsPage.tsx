import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  HmsSubmissionRow_SubmissionFragmentDoc,
  HmsSubmissionsDocument,
  type HmsSubmissionStatus,
} from '../../../__generated__/graphql';
import { getFragmentData } from '../../../__generated__';
import { enumKey, fromGraphEnum } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/Card';
import { FilterSelect } from '../../../ui/FilterSelect';
import { LoadState } from '../../../ui/ListState';
import { Pagination, pageCount } from '../../../ui/Pagination';
import { StatusBadge } from '../../../ui/StatusBadge';
import { translateContractError } from '../model';
import { HMS_STATUS_TONES } from './HmsStatus';
import { HmsSubmissionDetail } from './HmsSubmissionDetail';

const STATUSES: readonly HmsSubmissionStatus[] = [
  'PENDING',
  'SUBMITTING',
  'REGISTERED',
  'FAILED',
  'REJECTED',
];
const ALL = 'all';

/** /admin/rental-contracts/hms-submissions: every lease sent to HMS, 25 a page, by status. */
export function HmsSubmissionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => fromGraphEnum(s) === params.get('status')) ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = params.get('submission');
  const { data, previousData, loading, error } = useQuery(HmsSubmissionsDocument, {
    variables: { status, page },
  });
  const result = (data ?? previousData)?.hmsSubmissions;
  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === null) next.delete(key);
      else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div>
      <PageHeader
        title={t('contracts.signing_web.hms_admin_title')}
        subtitle={t('contracts.signing_web.hms_admin_subtitle')}
      />
      <FilterSelect
        label={t('contracts.signing_web.hms_status_filter')}
        value={status ? fromGraphEnum(status) : ALL}
        onChange={(value) =>
          setParam({ status: value === ALL ? null : value, page: null, submission: null })
        }
        options={[
          { value: ALL, label: t('contracts.signing_web.hms_all') },
          ...STATUSES.map((s) => ({
            value: fromGraphEnum(s),
            label: t(enumKey('contracts.hms.status', s)),
          })),
        ]}
        className="mb-6 flex max-w-xs flex-col gap-1.5"
      />
      {!result && (
        <LoadState
          hasData={false}
          isLoading={loading}
          error={error}
          translateError={translateContractError}
        />
      )}
      {result && result.items.length === 0 && (
        <p className="text-sm text-ink-muted">{t('contracts.signing_web.hms_empty')}</p>
      )}
      {result && result.items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {result.items.map((item) => {
            const s = getFragmentData(HmsSubmissionRow_SubmissionFragmentDoc, item);
            const parties = [...s.contract.landlords, ...s.contract.tenants].map((p) => p.name);
            return (
              <li
                key={s.id}
                data-testid="hms-submission"
                className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge
                    status={s.status}
                    tones={HMS_STATUS_TONES}
                    labelPrefix="contracts.hms.status"
                  />
                  <span className="font-semibold text-ink">
                    {[s.contract.street, s.contract.postalCode].filter(Boolean).join(', ') ||
                      t('contracts.web.untitled', { id: s.contract.id })}
                  </span>
                  <span className="text-sm text-ink-muted">{formatDate(s.createdAt)}</span>
                </div>
                <p className="mt-1 text-sm text-ink-muted">{parties.join(' · ')}</p>
                <p className="mt-1 text-sm">
                  {t('contracts.signing_web.hms_attempts', {
                    attempts: s.attempts,
                    max: s.maxAttempts,
                  })}
                  {s.registrationNumber &&
                    ` · ${t('contracts.signing_web.hms_number', { number: s.registrationNumber })}`}
                </p>
                {s.lastError && <p className="mt-1 text-sm text-ink-muted">{s.lastError}</p>}
                <Button
                  size="sm"
                  variant="ghost"
                  className="mt-2"
                  onPress={() => setParam({ submission: selected === s.id ? null : s.id })}
                >
                  {t('contracts.signing_web.hms_show_attempts')}
                </Button>
                {selected === s.id && (
                  <div className="mt-3">
                    <HmsSubmissionDetail id={s.id} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {result && (
        <Pagination
          page={page}
          pages={pageCount(result.count, result.pageSize)}
          hasNextPage={result.hasNextPage}
          onPage={(next) => setParam({ page: String(next), submission: null })}
        />
      )}
    </div>
  );
}
