// The declaration must reach programs that compile this file from other packages (graph, server).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/heic-decode.d.ts" />
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { LISTING_PHOTOS } from '@leiga/domain';
import { badRequest } from '../../http/errors.js';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

/** The format from the first bytes, never from the file name. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.toString('ascii', 4, 8) === 'ftyp') {
    const brand = bytes.toString('ascii', 8, 12);
    // HEIF family: iPhone HEIC (HEVC) and AVIF, which phones also produce.
    if (
      ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'].includes(
        brand,
      )
    )
      return 'heic';
  }
  return null;
}

export type ProcessedImage = { data: Buffer; width: number; height: number; placeholder: string };

const MAX_EDGE = 2560;

/**
 * Checks and normalises an uploaded photo: known format by its bytes, at most 40 megapixels,
 * decodable to the end; orientation applied, metadata (GPS, camera) stripped, re-encoded as JPEG.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  const kind = sniffImage(bytes);
  if (!kind) {
    throw badRequest(
      'Only JPEG, PNG, WebP and HEIC photos can be uploaded.',
      { file: 'validation.image_type' },
      'unsupported_image',
    );
  }
  let input: Sharp;
  try {
    input = sharp(bytes, { limitInputPixels: LISTING_PHOTOS.maxPixels, failOn: 'truncated' });
    let meta = await input.metadata().catch(async (error: unknown) => {
      if (kind !== 'heic') throw error;
      // libvips as shipped reads AV1 HEIF only; HEVC (iPhone) photos go through libheif in wasm.
      input = await fromHeic(bytes);
      return input.metadata();
    });
    if (kind === 'heic' && meta.format === 'heif' && !(await decodes(input))) {
      input = await fromHeic(bytes);
      meta = await input.metadata();
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > LISTING_PHOTOS.maxPixels) throw new TooLarge();
    const { data, info } = await input
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const preview = await sharp(data)
      .resize(10, 10, { fit: 'cover' })
      .blur(3)
      .webp({ quality: 50 })
      .toBuffer();
    return {
      data,
      width: info.width,
      height: info.height,
      placeholder: `data:image/webp;base64,${preview.toString('base64')}`,
    };
  } catch (error) {
    if (
      error instanceof TooLarge ||
      (error instanceof Error && /pixel limit/i.test(error.message))
    ) {
      throw badRequest(
        'The photo has more than 40 megapixels.',
        { file: 'validation.image_pixels' },
        'image_too_large',
      );
    }
    throw badRequest(
      'The photo could not be read; it may be damaged or incomplete.',
      { file: 'validation.image_corrupt' },
      'image_corrupt',
    );
  }
}

class TooLarge extends Error {}

async function decodes(image: Sharp): Promise<boolean> {
  return image
    .clone()
    .resize(8, 8)
    .raw()
    .toBuffer()
    .then(() => true)
    .catch(() => false);
}

/** HEIC (HEVC) is decoded in WebAssembly: libvips as shipped by sharp reads only AV1 HEIF. */
async function fromHeic(bytes: Buffer): Promise<Sharp> {
  // Refuse by the declared size before decoding allocates the pixels.
  const declared = heicDeclaredPixels(bytes);
  if (declared > LISTING_PHOTOS.maxPixels) throw new TooLarge();
  const image = await decodeHeic({ buffer: new Uint8Array(bytes) });
  if (image.width * image.height > LISTING_PHOTOS.maxPixels) throw new TooLarge();
  return sharp(Buffer.from(image.data), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/** The largest image size declared in the HEIF 'ispe' boxes (width and height after version/flags). */
export function heicDeclaredPixels(bytes: Buffer): number {
  let largest = 0;
  for (
    let at = bytes.indexOf('ispe');
    at !== -1 && at + 16 <= bytes.length;
    at = bytes.indexOf('ispe', at + 4)
  ) {
    largest = Math.max(largest, bytes.readUInt32BE(at + 8) * bytes.readUInt32BE(at + 12));
  }
  return largest;
}
