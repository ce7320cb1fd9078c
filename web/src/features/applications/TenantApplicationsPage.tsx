import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MyApplicationsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Pagination, pageCount } from '../../ui/Pagination';
import { PageHeader, Spinner } from '../../ui/Card';
import { ApplicationRow } from './ApplicationRow';
import { ErrorText, SelectField } from './components';
import {
  ORDERS,
  TENANT_TYPES,
  pick,
  readApplicationRows,
  translateApplicationError,
} from './model';
import { enumKey } from '../../lib/enums';

/** /tenants/rental-applications: 12 a page, by type and order. */
export function TenantApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = pick(TENANT_TYPES, params.get('type'));
  const orderBy = pick(ORDERS, params.get('order'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error } = useQuery(MyApplicationsDocument, {
    variables: { filter: { type, orderBy }, page, pageSize: PAGE_SIZES.tenantRentalApplications },
  });
  const result = readApplicationRows((data ?? previousData)?.myApplications);
  const update = (key: string, value: string, isDefault: boolean) => {
    const next = new URLSearchParams(params);
    if (isDefault) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: key !== 'page' });
  };
  return (
    <div>
      <PageHeader
        title={t('applications.tenant.title')}
        subtitle={t('applications.tenant.subtitle')}
      />
      <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          id="application-type"
          label={t('applications.filters.type')}
          value={type}
          options={TENANT_TYPES.map((v) => ({
            value: v,
            label: t(enumKey('applications.types', v)),
          }))}
          onChange={(v) => update('type', v, v === 'ALL')}
        />
        <SelectField
          id="application-order"
          label={t('applications.filters.order')}
          value={orderBy}
          options={ORDERS.map((v) => ({
            value: v,
            label: t(enumKey('applications.orders', v)),
          }))}
          onChange={(v) => update('order', v, v === 'NEWEST')}
        />
      </div>
      {error && !result && <ErrorText>{translateApplicationError(t, error)}</ErrorText>}
      {loading && !result && <Spinner label={t('common.status.loading')} />}
      {result && result.items.length === 0 && (
        <EmptyState
          title={
            type === 'ALL'
              ? t('applications.tenant.empty_title')
              : t('applications.list.empty_filtered')
          }
          text={type === 'ALL' ? t('applications.tenant.empty_text') : undefined}
          action={
            type === 'ALL' && (
              <RouteLink to={routes.listings.href()} className={buttonClass('primary')}>
                {t('applications.tenant.find_homes')}
              </RouteLink>
            )
          }
        />
      )}
      {result && result.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {t('applications.list.count', { count: result.count })}
          </p>
          <ul className="flex flex-col gap-3" aria-busy={loading}>
            {result.items.map((item) => (
              <ApplicationRow
                key={item.id}
                application={item}
                to={routes.tenantApplication.href({ id: item.id })}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            label={t('applications.pagination.label')}
            pages={pageCount(result.count, result.pageSize)}
            hasNextPage={result.hasNextPage}
            onPage={(p) => update('page', String(p), p === 1)}
          />
        </>
      )}
    </div>
  );
}
