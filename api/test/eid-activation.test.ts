import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pollUntil, type Session, type TestApp } from './helpers.js';

type PhoneBody = {
  id: number;
  verified: 'y' | 'n';
  number: string;
  country_code: { code: string };
};
type UserBody = {
  full_name: string;
  icelandic_id: string | null;
  personal_id: string | null;
  personal_id_country: string | null;
  birth_date: string | null;
  primary_phone_id: number | null;
  phones: PhoneBody[];
};
type Outcome = Partial<UserBody> & { status: 'pending' | 'complete' | 'failed'; code?: string };

let t: TestApp;
beforeAll(async () => {
  // Long enough that "pending" is still seen on a busy machine.
  t = await createTestApp({ eidSandboxDelayMs: 1000 });
});
afterAll(() => t.close());

let ipCounter = 0;
async function startActivation(me: Session, phone: string): Promise<string> {
  const reply = await t.call<{ token: string; status: string; verification_code: string }>(
    'POST',
    `/api/users/${me.userId}/activate-mobile-login/`,
    { token: me.access, body: { phone }, ip: `10.8.0.${(ipCounter += 1)}` },
  );
  expect(reply.status).toBe(202);
  expect(reply.body).toMatchObject({
    status: 'pending',
    verification_code: expect.stringMatching(/^\d{4}$/),
  });
  return reply.body.token;
}
const pollStatus = (me: Session, token: string) =>
  t.call<Outcome>('GET', `/api/users/${me.userId}/activate-mobile-login/status/${token}/`, {
    token: me.access,
  });
const settle = (me: Session, token: string) =>
  pollUntil(
    () => pollStatus(me, token),
    (reply) => reply.body.status !== 'pending',
  );
const getMe = async (me: Session) =>
  (await t.call<UserBody>('GET', '/api/auth/user/', { token: me.access })).body;

describe('activate-mobile-login', () => {
  it('polls until complete, then links kennitala, name, birth date and the phone as primary', async () => {
    const me = await t.register({ full_name: 'Gunna Skráð' });
    const token = await startActivation(me, '867 0012');
    expect((await pollStatus(me, token)).body).toEqual({ status: 'pending' });
    expect((await getMe(me)).icelandic_id).toBeNull();

    const done = await settle(me, token);
    expect(done.status).toBe(200);
    const phone = done.body.phones?.find((p) => p.number === '8670012');
    expect(phone).toMatchObject({ verified: 'y', country_code: { code: '354' } });
    expect(done.body).toEqual({
      status: 'complete',
      phones: [phone],
      icelandic_id: '3001853719',
      personal_id: '3001853719',
      personal_id_country: 'IS',
      full_name: 'Guðrún Einarsdóttir',
      primary_phone_id: phone!.id,
      birth_date: '1985-01-30',
    });
    expect(await getMe(me)).toMatchObject({
      icelandic_id: '3001853719',
      full_name: 'Guðrún Einarsdóttir',
      primary_phone_id: phone!.id,
    });

    // Polling again answers the same, without linking twice.
    const again = await pollStatus(me, token);
    expect(again.body).toEqual(done.body);

    // Now the registry can be read by kennitala, and the e-ID signs this account in.
    const refreshed = await t.call('GET', `/api/users/${me.userId}/refresh-entity/`, {
      token: me.access,
    });
    expect(refreshed.status).toBe(200);
  });

  it('verifies and makes primary an unverified phone of the same number instead of adding one', async () => {
    const me = await t.register();
    const added = await t.call<PhoneBody>('POST', `/api/users/${me.userId}/phones/`, {
      token: me.access,
      body: { country_code: { code: '354' }, number: '6997723' },
    });
    const done = await settle(me, await startActivation(me, '6997723'));
    expect(done.body.status).toBe('complete');
    expect(done.body.phones).toEqual([{ ...added.body, verified: 'y' }]);
    expect(done.body.primary_phone_id).toBe(added.body.id);
    expect(done.body.icelandic_id).toBe('1510992469');
  });

  it('fails when the kennitala already belongs to another account, changing nothing', async () => {
    const me = await t.register({ full_name: 'Ekki Anna' });
    const done = await settle(me, await startActivation(me, '6612345'));
    expect(done.body).toEqual({ status: 'failed', code: 'kennitala_in_use' });
    expect(await getMe(me)).toMatchObject({
      icelandic_id: null,
      full_name: 'Ekki Anna',
      phones: [],
    });
  });

  it.each([
    ['8880000', 'user_cancelled'],
    ['6999999', 'no_eid'],
  ])('reports the failure of %s as %s', async (phone, code) => {
    const me = await t.register();
    const done = await settle(me, await startActivation(me, phone));
    expect(done.body).toEqual({ status: 'failed', code });
    expect((await getMe(me)).icelandic_id).toBeNull();
  });

  it("answers 404 for another user's token on one's own id, and 403 on theirs", async () => {
    const owner = await t.register();
    const other = await t.register();
    const token = await startActivation(owner, '7713390');
    expect((await pollStatus(other, token)).status).toBe(404);
    const onTheirs = await t.call(
      'GET',
      `/api/users/${owner.userId}/activate-mobile-login/status/${token}/`,
      {
        token: other.access,
      },
    );
    expect(onTheirs.status).toBe(403);
    // The owner can still finish it... but Olena's kennitala belongs to her demo account.
    expect((await settle(owner, token)).body).toEqual({
      status: 'failed',
      code: 'kennitala_in_use',
    });
  });
});

describe('activate-personal-id', () => {
  it('links the personal id of a confirmed session and answers with the user', async () => {
    const me = await t.register();
    const token = await startActivation(me, '7820045');
    const url = `/api/users/${me.userId}/activate-personal-id/${token}/`;
    const pending = await t.call<{ status: string; user: UserBody }>('GET', url, {
      token: me.access,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.status).toBe('pending');
    expect(pending.body.user.icelandic_id).toBeNull();

    const done = await pollUntil(
      () => t.call<{ status: string; user: UserBody }>('GET', url, { token: me.access }),
      (reply) => reply.body.status !== 'pending',
    );
    expect(done.body.status).toBe('complete');
    expect(done.body.user).toMatchObject({
      icelandic_id: '0601012800',
      personal_id: '0601012800',
      personal_id_country: 'IS',
      full_name: 'Eva Hákonardóttir',
      birth_date: '2001-01-06',
    });
  });

  it('answers 404 for an unknown token', async () => {
    const me = await t.register();
    const reply = await t.call(
      'GET',
      `/api/users/${me.userId}/activate-personal-id/${'p'.repeat(43)}/`,
      {
        token: me.access,
      },
    );
    expect(reply.status).toBe(404);
  });
});
