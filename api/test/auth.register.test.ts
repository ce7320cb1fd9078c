import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from './helpers.js';

type UserBody = {
  id: number;
  email: string;
  user_type: string | null;
  full_name: string;
  is_staff: boolean;
  primary_language: { iso6391: string };
  email_addresses: { id: number; email: string; verified: boolean; primary: boolean }[];
  rentalprofile: { profile_username: string } | null;
};
type AuthBody = { access: string; refresh: string; user: UserBody };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/register/', () => {
  it('creates a tenant with a rental profile, signs them in and e-mails a confirmation', async () => {
    const email = uniqueEmail('leigjandi');
    const reply = await t.call<AuthBody>('POST', '/api/auth/register/', {
      body: { email, password: PASSWORD, full_name: 'Þóra Ægisdóttir', user_type: 'TN' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.access).toEqual(expect.any(String));
    expect(reply.body.refresh).toEqual(expect.any(String));
    const user = reply.body.user;
    expect(user).toMatchObject({
      email,
      full_name: 'Þóra Ægisdóttir',
      user_type: 'TN',
      is_staff: false,
      primary_language: { iso6391: 'is' },
      rentalprofile: { profile_username: 'thora-aegisdottir' },
    });
    expect(user.email_addresses).toEqual([
      { id: expect.any(Number), email, verified: false, primary: true },
    ]);
    const me = await t.call<UserBody>('GET', '/api/auth/user/', { token: reply.body.access });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);

    const mail = await t.lastMessage(email);
    expect(mail.channel).toBe('email');
    expect(mail.data['purpose']).toBe('email_confirmation');
    expect(mail.body).toContain(`/email-confirmation/${mail.data['token']}`);
  });

  it('creates a landlord without a rental profile, in the language asked for', async () => {
    const reply = await t.call<AuthBody>('POST', '/api/auth/register/', {
      body: {
        email: uniqueEmail(),
        password: PASSWORD,
        full_name: 'Jón Leigusali',
        user_type: 'LL',
        primary_language: 'en',
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user.user_type).toBe('LL');
    expect(reply.body.user.rentalprofile).toBeNull();
    expect(reply.body.user.primary_language.iso6391).toBe('en');
  });

  it('stores the address trimmed and lower-cased, and signs in with any casing', async () => {
    const local = uniqueEmail('StorirStafir');
    const reply = await t.call<AuthBody>('POST', '/api/auth/register/', {
      body: {
        email: `  ${local.toUpperCase()} `,
        password: PASSWORD,
        full_name: 'Stór Stafur',
        user_type: 'LL',
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user.email).toBe(local.toLowerCase());
    const session = await t.login(local.toUpperCase(), PASSWORD);
    expect(session.userId).toBe(reply.body.user.id);
  });

  it('gives a second person of the same name the next free profile name', async () => {
    // The demo tenant Anna Sigurðardóttir already has anna-sigurdardottir.
    const reply = await t.call<AuthBody>('POST', '/api/auth/register/', {
      body: {
        email: uniqueEmail(),
        password: PASSWORD,
        full_name: 'Anna Sigurðardóttir',
        user_type: 'TN',
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user.rentalprofile?.profile_username).toBe('anna-sigurdardottir-2');
  });

  it('signs up five people of one name at the same moment, each with a profile name of their own', async () => {
    // On PostgreSQL these race past the name check together; none may fail as "e-mail taken".
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call<AuthBody>('POST', '/api/auth/register/', {
          body: {
            email: uniqueEmail(),
            password: PASSWORD,
            full_name: 'Sama Nafnsdóttir',
            user_type: 'TN',
          },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const names = replies.map((r) => r.body.user.rentalprofile?.profile_username);
    expect(new Set(names).size).toBe(5);
    expect(names).toContain('sama-nafnsdottir');
  });

  it.each([
    ['an existing primary address', 'anna@leiga.is'],
    ['the same address in capitals', 'ANNA@LEIGA.IS'],
  ])('refuses %s with 409 email_taken', async (_label, email) => {
    const reply = await t.call('POST', '/api/auth/register/', {
      body: { email, password: PASSWORD, full_name: 'Önnur Anna', user_type: 'TN' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'email_taken',
      fields: { email: 'validation.email_taken' },
    });
  });

  it("refuses an address that is another user's secondary address, even unconfirmed", async () => {
    const owner = await t.register();
    const secondary = uniqueEmail('aukanetfang');
    const added = await t.call('POST', `/api/users/${owner.userId}/emails/`, {
      token: owner.access,
      body: { email: secondary },
    });
    expect(added.status).toBe(201);
    const reply = await t.call('POST', '/api/auth/register/', {
      body: { email: secondary, password: PASSWORD, full_name: 'Þriðji Maður', user_type: 'LL' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body['code']).toBe('email_taken');
  });

  it('never hands out is_staff, whatever the body says', async () => {
    const email = uniqueEmail();
    const fields = { email, password: PASSWORD, full_name: 'Laumu Starfsmaður', user_type: 'LL' };
    const refused = await t.call<{ fields: Record<string, string> }>(
      'POST',
      '/api/auth/register/',
      {
        body: { ...fields, is_staff: true },
      },
    );
    // An unknown field is named, and nothing is created: the same e-mail is still free.
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ is_staff: 'validation.unknown_field' });
    const reply = await t.call<AuthBody>('POST', '/api/auth/register/', { body: fields });
    expect(reply.status).toBe(201);
    expect(reply.body.user.is_staff).toBe(false);
  });
});
