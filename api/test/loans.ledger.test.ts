import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoanPaymentSchedule, ledgerBalances } from '@leiga/domain';
import { ledgerEntries, loanRepayments } from '../src/db/schema/index.js';
import { findUnbalancedContracts, listContractLedger } from '../src/modules/ledger/index.js';
import type { Session, TestApp } from './helpers.js';
import { signAs } from './support/contracts-signing.js';
import {
  loanInStatus,
  signingToken,
  startSigning,
  startLoanWorld,
  pollRepayments,
} from './support/loans-lifecycle.js';

/**
 * A loan's money in the double-entry ledger: the payout and each repayment post once, under the
 * loan's rental contract, and the reconciliation checks them against the loan tables.
 */
let t: TestApp;
let anna: Session;
let contractId: number;

beforeAll(async () => {
  ({ t, anna, contractId } = await startLoanWorld());
}, 240_000);
afterAll(() => t.close());

const poll = (today: string) => pollRepayments(t, today);

const loanBalances = async () => {
  const b = ledgerBalances(await listContractLedger(t.db, contractId));
  return {
    loan_funded: b.loan_funded,
    loan_receivable: b.loan_receivable,
    loan_collected: b.loan_collected,
    loan_income: b.loan_income,
  };
};

const findingOf = async () =>
  (await findUnbalancedContracts(t.db)).findings.find((f) => f.contractId === contractId);

describe('a loan in the ledger', () => {
  it('posts the payout and each repayment once, and the reconciliation covers them', async () => {
    const id = await loanInStatus(t, anna, contractId, 'approved');
    const started = await startSigning(t, anna, id);
    await signAs(t, signingToken(started.body.signing?.signing_url));
    await t.app.ctx.events.kick();
    const schedule = buildLoanPaymentSchedule({
      amount: 300_000,
      months: 3,
      firstDueDate: '2027-01-04',
    });
    expect(await loanBalances()).toEqual({
      loan_funded: 300_000,
      loan_receivable: 300_000,
      loan_collected: 0,
      loan_income: 0,
    });
    expect(await findingOf()).toBeUndefined();

    const rows = await t.db
      .select()
      .from(loanRepayments)
      .where(eq(loanRepayments.loanId, id))
      .orderBy(loanRepayments.seq);
    for (const i of [0, 1])
      await t.app.ctx.providers.claimsSandbox.pay(rows[i]!.claimId!, {
        paidAt: new Date(`${rows[i]!.dueDate}T10:00:00Z`),
      });
    await poll('2027-02-05');
    await poll('2027-02-06');
    const [first, second] = schedule.rows;
    const principal = first!.principal + second!.principal;
    const collected = first!.total + second!.total;
    expect(await loanBalances()).toEqual({
      loan_funded: 300_000,
      loan_receivable: 300_000 - principal,
      loan_collected: collected,
      loan_income: collected - principal,
    });
    expect(await findingOf()).toBeUndefined();

    // A repayment's lines lost: the reconciliation finds the loan accounts out of step.
    const [paid] = await t.db
      .select()
      .from(loanRepayments)
      .where(eq(loanRepayments.id, rows[0]!.id));
    await t.db
      .delete(ledgerEntries)
      .where(like(ledgerEntries.eventKey, `loan_repayment_received:${paid!.transactionId}`));
    const finding = await findingOf();
    expect(finding?.problems.map((p) => p.code).sort()).toEqual([
      'loan_collected_mismatch',
      'loan_income_mismatch',
      'loan_receivable_mismatch',
    ]);
    expect(finding?.problems.find((p) => p.code === 'loan_collected_mismatch')).toMatchObject({
      expected: collected,
      actual: second!.total,
    });
  }, 120_000);
});
