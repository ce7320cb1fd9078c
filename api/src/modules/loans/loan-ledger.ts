import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { buildLoanPaymentSchedule, type LedgerLoanFacts } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { loanApplications, loanDisbursements, loanRepayments } from '../../db/schema/index.js';
import { recordLedgerEvent } from '../ledger/ledger-repository.js';
import type { LoanRow } from './loans-repository.js';

/**
 * A loan's money in the double-entry ledger, under its rental contract (domain/src/ledger): the
 * payout and each repayment post in the transaction that records them, once (their keys).
 */

type LoanTerms = Pick<LoanRow, 'amount' | 'months' | 'firstDueDate'>;

/** The principal part of each schedule row by its number: the schedule rebuilt from the terms. */
function principalsByRow(loan: LoanTerms): Map<number, number> {
  if (loan.amount === null || loan.months === null || loan.firstDueDate === null) return new Map();
  const schedule = buildLoanPaymentSchedule({
    amount: loan.amount,
    months: loan.months,
    firstDueDate: loan.firstDueDate,
  });
  return new Map(schedule.rows.map((r) => [r.number, r.principal]));
}

/** The principal part of schedule row `seq`. */
export function principalOfRow(loan: LoanTerms, seq: number): number {
  return principalsByRow(loan).get(seq) ?? 0;
}

/** Posts a booked payout: the platform's money out, owed back by the borrower. */
export async function postLoanDisbursed(
  tx: Tx,
  loan: Pick<LoanRow, 'id' | 'contractId'>,
  disbursement: { id: number; amount: number },
): Promise<void> {
  if (loan.contractId === null) return;
  await recordLedgerEvent(tx, {
    type: 'loan_disbursed',
    contractId: loan.contractId,
    loanId: loan.id,
    disbursementId: disbursement.id,
    amount: disbursement.amount,
  });
}

/** Posts a repayment the bank booked: its principal repays the loan, the rest is income. */
export async function postLoanRepayment(
  tx: Tx,
  row: { loanId: number; seq: number; transactionId: string; paidAmount: number },
): Promise<void> {
  const [loan] = await tx
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.id, row.loanId));
  if (!loan || loan.contractId === null) return;
  await recordLedgerEvent(tx, {
    type: 'loan_repayment_received',
    contractId: loan.contractId,
    loanId: loan.id,
    transactionId: row.transactionId,
    amount: row.paidAmount,
    principal: Math.min(row.paidAmount, principalOfRow(loan, row.seq)),
  });
}

/** Every contract's loan facts for the reconciliation, in two queries whatever the count. */
export async function gatherLoanLedgerFacts(db: Db): Promise<Map<number, LedgerLoanFacts>> {
  const [funded, repaid] = await Promise.all([
    db
      .select({ contractId: loanApplications.contractId, amount: loanDisbursements.amount })
      .from(loanDisbursements)
      .innerJoin(loanApplications, eq(loanApplications.id, loanDisbursements.loanId))
      .where(eq(loanDisbursements.status, 'booked')),
    db
      .select({
        seq: loanRepayments.seq,
        paidAmount: loanRepayments.paidAmount,
        loan: {
          id: loanApplications.id,
          contractId: loanApplications.contractId,
          amount: loanApplications.amount,
          months: loanApplications.months,
          firstDueDate: loanApplications.firstDueDate,
        },
      })
      .from(loanRepayments)
      .innerJoin(loanApplications, eq(loanApplications.id, loanRepayments.loanId))
      .where(and(isNotNull(loanRepayments.transactionId), gt(loanRepayments.paidAmount, 0))),
  ]);
  const facts = new Map<number, LedgerLoanFacts>();
  // One schedule per loan, not one per repayment row: a loan's rows share its terms.
  const principals = new Map<number, Map<number, number>>();
  const principalOf = (loan: LoanTerms & { id: number }, seq: number) => {
    let bySeq = principals.get(loan.id);
    if (!bySeq) principals.set(loan.id, (bySeq = principalsByRow(loan)));
    return bySeq.get(seq) ?? 0;
  };
  const of = (contractId: number) => {
    let f = facts.get(contractId);
    if (!f) facts.set(contractId, (f = { funded: 0, collected: 0, principalRepaid: 0 }));
    return f;
  };
  for (const d of funded) if (d.contractId !== null) of(d.contractId).funded += d.amount;
  for (const r of repaid) {
    if (r.loan.contractId === null) continue;
    const f = of(r.loan.contractId);
    f.collected += r.paidAmount;
    f.principalRepaid += Math.min(r.paidAmount, principalOf(r.loan, r.seq));
  }
  return facts;
}
