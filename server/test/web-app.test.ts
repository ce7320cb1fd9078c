import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestServer, writeIndexHtml } from './test-server.js';

const script = (build: number) => `console.log(${JSON.stringify(`build ${build} `.repeat(200))});`;

/** What `vite build` leaves in web/dist: index.html, hashed assets with their .br and .gz. */
function writeBuild(dist: string, build: number, options: { removeOld?: boolean } = {}): string {
  if (options.removeOld) rmSync(path.join(dist, 'assets'), { recursive: true, force: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const asset = `/assets/index-${build}abc.js`;
  const file = path.join(dist, asset);
  writeFileSync(file, script(build));
  writeFileSync(`${file}.br`, brotliCompressSync(script(build)));
  writeFileSync(`${file}.gz`, gzipSync(script(build)));
  writeIndexHtml(
    dist,
    `<!doctype html><html><head><title>Leiga</title><script type="module" src="${asset}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  return asset;
}

const assetOf = (html: string) => /src="([^"]+)"/.exec(html)?.[1] ?? '';

const server = useTestServer((dist) => writeBuild(dist, 1));

describe('the built web app', () => {
  it('sends the precompressed file the browser accepts, cached for a year', async () => {
    const landing = await server.app.inject({ url: '/' });
    expect(landing.statusCode).toBe(200);
    const asset = assetOf(landing.body);
    const br = await server.app.inject({
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script(1));

    const gzip = await server.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script(1));

    const plain = await server.app.inject({
      url: asset,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script(1));
  });

  it('compresses pages and API answers on the fly, and revalidates pages', async () => {
    const page = await server.app.inject({
      url: '/listings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toContain('accept-encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const api = await server.app.inject({
      url: '/api/listings/?page_size=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers['vary']).toContain('accept-encoding');
    const listings = JSON.parse(gunzipSync(api.rawPayload).toString()) as { results: unknown[] };
    expect(listings.results.length).toBeGreaterThan(0);
  });

  it('names the headers that choose the language of a page without a locale prefix', async () => {
    const vary = async (url: string) =>
      String((await server.app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers.vary)
        .toLowerCase()
        .split(/,\s*/);
    // The same path is drawn in Icelandic or English by the browser's languages or the cookie.
    expect(await vary('/listings')).toEqual(
      expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']),
    );
    // A prefixed path has one language whoever asks.
    expect(await vary('/en/listings')).not.toContain('accept-language');
  });

  it('says on the page the language it is drawn in', async () => {
    const lang = async (url: string, language: string) =>
      /<html lang="([^"]+)">/.exec(
        (await server.app.inject({ url, headers: { 'accept-language': language } })).body,
      )?.[1];
    expect(await lang('/listings', 'is')).toBe('is');
    expect(await lang('/listings', 'en-GB,en;q=0.8')).toBe('en');
    expect(await lang('/pl/listings', 'en-GB,en;q=0.8')).toBe('pl');
  });

  it('serves a build made while it runs: the new page and its new files, no 404', async () => {
    const before = await server.app.inject({ url: '/listings' });
    expect(assetOf(before.body)).toBe('/assets/index-1abc.js');
    await new Promise((r) => setTimeout(r, 20));

    const asset = writeBuild(server.dist, 2, { removeOld: true });
    const page = await server.app.inject({
      url: '/listings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(assetOf(brotliDecompressSync(page.rawPayload).toString())).toBe(asset);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const file = await server.app.inject({
        url: asset,
        headers: { 'accept-encoding': encoding },
      });
      expect(file.statusCode).toBe(200);
    }
    const plain = await server.app.inject({ url: asset });
    expect(plain.body).toBe(script(2));
    expect((await server.app.inject({ url: '/assets/index-1abc.js' })).statusCode).toBe(404);
  });
});
