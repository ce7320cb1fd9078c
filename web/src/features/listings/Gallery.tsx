import { IMAGE_SIZES } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../../ui/icons';
import { ListingImage, type PhotoLike } from './ListingImage';

type Photo = PhotoLike & { id: string };

/** The listing page's gallery: one large photo, previous / next, thumbnails, full screen. */
export function Gallery({
  listingId,
  photos,
  title,
}: {
  listingId: string;
  photos: readonly Photo[];
  title: string;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[index] ?? null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return (
    <section aria-roledescription={t('listings.gallery.label')} aria-label={title}>
      <div className="relative overflow-hidden rounded-2xl">
        <ListingImage
          photo={current}
          alt={t('listings.gallery.photo_alt', { title, index: index + 1, count })}
          sizes={IMAGE_SIZES.listingGallery}
          aspect="3/2"
          loading="eager"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('listings.gallery.previous')}
              className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white dark:bg-black/70 dark:text-white"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('listings.gallery.next')}
              className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white dark:bg-black/70 dark:text-white"
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
        {count > 0 && (
          <div className="absolute right-3 bottom-3 flex items-center gap-2">
            <span
              className="rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white"
              aria-live="polite"
            >
              {t('listings.gallery.position', { index: index + 1, count })}
            </span>
            <RouteLink
              to={`${routes.listingFullscreen.href({ id: listingId })}?photo=${index + 1}`}
              className={`${buttonClass('secondary', 'sm')} bg-white/90 dark:bg-black/70`}
            >
              <ExpandIcon size={16} />
              {t('listings.gallery.fullscreen')}
            </RouteLink>
          </div>
        )}
      </div>
      {count > 1 && (
        <ul
          className="mt-3 flex gap-2 overflow-x-auto pb-1"
          aria-label={t('listings.gallery.thumbnails')}
        >
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('listings.gallery.show_photo', { index: i + 1 })}
                aria-current={i === index}
                className={`block w-24 overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <ListingImage photo={photo} alt="" sizes="96px" aspect="4/3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
