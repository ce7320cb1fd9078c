import { getNextLoanStep, type LoanStep } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  LoanFieldsFragmentDoc,
  type LoanFieldsFragment,
  type LoanStatus,
} from '../../__generated__/graphql';
import { paths, type RoutePath } from '../../app/paths';
import type { BadgeTone } from '../../ui/Card';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';

export type Loan = LoanFieldsFragment;

export const readLoan = (ref: FragmentType<typeof LoanFieldsFragmentDoc>): Loan =>
  getFragmentData(LoanFieldsFragmentDoc, ref);

export const LOAN_STATUS_TONES: Readonly<Record<LoanStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  CONTRACT_ATTACHED: 'neutral',
  CONFIGURED: 'neutral',
  CREDIT_ASSESSMENT: 'brand',
  APPROVED: 'success',
  DECLINED: 'warning',
  SIGNED: 'brand',
  EXPIRED: 'warning',
  DISBURSED: 'brand',
  REPAYING: 'success',
  IN_ARREARS: 'warning',
  PAID_OFF: 'neutral',
  DEFAULTED: 'warning',
};

/** Each step's page; the application is named by `?loan=<id>` (the paths of SPEC 2 carry none). */
const STEP_PATHS: Readonly<Record<LoanStep, RoutePath>> = {
  review: paths.loanNewReview,
  'rental-contract': paths.loanNewRentalContract,
  'loan-configuration': paths.loanNewConfiguration,
  'credit-assessment/applicants': paths.loanNewApplicants,
  'credit-assessment/household-data': paths.loanNewHouseholdData,
  'credit-assessment/personal-details': paths.loanNewPersonalDetails,
  'credit-assessment/rki-lookup': paths.loanNewRkiLookup,
};

export function getLoanStepHref(step: LoanStep, loanId: string): string {
  return `${STEP_PATHS[step].path}?loan=${encodeURIComponent(loanId)}`;
}

/** An approved loan (and one signed, paid out or being repaid) has its own page at /loans/<id>. */
export const hasLoanPage = (loan: Pick<Loan, 'status'>): boolean =>
  !['DRAFT', 'CONTRACT_ATTACHED', 'CONFIGURED', 'CREDIT_ASSESSMENT', 'DECLINED'].includes(
    loan.status,
  );

/** The catalogue key of a step's title: `loans.steps.household_data`. */
export const stepTitleKey = (step: LoanStep) =>
  `loans.steps.${step.replace('credit-assessment/', '').replaceAll('-', '_')}`;

/** Where the wizard resumes an application. */
export const getResumeStep = (loan: Loan): LoanStep =>
  getNextLoanStep({
    status: loan.status.toLowerCase() as Parameters<typeof getNextLoanStep>[0]['status'],
    hasContract: loan.contractId !== null,
    hasConfiguration: loan.amount !== null && loan.months !== null,
    hasHousehold: loan.household !== null,
    hasPersonalDetails: loan.personalDetails !== null,
  });

/** A loan error by its reason (`consent_missing`, `loan_not_editable`), else the generic one. */
export function translateLoanError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  if (reason && t(`loans.errors.${reason}`, { defaultValue: '' }))
    return t(`loans.errors.${reason}`);
  return translateGraphError(t, error);
}

/** Field errors of a failed save, by the form's (REST) field names. */
export const getLoanFieldErrors = (error: unknown): Record<string, string> =>
  getGraphError(error).fields;

/** A whole number typed in a field (spaces and dots as thousands separators), else NaN. */
export function toWholeNumber(text: string): number {
  const bare = text.replace(/[\s.]/g, '');
  return /^\d+$/.test(bare) ? Number(bare) : Number.NaN;
}

/** The first message of each field of a zod error. */
export function getIssueFields(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}
