/**
 * REST response shapes of message fraud detection, inferred from the api's response schemas
 * (codegen maps GraphQL types onto them); the enums' values come from @leiga/domain.
 */
import { FRAUD_REVIEW_STATUSES, SCAM_SIGNAL_CODES } from '@leiga/domain';
import type {
  RestFraudDetection,
  RestFraudDetectionPage,
  RestFraudWarning,
  RestScamOverview,
} from '@leiga/api/contract';

export type { RestFraudDetection, RestFraudDetectionPage, RestFraudWarning, RestScamOverview };
export type RestScamSignal = RestFraudWarning['signals'][number];
export type RestFraudDetectionMessage = NonNullable<RestFraudDetection['message']>;
export type RestScamDetectionCounts = RestScamOverview['detections'];
export type RestScamOverviewUser = RestScamOverview['user'];

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

/** A GraphQL enum's SCREAMING_CASE names onto the domain's REST values. */
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const ScamSignalCode = enumOf(SCAM_SIGNAL_CODES);
export type ScamSignalCode = (typeof ScamSignalCode)[keyof typeof ScamSignalCode];
export const FraudReviewStatus = enumOf(FRAUD_REVIEW_STATUSES);
export type FraudReviewStatus = (typeof FraudReviewStatus)[keyof typeof FraudReviewStatus];

export type GraphMessageFraudDetectionPage = {
  kind: 'MessageFraudDetectionPage';
  page: number;
  pageSize: number;
  rest: RestFraudDetectionPage;
};
