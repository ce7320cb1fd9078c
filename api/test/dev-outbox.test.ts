import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';

const URL = '/api/dev/outbox/?to=anna@leiga.is';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/dev/outbox/', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a request made on %s', async (ip) => {
    expect((await t.call('GET', URL, { ip })).status).toBe(200);
  });

  it('refuses other addresses and anything a proxy forwarded, even from loopback', async () => {
    const remote = await t.call('GET', URL, { ip: '10.9.250.1' });
    expect(remote.status).toBe(403);
    expect(remote.body).toMatchObject({ code: 'forbidden' });
    const forwarded = await t.call('GET', URL, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    expect(JSON.stringify(forwarded.body)).not.toContain('"results"');
  });

  it('answers staff from anywhere, and no one else', async () => {
    const staff = await t.as('staff');
    const tenant = await t.as('tenant');
    const ip = '10.9.250.2';
    expect((await t.call('GET', URL, { ip, token: staff.access })).status).toBe(200);
    expect((await t.call('GET', URL, { ip, token: tenant.access })).status).toBe(403);
    expect((await t.call('GET', URL, { ip, token: 'forged' })).status).toBe(401);
  });
});

describe('DEV_OUTBOX in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    ESIGN_WEBHOOK_SECRET: 'w'.repeat(32),
    SEED_DEMO: 'false',
  };

  it('stops the start with a message naming the variable', () => {
    expect(() => loadConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX: must be off in production/,
    );
  });

  it('is off by default there, and may be said off explicitly', () => {
    expect(loadConfig(production).devOutbox).toBe(false);
    expect(loadConfig({ ...production, DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
  });
});
