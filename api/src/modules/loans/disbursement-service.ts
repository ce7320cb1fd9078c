import {
  buildLoanPaymentSchedule,
  canRetryLoanPayout,
  getLoanFinalDueDate,
  type LoanPayoutRetry,
} from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { conflict, unprocessable } from '../../http/errors.js';
import type { PayoutProvider } from '../../providers/payouts/payout-provider.js';
import { publishEvent } from '../events/outbox.js';
import { findContractMoneyParties, recordStaffAction } from '../payments/billing-repository.js';
import {
  findDisbursement,
  insertDisbursement,
  insertRepayments,
  lockLoan,
  setLoanStatusIf,
  updateDisbursement,
  type LoanDisbursementRow,
} from './lifecycle-repository.js';
import { postLoanDisbursed } from './loan-ledger.js';
import { findLoan } from './loans-repository.js';

export type DisbursementDeps = { db: Db; payouts: PayoutProvider };

/** One key per attempt: however often an attempt is sent, the bank books one transfer. */
export const disbursementKeyOf = (loanId: number, attempt: number) =>
  `leiga-loan-payout:${loanId}:${attempt}`;

const notSigned = () => conflict('Only a signed loan is paid out.', 'loan_not_disbursable');

/**
 * Where the money goes: a tenant loan finances what the tenant owes on the attached rental
 * contract (the deposit and rent the loan was applied for), so it is paid to that contract's
 * landlord, to the payout account the rent payouts use, and never to the borrower, whose use of
 * the money the lender could not then tie to the lease. Read again on each attempt, so a retry
 * goes to the account staff corrected after a rejection.
 */
async function payeeOf(tx: Tx, contractId: number) {
  const parties = await findContractMoneyParties(tx, contractId);
  const method = parties?.contract.payoutMethod;
  const iban = method?.bank_account.iban;
  const kennitala = parties?.payeeKennitala ?? method?.bank_account.icelandic_format?.kt;
  if (!iban || !kennitala)
    throw unprocessable(
      'The rental contract has no payout account for the landlord; the loan cannot be paid out yet.',
      'no_payout_method',
    );
  return { iban, holderKennitala: kennitala };
}

/** The first payout attempt of a signed loan, made once (a later call finds the latest). */
async function makeDisbursement(db: Db, loanId: number): Promise<LoanDisbursementRow> {
  return db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    const existing = await findDisbursement(tx, loanId);
    if (existing) return existing;
    if (loan?.status !== 'signed' || loan.contractId === null || loan.amount === null)
      throw notSigned();
    const row = await insertDisbursement(tx, {
      loanId,
      attempt: 1,
      amount: loan.amount,
      ...(await payeeOf(tx, loan.contractId)),
      idempotencyKey: disbursementKeyOf(loanId, 1),
    });
    return row ?? (await findDisbursement(tx, loanId))!;
  });
}

const notRetryable = () =>
  conflict(
    'A payout is sent again only after the bank rejected the last attempt.',
    'loan_payout_not_retryable',
  );

/**
 * Staff's new payout attempt after the bank rejected the last one: its own row and transfer key,
 * recorded with who asked and why (the row and staff_finance_actions, in one transaction). The
 * loan lock makes concurrent retries queue: the first makes the attempt, the rest find it
 * pending and are refused, so one rejection leads to one new transfer.
 */
async function makeRetryAttempt(
  db: Db,
  staffId: number,
  loanId: number,
  body: LoanPayoutRetry,
): Promise<void> {
  await db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    const latest = await findDisbursement(tx, loanId);
    if (
      !loan ||
      !canRetryLoanPayout(loan.status, latest?.status ?? null) ||
      loan.contractId === null ||
      loan.amount === null
    )
      throw notRetryable();
    const attempt = latest!.attempt + 1;
    const row = await insertDisbursement(tx, {
      loanId,
      attempt,
      amount: loan.amount,
      ...(await payeeOf(tx, loan.contractId)),
      idempotencyKey: disbursementKeyOf(loanId, attempt),
      requestedBy: staffId,
      reason: body.reason,
    });
    if (!row) throw notRetryable();
    await recordStaffAction(tx, {
      staffId,
      action: 'retry_loan_payout',
      contractId: loan.contractId,
      reason: body.reason,
      details: {
        loan_id: loanId,
        attempt,
        previous_rejection_code: latest!.rejectionCode,
      },
    });
  });
}

/** Staff: a new attempt at a rejected loan payout, then sent like the first (409 otherwise). */
export async function retryLoanPayout(
  deps: DisbursementDeps,
  staffId: number,
  loanId: number,
  body: LoanPayoutRetry,
): Promise<LoanDisbursementRow> {
  await makeRetryAttempt(deps.db, staffId, loanId, body);
  return disburseLoan(deps, loanId);
}

/**
 * Pays a signed loan out, exactly once: the latest attempt's row fixes the transfer's key, a
 * pending row is sent (again after a crash: the key makes the bank answer the first transfer),
 * and a booked transfer moves the loan to disbursed and lays its schedule down as repayment rows
 * in the same transaction. The `loan.signed` outbox event calls it; staff may retry it.
 */
export async function disburseLoan(
  deps: DisbursementDeps,
  loanId: number,
): Promise<LoanDisbursementRow> {
  const row = await makeDisbursement(deps.db, loanId);
  if (row.status !== 'pending') return row;
  const transfer = await deps.payouts.transfer({
    toIban: row.iban,
    toKennitala: row.holderKennitala,
    amount: row.amount,
    reference: `Lan ${loanId}`,
    idempotencyKey: row.idempotencyKey,
  });
  return deps.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    const current = (await findDisbursement(tx, loanId))!;
    if (current.id !== row.id || current.status !== 'pending') return current;
    const booked = transfer.status === 'booked';
    const updated = await updateDisbursement(tx, row.id, {
      transferId: transfer.transferId,
      status: booked ? 'booked' : 'rejected',
      rejectionCode: transfer.rejectionCode,
      bookedAt: transfer.bookedAt ? new Date(transfer.bookedAt) : null,
    });
    if (booked && loan?.amount && loan.months && loan.firstDueDate) {
      // The borrower hears of it once: the event is written with the one move to disbursed.
      if (await setLoanStatusIf(tx, loanId, ['signed'], 'disbursed')) {
        await publishEvent(tx, 'loan.disbursed', { loan_id: loanId });
        await postLoanDisbursed(tx, loan, updated);
      }
      const schedule = buildLoanPaymentSchedule({
        amount: loan.amount,
        months: loan.months,
        firstDueDate: loan.firstDueDate,
      });
      await insertRepayments(
        tx,
        schedule.rows.map((r) => ({
          loanId,
          seq: r.number,
          dueDate: r.dueDate,
          finalDueDate: getLoanFinalDueDate(r.dueDate),
          amount: r.total,
        })),
      );
    }
    return updated;
  });
}

/** The loan read again, for the route's answer. */
export async function rereadLoan(db: Db, id: number) {
  const row = await findLoan(db, id);
  if (!row) throw notSigned();
  return row;
}
