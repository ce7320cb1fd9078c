import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_DEFAULT_AFTER_DAYS_LATE, addDays } from '@leiga/domain';
import { loanApplications, notifications } from '../src/db/schema/index.js';
import { publishEvent } from '../src/modules/events/outbox.js';
import { disburseLoan } from '../src/modules/loans/disbursement-service.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { prepareBilling } from './support/billing.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';
import { loanInStatus, pollRepayments } from './support/loans-lifecycle.js';

/**
 * A loan falling behind: the repayment poll moves it into arrears and, once a row is unpaid
 * LOAN_DEFAULT_AFTER_DAYS_LATE days past its final due date, into default; the borrower hears of
 * the payout, the late payment and the default once each, however often the poll runs.
 */
let t: TestApp;
let anna: Session;
let jon: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ claimsPollIntervalMs: 0 });
  [anna, jon] = await Promise.all([t.as('tenant'), t.as('landlord')]);
  contractId = await sharedCommittedContract(t, anna, jon);
  await prepareBilling(t.db, contractId, jon.userId, []);
}, 240_000);
afterAll(() => t.close());

const poll = async (today: string) => {
  await pollRepayments(t, today);
  await t.app.ctx.events.kick();
};

const statusOf = async (id: number) => {
  const [row] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, id));
  return row!.status;
};

/** The borrower's loan notices of one loan, as [type, dedupe key]. */
const noticesOf = async (id: number) => {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, anna.userId), like(notifications.dedupeKey, `loan:${id}:%`)),
    );
  return rows.map((n) => [n.type, n.dedupeKey, n.targetPath]).sort();
};

/** A signed loan (first due 2027-01-04, final due 2027-01-11) paid out to the landlord. */
async function disbursedLoan(): Promise<number> {
  const id = await loanInStatus(t, anna, contractId, 'signed');
  const row = await disburseLoan({ db: t.db, payouts: t.app.ctx.providers.payouts }, id);
  expect(row.status).toBe('booked');
  await t.app.ctx.events.kick();
  return id;
}

describe('a loan falling behind', () => {
  it('goes into arrears, then into default past the threshold; each notice is sent once', async () => {
    const id = await disbursedLoan();
    expect(await statusOf(id)).toBe('disbursed');
    expect(await noticesOf(id)).toEqual([
      ['loan_disbursed', `loan:${id}:disbursed`, `/loans/${id}`],
    ]);
    // Paying out again (staff, the outbox) tells nobody twice.
    await disburseLoan({ db: t.db, payouts: t.app.ctx.providers.payouts }, id);
    await t.app.ctx.events.kick();
    expect(await noticesOf(id)).toHaveLength(1);

    await poll('2027-01-11');
    expect(await statusOf(id)).toBe('disbursed');
    await poll('2027-01-12');
    expect(await statusOf(id)).toBe('in_arrears');
    await poll('2027-01-13');
    await poll('2027-02-15');
    const late = ['loan_repayment_late', `loan:${id}:late:1`, `/loans/${id}`];
    expect(await noticesOf(id)).toEqual([
      ['loan_disbursed', `loan:${id}:disbursed`, `/loans/${id}`],
      late,
    ]);

    const lastDayBefore = addDays('2027-01-11', LOAN_DEFAULT_AFTER_DAYS_LATE);
    await poll(lastDayBefore);
    expect(await statusOf(id)).toBe('in_arrears');
    await poll(addDays(lastDayBefore, 1));
    expect(await statusOf(id)).toBe('defaulted');
    await poll(addDays(lastDayBefore, 2));
    await poll('2027-06-01');
    expect(await statusOf(id)).toBe('defaulted');
    // The outbox may deliver an event again: the notice stays one.
    await publishEvent(t.db, 'loan.defaulted', { loan_id: id });
    await publishEvent(t.db, 'loan.repayment_late', { loan_id: id, seq: 1 });
    await t.app.ctx.events.kick();
    expect(await noticesOf(id)).toEqual([
      ['loan_defaulted', `loan:${id}:defaulted`, `/loans/${id}`],
      ['loan_disbursed', `loan:${id}:disbursed`, `/loans/${id}`],
      late,
    ]);
  }, 60_000);

  it('a loan first found long past due goes through arrears into default at once', async () => {
    const id = await disbursedLoan();
    await poll('2027-06-02');
    expect(await statusOf(id)).toBe('defaulted');
    await poll('2027-06-03');
    expect((await noticesOf(id)).map(([type]) => type)).toEqual([
      'loan_defaulted',
      'loan_disbursed',
      'loan_repayment_late',
    ]);
  }, 60_000);
});
