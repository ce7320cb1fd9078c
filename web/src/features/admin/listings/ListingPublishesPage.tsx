import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListingPublishesDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { Badge, PageHeader } from '../../../ui/Card';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { formatDate } from '../../../lib/format';
import { ListPagination } from '../../../ui/Pagination';
import { EmptyList, ListStatus } from '../admin-parts';
import { BackLink } from '../../../ui/BackLink';
import { address } from './shared';
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
      <BackLink to={routes.adminListings.href()}>{t('listings.admin.title')}</BackLink>
      <PageHeader
        title={t('listings.admin.publishes_title')}
        subtitle={t('listings.admin.publishes_text')}
      />
      <ListStatus error={result ? null : error} isLoading={loading && !result} />
      {result && result.items.length === 0 && <EmptyList>{t('listings.admin.empty')}</EmptyList>}
      {result && result.items.length > 0 && (
        <DataTable
          columns={[
            { label: t('listings.admin.columns.when') },
            { label: t('listings.admin.columns.listing') },
            { label: t('listings.admin.columns.via') },
            { label: t('listings.admin.columns.by'), className: 'hidden sm:table-cell' },
          ]}
        >
          {result.items.map((p) => (
            <tr key={p.id} className="border-t border-line">
              <td className={`${cellClass} whitespace-nowrap text-ink-muted`}>
                {formatDate(p.createdAt)}
              </td>
              <td className={cellClass}>
                <RouteLink
                  to={routes.listing.href({ id: p.listing.id })}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {p.listing.title ?? (address(p.listing) || `#${p.listing.id}`)}
                </RouteLink>
              </td>
              <td className={cellClass}>
                <Badge tone={p.via === 'TRUSTED' ? 'brand' : 'neutral'}>
                  {t(enumKey('listings.admin.via', p.via))}
                </Badge>
              </td>
              <td className={`${cellClass} hidden sm:table-cell`}>{p.publishedBy ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {result && (
        <ListPagination list={result} page={page} onPage={(p) => setParams({ page: String(p) })} />
      )}
    </div>
  );
}
