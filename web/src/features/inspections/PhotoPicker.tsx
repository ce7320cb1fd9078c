import { INSPECTION_PHOTOS, type InspectionPhotoOwner } from '@leiga/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { photoUploads, type PhotoUploadQueue } from './photo-upload-queue';

/**
 * "Add photos" of a room, subject or issue: on a phone it opens the camera (`capture`), and
 * several photos may be chosen at once where the browser offers the gallery. They go into the
 * background queue at once; the page stays usable while they upload.
 */
export function PhotoPicker({
  reportId,
  target,
  name,
  queue = photoUploads,
}: {
  reportId: string;
  target: InspectionPhotoOwner;
  /** What the photos show, for the button's accessible name. */
  name: string;
  queue?: PhotoUploadQueue;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const label = t('inspection-photos.picker.add_to', { name });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="sr-only"
        aria-label={label}
        tabIndex={-1}
        data-testid="inspection-photo-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) queue.add(reportId, target, files);
        }}
      />
      <Button
        size="sm"
        variant="secondary"
        aria-label={label}
        onPress={() => input.current?.click()}
      >
        {t('inspection-photos.picker.add')}
      </Button>
    </>
  );
}

/** The formats and size, said once near the pickers. */
export function PhotoPickerHint() {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-ink-muted">
      {t('inspection-photos.picker.hint', {
        size: `${INSPECTION_PHOTOS.maxBytes / (1024 * 1024)} MB`,
      })}
    </p>
  );
}
