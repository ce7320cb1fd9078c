import {
  DEFECT_PHOTO_ERRORS,
  DEFECT_WINDOW_LIMITS,
  INSPECTION_PHOTOS,
  inspectionPhotoProblem,
} from '@leiga/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { labelClass } from '../../../ui/form/Field';
import { choosePhoto, type ChosenPhoto } from './defect-photos';

/**
 * The defect's photos before it is added: on a phone the camera opens (`capture`), several may be
 * chosen from the gallery, each is checked (type, size) before anything is sent, and each can be
 * taken off the list again. At most DEFECT_WINDOW_LIMITS.photosPerDefect.
 */
export function DefectPhotoField({
  photos,
  onChange,
  isDisabled,
}: {
  photos: readonly ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const max = DEFECT_WINDOW_LIMITS.photosPerDefect;
  const label = t('inspection-window.photos.choose');

  const add = (files: File[]) => {
    const problems = files.map(inspectionPhotoProblem);
    const refused = problems.find((key) => key !== null) ?? null;
    const fitting = files.filter((_, i) => problems[i] === null);
    const room = max - photos.length;
    setProblem(refused ?? (fitting.length > room ? DEFECT_PHOTO_ERRORS.tooMany : null));
    onChange([...photos, ...fitting.slice(0, Math.max(room, 0)).map(choosePhoto)]);
  };

  return (
    <div className="flex flex-col gap-2">
      <span className={labelClass} id="defect-photos-label">
        {t('inspection-window.fields.photos')}
      </span>
      <p className="text-sm text-ink-muted">
        {t('inspection-window.photos.hint', {
          max,
          megabytes: INSPECTION_PHOTOS.maxBytes / 1024 / 1024,
        })}
      </p>
      <input
        ref={input}
        type="file"
        accept={INSPECTION_PHOTOS.accept.join(',')}
        capture="environment"
        multiple
        className="sr-only"
        aria-label={label}
        tabIndex={-1}
        data-testid="defect-photo-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) add(files);
        }}
      />
      {photos.length > 0 && (
        <ul className="flex flex-col gap-1" aria-labelledby="defect-photos-label">
          {photos.map((photo) => (
            <li
              key={photo.key}
              className="flex items-center justify-between gap-2 text-sm text-ink"
            >
              <span className="truncate">{photo.file.name}</span>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={isDisabled}
                aria-label={t('inspection-window.photos.remove', { name: photo.file.name })}
                onPress={() => onChange(photos.filter((p) => p.key !== photo.key))}
              >
                {t('inspection-window.photos.remove_short')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          {t(problem, { max })}
        </p>
      )}
      <div>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled || photos.length >= max}
          onPress={() => input.current?.click()}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}

/** A defect's photos as thumbnails that open the full photo. */
export function DefectPhotoThumbs({
  photos,
  subject,
}: {
  photos: readonly { id: string; url: string; thumbnailUrl: string }[];
  subject: string;
}) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" data-testid="defect-photos">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-lg">
            <img
              src={photo.thumbnailUrl}
              alt={t('inspection-window.photos.photo_alt', { subject, number: i + 1 })}
              className="h-20 w-20 rounded-lg object-cover"
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
