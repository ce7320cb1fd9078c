import { PROFILE_FILES } from '@leiga/domain';
import { uploadFiles, UploadError } from '../../lib/upload';

export { UploadError };

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

/** Sends a profile's files through the shared upload client, after a quick size check. */
export async function uploadProfileFiles(
  path: string,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<void> {
  const tooBig = files.map(checkFile).find(Boolean);
  if (tooBig) throw new UploadError(400, tooBig);
  await uploadFiles({
    path,
    files,
    onProgress,
    namespace: 'profiles',
    networkErrorKey: 'profiles.upload.network_error',
  });
}
