import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractParties, contracts, paymentScheduleItems, users } from '../src/db/schema/index.js';
import { pollClaimPayments } from '../src/modules/payments/billing-service.js';
import { demoCalendar } from '../src/seed/demo-calendar.js';
import { HISTORY_LANDLORD } from '../src/seed/seed-payment-history.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { prepareBilling } from './support/billing.js';
import { createCommittedContract } from './support/contracts-signing.js';
import { applyTo, profileOf } from './support/profiles.js';

/** The tenant's on-time payment history: own read, the sharing choice, and the profile view. */
type History = {
  is_shown: boolean;
  pre_approval_effect: string;
  counted_months: number;
  on_time_months: number;
  late_after_due_months: number;
  late_after_final_due_months: number;
  unpaid_months: number;
  on_time_rate: number | null;
  current_streak: number;
  months: { due_date: string; paid_date: string | null; outcome: string }[];
};
type Profile = { payment_history: History | null };

let t: TestApp;
let anna: Session;
let kristin: Session;
let jon: Session;
let staff: Session;
let annaName: string;
let contractId: number;

const historyOf = (session?: Session) =>
  t.call<History>('GET', '/api/tenants/payment-history/', { token: session?.access });
const share = (session: Session | undefined, body: unknown) =>
  t.call<History>('PUT', '/api/tenants/payment-history/sharing/', {
    token: session?.access,
    body,
  });
const profileAs = (session: Session | null) =>
  t.call<Profile>('GET', `/api/tenant-profiles/${annaName}/`, { token: session?.access });

/** A past month of the contract as the bank left it: invoiced, and paid on `paidOn` (or not). */
async function addMonth(month: string, paidOn: string | null, claimStatus = 'paid') {
  await t.db.insert(paymentScheduleItems).values({
    contractId,
    dueDate: `${month}-01`,
    finalDueDate: `${month}-07`,
    periodStart: `${month}-01`,
    periodEnd: `${month}-28`,
    rentAmount: 250_000,
    amount: 250_000,
    claimId: `test-${month}-${randomUUID()}`,
    claimStatus: paidOn ? 'paid' : (claimStatus as 'unpaid' | 'cancelled'),
    paidAmount: paidOn ? 250_000 : 0,
    paidAt: paidOn ? new Date(`${paidOn}T12:00:00Z`) : null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [anna, kristin, jon, staff] = await Promise.all([
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  annaName = (await profileOf(t, anna)).profileUsername;
  await handOverSeededHistory();
}, 120_000);

/**
 * The demo seed pays a year of Magnús's lease with Anna (seed-payment-history.test.ts covers it).
 * These tests judge months they make themselves, so in this file's copy of the database that
 * lease's tenant is Olena: Anna starts with no history.
 */
async function handOverSeededHistory(): Promise<void> {
  const [olena] = await t.db.select().from(users).where(eq(users.email, 'olena@leiga.is'));
  const [lease] = await t.db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.createdById))
    .where(
      and(
        eq(users.email, HISTORY_LANDLORD),
        eq(contracts.startDate, demoCalendar().committedLease.start),
      ),
    );
  await t.db
    .update(contractParties)
    .set({ userId: olena!.id, identifier: olena!.icelandicId! })
    .where(and(eq(contractParties.contractId, lease!.id), eq(contractParties.role, 'tenant')));
}
afterAll(() => t?.close());

describe('who may read and change the history', () => {
  it('answers 401 to a visitor and 403 to a landlord or staff', async () => {
    expect((await historyOf()).status).toBe(401);
    expect((await historyOf(jon)).status).toBe(403);
    expect((await historyOf(staff)).status).toBe(403);
    expect((await share(undefined, { is_payment_history_shown: true })).status).toBe(401);
    expect((await share(jon, { is_payment_history_shown: true })).status).toBe(403);
  });

  it('refuses a sharing choice that is not a boolean with a field error, never a 500', async () => {
    for (const body of [{}, { is_payment_history_shown: 'já' }, null]) {
      const reply = await share(anna, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const reply = await share(anna, { is_payment_history_shown: 'já' });
    expect(reply.body).toMatchObject({
      fields: { is_payment_history_shown: 'validation.required' },
    });
  });

  it('starts hidden, with nothing judged: seeded schedules were never sent to the bank', async () => {
    const reply = await historyOf(anna);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      is_shown: false,
      pre_approval_effect: 'not_shared',
      counted_months: 0,
      on_time_rate: null,
      months: [],
    });
  });
});

describe('the months of a tenant’s leases', () => {
  beforeAll(async () => {
    contractId = await createCommittedContract(t, jon, 'paper');
    await prepareBilling(t.db, contractId, jon.userId, ['2026-02-02']);
    for (const [month, paidOn] of [
      ['2025-09', '2025-08-29'],
      ['2025-10', '2025-10-01'],
      ['2025-11', '2025-11-05'],
      ['2025-12', '2025-12-01'],
      ['2026-01', '2026-01-01'],
    ] as const)
      await addMonth(month, paidOn);
  }, 60_000);

  it('counts a claim paid at the sandbox bank after the final due date as late', async () => {
    const invoiced = await t.call<{ claim_id: string }>(
      'POST',
      `/api/contracts/${contractId}/payment-schedule/2026-02-02/invoice/`,
      { token: jon.access, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(invoiced.status).toBe(200);
    const paid = await t.call(
      'POST',
      `/api/sandbox/bank/claims/${encodeURIComponent(invoiced.body.claim_id)}/pay/`,
      { body: { paid_at: '2026-02-12T10:00:00Z' } },
    );
    expect(paid.status).toBe(200);
    await pollClaimPayments({
      db: t.db,
      claims: t.app.ctx.providers.claims,
      payouts: t.app.ctx.providers.payouts,
      config: t.app.ctx.config,
    });
    const reply = await historyOf(anna);
    expect(reply.body.months.at(-1)).toEqual({
      due_date: '2026-02-02',
      final_due_date: '2026-02-07',
      paid_date: '2026-02-12',
      outcome: 'late_after_final_due',
    });
  });

  it('judges every month: on time, after the due date, after the final due date; rate and streak', async () => {
    const reply = await historyOf(anna);
    expect(reply.body).toMatchObject({
      counted_months: 6,
      on_time_months: 4,
      late_after_due_months: 1,
      late_after_final_due_months: 1,
      unpaid_months: 0,
      on_time_rate: 67,
      current_streak: 0,
    });
  });

  it('leaves out a cancelled claim and counts an unpaid one past its final due date', async () => {
    await addMonth('2026-03', null, 'cancelled');
    await addMonth('2026-04', null, 'unpaid');
    const reply = await historyOf(anna);
    expect(reply.body.counted_months).toBe(7);
    expect(reply.body.unpaid_months).toBe(1);
    expect(reply.body.months.map((m) => m.due_date)).not.toContain('2026-03-01');
    await t.db.delete(paymentScheduleItems).where(eq(paymentScheduleItems.dueDate, '2026-04-01'));
    await t.db.delete(paymentScheduleItems).where(eq(paymentScheduleItems.dueDate, '2026-03-01'));
  });
});

describe('the history on the rental profile', () => {
  let other: Session;
  beforeAll(async () => {
    other = await t.register({ user_type: 'LL', full_name: 'Ásgeir Leigusali' });
    await applyTo(t, anna.userId, jon.userId);
    await share(anna, { is_payment_history_shown: false });
  });

  it('while hidden: only Anna and staff see it; the landlord she applied to does not', async () => {
    const cases: [Session | null, boolean][] = [
      [anna, true],
      [staff, true],
      [jon, false],
      [other, false],
      [kristin, false],
      [null, false],
    ];
    for (const [session, isSeen] of cases) {
      const reply = await profileAs(session);
      expect(reply.status).toBe(200);
      expect(reply.body.payment_history !== null, session?.email ?? 'visitor').toBe(isSeen);
    }
  });

  it('once shown: the landlord she applied to sees it too, and no one else', async () => {
    const shown = await share(anna, { is_payment_history_shown: true });
    expect(shown.status).toBe(200);
    expect(shown.body.is_shown).toBe(true);
    const cases: [Session | null, boolean][] = [
      [anna, true],
      [staff, true],
      [jon, true],
      [other, false],
      [kristin, false],
      [null, false],
    ];
    for (const [session, isSeen] of cases) {
      const reply = await profileAs(session);
      expect(reply.body.payment_history !== null, session?.email ?? 'visitor').toBe(isSeen);
    }
    const landlordView = await profileAs(jon);
    expect(landlordView.body.payment_history).toMatchObject({
      is_shown: true,
      counted_months: 6,
      on_time_months: 4,
    });
  });

  it('counts in pre-approval only when shown: neutral with one month after the final due date', async () => {
    expect((await historyOf(anna)).body.pre_approval_effect).toBe('neutral');
    // Every month paid on its due date turns the record strong.
    await t.db
      .update(paymentScheduleItems)
      .set({ paidAt: sql`(${paymentScheduleItems.dueDate} + time '09:00') at time zone 'UTC'` })
      .where(eq(paymentScheduleItems.contractId, contractId));
    const strong = await historyOf(anna);
    expect(strong.body).toMatchObject({ on_time_rate: 100, pre_approval_effect: 'strengthens' });
    const hidden = await share(anna, { is_payment_history_shown: false });
    expect(hidden.body.pre_approval_effect).toBe('not_shared');
    expect((await profileAs(jon)).body.payment_history).toBeNull();
  });
});
