import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES, formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  LandlordRentalGuaranteesDocument,
  MyRentalGuaranteesDocument,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { PageHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  GUARANTEE_STATUS_TONES,
  readGuarantee,
  translateGuaranteeError,
  type GuaranteeArea,
} from './model';

function usePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const onPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next);
  };
  return { page, onPage };
}

/** The guarantees a tenant applied for, or those on a landlord's contracts: 25 a page. */
function GuaranteesList({ area }: { area: GuaranteeArea }) {
  const { t, i18n } = useTranslation();
  const { page, onPage } = usePage();
  const variables = { page, pageSize: PAGE_SIZES.guarantees };
  const mine = useQuery(MyRentalGuaranteesDocument, { variables, skip: area !== 'tenant' });
  const theirs = useQuery(LandlordRentalGuaranteesDocument, {
    variables,
    skip: area !== 'landlord',
  });
  const list =
    area === 'tenant'
      ? (mine.data ?? mine.previousData)?.myRentalGuarantees
      : (theirs.data ?? theirs.previousData)?.landlordRentalGuarantees;
  const { loading, error } = area === 'tenant' ? mine : theirs;
  const result = list && { ...list, items: list.items.map((g) => readGuarantee(g)) };
  const detail = area === 'tenant' ? paths.tenantRentalGuarantee : paths.landlordRentalGuarantee;
  return (
    <div>
      <PageHeader
        title={t('guarantees.web.title')}
        subtitle={t(`guarantees.web.${area}_subtitle`)}
        actions={
          area === 'tenant' ? (
            <RouteLink
              to={paths.rentalGuaranteeNew.href()}
              className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-900"
            >
              {t('guarantees.web.apply')}
            </RouteLink>
          ) : undefined
        }
      />
      <PagedList
        query={{ result, loading, error }}
        translateError={translateGuaranteeError}
        countText={(count) => t('guarantees.web.count', { count })}
        pagerLabel={t('guarantees.web.pages')}
        page={page}
        onPage={onPage}
        empty={
          <EmptyState
            title={t('guarantees.web.empty_title')}
            text={t(`guarantees.web.empty_${area}`)}
          />
        }
      >
        {(items) =>
          items.map((g) => (
            <li
              key={g.id}
              data-testid="guarantee-row"
              className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RouteLink
                  to={detail.href({ id: g.id })}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {t('guarantees.web.row_title', {
                    amount: formatMoney(g.amount, 'ISK', i18n.language),
                  })}
                </RouteLink>
                <StatusBadge
                  status={g.status}
                  tones={GUARANTEE_STATUS_TONES}
                  labelPrefix="guarantees.status"
                />
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                {area === 'landlord' ? `${g.tenantName} · ` : ''}
                {g.contractId
                  ? t('guarantees.web.for_contract', { id: g.contractId })
                  : t('guarantees.web.planned_lease')}{' '}
                · {formatDate(g.createdAt)}
              </p>
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}

export function TenantGuaranteesPage() {
  return <GuaranteesList area="tenant" />;
}

export function LandlordGuaranteesPage() {
  return <GuaranteesList area="landlord" />;
}

/** /rental-guarantees, outside the role screens: the user's own list, a landlord's as obligee. */
export function MyGuaranteesPage() {
  const user = useCurrentUser();
  return <GuaranteesList area={user?.userType === 'LANDLORD' ? 'landlord' : 'tenant'} />;
}
