import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema/index.js';
import { createTestApp, PASSWORD, type TestApp } from './helpers.js';

const NEW_PASSWORD = 'nytt-lykilord-456';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string, ip?: string) =>
  t.call('POST', '/api/auth/password-reset/', { body: { email }, ip });
const confirm = (token: string, password = NEW_PASSWORD) =>
  t.call('POST', '/api/auth/password-reset/confirm/', { body: { token, password } });
async function resetToken(email: string): Promise<string> {
  const mail = await t.lastMessage(email);
  expect(mail.data['purpose']).toBe('password_reset');
  return mail.data['token']!;
}

describe('password reset', () => {
  it('answers 202 for an unknown address and sends nothing', async () => {
    const reply = await requestReset('enginn.her@example.is');
    expect(reply.status).toBe(202);
    expect(reply.body['detail']).toEqual(expect.any(String));
    expect(await t.outbox('enginn.her@example.is')).toEqual([]);
  });

  it('e-mails a link; the token sets a new password and ends every session', async () => {
    const account = await t.register();
    const known = await requestReset(account.email);
    expect(known.status).toBe(202);
    const token = await resetToken(account.email);
    const mail = await t.lastMessage(account.email);
    expect(mail.body).toContain(`/forgot-password/${token}`);

    const reply = await confirm(token);
    expect(reply.status).toBe(200);
    expect(reply.body['detail']).toEqual(expect.any(String));

    expect((await t.call('GET', '/api/auth/user/', { token: account.access })).status).toBe(401);
    const refreshed = await t.call('POST', '/api/auth/refresh/', {
      body: { refresh: account.refresh },
    });
    expect(refreshed.status).toBe(401);
    const old = await t.call('POST', '/api/auth/login/', {
      body: { email: account.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    await t.login(account.email, NEW_PASSWORD);
  });

  it('a token works once, and using it kills the other outstanding links', async () => {
    const account = await t.register();
    await requestReset(account.email);
    const first = await resetToken(account.email);
    await requestReset(account.email);
    const second = await resetToken(account.email);
    expect(second).not.toBe(first);

    expect((await confirm(second)).status).toBe(200);
    for (const token of [second, first]) {
      const reply = await confirm(token, 'thridja-lykilord-789');
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'invalid_token',
        fields: { token: 'validation.reset_token_invalid' },
      });
    }
    await t.login(account.email, NEW_PASSWORD);
  });

  it('refuses an expired token', async () => {
    const account = await t.register();
    await requestReset(account.email);
    const token = await resetToken(account.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.userId));
    const reply = await confirm(token);
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('invalid_token');
    await t.login(account.email, PASSWORD);
  });

  it('refuses an unknown token', async () => {
    const reply = await confirm('y'.repeat(43));
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('invalid_token');
  });

  it('checks the new password before the token is spent', async () => {
    const account = await t.register();
    await requestReset(account.email);
    const token = await resetToken(account.email);
    const short = await confirm(token, 'stutt');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      code: 'validation_error',
      fields: { password: 'validation.password_too_short' },
    });
    expect((await confirm(token)).status).toBe(200);
  });

  it('limits requests per address with Retry-After', async () => {
    const account = await t.register();
    const ip = '10.5.5.5';
    for (let i = 0; i < 3; i++) expect((await requestReset(account.email, ip)).status).toBe(202);
    const limited = await requestReset(account.email, ip);
    expect(limited.status).toBe(429);
    expect(limited.body['code']).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Three links went out, not four.
    const links = (await t.outbox(account.email)).filter(
      (m) => m.data['purpose'] === 'password_reset',
    );
    expect(links).toHaveLength(3);
  });
});
