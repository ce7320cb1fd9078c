import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { ListingCard_ListingFragmentDoc, ListingDetailDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { Spinner } from '../../ui/Card';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../ui/icons';
import { ListingImage } from './ListingImage';
import { formatAddress } from './model';

const SWIPE_PX = 50;

/** /listings/mbl/{id}: the photos full screen; arrow keys and swipes move between them. */
export function FullscreenGalleryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, loading } = useQuery(ListingDetailDocument, { variables: { id } });
  const listing = data?.listing;
  const photos = listing?.photos ?? [];
  const count = photos.length;
  const index = Math.min(Math.max(1, Number(params.get('photo')) || 1), Math.max(1, count)) - 1;
  const startX = useRef<number | null>(null);
  const [announce, setAnnounce] = useState('');

  const go = (delta: number) => {
    if (count < 2) return;
    const next = (index + delta + count) % count;
    setParams({ photo: String(next + 1) }, { replace: true });
    setAnnounce(t('listings.gallery.position', { index: next + 1, count }));
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') goRef.current(1);
      if (e.key === 'ArrowLeft') goRef.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (loading && !listing) return <Spinner label={t('common.status.loading')} />;
  if (!listing) return <ErrorScreen status={404} />;
  const card = getFragmentData(ListingCard_ListingFragmentDoc, listing);
  const title = card.title ?? formatAddress(card);
  const photo = photos[index];
  const navButton =
    'grid size-12 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:ring-2 focus-visible:ring-white';
  return (
    <div className="flex min-h-dvh flex-col bg-black text-white">
      <header className="flex items-center gap-3 p-3 sm:p-4">
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{title}</h1>
        <span className="text-sm text-white/80">
          {count > 0 && t('listings.gallery.position', { index: index + 1, count })}
        </span>
        <RouteLink
          to={routes.listing.href({ id })}
          className="grid size-11 place-items-center rounded-full bg-white/15 hover:bg-white/25"
          aria-label={t('listings.gallery.close')}
        >
          <CloseIcon />
        </RouteLink>
      </header>
      <div
        className="relative flex flex-1 touch-pan-y items-center justify-center select-none"
        onPointerDown={(e) => (startX.current = e.clientX)}
        onPointerUp={(e) => {
          if (startX.current === null) return;
          const dx = e.clientX - startX.current;
          startX.current = null;
          if (Math.abs(dx) > SWIPE_PX) go(dx < 0 ? 1 : -1);
        }}
        data-testid="fullscreen-gallery"
      >
        {photo ? (
          <ListingImage
            key={photo.id}
            photo={photo}
            alt={t('listings.gallery.photo_alt', { title, index: index + 1, count })}
            sizes="100vw"
            aspect={`${photo.width}/${photo.height}`}
            className="max-h-[calc(100dvh-8rem)] w-full max-w-6xl !bg-black [&_img]:object-contain"
            loading="eager"
          />
        ) : (
          <p>{t('listings.gallery.no_photos')}</p>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('listings.gallery.previous')}
              className={`absolute left-2 sm:left-6 ${navButton}`}
            >
              <ChevronLeftIcon size={28} />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('listings.gallery.next')}
              className={`absolute right-2 sm:right-6 ${navButton}`}
            >
              <ChevronRightIcon size={28} />
            </button>
          </>
        )}
      </div>
      <p className="p-3 text-center text-sm text-white/80">{t('listings.gallery.keyboard_hint')}</p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
