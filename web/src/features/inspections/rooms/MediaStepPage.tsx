import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../app/links';
import { EmptyState } from '../../../ui/EmptyState';
import type { PhotoUploadQueue } from '../photo-upload-queue';
import { MediaStepFrame } from './MediaStepFrame';
import { photoHref, photoTargets, reportPhotos } from './media-step-model';

/** /inspection-reports/{id}/edit/media: every photo of the report; each opens its own page. */
export function MediaStepPage({ queue }: { queue?: PhotoUploadQueue }) {
  const { t } = useTranslation();
  return (
    <MediaStepFrame queue={queue}>
      {(report) => {
        const photos = reportPhotos(report);
        return (
          <section aria-labelledby="media-step-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h1 id="media-step-title" className="text-xl font-semibold text-ink">
                {t('inspection-rooms.media.title')}
              </h1>
              <span className="text-sm text-ink-muted">
                {t('inspection-rooms.media.count', { count: photos.length })}
              </span>
            </div>
            <p className="text-sm text-ink-muted">{t('inspection-rooms.media.intro')}</p>
            {photos.length === 0 ? (
              <EmptyState title={t('inspection-rooms.media.empty')} />
            ) : (
              <ul className="grid grid-cols-3 gap-2" data-testid="media-step-photos">
                {photos.map((item, index) => {
                  const target = photoTargets(t, report, item).join(', ');
                  return (
                    <li key={item.photo.id}>
                      <RouteLink
                        to={photoHref(report.id, item.photo.id)}
                        aria-label={t('inspection-rooms.media.open', {
                          number: index + 1,
                          target,
                        })}
                        className="block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        <img
                          src={item.photo.thumbnailUrl}
                          alt=""
                          width={item.photo.width}
                          height={item.photo.height}
                          loading="lazy"
                          className="aspect-square w-full object-cover"
                        />
                      </RouteLink>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      }}
    </MediaStepFrame>
  );
}
