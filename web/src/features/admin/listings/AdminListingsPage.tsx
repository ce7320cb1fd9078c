import { useQuery } from '@apollo/client/react';
import { LISTING_STATUSES, PAGE_SIZES } from '@leiga/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListingsDocument, type ListingStatus } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { PageHeader, Spinner } from '../../../ui/Card';
import { inputClass, labelClass } from '../../../ui/fields';
import { formatDate } from '../../../lib/format';
import { translateGraphError } from '../../../ui/graph-errors';
import { LISTING_STATUS_TONES } from '../../../lib/status-tones';
import { StatusBadge } from '../../../ui/StatusBadge';
import { address, formatIsk, tdClass, thClass } from './shared';
import { Pagination, pageCount } from '../../../ui/Pagination';

const DEBOUNCE_MS = 300;

/** /admin/listings: every listing, by status and a search over address, title and description. */
export function AdminListingsPage() {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const statusId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (LISTING_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? params.get('status')!
    : '';
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
    ...(status ? { status: status.toUpperCase() as ListingStatus } : {}),
  };
  const { data, previousData, loading, error } = useQuery(AdminListingsDocument, {
    variables: {
      filter: Object.keys(filter).length ? filter : null,
      page,
      pageSize: PAGE_SIZES.listings,
    },
  });
  const result = (data ?? previousData)?.adminListings;
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className={labelClass}>
            {t('listings.admin.status')}
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => update({ status: e.target.value })}
            className={inputClass}
          >
            <option value="">{t('listings.landlord.all')}</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`listings.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && !result && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {translateGraphError(t, error)}
        </p>
      )}
      {loading && !result && <Spinner label={t('common.status.loading')} />}
      {result && (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {t('listings.admin.count', { count: result.count })}
          </p>
          {result.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
              {t('listings.admin.empty')}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
              <table className="w-full text-left text-sm">
                <thead className="bg-surface-sunken text-ink">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('listings.admin.columns.listing')}
                    </th>
                    <th scope="col" className={`${thClass} hidden md:table-cell`}>
                      {t('listings.admin.columns.landlord')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('listings.admin.columns.status')}
                    </th>
                    <th scope="col" className={`${thClass} hidden sm:table-cell`}>
                      {t('listings.admin.columns.price')}
                    </th>
                    <th scope="col" className={`${thClass} hidden lg:table-cell`}>
                      {t('listings.admin.columns.updated')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((l) => (
                    <tr key={l.id} className="border-t border-line">
                      <td className={tdClass}>
                        <RouteLink
                          to={routes.listing.href({ id: l.id })}
                          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {l.title ?? (address(l) || `#${l.id}`)}
                        </RouteLink>
                        <span className="block text-xs text-ink-muted">{address(l)}</span>
                      </td>
                      <td className={`${tdClass} hidden md:table-cell`}>
                        <RouteLink
                          to={routes.adminUser.href({ id: l.owner.id })}
                          className="text-ink hover:underline"
                        >
                          {l.owner.fullName}
                        </RouteLink>
                      </td>
                      <td className={tdClass}>
                        <StatusBadge
                          status={l.status}
                          tones={LISTING_STATUS_TONES}
                          labelPrefix="listings.status"
                        />
                      </td>
                      <td className={`${tdClass} hidden whitespace-nowrap sm:table-cell`}>
                        {formatIsk(l.price, i18n.language)}
                      </td>
                      <td className={`${tdClass} hidden text-ink-muted lg:table-cell`}>
                        {formatDate(l.updatedAt)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            size="sm"
            page={page}
            pages={pageCount(result.count, result.pageSize)}
            hasNextPage={result.hasNextPage}
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
    </div>
  );
}
