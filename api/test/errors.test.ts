import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type Session, type TestApp } from './helpers.js';

/** Bad input is a 400 (or 404/413/415) with { detail, code, fields? }: never a 500. */

let t: TestApp;
let me: Session;
let phoneId: number;
let emailId: number;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.register();
  phoneId = (
    await t.call<{ id: number }>('POST', `/api/users/${me.userId}/phones/`, {
      token: me.access,
      body: { country_code: { code: '354' }, number: '6301234' },
    })
  ).body.id;
  emailId = (
    await t.call<{ email_addresses: { id: number }[] }>('GET', '/api/auth/user/', {
      token: me.access,
    })
  ).body.email_addresses[0]!.id;
});
afterAll(() => t.close());

const long = (n: number) => 'x'.repeat(n);
const MISSING = Symbol('missing');
type Bad = unknown;

const EMAIL_BAD: Bad[] = [
  MISSING,
  null,
  123,
  true,
  [],
  {},
  '',
  '   ',
  'ekki-netfang',
  'a@b',
  `${long(250)}@example.is`,
  'anna@leiga.is\u0000',
];
const PASSWORD_BAD: Bad[] = [MISSING, null, 123, [], {}, '', 'stutt', long(129)];
const TOKEN_BAD: Bad[] = [MISSING, null, 123, [], '', 'stuttur', long(201), `${long(30)}\u0000`];
const NAME_BAD: Bad[] = [null, 1, [], {}, '', ' ', 'A', long(121), 'Anna\u0000Jóns'];
const PHONE_BAD: Bad[] = [
  MISSING,
  null,
  6612345,
  [],
  '',
  '5551234',
  '661234',
  '66123456',
  'abcdefg',
  '+1 661 2345',
];

type Case = {
  route: string;
  method: 'POST' | 'PATCH' | 'GET';
  url: () => string;
  valid: () => Record<string, unknown>;
  fields: Record<string, Bad[]>;
  /** The field named in `fields` of the error when it differs from the body key. */
  errorKey?: Record<string, string>;
};

const CASES: Case[] = [
  {
    route: 'register',
    method: 'POST',
    url: () => '/api/auth/register/',
    valid: () => ({
      email: 'gott@example.is',
      password: PASSWORD,
      full_name: 'Góð Manneskja',
      user_type: 'TN',
      primary_language: 'is',
    }),
    fields: {
      email: EMAIL_BAD,
      password: PASSWORD_BAD,
      full_name: [MISSING, ...NAME_BAD],
      user_type: [MISSING, null, 'XX', 'tn', 1, ''],
      primary_language: [null, 'de', 'IS', '', 1],
    },
  },
  {
    route: 'login',
    method: 'POST',
    url: () => '/api/auth/login/',
    valid: () => ({ email: 'anna@leiga.is', password: 'leiga-demo-2026' }),
    fields: { email: EMAIL_BAD, password: [MISSING, null, 1, '', long(129)] },
  },
  {
    route: 'refresh',
    method: 'POST',
    url: () => '/api/auth/refresh/',
    valid: () => ({ refresh: long(43) }),
    fields: { refresh: TOKEN_BAD },
  },
  {
    route: 'logout',
    method: 'POST',
    url: () => '/api/auth/logout/',
    valid: () => ({}),
    fields: { refresh: [1, null, [], long(201)] },
  },
  {
    route: 'password-reset',
    method: 'POST',
    url: () => '/api/auth/password-reset/',
    valid: () => ({ email: 'anna@leiga.is' }),
    fields: { email: EMAIL_BAD },
  },
  {
    route: 'password-reset/confirm',
    method: 'POST',
    url: () => '/api/auth/password-reset/confirm/',
    valid: () => ({ token: long(43), password: PASSWORD }),
    fields: { token: TOKEN_BAD, password: PASSWORD_BAD },
  },
  {
    route: 'eid/start',
    method: 'POST',
    url: () => '/api/auth/eid/start/',
    valid: () => ({ phone: '6612345' }),
    fields: { phone: PHONE_BAD },
  },
  {
    route: 'emailconfirmation',
    method: 'POST',
    url: () => '/api/emailconfirmation/',
    valid: () => ({ token: long(43) }),
    fields: { token: TOKEN_BAD },
  },
  {
    route: 'PATCH users/{id}',
    method: 'PATCH',
    url: () => `/api/users/${me.userId}/`,
    valid: () => ({ full_name: 'Rétt Nafn' }),
    fields: {
      full_name: NAME_BAD,
      birth_date: [
        1,
        true,
        [],
        '',
        'ekki-dags',
        '1990-13-01',
        '1990-02-30',
        '17.05.1990',
        '1990-05-17T00:00:00Z',
        '2020-01-01',
        '1850-01-01',
        '2999-01-01',
      ],
      user_type: [null, 'XX', 'staff', 1],
      email: [null, 1, '', 'ekki-netfang', `${long(250)}@example.is`],
      primary_phone_id: [null, '1', 1.5, 0, -1, true, [], {}],
      is_staff: [true, false],
      unknown_key: ['x'],
    },
  },
  {
    route: 'change-password',
    method: 'POST',
    url: () => `/api/users/${me.userId}/change-password/`,
    valid: () => ({ old_password: 'rangt-lykilord', new_password: 'nytt-lykilord-456' }),
    fields: { old_password: [MISSING, null, 1, '', []], new_password: PASSWORD_BAD },
  },
  {
    route: 'set-primary-language',
    method: 'POST',
    url: () => `/api/users/${me.userId}/set-primary-language/`,
    valid: () => ({ lang: 'is' }),
    fields: { lang: [MISSING, null, 1, '', 'de', 'EN', ['is']] },
  },
  {
    route: 'add email',
    method: 'POST',
    url: () => `/api/users/${me.userId}/emails/`,
    valid: () => ({ email: 'nytt@example.is' }),
    fields: { email: EMAIL_BAD },
  },
  {
    route: 'add phone',
    method: 'POST',
    url: () => `/api/users/${me.userId}/phones/`,
    valid: () => ({ country_code: { code: '354' }, number: '6612345' }),
    fields: {
      country_code: [
        MISSING,
        null,
        '354',
        354,
        [],
        { code: null },
        { code: 354 },
        { code: '' },
        { code: 'IS' },
        { code: '35412' },
      ],
      number: [MISSING, null, 6612345, [], '', '12', long(1000), '661\u00002345'],
    },
  },
  {
    route: 'verify phone',
    method: 'POST',
    url: () => `/api/phones/${phoneId}/verify/`,
    valid: () => ({ code: '123456' }),
    fields: {
      code: [MISSING, null, 123456, [], '', '12345', '1234567', 'abcdef', '12 456', long(1000)],
    },
  },
  {
    route: 'activate-mobile-login',
    method: 'POST',
    url: () => `/api/users/${me.userId}/activate-mobile-login/`,
    valid: () => ({ phone: '6612345' }),
    fields: { phone: PHONE_BAD },
  },
];

const rows = CASES.flatMap((c) =>
  Object.entries(c.fields).flatMap(([field, values]) =>
    values.map((value) => ({
      name: `${c.route} ${field}=${value === MISSING ? '(missing)' : JSON.stringify(value)?.slice(0, 40)}`,
      c,
      field,
      value,
    })),
  ),
);

describe('bad values for every body field', () => {
  it.each(rows)('$name → 400', async ({ c, field, value }) => {
    const body = c.valid();
    if (value === MISSING) delete body[field];
    else body[field] = value;
    const reply = await t.call(c.method, c.url(), { token: me.access, body, ip: '10.66.0.1' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ detail: expect.any(String), code: 'validation_error' });
    const fields = reply.body['fields'] as Record<string, string>;
    const key = c.errorKey?.[field] ?? field;
    expect(Object.keys(fields).some((k) => k === key || k.startsWith(`${key}.`))).toBe(true);
  });
});

describe('bodies that are not objects', () => {
  const postRoutes = CASES.filter((c) => c.route !== 'logout');
  it.each(
    postRoutes.flatMap((c) => ['null', '[]', '"text"', '42', 'true'].map((raw) => ({ c, raw }))),
  )('$c.route with $raw → 400', async ({ c, raw }) => {
    const reply = await t.call(c.method, c.url(), {
      token: me.access,
      body: raw,
      headers: { 'content-type': 'application/json' },
      ip: '10.66.0.2',
    });
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('validation_error');
  });
});

describe('requests that cannot be read', () => {
  it.each(['{"email": ', '{email: "anna@leiga.is"}', "{'a': 1}", '{"a":1}}'])(
    'malformed JSON %j → 400 bad_request',
    async (raw) => {
      const reply = await t.call('POST', '/api/auth/login/', {
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ detail: expect.any(String), code: 'bad_request' });
    },
  );

  it('an empty body declared as JSON → 400 bad_request', async () => {
    const reply = await t.call('POST', '/api/auth/login/', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('bad_request');
  });

  it('another content type → 415 unsupported_media_type', async () => {
    const reply = await t.call('POST', '/api/auth/login/', {
      body: 'email=anna@leiga.is&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(415);
    expect(reply.body['code']).toBe('unsupported_media_type');
  });

  it('a body over the size limit → 413 payload_too_large', async () => {
    const reply = await t.call('POST', '/api/auth/login/', {
      body: JSON.stringify({ email: 'anna@leiga.is', password: long(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(reply.body['code']).toBe('payload_too_large');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nothing-here/'],
    ['GET', '/api/auth/user'],
    ['PUT', '/api/auth/login/'],
    ['DELETE', '/api/users/'],
  ] as const)('%s %s → 404 { detail, code }', async (method, url) => {
    const reply = await t.call(method, url, { token: me.access });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ detail: expect.any(String), code: 'not_found' });
  });
});

describe('bad path and query values', () => {
  const staff = () => t.as('staff');
  it.each([
    '/api/users/abc/',
    '/api/users/0/',
    '/api/users/-1/',
    '/api/users/1.5/',
    '/api/users/99999999999/',
    '/api/users/?page=0',
    '/api/users/?page=abc',
    '/api/users/?page=99999999999999999999',
    '/api/users/?page_size=0',
    '/api/users/?page_size=101',
    '/api/users/?ids=abc',
    '/api/users/?ids=1,,2',
    '/api/users/?ids=99999999999',
    `/api/users/?search=${long(101)}`,
    '/api/users/?search=%00',
    '/api/dev/outbox/?limit=0',
    '/api/dev/outbox/?to=%00',
  ])('GET %s → 400 (as staff)', async (url) => {
    const reply = await t.call('GET', url, { token: (await staff()).access });
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('validation_error');
  });

  it.each([
    ['DELETE', '/api/emails/99999999999/'],
    ['DELETE', '/api/phones/99999999999/'],
    ['GET', '/api/phones/abc/verify/'],
    ['POST', '/api/emails/0/verify/'],
    ['GET', '/api/auth/eid/status/short/'],
    ['GET', `/api/auth/eid/status/${long(201)}/`],
    ['GET', `/api/users/${'9'.repeat(120)}/`],
  ] as const)('%s %s → 400', async (method, url) => {
    const reply = await t.call(method, url, { token: me.access });
    expect(reply.status).toBe(400);
  });

  it('a path segment over the router limit → 414', async () => {
    const reply = await t.call('GET', `/api/auth/eid/status/${long(300)}/`);
    expect(reply.status).toBe(414);
    expect(reply.body).toEqual({ detail: expect.any(String), code: 'bad_request' });
  });

  it('a primary_phone_id beyond the serial range is 400, not 500', async () => {
    const reply = await t.call('PATCH', `/api/users/${me.userId}/`, {
      token: me.access,
      body: { primary_phone_id: 99_999_999_999 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body['fields']).toEqual({ primary_phone_id: 'validation.primary_phone' });
  });

  it('names the field that holds a NUL character', async () => {
    const reply = await t.call('POST', `/api/users/${me.userId}/phones/`, {
      token: me.access,
      body: { country_code: { code: '35\u00004' }, number: '6612345' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body['fields']).toEqual({ 'country_code.code': 'validation.invalid' });
  });

  it('names the field that holds a lone UTF-16 surrogate instead of storing U+FFFD', async () => {
    for (const text of ['Anna \uD800', '\uDC00Anna', 'A\uDBFFB']) {
      const reply = await t.call('PATCH', `/api/users/${me.userId}/`, {
        token: me.access,
        body: { full_name: text },
      });
      expect(reply.status).toBe(400);
      expect(reply.body['fields']).toEqual({ full_name: 'validation.invalid' });
    }
    const paired = await t.call('PATCH', `/api/users/${me.userId}/`, {
      token: me.access,
      body: { full_name: 'Anna \uD83D\uDE00 Jóns' },
    });
    expect(paired.status).toBe(200);
    await t.call('PATCH', `/api/users/${me.userId}/`, {
      token: me.access,
      body: { full_name: 'Sólveig Prufudóttir' },
    });
  });

  it.each([
    ['an array', `${'['.repeat(5000)}${']'.repeat(5000)}`, '0'],
    ['an object', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'a'],
    ['a field', `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`, 'email'],
  ])('a body nested 5000 deep in %s → 400, not a stack overflow', async (_, raw, field) => {
    const reply = await t.call('POST', '/api/auth/login/', {
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('validation_error');
    expect(reply.body['fields']).toEqual({ [field]: 'validation.too_deep' });
  });

  it('names every unknown field of a body', async () => {
    const reply = await t.call('PATCH', `/api/users/${me.userId}/`, {
      token: me.access,
      body: { full_name: 'Rétt Nafn', fulname: 'x', extra: { a: 1 } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body['fields']).toEqual({
      fulname: 'validation.unknown_field',
      extra: 'validation.unknown_field',
    });
  });

  it('names an unknown field inside a nested object of a body', async () => {
    const reply = await t.call('POST', `/api/users/${me.userId}/phones/`, {
      token: me.access,
      body: { country_code: { code: '354', name: 'Ísland' }, number: '6612345' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body['fields']).toEqual({ 'country_code.name': 'validation.unknown_field' });
  });

  it('still answers 401 before looking at the input of the anonymous', async () => {
    const reply = await t.call('PATCH', '/api/users/1/', { body: { full_name: 'A\u0000' } });
    expect(reply.status).toBe(401);
  });

  it('left the account as it was', async () => {
    const user = await t.call<{ full_name: string; email_addresses: { id: number }[] }>(
      'GET',
      '/api/auth/user/',
      {
        token: me.access,
      },
    );
    expect(user.body.full_name).toBe('Sólveig Prufudóttir');
    expect(user.body.email_addresses.map((e) => e.id)).toEqual([emailId]);
  });
});
