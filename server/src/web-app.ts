import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPublicListingMeta, listPublishedForSitemap } from '@leiga/api';
import { listingIdOfPath, sitemapXml, withListingMeta } from './page-meta.js';

const API_PREFIXES = ['/api/', '/graphql', '/_ipx/'];

function originOf(request: FastifyRequest, appUrl: string): string {
  return appUrl.replace(/\/$/, '') || `${request.protocol}://${request.host}`;
}

/**
 * Serves the built web app (web/dist): hashed assets cached for a year, client routes through
 * index.html (with a public listing's title and preview image filled in), /sitemap.xml and
 * /robots.txt. Unknown api paths keep their JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const ctx = app.ctx;
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request, ctx.config.appUrl), await listPublishedForSitemap(ctx))),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /admin\nSitemap: ${originOf(request, ctx.config.appUrl)}/sitemap.xml\n`,
      ),
  );

  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}; serving the api and graph only.`);
    return;
  }
  // Re-read when a rebuild replaces it, so a running server never points at assets that are
  // gone; while a build rewrites the file, the last good copy is served.
  let cached = { mtimeMs: 0, html: '' };
  const readIndex = () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    } catch (error) {
      if (!cached.html) throw error;
    }
    return cached.html;
  };
  // wildcard: files are looked up on disk per request (not listed once at start), so the hashed
  // files of a build made while the server runs are served. preCompressed: the build wrote .br
  // and .gz beside each file; the one the browser accepts is sent, with Vary: Accept-Encoding.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    // Pages (paths without an extension, `/` too) go to index.html below, never to a folder.
    allowedPath: (pathName) => path.extname(pathName) !== '',
    setHeaders: (res, filePath) => {
      const isHashed =
        filePath.includes(`${path.sep}assets${path.sep}`) ||
        filePath.includes(`${path.sep}_i18n${path.sep}`);
      res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => url.startsWith(p)) &&
      !path.extname(url);
    if (!isPage)
      return reply
        .status(404)
        .send({ detail: `No route for ${request.method} ${url}.`, code: 'not_found' });
    const listingId = listingIdOfPath(url);
    const meta = listingId ? await getPublicListingMeta(ctx, listingId) : null;
    const html = meta
      ? withListingMeta(readIndex(), meta, originOf(request, ctx.config.appUrl), url)
      : readIndex();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
