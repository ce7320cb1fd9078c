import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';

/** The UMS living-cost reference staff keep, and the payment assessment that uses it (#18). */
type Period = {
  from: string;
  first_adult: number;
  other_adult: number;
  per_child: number;
  source: string;
  is_verified: boolean;
  is_current: boolean;
  created_by: { full_name: string } | null;
};
type Loan = {
  id: number;
  credit_assessment: { payment_assessment: { living_cost: number } | null } | null;
};

let t: TestApp;
let tenant: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  const landlord = await t.as('landlord');
  [tenant, staff] = await Promise.all([t.as('tenant'), t.as('staff')]);
  contractId = await sharedCommittedContract(t, tenant, landlord);
}, 60_000);
afterAll(() => t.close());

const PATH = '/api/admin/living-cost-references/';
const list = (s: Session) => t.call<{ results: Period[] }>('GET', PATH, { token: s.access });
const record = (s: Session, body: unknown) =>
  t.call<Period>('POST', PATH, { token: s.access, body });
const today = new Date().toISOString().slice(0, 10);

/** The tenant's loan with a household of two adults and a child, assessed with consent. */
async function assessedLoan(): Promise<Loan> {
  const patch = (id: number, step: string, body: unknown) =>
    t.call<Loan>('PATCH', `/api/loans/${id}/${step}/`, { token: tenant.access, body });
  const { body } = await t.call<Loan>('POST', '/api/loans/', { token: tenant.access, body: {} });
  await patch(body.id, 'rental-contract', { contract_id: contractId });
  await patch(body.id, 'loan-configuration', { amount: 300_000, months: 12 });
  await patch(body.id, 'applicants', { borrowers: 2 });
  await patch(body.id, 'household-data', {
    adults: 2,
    children: 1,
    net_income: 1_200_000,
    housing_cost: 250_000,
    other_loan_payments: 0,
    childcare: 0,
    car_costs: 30_000,
  });
  await patch(body.id, 'personal-details', {
    address: 'Laugavegur 1, 101 Reykjavík',
    phone: '+354 611 2233',
    email: 'anna@leiga.is',
    employment: 'employed',
  });
  const assessed = await t.call<Loan>('POST', `/api/loans/${body.id}/credit-assessment/`, {
    token: tenant.access,
    body: { consent: true },
  });
  expect(assessed.status).toBe(200);
  return assessed.body;
}

describe('the living-cost reference', () => {
  it('starts with the unverified placeholder, which the assessment uses', async () => {
    const seeded = await list(staff);
    expect(seeded.status).toBe(200);
    expect(seeded.body.results).toEqual([
      expect.objectContaining({
        first_adult: 155_000,
        other_adult: 105_000,
        per_child: 60_000,
        is_verified: false,
        is_current: true,
        created_by: null,
      }),
    ]);
    const loan = await assessedLoan();
    expect(loan.credit_assessment?.payment_assessment?.living_cost).toBe(
      155_000 + 105_000 + 60_000,
    );
  });

  it('only staff read and record it; bad figures are refused by name', async () => {
    expect((await list(tenant)).status).toBe(403);
    const good = {
      from: today,
      first_adult: 170_000,
      other_adult: 112_000,
      per_child: 64_000,
      source: 'UMS framfærsluviðmið, nóvember 2026',
    };
    expect((await record(tenant, good)).status).toBe(403);
    const bad = await record(staff, { ...good, first_adult: 0, per_child: 'mikið', extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      'extra',
      'first_adult',
      'per_child',
    ]);

    const created = await record(staff, good);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...good,
      is_verified: true,
      is_current: true,
      created_by: { full_name: expect.any(String) },
    });
    const again = await record(staff, good);
    expect([again.status, again.body.code]).toEqual([409, 'period_exists']);
    const periods = (await list(staff)).body.results;
    expect(periods.map((p) => [p.from, p.is_current])).toEqual([
      [today, true],
      ['2020-01-01', false],
    ]);

    // From today on, assessments subtract the new figures; a later period waits its turn.
    expect((await assessedLoan()).credit_assessment?.payment_assessment?.living_cost).toBe(
      170_000 + 112_000 + 64_000,
    );
    expect(
      (await record(staff, { ...good, from: '2099-01-01', first_adult: 999_000 })).status,
    ).toBe(201);
    expect((await assessedLoan()).credit_assessment?.payment_assessment?.living_cost).toBe(
      170_000 + 112_000 + 64_000,
    );
  });
});
