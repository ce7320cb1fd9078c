import { INSPECTION_PHOTO_ERRORS } from '@leiga/domain';
import { UploadNetworkError, uploadPhoto } from '../photo-upload/upload-photo';
import { UploadFailure, type SendPhoto } from './photo-upload-queue';

const FIELD = { unit: 'unit_id', subject: 'subject_id', issue: 'issue_id' } as const;

type Options = {
  /** The REST api's origin (no trailing slash). */
  apiUrl: string;
  /** A fresh access token (refreshed first when about to expire, or when `force`d after a 401). */
  getToken: (force?: boolean) => Promise<string | null>;
};

type ErrorBody = { code?: string; fields?: Record<string, string> } | null;

/**
 * The REST upload of an inspection photo (multipart with unit_id, subject_id or issue_id and the
 * queue key as client_key, so a retry after a lost answer stores it once).
 */
export function createPhotoSender({ apiUrl, getToken }: Options): SendPhoto {
  return async (photo, onProgress) => {
    let answer;
    try {
      answer = await uploadPhoto({
        url: `${apiUrl}/api/inspection-reports/${encodeURIComponent(photo.reportId)}/photos/`,
        fields: { [FIELD[photo.target.kind]]: String(photo.target.id), client_key: photo.key },
        file: photo.file,
        getToken,
        onProgress,
      });
    } catch (error) {
      if (error instanceof UploadNetworkError)
        throw new UploadFailure(0, INSPECTION_PHOTO_ERRORS.network);
      throw error;
    }
    if (answer.status >= 200 && answer.status < 300) {
      onProgress(1);
      return;
    }
    const body = answer.body as ErrorBody;
    const key =
      body?.fields?.['file'] ??
      body?.fields?.['target'] ??
      (body?.code ? `inspection-photos.errors.${body.code}` : 'errors.something_went_wrong');
    throw new UploadFailure(answer.status, key);
  };
}
