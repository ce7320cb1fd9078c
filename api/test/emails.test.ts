import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmations } from '../src/db/schema/index.js';
import { createTestApp, PASSWORD, uniqueEmail, type Session, type TestApp } from './helpers.js';

type EmailBody = { id: number; email: string; verified: boolean; primary: boolean };
type UserBody = { email: string; email_addresses: EmailBody[] };

let t: TestApp;
let anna: Session;
beforeAll(async () => {
  t = await createTestApp();
  anna = await t.as('tenant');
});
afterAll(() => t.close());

const addEmail = (session: Session, email: string) =>
  t.call<EmailBody>('POST', `/api/users/${session.userId}/emails/`, {
    token: session.access,
    body: { email },
  });
const confirmToken = async (email: string) => (await t.lastMessage(email)).data['token']!;
const confirm = (token: string) =>
  t.call<EmailBody>('POST', '/api/emailconfirmation/', { body: { token } });
const addresses = async (session: Session) =>
  (await t.call<UserBody>('GET', '/api/auth/user/', { token: session.access })).body
    .email_addresses;

describe('POST /api/users/{id}/emails/', () => {
  it('adds an unconfirmed address and e-mails a confirmation link', async () => {
    const me = await t.register();
    const email = uniqueEmail('auka');
    const reply = await addEmail(me, `  ${email.toUpperCase()}`);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(Number), email, verified: false, primary: false });
    expect(await addresses(me)).toContainEqual(reply.body);
    const mail = await t.lastMessage(email);
    expect(mail).toMatchObject({ channel: 'email', data: { purpose: 'email_confirmation' } });
    expect(mail.body).toContain(`/email-confirmation/${mail.data['token']}`);
  });

  it.each([
    ['its own address again', (me: Session) => me.email],
    ["another user's primary address", () => 'anna@leiga.is'],
    ["another user's primary address in capitals", () => 'Anna@Leiga.IS'],
  ])('refuses %s with 409', async (_label, pick) => {
    const me = await t.register();
    const reply = await addEmail(me, pick(me));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'email_taken',
      fields: { email: 'validation.email_taken' },
    });
  });

  it('allows at most five addresses', async () => {
    const me = await t.register();
    for (let i = 0; i < 4; i++) expect((await addEmail(me, uniqueEmail('fimm'))).status).toBe(201);
    const sixth = await addEmail(me, uniqueEmail('sjotta'));
    expect(sixth.status).toBe(409);
    expect(sixth.body['code']).toBe('too_many_emails');
  });
});

describe('POST /api/emailconfirmation/', () => {
  it('confirms by the token from the e-mail, signed out, once', async () => {
    const me = await t.register();
    const email = uniqueEmail('stadfest');
    const added = await addEmail(me, email);
    const token = await confirmToken(email);

    const reply = await confirm(token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: added.body.id, email, verified: true, primary: false });
    expect(await addresses(me)).toContainEqual(reply.body);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'invalid_token',
      fields: { token: 'validation.confirmation_token_invalid' },
    });
  });

  it('confirms the primary address from registration', async () => {
    const me = await t.register();
    const reply = await confirm(await confirmToken(me.email));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ email: me.email, verified: true, primary: true });
  });

  it('refuses an unknown and an expired token', async () => {
    expect((await confirm('z'.repeat(43))).body['code']).toBe('invalid_token');
    const me = await t.register();
    const email = uniqueEmail('utrunnid');
    const added = await addEmail(me, email);
    await t.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.emailId, added.body.id));
    const reply = await confirm(await confirmToken(email));
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('invalid_token');
  });
});

describe('POST /api/emails/{id}/verify/ (resend)', () => {
  it('sends a fresh link, at most three an hour', async () => {
    const me = await t.register();
    const email = uniqueEmail('endursenda');
    const added = await addEmail(me, email);
    const first = await confirmToken(email);
    const resend = () =>
      t.call('POST', `/api/emails/${added.body.id}/verify/`, { token: me.access });
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(202);
    const fresh = await confirmToken(email);
    expect(fresh).not.toBe(first);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await confirm(fresh)).status).toBe(200);
  });

  it('is 409 for an address already confirmed', async () => {
    const [primary] = await addresses(anna);
    const reply = await t.call('POST', `/api/emails/${primary!.id}/verify/`, {
      token: anna.access,
    });
    expect(reply.status).toBe(409);
    expect(reply.body['code']).toBe('already_verified');
  });
});

describe('making a confirmed address primary', () => {
  it('switches the primary address; sign-in follows it; the old one may then be removed', async () => {
    const me = await t.register();
    const email = uniqueEmail('nytt-adal');
    await addEmail(me, email);
    await confirm(await confirmToken(email));
    const reply = await t.call<UserBody>('PATCH', `/api/users/${me.userId}/`, {
      token: me.access,
      body: { email },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.email).toBe(email);
    expect(reply.body.email_addresses.find((e) => e.primary)?.email).toBe(email);
    await t.login(email, PASSWORD);

    const old = reply.body.email_addresses.find((e) => e.email === me.email)!;
    expect((await t.call('DELETE', `/api/emails/${old.id}/`, { token: me.access })).status).toBe(
      204,
    );
  });
});

describe('DELETE /api/emails/{id}/', () => {
  it('removes a non-primary address', async () => {
    const me = await t.register();
    const added = await addEmail(me, uniqueEmail('fara'));
    const reply = await t.call('DELETE', `/api/emails/${added.body.id}/`, { token: me.access });
    expect(reply.status).toBe(204);
    expect((await addresses(me)).map((e) => e.id)).not.toContain(added.body.id);
  });

  it('refuses to remove the primary address', async () => {
    const me = await t.register();
    const [primary] = await addresses(me);
    const reply = await t.call('DELETE', `/api/emails/${primary!.id}/`, { token: me.access });
    expect(reply.status).toBe(409);
    expect(reply.body['code']).toBe('primary_email');
    expect(await addresses(me)).toHaveLength(1);
  });

  it("answers 404 for another user's address, to the user and to staff, and keeps it", async () => {
    const me = await t.register();
    const added = await addEmail(me, uniqueEmail('annars'));
    for (const session of [anna, await t.as('staff')]) {
      for (const [method, url] of [
        ['DELETE', `/api/emails/${added.body.id}/`],
        ['POST', `/api/emails/${added.body.id}/verify/`],
      ] as const) {
        const reply = await t.call(method, url, { token: session.access });
        expect(reply.status).toBe(404);
        expect(reply.body['code']).toBe('not_found');
      }
    }
    expect((await addresses(me)).map((e) => e.id)).toContain(added.body.id);
  });

  it('answers 404 for an address that does not exist', async () => {
    const reply = await t.call('DELETE', '/api/emails/2000000000/', { token: anna.access });
    expect(reply.status).toBe(404);
  });
});
