import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contracts,
  loanApplications,
  loanDisbursements,
  sandboxBankTransfers,
  staffFinanceActions,
} from '../src/db/schema/index.js';
import { disburseLoan } from '../src/modules/loans/disbursement-service.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { prepareBilling } from './support/billing.js';
import { race, raceStatuses, tally } from './support/concurrency.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';
import { lifecycleOf, loanInStatus, type LifecycleBody } from './support/loans-lifecycle.js';

/** A payout the bank rejected is sent again by staff, as a new attempt with its own key. */
let t: TestApp;
let anna: Session;
let jon: Session;
let staff: Session;
let contractId: number;

// A well-formed IBAN the sandbox bank has no account for: the bank rejects the transfer.
const UNKNOWN_IBAN = 'IS000000000000000000000000';

beforeAll(async () => {
  t = await createTestApp({ claimsPollIntervalMs: 0 });
  [anna, jon, staff] = await Promise.all([t.as('tenant'), t.as('landlord'), t.as('staff')]);
  contractId = await sharedCommittedContract(t, anna, jon);
}, 240_000);
afterAll(() => t.close());

type RetryBody = LifecycleBody & {
  payout_attempts: {
    attempt: number;
    status: string;
    rejection_code: string | null;
    reason: string | null;
  }[];
};

const retry = (s: Session, id: number, key: string | undefined, body: unknown) =>
  t.call<RetryBody>('POST', `/api/loans/${id}/disbursement/retry/`, {
    token: s.access,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const transfersOf = (id: number) =>
  t.db
    .select()
    .from(sandboxBankTransfers)
    .where(like(sandboxBankTransfers.idempotencyKey, `leiga-loan-payout:${id}:%`));

const attemptsOf = (id: number) =>
  t.db.select().from(loanDisbursements).where(eq(loanDisbursements.loanId, id));

/** A signed loan whose first payout the bank rejected (the landlord's account is unknown). */
async function rejectedLoan(): Promise<number> {
  await prepareBilling(t.db, contractId, jon.userId, []);
  const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
  await t.db
    .update(contracts)
    .set({
      payoutMethod: {
        ...row!.payoutMethod!,
        bank_account: { ...row!.payoutMethod!.bank_account, iban: UNKNOWN_IBAN },
      },
    })
    .where(eq(contracts.id, contractId));
  const id = await loanInStatus(t, anna, contractId, 'signed');
  const first = await disburseLoan({ db: t.db, payouts: t.app.ctx.providers.payouts }, id);
  expect(first).toMatchObject({ attempt: 1, status: 'rejected', rejectionCode: 'unknown_account' });
  return id;
}

describe('who may retry a loan payout', () => {
  it('staff only, with a key and a reason; unknown fields are named', async () => {
    const id = await rejectedLoan();
    const reason = { reason: 'Reikningur leiðréttur' };
    expect((await retry(anna, id, 'anna-retry', reason)).status).toBe(403);
    expect((await retry(jon, id, 'jon-retry', reason)).status).toBe(403);
    expect((await retry(staff, id, undefined, reason)).status).toBe(400);
    const noReason = await retry(staff, id, 'staff-retry-empty', {});
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    const extra = await retry(staff, id, 'staff-retry-extra', { ...reason, amount: 5 });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain('amount');
    expect(await attemptsOf(id)).toHaveLength(1);
  });
});

describe('retrying a rejected payout', () => {
  it('refuses a loan whose payout was never rejected (409), and sends nothing', async () => {
    await prepareBilling(t.db, contractId, jon.userId, []);
    const unsent = await loanInStatus(t, anna, contractId, 'signed');
    const early = await retry(staff, unsent, `retry-unsent-${unsent}`, { reason: 'Of snemmt' });
    expect([early.status, early.body.code]).toEqual([409, 'loan_payout_not_retryable']);

    const booked = await loanInStatus(t, anna, contractId, 'signed');
    await disburseLoan({ db: t.db, payouts: t.app.ctx.providers.payouts }, booked);
    const again = await retry(staff, booked, `retry-booked-${booked}`, { reason: 'Aftur' });
    expect([again.status, again.body.code]).toEqual([409, 'loan_payout_not_retryable']);
    expect(await transfersOf(booked)).toHaveLength(1);
    expect(await attemptsOf(booked)).toHaveLength(1);
  });

  it('50 concurrent requests with one key make one new attempt and one transfer', async () => {
    const id = await rejectedLoan();
    // Staff corrected the landlord's account.
    await prepareBilling(t.db, contractId, jon.userId, []);
    const reason = 'Reikningsnúmer leiðrétt';
    const answers = await race(50, () => retry(staff, id, `retry-${id}`, { reason }));
    expect(tally(answers)).toEqual({ 200: 50 });
    const last = answers[0]!.body;
    expect(last.status).toBe('disbursed');
    expect(last.disbursement).toMatchObject({ status: 'booked', amount: 300_000 });
    expect(last.payout_attempts).toMatchObject([
      { attempt: 1, status: 'rejected', rejection_code: 'unknown_account', reason: null },
      { attempt: 2, status: 'booked', rejection_code: null, reason },
    ]);

    const transfers = await transfersOf(id);
    expect(transfers.map((x) => [x.idempotencyKey, x.status]).sort()).toEqual([
      [`leiga-loan-payout:${id}:1`, 'rejected'],
      [`leiga-loan-payout:${id}:2`, 'booked'],
    ]);
    const attempts = await attemptsOf(id);
    expect(attempts).toHaveLength(2);
    expect(attempts.find((a) => a.attempt === 2)).toMatchObject({
      requestedBy: staff.userId,
      reason,
    });
    const actions = await t.db
      .select()
      .from(staffFinanceActions)
      .where(
        and(
          eq(staffFinanceActions.action, 'retry_loan_payout'),
          eq(staffFinanceActions.contractId, contractId),
        ),
      );
    const mine = actions.filter((a) => a.details['loan_id'] === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ staffId: staff.userId, reason });
    expect(mine[0]!.details).toMatchObject({
      attempt: 2,
      previous_rejection_code: 'unknown_account',
    });

    // Paid: a further retry is refused and moves no money.
    const after = await retry(staff, id, `retry-after-${id}`, { reason: 'Aftur' });
    expect([after.status, after.body.code]).toEqual([409, 'loan_payout_not_retryable']);
    expect(await transfersOf(id)).toHaveLength(2);
    const [loan] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    expect(loan!.status).toBe('disbursed');
  }, 60_000);

  it('concurrent retries with different keys still make one attempt', async () => {
    const id = await rejectedLoan();
    await prepareBilling(t.db, contractId, jon.userId, []);
    const statuses = await raceStatuses(10, (i) =>
      retry(staff, id, `retry-many-${id}-${i}`, { reason: 'Leiðrétt' }),
    );
    expect(statuses).toEqual({ 200: 1, 409: 9 });
    expect(await attemptsOf(id)).toHaveLength(2);
    expect((await transfersOf(id)).filter((x) => x.status === 'booked')).toHaveLength(1);
  }, 60_000);

  it('the borrower sees the payout but not the attempts', async () => {
    const id = await rejectedLoan();
    const own = await lifecycleOf(t, anna, id);
    expect(own.body).toMatchObject({ disbursement: { status: 'rejected' }, payout_attempts: [] });
    const seen = await t.call<RetryBody>('GET', `/api/loans/${id}/lifecycle/`, {
      token: staff.access,
    });
    expect(seen.body.payout_attempts).toHaveLength(1);
  });
});
