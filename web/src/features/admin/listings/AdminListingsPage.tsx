import { useQuery } from '@apollo/client/react';
import { LISTING_STATUSES, PAGE_SIZES } from '@leiga/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import {
  AdminListing_ListingFragmentDoc,
  AdminListingsDocument,
} from '../../../__generated__/graphql';
import { withFragment } from '../../../lib/fragments';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { PageHeader } from '../../../ui/Card';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { inputClass, labelClass } from '../../../ui/fields';
import { toGraphEnum } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { LISTING_STATUS_TONES } from '../../../lib/status-tones';
import { StatusBadge } from '../../../ui/StatusBadge';
import { getPageInfo, ListPagination } from '../../../ui/Pagination';
import { EmptyList, ListStatus } from '../admin-parts';
import { FilterSelect } from '../../../ui/FilterSelect';
import { address, formatIsk } from './shared';
import { FraudCheckCell } from './FraudCheckCell';

const DEBOUNCE_MS = 300;

/** /admin/listings: every listing, by status and a search over address, title and description. */
export function AdminListingsPage() {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = LISTING_STATUSES.find((s) => s === params.get('status')) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  useEffect(() => {
    if (draft === q) return;
    const timer = setTimeout(() => update({ q: draft.trim() }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });
  const filter = {
    ...(q ? { q } : {}),
    ...(status ? { status: toGraphEnum(status) } : {}),
  };
  const { data, previousData, loading, error } = useQuery(AdminListingsDocument, {
    variables: {
      filter: Object.keys(filter).length ? filter : null,
      page,
      pageSize: PAGE_SIZES.listings,
    },
  });
  const result = (data ?? previousData)?.adminListings;
  const listings = (result?.items ?? []).map((item) =>
    withFragment(AdminListing_ListingFragmentDoc, item),
  );
  return (
    <div>
      <PageHeader
        title={t('listings.admin.title')}
        actions={
          <div className="flex gap-2 text-sm">
            <RouteLink
              to={routes.adminPublishRequests.href()}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('listings.admin.requests_title')}
            </RouteLink>
            <span aria-hidden="true">·</span>
            <RouteLink
              to={routes.adminListingPublishes.href()}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('listings.admin.publishes_title')}
            </RouteLink>
          </div>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className={labelClass}>
            {t('listings.admin.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('listings.admin.search_placeholder')}
            className={inputClass}
          />
        </div>
        <FilterSelect
          label={t('listings.admin.status')}
          value={status}
          onChange={(value) => update({ status: value })}
          options={[
            { value: '', label: t('listings.landlord.all') },
            ...LISTING_STATUSES.map((s) => ({ value: s, label: t(`listings.status.${s}`) })),
          ]}
        />
      </div>
      <ListStatus error={result ? null : error} isLoading={loading && !result} />
      {result && (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {t('listings.admin.count', { count: getPageInfo(result).count })}
          </p>
          {result.items.length === 0 ? (
            <EmptyList>{t('listings.admin.empty')}</EmptyList>
          ) : (
            <DataTable
              columns={[
                { label: t('listings.admin.columns.listing') },
                { label: t('listings.admin.columns.landlord'), className: 'hidden md:table-cell' },
                { label: t('listings.admin.columns.status') },
                { label: t('listings.admin.columns.price'), className: 'hidden sm:table-cell' },
                { label: t('listing-checks.admin.column') },
                { label: t('listings.admin.columns.updated'), className: 'hidden lg:table-cell' },
              ]}
            >
              {listings.map((l) => (
                <tr key={l.id} className="border-t border-line">
                  <td className={cellClass}>
                    <RouteLink
                      to={routes.listing.href({ id: l.id })}
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {l.title ?? (address(l) || `#${l.id}`)}
                    </RouteLink>
                    <span className="block text-xs text-ink-muted">{address(l)}</span>
                  </td>
                  <td className={`${cellClass} hidden md:table-cell`}>
                    <RouteLink
                      to={routes.adminUser.href({ id: l.owner.id })}
                      className="text-ink hover:underline"
                    >
                      {l.owner.fullName}
                    </RouteLink>
                  </td>
                  <td className={cellClass}>
                    <StatusBadge
                      status={l.status}
                      tones={LISTING_STATUS_TONES}
                      labelPrefix="listings.status"
                    />
                  </td>
                  <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
                    {formatIsk(l.price, i18n.language)}
                  </td>
                  <td className={cellClass}>
                    <FraudCheckCell listing={getFragmentData(AdminListing_ListingFragmentDoc, l)} />
                  </td>
                  <td className={`${cellClass} hidden text-ink-muted lg:table-cell`}>
                    {formatDate(l.updatedAt)}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <ListPagination list={result} page={page} onPage={(p) => update({ page: String(p) })} />
        </>
      )}
    </div>
  );
}
