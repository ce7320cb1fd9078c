import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createTestApp, PASSWORD, uniqueEmail, type Session, type TestApp } from './helpers.js';

/**
 * The permission matrix of the account routes: each route as an anonymous visitor, as the owner,
 * as another user and as staff. Staff may read any account, never change one; another user's
 * e-mail or phone is not revealed (404).
 */

type Fixture = { owner: Session; emailId: number; phoneId: number; eidToken: string; ip: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = {
  name: string;
  method: Method;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  owner: number;
  other: number;
  staff: number;
  /** Readies the owner's fixture for the owner's own call. */
  prepare?: (f: Fixture) => Promise<void>;
};

let t: TestApp;
let shared: Fixture;
let other: Session;
let staff: Session;
let fixtures = 0;

async function makeFixture(): Promise<Fixture> {
  fixtures += 1;
  const ip = `10.9.${Math.floor(fixtures / 200)}.${fixtures % 200}`;
  const owner = await t.register();
  const email = await t.call<{ id: number }>('POST', `/api/users/${owner.userId}/emails/`, {
    token: owner.access,
    body: { email: uniqueEmail('fylki') },
  });
  const phone = await t.call<{ id: number }>('POST', `/api/users/${owner.userId}/phones/`, {
    token: owner.access,
    body: { country_code: { code: '354' }, number: '6201234' },
  });
  const eid = await t.call<{ token: string }>(
    'POST',
    `/api/users/${owner.userId}/activate-mobile-login/`,
    {
      token: owner.access,
      body: { phone: '6999999' },
      ip,
    },
  );
  return { owner, emailId: email.body.id, phoneId: phone.body.id, eidToken: eid.body.token, ip };
}

const ROUTES: Route[] = [
  {
    name: 'GET users/{id}/',
    method: 'GET',
    path: (f) => `/api/users/${f.owner.userId}/`,
    owner: 200,
    other: 403,
    staff: 200,
  },
  {
    name: 'GET users/?ids={id}',
    method: 'GET',
    path: (f) => `/api/users/?ids=${f.owner.userId}`,
    owner: 200,
    other: 403,
    staff: 200,
  },
  {
    name: 'PATCH users/{id}/',
    method: 'PATCH',
    path: (f) => `/api/users/${f.owner.userId}/`,
    body: () => ({ full_name: 'Breytt Nafn' }),
    owner: 200,
    other: 403,
    staff: 403,
  },
  {
    name: 'POST users/{id}/change-password/',
    method: 'POST',
    path: (f) => `/api/users/${f.owner.userId}/change-password/`,
    body: () => ({ old_password: PASSWORD, new_password: 'nytt-lykilord-456' }),
    owner: 204,
    other: 403,
    staff: 403,
  },
  {
    name: 'POST users/{id}/set-primary-language/',
    method: 'POST',
    path: (f) => `/api/users/${f.owner.userId}/set-primary-language/`,
    body: () => ({ lang: 'en' }),
    owner: 200,
    other: 403,
    staff: 403,
  },
  {
    name: 'GET users/{id}/refresh-entity/',
    method: 'GET',
    path: (f) => `/api/users/${f.owner.userId}/refresh-entity/`,
    owner: 200,
    other: 403,
    staff: 403,
    prepare: async (f) => {
      await t.db
        .update(users)
        .set({ icelandicId: '1510992469' })
        .where(eq(users.id, f.owner.userId));
    },
  },
  {
    name: 'DELETE users/{id}/delete/',
    method: 'DELETE',
    path: (f) => `/api/users/${f.owner.userId}/delete/`,
    owner: 204,
    other: 403,
    staff: 403,
  },
  {
    name: 'POST users/{id}/emails/',
    method: 'POST',
    path: (f) => `/api/users/${f.owner.userId}/emails/`,
    body: () => ({ email: uniqueEmail('matrix') }),
    owner: 201,
    other: 403,
    staff: 403,
  },
  {
    name: 'DELETE emails/{id}/',
    method: 'DELETE',
    path: (f) => `/api/emails/${f.emailId}/`,
    owner: 204,
    other: 404,
    staff: 404,
  },
  {
    name: 'POST emails/{id}/verify/',
    method: 'POST',
    path: (f) => `/api/emails/${f.emailId}/verify/`,
    owner: 202,
    other: 404,
    staff: 404,
  },
  {
    name: 'POST users/{id}/phones/',
    method: 'POST',
    path: (f) => `/api/users/${f.owner.userId}/phones/`,
    body: () => ({ country_code: { code: '354' }, number: '6991234' }),
    owner: 201,
    other: 403,
    staff: 403,
  },
  {
    name: 'DELETE phones/{id}/',
    method: 'DELETE',
    path: (f) => `/api/phones/${f.phoneId}/`,
    owner: 204,
    other: 404,
    staff: 404,
  },
  {
    name: 'GET phones/{id}/verify/',
    method: 'GET',
    path: (f) => `/api/phones/${f.phoneId}/verify/`,
    owner: 202,
    other: 404,
    staff: 404,
  },
  {
    name: 'POST phones/{id}/verify/',
    method: 'POST',
    path: (f) => `/api/phones/${f.phoneId}/verify/`,
    body: (f) => ({ code: codes.get(f.phoneId) ?? '123456' }),
    owner: 200,
    other: 404,
    staff: 404,
    prepare: async (f) => {
      await t.call('GET', `/api/phones/${f.phoneId}/verify/`, { token: f.owner.access });
      codes.set(f.phoneId, (await t.lastMessage('3546201234')).data['code']!);
    },
  },
  {
    name: 'POST users/{id}/activate-mobile-login/',
    method: 'POST',
    path: (f) => `/api/users/${f.owner.userId}/activate-mobile-login/`,
    body: () => ({ phone: '6999999' }),
    owner: 202,
    other: 403,
    staff: 403,
  },
  {
    name: 'GET users/{id}/activate-mobile-login/status/{token}/',
    method: 'GET',
    path: (f) => `/api/users/${f.owner.userId}/activate-mobile-login/status/${f.eidToken}/`,
    owner: 200,
    other: 403,
    staff: 403,
  },
  {
    name: 'GET users/{id}/activate-personal-id/{token}/',
    method: 'GET',
    path: (f) => `/api/users/${f.owner.userId}/activate-personal-id/${f.eidToken}/`,
    owner: 200,
    other: 403,
    staff: 403,
  },
];
const codes = new Map<number, string>();

const send = (route: Route, f: Fixture, token: string | undefined) =>
  t.call(route.method, route.path(f), { token, body: route.body?.(f), ip: f.ip });

beforeAll(async () => {
  t = await createTestApp({ eidSandboxDelayMs: 0 });
  [other, staff] = await Promise.all([t.as('otherTenant'), t.as('staff')]);
  shared = await makeFixture();
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it.each(ROUTES)('$name: anonymous → 401', async (route) => {
    const reply = await send(route, shared, undefined);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
  });

  it.each(ROUTES)('$name: another user → $other', async (route) => {
    const reply = await send(route, shared, other.access);
    expect(reply.status).toBe(route.other);
    expect(reply.body['code']).toBe(route.other === 403 ? 'forbidden' : 'not_found');
  });

  it.each(ROUTES)('$name: staff → $staff', async (route) => {
    const reply = await send(route, shared, staff.access);
    expect(reply.status).toBe(route.staff);
  });

  it.each(ROUTES)('$name: owner → $owner', async (route) => {
    const fixture = await makeFixture();
    await route.prepare?.(fixture);
    const reply = await send(route, fixture, fixture.owner.access);
    expect(reply.status).toBe(route.owner);
  });

  it('left the shared owner untouched by everyone else', async () => {
    const me = await t.call<{
      full_name: string;
      primary_language: { iso6391: string };
      email_addresses: { id: number }[];
      phones: { id: number; verified: string }[];
    }>('GET', '/api/auth/user/', { token: shared.owner.access });
    expect(me.status).toBe(200);
    expect(me.body.full_name).toBe('Sólveig Prufudóttir');
    expect(me.body.primary_language.iso6391).toBe('is');
    expect(me.body.email_addresses.map((e) => e.id)).toContain(shared.emailId);
    expect(me.body.phones).toEqual([
      expect.objectContaining({ id: shared.phoneId, verified: 'n' }),
    ]);
    await t.login(shared.owner.email, PASSWORD);
  });
});

describe('routes of the signed-in caller', () => {
  it.each([
    ['GET', '/api/auth/user/', 200],
    ['POST', '/api/auth/logout/', 204],
    ['GET', '/api/users/?search=anna', 403],
  ] as const)('%s %s: anonymous → 401, signed in → %i', async (method, url, signedIn) => {
    expect((await t.call(method, url)).status).toBe(401);
    const session = await t.as('tenant');
    expect((await t.call(method, url, { token: session.access })).status).toBe(signedIn);
  });

  it.each([
    [
      'POST',
      '/api/auth/register/',
      { email: 'opid@example.is', password: PASSWORD, full_name: 'Opin Leið', user_type: 'TN' },
      201,
    ],
    ['POST', '/api/auth/login/', { email: 'anna@leiga.is', password: 'leiga-demo-2026' }, 200],
    ['POST', '/api/auth/password-reset/', { email: 'anna@leiga.is' }, 202],
    [
      'POST',
      '/api/auth/password-reset/confirm/',
      { token: 'r'.repeat(43), password: PASSWORD },
      400,
    ],
    ['POST', '/api/emailconfirmation/', { token: 'r'.repeat(43) }, 400],
    ['POST', '/api/auth/eid/start/', { phone: '6612345' }, 202],
    ['GET', `/api/auth/eid/status/${'r'.repeat(43)}/`, undefined, 404],
  ] as const)('%s %s is open to the anonymous (%#)', async (method, url, body, status) => {
    const reply = await t.call(method, url, { body, ip: '10.9.250.1' });
    expect(reply.status).toBe(status);
  });
});
