import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('logs in a demo tenant and reads the user', async () => {
    const session = await t.as('tenant');
    const me = await t.call<{
      email: string;
      user_type: string;
      rentalprofile: { profile_username: string };
    }>('GET', '/api/auth/user/', {
      token: session.access,
    });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('anna@leiga.is');
    expect(me.body.user_type).toBe('TN');
    expect(me.body.rentalprofile.profile_username).toBe('anna-sigurdardottir');
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.call('POST', '/api/auth/login/', {
      body: { email: 'enginn@example.is', password: 'eitthvad-rangt' },
    });
    const wrong = await t.call('POST', '/api/auth/login/', {
      body: { email: 'jon@leiga.is', password: 'eitthvad-rangt' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body['code']).toBe('invalid_credentials');
  });

  it('rotates refresh tokens and revokes the family when a rotated token comes back', async () => {
    const session = await t.as('landlord');
    const first = await t.call<{ access: string; refresh: string }>('POST', '/api/auth/refresh/', {
      body: { refresh: session.refresh },
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(session.refresh);
    const reuse = await t.call('POST', '/api/auth/refresh/', {
      body: { refresh: session.refresh },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body['code']).toBe('refresh_token_reused');
    // The newest token of the family is dead too, and so is the access token.
    const after = await t.call('POST', '/api/auth/refresh/', {
      body: { refresh: first.body.refresh },
    });
    expect(after.status).toBe(401);
    const me = await t.call('GET', '/api/auth/user/', { token: first.body.access });
    expect(me.status).toBe(401);
  });

  it('rate-limits failed attempts per account with Retry-After', async () => {
    const account = await t.register();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await t.call('POST', '/api/auth/login/', {
        body: { email: account.email, password: 'rangt-lykilord' },
      });
      statuses.push(reply.status);
      if (reply.status === 429) expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits until the window has passed.
    const right = await t.call('POST', '/api/auth/login/', {
      body: { email: account.email, password: 'gott-lykilord-123' },
    });
    expect(right.status).toBe(429);
  });
});

describe('refresh races', () => {
  it('lets a just-rotated token through within the grace window, and ends the session after it', async () => {
    const racy = await createTestApp({ refreshReuseGraceSeconds: 30 });
    try {
      const session = await racy.as('tenant');
      const first = await racy.call<{ access: string; refresh: string }>(
        'POST',
        '/api/auth/refresh/',
        { body: { refresh: session.refresh } },
      );
      // A second tab presents the same token a moment later: both get a working pair.
      const second = await racy.call<{ access: string; refresh: string }>(
        'POST',
        '/api/auth/refresh/',
        { body: { refresh: session.refresh } },
      );
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      // One chain: the second tab gets the successor the first already has, not a new branch.
      expect(second.body.refresh).toBe(first.body.refresh);
      expect(
        (await racy.call('GET', '/api/auth/user/', { token: second.body.access })).status,
      ).toBe(200);
      expect(
        (await racy.call('POST', '/api/auth/refresh/', { body: { refresh: first.body.refresh } }))
          .status,
      ).toBe(200);
      // Past the window, the old token is a copy in the wrong hands: the session ends.
      const { refreshTokens } = await import('../src/db/schema/index.js');
      const { sql } = await import('drizzle-orm');
      await racy.app.ctx.db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now() - interval '1 minute'` });
      const late = await racy.call('POST', '/api/auth/refresh/', {
        body: { refresh: session.refresh },
      });
      expect(late.status).toBe(401);
      expect(late.body['code']).toBe('refresh_token_reused');
      expect(
        (await racy.call('GET', '/api/auth/user/', { token: second.body.access })).status,
      ).toBe(401);
    } finally {
      await racy.close();
    }
  });
});
