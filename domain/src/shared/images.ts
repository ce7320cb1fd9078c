import { IMAGES } from '../constants.js';

type ImageOperations = Record<string, string | number>;

/** `/_ipx/{operations}/{source}`: operations are key_value pairs joined by commas (SPEC 7). */
export function ipxUrl(source: string, operations: ImageOperations): string {
  const joined = Object.entries(operations)
    .map(([k, v]) => `${k}_${v}`)
    .join(',');
  return `/_ipx/${joined || '_'}/${source.replace(/^\//, '')}`;
}

/**
 * SPEC 9: the placeholder is 10x10 at quality 50 (`/_ipx/s_10x10,q_50/...`, a few hundred bytes).
 * ipx has no blur operation, so the web blurs it in CSS.
 */
export function imagePlaceholderUrl(source: string): string {
  const p = IMAGES.placeholder;
  return ipxUrl(source, { s: `${p.width}x${p.height}`, q: p.quality });
}

/** The `srcset` of one format at SPEC 9's widths; the browser picks by `sizes` and density. */
export function imageSrcSet(source: string, format: string): string {
  const widths = [...new Set(Object.values(IMAGES.widths))].sort((a, b) => a - b);
  return widths
    .map((w) => `${ipxUrl(source, { f: format, w, q: IMAGES.quality })} ${w}w`)
    .join(', ');
}

/** The `src` for browsers that take neither AVIF nor WebP. */
export function imageFallbackUrl(source: string): string {
  return ipxUrl(source, { w: IMAGES.widths.md, q: IMAGES.quality });
}

/**
 * The rendered widths (`sizes`) of the images a first visit paints largest. The web renders them
 * and the server preloads the same candidate, so both must read them from here.
 */
export const IMAGE_SIZES = {
  landingHero: '(min-width: 1024px) 40vw, 100vw',
  listingGallery: '(min-width: 1024px) 840px, 100vw',
  listingCard: '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
} as const;

/** The landing page's large photo (a demo photo the seed stores). */
export const LANDING_HERO_PHOTO = 'demo/photo-01.jpg';
