import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { isPublicStorageKey } from '../../providers/storage/storage-provider.js';
import { tooManyRequests } from '../../http/errors.js';
import { normalizeOperations, parseOperations, type ImageOperations } from './ipx-operations.js';
import { ByteLruCache } from './lru.js';

const CONTENT_TYPES = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

async function render(
  source: Buffer,
  ops: ImageOperations,
): Promise<{ data: Buffer; format: keyof typeof CONTENT_TYPES }> {
  let image = sharp(source);
  if (ops.width || ops.height) {
    image = image.resize({
      width: ops.width,
      height: ops.height,
      fit: ops.fit ?? 'cover',
      withoutEnlargement: true,
      ...(ops.background ? { background: ops.background } : {}),
    });
  }
  if (ops.background) image = image.flatten({ background: ops.background });
  const format = ops.format ?? 'jpeg';
  const quality = ops.quality ?? 80;
  const encoded =
    format === 'webp'
      ? image.webp({ quality })
      : format === 'avif'
        ? image.avif({ quality, effort: 2 })
        : format === 'png'
          ? image.png()
          : image.jpeg({ quality, mozjpeg: true });
  return { data: await encoded.toBuffer(), format };
}

/**
 * /_ipx/{operations}/{source}: stored images resized and re-encoded on request, at SPEC 9's
 * widths and quality only (normalizeOperations). Sources are storage keys only (no external
 * domains); results are cached in memory and immutable for browsers and CDNs, since a key never
 * changes content. Rendering (a cache miss, up to a third of a second of CPU for AVIF) is rate
 * limited per address; cache hits are not.
 */
export async function ipxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cache = new ByteLruCache(64 * 1024 * 1024);
  const limit = ctx.config.ipxRendersPerMinute;
  app.get<{ Params: { ops: string; '*': string } }>('/_ipx/:ops/*', async (request, reply) => {
    const parsed = parseOperations(request.params.ops);
    const key = request.params['*'];
    if (!parsed.ok)
      return reply.status(400).send({ detail: parsed.error, code: 'bad_image_operations' });
    if (!isPublicStorageKey(key))
      return reply.status(404).send({ detail: 'No such image.', code: 'not_found' });
    const operations = normalizeOperations(parsed.operations);
    const cacheKey = createHash('sha1')
      .update(`${JSON.stringify(operations)}|${key}`)
      .digest('hex');
    let hit = cache.get(cacheKey);
    if (!hit) {
      const limiterKey = `ipx:${request.ip}`;
      const wait = await ctx.limiter.take([
        { key: limiterKey, rule: { limit, windowSeconds: 60 } },
      ]);
      if (wait > 0) throw tooManyRequests(wait, 'Too many new image sizes. Try again later.');
      const source = await ctx.storage.get(key);
      if (!source) {
        // Nothing was rendered: a missing image costs no CPU, so it does not count.
        await ctx.limiter.giveBack(limiterKey);
        return reply.status(404).send({ detail: 'No such image.', code: 'not_found' });
      }
      const rendered = await render(source, operations);
      hit = { data: rendered.data, contentType: CONTENT_TYPES[rendered.format] };
      cache.set(cacheKey, hit);
    }
    return reply
      .header('content-type', hit.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${cacheKey}"`)
      .send(hit.data);
  });
}
