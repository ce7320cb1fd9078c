import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  StaffGuaranteeClaimsDocument,
  type GuaranteeClaimQueueFilter,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { enumKey, fromGraphEnum } from '../../../lib/enums';
import { PageHeader } from '../../../ui/Card';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PagedList } from '../../../ui/PagedList';
import { StatusBadge } from '../../../ui/StatusBadge';
import { CLAIM_STATUS_TONES } from '../claims/model';
import { translateGuaranteeError } from '../model';
import { ClaimCountdown } from './ClaimCountdown';

const FILTERS: readonly GuaranteeClaimQueueFilter[] = [
  'OPEN',
  'PENDING_PRINCIPAL_RESPONSE',
  'PENDING_OBLIGEE_RESPONSE',
  'DISPUTED',
  'ACCEPTED',
  'DRAFT',
  'LAPSED',
  'PAID',
  'CANCELLED',
];

/** /admin/rental-guarantee-claims: claims on guarantees, the nearest deadline first, 25 a page. */
export function StaffClaimsQueuePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((f) => fromGraphEnum(f) === params.get('status')) ?? 'OPEN';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error } = useQuery(StaffGuaranteeClaimsDocument, {
    variables: { status, page },
  });
  const result = (data ?? previousData)?.staffGuaranteeClaims;
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
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
        title={t('guarantees.staff.queue_title')}
        subtitle={t('guarantees.staff.queue_subtitle')}
      />
      <FilterSelect
        label={t('guarantees.staff.filter_label')}
        value={fromGraphEnum(status)}
        onChange={(value) => setParam({ status: value === 'open' ? null : value, page: null })}
        options={FILTERS.map((f) => ({
          value: fromGraphEnum(f),
          label:
            f === 'OPEN'
              ? t('guarantees.staff.filter_open')
              : t(enumKey('guarantee-claims.status', f)),
        }))}
        className="mb-6 flex max-w-md flex-col gap-1.5"
      />
      <PagedList
        query={{ result, loading, error }}
        translateError={translateGuaranteeError}
        empty={<p className="text-sm text-ink-muted">{t('guarantees.staff.empty')}</p>}
        countText={(count) => t('guarantees.staff.count', { count })}
        page={page}
        onPage={(next) => setParam({ page: String(next) })}
        pagerLabel={t('guarantees.staff.pages')}
      >
        {(items) =>
          items.map((c) => (
            <li
              key={c.id}
              data-testid="staff-claim-row"
              className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge
                  status={c.status}
                  tones={CLAIM_STATUS_TONES}
                  labelPrefix="guarantee-claims.status"
                />
                <span className="font-semibold text-ink">
                  {t('guarantees.staff.claim_title', { id: c.id, guarantee: c.guaranteeId })}
                </span>
                <span className="text-sm text-ink-muted">
                  {t(enumKey('guarantee-claims.type', c.type))}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink">
                {c.property ?? t('guarantees.web.planned_lease')}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {t('guarantees.staff.tenant', { name: c.tenantName })} ·{' '}
                {c.landlordNames.length > 0
                  ? t('guarantees.staff.landlords', { names: c.landlordNames.join(', ') })
                  : t('guarantees.staff.no_landlord')}
              </p>
              <p className="mt-1 text-sm">
                {t('guarantees.staff.claimed', { amount: money(c.totalAmount) })}
                {c.acceptedAmount !== null &&
                  `, ${t('guarantees.staff.accepted', { amount: money(c.acceptedAmount) })}`}
              </p>
              <ClaimCountdown status={c.status} deadline={c.deadline} />
              <RouteLink
                to={routes.guaranteeClaim.href({ id: c.guaranteeId, claimId: c.id })}
                className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {t('guarantees.staff.open_claim')}
              </RouteLink>
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}
