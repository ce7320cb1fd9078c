/**
 * REST shapes of a contract's signing, HMS registration, special terms, private notes and PDF,
 * inferred from the api's response schemas; the enums' values come from @leiga/domain.
 */
import {
  HMS_ATTEMPT_OUTCOMES,
  HMS_SUBMISSION_STATUSES,
  SIGNER_STATUSES,
  SIGNING_PROCESS_STATUSES,
} from '@leiga/domain';
import type {
  RestContractPdf,
  RestESignatureStatus,
  RestHmsSubmission,
  RestHmsSubmissionDetail,
  RestPrivateNote,
  RestSpecialTerm,
  RestSpecialTermTemplate,
} from '@leiga/api/contract';
import type { RestPageOf } from './types.js';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

/** Enum resolvers and codegen `enumValues` (see codegen.ts). */
export const ContractSigningStatus = enumOf(SIGNING_PROCESS_STATUSES);
export type ContractSigningStatus = ValueOf<typeof ContractSigningStatus>;
export const ContractSignerStatus = enumOf(SIGNER_STATUSES);
export type ContractSignerStatus = ValueOf<typeof ContractSignerStatus>;
export const HmsSubmissionStatus = enumOf(HMS_SUBMISSION_STATUSES);
export type HmsSubmissionStatus = ValueOf<typeof HmsSubmissionStatus>;
export const HmsAttemptOutcome = enumOf(HMS_ATTEMPT_OUTCOMES);
export type HmsAttemptOutcome = ValueOf<typeof HmsAttemptOutcome>;
export const ContractPdfLanguage = enumOf(['is', 'en']);
export type ContractPdfLanguage = ValueOf<typeof ContractPdfLanguage>;

export type {
  RestContractPdf,
  RestESignatureStatus,
  RestHmsSubmission,
  RestHmsSubmissionDetail,
  RestPrivateNote,
  RestSpecialTerm,
  RestSpecialTermTemplate,
};
export type RestSigningProcess = NonNullable<RestESignatureStatus['process']>;
export type RestSigner = RestESignatureStatus['signers'][number];
/** A submission as the list answers it, or the staff detail with its attempts. */
export type RestHmsSubmissionView = RestHmsSubmission | RestHmsSubmissionDetail;
export type RestHmsAttempt = RestHmsSubmissionDetail['attempts_history'][number];
export type RestHmsSubmissionContract = RestHmsSubmission['contract'];
export type RestHmsParty = RestHmsSubmission['contract']['landlords'][number];
export type GraphHmsSubmissionPage = {
  kind: 'HmsSubmissionPage';
  page: number;
  pageSize: number;
  rest: RestPageOf<RestHmsSubmission>;
};
