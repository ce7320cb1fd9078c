import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBusinessDay } from '@leiga/domain';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';

type Guarantee = {
  id: number;
  status: string;
  yearly_premium: number | null;
  spread_payments: boolean;
  assessed_at: string | null;
};
type Schedule = {
  yearly_premium: number;
  spread_payments: boolean;
  yearly_interest_percent: number;
  notice_fee: number;
  annuity: number;
  total_interest: number;
  total_fees: number;
  total_paid: number;
  aprc_percent: number;
  results: {
    number: number;
    due_date: string;
    principal: number;
    interest: number;
    notice_fee: number;
    total: number;
    balance: number;
  }[];
};

let t: TestApp;
let landlord: Session;
let tenant: Session;
let otherTenant: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 2 });
  [landlord, tenant, otherTenant, staff] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  contractId = await sharedCommittedContract(t, tenant, landlord);
}, 60_000);
afterAll(() => t.close());

const schedule = (s: Session, id: number) =>
  t.call<Schedule>('GET', `/api/rental-guarantees/${id}/loan-payment-schedule/`, {
    token: s.access,
  });
const spread = (s: Session, id: number, body: unknown) =>
  t.call<Guarantee>('PUT', `/api/rental-guarantees/${id}/spread-payments/`, {
    token: s.access,
    body,
  });

async function approvedGuarantee(): Promise<Guarantee> {
  const applied = await t.call<Guarantee>('POST', '/api/rental-guarantees/', {
    token: tenant.access,
    body: { contract_id: contractId, amount: 300_000 },
  });
  expect(applied.status).toBe(201);
  const before = await schedule(tenant, applied.body.id);
  expect(before.status).toBe(409);
  expect(before.body).toMatchObject({ code: 'guarantee_not_assessed' });
  const assessed = await t.call<Guarantee>(
    'POST',
    `/api/rental-guarantees/${applied.body.id}/assess/`,
    { token: tenant.access, body: { consent: true } },
  );
  expect(assessed.body.status).toBe('approved');
  return assessed.body;
}

describe('spreading the premium (loan payment schedule)', () => {
  it('shows 12 monthly payments that repay the premium, with interest, fees and the APRC', async () => {
    const g = await approvedGuarantee();
    expect(g.spread_payments).toBe(false);
    const res = await schedule(tenant, g.id);
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s).toMatchObject({
      yearly_premium: g.yearly_premium,
      spread_payments: false,
      yearly_interest_percent: 15.65,
      notice_fee: 322,
    });
    expect(s.results).toHaveLength(12);
    expect(s.results.reduce((sum, r) => sum + r.principal, 0)).toBe(g.yearly_premium);
    expect(s.results.at(-1)!.balance).toBe(0);
    expect(s.total_fees).toBe(12 * 322);
    expect(s.total_paid).toBe(g.yearly_premium! + s.total_interest + s.total_fees);
    expect(s.aprc_percent).toBeGreaterThan(s.yearly_interest_percent);
    for (const row of s.results) {
      expect(isBusinessDay(row.due_date)).toBe(true);
      expect(row.total).toBe(row.principal + row.interest + row.notice_fee);
    }
    // The first payment falls in the month after the offer.
    const offered = g.assessed_at!.slice(0, 7);
    expect(s.results[0]!.due_date.slice(0, 7) > offered).toBe(true);
    expect(s.results[0]!.due_date.slice(8, 10) <= '05').toBe(true);
  });

  it('the landlord and staff read the schedule; anyone else hears 404', async () => {
    const g = await approvedGuarantee();
    expect((await schedule(landlord, g.id)).status).toBe(200);
    expect((await schedule(staff, g.id)).status).toBe(200);
    expect((await schedule(otherTenant, g.id)).status).toBe(404);
  });

  it('only the tenant chooses, only while the offer stands, with a clear error for bad input', async () => {
    const g = await approvedGuarantee();
    expect((await spread(landlord, g.id, { spread_payments: true })).status).toBe(404);
    expect((await spread(otherTenant, g.id, { spread_payments: true })).status).toBe(404);
    const bad = await spread(tenant, g.id, { spread_payments: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { spread_payments: expect.any(String) } });
    const unknown = await spread(tenant, g.id, { spread_payments: true, months: 24 });
    expect(unknown.status).toBe(400);

    const chosen = await spread(tenant, g.id, { spread_payments: true });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ id: g.id, spread_payments: true, status: 'approved' });
    expect((await schedule(tenant, g.id)).body.spread_payments).toBe(true);
    const back = await spread(tenant, g.id, { spread_payments: false });
    expect(back.body.spread_payments).toBe(false);

    const draft = await t.call<Guarantee>('POST', '/api/rental-guarantees/', {
      token: tenant.access,
      body: { monthly_rent: 200_000, amount: 200_000 },
    });
    const early = await spread(tenant, draft.body.id, { spread_payments: true });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'guarantee_not_approved' });
  });
});
