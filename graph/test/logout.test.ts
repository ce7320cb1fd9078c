import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, startStack, type Stack } from './helpers.js';

const LOGOUT = /* GraphQL */ `
  mutation Logout($input: LogoutInput) {
    logout(input: $input) {
      ok
    }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation Refresh($input: RefreshSessionInput) {
    refreshSession(input: $input) {
      accessToken
    }
  }
`;
const ME = `{ me { id } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ appUrl: 'https://leiga.example' });
});
afterAll(() => stack?.close());

describe('logout without a bearer token', () => {
  it('ends the session of the refresh cookie, not just the cookie', async () => {
    const session = await login(stack, 'anna@leiga.is', 'COOKIE');
    const out = await stack.gql(LOGOUT, {}, { cookie: session.cookie });
    expect(out.errors).toEqual([]);
    expect(out.headers.get('set-cookie')).toMatch(/^leiga_refresh=; .*Max-Age=0/);
    // A copy of the cookie (another tab, a thief) no longer refreshes, and the access token is dead.
    expect(codesOf(await stack.gql(REFRESH, {}, { cookie: session.cookie }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(codesOf(await stack.gql(ME, {}, { token: session.accessToken }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('ends the session of a refresh token given in the input (TOKEN mode)', async () => {
    const session = await login(stack, 'jon@leiga.is', 'TOKEN');
    const out = await stack.gql(LOGOUT, { input: { refreshToken: session.refreshToken } });
    expect(out.errors).toEqual([]);
    const refresh = await stack.gql(REFRESH, { input: { refreshToken: session.refreshToken } });
    expect(codesOf(refresh)).toEqual(['UNAUTHENTICATED']);
  });

  it('is done when the refresh token is unknown or absent', async () => {
    const unknown = await stack.gql(LOGOUT, {}, { cookie: 'leiga_refresh=not-a-token-000000' });
    expect(unknown.errors).toEqual([]);
    expect(unknown.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await stack.gql(LOGOUT)).errors).toEqual([]);
  });
});

describe('the refresh cookie on an https origin', () => {
  it('is Secure outside production too', async () => {
    const session = await login(stack, 'magnus@leiga.is', 'COOKIE');
    const res = await stack.gql(REFRESH, {}, { cookie: session.cookie });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^leiga_refresh=[^;]+;.*HttpOnly/);
    expect(setCookie.split('; ')).toContain('Secure');
  });
});
