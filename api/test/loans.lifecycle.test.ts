import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoanPaymentSchedule } from '@leiga/domain';
import {
  loanDisbursements,
  loanRepayments,
  loanSigningProcesses,
  sandboxBankClaims,
  sandboxBankTransfers,
  sandboxSigningProcesses,
} from '../src/db/schema/index.js';
import { disburseLoan } from '../src/modules/loans/disbursement-service.js';
import type { Session, TestApp } from './helpers.js';
import { ANNA_KT } from './support/contracts.js';
import { signAs } from './support/contracts-signing.js';
import {
  lifecycleOf,
  loanInStatus,
  signingToken,
  startSigning,
  type LifecycleBody,
  startLoanWorld,
  pollRepayments,
} from './support/loans-lifecycle.js';

let t: TestApp;
let anna: Session;
let jon: Session;
let stranger: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  ({ t, anna, jon, stranger, staff, contractId } = await startLoanWorld());
}, 240_000);
afterAll(() => t.close());

const poll = (today: string) => pollRepayments(t, today);
const transfersOf = (id: number) =>
  t.db
    .select()
    .from(sandboxBankTransfers)
    .where(eq(sandboxBankTransfers.idempotencyKey, `leiga-loan-payout:${id}:1`));

/** The borrower starts signing, signs in the sandbox, and the outbox pays the loan out. */
async function signedAndPaidOut(id: number): Promise<LifecycleBody> {
  const started = await startSigning(t, anna, id);
  expect(started.status).toBe(201);
  await signAs(t, signingToken(started.body.signing?.signing_url));
  await t.app.ctx.events.kick();
  return (await lifecycleOf(t, anna, id)).body;
}

describe('who may sign, read and pay out a loan', () => {
  it('the borrower and staff read it; others hear 404; only the borrower signs; only staff pay out', async () => {
    const id = await loanInStatus(t, anna, contractId, 'approved');
    expect((await lifecycleOf(t, anna, id)).body).toMatchObject({
      status: 'approved',
      signing: null,
      disbursement: null,
      repayments: [],
    });
    expect((await lifecycleOf(t, staff, id)).status).toBe(200);
    expect((await lifecycleOf(t, stranger, id)).status).toBe(404);
    expect((await lifecycleOf(t, jon, id)).status).toBe(404);
    expect((await startSigning(t, stranger, id)).status).toBe(404);
    expect((await startSigning(t, staff, id)).status).toBe(404);
    const payout = (s: Session, key?: string) =>
      t.call('POST', `/api/loans/${id}/disbursement/`, {
        token: s.access,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
    expect((await payout(anna, 'anna-payout-key')).status).toBe(403);
    expect((await payout(staff)).status).toBe(400);
    // Not signed yet: nothing is paid.
    const early = await payout(staff, 'staff-payout-early');
    expect(early.status).toBe(409);
    expect(await transfersOf(id)).toHaveLength(0);
  });

  it('staff see the signing state but never the borrower’s own link', async () => {
    const id = await loanInStatus(t, anna, contractId, 'approved');
    expect((await startSigning(t, anna, id)).body.signing?.signing_url).toBeTruthy();
    const seen = await lifecycleOf(t, staff, id);
    expect(seen.body.signing).toMatchObject({ status: 'pending', signing_url: null });
  });
});

describe('signing, payout and repayment', () => {
  it('signing before approval is refused; a second start answers the open process', async () => {
    const early = await loanInStatus(t, anna, contractId, 'configured');
    const refused = await startSigning(t, anna, early);
    expect([refused.status, refused.body.code]).toEqual([409, 'loan_not_signable']);

    const id = await loanInStatus(t, anna, contractId, 'approved');
    const first = await startSigning(t, anna, id, `loan-sign-${id}`);
    expect(first.status).toBe(201);
    expect(first.body.signing).toMatchObject({ status: 'pending' });
    const again = await startSigning(t, anna, id);
    expect(again.status).toBe(200);
    expect(again.body.signing?.signing_url).toBe(first.body.signing?.signing_url);
    const processes = await t.db
      .select()
      .from(loanSigningProcesses)
      .where(eq(loanSigningProcesses.loanId, id));
    expect(processes).toHaveLength(1);
    const atProvider = await t.db
      .select()
      .from(sandboxSigningProcesses)
      .where(eq(sandboxSigningProcesses.reference, `loan-${processes[0]!.id}`));
    expect(atProvider).toHaveLength(1);
  });

  it('signed: paid once to the landlord, each schedule row a claim on the borrower', async () => {
    const id = await loanInStatus(t, anna, contractId, 'approved');
    const after = await signedAndPaidOut(id);
    expect(after.status).toBe('disbursed');
    expect(after.signing).toMatchObject({ status: 'signed' });
    expect(after.signing?.signed_at).toBeTruthy();
    expect(after.disbursement).toMatchObject({ status: 'booked', amount: 300_000 });
    const [transfer, ...more] = await transfersOf(id);
    expect(more).toHaveLength(0);
    expect(transfer).toMatchObject({ amount: 300_000, toKennitala: '0407682389' });

    const schedule = buildLoanPaymentSchedule({
      amount: 300_000,
      months: 3,
      firstDueDate: '2027-01-04',
    });
    expect(after.repayments.map((r) => [r.number, r.due_date, r.amount])).toEqual(
      schedule.rows.map((r) => [r.number, r.dueDate, r.total]),
    );
    const claims = await t.db
      .select()
      .from(sandboxBankClaims)
      .where(like(sandboxBankClaims.reference, `LAN${id}-%`));
    expect(claims).toHaveLength(3);
    for (const c of claims) expect(c.payorId).toBe(ANNA_KT);
    expect(claims.map((c) => c.amount).sort()).toEqual(schedule.rows.map((r) => r.total).sort());

    // Signed once: signing again is refused, and nothing more is paid.
    expect((await startSigning(t, anna, id)).status).toBe(409);
    expect(await transfersOf(id)).toHaveLength(1);
  });

  it('payments are learnt by polling the bank: repaying, late rows in arrears, then paid off', async () => {
    const id = await loanInStatus(t, anna, contractId, 'approved');
    await signedAndPaidOut(id);
    const rows = await t.db
      .select()
      .from(loanRepayments)
      .where(eq(loanRepayments.loanId, id))
      .orderBy(loanRepayments.seq);
    const pay = (i: number) =>
      t.app.ctx.providers.claimsSandbox.pay(rows[i]!.claimId!, {
        paidAt: new Date(`${rows[i]!.dueDate}T10:00:00Z`),
      });

    await pay(0);
    expect(await poll(rows[0]!.dueDate)).toBeGreaterThanOrEqual(1);
    // A second poll finds nothing new: a row is paid once.
    expect(await poll(rows[0]!.dueDate)).toBe(0);
    let now = (await lifecycleOf(t, anna, id)).body;
    expect(now.status).toBe('repaying');
    expect(now.repayments[0]).toMatchObject({ state: 'paid' });

    // The second row passes its final due date unpaid.
    const late = new Date(`${rows[1]!.finalDueDate}T00:00:00Z`);
    late.setUTCDate(late.getUTCDate() + 1);
    await poll(late.toISOString().slice(0, 10));
    expect((await lifecycleOf(t, anna, id)).body.status).toBe('in_arrears');

    await pay(1);
    await pay(2);
    await poll(late.toISOString().slice(0, 10));
    now = (await lifecycleOf(t, anna, id)).body;
    expect(now.status).toBe('paid_off');
    expect(now.repayments.map((r) => r.state)).toEqual(['paid', 'paid', 'paid']);
  });

  it('50 concurrent payouts of one signed loan book one transfer and one schedule', async () => {
    const id = await loanInStatus(t, anna, contractId, 'signed', { months: 4 });
    const deps = { db: t.db, payouts: t.app.ctx.providers.payouts };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => disburseLoan(deps, id)),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await transfersOf(id)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(loanDisbursements)
      .where(eq(loanDisbursements.loanId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'booked' });
    const repayments = await t.db
      .select()
      .from(loanRepayments)
      .where(eq(loanRepayments.loanId, id));
    expect(repayments).toHaveLength(4);
    // Staff retrying through the api changes nothing either.
    const retry = await t.call<LifecycleBody>('POST', `/api/loans/${id}/disbursement/`, {
      token: staff.access,
      headers: { 'idempotency-key': `retry-${id}` },
    });
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe('disbursed');
    expect(await transfersOf(id)).toHaveLength(1);
  });
});
