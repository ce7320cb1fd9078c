import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DeleteInspectionPhotoDocument } from '../../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { translatePhotoError } from '../media-model';
import type { PhotoUploadQueue } from '../photo-upload-queue';
import { MediaStepFrame, stepLinkClass } from './MediaStepFrame';
import { photoHref, photoTargets, reportPhotos } from './media-step-model';

/** /inspection-reports/{id}/edit/media/{photo}: one photo, what it shows, and its delete. */
export function PhotoStepPage({ queue }: { queue?: PhotoUploadQueue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { id = '', photo: photoId = '' } = useParams();
  const [isDeleting, setIsDeleting] = useState(false);
  const [deletePhoto, deletion] = useMutation(DeleteInspectionPhotoDocument);
  const mediaHref = paths.inspectionStepMedia.href({ id });

  const confirm = async () => {
    try {
      await deletePhoto({ variables: { input: { reportId: id, photoId } } });
      toast.success(t('inspection-rooms.media.deleted'));
      void navigate(localize(mediaHref));
    } catch (error) {
      toast.error(translatePhotoError(t, error));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <MediaStepFrame queue={queue}>
      {(report) => {
        const photos = reportPhotos(report);
        const index = photos.findIndex((p) => p.photo.id === photoId);
        const item = photos[index];
        if (!item)
          return (
            <div data-testid="photo-not-found" className="flex flex-col gap-2">
              <p className="text-ink">{t('inspection-rooms.media.not_found')}</p>
              <RouteLink to={mediaHref} className={stepLinkClass}>
                {t('inspection-rooms.media.back')}
              </RouteLink>
            </div>
          );
        const targets = photoTargets(t, report, item);
        const previous = photos[index - 1];
        const next = photos[index + 1];
        return (
          <section aria-labelledby="photo-step-title" className="flex flex-col gap-3">
            <RouteLink to={mediaHref} className={stepLinkClass}>
              {t('inspection-rooms.media.back')}
            </RouteLink>
            <h1 id="photo-step-title" className="text-xl font-semibold text-ink">
              {t('inspection-rooms.media.photo_title', {
                number: index + 1,
                total: photos.length,
              })}
            </h1>
            <img
              src={item.photo.url}
              alt={targets.join(', ')}
              width={item.photo.width}
              height={item.photo.height}
              className="h-auto w-full rounded-lg"
            />
            <a href={item.photo.url} target="_blank" rel="noreferrer" className={stepLinkClass}>
              {t('inspection-rooms.media.full_size')}
            </a>
            <div>
              <h2 className="font-semibold text-ink">{t('inspection-rooms.media.shows')}</h2>
              <ul data-testid="photo-targets" className="text-sm text-ink">
                {targets.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            {report.viewerCanEdit && item.photo.viewerCanDelete && (
              <>
                <Button variant="secondary" onPress={() => setIsDeleting(true)}>
                  {t('inspection-rooms.media.delete')}
                </Button>
                <ConfirmDialog
                  isOpen={isDeleting}
                  onOpenChange={setIsDeleting}
                  title={t('inspection-rooms.media.delete')}
                  text={t('inspection-rooms.media.confirm_delete')}
                  confirmLabel={t('inspection-rooms.media.delete')}
                  isLoading={deletion.loading}
                  onConfirm={() => void confirm()}
                />
              </>
            )}
            <nav className="flex justify-between" aria-label={t('inspection-rooms.media.title')}>
              {previous ? (
                <RouteLink to={photoHref(report.id, previous.photo.id)} className={stepLinkClass}>
                  {t('inspection-rooms.media.previous')}
                </RouteLink>
              ) : (
                <span />
              )}
              {next && (
                <RouteLink to={photoHref(report.id, next.photo.id)} className={stepLinkClass}>
                  {t('inspection-rooms.media.next')}
                </RouteLink>
              )}
            </nav>
          </section>
        );
      }}
    </MediaStepFrame>
  );
}
