import { INSPECTION_PHOTO_ERRORS } from '@leiga/domain';
import { UploadFailure, type QueuedPhoto, type SendPhoto } from './photo-upload-queue';

const FIELD = { unit: 'unit_id', subject: 'subject_id', issue: 'issue_id' } as const;

type Answer = { status: number; text: string };

type Options = {
  /** The REST api's origin (no trailing slash). */
  apiUrl: string;
  /** A fresh access token (refreshed first when about to expire, or when `force`d after a 401). */
  getToken: (force?: boolean) => Promise<string | null>;
  /** Makes the request; XMLHttpRequest, for the upload's progress. */
  createRequest?: () => XMLHttpRequest;
};

function post(
  { apiUrl, createRequest }: Options,
  photo: QueuedPhoto,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = createRequest ? createRequest() : new XMLHttpRequest();
    xhr.open(
      'POST',
      `${apiUrl}/api/inspection-reports/${encodeURIComponent(photo.reportId)}/photos/`,
    );
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: String(xhr.responseText ?? '') });
    xhr.onerror = () => reject(new UploadFailure(0, INSPECTION_PHOTO_ERRORS.network));
    xhr.ontimeout = xhr.onerror;
    // Fields first: what the photo shows and the retry's key, then the file the phone reads.
    const form = new FormData();
    form.append(FIELD[photo.target.kind], String(photo.target.id));
    form.append('client_key', photo.key);
    const { uri, name, type } = photo.file;
    // React Native's FormData sends a part read from the file's uri.
    form.append('file', { uri, name, type } as unknown as Blob);
    xhr.send(form);
  });
}

function parse(text: string): { code?: string; fields?: Record<string, string> } {
  try {
    return (JSON.parse(text) ?? {}) as { code?: string; fields?: Record<string, string> };
  } catch {
    return {};
  }
}

/**
 * The REST upload of an inspection photo (multipart with unit_id, subject_id or issue_id and the
 * queue key as client_key), with the bearer token; a 401 refreshes once and tries again.
 */
export function createPhotoSender(options: Options): SendPhoto {
  return async (photo, onProgress) => {
    let answer = await post(options, photo, await options.getToken(), onProgress);
    if (answer.status === 401)
      answer = await post(options, photo, await options.getToken(true), onProgress);
    if (answer.status >= 200 && answer.status < 300) {
      onProgress(1);
      return;
    }
    const body = parse(answer.text);
    const key =
      body.fields?.['file'] ??
      body.fields?.['target'] ??
      (body.code ? `inspection-photos.errors.${body.code}` : 'errors.something_went_wrong');
    throw new UploadFailure(answer.status, key);
  };
}
