import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMessages } from '../src/db/schema/index.js';
import { createTestApp, pollUntil, type TestApp } from './helpers.js';

type Start = { token: string; status: string; verification_code: string };
type Status = {
  status: 'pending' | 'complete' | 'failed';
  code?: string;
  access?: string;
  refresh?: string;
  user?: { email: string; icelandic_id: string };
};

// Long enough to see "pending" right after the start even on a busy machine (the check runs
// within a few hundred milliseconds under load), short enough to keep the suite fast.
const DELAY_MS = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ eidSandboxDelayMs: DELAY_MS });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each flow from its own address, so the per-address limit of starts is not what is tested. */
const start = (phone: unknown, ip = `10.7.0.${(ipCounter += 1)}`) =>
  t.call<Start>('POST', '/api/auth/eid/start/', { body: { phone }, ip });
const status = (token: string) => t.call<Status>('GET', `/api/auth/eid/status/${token}/`);
const settle = (token: string) =>
  pollUntil(
    () => status(token),
    (reply) => reply.body.status !== 'pending',
  );

describe('signing in with electronic ID', () => {
  it('is pending, then completes with tokens for the account of that kennitala', async () => {
    const started = await start('661 2345');
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      token: expect.any(String),
      status: 'pending',
      verification_code: expect.stringMatching(/^\d{4}$/),
    });
    // The phone shows the same verification code the screen does.
    const prompt = await t.lastMessage('6612345');
    expect(prompt.channel).toBe('eid');
    expect(prompt.body).toContain(started.body.verification_code);

    expect((await status(started.body.token)).body).toEqual({ status: 'pending' });
    const done = await settle(started.body.token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'complete',
      user: { email: 'anna@leiga.is', icelandic_id: '1203942319' },
    });
    const me = await t.call<{ email: string }>('GET', '/api/auth/user/', {
      token: done.body.access,
    });
    expect(me.body.email).toBe('anna@leiga.is');
    const refreshed = await t.call('POST', '/api/auth/refresh/', {
      body: { refresh: done.body.refresh },
    });
    expect(refreshed.status).toBe(200);

    // The tokens are handed out once.
    expect((await status(started.body.token)).body).toEqual({
      status: 'failed',
      code: 'already_used',
    });
  });

  it.each([
    ['+354 892 1234', 'jon@leiga.is'],
    ['3548921234', 'jon@leiga.is'],
  ])('accepts the number written as %j', async (phone, email) => {
    const started = await start(phone);
    expect(started.status).toBe(202);
    expect((await settle(started.body.token)).body.user?.email).toBe(email);
  });

  it.each([
    ['the configured failing number', '8880000', 'user_cancelled'],
    ['a number with no electronic ID', '6999999', 'no_eid'],
    ['a person in the registry without an account', '8670012', 'no_account'],
  ])('fails for %s', async (_label, phone, code) => {
    const started = await start(phone);
    expect(started.status).toBe(202);
    const done = await settle(started.body.token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'failed', code });
  });

  it('expires a session nobody confirmed in time', async () => {
    const started = await start('7820045');
    // As if two minutes had passed since the start.
    await t.db
      .update(sandboxMessages)
      .set({
        data: sql`jsonb_set(${sandboxMessages.data}, '{started_at}', to_jsonb(${Date.now() - 121_000}::bigint))`,
      })
      .where(eq(sandboxMessages.recipient, '7820045'));
    expect((await status(started.body.token)).body).toEqual({ status: 'failed', code: 'expired' });
  });

  it.each(['5551234', '661234', '66123456', 'abcdefg', '', '+1 661 2345'])(
    'refuses the number %j with 400',
    async (phone) => {
      const reply = await start(phone);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'validation_error',
        fields: { phone: expect.any(String) },
      });
    },
  );

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await status('q'.repeat(43))).status).toBe(404);
    expect((await status('short')).status).toBe(400);
  });

  it('does not accept an activation token for signing in', async () => {
    const anna = await t.as('tenant');
    const started = await t.call<Start>(
      'POST',
      `/api/users/${anna.userId}/activate-mobile-login/`,
      {
        token: anna.access,
        body: { phone: '6612345' },
        ip: '10.7.1.1',
      },
    );
    expect(started.status).toBe(202);
    expect((await status(started.body.token)).status).toBe(404);
  });

  it('limits starts per address with 429 and Retry-After', async () => {
    const ip = '10.7.2.2';
    for (let i = 0; i < 10; i++) expect((await start('6999999', ip)).status).toBe(202);
    const limited = await start('6999999', ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
