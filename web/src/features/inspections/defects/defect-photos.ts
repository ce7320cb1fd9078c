import { INSPECTION_PHOTO_ERRORS } from '@leiga/domain';
import { UploadError, uploadFilesForAnswer } from '../../../lib/upload';

/** A photo chosen for a defect, with the key that makes a retry store it once. */
export type ChosenPhoto = { key: string; file: File };

export function choosePhoto(file: File): ChosenPhoto {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  return { key: `d-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`, file };
}

/**
 * Sends a defect's photos one at a time (each with its own progress) straight to REST, as the
 * report's photos go. Answers the photos that could not be sent, each with its catalogue key,
 * so the form can offer them again under the same keys.
 */
export async function sendDefectPhotos({
  reportId,
  defectId,
  token,
  photos,
  onProgress,
}: {
  reportId: string;
  defectId: string;
  token: string;
  photos: readonly ChosenPhoto[];
  onProgress: (done: number, fraction: number) => void;
}): Promise<{ photo: ChosenPhoto; errorKey: string }[]> {
  const failed: { photo: ChosenPhoto; errorKey: string }[] = [];
  for (const [i, photo] of photos.entries()) {
    try {
      await uploadFilesForAnswer({
        path: `/api/inspection-reports/${encodeURIComponent(reportId)}/defect-window/${encodeURIComponent(defectId)}/photos/`,
        files: [photo.file],
        fields: { token, client_key: photo.key },
        onProgress: (fraction) => onProgress(i, fraction),
        namespace: 'inspection-window',
        networkErrorKey: INSPECTION_PHOTO_ERRORS.network,
      });
    } catch (error) {
      failed.push({
        photo,
        errorKey: error instanceof UploadError ? error.messageKey : INSPECTION_PHOTO_ERRORS.network,
      });
    }
    onProgress(i + 1, 0);
  }
  return failed;
}
