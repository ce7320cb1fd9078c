import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_LIMITS } from '@leiga/domain';
import { consents, loanApplications } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';

type Loan = {
  id: number;
  status: string;
  contract_id: number | null;
  amount: number | null;
  months: number | null;
  monthly_payment: number | null;
  payment_assessment_required: boolean | null;
  is_editable: boolean;
  current_user_role: string;
  credit_assessment: {
    credit_status: string;
    credit_class: string | null;
    decline_reason: string | null;
    payment_assessment: { required: boolean; outcome: string; margin: number } | null;
  } | null;
};
type Page = { count: number; results: Loan[] };
type Schedule = {
  annuity: number;
  notice_fee: number;
  total_paid: number;
  aprc_percent: number;
  results: { principal: number; interest: number; notice_fee: number; balance: number }[];
};

let t: TestApp;
let landlord: Session;
let tenant: Session;
let otherTenant: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [landlord, tenant, otherTenant, staff] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  contractId = await sharedCommittedContract(t, tenant, landlord);
}, 60_000);
afterAll(() => t.close());

const create = (s: Session) => t.call<Loan>('POST', '/api/loans/', { token: s.access, body: {} });
const get = (s: Session, id: number) =>
  t.call<Loan>('GET', `/api/loans/${id}/`, { token: s.access });
const patch = (s: Session, id: number, step: string, body: unknown) =>
  t.call<Loan>('PATCH', `/api/loans/${id}/${step}/`, { token: s.access, body });
const assess = (s: Session, id: number, body: unknown = {}) =>
  t.call<Loan>('POST', `/api/loans/${id}/credit-assessment/`, { token: s.access, body });
const household = (netIncome: number) => ({
  adults: 1,
  children: 0,
  net_income: netIncome,
  housing_cost: 250_000,
  other_loan_payments: 0,
  childcare: 0,
  car_costs: 30_000,
});
const personal = {
  address: 'Laugavegur 1, 101 Reykjavík',
  phone: '+354 611 2233',
  email: 'anna@leiga.is',
  employment: 'employed',
};

/** A loan of the tenant's with the contract attached and the amount and term chosen. */
async function configured(amount: number, months = 12): Promise<number> {
  const { body } = await create(tenant);
  expect(
    (await patch(tenant, body.id, 'rental-contract', { contract_id: contractId })).status,
  ).toBe(200);
  expect((await patch(tenant, body.id, 'loan-configuration', { amount, months })).status).toBe(200);
  return body.id;
}

async function revokeCreditConsents(userId: number) {
  await t.db
    .update(consents)
    .set({ revokedAt: new Date() })
    .where(and(eq(consents.userId, userId), eq(consents.consentType, 'credit_check')));
}

describe('who may see and change a loan application', () => {
  it('the owner reads and lists it; another user hears 404; staff read but do not change it', async () => {
    const created = await create(tenant);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      contract_id: null,
      current_user_role: 'owner',
    });
    const id = created.body.id;
    expect((await get(tenant, id)).status).toBe(200);
    const list = await t.call<Page>('GET', '/api/loans/', { token: tenant.access });
    expect(list.body.results.map((l) => l.id)).toContain(id);
    const othersList = await t.call<Page>('GET', '/api/loans/', { token: otherTenant.access });
    expect(othersList.body.results.map((l) => l.id)).not.toContain(id);

    expect((await get(otherTenant, id)).status).toBe(404);
    expect((await patch(otherTenant, id, 'applicants', { borrowers: 2 })).status).toBe(404);
    const byStaff = await get(staff, id);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.current_user_role).toBe('staff');
    expect((await patch(staff, id, 'applicants', { borrowers: 2 })).status).toBe(404);
    expect((await t.call('GET', `/api/loans/${id}/`)).status).toBe(401);
    expect((await create(landlord)).status).toBe(403);
  });
});

describe('the steps', () => {
  it('attaches only a contract the applicant is a tenant on', async () => {
    const mine = await create(otherTenant);
    const refused = await patch(otherTenant, mine.body.id, 'rental-contract', {
      contract_id: contractId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ contract_id: 'loans.errors.contract_not_yours' });
    expect((await get(otherTenant, mine.body.id)).body.contract_id).toBeNull();

    const { body } = await create(tenant);
    const early = await patch(tenant, body.id, 'loan-configuration', {
      amount: 100_000,
      months: 6,
    });
    expect(early.status).toBe(409);
    const attached = await patch(tenant, body.id, 'rental-contract', { contract_id: contractId });
    expect(attached.body).toMatchObject({ status: 'contract_attached', contract_id: contractId });
  });

  it('refuses an amount or term outside the limits with field errors naming the rule', async () => {
    const { body } = await create(tenant);
    await patch(tenant, body.id, 'rental-contract', { contract_id: contractId });
    const over = await patch(tenant, body.id, 'loan-configuration', {
      amount: LOAN_LIMITS.maxAmount + 1,
      months: LOAN_LIMITS.maxMonths + 1,
    });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({
      amount: 'loans.errors.amount',
      months: 'loans.errors.months',
    });
    const stored = await get(tenant, body.id);
    expect(stored.body).toMatchObject({ status: 'contract_attached', amount: null, months: null });

    const ok = await patch(tenant, body.id, 'loan-configuration', { amount: 500_000, months: 12 });
    expect(ok.body).toMatchObject({ status: 'configured', amount: 500_000, months: 12 });
    expect(ok.body.payment_assessment_required).toBe(false);
    expect(ok.body.monthly_payment).toBeGreaterThan(500_000 / 12);
  });

  it('the loan payment schedule repays the amount in annuities with a notice fee on each', async () => {
    const { body: draft } = await create(tenant);
    expect(
      (
        await t.call('GET', `/api/loans/${draft.id}/loan-payment-schedule/`, {
          token: tenant.access,
        })
      ).status,
    ).toBe(409);
    const id = await configured(600_000, 12);
    const s = await t.call<Schedule>('GET', `/api/loans/${id}/loan-payment-schedule/`, {
      token: tenant.access,
    });
    expect(s.status).toBe(200);
    expect(s.body.results).toHaveLength(12);
    expect(s.body.results.reduce((sum, r) => sum + r.principal, 0)).toBe(600_000);
    expect(s.body.results.at(-1)!.balance).toBe(0);
    expect(s.body.results.every((r) => r.notice_fee === 322)).toBe(true);
    expect(s.body.aprc_percent).toBeGreaterThan(15.65);
    expect(
      (
        await t.call('GET', `/api/loans/${id}/loan-payment-schedule/`, {
          token: otherTenant.access,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/loans/${id}/loan-payment-schedule/`, { token: staff.access }))
        .status,
    ).toBe(200);
  });

  it('refuses bad household and personal details field by field, keeping what was saved', async () => {
    const id = await configured(100_000);
    const household = await patch(tenant, id, 'household-data', {
      adults: 0,
      children: 0,
      net_income: -1,
      housing_cost: 0,
      other_loan_payments: 0,
      childcare: 0,
      car_costs: 0,
    });
    expect(household.status).toBe(400);
    expect(household.body.fields).toEqual({
      adults: 'loans.errors.adults',
      net_income: 'loans.errors.amount_field',
    });
    const details = await patch(tenant, id, 'personal-details', { ...personal, email: 'nope' });
    expect(details.status).toBe(400);
    expect(details.body.fields).toEqual({ email: 'loans.errors.email' });
    expect((await get(tenant, id)).body).toMatchObject({ household: null, personal_details: null });
    expect((await assess(staff, id, { consent: true })).status).toBe(404);
  });
});

describe('the credit assessment', () => {
  it('refuses a lookup without consent and stores nothing; with consent it approves', async () => {
    await revokeCreditConsents(tenant.userId);
    const id = await configured(300_000);
    await patch(tenant, id, 'personal-details', personal);
    const refused = await assess(tenant, id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('consent_missing');
    expect(refused.body.fields).toEqual({ consent: 'loans.errors.consent_missing' });
    const after = await get(tenant, id);
    expect(after.body).toMatchObject({ status: 'configured', credit_assessment: null });
    const live = await t.db
      .select()
      .from(consents)
      .where(
        and(
          eq(consents.userId, tenant.userId),
          eq(consents.consentType, 'credit_check'),
          isNull(consents.revokedAt),
        ),
      );
    expect(live).toHaveLength(0);

    const decided = await assess(tenant, id, { consent: true });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'approved',
      is_editable: false,
      credit_assessment: { credit_status: 'scored', credit_class: 'A2', decline_reason: null },
    });
    const late = await patch(tenant, id, 'applicants', { borrowers: 2 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('loan_not_editable');
    expect((await assess(tenant, id, { consent: true })).status).toBe(409);
  });

  it('above the legal threshold needs the household data; a negative assessment declines', async () => {
    const id = await configured(2_500_000, 36);
    await patch(tenant, id, 'personal-details', personal);
    const incomplete = await assess(tenant, id, { consent: true });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields).toHaveProperty('household', 'loans.errors.household_required');
    expect((await get(tenant, id)).body.status).toBe('configured');

    await patch(tenant, id, 'household-data', household(400_000));
    const declined = await assess(tenant, id, { consent: true });
    expect(declined.body).toMatchObject({
      status: 'declined',
      credit_assessment: {
        decline_reason: 'payment_capacity',
        payment_assessment: { required: true, outcome: 'negative' },
      },
    });
  });

  it('as a couple the threshold is higher; enough income approves', async () => {
    const id = await configured(2_500_000, 36);
    const couple = await patch(tenant, id, 'applicants', { borrowers: 2 });
    expect(couple.body.payment_assessment_required).toBe(false);
    await patch(tenant, id, 'personal-details', personal);
    await patch(tenant, id, 'household-data', { ...household(1_200_000), adults: 2 });
    const approved = await assess(tenant, id, { consent: true });
    expect(approved.body).toMatchObject({
      status: 'approved',
      credit_assessment: { payment_assessment: { required: false, outcome: 'positive' } },
    });
  });

  it('someone on the default register is declined', async () => {
    const piotr = await t.login('piotr@leiga.is');
    const { body } = await create(piotr);
    // Piotr rents nothing in the seed: his application is brought to the configured step directly.
    await t.db
      .update(loanApplications)
      .set({
        status: 'configured',
        contractId,
        amount: 200_000,
        months: 12,
        firstDueDate: '2027-01-01',
      })
      .where(eq(loanApplications.id, body.id));
    await patch(piotr, body.id, 'personal-details', { ...personal, email: 'piotr@leiga.is' });
    const declined = await assess(piotr, body.id, { consent: true });
    expect(declined.body).toMatchObject({
      status: 'declined',
      credit_assessment: {
        credit_status: 'on_default_register',
        decline_reason: 'default_register',
      },
    });
  });
});
