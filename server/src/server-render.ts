import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { FIRST_ANSWERS_ELEMENT_ID, type Locale } from '@leiga/domain';
import { readShippedCatalogue } from '@leiga/domain/locales/shipped-catalogue.ts';

/** What the web's server build (web/src/first-paint/render.tsx) exports; typed here, not imported. */
type RequestedOperation = { key: string; operationName: string; hash: string; variables: unknown };
type RenderFirstPaint = (input: {
  url: string;
  locale: Locale;
  messages: Record<string, unknown>;
  runOperation: (operation: RequestedOperation) => Promise<unknown>;
}) => Promise<{ html: string; answers: Record<string, unknown> } | null>;

/** A first paint slower than this is not worth waiting for: the page is sent with its splash. */
const RENDER_BUDGET_MS = 1_500;
/**
 * Pages drawn at once, at most: under a burst (a crawler) the rest go out with the splash, as
 * before, rather than queueing renders that each cost a graph read and a React render.
 */
const MAX_RENDERS_IN_FLIGHT = 8;

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page inside index.html's root: the server-rendered page, and beside it the splash that a
 * returning member sees instead (index.css hides one of the two before the first paint, by the
 * `has-session` class index.html's first script sets), then the answers the page was drawn with.
 * The drawn page is inert until the app replaces it: a tap or typing before then would land on
 * a copy that is about to go, so none is taken (as with the splash before it), and hidden from
 * assistive technology, which reads the app's page once it is there.
 */
export function withFirstPaint(
  indexHtml: string,
  paint: { html: string; answers: Record<string, unknown> },
): string {
  const open = indexHtml.indexOf('<div id="root">');
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const close = indexHtml.lastIndexOf('</div>', bodyEnd);
  if (open < 0 || bodyEnd < 0 || close < open) return indexHtml;
  const start = open + '<div id="root">'.length;
  const splash = indexHtml.slice(start, close).trim();
  // React emits preloads for the page's images ahead of it; the head already preloads the one
  // photo that matters (first-visit.ts), and the rest would compete with it.
  const page = paint.html.replace(/^(?:<link [^>]*>)+/, '');
  return (
    indexHtml.slice(0, start) +
    `<div data-first-paint-splash>${splash}</div><div data-first-paint inert aria-hidden="true">${page}</div>` +
    indexHtml.slice(close, bodyEnd) +
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptJson(paint.answers)}</script>\n  ` +
    indexHtml.slice(bodyEnd)
  );
}

/** The server build's entry file as its manifest names it, or null while there is none. */
function entryFile(manifestPath: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    return Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? null;
  } catch {
    // No server build, or one being written.
    return null;
  }
}

/** The element id of the template that holds the app's files until the page has painted. */
export const AFTER_PAINT_ELEMENT_ID = 'leiga-after-paint';

const APP_FILES =
  /\s*(?:<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload" as="fetch)"[^>]*>)/g;

/**
 * With the page already drawn, the app's script and messages are not what the first paint
 * waits for. They move from the head into a template that index.html's first script adds back
 * once the page and its largest photo have painted (the load event), so on a phone they do not
 * share the connection with the stylesheet and the photo; links work meanwhile, as plain links.
 */
export function deferAppFiles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const files = head.match(APP_FILES)?.map((tag) => tag.trim()) ?? [];
  if (files.length === 0) return html;
  return (
    head.replace(APP_FILES, '') +
    `\n    <template id="${AFTER_PAINT_ELEMENT_ID}">${files.join('')}</template>\n  ` +
    html.slice(headEnd)
  );
}

/**
 * Renders the public first-visit pages on the server with the web's server build
 * (web/dist-ssr), asking the graph in this process for the page's data. Loaded again when a
 * rebuild replaces it; without a server build, or when rendering fails or takes too long, the
 * page goes out as before (the splash, then the app).
 */
export function createServerRender(app: FastifyInstance, distDir: string, ssrDir: string) {
  const manifest = path.join(ssrDir, '.vite/manifest.json');
  // Read again only when a rebuild replaces it: a page request costs one stat, as index.html does.
  let read: { mtimeMs: number; file: string | null } = { mtimeMs: -1, file: null };
  const currentEntry = (): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(manifest).mtimeMs;
    } catch {
      return null;
    }
    if (mtimeMs !== read.mtimeMs) read = { mtimeMs, file: entryFile(manifest) };
    return read.file;
  };
  let loaded: { file: string; render: Promise<RenderFirstPaint | null> } | null = null;
  const messages = new Map<string, Record<string, unknown>>();
  let inFlight = 0;

  const renderer = (): Promise<RenderFirstPaint | null> => {
    const file = currentEntry();
    if (!file) return Promise.resolve(null);
    if (loaded?.file !== file) {
      const render = import(pathToFileURL(path.join(ssrDir, file)).href).then(
        (module: { renderFirstPaint: RenderFirstPaint }) => module.renderFirstPaint,
        (error: unknown) => {
          app.log.warn({ err: error }, 'The first-paint build could not be loaded.');
          return null;
        },
      );
      loaded = { file, render };
    }
    return loaded.render;
  };

  const catalogue = (messagesUrl: string) => {
    let cached = messages.get(messagesUrl);
    if (!cached) {
      cached = readShippedCatalogue(
        readFileSync(path.join(distDir, path.normalize(messagesUrl)), 'utf8'),
      );
      messages.set(messagesUrl, cached);
    }
    return cached;
  };

  /** The visitor's address goes along, so the api counts the page's reads against them. */
  const runOperationFor = (forwardedFor: string) => async (operation: RequestedOperation) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: {
        operationName: operation.operationName,
        variables: operation.variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } },
      },
    });
    const body = reply.json<{ data?: unknown; errors?: unknown[] }>();
    return body.errors?.length ? null : (body.data ?? null);
  };

  /** The page's first paint, or null. `messagesUrl` is the build's path of the locale's catalogue. */
  return async function renderPage(options: {
    url: string;
    locale: Locale;
    messagesUrl: string;
    /** The request's X-Forwarded-For chain with its peer address appended. */
    forwardedFor: string;
  }): Promise<{ html: string; answers: Record<string, unknown> } | null> {
    if (inFlight >= MAX_RENDERS_IN_FLIGHT) return null;
    inFlight++;
    let timer: NodeJS.Timeout | undefined;
    try {
      const render = await renderer();
      if (!render) return null;
      const messagesOfLocale = catalogue(options.messagesUrl);
      const budget = new Promise<null>((resolve) => {
        timer = setTimeout(resolve, RENDER_BUDGET_MS, null);
      });
      return await Promise.race([
        render({
          url: options.url,
          locale: options.locale,
          messages: messagesOfLocale,
          runOperation: runOperationFor(options.forwardedFor),
        }),
        budget,
      ]);
    } catch (error) {
      app.log.warn({ err: error, url: options.url }, 'The first paint failed; the splash is sent.');
      return null;
    } finally {
      clearTimeout(timer);
      inFlight--;
    }
  };
}
