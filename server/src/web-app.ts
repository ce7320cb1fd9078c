import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPublicListingMeta, listPublishedForSitemap } from '@leiga/api';
import {
  LOCALE_COOKIE,
  LOCALE_DOMAINS,
  getPathLocale,
  matchFirstVisitPage,
  resolveLocale,
} from '@leiga/domain';
import { firstVisitHints, takeFirstVisitManifest } from './first-visit.js';
import { sitemapXml, withListingMeta, withPageLanguage } from './page-meta.js';
import { createServerRender, deferAppFiles, withFirstPaint } from './server-render.js';

const API_PREFIXES = ['/api/', '/graphql', '/_ipx/'];

/** The locale the page's script will pick (SPEC 1), so the server can name its messages. */
function localeOf(request: FastifyRequest, pathname: string) {
  const cookie = /(?:^|;\s*)([^=;\s]+)=([^;]*)/g;
  let fromCookie: string | undefined;
  for (const [, name, value] of (request.headers.cookie ?? '').matchAll(cookie))
    if (name === LOCALE_COOKIE) fromCookie = value;
  return resolveLocale({
    pathname,
    cookie: fromCookie,
    languages: request.headers['accept-language'],
    host: request.host,
    domains: LOCALE_DOMAINS,
  });
}

function originOf(request: FastifyRequest, appUrl: string): string {
  return appUrl.replace(/\/$/, '') || `${request.protocol}://${request.host}`;
}

/**
 * Serves the built web app (web/dist): hashed assets cached for a year, client routes through
 * index.html (with a public listing's title and preview image filled in), /sitemap.xml and
 * /robots.txt. Unknown api paths keep their JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  ssrDir = path.join(distDir, '../dist-ssr'),
): Promise<void> {
  const ctx = app.ctx;
  const renderPage = createServerRender(app, distDir, ssrDir);
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
  let cached: ReturnType<typeof takeFirstVisitManifest> & { mtimeMs: number } = {
    mtimeMs: 0,
    html: '',
    manifest: null,
  };
  const readIndex = () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== cached.mtimeMs)
        cached = { mtimeMs, ...takeFirstVisitManifest(readFileSync(indexFile, 'utf8')) };
    } catch (error) {
      if (!cached.html) throw error;
    }
    return cached;
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
    const locale = localeOf(request, url);
    // A path without a locale prefix is drawn in the language these headers name (SPEC 1), and
    // the page says so: the app setting `lang` once it starts would restyle the whole page.
    if (!getPathLocale(url)) reply.header('vary', 'Accept-Language, Cookie');
    const page = matchFirstVisitPage(url);
    const index = readIndex();
    const [meta, paint] = await Promise.all([
      page?.listingId ? getPublicListingMeta(ctx, page.listingId) : null,
      page && index.manifest
        ? renderPage({
            url: request.url,
            locale,
            messagesUrl: index.manifest.messages.replace('{locale}', locale),
            forwardedFor: [request.headers['x-forwarded-for'], request.socket.remoteAddress]
              .flat()
              .filter(Boolean)
              .join(', '),
          })
        : null,
    ]);
    const hints = index.manifest
      ? firstVisitHints({
          manifest: index.manifest,
          pathname: url,
          locale,
          listingPhotoKey: meta?.firstPhotoKey,
        })
      : [];
    const withMeta = meta
      ? withListingMeta(index.html, meta, originOf(request, ctx.config.appUrl), url)
      : index.html;
    const withPaint = paint ? withFirstPaint(withMeta, paint) : withMeta;
    const withHints = withPaint.replace('</head>', () => `  ${hints.join('\n    ')}\n  </head>`);
    const html = withPageLanguage(paint ? deferAppFiles(withHints) : withHints, locale);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
