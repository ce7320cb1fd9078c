import sharp from 'sharp';

/** A photo made on the spot: a gradient with a colour of its own, nothing downloaded. */
export async function makePhoto(
  options: {
    width?: number;
    height?: number;
    format?: 'jpeg' | 'png' | 'webp' | 'avif';
    hue?: number;
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  const hue = options.hue ?? 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,75%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const format = options.format ?? 'jpeg';
  if (format === 'avif') return image.heif({ compression: 'av1', quality: 50 }).toBuffer();
  return image.toFormat(format).toBuffer();
}
