import sharp from 'sharp';
import { PHOTO_HASH_HEIGHT, PHOTO_HASH_WIDTH, getDifferenceHash } from '@leiga/domain';

/** The photo's difference hash: shrunk to 9x8 grey pixels (the whole frame, not cropped). */
export async function computePhotoHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image)
    .greyscale()
    .resize(PHOTO_HASH_WIDTH, PHOTO_HASH_HEIGHT, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return getDifferenceHash(pixels);
}
