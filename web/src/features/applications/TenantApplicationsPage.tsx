import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MyApplicationsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { ApplicationList } from './ApplicationList';
import { ApplicationRow } from './ApplicationRow';
import { TypeOrderFilters } from './components';
import { ORDERS, TENANT_TYPES, pick, readApplicationRows } from './model';

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
        <TypeOrderFilters
          types={TENANT_TYPES}
          type={type}
          orderBy={orderBy}
          onType={(v) => update('type', v, v === 'ALL')}
          onOrder={(v) => update('order', v, v === 'NEWEST')}
        />
      </div>
      <ApplicationList
        query={{ result, loading, error }}
        viewer="tenant"
        isFiltered={type !== 'ALL'}
        emptyAction={
          <RouteLink to={routes.listings.href()} className={buttonClass('primary')}>
            {t('applications.tenant.find_homes')}
          </RouteLink>
        }
        page={page}
        onPage={(p) => update('page', String(p), p === 1)}
      >
        {(items) =>
          items.map((item) => (
            <ApplicationRow
              key={item.id}
              application={item}
              to={routes.tenantApplication.href({ id: item.id })}
            />
          ))
        }
      </ApplicationList>
    </div>
  );
}
