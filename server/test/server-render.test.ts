import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_VISIT_ELEMENT_ID } from '@leiga/domain';
import { shipCatalogue } from '@leiga/domain/locales/shipped-catalogue.ts';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ELEMENT_ID } from '../src/server-render.js';
import { useTestServer, writeIndexHtml } from './test-server.js';

/**
 * The server's side of a server-drawn first paint (issue #12): it loads the web's server build
 * named by that build's manifest, puts the page it draws into index.html's root (inert, beside
 * the splash a member sees), writes the answers it was drawn with as inert JSON, and holds the
 * app's files back until the page has painted. The web's real build is drawn in the browser test
 * web/e2e/first-paint.spec.ts; here a small server build stands in for it, so each way the
 * server can be left (no build, a failing one, a rebuild) is tried.
 */

const SPLASH = '<div class="splash">Leiga</div>';
const manifest = {
  messages: '/_i18n/h1/{locale}/messages.txt',
  pages: { listing: { scripts: ['/assets/ListingPage-1.js'], styles: [] } },
};

function writeWebBuild(dist: string): void {
  mkdirSync(path.join(dist, '_i18n/h1/is'), { recursive: true });
  mkdirSync(path.join(dist, '_i18n/h1/en'), { recursive: true });
  writeFileSync(
    path.join(dist, '_i18n/h1/is/messages.txt'),
    shipCatalogue({ common: { hello: 'Halló' } }),
  );
  writeFileSync(
    path.join(dist, '_i18n/h1/en/messages.txt'),
    shipCatalogue({ common: { hello: 'Hello' } }),
  );
  writeIndexHtml(
    dist,
    `<!doctype html><html><head><title>Leiga</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/web-1.js">
    <link rel="stylesheet" crossorigin href="/assets/web-1.css">
    <script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">${JSON.stringify(manifest)}</script>
  </head>
  <body>
    <div id="root">
      ${SPLASH}
    </div>
  </body>
</html>`,
  );
}

/**
 * A server build whose page says which build drew it, in the locale's words, with what the
 * graph answered: `renderFirstPaint` as web/src/first-paint/render.tsx exports it.
 */
function writeServerBuild(dist: string, build: string, body: string): void {
  const ssr = path.join(dist, '../dist-ssr');
  rmSync(ssr, { recursive: true, force: true });
  mkdirSync(path.join(ssr, '.vite'), { recursive: true });
  const file = `first-paint-${build}.js`;
  writeFileSync(path.join(ssr, file), body);
  writeFileSync(
    path.join(ssr, '.vite/manifest.json'),
    JSON.stringify({ 'src/first-paint/render.tsx': { file, isEntry: true } }),
  );
}

const drawingBuild = (build: string) => `
export async function renderFirstPaint({ url, locale, messages, runOperation }) {
  if (url.startsWith('/listings/9')) return null;
  const data = await runOperation({ key: 'k1', operationName: 'Ping', hash: 'sha256:none', variables: {} });
  const answers = { k1: { note: '</script><script>alert(1)</script>', hadGraph: data !== null } };
  return { html: '<link rel="preload" as="image" href="/x.jpg"/><h1>' + messages.common.hello + ' ${build} ' + locale + ' ' + url + '</h1>', answers };
}`;

const server = useTestServer((dist) => {
  writeWebBuild(dist);
  writeServerBuild(dist, 'a', drawingBuild('build-a'));
});

const page = async (url: string, language = 'is') =>
  (await server.app.inject({ url, headers: { 'accept-language': language } })).body;

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a server-drawn first paint', () => {
  it('puts the page into the root, inert, beside the splash, in the visitor’s language', async () => {
    const html = await page('/listings/1?view=list', 'en-GB,en;q=0.8');
    const root = rootOf(html);
    expect(root).toContain(`<div data-first-paint-splash>${SPLASH}</div>`);
    expect(root).toContain(
      '<div data-first-paint inert aria-hidden="true"><h1>Hello build-a en /listings/1?view=list</h1></div>',
    );
    // React's own image preloads are dropped: the head preloads the one photo that matters.
    expect(root).not.toContain('/x.jpg');
  });

  it('writes the answers as JSON that no string in them can end', async () => {
    const html = await page('/listings/1');
    const json = new RegExp(
      `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];
    expect(json).toBeDefined();
    expect(html).not.toContain('<script>alert(1)');
    const answers = JSON.parse(json!) as Record<string, { note: string; hadGraph: boolean }>;
    expect(answers['k1']?.note).toBe('</script><script>alert(1)</script>');
    // The test server's graph has no api behind it: the operation fails and says so.
    expect(answers['k1']?.hadGraph).toBe(false);
  });

  it("holds the app's script and preloads back in a template until the page has painted", async () => {
    const head = headOf(await page('/listings/1'));
    const template = new RegExp(`<template id="${AFTER_PAINT_ELEMENT_ID}">(.*?)</template>`).exec(
      head,
    )?.[1];
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/web-1.js">');
    expect(template).toContain('/assets/ListingPage-1.js');
    expect(template).toContain('/_i18n/h1/is/messages.txt');
    const outside = head.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/<script type="module"|rel="modulepreload"|as="fetch"/);
    // The stylesheet is what the drawn page needs: it stays where it blocks the first paint.
    expect(outside).toContain('<link rel="stylesheet" crossorigin href="/assets/web-1.css">');
  });

  it('leaves pages it does not draw as they were: other routes, and a page it declines', async () => {
    for (const url of ['/login', '/listings/9']) {
      const html = await page(url);
      expect(html, url).not.toContain('data-first-paint');
      expect(html, url).not.toContain(AFTER_PAINT_ELEMENT_ID);
      expect(headOf(html), url).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js">',
      );
      expect(rootOf(html), url).toContain(SPLASH);
    }
  });

  it('draws at most eight pages at once: under a burst the rest go out with the splash', async () => {
    writeServerBuild(
      server.dist,
      'slow',
      `export async function renderFirstPaint() {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { html: '<h1>slow</h1>', answers: {} };
      }`,
    );
    const pages = await Promise.all(Array.from({ length: 12 }, () => page('/listings/1')));
    expect(pages.filter((html) => html.includes('<h1>slow</h1>'))).toHaveLength(8);
    expect(pages.filter((html) => !html.includes('data-first-paint'))).toHaveLength(4);
    // Once the burst is over, pages are drawn again.
    expect(await page('/listings/1')).toContain('<h1>slow</h1>');
  });

  it('draws with a build made while it runs, and sends the splash while a build fails', async () => {
    writeServerBuild(server.dist, 'b', drawingBuild('build-b'));
    expect(await page('/listings/1')).toContain('<h1>Halló build-b is /listings/1</h1>');

    writeServerBuild(
      server.dist,
      'c',
      'export async function renderFirstPaint() { throw new Error("broken"); }',
    );
    const broken = await page('/listings/1');
    expect(broken).not.toContain('data-first-paint');
    expect(rootOf(broken)).toContain(SPLASH);

    writeServerBuild(server.dist, 'd', 'this is not javascript (');
    expect(rootOf(await page('/'))).toContain(SPLASH);

    rmSync(path.join(server.dist, '../dist-ssr'), { recursive: true, force: true });
    const none = await page('/');
    expect(none).not.toContain('data-first-paint');
    expect(none).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });
});
