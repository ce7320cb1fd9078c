import { LISTING_PHOTOS } from '@leiga/domain';
import { uploadFiles } from '../../lib/upload';

export { UploadError } from '../../lib/upload';

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

/** POST /api/listings/{id}/photos/ (multipart, field `file`) through the shared upload client. */
export const uploadPhoto: UploadFn = (listingId, file, onProgress) =>
  uploadFiles({
    path: `/api/listings/${encodeURIComponent(listingId)}/photos/`,
    files: [file],
    onProgress,
    namespace: 'listings',
    networkErrorKey: 'listings.photos.network_error',
  });
