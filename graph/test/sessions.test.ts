import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, cookieFrom, login, startStack, type Stack } from './helpers.js';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      accessToken
      refreshToken
      user {
        id
        email
        fullName
        userType
        primaryLanguage {
          code
        }
      }
    }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation Refresh($input: RefreshSessionInput) {
    refreshSession(input: $input) {
      accessToken
      refreshToken
    }
  }
`;
const ME = /* GraphQL */ `
  {
    me {
      id
      email
    }
  }
`;

type Tokens = { refreshSession: { accessToken: string; refreshToken: string | null } };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('sessions', () => {
  it('signs up a web user: refresh token in an httpOnly cookie, access token in the body', async () => {
    const res = await stack.gql<{
      register: {
        accessToken: string;
        refreshToken: string | null;
        user: { email: string; userType: string };
      };
    }>(REGISTER, {
      input: {
        email: 'sigga@example.is',
        password: 'a-long-password-1',
        fullName: 'Sigríður Jónsdóttir',
        userType: 'TENANT',
        primaryLanguage: 'EN',
      },
    });
    expect(res.errors).toEqual([]);
    expect(res.data?.register.refreshToken).toBeNull();
    expect(res.data?.register.user).toMatchObject({
      email: 'sigga@example.is',
      userType: 'TENANT',
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^leiga_refresh=[^;]+; Path=\/graphql; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const me = await stack.gql<{ me: { email: string } }>(
      ME,
      {},
      { token: res.data?.register.accessToken },
    );
    expect(me.data?.me.email).toBe('sigga@example.is');
  });

  it('maps validation errors to BAD_USER_INPUT with camelCase fields', async () => {
    const res = await stack.gql(REGISTER, {
      input: { email: 'not-an-email', password: 'short', fullName: 'X Y', userType: 'LANDLORD' },
    });
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors[0]?.extensions?.fields).toMatchObject({
      email: 'validation.email',
      password: 'validation.password_too_short',
    });
  });

  it('refuses a wrong password as UNAUTHENTICATED invalid_credentials', async () => {
    const res = await stack.gql(
      `mutation { login(input: { email: "jon@leiga.is", password: "wrong-password" }) { accessToken } }`,
    );
    expect(res.errors[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'invalid_credentials',
    });
  });

  it('logs in and refreshes from the cookie, rotating it', async () => {
    const session = await login(stack, 'anna@leiga.is', 'COOKIE');
    expect(session.refreshToken).toBeNull();
    expect(session.cookie).toMatch(/^leiga_refresh=/);
    const res = await stack.gql<Tokens>(REFRESH, {}, { cookie: session.cookie });
    expect(res.errors).toEqual([]);
    const rotated = cookieFrom(res.headers);
    expect(rotated).not.toBe(session.cookie);
    const me = await stack.gql<{ me: { email: string } }>(
      ME,
      {},
      { token: res.data?.refreshSession.accessToken },
    );
    expect(me.data?.me.email).toBe('anna@leiga.is');
  });

  it('refreshes with an explicit token for mobile', async () => {
    const session = await login(stack, 'jon@leiga.is', 'TOKEN');
    expect(session.refreshToken).toBeTruthy();
    expect(session.cookie).toBeNull();
    const res = await stack.gql<Tokens>(REFRESH, { input: { refreshToken: session.refreshToken } });
    expect(res.data?.refreshSession.refreshToken).toBeTruthy();
    expect(res.data?.refreshSession.refreshToken).not.toBe(session.refreshToken);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('treats reuse of a rotated refresh token as theft: the whole family is revoked', async () => {
    const session = await login(stack, 'kristin@leiga.is', 'TOKEN');
    const first = await stack.gql<Tokens>(REFRESH, {
      input: { refreshToken: session.refreshToken },
    });
    const next = first.data?.refreshSession.refreshToken;
    expect(next).toBeTruthy();
    const reuse = await stack.gql<Tokens>(REFRESH, {
      input: { refreshToken: session.refreshToken },
    });
    expect(reuse.errors[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'refresh_token_reused',
    });
    const afterTheft = await stack.gql<Tokens>(REFRESH, { input: { refreshToken: next } });
    expect(codesOf(afterTheft)).toEqual(['UNAUTHENTICATED']);
  });

  it('clears the cookie when a cookie refresh is refused, and on logout', async () => {
    const refused = await stack.gql(
      REFRESH,
      {},
      { cookie: 'leiga_refresh=not-a-real-refresh-token-000000' },
    );
    expect(codesOf(refused)).toEqual(['UNAUTHENTICATED']);
    expect(refused.headers.get('set-cookie')).toMatch(/^leiga_refresh=; .*Max-Age=0/);

    const session = await login(stack, 'magnus@leiga.is', 'COOKIE');
    const out = await stack.gql(
      `mutation { logout { ok } }`,
      {},
      { token: session.accessToken, cookie: session.cookie },
    );
    expect(out.errors).toEqual([]);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const me = await stack.gql(ME, {}, { token: session.accessToken });
    expect(codesOf(me)).toEqual(['UNAUTHENTICATED']);
  });

  it('answers me with null without a token and UNAUTHENTICATED with a bad one', async () => {
    expect((await stack.gql<{ me: null }>(ME)).data?.me).toBeNull();
    const bad = await stack.gql(ME, {}, { token: 'garbage' });
    expect(bad.errors[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
