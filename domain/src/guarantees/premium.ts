import { z } from 'zod';
import { getFirstOfNextMonth } from '../payments/dates.js';
import { buildLoanPaymentSchedule, type LoanPaymentSchedule } from '../loans/schedule.js';
import { DEFAULT_LOAN_TERMS, type LoanTerms } from '../loans/terms.js';
import type { GuaranteeStatus } from './machine.js';

/**
 * Spread payments (issue #18): the yearly premium paid in 12 monthly payments instead of at once,
 * as a consumer loan at the published terms (15.65% a year and 322 kr a notice; consumer-credit
 * law 33/2013 art. 5 j; research/inspections-guarantees.md 1.2 and 1.3).
 */
export const GUARANTEE_PREMIUM_INSTALMENTS = 12;

/** The tenant chooses between paying at once and spreading while the offer stands, before commit. */
export function canChooseSpreadPayments(status: GuaranteeStatus): boolean {
  return status === 'approved';
}

/** PUT rental-guarantees/{id}/spread-payments/. */
export const spreadPaymentsSchema = z
  .object({ spread_payments: z.boolean({ error: 'guarantees.validation.spread_payments' }) })
  .strict();
export type SpreadPaymentsInput = z.infer<typeof spreadPaymentsSchema>;

/**
 * The premium's monthly payments, due on the 1st of each month from the month after `from`
 * (YYYY-MM-DD); the schedule moves each due date to a business day.
 */
export function getPremiumPaymentSchedule(
  yearlyPremium: number,
  from: string,
  terms: LoanTerms = DEFAULT_LOAN_TERMS,
): LoanPaymentSchedule {
  return buildLoanPaymentSchedule({
    amount: yearlyPremium,
    months: GUARANTEE_PREMIUM_INSTALMENTS,
    firstDueDate: getFirstOfNextMonth(from),
    terms,
  });
}
