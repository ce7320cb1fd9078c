import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, paymentScheduleItems, staffFinanceActions } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createCommittedContract } from './support/contracts-signing.js';

/**
 * A new CPI month re-indexes the open items of leases that allow it (issue #16):
 * rent(m) = round(base × I(m) / I(base)); paid, claimed, manual items never change.
 */
let t: TestApp;
let jon: Session;
let staff: Session;
let indexed: number;
let plain: number;

/** The month's last day: items cover whole months, as the schedule makes them. */
const lastOfMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m!, 0)).toISOString().slice(0, 10);
};

type Seed = { due: string; claimed?: boolean; paid?: boolean; manual?: boolean };

async function setUpLease(contractId: number, isIndexed: boolean, items: Seed[]) {
  await t.db
    .update(contracts)
    .set({
      isIndexed,
      indexBaseMonth: isIndexed ? '2090M01' : null,
      indexBaseValue: isIndexed ? 600 : null,
      price: 200_000,
      startDate: '2090-01-01',
      endDate: '2090-12-31',
      utilities: [],
    })
    .where(eq(contracts.id, contractId));
  await t.db.delete(paymentScheduleItems).where(eq(paymentScheduleItems.contractId, contractId));
  for (const seed of items) {
    const month = seed.due.slice(0, 7);
    await t.db.insert(paymentScheduleItems).values({
      contractId,
      dueDate: seed.due,
      finalDueDate: `${month}-09`,
      periodStart: `${month}-01`,
      periodEnd: lastOfMonth(month),
      rentAmount: 200_000,
      indexMonthKey: isIndexed ? '2090M01' : null,
      indexValue: isIndexed ? 600 : null,
      utilities: [{ tag: 'HEAT', amount: 5000 }],
      amount: 205_000,
      paymentFee: 390,
      isManual: seed.manual ?? false,
      claimId: seed.claimed || seed.paid ? `claim-${randomUUID()}` : null,
      claimStatus: seed.paid ? 'paid' : seed.claimed ? 'unpaid' : null,
      paidAmount: seed.paid ? 205_390 : 0,
      paidAt: seed.paid ? new Date('2090-03-02T10:00:00Z') : null,
    });
  }
}

const itemsOf = (contractId: number) =>
  t.db
    .select()
    .from(paymentScheduleItems)
    .where(eq(paymentScheduleItems.contractId, contractId))
    .orderBy(asc(paymentScheduleItems.dueDate));

beforeAll(async () => {
  t = await createTestApp();
  [jon, staff] = await Promise.all([t.as('landlord'), t.as('staff')]);
  indexed = await createCommittedContract(t, jon, 'paper');
  plain = await createCommittedContract(t, jon, 'paper');
  await setUpLease(indexed, true, [
    { due: '2090-02-01' },
    { due: '2090-03-01', claimed: true },
    { due: '2090-04-03', paid: true },
    { due: '2090-05-02', manual: true },
    { due: '2090-06-01' },
    { due: '2090-07-03' },
  ]);
  // Staff set July's bill by hand: it keeps their amount.
  const july = (await itemsOf(indexed)).find((r) => r.dueDate === '2090-07-03')!;
  await t.db.insert(staffFinanceActions).values({
    staffId: staff.userId,
    action: 'patch_bill',
    contractId: indexed,
    itemId: july.id,
    reason: 'Agreed rent for July',
  });
  await setUpLease(plain, false, [{ due: '2090-02-01' }]);
}, 180_000);
afterAll(() => t?.close());

describe('re-indexing when a CPI month is published', () => {
  it('recomputes open items of indexed leases and leaves every other item alone', async () => {
    const added = await t.call('POST', '/api/index-values/', {
      token: staff.access,
      body: { month_key: '2090M02', value: 606, source: 'Hagstofa Íslands (test)' },
    });
    expect(added.status).toBe(201);
    const rows = await itemsOf(indexed);
    const view = rows.map((r) => [
      r.dueDate,
      r.rentAmount,
      r.amount,
      r.indexMonthKey,
      r.indexValue,
    ]);
    expect(view).toEqual([
      ['2090-02-01', 202_000, 207_000, '2090M02', 606],
      ['2090-03-01', 200_000, 205_000, '2090M01', 600],
      ['2090-04-03', 200_000, 205_000, '2090M01', 600],
      ['2090-05-02', 200_000, 205_000, '2090M01', 600],
      // June has no value of its own yet: the newest published before it applies.
      ['2090-06-01', 202_000, 207_000, '2090M02', 606],
      ['2090-07-03', 200_000, 205_000, '2090M01', 600],
    ]);
    const [other] = await itemsOf(plain);
    expect(other).toMatchObject({ rentAmount: 200_000, amount: 205_000, indexMonthKey: null });
  });

  it('follows a corrected value, and a later month only moves the items from it on', async () => {
    const corrected = await t.call('PATCH', '/api/index-values/2090M02/', {
      token: staff.access,
      body: { value: 612 },
    });
    expect(corrected.status).toBe(200);
    const added = await t.call('POST', '/api/index-values/', {
      token: staff.access,
      body: { month_key: '2090M06', value: 630, source: 'Hagstofa Íslands (test)' },
    });
    expect(added.status).toBe(201);
    const rows = await itemsOf(indexed);
    expect(rows.map((r) => [r.dueDate, r.rentAmount, r.indexMonthKey])).toEqual([
      ['2090-02-01', 204_000, '2090M02'],
      ['2090-03-01', 200_000, '2090M01'],
      ['2090-04-03', 200_000, '2090M01'],
      ['2090-05-02', 200_000, '2090M01'],
      ['2090-06-01', 210_000, '2090M06'],
      ['2090-07-03', 200_000, '2090M01'],
    ]);
    for (const row of rows) expect(Number.isInteger(row.amount)).toBe(true);
  });
});
