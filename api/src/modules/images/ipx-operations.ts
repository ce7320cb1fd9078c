import { IMAGES } from '@leiga/domain';
import { z } from 'zod';

/**
 * The image operations of SPEC 7: key_value pairs joined by commas (f format, fit, w width,
 * h height, s size as WxH, q quality, b background), or "_" for none.
 */
export type ImageOperations = {
  format?: 'webp' | 'avif' | 'jpeg' | 'png';
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  width?: number;
  height?: number;
  quality?: number;
  background?: string;
};

const MAX_DIMENSION = 3072;
const dimension = z.coerce.number().int().min(1).max(MAX_DIMENSION);
const opSchemas = {
  f: z.enum(['webp', 'avif', 'jpeg', 'jpg', 'png']).transform((f) => (f === 'jpg' ? 'jpeg' : f)),
  fit: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']),
  w: dimension,
  h: dimension,
  s: z.string().regex(/^\d{1,4}x\d{1,4}$/),
  q: z.coerce.number().int().min(1).max(100),
  b: z.string().regex(/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/),
} as const;

export type ParseResult = { ok: true; operations: ImageOperations } | { ok: false; error: string };

export function parseOperations(text: string): ParseResult {
  const operations: ImageOperations = {};
  if (text === '_' || text === '') return { ok: true, operations };
  for (const part of text.split(',')) {
    const sep = part.indexOf('_');
    const key = sep === -1 ? part : part.slice(0, sep);
    const value = sep === -1 ? '' : part.slice(sep + 1);
    if (!(key in opSchemas)) return { ok: false, error: `Unknown operation ${key}` };
    const parsed = opSchemas[key as keyof typeof opSchemas].safeParse(value);
    if (!parsed.success) return { ok: false, error: `Bad value for ${key}` };
    const v = parsed.data;
    switch (key) {
      case 'f':
        operations.format = v as ImageOperations['format'];
        break;
      case 'fit':
        operations.fit = v as ImageOperations['fit'];
        break;
      case 'w':
        operations.width = v as number;
        break;
      case 'h':
        operations.height = v as number;
        break;
      case 'q':
        operations.quality = v as number;
        break;
      case 'b':
        operations.background = `#${String(v)}`;
        break;
      case 's': {
        const [w, h] = String(v).split('x').map(Number) as [number, number];
        if (w < 1 || h < 1 || w > MAX_DIMENSION || h > MAX_DIMENSION)
          return { ok: false, error: 'Bad value for s' };
        operations.width = w;
        operations.height = h;
        break;
      }
    }
  }
  return { ok: true, operations };
}

/** SPEC 9 widths at densities 1 and 2: the only widths (and heights) /_ipx/ renders. */
export const SERVED_WIDTHS: readonly number[] = [
  ...new Set(
    Object.values(IMAGES.widths).flatMap((w) => IMAGES.densities.map((d: number) => w * d)),
  ),
].sort((a, b) => a - b);

/** The link preview image of a listing page (server/src/page-meta.ts), Open Graph's size. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

function snap(size: number): number {
  return SERVED_WIDTHS.find((w) => w >= size) ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1]!;
}

/**
 * What is actually rendered: widths and heights rounded up to SPEC 9's widths and quality 70;
 * the 10x10 placeholder at quality 50 and the link preview size kept as they are. A caller can
 * thus ask for a bounded number of variants of an image, and each is rendered once.
 */
export function normalizeOperations(ops: ImageOperations): ImageOperations {
  const { placeholder } = IMAGES;
  if (ops.width === placeholder.width && ops.height === placeholder.height) {
    return { ...ops, quality: placeholder.quality };
  }
  const isPreview = ops.width === PREVIEW_SIZE.width && ops.height === PREVIEW_SIZE.height;
  return {
    ...ops,
    ...(ops.width && !isPreview ? { width: snap(ops.width) } : {}),
    ...(ops.height && !isPreview ? { height: snap(ops.height) } : {}),
    quality: IMAGES.quality,
  };
}
