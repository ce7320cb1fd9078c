import { INSPECTION_PHOTO_ERRORS } from '@leiga/domain';
import { UploadNetworkError, uploadPhoto } from '../photo-upload/upload-photo';
import { UploadFailure, type QueuedPhoto, type SendPhoto } from './photo-upload-queue';

const FIELD = { unit: 'unit_id', subject: 'subject_id', issue: 'issue_id' } as const;
const DEFECT_ERRORS = 'inspection-window.errors.';
/** The defect window's refusals, each said in mobile.inspections.defects.errors. */
export const DEFECT_WINDOW_CODES: readonly string[] = [
  'defect_window_closed',
  'defect_link_invalid',
  'defect_not_yours',
  'not_signed',
  'not_move_in',
  'too_many_photos',
];

type Options = {
  /** The REST api's origin (no trailing slash). */
  apiUrl: string;
  /** A fresh access token (refreshed first when about to expire, or when `force`d after a 401). */
  getToken: (force?: boolean) => Promise<string | null>;
};

type ErrorBody = { code?: string; fields?: Record<string, string> } | null;

/** Where a photo goes and the fields it carries besides the file. */
function destination(apiUrl: string, photo: QueuedPhoto) {
  const report = `${apiUrl}/api/inspection-reports/${encodeURIComponent(photo.reportId)}`;
  const { target } = photo;
  if (target.kind === 'defect')
    return {
      url: `${report}/defect-window/${encodeURIComponent(String(target.id))}/photos/`,
      fields: { token: target.token, client_key: photo.key },
    };
  return {
    url: `${report}/photos/`,
    fields: { [FIELD[target.kind]]: String(target.id), client_key: photo.key },
  };
}

/** The catalogue key of a refusal; the defect window's own are the phone's (mobile catalogue). */
function refusalKey(body: ErrorBody, isDefect: boolean): string {
  const field = body?.fields?.['file'] ?? body?.fields?.['target'];
  if (field?.startsWith(DEFECT_ERRORS))
    return `mobile.inspections.defects.errors.${field.slice(DEFECT_ERRORS.length)}`;
  if (field) return field;
  if (!body?.code) return 'errors.something_went_wrong';
  if (isDefect && DEFECT_WINDOW_CODES.includes(body.code))
    return `mobile.inspections.defects.errors.${body.code}`;
  return `inspection-photos.errors.${body.code}`;
}

/**
 * The REST upload of an inspection photo: a report's (multipart with unit_id, subject_id or
 * issue_id) or a tenant's defect's (with the link's token), with the queue key as client_key, so
 * a retry after a lost answer stores it once.
 */
export function createPhotoSender({ apiUrl, getToken }: Options): SendPhoto {
  return async (photo, onProgress) => {
    let answer;
    try {
      answer = await uploadPhoto({
        ...destination(apiUrl, photo),
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
    throw new UploadFailure(answer.status, refusalKey(body, photo.target.kind === 'defect'));
  };
}
