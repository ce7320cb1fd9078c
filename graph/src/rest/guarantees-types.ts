/** REST shapes of rental guarantees (api guarantees-schemas.ts); enums from @leiga/domain. */
import { GUARANTEE_DECISIONS, GUARANTEE_STATUSES } from '@leiga/domain';
import type {
  RestCreditAssessmentList,
  RestGuarantee,
  RestGuaranteePage,
  RestLoanPaymentSchedule,
  RestStaffClaimPage,
  RestUserGuarantees,
} from '@leiga/api/contract';

export type {
  RestCreditAssessmentList,
  RestGuarantee,
  RestGuaranteePage,
  RestLoanPaymentSchedule,
  RestStaffClaimPage,
  RestUserGuarantees,
};

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const GuaranteeStatus = enumOf(GUARANTEE_STATUSES);
export type GuaranteeStatus = (typeof GuaranteeStatus)[keyof typeof GuaranteeStatus];
export const GuaranteeDecision = enumOf(GUARANTEE_DECISIONS);
export type GuaranteeDecision = (typeof GuaranteeDecision)[keyof typeof GuaranteeDecision];
export const GuaranteeRole = enumOf([
  'principal',
  'co_applicant',
  'guarantor',
  'obligee',
  'staff',
] as const);
export type GuaranteeRole = (typeof GuaranteeRole)[keyof typeof GuaranteeRole];

export type GraphRentalGuaranteePage = {
  kind: 'RentalGuaranteePage';
  page: number;
  pageSize: number;
  rest: RestGuaranteePage;
};
