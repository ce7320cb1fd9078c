import { PROFILE_FILES } from '@leiga/domain';
import { getAccessToken, refreshAccessToken } from '../../app/tokens';

/** Why an upload failed: a catalogue key (`validation.file_size`) or the api's error code. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

const enc = encodeURIComponent;

/** The REST upload routes of a profile (multipart, field `file`; SPEC 7). */
export const UPLOAD_PATHS = {
  profileImage: (profileId: string) => `/api/profiles/${enc(profileId)}/images/`,
  coverPhoto: (username: string) => `/api/tenant-profiles/${enc(username)}/cover-photo/`,
  petPhotos: (petId: string) => `/api/tenant-pets/${enc(petId)}/photos/`,
  attachments: (username: string, kind: string) =>
    `/api/tenant-profiles/${enc(username)}/attachments/?kind=${enc(kind)}`,
  paychecks: (userId: string) => `/api/users/${enc(userId)}/paychecks/`,
};

/** A quick look before sending (the api checks the bytes): size only. */
export function checkFile(file: File): string | null {
  return file.size > PROFILE_FILES.maxBytes ? 'validation.file_size' : null;
}

function send(
  path: string,
  files: readonly File[],
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new UploadError(0, 'profiles.upload.network_error'));
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Files go straight to REST with the bearer token, for upload progress (as listing photos do).
 * A 401 refreshes the token once and tries again (SPEC 7).
 */
export async function uploadFiles(
  path: string,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<void> {
  const tooBig = files.map(checkFile).find(Boolean);
  if (tooBig) throw new UploadError(400, tooBig);
  let answer = await send(path, files, getAccessToken(), onProgress);
  if (answer.status === 401) {
    const token = await refreshAccessToken();
    if (token) answer = await send(path, files, token, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) {
    onProgress(1);
    return;
  }
  const body = (answer.body ?? {}) as { code?: string; fields?: Record<string, string> };
  const key = body.fields?.file ?? (body.code ? `profiles.errors.${body.code}` : undefined);
  throw new UploadError(answer.status, key ?? 'errors.something_went_wrong');
}
