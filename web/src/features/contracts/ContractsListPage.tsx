import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES, contractListQuerySchema } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContractsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Button, buttonClass } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { inputClass, labelClass } from '../../ui/form/Field';
import { PagedList } from '../../ui/PagedList';
import { ContractRow } from './ContractRow';
import { contractHref, readContractRows, translateContractError, type ContractArea } from './model';

/** Search and the period a lease overlaps, kept in the address (q, from, to). */
function Filters({
  search,
  from,
  to,
  onApply,
}: {
  search: string;
  from: string;
  to: string;
  onApply: (next: { q: string; from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ q: search, from, to });
  // domain's list query rule: the period's end is not before its start.
  const rangeError = contractListQuerySchema.safeParse({
    from_date: values.from || undefined,
    to_date: values.to || undefined,
  }).error?.issues[0]?.message;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!rangeError) onApply(values);
  };
  const field = (key: 'q' | 'from' | 'to', label: string, type: 'search' | 'date') => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`contracts-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`contracts-${key}`}
        type={type}
        value={values[key]}
        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
        className={inputClass}
      />
    </div>
  );
  return (
    <form
      role="search"
      onSubmit={submit}
      className="mb-5 grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
    >
      {field('q', t('contracts.web.search'), 'search')}
      {field('from', t('contracts.web.from_date'), 'date')}
      {field('to', t('contracts.web.to_date'), 'date')}
      <Button type="submit" variant="secondary">
        {t('contracts.web.apply_filters')}
      </Button>
      {rangeError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4 dark:text-red-400">
          {t(`contracts.${rangeError}`)}
        </p>
      )}
    </form>
  );
}

/** A page of contracts, 25 a page (SPEC 9), in the landlord's, tenant's or staff's screens. */
function ContractsList({ area }: { area: ContractArea }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error } = useQuery(ContractsDocument, {
    variables: {
      filter: { search: search || null, fromDate: from || null, toDate: to || null },
      page,
      pageSize: PAGE_SIZES.contracts,
    },
  });
  const result = readContractRows((data ?? previousData)?.contracts);
  const isFiltered = Boolean(search || from || to);
  const apply = (next: { q: string; from: string; to: string }) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, value);
    setParams(query, { replace: true });
  };
  const onPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next);
  };
  const create =
    area === 'tenant' ? undefined : (
      <RouteLink to={paths.contractCreate.href()} className={buttonClass('primary')}>
        {t('contracts.web.create')}
      </RouteLink>
    );
  return (
    <div>
      <PageHeader
        title={t(`contracts.web.${area}_title`)}
        subtitle={t(`contracts.web.${area}_subtitle`)}
        actions={create}
      />
      <Filters
        key={`${search}|${from}|${to}`}
        search={search}
        from={from}
        to={to}
        onApply={apply}
      />
      <PagedList
        query={{ result, loading, error }}
        translateError={translateContractError}
        countText={(count) => t('contracts.web.count', { count })}
        pagerLabel={t('contracts.web.pages')}
        page={page}
        onPage={onPage}
        empty={
          isFiltered ? (
            <EmptyState title={t('contracts.web.empty_filtered')} />
          ) : (
            <EmptyState
              title={t('contracts.web.empty_title')}
              text={t(`contracts.web.empty_${area}`)}
              action={create}
            />
          )
        }
      >
        {(items) =>
          items.map((c) => (
            <ContractRow
              key={c.id}
              contract={c}
              to={contractHref(area, c.id)}
              bankInformationHref={
                area === 'admin' ? paths.adminContractBankInformation.href({ id: c.id }) : undefined
              }
            />
          ))
        }
      </PagedList>
    </div>
  );
}

export function LandlordContractsPage() {
  return <ContractsList area="landlord" />;
}

export function TenantContractsPage() {
  return <ContractsList area="tenant" />;
}

export function AdminContractsPage() {
  return <ContractsList area="admin" />;
}
