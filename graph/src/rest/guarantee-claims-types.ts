/** REST shapes of guarantee claims (api claims-schemas.ts); enums from @leiga/domain. */
import {
  CLAIM_EVIDENCE_KINDS,
  CLAIM_LINE_RESPONSES,
  CLAIM_LINE_TYPES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  OBLIGEE_DECISIONS,
  CLAIM_RULING_BODIES,
} from '@leiga/domain';
import type {
  RestGuaranteeClaim,
  RestGuaranteeClaimList,
  RestMoveOutIssueList,
} from '@leiga/api/contract';

export type { RestGuaranteeClaim, RestGuaranteeClaimList, RestMoveOutIssueList };
export type RestGuaranteeClaimLine = RestGuaranteeClaim['lines'][number];
export type RestGuaranteeClaimFile = RestGuaranteeClaim['files'][number];
export type RestMoveOutIssue = RestMoveOutIssueList['results'][number];

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

type ValueOf<T> = T[keyof T];
export const GuaranteeClaimType = enumOf(CLAIM_TYPES);
export type GuaranteeClaimType = ValueOf<typeof GuaranteeClaimType>;
export const GuaranteeClaimStatus = enumOf(CLAIM_STATUSES);
export type GuaranteeClaimStatus = ValueOf<typeof GuaranteeClaimStatus>;
export const GuaranteeClaimLineType = enumOf(CLAIM_LINE_TYPES);
export type GuaranteeClaimLineType = ValueOf<typeof GuaranteeClaimLineType>;
export const GuaranteeClaimLineResponse = enumOf(CLAIM_LINE_RESPONSES);
export type GuaranteeClaimLineResponse = ValueOf<typeof GuaranteeClaimLineResponse>;
export const GuaranteeClaimObligeeDecision = enumOf(OBLIGEE_DECISIONS);
export type GuaranteeClaimObligeeDecision = ValueOf<typeof GuaranteeClaimObligeeDecision>;
export const GuaranteeClaimRulingBody = enumOf(CLAIM_RULING_BODIES);
export type GuaranteeClaimRulingBody = ValueOf<typeof GuaranteeClaimRulingBody>;
export const GuaranteeClaimEvidenceKind = enumOf(CLAIM_EVIDENCE_KINDS);
export type GuaranteeClaimEvidenceKind = ValueOf<typeof GuaranteeClaimEvidenceKind>;
