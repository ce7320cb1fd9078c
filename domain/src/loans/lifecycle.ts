import type { z } from 'zod';
import { staffFinanceReasonSchema } from '../finance/billing.js';
import { addDays } from '../payments/dates.js';
import { getFinalDueDate } from '../payments/schedule.js';
import { nextLoanStatus, type LoanEvent, type LoanStatus } from './machine.js';

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
 * How many days a repayment may stay unpaid after its final due date (eindagi) before the loan is
 * in default. Research §4: Creditinfo registers a debt on the default register (vanskilaskrá)
 * once it is 40 or more days in arrears; a loan goes to `defaulted` at the same point, so the
 * lender's default and the register's agree.
 */
export const LOAN_DEFAULT_AFTER_DAYS_LATE = 40;

const isLate = (row: LoanRepaymentFacts, today: string) => !row.paidAt && today > row.finalDueDate;

/** Whether a row is unpaid more than LOAN_DEFAULT_AFTER_DAYS_LATE days past its final due date. */
export const isLoanRepaymentInDefault = (row: LoanRepaymentFacts, today: string): boolean =>
  !row.paidAt && today > addDays(row.finalDueDate, LOAN_DEFAULT_AFTER_DAYS_LATE);

/** The machine event a loan's rows call for on `today`, or null when they call for none. */
function getLoanRepaymentEvent(
  status: LoanStatus,
  rows: readonly LoanRepaymentFacts[],
  today: string,
): LoanEvent | null {
  if (rows.every((r) => r.paidAt)) return 'pay_off';
  if (rows.some((r) => isLate(r, today))) {
    if (status !== 'in_arrears') return 'miss_payment';
    return rows.some((r) => isLoanRepaymentInDefault(r, today)) ? 'default' : null;
  }
  if (status === 'in_arrears') return 'catch_up';
  return status === 'disbursed' && rows.some((r) => r.paidAt) ? 'first_payment' : null;
}

/**
 * Where a loan in repayment stands after its rows, reached only through the loan machine's
 * events: every row paid is paid off; any row late is in arrears; in arrears with a row in
 * default (LOAN_DEFAULT_AFTER_DAYS_LATE) is defaulted; caught up is repaying; a first payment
 * makes a disbursed loan repaying. Steps on while an event applies, so a poll that finds a row
 * long past due moves the loan into arrears and on to default at once. Any status outside
 * repayment is left as it is.
 */
export function getLoanRepaymentStatus(
  status: LoanStatus,
  rows: readonly LoanRepaymentFacts[],
  today: string,
): LoanStatus {
  if (!isLoanInRepayment(status) || rows.length === 0) return status;
  const event = getLoanRepaymentEvent(status, rows, today);
  const next = event ? nextLoanStatus(status, event) : null;
  return next && next !== status ? getLoanRepaymentStatus(next, rows, today) : status;
}

/**
 * Whether staff may send a loan's payout again: only a signed loan whose latest attempt the bank
 * definitively rejected (no money moved). A pending attempt may still book and a booked one has
 * paid, so either would risk paying twice.
 */
export const canRetryLoanPayout = (
  status: LoanStatus,
  latest: LoanDisbursementStatus | null,
): boolean => status === 'signed' && latest === 'rejected';

/** Staff's retry of a rejected loan payout: why, kept with who did it. */
export const loanPayoutRetrySchema = staffFinanceReasonSchema;
export type LoanPayoutRetry = z.infer<typeof loanPayoutRetrySchema>;

/**
 * While an approved loan's agreement waits for the borrower's signature, they are reminded this
 * many days after the approval, once each.
 */
export const LOAN_SIGNING_REMINDER_DAYS = [2, 5] as const;

/** An agreement left unsigned this many days after the approval lapses (the loan is `expired`). */
export const LOAN_SIGNING_EXPIRY_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an approved, unsigned loan calls for at `now`: the reminders due so far, or expiry. */
export type LoanSigningDeadline =
  { kind: 'expire' } | { kind: 'remind'; days: readonly number[] } | { kind: 'none' };

/**
 * The deadline of an agreement approved at `approvedAt`: expired once LOAN_SIGNING_EXPIRY_DAYS
 * have passed, else every reminder whose day has come (the caller sends each once, by its day).
 */
export function getLoanSigningDeadline(
  status: LoanStatus,
  approvedAt: Date,
  now: Date,
): LoanSigningDeadline {
  if (status !== 'approved') return { kind: 'none' };
  const elapsed = now.getTime() - approvedAt.getTime();
  if (elapsed >= LOAN_SIGNING_EXPIRY_DAYS * DAY_MS) return { kind: 'expire' };
  const days = LOAN_SIGNING_REMINDER_DAYS.filter((d) => elapsed >= d * DAY_MS);
  return days.length > 0 ? { kind: 'remind', days } : { kind: 'none' };
}

/** When an approved loan's agreement lapses unsigned. */
export const getLoanSigningExpiresAt = (approvedAt: Date): Date =>
  new Date(approvedAt.getTime() + LOAN_SIGNING_EXPIRY_DAYS * DAY_MS);
