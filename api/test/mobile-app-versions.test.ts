import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';

type Version = { platform: string; current_version: string; minimum_version: string };
type Answer = { results: Version[]; code?: string; fields?: Record<string, string> };

let t: TestApp;
let staff: Session;
let tenant: Session;

beforeAll(async () => {
  t = await createTestApp();
  [staff, tenant] = await Promise.all([t.as('staff'), t.as('tenant')]);
}, 60_000);
afterAll(() => t.close());

const put = (session: Session | null, platform: string, body: object) =>
  t.call<Version & Answer>('PUT', `/api/admin/mobile-app-versions/${platform}/`, {
    token: session?.access,
    body,
  });

describe('mobile app versions', () => {
  it('lets staff set a platform’s versions, which anyone reads without signing in', async () => {
    const none = await t.call<Answer>('GET', '/api/mobile-app-versions/');
    expect(none.body.results).toEqual([]);

    const set = await put(staff, 'ios', { current_version: '1.6.0', minimum_version: '1.4.0' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ platform: 'ios', current_version: '1.6.0' });
    // Setting it again replaces it rather than adding a row.
    await put(staff, 'ios', { current_version: '1.7.0', minimum_version: '1.4.0' });
    await put(staff, 'android', { current_version: '1.7.1', minimum_version: '1.7.1' });

    const read = await t.call<Answer>('GET', '/api/mobile-app-versions/');
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('public, max-age=60');
    expect(read.body.results).toMatchObject([
      { platform: 'android', current_version: '1.7.1', minimum_version: '1.7.1' },
      { platform: 'ios', current_version: '1.7.0', minimum_version: '1.4.0' },
    ]);
  });

  it('refuses anyone but staff, an unknown platform and versions that make no sense', async () => {
    const body = { current_version: '2.0.0', minimum_version: '1.0.0' };
    expect((await put(null, 'ios', body)).status).toBe(401);
    expect((await put(tenant, 'ios', body)).status).toBe(403);
    expect((await put(staff, 'windows', body)).status).toBe(400);

    const above = await put(staff, 'ios', { current_version: '1.2', minimum_version: '1.3' });
    expect([above.status, above.body.fields]).toEqual([
      400,
      { minimum_version: 'validation.minimum_above_current' },
    ]);
    const garbled = await put(staff, 'android', { current_version: 'v2', minimum_version: '' });
    expect([garbled.status, garbled.body.fields]).toEqual([
      400,
      {
        current_version: 'validation.version_format',
        minimum_version: 'validation.required',
      },
    ]);
    const unknown = await put(staff, 'ios', { ...body, note: 'x' });
    expect(unknown.status).toBe(400);
    const read = await t.call<Answer>('GET', '/api/mobile-app-versions/');
    expect(read.body.results.find((v) => v.platform === 'ios')?.current_version).not.toBe('1.2');
  });
});
