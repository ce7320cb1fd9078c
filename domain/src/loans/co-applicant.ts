import { z } from 'zod';
import { createApplicantInvitationSchema } from '../guarantees/applicants.js';
import { isLoanEditable, type LoanStatus } from './machine.js';
import type { HouseholdDataInput } from './schemas.js';

/**
 * A loan's co-applicant (issue #18): a second borrower, e.g. a partner on the same lease, invited
 * by e-mail as a rental guarantee's co-applicants are (the invitation's statuses and who may take
 * each step are those of guarantees/applicants.ts). They accept with their own consent to the
 * default-register lookup, give their part of the household's figures, and the payment
 * assessment counts the household together.
 */

/** One co-applicant at most: a loan has one or two borrowers. */
export const LOAN_MAX_CO_APPLICANTS = 1;

/** A co-applicant is invited while the application may change. */
export const canInviteLoanCoApplicant = (status: LoanStatus): boolean => isLoanEditable(status);

/** The invitation: the co-applicant's e-mail, and kennitala when the borrower knows it. */
export const inviteLoanCoApplicantSchema = createApplicantInvitationSchema;
export type InviteLoanCoApplicantInput = z.infer<typeof inviteLoanCoApplicantSchema>;

/** Accepting joins the loan, so it carries the co-applicant's own consent to the lookup. */
export const acceptLoanCoApplicantSchema = z
  .object({ consent: z.literal(true, { error: 'loans.errors.consent_missing' }) })
  .strict();

/**
 * One household of two borrowers: the people, the lease and childcare are shared (the larger
 * figure counts, as each may give them), while incomes and each one's own loans and car costs
 * add up.
 */
export function combineLoanHouseholds(
  borrower: HouseholdDataInput,
  coApplicant: HouseholdDataInput,
): HouseholdDataInput {
  return {
    adults: Math.max(borrower.adults, coApplicant.adults, 2),
    children: Math.max(borrower.children, coApplicant.children),
    net_income: borrower.net_income + coApplicant.net_income,
    housing_cost: Math.max(borrower.housing_cost, coApplicant.housing_cost),
    other_loan_payments: borrower.other_loan_payments + coApplicant.other_loan_payments,
    childcare: Math.max(borrower.childcare, coApplicant.childcare),
    car_costs: borrower.car_costs + coApplicant.car_costs,
  };
}
