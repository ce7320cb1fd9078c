import { IMAGES } from '@leiga/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_WIDTHS } from '../src/modules/images/ipx-operations.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp({ ipxRendersPerMinute: 4 });
  const search = await t.call<{ results: { cover_photo: { key: string } | null }[] }>(
    'GET',
    '/api/listings/?page_size=20',
  );
  key = search.body.results.find((l) => l.cover_photo)!.cover_photo!.key;
});
afterAll(() => t?.close());

let nextAddress = 1;
/** A fresh client address per test, so the render budget of one test does not leak into another. */
const newAddress = () => `10.20.0.${nextAddress++}`;

const get = (ops: string, ip: string) =>
  t.app.inject({ method: 'GET', url: `/_ipx/${ops}/${key}`, remoteAddress: ip });

describe('/_ipx/ renders SPEC 9 sizes only', () => {
  it('rounds widths up to the next SPEC 9 width and quality to 70', async () => {
    const ip = newAddress();
    const odd = await get('f_webp,w_333,q_5', ip);
    const served = await get('f_webp,w_450,q_70', ip);
    expect(odd.statusCode).toBe(200);
    expect(odd.headers.etag).toBe(served.headers.etag);
    expect((await sharp(odd.rawPayload).metadata()).width).toBe(450);
  });

  it('keeps the 10x10 placeholder at quality 50, whatever quality is asked', async () => {
    const ip = newAddress();
    const placeholder = await get('s_10x10,q_50', ip);
    expect(await sharp(placeholder.rawPayload).metadata()).toMatchObject({ width: 10, height: 10 });
    expect((await get('s_10x10,q_95', ip)).headers.etag).toBe(placeholder.headers.etag);
  });

  it('serves every size the web asks for (SPEC 9 widths at densities 1 and 2)', () => {
    for (const width of Object.values(IMAGES.widths)) {
      for (const density of IMAGES.densities) expect(SERVED_WIDTHS).toContain(width * density);
    }
    expect(SERVED_WIDTHS).toHaveLength(new Set(SERVED_WIDTHS).size);
  });
});

describe('/_ipx/ rendering budget per address', () => {
  it('limits cache misses, never cache hits, and counts each address apart', async () => {
    const ip = newAddress();
    const widths = [320, 450, 640, 840];
    for (const w of widths) expect((await get(`f_jpeg,w_${w}`, ip)).statusCode).toBe(200);
    const over = await get('f_jpeg,w_1024', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Already rendered: free for this address too.
    expect((await get('f_jpeg,w_320', ip)).statusCode).toBe(200);
    expect((await get('f_jpeg,w_1024', newAddress())).statusCode).toBe(200);
  });
});
