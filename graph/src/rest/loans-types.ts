/** REST shapes of loan applications (api loans-schemas.ts); enums from @leiga/domain. */
import {
  APPLICANT_INVITATION_STATUSES,
  LOAN_DECLINE_REASONS,
  LOAN_DISBURSEMENT_STATUSES,
  LOAN_EMPLOYMENTS,
  LOAN_REPAYMENT_STATES,
  LOAN_STATUSES,
} from '@leiga/domain';
import type {
  RestLoan,
  RestLoanAgreement,
  RestLoanCoApplicant,
  RestLoanCoApplicantOfLoan,
  RestLoanLifecycle,
  RestLoanPage,
  RestLoanSchedule,
} from '@leiga/api/contract';

export type {
  RestLoan,
  RestLoanAgreement,
  RestLoanCoApplicant,
  RestLoanCoApplicantOfLoan,
  RestLoanLifecycle,
  RestLoanPage,
  RestLoanSchedule,
};

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const LoanStatus = enumOf(LOAN_STATUSES);
export type LoanStatus = (typeof LoanStatus)[keyof typeof LoanStatus];
export const LoanDeclineReason = enumOf(LOAN_DECLINE_REASONS);
export type LoanDeclineReason = (typeof LoanDeclineReason)[keyof typeof LoanDeclineReason];
export const LoanEmployment = enumOf(LOAN_EMPLOYMENTS);
export type LoanEmployment = (typeof LoanEmployment)[keyof typeof LoanEmployment];
export const LoanRole = enumOf(['owner', 'staff'] as const);
export type LoanRole = (typeof LoanRole)[keyof typeof LoanRole];
export const LoanDisbursementStatus = enumOf(LOAN_DISBURSEMENT_STATUSES);
export type LoanDisbursementStatus =
  (typeof LoanDisbursementStatus)[keyof typeof LoanDisbursementStatus];
export const LoanCoApplicantStatus = enumOf(APPLICANT_INVITATION_STATUSES);
export type LoanCoApplicantStatus =
  (typeof LoanCoApplicantStatus)[keyof typeof LoanCoApplicantStatus];
export const LoanCoApplicantSide = enumOf(['invitee', 'inviter', 'staff'] as const);
export type LoanCoApplicantSide = (typeof LoanCoApplicantSide)[keyof typeof LoanCoApplicantSide];
export const LoanRepaymentState = enumOf(LOAN_REPAYMENT_STATES);
export type LoanRepaymentState = (typeof LoanRepaymentState)[keyof typeof LoanRepaymentState];

export type RestLoanHousehold = NonNullable<RestLoan['household']>;
export type RestLoanPersonalDetails = NonNullable<RestLoan['personal_details']>;
export type RestLoanCreditAssessment = NonNullable<RestLoan['credit_assessment']>;
export type RestLoanPaymentAssessment = NonNullable<RestLoanCreditAssessment['payment_assessment']>;

export type RestLoanSigning = NonNullable<RestLoanLifecycle['signing']>;
export type RestLoanDisbursement = NonNullable<RestLoanLifecycle['disbursement']>;
export type RestLoanPayoutAttempt = RestLoanLifecycle['payout_attempts'][number];
export type RestLoanRepayment = RestLoanLifecycle['repayments'][number];

export type GraphLoanPage = {
  kind: 'LoanPage';
  page: number;
  pageSize: number;
  rest: RestLoanPage;
};
