import { LISTING_PHOTOS } from '@leiga/domain';
import { getAccessToken, refreshAccessToken } from '../../app/tokens';

/** Why an upload failed: a catalogue key (`validation.image_type`) or the api's error code. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

export type UploadFn = (
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<void>;

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** A quick look before sending (the api checks the bytes): type by MIME or name, and size. */
export function checkPhotoFile(file: File): string | null {
  const byName = /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
  if (!TYPES.includes(file.type) && !byName) return 'validation.image_type';
  if (file.size > LISTING_PHOTOS.maxBytes) return 'validation.image_size';
  return null;
}

function send(
  listingId: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/listings/${encodeURIComponent(listingId)}/photos/`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new UploadError(0, 'listings.photos.network_error'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * POST /api/listings/{id}/photos/ (multipart, field `file`) straight to REST with the bearer
 * token, for upload progress. A 401 refreshes the token once and tries again (SPEC 7).
 */
export const uploadPhoto: UploadFn = async (listingId, file, onProgress) => {
  let answer = await send(listingId, file, getAccessToken(), onProgress);
  if (answer.status === 401) {
    const token = await refreshAccessToken();
    if (token) answer = await send(listingId, file, token, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) {
    onProgress(1);
    return;
  }
  const body = (answer.body ?? {}) as { code?: string; fields?: Record<string, string> };
  const key = body.fields?.file ?? (body.code ? `listings.errors.${body.code}` : undefined);
  throw new UploadError(answer.status, key ?? 'errors.something_went_wrong');
};
