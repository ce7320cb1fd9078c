import { IMAGE_SIZES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { ListingCard_ListingFragmentDoc } from '../../__generated__/graphql';
import { paths as routes } from '../../app/paths';
import { BedIcon, PinIcon, RulerIcon } from '../../ui/icons';
import { LikeButton } from './LikeButton';
import { ListingImage } from './ListingImage';
import { formatAddress, formatArea, formatNumber, formatPrice, toDomainType } from './model';
import { CardTitle } from './CardTitle';
import { VerifiedBadge } from './VerifiedBadge';

type Props = {
  listing: FragmentType<typeof ListingCard_ListingFragmentDoc>;
  /** Set on the map's selected card so screen readers hear which one it is. */
  isHighlighted?: boolean;
  loading?: 'lazy' | 'eager';
};

/** A search result: cover photo, price, rooms, size, area, like. The whole card is one link. */
export function ListingCard({ listing: ref, isHighlighted, loading }: Props) {
  const { t, i18n } = useTranslation();
  const listing = getFragmentData(ListingCard_ListingFragmentDoc, ref);
  const address = formatAddress(listing);
  const title = listing.title ?? address;
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border bg-surface-raised shadow-sm transition-shadow hover:shadow-md ${isHighlighted ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line'}`}
      data-testid="listing-card"
    >
      <ListingImage
        photo={listing.coverPhoto}
        alt=""
        sizes={IMAGE_SIZES.listingCard}
        loading={loading}
      />
      {listing.isVerified && (
        <div className="absolute top-3 left-3 z-10">
          <VerifiedBadge />
        </div>
      )}
      <div className="absolute top-3 right-3 z-10">
        <LikeButton listingId={listing.id} isLiked={listing.isLiked} title={title} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-bold text-ink">
          {formatPrice(listing.price, listing.currency, i18n.language)}
          <span className="text-sm font-normal text-ink-muted">
            {' '}
            {t('listings.card.per_month')}
          </span>
        </p>
        <CardTitle
          to={routes.listing.href({ id: listing.id })}
          className="line-clamp-2 font-semibold text-ink"
        >
          {title}
        </CardTitle>
        <p className="flex items-center gap-1 text-sm text-ink-muted">
          <PinIcon size={14} />
          {[address, formatArea(listing)].filter(Boolean).join(', ')}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-ink-muted">
          {listing.listingType && (
            <li>{t(`listings.types.${toDomainType(listing.listingType)}`)}</li>
          )}
          {listing.rooms !== null && (
            <li className="flex items-center gap-1">
              <BedIcon size={14} />
              {t('listings.card.rooms', { count: listing.rooms })}
            </li>
          )}
          {listing.sizeM2 !== null && (
            <li className="flex items-center gap-1">
              <RulerIcon size={14} />
              {formatNumber(listing.sizeM2, i18n.language)} m²
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
