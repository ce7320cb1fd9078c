import { addMonthsToDate } from '@leiga/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, paymentScheduleItems, payouts, users } from '../src/db/schema/index.js';
import { findUnbalancedContracts } from '../src/modules/ledger/index.js';
import { demoCalendar } from '../src/seed/demo-calendar.js';
import { HISTORY_LANDLORD, monthOfLease } from '../src/seed/seed-payment-history.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The demo seed's payment history (issue #16): Magnús's committed lease with Anna was invoiced,
 * paid at the sandbox bank (once late, once partly) and polled through the real flows, so the
 * ledger reconciles and the income summary and Anna's payment history show it. The lease began
 * eleven months before this month (demo-calendar), so its months are named from its start.
 */
let t: TestApp;
let leaseId: number;
const { start } = demoCalendar().committedLease;
/** The lease's month `n` (0 for the first) as YYYY-MM. */
const leaseMonth = (n: number) => addMonthsToDate(start, n).slice(0, 7);

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
    .where(and(eq(users.email, HISTORY_LANDLORD), eq(contracts.startDate, start)));
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
    const byMonth = new Map(items.map((i) => [monthOfLease(start, i.dueDate), i]));
    const paid = items.filter((i) => i.claimStatus === 'paid');
    expect(paid.map((i) => monthOfLease(start, i.dueDate))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(byMonth.get(3)!.interestAmount).toBeGreaterThan(0);
    expect(byMonth.get(2)!.interestAmount).toBe(0);
    const ninth = byMonth.get(8)!;
    expect(ninth.claimStatus).toBe('partly_paid');
    expect(ninth.paidAmount).toBeGreaterThan(0);
    expect(byMonth.get(10)!.claimStatus).toBe('unpaid');
    expect(byMonth.get(10)!.paidAmount).toBe(0);
    expect(byMonth.get(11)!.claimId).toBeNull();

    const sent = await t.db.select().from(payouts).where(eq(payouts.contractId, leaseId));
    expect(sent).toHaveLength(paid.length);
    expect(sent.every((p) => p.status === 'booked')).toBe(true);
  });

  it('leaves every contract’s ledger balanced against the payment tables', async () => {
    const { checked, findings } = await findUnbalancedContracts(t.db);
    expect(checked).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });

  it('shows in the landlord’s income summary for the years of the lease', async () => {
    const magnus = await t.login(HISTORY_LANDLORD);
    // The lease's months fall in one or two years; the seed's one poll paid out today.
    const firstYear = Number(start.slice(0, 4));
    const thisYear = new Date().getUTCFullYear();
    const totals = { received: 0, default_interest: 0, paid_out: 0 };
    const months: string[] = [];
    for (let year = firstYear; year <= thisYear; year += 1) {
      const reply = await t.call<Summary>(
        'GET',
        `/api/landlords/finances/income-summary/?year=${year}`,
        { token: magnus.access },
      );
      expect(reply.status).toBe(200);
      totals.received += reply.body.totals.received;
      totals.default_interest += reply.body.totals.default_interest;
      totals.paid_out += reply.body.totals.paid_out;
      for (const group of reply.body.groups)
        for (const property of group.properties)
          for (const m of property.months)
            months.push(`${year}-${String(m.month).padStart(2, '0')}`);
    }
    expect(totals.received).toBeGreaterThan(0);
    expect(totals.default_interest).toBeGreaterThan(0);
    expect(totals.paid_out).toBeGreaterThan(0);
    expect(totals.paid_out).toBeLessThan(totals.received);
    expect(months).toEqual(expect.arrayContaining([leaseMonth(0), leaseMonth(3), leaseMonth(9)]));
  });

  it('shows in Anna’s payment history: on time, one late after the final due date', async () => {
    const anna = await t.as('tenant');
    const reply = await t.call<History>('GET', '/api/tenants/payment-history/', {
      token: anna.access,
    });
    expect(reply.status).toBe(200);
    const outcome = (date: string) =>
      reply.body.months.find((m) => m.due_date.startsWith(date))?.outcome;
    expect(outcome(leaseMonth(0))).toBe('on_time');
    expect(outcome(leaseMonth(3))).toBe('late_after_final_due');
    expect(outcome(leaseMonth(9))).toBe('on_time');
    expect(reply.body.on_time_months).toBeGreaterThanOrEqual(8);
    expect(reply.body.late_after_final_due_months).toBeGreaterThanOrEqual(1);
  });
});
