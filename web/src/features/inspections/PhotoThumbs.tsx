import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteInspectionPhotoDocument } from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { translatePhotoError } from './media-model';

/**
 * What a thumbnail needs. Selected inline, not as a fragment: the report page's photos sit at
 * the graph's depth limit (report, rooms, subjects, issues, photos).
 */
export type ThumbPhoto = {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  viewerCanDelete: boolean;
};

/** A room's, subject's or issue's photos as thumbnails; each opens full size, its taker may delete it. */
export function PhotoThumbs({
  reportId,
  photos,
  name,
}: {
  reportId: string;
  photos: readonly ThumbPhoto[];
  /** What the photos show (alt text). */
  name: string;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deletePhoto, deletion] = useMutation(DeleteInspectionPhotoDocument);
  if (photos.length === 0) return null;
  const list = photos;

  const confirm = async () => {
    if (!deleting) return;
    try {
      await deletePhoto({ variables: { input: { reportId, photoId: deleting } } });
      toast.success(t('inspection-photos.photos.deleted'));
    } catch (error) {
      toast.error(translatePhotoError(t, error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <ul
        className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4"
        aria-label={t('inspection-photos.photos.count', { count: list.length })}
      >
        {list.map((photo) => (
          <li key={photo.id} className="relative" data-testid="inspection-photo">
            <a
              href={photo.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('inspection-photos.photos.open', { name })}
              className="block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <img
                src={photo.thumbnailUrl}
                alt={t('inspection-photos.photos.alt', { name })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </a>
            {photo.viewerCanDelete && (
              <Button
                size="sm"
                variant="ghost"
                className="mt-1 w-full"
                onPress={() => setDeleting(photo.id)}
              >
                {t('inspection-photos.photos.delete')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('inspection-photos.photos.delete')}
        text={t('inspection-photos.photos.confirm_delete')}
        isLoading={deletion.loading}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
