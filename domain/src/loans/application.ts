import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
import type { LoanStatus } from './machine.js';

/** Loans listed a page at a time (GET /api/loans/). */
export const LOAN_PAGE_SIZE = PAGE_SIZES.loans;

const E = 'loans.errors';

/** The steps of the full-screen application under /loans/new/{id}/, in the wizard's order. */
export const LOAN_STEPS = [
  'review',
  'rental-contract',
  'loan-configuration',
  'credit-assessment/applicants',
  'credit-assessment/household-data',
  'credit-assessment/personal-details',
  'credit-assessment/rki-lookup',
] as const;
export type LoanStep = (typeof LOAN_STEPS)[number];

/** The rental-contract step: one of the contracts the applicant is a tenant on. */
export const attachLoanContractSchema = z
  .object({
    contract_id: z
      .number({ error: `${E}.contract_required` })
      .int({ error: `${E}.contract_required` })
      .positive({ error: `${E}.contract_required` }),
  })
  .strict();
export type AttachLoanContractInput = z.infer<typeof attachLoanContractSchema>;

/** The applicants step: borrowing alone or as a couple (the assessment threshold follows it). */
export const loanApplicantsSchema = z
  .object({
    borrowers: z.union([z.literal(1), z.literal(2)], { error: `${E}.borrowers` }),
  })
  .strict();
export type LoanApplicantsInput = z.infer<typeof loanApplicantsSchema>;

export const LOAN_EMPLOYMENTS = [
  'employed',
  'self_employed',
  'student',
  'retired',
  'unemployed',
  'other',
] as const;
export type LoanEmployment = (typeof LOAN_EMPLOYMENTS)[number];

/** The personal-details step: where the loan's notices and the applicant are reached. */
export const loanPersonalDetailsSchema = z
  .object({
    address: z
      .string({ error: `${E}.address` })
      .trim()
      .min(3, { error: `${E}.address` })
      .max(200, { error: `${E}.address` }),
    phone: z
      .string({ error: `${E}.phone` })
      .trim()
      .regex(/^\+?[0-9 ]{7,20}$/, { error: `${E}.phone` }),
    email: z.email({ error: `${E}.email` }).max(254, { error: `${E}.email` }),
    employment: z.enum(LOAN_EMPLOYMENTS, { error: `${E}.employment` }),
  })
  .strict();
export type LoanPersonalDetails = z.infer<typeof loanPersonalDetailsSchema>;

/**
 * Running the credit assessment. `consent: true` records the applicant's consent to credit checks
 * now; without it the lookup rests on a live credit_check consent given before, or is refused.
 */
export const assessLoanSchema = z
  .object({ consent: z.boolean({ error: 'validation.consent_required' }).optional() })
  .strict();
export type AssessLoanInput = z.infer<typeof assessLoanSchema>;

/** Why a loan was declined: on the default register (or no score), or a negative assessment. */
export const LOAN_DECLINE_REASONS = ['default_register', 'no_score', 'payment_capacity'] as const;
export type LoanDeclineReason = (typeof LOAN_DECLINE_REASONS)[number];

/** The first step not yet done, where the wizard resumes an application. */
export function getNextLoanStep(loan: {
  status: LoanStatus;
  hasContract: boolean;
  hasConfiguration: boolean;
  hasHousehold: boolean;
  hasPersonalDetails: boolean;
}): LoanStep {
  if (!loan.hasContract) return 'rental-contract';
  if (!loan.hasConfiguration) return 'loan-configuration';
  if (loan.status !== 'configured') return 'review';
  if (!loan.hasHousehold) return 'credit-assessment/household-data';
  if (!loan.hasPersonalDetails) return 'credit-assessment/personal-details';
  return 'credit-assessment/rki-lookup';
}
