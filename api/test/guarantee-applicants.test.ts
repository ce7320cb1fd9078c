import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consents, guaranteeApplicantInvitations } from '../src/db/schema/index.js';
import { createTestApp, pollUntil, type Session, type TestApp } from './helpers.js';

type Invitation = {
  id: number;
  guarantee_id: number;
  email: string;
  status: string;
  send_count: number;
  role: string;
  current_user_side: string;
  identity_confirmed_at: string | null;
};
type Guarantee = {
  id: number;
  status: string;
  decision: string | null;
  credit_grade: string | null;
  cash_threshold_percent: number | null;
};
type Applicants = {
  results: { user_id: number; role: string; full_name: string; has_credit_consent: boolean }[];
};
type Identity = { status: string; code?: string; token?: string };

const KRISTIN = { email: 'kristin@leiga.is', kennitala: '0911883419' };

let t: TestApp;
let anna: Session;
let kristin: Session;
let olena: Session;
let jon: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp({ eidSandboxDelayMs: 0 });
  [anna, kristin, olena, jon, staff] = await Promise.all([
    t.as('tenant'),
    t.as('otherTenant'),
    t.login('olena@leiga.is'),
    t.as('landlord'),
    t.as('staff'),
  ]);
}, 60_000);
afterAll(() => t.close());

const apply = async (s: Session, amount = 300_000) =>
  (
    await t.call<Guarantee>('POST', '/api/rental-guarantees/', {
      token: s.access,
      body: { monthly_rent: 200_000, amount },
    })
  ).body;
const invite = (s: Session, guaranteeId: number, body: unknown) =>
  t.call<Invitation>('POST', `/api/rental-guarantees/${guaranteeId}/applicant-invitations/`, {
    token: s.access,
    body,
  });
const url = (id: number, action = '') =>
  `/api/rental-guarantee-applicant-invitations/${id}/${action ? `${action}/` : ''}`;
const act = (
  s: Session,
  method: 'PUT' | 'POST' | 'GET' | 'DELETE',
  id: number,
  action = '',
  body?: unknown,
) => t.call<Invitation>(method, url(id, action), { token: s.access, ...(body ? { body } : {}) });
const assess = (s: Session, id: number, body: unknown = { consent: true }) =>
  t.call<Guarantee>('POST', `/api/rental-guarantees/${id}/assess/`, { token: s.access, body });

describe('inviting a co-applicant', () => {
  it('sends the invitee an e-mail; refuses bad input, self, repeats and strangers', async () => {
    const g = await apply(anna);
    const created = await invite(anna, g.id, KRISTIN);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', email: KRISTIN.email, send_count: 1 });
    const mail = await t.lastMessage(KRISTIN.email);
    expect(mail.data['link']).toContain(`/invitations/rental-guarantee/${created.body.id}`);
    expect(mail.subject).toContain('Anna Sigurðardóttir');

    const bad = await invite(anna, g.id, { email: 'ekki-netfang', kennitala: '123' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['email', 'kennitala']);
    expect((await invite(anna, g.id, { email: 'anna@leiga.is' })).status).toBe(400);
    const again = await invite(anna, g.id, { email: 'KRISTIN@leiga.is' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_invited');
    expect((await invite(kristin, g.id, { email: 'x@example.is' })).status).toBe(404);
    expect((await invite(jon, g.id, { email: 'x@example.is' })).status).toBe(404);
    expect(
      (
        await t.call('POST', `/api/rental-guarantees/${g.id}/applicant-invitations/`, {
          body: KRISTIN,
        })
      ).status,
    ).toBe(401);
  });
});

describe('answering, deleting and resending', () => {
  it('lets only the invitee answer, only the inviter delete; others hear 404', async () => {
    const g = await apply(anna);
    const { id } = (await invite(anna, g.id, KRISTIN)).body;
    expect((await act(anna, 'GET', id)).body.current_user_side).toBe('inviter');
    expect((await act(kristin, 'GET', id)).body.current_user_side).toBe('invitee');
    expect((await act(staff, 'GET', id)).body.current_user_side).toBe('staff');
    expect((await act(olena, 'GET', id)).status).toBe(404);
    expect((await act(olena, 'PUT', id, 'accept', { consent: true })).status).toBe(404);
    expect((await act(anna, 'PUT', id, 'accept', { consent: true })).status).toBe(403);
    expect((await act(staff, 'PUT', id, 'decline')).status).toBe(403);
    expect((await act(kristin, 'DELETE', id)).status).toBe(403);

    const noConsent = await act(kristin, 'PUT', id, 'accept', { consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields).toHaveProperty('consent');
    const accepted = await act(kristin, 'PUT', id, 'accept', { consent: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect(accepted.body.identity_confirmed_at).not.toBeNull();
    expect((await act(kristin, 'PUT', id, 'accept', { consent: true })).status).toBe(200);
    const late = await act(kristin, 'PUT', id, 'decline');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('invitation_accepted');
    expect((await act(anna, 'DELETE', id)).status).toBe(409);

    const people = await t.call<Applicants>('GET', `/api/rental-guarantees/${g.id}/applicants/`, {
      token: anna.access,
    });
    expect(people.body.results.map((p) => [p.role, p.user_id])).toEqual([
      ['main', anna.userId],
      ['co_applicant', kristin.userId],
    ]);
    expect(people.body.results[1]!.has_credit_consent).toBe(true);

    const other = (await invite(anna, g.id, { email: 'olena@leiga.is' })).body;
    expect((await act(anna, 'DELETE', other.id)).status).toBe(204);
    const gone = await act(olena, 'PUT', other.id, 'accept', { consent: true });
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe('invitation_deleted');
  });

  it('limits resends: 5 minutes apart, at most 5 sendings, by the inviter only', async () => {
    const g = await apply(anna);
    const { id } = (await invite(anna, g.id, { email: 'olena@leiga.is' })).body;
    const soon = await act(anna, 'POST', id, 'resend');
    expect(soon.status).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect((await act(olena, 'POST', id, 'resend')).status).toBe(403);
    const before = (await t.outbox('olena@leiga.is')).length;
    const earlier = new Date(Date.now() - 6 * 60 * 1000);
    await t.db
      .update(guaranteeApplicantInvitations)
      .set({ sentAt: earlier })
      .where(eq(guaranteeApplicantInvitations.id, id));
    const resent = await act(anna, 'POST', id, 'resend');
    expect(resent.status).toBe(200);
    expect(resent.body.send_count).toBe(2);
    expect((await t.outbox('olena@leiga.is')).length).toBe(before + 1);
    await t.db
      .update(guaranteeApplicantInvitations)
      .set({ sentAt: earlier, sendCount: 5 })
      .where(eq(guaranteeApplicantInvitations.id, id));
    const limit = await act(anna, 'POST', id, 'resend');
    expect(limit.status).toBe(429);
    expect(limit.body.code).toBe('resend_limit');
  });
});

describe('the assessment over every applicant', () => {
  it('waits for answers, looks no one up without consent, then looks up each', async () => {
    const g = await apply(anna, 400_000);
    const { id } = (await invite(anna, g.id, KRISTIN)).body;
    const pending = await assess(anna, g.id);
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe('applicants_pending');
    await act(kristin, 'PUT', id, 'accept', { consent: true });

    await t.db
      .update(consents)
      .set({ revokedAt: new Date() })
      .where(and(eq(consents.userId, kristin.userId), eq(consents.consentType, 'credit_check')));
    const lookup = vi.spyOn(t.app.ctx.providers.credit, 'getCreditReport');
    const refused = await assess(anna, g.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('applicant_consent_missing');
    expect(refused.body.detail).toContain('Kristín Þórsdóttir');
    expect(lookup).not.toHaveBeenCalled();

    await t.call('POST', '/api/consents/', {
      token: kristin.access,
      body: { consent_type: 'credit_check' },
    });
    const decided = await assess(anna, g.id);
    expect(decided.status).toBe(200);
    // Anna is A2 and Kristín B1: both pass, the worse class sets the cash share.
    expect(decided.body).toMatchObject({
      status: 'approved',
      credit_grade: 'B1',
      cash_threshold_percent: 15,
    });
    expect(lookup.mock.calls.map((c) => c[0]).sort()).toEqual(['0911883419', '1203942319']);
    lookup.mockRestore();
    const results = await t.call<{ results: { user_id: number }[] }>(
      'GET',
      `/api/rental-guarantees/${g.id}/credit-assessment-results/`,
      { token: anna.access },
    );
    expect(results.body.results.map((r) => r.user_id).sort()).toEqual(
      [anna.userId, kristin.userId].sort(),
    );
    const closed = await invite(anna, g.id, { email: 'olena@leiga.is' });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('guarantee_not_open');
  });
});

describe('a guarantor for an applicant without a score', () => {
  it('is invited as such, counts only when rated B2 or better, and reads without changing', async () => {
    // Piotr is on the default register: no score, so the guarantee needs a guarantor.
    const piotr = await t.login('piotr@leiga.is');
    const g = await apply(piotr, 300_000);
    const alone = await assess(piotr, g.id);
    expect(alone.body).toMatchObject({ status: 'needs_guarantor', decision: 'needs_guarantor' });

    const asMain = await invite(piotr, g.id, { email: 'olena@leiga.is', role: 'main' });
    expect(asMain.status).toBe(400);
    expect(Object.keys(asMain.body.fields ?? {})).toEqual(['role']);

    // Olena (B3) accepts as guarantor: not good enough, the guarantee still needs one.
    const toOlena = await invite(piotr, g.id, { email: 'olena@leiga.is', role: 'guarantor' });
    expect(toOlena.status).toBe(201);
    expect(toOlena.body).toMatchObject({ role: 'guarantor', status: 'pending' });
    const olenaMail = await t.lastMessage('olena@leiga.is');
    expect(olenaMail.subject).toBe('Piotr Nowak просить вас стати поручителем у Leiga');
    await act(olena, 'PUT', toOlena.body.id, 'accept', { consent: true });
    const weak = await assess(piotr, g.id);
    expect(weak.body).toMatchObject({ status: 'needs_guarantor', credit_grade: 'no_score' });

    // Anna (A2) stands for him: approved on her class, with her cash share (0%).
    const toAnna = await invite(piotr, g.id, { email: 'anna@leiga.is', role: 'guarantor' });
    expect((await t.lastMessage('anna@leiga.is')).subject).toBe(
      'Piotr Nowak biður þig að gerast ábyrgðarmaður á Leigu',
    );
    await act(anna, 'PUT', toAnna.body.id, 'accept', { consent: true });
    const applicants = await t.call<Applicants>(
      'GET',
      `/api/rental-guarantees/${g.id}/applicants/`,
      {
        token: piotr.access,
      },
    );
    expect(applicants.body.results.map((a) => [a.full_name, a.role])).toEqual([
      ['Piotr Nowak', 'main'],
      ['Olena Kovalenko', 'guarantor'],
      ['Anna Sigurðardóttir', 'guarantor'],
    ]);
    const lookup = vi.spyOn(t.app.ctx.providers.credit, 'getCreditReport');
    const decided = await assess(piotr, g.id);
    expect(decided.body).toMatchObject({
      status: 'approved',
      decision: 'approved',
      credit_grade: 'A2',
      cash_threshold_percent: 0,
    });
    // Everyone on the application is looked up on their own consent, guarantors included.
    expect(lookup.mock.calls.map((c) => c[0]).sort()).toEqual([
      '0308864459',
      '1203942319',
      '2502912729',
    ]);
    lookup.mockRestore();

    const read = await t.call<{ current_user_role: string }>(
      'GET',
      `/api/rental-guarantees/${g.id}/`,
      {
        token: anna.access,
      },
    );
    expect(read.body.current_user_role).toBe('guarantor');
    const list = await t.call<{ results: { id: number; current_user_role: string }[] }>(
      'GET',
      '/api/rental-guarantees/?page_size=100',
      { token: anna.access },
    );
    expect(list.body.results.find((r) => r.id === g.id)?.current_user_role).toBe('guarantor');
    expect((await assess(anna, g.id)).status).toBe(404);
    const cancel = await t.call('POST', `/api/rental-guarantees/${g.id}/cancellation-requests/`, {
      token: anna.access,
      body: { reason: 'Ég vil hætta' },
    });
    expect(cancel.status).toBe(403);
  });
});

describe('a co-applicant follows the guarantee', () => {
  it('reads it and finds it in their list once they accept, and changes nothing', async () => {
    const g = await apply(anna, 350_000);
    const { id } = (await invite(anna, g.id, KRISTIN)).body;
    const read = (s: Session) =>
      t.call<Guarantee & { current_user_role: string }>('GET', `/api/rental-guarantees/${g.id}/`, {
        token: s.access,
      });
    expect((await read(kristin)).status).toBe(404);
    await act(kristin, 'PUT', id, 'accept', { consent: true });

    const seen = await read(kristin);
    expect(seen.status).toBe(200);
    expect(seen.body.current_user_role).toBe('co_applicant');
    expect((await read(anna)).body.current_user_role).toBe('principal');
    expect((await read(olena)).status).toBe(404);
    const list = await t.call<{ results: { id: number; current_user_role: string }[] }>(
      'GET',
      '/api/rental-guarantees/?page_size=100',
      { token: kristin.access },
    );
    expect(list.body.results.find((r) => r.id === g.id)?.current_user_role).toBe('co_applicant');

    // Only the tenant who applied changes it: a co-applicant's assess is not theirs to run.
    expect((await assess(kristin, g.id)).status).toBe(404);
    const lifecycle = await t.call<{ viewer_can_request_cancellation: boolean }>(
      'GET',
      `/api/rental-guarantees/${g.id}/lifecycle/`,
      { token: kristin.access },
    );
    expect(lifecycle.status).toBe(200);
    expect(lifecycle.body.viewer_can_request_cancellation).toBe(false);
    const cancel = await t.call('POST', `/api/rental-guarantees/${g.id}/cancellation-requests/`, {
      token: kristin.access,
      body: { reason: 'Ég vil hætta' },
    });
    expect(cancel.status).toBe(403);
  });
});

describe('confirming identity with electronic ID', () => {
  it('asks a person without e-ID to confirm; the kennitala must be the invited one', async () => {
    const fresh = await t.register();
    const g = await apply(anna);
    const { id } = (await invite(anna, g.id, { email: fresh.email, kennitala: '1510992469' })).body;
    const unconfirmed = await act(fresh, 'PUT', id, 'accept', { consent: true });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.code).toBe('identity_unconfirmed');
    expect((await act(anna, 'POST', id, 'confirm-identity', { phone: '6997723' })).status).toBe(
      403,
    );
    const bad = await act(fresh, 'POST', id, 'confirm-identity', { phone: '12' });
    expect(bad.status).toBe(400);

    const confirm = async (phone: string) => {
      const started = await t.call<Identity>('POST', url(id, 'confirm-identity'), {
        token: fresh.access,
        body: { phone },
      });
      expect(started.status).toBe(202);
      return pollUntil(
        async () =>
          (
            await t.call<Identity>('GET', `${url(id, 'confirm-identity')}${started.body.token}/`, {
              token: fresh.access,
            })
          ).body,
        (b) => b.status !== 'pending',
      );
    };
    // Piotr's phone: another person's electronic ID.
    expect(await confirm('6186402')).toEqual({ status: 'failed', code: 'identity_mismatch' });
    expect(await confirm('6997723')).toEqual({ status: 'complete' });
    const accepted = await act(fresh, 'PUT', id, 'accept', { consent: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.identity_confirmed_at).not.toBeNull();
  });
});
