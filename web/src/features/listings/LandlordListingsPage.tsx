import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  LandlordListingRow_ListingFragmentDoc,
  MyListingsDocument,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { formatDate } from '../../lib/format';
import { EyeIcon, HeartIcon, PlusIcon } from '../../ui/icons';
import { ListingImage } from './ListingImage';
import { formatAddress, formatArea, formatPrice } from './model';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { withPageInfo } from '../../ui/Pagination';
import { LISTING_STATUS_TONES } from '../../lib/status-tones';
import { StatusLine } from '../../ui/StatusBadge';
import { STATUS_FILTERS, toGraphStatus, type StatusFilter } from './landlord-status';
import { CardTitle } from './CardTitle';

function Row({
  listing: ref,
}: {
  listing: FragmentType<typeof LandlordListingRow_ListingFragmentDoc>;
}) {
  const { t, i18n } = useTranslation();
  const listing = getFragmentData(LandlordListingRow_ListingFragmentDoc, ref);
  const address = formatAddress(listing);
  return (
    <li
      className="relative flex gap-4 rounded-2xl border border-line bg-surface-raised p-3 shadow-sm hover:border-brand-400 sm:p-4"
      data-testid="landlord-listing"
    >
      <ListingImage
        photo={listing.coverPhoto}
        alt=""
        sizes="128px"
        className="w-24 shrink-0 rounded-lg sm:w-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <StatusLine
          status={listing.status}
          tones={LISTING_STATUS_TONES}
          labelPrefix="listings.status"
        >
          <span className="text-xs text-ink-muted">
            {t('listings.landlord.updated', { date: formatDate(listing.updatedAt) })}
          </span>
        </StatusLine>
        <CardTitle
          to={routes.landlordListing.href({ id: listing.id })}
          className="truncate font-semibold text-ink"
        >
          {listing.title ?? (address || t('listings.landlord.untitled'))}
        </CardTitle>
        <p className="truncate text-sm text-ink-muted">
          {[address, formatArea(listing)].filter(Boolean).join(', ')}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="font-semibold text-ink">
            {formatPrice(listing.price, listing.currency, i18n.language)}
          </span>
          <span className="flex items-center gap-1">
            <EyeIcon size={14} />
            {t('listings.landlord.views', { count: listing.viewsCount })}
          </span>
          <span className="flex items-center gap-1">
            <HeartIcon size={14} />
            {t('listings.landlord.likes', { count: listing.likesCount })}
          </span>
        </div>
      </div>
    </li>
  );
}

/** /landlords/listings: the landlord's listings by status, 25 a page. */
export function LandlordListingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StatusFilter)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error } = useQuery(MyListingsDocument, {
    variables: { status: toGraphStatus(status), page, pageSize: PAGE_SIZES.listings },
  });
  const result = withPageInfo((data ?? previousData)?.myListings);
  const setStatus = (next: StatusFilter) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
  const newListing = (
    <RouteLink to={routes.listingCreateNew.href()} className={buttonClass('primary')}>
      <PlusIcon size={18} />
      {t('listings.landlord.new_listing')}
    </RouteLink>
  );
  return (
    <div>
      <PageHeader title={t('listings.landlord.title')} actions={newListing} />
      <nav aria-label={t('listings.landlord.status_filter')} className="-mx-1 mb-5 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {STATUS_FILTERS.map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-current={s === status ? 'true' : undefined}
                onClick={() => setStatus(s)}
                className={`rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap ${s === status ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-900' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink'}`}
              >
                {s === 'all' ? t('listings.landlord.all') : t(`listings.status.${s}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        query={{ result, loading, error }}
        empty={
          <EmptyState
            title={
              status === 'all'
                ? t('listings.landlord.empty_title')
                : t('listings.landlord.empty_status')
            }
            text={status === 'all' ? t('listings.landlord.empty_text') : undefined}
            action={
              status === 'all' && (
                <RouteLink to={routes.listingCreateNew.href()} className={buttonClass('primary')}>
                  {t('listings.landlord.create_first')}
                </RouteLink>
              )
            }
          />
        }
        countText={(count) => t('listings.landlord.count', { count })}
        page={page}
        onPage={(p) => {
          const next = new URLSearchParams(params);
          next.set('page', String(p));
          setParams(next);
        }}
      >
        {(items) => items.map((item) => <Row key={item.id} listing={item} />)}
      </PagedList>
    </div>
  );
}
