import { getFinalDueDate } from '../payments/schedule.js';
import type { LoanStatus } from './machine.js';

/** A loan payout's state at the bank: sent once, booked or rejected (no money moved). */
export const LOAN_DISBURSEMENT_STATUSES = ['pending', 'booked', 'rejected'] as const;
export type LoanDisbursementStatus = (typeof LOAN_DISBURSEMENT_STATUSES)[number];

/** A repayment row as the borrower sees it: not yet due, due (before the final due date), paid, late. */
export const LOAN_REPAYMENT_STATES = ['scheduled', 'due', 'paid', 'late'] as const;
export type LoanRepaymentState = (typeof LOAN_REPAYMENT_STATES)[number];

/** How many days before its due date a repayment counts as due (the claim shows in the bank). */
export const LOAN_REPAYMENT_DUE_SOON_DAYS = 14;

/** The final due date (eindagi) of a loan payment: the same rule as rent claims. */
export const getLoanFinalDueDate = (dueDate: string): string => getFinalDueDate(dueDate);

export type LoanRepaymentFacts = { dueDate: string; finalDueDate: string; paidAt: string | null };

/** A row's state on `today` (YYYY-MM-DD): paid once paid; late after its final due date. */
export function getLoanRepaymentState(
  row: LoanRepaymentFacts,
  today: string,
  dueSoonFrom: string,
): LoanRepaymentState {
  if (row.paidAt) return 'paid';
  if (today > row.finalDueDate) return 'late';
  return row.dueDate <= dueSoonFrom ? 'due' : 'scheduled';
}

/** The statuses in which a loan is being repaid (its claims exist). */
export const isLoanInRepayment = (status: LoanStatus): boolean =>
  status === 'disbursed' || status === 'repaying' || status === 'in_arrears';

/**
 * Where a loan in repayment stands after its rows: every row paid is paid off; any row late is in
 * arrears; otherwise repaying once a payment has come in, else still just disbursed. Any other
 * status is left as it is (the machine's events lead there: first_payment, miss_payment,
 * catch_up, pay_off).
 */
export function getLoanRepaymentStatus(
  status: LoanStatus,
  rows: readonly LoanRepaymentFacts[],
  today: string,
): LoanStatus {
  if (!isLoanInRepayment(status) || rows.length === 0) return status;
  if (rows.every((r) => r.paidAt)) return 'paid_off';
  if (rows.some((r) => !r.paidAt && today > r.finalDueDate)) return 'in_arrears';
  return rows.some((r) => r.paidAt) ? 'repaying' : 'disbursed';
}
