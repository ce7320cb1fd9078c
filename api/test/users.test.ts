import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phones, userEmails, users } from '../src/db/schema/index.js';
import { createTestApp, PASSWORD, type Session, type TestApp } from './helpers.js';

type UserBody = {
  id: number;
  email: string;
  full_name: string;
  birth_date: string | null;
  user_type: 'LL' | 'TN' | null;
  primary_phone_id: number | null;
  phones: { id: number; verified: 'y' | 'n'; number: string }[];
  primary_language: { iso6391: string; name: string; native: string };
  rentalprofile: { profile_username: string } | null;
};
type PageBody = {
  count: number;
  next: string | null;
  previous: string | null;
  results: UserBody[];
};

let t: TestApp;
let staff: Session;
let anna: Session;
let kristin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [staff, anna, kristin] = await Promise.all([t.as('staff'), t.as('tenant'), t.as('otherTenant')]);
});
afterAll(() => t.close());

const getUser = (id: number, token?: string) =>
  t.call<UserBody>('GET', `/api/users/${id}/`, { token });
const patchUser = (session: Session, body: unknown) =>
  t.call<UserBody>('PATCH', `/api/users/${session.userId}/`, { token: session.access, body });
const list = (query: string, token = staff.access) =>
  t.call<PageBody>('GET', `/api/users/${query}`, { token });

/** Adds a phone for the user, verified straight in the database (the SMS flow has its own tests). */
async function verifiedPhone(session: Session, number: string): Promise<number> {
  const [row] = await t.db
    .insert(phones)
    .values({ userId: session.userId, countryCode: '354', number, verified: true })
    .returning({ id: phones.id });
  return row!.id;
}

describe('GET /api/users/ (staff)', () => {
  it('lists users as a page, ordered by name', async () => {
    const reply = await list('?page_size=2');
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBeGreaterThanOrEqual(7);
    expect(reply.body.results).toHaveLength(2);
    expect(reply.body.previous).toBeNull();
    expect(reply.body.next).toBe('/api/users/?page_size=2&page=2');
    const names = reply.body.results.map((u) => u.full_name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'is'))).toEqual(names);
    const second = await list('?page_size=2&page=2');
    expect(second.body.previous).toBe('/api/users/?page_size=2&page=1');
    expect(second.body.results[0]!.id).not.toBe(reply.body.results[0]!.id);
  });

  it.each([
    ['sigurdardottir', 'Anna Sigurðardóttir'],
    ['SIGURÐARDÓTTIR', 'Anna Sigurðardóttir'],
    ['thorsdottir', 'Kristín Þórsdóttir'],
    ['kristin thors', 'Kristín Þórsdóttir'],
    ['gudmundsson', 'Jón Guðmundsson'],
    ['jon@leiga', 'Jón Guðmundsson'],
    ['  magnus  ', 'Magnús Helgason'],
  ])('search %j finds %s', async (search, name) => {
    const reply = await list(`?search=${encodeURIComponent(search)}`);
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((u) => u.full_name)).toEqual([name]);
    expect(reply.body.count).toBe(1);
  });

  it.each(['%', '_', 'zzzzz'])(
    'search %j matches nothing (wildcards are literal)',
    async (search) => {
      const reply = await list(`?search=${encodeURIComponent(search)}`);
      expect(reply.status).toBe(200);
      expect(reply.body.results).toEqual([]);
    },
  );

  it.each([
    ['anonymous', undefined, 401],
    ['a tenant', 'tenant', 403],
    ['a landlord', 'landlord', 403],
  ] as const)('is refused to %s', async (_label, role, status) => {
    const token = role ? (await t.as(role)).access : undefined;
    const reply = await t.call('GET', '/api/users/?search=anna', { token });
    expect(reply.status).toBe(status);
  });

  it('batch-reads by ?ids for staff', async () => {
    const reply = await list(`?ids=${anna.userId},${kristin.userId},${anna.userId}`);
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((u) => u.id).sort()).toEqual(
      [anna.userId, kristin.userId].sort(),
    );
  });

  it('lets anyone batch-read themselves, and nobody else', async () => {
    const self = await list(`?ids=${anna.userId}`, anna.access);
    expect(self.status).toBe(200);
    expect(self.body.results.map((u) => u.email)).toEqual(['anna@leiga.is']);
    expect((await list(`?ids=${kristin.userId}`, anna.access)).status).toBe(403);
    expect((await list(`?ids=${anna.userId},${kristin.userId}`, anna.access)).status).toBe(403);
  });
});

describe('GET /api/users/{id}/', () => {
  it('shows the owner their account', async () => {
    const reply = await getUser(anna.userId, anna.access);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: anna.userId,
      email: 'anna@leiga.is',
      full_name: 'Anna Sigurðardóttir',
      birth_date: '1994-03-12',
      user_type: 'TN',
      primary_language: { iso6391: 'is' },
      rentalprofile: { profile_username: 'anna-sigurdardottir' },
    });
  });

  it('refuses another user (403) and the anonymous (401); staff may read', async () => {
    expect((await getUser(anna.userId, kristin.access)).status).toBe(403);
    expect((await getUser(anna.userId)).status).toBe(401);
    const asStaff = await getUser(anna.userId, staff.access);
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.email).toBe('anna@leiga.is');
  });

  it('is 404 for staff asking for a user that does not exist', async () => {
    expect((await getUser(2_000_000_000, staff.access)).status).toBe(404);
  });
});

describe('PATCH /api/users/{id}/', () => {
  it('changes user fields for the owner', async () => {
    const me = await t.register({ user_type: 'LL' });
    const reply = await patchUser(me, {
      full_name: '  Guðný Jónsdóttir ',
      birth_date: '1990-05-17',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ full_name: 'Guðný Jónsdóttir', birth_date: '1990-05-17' });
    expect((await getUser(me.userId, me.access)).body.full_name).toBe('Guðný Jónsdóttir');
  });

  it('leaves birth_date out when it is null (SPEC 5), keeping the stored date', async () => {
    const me = await t.register();
    await patchUser(me, { birth_date: '1988-11-02' });
    const reply = await patchUser(me, { birth_date: null, full_name: 'Nýtt Nafn' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ birth_date: '1988-11-02', full_name: 'Nýtt Nafn' });
    const onlyNull = await patchUser(me, { birth_date: null });
    expect(onlyNull.status).toBe(200);
    expect(onlyNull.body.birth_date).toBe('1988-11-02');
  });

  it('a landlord who becomes a tenant gets a rental profile', async () => {
    const me = await t.register({ user_type: 'LL', full_name: 'Baldur Breytir' });
    const reply = await patchUser(me, { user_type: 'TN' });
    expect(reply.status).toBe(200);
    expect(reply.body.user_type).toBe('TN');
    expect(reply.body.rentalprofile?.profile_username).toBe('baldur-breytir');
  });

  it('refuses another user and staff (403) and the anonymous (401)', async () => {
    const body = { full_name: 'Ekki Anna' };
    for (const [token, status] of [
      [kristin.access, 403],
      [staff.access, 403],
      [undefined, 401],
    ] as const) {
      const reply = await t.call('PATCH', `/api/users/${anna.userId}/`, { token, body });
      expect(reply.status).toBe(status);
    }
    expect((await getUser(anna.userId, anna.access)).body.full_name).toBe('Anna Sigurðardóttir');
  });

  it.each([{ is_staff: true }, { id: 1 }, { icelandic_id: '1203942319' }, { password: PASSWORD }])(
    'refuses unknown keys %j',
    async (body) => {
      const me = await t.register();
      const reply = await patchUser(me, body);
      expect(reply.status).toBe(400);
      expect(reply.body['code']).toBe('validation_error');
      const [row] = await t.db.select().from(users).where(eq(users.id, me.userId));
      expect(row).toMatchObject({ isStaff: false, icelandicId: null });
    },
  );

  describe('primary_phone_id', () => {
    it('accepts a verified phone of the owner', async () => {
      const me = await t.register();
      const first = await verifiedPhone(me, '6600001');
      const second = await verifiedPhone(me, '6600002');
      const reply = await patchUser(me, { primary_phone_id: second });
      expect(reply.status).toBe(200);
      expect(reply.body.primary_phone_id).toBe(second);
      expect((await patchUser(me, { primary_phone_id: first })).body.primary_phone_id).toBe(first);
    });

    it('refuses an unverified phone, a phone of another user and an unknown phone', async () => {
      const me = await t.register();
      const unverified = await t.call<{ id: number }>('POST', `/api/users/${me.userId}/phones/`, {
        token: me.access,
        body: { country_code: { code: '354' }, number: '6600003' },
      });
      const [annasPhone] = await t.db
        .select({ id: phones.id })
        .from(phones)
        .where(eq(phones.userId, anna.userId));
      for (const id of [unverified.body.id, annasPhone!.id, 2_000_000_000, 99_999_999_999]) {
        const reply = await patchUser(me, { primary_phone_id: id });
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({
          code: 'validation_error',
          fields: { primary_phone_id: 'validation.primary_phone' },
        });
      }
      expect((await getUser(me.userId, me.access)).body.primary_phone_id).toBeNull();
    });
  });

  describe('email', () => {
    it('refuses an unverified address of the owner and a verified address of another user', async () => {
      const me = await t.register();
      const added = await t.call('POST', `/api/users/${me.userId}/emails/`, {
        token: me.access,
        body: { email: 'oskradur.1@example.is' },
      });
      expect(added.status).toBe(201);
      for (const email of ['oskradur.1@example.is', 'anna@leiga.is']) {
        const reply = await patchUser(me, { email });
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ fields: { email: 'validation.email_not_verified' } });
      }
      expect((await getUser(me.userId, me.access)).body.email).toBe(me.email);
    });

    it('keeping the same primary address is a no-op', async () => {
      const me = await t.register();
      const reply = await patchUser(me, { email: me.email.toUpperCase() });
      expect(reply.status).toBe(200);
      expect(reply.body.email).toBe(me.email);
    });
  });
});

describe('POST /api/users/{id}/set-primary-language/', () => {
  it.each(['is', 'en', 'uk', 'da', 'pl'])('sets %s', async (lang) => {
    const me = await t.register();
    const reply = await t.call<UserBody>('POST', `/api/users/${me.userId}/set-primary-language/`, {
      token: me.access,
      body: { lang },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.primary_language.iso6391).toBe(lang);
    expect((await getUser(me.userId, me.access)).body.primary_language.iso6391).toBe(lang);
  });

  it.each(['de', 'EN', 'is-IS', '', 'fo'])('refuses %j', async (lang) => {
    const reply = await t.call('POST', `/api/users/${anna.userId}/set-primary-language/`, {
      token: anna.access,
      body: { lang },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'validation_error',
      fields: { lang: 'validation.locale' },
    });
  });
});

describe('POST /api/users/{id}/change-password/', () => {
  const change = (session: Session, body: unknown) =>
    t.call('POST', `/api/users/${session.userId}/change-password/`, {
      token: session.access,
      body,
    });

  it('changes the password, keeps this session and ends the others', async () => {
    const current = await t.register();
    const other = await t.login(current.email, PASSWORD);
    const reply = await change(current, {
      old_password: PASSWORD,
      new_password: 'nytt-lykilord-456',
    });
    expect(reply.status).toBe(204);

    expect((await t.call('GET', '/api/auth/user/', { token: current.access })).status).toBe(200);
    const rotated = await t.call('POST', '/api/auth/refresh/', {
      body: { refresh: current.refresh },
    });
    expect(rotated.status).toBe(200);

    expect((await t.call('GET', '/api/auth/user/', { token: other.access })).status).toBe(401);
    const otherRefresh = await t.call('POST', '/api/auth/refresh/', {
      body: { refresh: other.refresh },
    });
    expect(otherRefresh.status).toBe(401);

    const old = await t.call('POST', '/api/auth/login/', {
      body: { email: current.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    await t.login(current.email, 'nytt-lykilord-456');
  });

  it.each([
    [
      'a wrong current password',
      { old_password: 'rangt-lykilord', new_password: 'nytt-lykilord-456' },
      'old_password',
      'validation.wrong_password',
    ],
    [
      'the same password again',
      { old_password: PASSWORD, new_password: PASSWORD },
      'new_password',
      'validation.password_unchanged',
    ],
    [
      'a short new password',
      { old_password: PASSWORD, new_password: 'stutt' },
      'new_password',
      'validation.password_too_short',
    ],
  ])('refuses %s', async (_label, body, field, message) => {
    const me = await t.register();
    const reply = await change(me, body);
    expect(reply.status).toBe(400);
    expect(reply.body['fields']).toMatchObject({ [field]: message });
    await t.login(me.email, PASSWORD);
  });
});

describe('GET /api/users/{id}/refresh-entity/', () => {
  it('re-reads the name from the national registry', async () => {
    const me = await t.as('tenant');
    await patchUser(me, { full_name: 'Anna Rangnefnd' });
    const reply = await t.call<UserBody>('GET', `/api/users/${me.userId}/refresh-entity/`, {
      token: me.access,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.full_name).toBe('Anna Sigurðardóttir');
  });

  it('is 409 no_icelandic_id before the electronic ID is linked', async () => {
    const me = await t.register();
    const reply = await t.call('GET', `/api/users/${me.userId}/refresh-entity/`, {
      token: me.access,
    });
    expect(reply.status).toBe(409);
    expect(reply.body['code']).toBe('no_icelandic_id');
  });

  it('is 409 registry_not_found for a kennitala the registry does not know', async () => {
    const me = await t.register();
    await t.db.update(users).set({ icelandicId: '0101302989' }).where(eq(users.id, me.userId));
    const reply = await t.call('GET', `/api/users/${me.userId}/refresh-entity/`, {
      token: me.access,
    });
    expect(reply.status).toBe(409);
    expect(reply.body['code']).toBe('registry_not_found');
  });
});

describe('DELETE /api/users/{id}/delete/', () => {
  it('anonymises the account and logs it out everywhere', async () => {
    const me = await t.register({ full_name: 'Eyðir Reikningsson' });
    const elsewhere = await t.login(me.email, PASSWORD);
    const phoneId = await verifiedPhone(me, '6600009');
    await patchUser(me, { primary_phone_id: phoneId, birth_date: '1991-01-01' });

    const reply = await t.call('DELETE', `/api/users/${me.userId}/delete/`, { token: me.access });
    expect(reply.status).toBe(204);

    for (const session of [me, elsewhere]) {
      expect((await t.call('GET', '/api/auth/user/', { token: session.access })).status).toBe(401);
      const refreshed = await t.call('POST', '/api/auth/refresh/', {
        body: { refresh: session.refresh },
      });
      expect(refreshed.status).toBe(401);
    }
    const login = await t.call('POST', '/api/auth/login/', {
      body: { email: me.email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    expect((await getUser(me.userId, staff.access)).status).toBe(404);
    expect((await list('?search=eydir')).body.results).toEqual([]);

    const [row] = await t.db.select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({
      email: `deleted-${me.userId}@deleted.invalid`,
      passwordHash: null,
      fullName: '',
      birthDate: null,
      icelandicId: null,
      personalId: null,
      primaryPhoneId: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [left] = await t.db
      .select({
        emails: sql<number>`(select count(*) from ${userEmails} where ${userEmails.userId} = ${me.userId})`,
        phones: sql<number>`(select count(*) from ${phones} where ${phones.userId} = ${me.userId})`,
      })
      .from(users)
      .where(eq(users.id, me.userId));
    expect(Number(left!.emails)).toBe(0);
    expect(Number(left!.phones)).toBe(0);

    // The address is free again.
    const again = await t.register({ email: me.email });
    expect(again.userId).not.toBe(me.userId);
  });

  it('refuses another user and staff', async () => {
    for (const token of [kristin.access, staff.access]) {
      const reply = await t.call('DELETE', `/api/users/${anna.userId}/delete/`, { token });
      expect(reply.status).toBe(403);
    }
    expect((await getUser(anna.userId, anna.access)).status).toBe(200);
  });
});
