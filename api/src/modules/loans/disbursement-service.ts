import { buildLoanPaymentSchedule, getLoanFinalDueDate } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { conflict, unprocessable } from '../../http/errors.js';
import type { PayoutProvider } from '../../providers/payouts/payout-provider.js';
import { findContractMoneyParties } from '../payments/billing-repository.js';
import {
  findDisbursement,
  insertDisbursement,
  insertRepayments,
  lockLoan,
  setLoanStatusIf,
  updateDisbursement,
  type LoanDisbursementRow,
} from './lifecycle-repository.js';
import { findLoan } from './loans-repository.js';

export type DisbursementDeps = { db: Db; payouts: PayoutProvider };

/** One key per loan: however often the payout is sent, the bank books one transfer. */
export const disbursementKeyOf = (loanId: number) => `leiga-loan-payout:${loanId}`;

const notSigned = () => conflict('Only a signed loan is paid out.', 'loan_not_disbursable');

/**
 * The payout row of a signed loan, made once. Where the money goes: a tenant loan finances what
 * the tenant owes on the attached rental contract (the deposit and rent the loan was applied
 * for), so it is paid to that contract's landlord, to the payout account the rent payouts use,
 * and never to the borrower, whose use of the money the lender could not then tie to the lease.
 */
async function makeDisbursement(db: Db, loanId: number): Promise<LoanDisbursementRow> {
  return db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    const existing = await findDisbursement(tx, loanId);
    if (existing) return existing;
    if (loan?.status !== 'signed' || loan.contractId === null || loan.amount === null)
      throw notSigned();
    const parties = await findContractMoneyParties(tx, loan.contractId);
    const method = parties?.contract.payoutMethod;
    const iban = method?.bank_account.iban;
    const kennitala = parties?.payeeKennitala ?? method?.bank_account.icelandic_format?.kt;
    if (!iban || !kennitala)
      throw unprocessable(
        'The rental contract has no payout account for the landlord; the loan cannot be paid out yet.',
        'no_payout_method',
      );
    const row = await insertDisbursement(tx, {
      loanId,
      amount: loan.amount,
      iban,
      holderKennitala: kennitala,
      idempotencyKey: disbursementKeyOf(loanId),
    });
    return row ?? (await findDisbursement(tx, loanId))!;
  });
}

/**
 * Pays a signed loan out, exactly once: the row (unique per loan) fixes the transfer's key, a
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
    if (current.status !== 'pending') return current;
    const booked = transfer.status === 'booked';
    const updated = await updateDisbursement(tx, row.id, {
      transferId: transfer.transferId,
      status: booked ? 'booked' : 'rejected',
      rejectionCode: transfer.rejectionCode,
      bookedAt: transfer.bookedAt ? new Date(transfer.bookedAt) : null,
    });
    if (booked && loan?.amount && loan.months && loan.firstDueDate) {
      await setLoanStatusIf(tx, loanId, ['signed'], 'disbursed');
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
