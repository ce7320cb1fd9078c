import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT } from '@leiga/domain';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from './helpers.js';

// The limiters read this clock: it stands still unless a test moves it.
let offset = 0;
const start = Date.now();
const advance = (seconds: number) => {
  offset += seconds * 1000;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => start + offset });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.call('POST', '/api/auth/login/', { body: { email, password }, ip });
const retryAfter = (reply: { headers: Record<string, unknown> }) =>
  Number(reply.headers['retry-after']);

describe('sign-in limits', () => {
  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    const account = await t.register();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_RATE_LIMIT.perAccountAndAddress + 1; i++)
      statuses.push((await signIn(account.email, 'rangt-lykilord', '10.1.0.1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // That address waits out the window, even with the right password ...
    const stranger = await signIn(account.email, PASSWORD, '10.1.0.1');
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('rate_limited');
    expect(retryAfter(stranger)).toBeGreaterThan(LOGIN_RATE_LIMIT.perAccount.maxDelaySeconds);
    // ... while the owner, at home, signs in.
    expect((await signIn(account.email, PASSWORD, '10.1.0.2')).status).toBe(200);
  });

  it('slows wrong passwords at one account from many addresses with doubling delays', async () => {
    const account = await t.register();
    const { limit, maxDelaySeconds } = LOGIN_RATE_LIMIT.perAccount;
    for (let i = 0; i < limit; i++)
      expect((await signIn(account.email, 'rangt-lykilord', `10.3.0.${i + 1}`)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const slowed = await signIn(account.email, 'rangt-lykilord', `10.3.1.${i + 1}`);
      expect(slowed.status).toBe(429);
      waits.push(retryAfter(slowed));
      advance(retryAfter(slowed));
      expect((await signIn(account.email, 'rangt-lykilord', `10.3.2.${i + 1}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((w) => Math.min(w, maxDelaySeconds)));
    // The owner waits at most the cap, then gets in with the right password.
    const owner = await signIn(account.email, PASSWORD, '10.3.9.9');
    expect(owner.status).toBe(429);
    advance(retryAfter(owner));
    expect((await signIn(account.email, PASSWORD, '10.3.9.9')).status).toBe(200);
  });

  it('slows, never locks, an address many people share', async () => {
    const office = '10.2.0.1';
    const { limit, firstDelaySeconds } = LOGIN_RATE_LIMIT.perAddress;
    for (let i = 0; i < limit; i++)
      expect((await signIn(uniqueEmail('skrifstofa'), 'rangt-lykilord', office)).status).toBe(401);
    const colleague = await t.register();
    const slowed = await signIn(colleague.email, PASSWORD, office);
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBe(firstDelaySeconds);
    advance(firstDelaySeconds);
    expect((await signIn(colleague.email, PASSWORD, office)).status).toBe(200);
  });

  it('does not count a right password as a failure', async () => {
    const account = await t.register();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_RATE_LIMIT.perAccountAndAddress - 1; i++)
        expect((await signIn(account.email, 'rangt-lykilord', '10.4.0.1')).status).toBe(401);
      expect((await signIn(account.email, PASSWORD, '10.4.0.1')).status).toBe(200);
    }
  });
});
