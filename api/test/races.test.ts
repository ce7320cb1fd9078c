import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT } from '@leiga/domain';
import { refreshTokens } from '../src/db/schema/index.js';
import { hashToken } from '../src/modules/auth/secrets.js';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from './helpers.js';
import { race, raceStatuses, tally } from './support/concurrency.js';

// Rules that hold one request at a time and must hold when many arrive together. Each runs on
// PGlite and, in CI, on the PostgreSQL server (DATABASE_URL), where requests truly overlap.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one account per e-mail address', () => {
  it('answers 50 sign-ups with one address at once with one 201 and 49 409s', async () => {
    const email = uniqueEmail('samtimis');
    const statuses = await raceStatuses(50, () =>
      t.call('POST', '/api/auth/register/', {
        body: { email, password: PASSWORD, full_name: 'Sami Tímason', user_type: 'LL' },
      }),
    );
    expect(statuses).toEqual({ 201: 1, 409: 49 });
    const login = await t.call('POST', '/api/auth/login/', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
  });
});

describe('sign-in tries', () => {
  it('checks only the allowed number of passwords when 50 wrong ones arrive at once', async () => {
    const account = await t.register();
    const statuses = await raceStatuses(50, () =>
      t.call('POST', '/api/auth/login/', {
        body: { email: account.email, password: 'rangt-lykilord' },
        ip: '10.9.0.1',
      }),
    );
    expect(statuses).toEqual({
      401: LOGIN_RATE_LIMIT.perAccountAndAddress,
      429: 50 - LOGIN_RATE_LIMIT.perAccountAndAddress,
    });
  });
});

describe('a password-reset token', () => {
  it('works once when 20 confirmations with it arrive at once', async () => {
    const account = await t.register();
    expect(
      (await t.call('POST', '/api/auth/password-reset/', { body: { email: account.email } }))
        .status,
    ).toBe(202);
    const token = (await t.lastMessage(account.email)).data['token']!;
    const statuses = await raceStatuses(20, (i) =>
      t.call('POST', '/api/auth/password-reset/confirm/', {
        body: { token, password: `nytt-lykilord-${i}-abc` },
      }),
    );
    expect(statuses).toEqual({ 200: 1, 400: 19 });
  });
});

describe('a refresh token inside the grace window', () => {
  it('gives 10 tabs refreshing at once one successor, so the session keeps one chain', async () => {
    const racy = await createTestApp({ refreshReuseGraceSeconds: 30 });
    try {
      const session = await racy.as('tenant');
      const answers = await race(10, () =>
        racy.call<{ access: string; refresh: string }>('POST', '/api/auth/refresh/', {
          body: { refresh: session.refresh },
        }),
      );
      expect(tally(answers)).toEqual({ 200: 10 });
      const successors = new Set(answers.map((a) => a.body.refresh));
      expect(successors.size).toBe(1);
      const [successor] = [...successors];
      const [first] = await racy.db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(session.refresh)));
      const chain = await racy.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, first!.sessionId));
      expect(chain).toHaveLength(2);
      // The successor rotates as usual and every access token of the race works.
      expect(
        (await racy.call('POST', '/api/auth/refresh/', { body: { refresh: successor } })).status,
      ).toBe(200);
      for (const answer of answers)
        expect(
          (await racy.call('GET', '/api/auth/user/', { token: answer.body.access })).status,
        ).toBe(200);
    } finally {
      await racy.close();
    }
  });
});
