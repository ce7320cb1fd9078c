import { eq } from 'drizzle-orm';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens, sessions, users } from '../src/db/schema/index.js';
import { hashToken } from '../src/modules/auth/secrets.js';
import { createTestApp, PASSWORD, type TestApp } from './helpers.js';

type Pair = { access: string; refresh: string };

const JWT_SECRET = 'prufulykill-sem-er-nogu-langur-fyrir-hs256';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jwtSecret: JWT_SECRET });
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.call<Pair>('POST', '/api/auth/refresh/', { body: { refresh: token } });
const me = (access: string) => t.call('GET', '/api/auth/user/', { token: access });

describe('sign-in', () => {
  it('answers with access, refresh and the user', async () => {
    const reply = await t.call<Pair & { user: { email: string; full_name: string } }>(
      'POST',
      '/api/auth/login/',
      { body: { email: 'jon@leiga.is', password: 'leiga-demo-2026' } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ email: 'jon@leiga.is', full_name: 'Jón Guðmundsson' });
    expect(reply.body.access.split('.')).toHaveLength(3);
    expect(reply.body.refresh).not.toContain('.');
  });

  it('rate-limits failed attempts per address across accounts', async () => {
    const ip = '10.20.30.40';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const reply = await t.call('POST', '/api/auth/login/', {
        ip,
        body: { email: `enginn${i}@example.is`, password: 'rangt-lykilord' },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    const other = await t.call('POST', '/api/auth/login/', {
      ip: '10.20.30.41',
      body: { email: 'jon@leiga.is', password: 'leiga-demo-2026' },
    });
    expect(other.status).toBe(200);
  });

  it('a successful sign-in clears the failures of the account from that address', async () => {
    const account = await t.register();
    const attempt = (password: string) =>
      t.call('POST', '/api/auth/login/', {
        ip: '10.20.31.1',
        body: { email: account.email, password },
      });
    for (let i = 0; i < 4; i++) expect((await attempt('rangt-lykilord')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('rangt-lykilord')).status).toBe(401);
  });
});

describe('access tokens', () => {
  it.each([
    ['no header', undefined, 'not_authenticated'],
    ['another scheme', 'Basic YW5uYTpsZXluaQ==', 'token_invalid'],
    ['a bearer without a token', 'Bearer', 'token_invalid'],
    ['garbage', 'Bearer not.a.jwt', 'token_invalid'],
    [
      'a token signed with another key',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJzdWIiOiIxIiwiaXNzIjoibGVpZ2EifQ.3bY8VdGm0F4oN2dhJ3b4w0dC6Xq7nKj9l3d3yFh6q2Q',
      'token_invalid',
    ],
  ])('GET /api/auth/user/ with %s is 401', async (_label, header, code) => {
    const reply = await t.call('GET', '/api/auth/user/', {
      headers: header === undefined ? {} : { authorization: header },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: expect.any(String), code });
  });
});

describe('access tokens signed with the right key', () => {
  /** A token as the api would sign it, with the claims given and nothing else. */
  const sign = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(JWT_SECRET));

  it('are refused without exp, sub or sid', async () => {
    const session = await t.as('tenant');
    const [row] = await t.db
      .select({ sid: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh)));
    const exp = Math.floor(Date.now() / 1000) + 600;
    const full = { iss: 'leiga', sub: String(session.userId), sid: row!.sid, exp };
    // All four claims: the token works, so what follows fails for the missing claim alone.
    expect((await me(await sign(full))).status).toBe(200);
    for (const missing of ['exp', 'sub', 'sid'] as const) {
      const claims: JWTPayload = { ...full };
      delete claims[missing];
      const reply = await me(await sign(claims));
      expect(reply.status, `without ${missing}`).toBe(401);
      expect(reply.body.code).toBe('token_invalid');
    }
  });
});

describe('access tokens already accepted once', () => {
  // The api keeps tokens it has verified; what ends a session must still end it at once.
  const expectRefused = async (access: string) => {
    const reply = await me(access);
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('token_invalid');
  };

  it('are refused as soon as their session is signed out', async () => {
    const session = await t.register();
    expect((await me(session.access)).status).toBe(200);
    const logout = await t.call('POST', '/api/auth/logout/', {
      token: session.access,
      body: { refresh: session.refresh },
    });
    expect(logout.status).toBe(204);
    await expectRefused(session.access);
  });

  it('are refused as soon as their user is deleted', async () => {
    const session = await t.register();
    expect((await me(session.access)).status).toBe(200);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, session.userId));
    await expectRefused(session.access);
  });

  it('are refused once they expire', async () => {
    const session = await t.register();
    expect((await me(session.access)).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 24 * 3600_000, toFake: ['Date'] });
    try {
      await expectRefused(session.access);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('refresh token rotation', () => {
  it('rotates on every use; each new pair works', async () => {
    const session = await t.as('tenant');
    const first = await refresh(session.refresh);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);
    expect(new Set([session.refresh, first.body.refresh, second.body.refresh]).size).toBe(3);
    expect((await me(second.body.access)).status).toBe(200);
  });

  it('reuse of an older token ends the whole family but no other session', async () => {
    const session = await t.as('tenant');
    const bystander = await t.as('tenant');
    const first = await refresh(session.refresh);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);

    const reuse = await refresh(session.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ code: 'refresh_token_reused' });
    expect((await refresh(second.body.refresh)).status).toBe(401);
    expect((await me(second.body.access)).status).toBe(401);
    // The revocation was committed, with its reason.
    const [row] = await t.db
      .select({ reason: sessions.revokedReason })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh)));
    expect(row?.reason).toBe('refresh_token_reused');

    expect((await me(bystander.access)).status).toBe(200);
    expect((await refresh(bystander.refresh)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const reply = await refresh('x'.repeat(43));
    expect(reply.status).toBe(401);
    expect(reply.body['code']).toBe('token_invalid');
  });

  it('refuses an expired token', async () => {
    const session = await t.as('landlord');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh)));
    const reply = await refresh(session.refresh);
    expect(reply.status).toBe(401);
    expect(reply.body['code']).toBe('token_invalid');
  });
});

describe('POST /api/auth/logout/', () => {
  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['the refresh token', 'refresh'],
  ])('with %s ends this session only', async (_label, bodyKind) => {
    const session = await t.as('landlord');
    const other = await t.as('landlord');
    const body = bodyKind === 'refresh' ? { refresh: session.refresh } : bodyKind;
    const reply = await t.call('POST', '/api/auth/logout/', { token: session.access, body });
    expect(reply.status).toBe(204);
    expect((await me(session.access)).status).toBe(401);
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await me(other.access)).status).toBe(200);
  });

  it('is 401 for an anonymous visitor', async () => {
    const reply = await t.call('POST', '/api/auth/logout/', { body: {} });
    expect(reply.status).toBe(401);
  });

  it('with a refresh token and no bearer ends the session of that token only', async () => {
    const session = await t.as('tenant');
    const other = await t.as('tenant');
    const reply = await t.call('POST', '/api/auth/logout/', { body: { refresh: session.refresh } });
    expect(reply.status).toBe(204);
    expect((await me(session.access)).status).toBe(401);
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await me(other.access)).status).toBe(200);
  });

  it("with a refresh token and a bearer that no longer works ends the refresh token's session", async () => {
    const session = await t.as('tenant');
    const reply = await t.call('POST', '/api/auth/logout/', {
      token: 'not.a.jwt',
      body: { refresh: session.refresh },
    });
    expect(reply.status).toBe(204);
    expect((await me(session.access)).status).toBe(401);
  });

  it('answers 204 for an unknown or expired refresh token and ends nothing', async () => {
    const unknown = await t.call('POST', '/api/auth/logout/', {
      body: { refresh: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(204);
    const session = await t.as('landlord');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh)));
    const expired = await t.call('POST', '/api/auth/logout/', {
      body: { refresh: session.refresh },
    });
    expect(expired.status).toBe(204);
    expect(expired.body).toEqual(unknown.body);
    expect((await me(session.access)).status).toBe(200);
  });
});
