import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, paymentScheduleItems, payouts, users } from '../src/db/schema/index.js';
import { findUnbalancedContracts } from '../src/modules/ledger/index.js';
import { HISTORY_LANDLORD, HISTORY_LEASE_START } from '../src/seed/seed-payment-history.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The demo seed's payment history (issue #16): Magnús's 2026 lease with Anna was invoiced, paid
 * at the sandbox bank (once late, once partly) and polled through the real flows, so the ledger
 * reconciles and the income summary and Anna's payment history show it.
 */
let t: TestApp;
let leaseId: number;

type Figures = { rent: number; default_interest: number; received: number; paid_out: number };
type Summary = { totals: Figures; groups: { properties: { months: { month: number }[] }[] }[] };
type History = {
  counted_months: number;
  on_time_months: number;
  late_after_final_due_months: number;
  unpaid_months: number;
  months: { due_date: string; outcome: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  const [lease] = await t.db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.createdById))
    .where(and(eq(users.email, HISTORY_LANDLORD), eq(contracts.startDate, HISTORY_LEASE_START)));
  leaseId = lease!.id;
});

afterAll(async () => {
  await t.close();
});

describe('the seeded payment history', () => {
  it('went through claims, payments and payouts: nine months paid, one partly, one open', async () => {
    const items = await t.db
      .select()
      .from(paymentScheduleItems)
      .where(eq(paymentScheduleItems.contractId, leaseId))
      .orderBy(asc(paymentScheduleItems.dueDate));
    const byMonth = new Map(items.map((i) => [i.dueDate.slice(0, 7), i]));
    const paid = items.filter((i) => i.claimStatus === 'paid');
    expect(paid.map((i) => i.dueDate.slice(0, 7))).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-10',
    ]);
    expect(byMonth.get('2026-04')!.interestAmount).toBeGreaterThan(0);
    expect(byMonth.get('2026-03')!.interestAmount).toBe(0);
    const september = byMonth.get('2026-09')!;
    expect(september.claimStatus).toBe('partly_paid');
    expect(september.paidAmount).toBeGreaterThan(0);
    expect(byMonth.get('2026-11')!.claimStatus).toBe('unpaid');
    expect(byMonth.get('2026-11')!.paidAmount).toBe(0);
    expect(byMonth.get('2026-12')!.claimId).toBeNull();

    const sent = await t.db.select().from(payouts).where(eq(payouts.contractId, leaseId));
    expect(sent).toHaveLength(paid.length);
    expect(sent.every((p) => p.status === 'booked')).toBe(true);
  });

  it('leaves every contract’s ledger balanced against the payment tables', async () => {
    const { checked, findings } = await findUnbalancedContracts(t.db);
    expect(checked).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });

  it('shows in the landlord’s income summary for 2026', async () => {
    const magnus = await t.login(HISTORY_LANDLORD);
    const summary = (year: number) =>
      t.call<Summary>('GET', `/api/landlords/finances/income-summary/?year=${year}`, {
        token: magnus.access,
      });
    const reply = await summary(2026);
    expect(reply.status).toBe(200);
    expect(reply.body.totals.received).toBeGreaterThan(0);
    expect(reply.body.totals.default_interest).toBeGreaterThan(0);
    // The seed's one poll pays out on the day it runs: in a later year, that year's summary has it.
    const thisYear = new Date().getUTCFullYear();
    const paidOut =
      reply.body.totals.paid_out +
      (thisYear === 2026 ? 0 : (await summary(thisYear)).body.totals.paid_out);
    expect(paidOut).toBeGreaterThan(0);
    expect(paidOut).toBeLessThan(reply.body.totals.received);
    const months = reply.body.groups.flatMap((g) => g.properties.flatMap((p) => p.months));
    expect(months.map((m) => m.month)).toEqual(expect.arrayContaining([1, 4, 10]));
  });

  it('shows in Anna’s payment history: on time, one late after the final due date', async () => {
    const anna = await t.as('tenant');
    const reply = await t.call<History>('GET', '/api/tenants/payment-history/', {
      token: anna.access,
    });
    expect(reply.status).toBe(200);
    const outcome = (date: string) =>
      reply.body.months.find((m) => m.due_date.startsWith(date))?.outcome;
    expect(outcome('2026-01')).toBe('on_time');
    expect(outcome('2026-04')).toBe('late_after_final_due');
    expect(outcome('2026-10')).toBe('on_time');
    expect(reply.body.on_time_months).toBeGreaterThanOrEqual(8);
    expect(reply.body.late_after_final_due_months).toBeGreaterThanOrEqual(1);
  });
});
