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
