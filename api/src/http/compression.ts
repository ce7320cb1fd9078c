import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip, as the browser asks, for every compressible response made on the fly (pages,
 * JSON, GraphQL); the built web app's files are compressed once at build time and served as they
 * are (see server/src/web-app.ts). Brotli at quality 4 costs about what gzip does and still wins on size;
 * the precompressed files use 11. `Vary: Accept-Encoding` comes with every negotiated response.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
