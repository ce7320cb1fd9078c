import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loanCoApplicants, loanSigningProcesses } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { findSigningToken, injectSender, signAs } from './support/contracts-signing.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';
import { lifecycleOf, signingToken, startSigning } from './support/loans-lifecycle.js';

type CoApplicant = {
  id: number;
  status: string;
  email: string;
  has_consent: boolean;
  has_household: boolean;
  household: unknown;
  viewer_side: string;
  code?: string;
  fields?: Record<string, string>;
};
type Loan = {
  id: number;
  status: string;
  borrowers: number;
  code?: string;
  fields?: Record<string, string>;
  credit_assessment: {
    credit_status: string;
    decline_reason: string | null;
    payment_assessment: { outcome: string; margin: number } | null;
  } | null;
};

let t: TestApp;
let anna: Session;
let kristin: Session;
let jon: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4, esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [anna, kristin, jon, staff] = await Promise.all([
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  contractId = await sharedCommittedContract(t, anna, jon);
}, 120_000);
afterAll(() => t.close());

const patch = (s: Session, id: number, step: string, body: unknown) =>
  t.call<Loan>('PATCH', `/api/loans/${id}/${step}/`, { token: s.access, body });
const assess = (id: number) =>
  t.call<Loan>('POST', `/api/loans/${id}/credit-assessment/`, {
    token: anna.access,
    body: { consent: true },
  });
const invite = (s: Session, id: number, body: unknown) =>
  t.call<CoApplicant>('POST', `/api/loans/${id}/co-applicant/`, { token: s.access, body });
const accept = (s: Session, id: number, body: unknown) =>
  t.call<CoApplicant>('POST', `/api/loan-co-applicants/${id}/acceptance/`, {
    token: s.access,
    body,
  });
const coHousehold = (s: Session, id: number, body: unknown) =>
  t.call<CoApplicant>('PATCH', `/api/loan-co-applicants/${id}/household-data/`, {
    token: s.access,
    body,
  });
const household = (netIncome: number) => ({
  adults: 2,
  children: 0,
  net_income: netIncome,
  housing_cost: 250_000,
  other_loan_payments: 0,
  childcare: 0,
  car_costs: 30_000,
});

/** Anna's application with the contract, amount and term and her own details given. */
async function application(): Promise<number> {
  const created = await t.call<Loan>('POST', '/api/loans/', { token: anna.access, body: {} });
  const id = created.body.id;
  expect((await patch(anna, id, 'rental-contract', { contract_id: contractId })).status).toBe(200);
  expect(
    (await patch(anna, id, 'loan-configuration', { amount: 1_500_000, months: 24 })).status,
  ).toBe(200);
  expect(
    (
      await patch(anna, id, 'personal-details', {
        address: 'Laugavegur 1, 101 Reykjavík',
        phone: '+354 611 2233',
        email: 'anna@leiga.is',
        employment: 'employed',
      })
    ).status,
  ).toBe(200);
  return id;
}

describe('a loan co-applicant', () => {
  it('only the borrower invites, by e-mail, one co-applicant; bad input is refused', async () => {
    const id = await application();
    expect((await invite(jon, id, { email: 'kristin@leiga.is' })).status).toBe(404);
    expect((await invite(staff, id, { email: 'kristin@leiga.is' })).status).toBe(404);
    const bad = await invite(anna, id, { email: 'ekki-netfang' });
    expect([bad.status, Object.keys(bad.body.fields ?? {})]).toEqual([400, ['email']]);
    expect((await invite(anna, id, { email: 'anna@leiga.is' })).status).toBe(400);

    const sent = await invite(anna, id, { email: 'kristin@leiga.is' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'pending', has_consent: false });
    const mail = await t.lastMessage('kristin@leiga.is');
    expect(mail.data['link']).toContain(`/invitations/loan/${sent.body.id}`);
    const again = await invite(anna, id, { email: 'jon@leiga.is' });
    expect([again.status, again.body.code]).toEqual([409, 'co_applicant_exists']);

    const read = await t.call<{ co_applicant: CoApplicant | null }>(
      'GET',
      `/api/loans/${id}/co-applicant/`,
      { token: anna.access },
    );
    expect(read.body.co_applicant).toMatchObject({ id: sent.body.id, viewer_side: 'inviter' });
  });

  it('only the invitee accepts, consenting first; the assessment waits for them and counts the household together', async () => {
    const id = await application();
    const { body: invitation } = await invite(anna, id, { email: 'kristin@leiga.is' });

    // Not answered yet: no lookup, the application stays as it was.
    const early = await assess(id);
    expect([early.status, early.body.code, early.body.fields]).toEqual([
      400,
      'loan_incomplete',
      { co_applicant: 'loans.errors.co_applicant_pending' },
    ]);

    expect((await accept(anna, invitation.id, { consent: true })).status).toBe(403);
    expect((await accept(jon, invitation.id, { consent: true })).status).toBe(404);
    expect((await accept(kristin, invitation.id, {})).status).toBe(400);
    const accepted = await accept(kristin, invitation.id, { consent: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', has_consent: true });
    // Accepting twice is harmless.
    expect((await accept(kristin, invitation.id, { consent: true })).status).toBe(200);

    // Anna's household alone does not carry the payment; she gives it, Kristín not yet.
    expect((await patch(anna, id, 'household-data', household(320_000))).status).toBe(200);
    const waiting = await assess(id);
    expect(waiting.body.fields).toEqual({ co_applicant: 'loans.errors.co_applicant_household' });

    expect((await coHousehold(anna, invitation.id, household(600_000))).status).toBe(403);
    expect((await coHousehold(kristin, invitation.id, { adults: 0 })).status).toBe(400);
    const given = await coHousehold(kristin, invitation.id, household(600_000));
    expect(given.body).toMatchObject({ has_household: true });
    // The borrower sees that it is given, not Kristín's figures.
    const byAnna = await t.call<CoApplicant>('GET', `/api/loan-co-applicants/${invitation.id}/`, {
      token: anna.access,
    });
    expect(byAnna.body).toMatchObject({ has_household: true, household: null });

    const assessed = await assess(id);
    expect(assessed.status).toBe(200);
    expect(assessed.body).toMatchObject({ status: 'approved', borrowers: 2 });
    expect(assessed.body.credit_assessment?.payment_assessment?.outcome).toBe('positive');
    const [row] = await t.db
      .select()
      .from(loanCoApplicants)
      .where(eq(loanCoApplicants.id, invitation.id));
    expect(row!.creditStatus).toBe('scored');
    // Decided: the co-applicant's figures no longer change.
    expect((await coHousehold(kristin, invitation.id, household(1))).status).toBe(409);

    // Both sign the agreement: the borrower's signature alone does not sign the loan.
    const started = await startSigning(t, anna, id);
    expect(started.status).toBe(201);
    await signAs(t, signingToken(started.body.signing?.signing_url));
    await t.app.ctx.events.kick();
    expect((await lifecycleOf(t, anna, id)).body).toMatchObject({
      status: 'approved',
      signing: { status: 'pending' },
    });
    await signAs(t, await findSigningToken(t, 'kristin@leiga.is'));
    await t.app.ctx.events.kick();
    const after = await lifecycleOf(t, anna, id);
    expect(after.body.status).not.toBe('approved');
    expect(after.body.signing).toMatchObject({ status: 'signed' });
    const [process] = await t.db
      .select()
      .from(loanSigningProcesses)
      .where(eq(loanSigningProcesses.loanId, id));
    expect(process!.coSignerKennitala).toBe('0911883419');
    expect(process!.coSignedAt).toBeTruthy();
  });

  it('the invitee may decline and the borrower withdraw; then someone else may be invited', async () => {
    const id = await application();
    const first = (await invite(anna, id, { email: 'kristin@leiga.is' })).body;
    const decline = (s: Session, invitation: number) =>
      t.call<CoApplicant>('POST', `/api/loan-co-applicants/${invitation}/decline/`, {
        token: s.access,
      });
    const withdraw = (s: Session, invitation: number) =>
      t.call<CoApplicant>('DELETE', `/api/loan-co-applicants/${invitation}/`, {
        token: s.access,
      });
    // Only the invitee declines; only the borrower withdraws; strangers hear 404.
    expect((await decline(anna, first.id)).status).toBe(403);
    expect((await decline(jon, first.id)).status).toBe(404);
    expect((await withdraw(kristin, first.id)).status).toBe(403);
    expect((await withdraw(jon, first.id)).status).toBe(404);

    const declined = await decline(kristin, first.id);
    expect([declined.status, declined.body.status]).toEqual([200, 'declined']);
    expect((await decline(kristin, first.id)).body.status).toBe('declined');
    const late = await accept(kristin, first.id, { consent: true });
    expect([late.status, late.body.code]).toEqual([409, 'invitation_declined']);
    expect((await withdraw(anna, first.id)).status).toBe(409);

    const second = await invite(anna, id, { email: 'olena@leiga.is' });
    expect(second.status).toBe(201);
    const withdrawn = await withdraw(anna, second.body.id);
    expect([withdrawn.status, withdrawn.body.status]).toEqual([200, 'deleted']);
    const read = await t.call<{ co_applicant: CoApplicant | null }>(
      'GET',
      `/api/loans/${id}/co-applicant/`,
      { token: anna.access },
    );
    expect(read.body.co_applicant).toBeNull();
    expect((await invite(anna, id, { email: 'kristin@leiga.is' })).status).toBe(201);
  });

  it('alone, the same household does not carry the payment', async () => {
    const id = await application();
    await patch(anna, id, 'household-data', household(320_000));
    const alone = await assess(id);
    expect(alone.body.credit_assessment?.payment_assessment?.outcome).toBe('negative');
  });
  it('a co-applicant without a recorded consent refuses the assessment before anyone is looked up', async () => {
    const id = await application();
    const { body: invitation } = await invite(anna, id, { email: 'kristin@leiga.is' });
    expect((await accept(kristin, invitation.id, { consent: true })).status).toBe(200);
    expect((await coHousehold(kristin, invitation.id, household(600_000))).status).toBe(200);
    expect((await patch(anna, id, 'household-data', household(320_000))).status).toBe(200);
    // The consent record is gone (as if withdrawn): neither the borrower nor Kristín is asked for.
    await t.db
      .update(loanCoApplicants)
      .set({ consentId: null })
      .where(eq(loanCoApplicants.id, invitation.id));
    const lookups = vi.spyOn(t.app.ctx.providers.credit, 'getCreditReport');
    try {
      const refused = await assess(id);
      expect([refused.status, refused.body.code]).toEqual([409, 'co_applicant_consent_missing']);
      expect(lookups).not.toHaveBeenCalled();
      const read = await t.call<Loan>('GET', `/api/loans/${id}/`, { token: anna.access });
      expect([read.body.status, read.body.credit_assessment]).toEqual(['configured', null]);
    } finally {
      lookups.mockRestore();
    }
  });
});
