import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  ListingCard_ListingFragmentDoc,
  ListingDetailDocument,
  type ListingDetailQuery,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { useGraphQuery } from '../../app/graph-fetch';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { buttonClass } from '../../ui/Button';
import { Badge, Card, Spinner } from '../../ui/Card';
import { formatDate } from '../../lib/format';
import { NearViewport } from '../../ui/NearViewport';
import { Gallery } from './Gallery';
import { CalendarIcon, PinIcon, UserIcon } from '../../ui/icons';
import { formatAddress, formatArea, formatNumber, formatPrice, toDomainType } from './model';
import { ShareButton } from './ShareButton';
import { VerifiedBadge } from './VerifiedBadge';
import { enumKey } from '../../lib/enums';
import { TitledSection } from '../../ui/TitledSection';

const SECTION_TITLE = 'mb-3 text-xl font-semibold text-ink';

const ResultsMap = lazy(() => import('./ResultsMap'));
// Below the fold, or only for a signed-in tenant: not part of a visitor's first load.
const PriceHistory = lazy(() =>
  import('./PriceHistory').then((m) => ({ default: m.PriceHistory })),
);
const GraphErrorAlert = lazy(() =>
  import('../../ui/GraphErrorAlert').then((m) => ({ default: m.GraphErrorAlert })),
);
// The save button needs the like mutation's documents; a visitor's first paint does not.
const LikeButton = lazy(() => import('./LikeButton').then((m) => ({ default: m.LikeButton })));
const AskLandlordButton = lazy(() =>
  import('./AskLandlordButton').then((m) => ({ default: m.AskLandlordButton })),
);
const MAP_PLACEHOLDER = <div className="h-72 animate-pulse rounded-2xl bg-surface-sunken" />;
// The size of the inline save button, so nothing moves when it arrives.
const LIKE_PLACEHOLDER = <span aria-hidden="true" className="inline-block h-10 w-24" />;
const HISTORY_PLACEHOLDER = <div className="h-24 animate-pulse rounded-2xl bg-surface-sunken" />;

type Detail = NonNullable<ListingDetailQuery['listing']>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-2.5 sm:flex-col sm:justify-start sm:gap-0.5 sm:border-0 sm:py-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink sm:text-left">{children}</dd>
    </div>
  );
}

function useYesNo() {
  const { t } = useTranslation();
  return (value: boolean | null | undefined) =>
    value === null || value === undefined
      ? t('common.status.none')
      : value
        ? t('common.status.yes')
        : t('common.status.no');
}

function Facts({ listing }: { listing: Detail }) {
  const { t, i18n } = useTranslation();
  const yesNo = useYesNo();
  const card = getFragmentData(ListingCard_ListingFragmentDoc, listing);
  const included = (
    [
      ['heating', listing.heatingIncluded],
      ['electricity', listing.electricityIncluded],
      ['internet', listing.internetIncluded],
      ['housefund', listing.housefundIncluded],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([u]) => t(`listings.utilities.${u}`));
  return (
    <dl className="grid gap-x-6 sm:grid-cols-3 sm:gap-y-5">
      {card.listingType && (
        <Fact label={t('listings.facts.type')}>
          {t(`listings.types.${toDomainType(card.listingType)}`)}
        </Fact>
      )}
      {card.rooms !== null && <Fact label={t('listings.facts.rooms')}>{card.rooms}</Fact>}
      {listing.bedrooms !== null && (
        <Fact label={t('listings.facts.bedrooms')}>{listing.bedrooms}</Fact>
      )}
      {listing.bathrooms !== null && (
        <Fact label={t('listings.facts.bathrooms')}>{listing.bathrooms}</Fact>
      )}
      {card.sizeM2 !== null && (
        <Fact label={t('listings.facts.size')}>{formatNumber(card.sizeM2, i18n.language)} m²</Fact>
      )}
      {listing.floor !== null && <Fact label={t('listings.facts.floor')}>{listing.floor}</Fact>}
      <Fact label={t('listings.facts.elevator')}>{yesNo(listing.hasElevator)}</Fact>
      <Fact label={t('listings.facts.furnished')}>{yesNo(listing.isFurnished)}</Fact>
      <Fact label={t('listings.facts.pets')}>{yesNo(listing.petsAllowed)}</Fact>
      <Fact label={t('listings.facts.smoking')}>{yesNo(listing.smokingAllowed)}</Fact>
      <Fact label={t('listings.facts.available_from')}>
        {formatDate(card.availableFrom) || t('common.status.none')}
      </Fact>
      <Fact label={t('listings.facts.duration')}>
        {listing.durationType === 'FIXED'
          ? t('listings.facts.duration_fixed', { date: formatDate(listing.endDate) })
          : t('listings.facts.duration_indefinite')}
      </Fact>
      {listing.securityType && (
        <Fact label={t('listings.facts.security')}>
          {listing.securityType === 'NONE'
            ? t('listings.security.none')
            : t('listings.facts.security_value', {
                type: t(enumKey('listings.security', listing.securityType)),
                count: listing.securityMonths ?? 0,
              })}
        </Fact>
      )}
      {listing.maxOccupants !== null && (
        <Fact label={t('listings.facts.max_occupants')}>{listing.maxOccupants}</Fact>
      )}
      <Fact label={t('listings.facts.included')}>
        {included.length ? included.join(', ') : t('listings.facts.nothing_included')}
      </Fact>
    </dl>
  );
}

/** /listings/{id}: gallery, price, facts, description, map, landlord, like, share, price history. */
export function ListingPage() {
  const { t, i18n } = useTranslation();
  const isTenant = useCurrentUser()?.userType === 'TENANT';
  const { id = '' } = useParams();
  const { data, loading, error } = useGraphQuery(ListingDetailDocument, { id });
  const listing = data?.listing;
  // A screen tall while it loads: the footer stays below the fold instead of jumping down.
  if (loading && !listing)
    return (
      <div className="min-h-dvh">
        <Spinner label={t('common.status.loading')} />
      </div>
    );
  if (error && !listing) {
    return (
      <Suspense fallback={null}>
        <GraphErrorAlert error={error} />
      </Suspense>
    );
  }
  if (!listing) return <ErrorScreen status={404} />;
  const card = getFragmentData(ListingCard_ListingFragmentDoc, listing);
  const address = formatAddress(card);
  const title = card.title ?? address;
  const isLive = card.status === 'PUBLISHED';
  const url = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <article className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 lg:py-10">
      <RouteLink
        to={card.isCommercial ? routes.commercialListings.href() : routes.listings.href()}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        ← {t('listings.detail.back_to_search')}
      </RouteLink>
      <header className="mt-3 mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 flex items-center gap-1 text-ink-muted">
            <PinIcon size={16} />
            {[address, formatArea(card)].filter(Boolean).join(', ')}
          </p>
          {card.isVerified && (
            <p className="mt-2">
              <VerifiedBadge isFocusable />
            </p>
          )}
          {!isLive && (
            <p className="mt-2">
              <Badge tone="warning">{t(enumKey('listings.status', card.status))}</Badge>
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Suspense fallback={LIKE_PLACEHOLDER}>
            <LikeButton listingId={card.id} isLiked={card.isLiked} title={title} variant="inline" />
          </Suspense>
          <ShareButton title={title} url={url} />
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <Gallery listingId={card.id} photos={listing.photos} title={title} />
          <TitledSection
            id="facts"
            title={t('listings.detail.facts')}
            titleClassName="mb-4 text-xl font-semibold text-ink"
          >
            <Facts listing={listing} />
          </TitledSection>
          {listing.description && (
            <TitledSection
              id="description"
              title={t('listings.detail.description')}
              titleClassName={SECTION_TITLE}
            >
              <p className="whitespace-pre-line text-ink">{listing.description}</p>
            </TitledSection>
          )}
          {listing.amenities && listing.amenities.length > 0 && (
            <TitledSection
              id="amenities"
              title={t('listings.detail.amenities')}
              titleClassName={SECTION_TITLE}
            >
              <ul className="flex flex-wrap gap-2">
                {listing.amenities.map((a) => (
                  <li key={a}>
                    <Badge>{t(enumKey('listings.amenities', a))}</Badge>
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
          {card.lat !== null && card.lng !== null && (
            <TitledSection
              id="map"
              title={t('listings.detail.location')}
              titleClassName={SECTION_TITLE}
            >
              <NearViewport placeholder={MAP_PLACEHOLDER}>
                <Suspense fallback={MAP_PLACEHOLDER}>
                  <ResultsMap
                    className="h-72"
                    label={t('listings.map.listing_label', { address })}
                    points={[{ id: card.id, lat: card.lat, lng: card.lng }]}
                    selectedId={card.id}
                  />
                </Suspense>
              </NearViewport>
            </TitledSection>
          )}
          <TitledSection
            id="price-history"
            title={t('listings.price_history.title')}
            titleClassName={SECTION_TITLE}
          >
            <NearViewport placeholder={HISTORY_PLACEHOLDER}>
              <Suspense fallback={HISTORY_PLACEHOLDER}>
                <PriceHistory points={listing.priceHistory ?? []} />
              </Suspense>
            </NearViewport>
          </TitledSection>
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <Card>
            <p className="text-3xl font-bold text-ink">
              {formatPrice(card.price, card.currency, i18n.language)}
            </p>
            <p className="text-sm text-ink-muted">{t('listings.card.per_month')}</p>
            {card.availableFrom && (
              <p className="mt-3 flex items-center gap-2 text-sm text-ink">
                <CalendarIcon size={16} />
                {t('listings.detail.available_from', { date: formatDate(card.availableFrom) })}
              </p>
            )}
            <p className="mt-3 text-xs text-ink-muted">
              {t('listings.detail.views_likes', {
                views: listing.viewsCount,
                likes: card.likesCount,
              })}
            </p>
            {isLive && (
              // On phones the bar at the bottom of the screen carries this button.
              <div className="mt-4 hidden lg:block">
                <RouteLink
                  to={routes.listingApply.href({ id: card.id })}
                  className={`${buttonClass('primary', 'lg')} w-full`}
                >
                  {t('applications.apply.cta')}
                </RouteLink>
              </div>
            )}
          </Card>
          <Card>
            <h2 className="text-sm font-semibold text-ink-muted">
              {t('listings.detail.landlord')}
            </h2>
            <div className="mt-3 flex items-center gap-3">
              <span className="grid size-12 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
                <UserIcon />
              </span>
              <div>
                <p className="font-semibold text-ink">{listing.owner.fullName}</p>
                <p className="text-sm text-ink-muted">
                  {t('listings.detail.member_since', {
                    date: formatDate(listing.owner.memberSince),
                  })}
                </p>
              </div>
            </div>
            {listing.owner.hasVerifiedPhone && (
              <p className="mt-3">
                <Badge tone="success">{t('listings.detail.verified_phone')}</Badge>
              </p>
            )}
            {isLive && isTenant && (
              <Suspense fallback={null}>
                <AskLandlordButton
                  listingId={card.id}
                  ownerId={listing.owner.id}
                  ownerName={listing.owner.fullName}
                />
              </Suspense>
            )}
          </Card>
        </aside>
      </div>
      <div
        className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface-raised/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
        data-testid="listing-bottom-bar"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
          <p className="min-w-0">
            <span className="block text-xl font-bold whitespace-nowrap text-ink">
              {formatPrice(card.price, card.currency, i18n.language)}
            </span>
            <span className="block text-xs text-ink-muted">{t('listings.card.per_month')}</span>
          </p>
          {isLive && (
            <RouteLink
              to={routes.listingApply.href({ id: card.id })}
              className={`${buttonClass('primary', 'lg')} shrink-0`}
            >
              {t('applications.apply.cta')}
            </RouteLink>
          )}
        </div>
      </div>
    </article>
  );
}
