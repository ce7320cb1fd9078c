import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListingPublishesDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { Badge, PageHeader, Spinner } from '../../../ui/Card';
import { formatDate } from '../../../lib/format';
import { translateGraphError } from '../../../ui/graph-errors';
import { address, tdClass, thClass } from './shared';
import { Pagination, pageCount } from '../../../ui/Pagination';
import { enumKey } from '../../../lib/enums';

/** /admin/listings/publishes: when each listing went live, how, and by whom. */
export function ListingPublishesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error } = useQuery(AdminListingPublishesDocument, {
    variables: { page, pageSize: PAGE_SIZES.default },
  });
  const result = (data ?? previousData)?.listingPublishes;
  return (
    <div>
      <RouteLink
        to={routes.adminListings.href()}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        ← {t('listings.admin.title')}
      </RouteLink>
      <PageHeader
        title={t('listings.admin.publishes_title')}
        subtitle={t('listings.admin.publishes_text')}
      />
      {error && !result && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {translateGraphError(t, error)}
        </p>
      )}
      {loading && !result && <Spinner label={t('common.status.loading')} />}
      {result && result.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
          {t('listings.admin.empty')}
        </p>
      )}
      {result && result.items.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-sunken text-ink">
              <tr>
                <th scope="col" className={thClass}>
                  {t('listings.admin.columns.when')}
                </th>
                <th scope="col" className={thClass}>
                  {t('listings.admin.columns.listing')}
                </th>
                <th scope="col" className={thClass}>
                  {t('listings.admin.columns.via')}
                </th>
                <th scope="col" className={`${thClass} hidden sm:table-cell`}>
                  {t('listings.admin.columns.by')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((p) => (
                <tr key={p.id} className="border-t border-line">
                  <td className={`${tdClass} whitespace-nowrap text-ink-muted`}>
                    {formatDate(p.createdAt)}
                  </td>
                  <td className={tdClass}>
                    <RouteLink
                      to={routes.listing.href({ id: p.listing.id })}
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {p.listing.title ?? (address(p.listing) || `#${p.listing.id}`)}
                    </RouteLink>
                  </td>
                  <td className={tdClass}>
                    <Badge tone={p.via === 'TRUSTED' ? 'brand' : 'neutral'}>
                      {t(enumKey('listings.admin.via', p.via))}
                    </Badge>
                  </td>
                  <td className={`${tdClass} hidden sm:table-cell`}>{p.publishedBy ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && (
        <Pagination
          size="sm"
          page={page}
          pages={pageCount(result.count, result.pageSize)}
          hasNextPage={result.hasNextPage}
          onPage={(p) => setParams({ page: String(p) })}
        />
      )}
    </div>
  );
}
