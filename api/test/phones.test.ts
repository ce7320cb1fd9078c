import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';

type PhoneBody = {
  id: number;
  verified: 'y' | 'n';
  number: string;
  country_code: { code: string };
};
type UserBody = { primary_phone_id: number | null; phones: PhoneBody[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextNumber = 6_700_000;
const freshNumber = () => String((nextNumber += 1));

async function addPhone(me: Session, number = freshNumber(), code = '354') {
  const reply = await t.call<PhoneBody>('POST', `/api/users/${me.userId}/phones/`, {
    token: me.access,
    body: { country_code: { code }, number },
  });
  expect(reply.status).toBe(201);
  return reply.body;
}
const sendCode = (me: Session, phoneId: number) =>
  t.call<{ detail: string; expires_at: string; resend_available_at: string }>(
    'GET',
    `/api/phones/${phoneId}/verify/`,
    { token: me.access },
  );
const verify = (me: Session, phoneId: number, code: string) =>
  t.call<PhoneBody>('POST', `/api/phones/${phoneId}/verify/`, { token: me.access, body: { code } });
async function lastCode(phone: PhoneBody): Promise<string> {
  const sms = await t.lastMessage(`${phone.country_code.code}${phone.number}`);
  expect(sms.channel).toBe('sms');
  return sms.data['code']!;
}
/** Moves the phone's codes back in time, as if `seconds` had passed. */
async function age(phoneId: number, seconds: number) {
  const by = sql.raw(`interval '${seconds} seconds'`);
  await t.db
    .update(smsCodes)
    .set({
      createdAt: sql`${smsCodes.createdAt} - ${by}`,
      expiresAt: sql`${smsCodes.expiresAt} - ${by}`,
    })
    .where(eq(smsCodes.phoneId, phoneId));
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const me = async (session: Session) =>
  (await t.call<UserBody>('GET', '/api/auth/user/', { token: session.access })).body;

describe('POST /api/users/{id}/phones/', () => {
  it('adds an unverified phone, normalising the number and the country code', async () => {
    const session = await t.register();
    const reply = await t.call<PhoneBody>('POST', `/api/users/${session.userId}/phones/`, {
      token: session.access,
      body: { country_code: { code: '+354' }, number: '661 23-45' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      verified: 'n',
      number: '6612345',
      country_code: { code: '354' },
    });
    expect((await me(session)).phones).toEqual([reply.body]);
  });

  it('accepts a foreign number', async () => {
    const session = await t.register();
    const phone = await addPhone(session, '201234567', '44');
    expect(phone).toMatchObject({ number: '201234567', country_code: { code: '44' } });
  });

  it.each([
    ['six digits in Iceland', '354', '661234', 'number', 'validation.phone'],
    ['eight digits in Iceland', '354', '66123456', 'number', 'validation.phone'],
    ['letters', '354', 'abcdefg', 'number', 'validation.phone'],
    ['an empty number', '354', '', 'number', 'validation.phone'],
    ['a too long foreign number', '44', '123456789012345', 'number', 'validation.phone'],
    ['a country code of letters', 'IS', '6612345', 'country_code.code', 'validation.country_code'],
    [
      'a five-digit country code',
      '35412',
      '6612345',
      'country_code.code',
      'validation.country_code',
    ],
  ])('refuses %s', async (_label, code, number, field, message) => {
    const session = await t.register();
    const reply = await t.call('POST', `/api/users/${session.userId}/phones/`, {
      token: session.access,
      body: { country_code: { code }, number },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    expect((await me(session)).phones).toEqual([]);
  });

  it('refuses the same number twice for one user, but another user may add it', async () => {
    const first = await t.register();
    const number = freshNumber();
    await addPhone(first, number);
    const again = await t.call('POST', `/api/users/${first.userId}/phones/`, {
      token: first.access,
      body: { country_code: { code: '354' }, number },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'phone_exists',
      fields: { number: 'validation.phone_exists' },
    });
    await addPhone(await t.register(), number);
  });

  it('allows at most five phones', async () => {
    const session = await t.register();
    for (let i = 0; i < 5; i++) await addPhone(session);
    const sixth = await t.call('POST', `/api/users/${session.userId}/phones/`, {
      token: session.access,
      body: { country_code: { code: '354' }, number: freshNumber() },
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body['code']).toBe('too_many_phones');
  });
});

describe('the SMS code flow', () => {
  it('sends a 6-digit code through the sandbox; the code verifies the phone', async () => {
    const session = await t.register();
    const phone = await addPhone(session);
    const sent = await sendCode(session, phone.id);
    expect(sent.status).toBe(202);
    const expiresIn = Date.parse(sent.body.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const resendIn = Date.parse(sent.body.resend_available_at) - Date.now();
    expect(resendIn).toBeGreaterThan(20_000);
    expect(resendIn).toBeLessThanOrEqual(30_000);

    const sms = await t.lastMessage(`354${phone.number}`);
    expect(sms.data['purpose']).toBe('phone_verification');
    const code = sms.data['code']!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.body).toContain(code);

    const reply = await verify(session, phone.id, ` ${code} `);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...phone, verified: 'y' });
    const user = await me(session);
    expect(user.phones).toEqual([{ ...phone, verified: 'y' }]);
  });

  it('makes the first verified phone primary, and only the first', async () => {
    const session = await t.register();
    const first = await addPhone(session);
    const second = await addPhone(session);
    await sendCode(session, second.id);
    await verify(session, second.id, await lastCode(second));
    expect((await me(session)).primary_phone_id).toBe(second.id);
    await sendCode(session, first.id);
    await verify(session, first.id, await lastCode(first));
    expect((await me(session)).primary_phone_id).toBe(second.id);
  });

  it('counts wrong codes down from five tries, then refuses even the right code', async () => {
    const session = await t.register();
    const phone = await addPhone(session);
    await sendCode(session, phone.id);
    const code = await lastCode(phone);
    for (const left of [4, 3, 2, 1]) {
      const reply = await verify(session, phone.id, wrongCode(code));
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'sms_code_wrong',
        fields: { code: 'validation.sms_code_wrong' },
      });
      expect(reply.body['detail']).toContain(`${left} tries left`);
    }
    const fifth = await verify(session, phone.id, wrongCode(code));
    expect(fifth.status).toBe(400);
    expect(fifth.body).toMatchObject({
      code: 'sms_code_attempts_exceeded',
      fields: { code: 'validation.sms_code_attempts' },
    });
    const right = await verify(session, phone.id, code);
    expect(right.status).toBe(400);
    expect(right.body['code']).toBe('sms_code_attempts_exceeded');
    expect((await me(session)).phones[0]!.verified).toBe('n');

    // A new code (after the resend spacing) starts afresh.
    await age(phone.id, 31);
    expect((await sendCode(session, phone.id)).status).toBe(202);
    expect((await verify(session, phone.id, await lastCode(phone))).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const session = await t.register();
    const phone = await addPhone(session);
    await sendCode(session, phone.id);
    const code = await lastCode(phone);
    await age(phone.id, 10 * 60 + 1);
    const reply = await verify(session, phone.id, code);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'sms_code_expired',
      fields: { code: 'validation.sms_code_expired' },
    });
  });

  it('refuses to verify before any code was sent', async () => {
    const session = await t.register();
    const phone = await addPhone(session);
    const reply = await verify(session, phone.id, '123456');
    expect(reply.status).toBe(400);
    expect(reply.body['code']).toBe('sms_code_expired');
  });

  it('spaces resends with 429 and Retry-After; a new code replaces the old one', async () => {
    const session = await t.register();
    const phone = await addPhone(session);
    await sendCode(session, phone.id);
    const oldCode = await lastCode(phone);
    const early = await sendCode(session, phone.id);
    expect(early.status).toBe(429);
    expect(early.body['code']).toBe('rate_limited');
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(await t.outbox(`354${phone.number}`)).toHaveLength(1);

    await age(phone.id, 31);
    expect((await sendCode(session, phone.id)).status).toBe(202);
    const newCode = await lastCode(phone);
    if (newCode !== oldCode) {
      const stale = await verify(session, phone.id, oldCode);
      expect(stale.status).toBe(400);
    }
    expect((await verify(session, phone.id, newCode)).status).toBe(200);
  });

  it('sends at most five codes an hour', async () => {
    const session = await t.register();
    const phone = await addPhone(session);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(session, phone.id)).status).toBe(202);
      await age(phone.id, 31);
    }
    const sixth = await sendCode(session, phone.id);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(30);
  });

  it('is 409 already_verified for a verified phone', async () => {
    const anna = await t.as('tenant');
    const [phone] = (await me(anna)).phones;
    expect((await sendCode(anna, phone!.id)).status).toBe(409);
    const reply = await verify(anna, phone!.id, '123456');
    expect(reply.status).toBe(409);
    expect(reply.body['code']).toBe('already_verified');
  });

  it("answers 404 for another user's phone, to the user and to staff", async () => {
    const owner = await t.register();
    const phone = await addPhone(owner);
    for (const role of ['otherTenant', 'staff'] as const) {
      const other = await t.as(role);
      expect((await sendCode(other, phone.id)).status).toBe(404);
      expect((await verify(other, phone.id, '123456')).status).toBe(404);
      expect(
        (await t.call('DELETE', `/api/phones/${phone.id}/`, { token: other.access })).status,
      ).toBe(404);
    }
    expect(await t.outbox(`354${phone.number}`)).toEqual([]);
    expect((await me(owner)).phones).toHaveLength(1);
  });
});

describe('DELETE /api/phones/{id}/', () => {
  it('removes a phone; removing the primary phone clears primary_phone_id', async () => {
    const session = await t.register();
    const phone = await addPhone(session);
    await sendCode(session, phone.id);
    await verify(session, phone.id, await lastCode(phone));
    expect((await me(session)).primary_phone_id).toBe(phone.id);

    const reply = await t.call('DELETE', `/api/phones/${phone.id}/`, { token: session.access });
    expect(reply.status).toBe(204);
    const user = await me(session);
    expect(user.phones).toEqual([]);
    expect(user.primary_phone_id).toBeNull();
    expect(
      (await t.call('DELETE', `/api/phones/${phone.id}/`, { token: session.access })).status,
    ).toBe(404);

    // The next verified phone becomes primary again.
    const next = await addPhone(session);
    await sendCode(session, next.id);
    await verify(session, next.id, await lastCode(next));
    expect((await me(session)).primary_phone_id).toBe(next.id);
  });
});
