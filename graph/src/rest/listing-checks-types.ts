/** REST shapes of listing fraud checks (codegen maps the GraphQL types onto them). */
import type { RestListingFraudCheck, RestListingSignal } from '@leiga/api/contract';

export type { RestListingFraudCheck, RestListingSignal };

/** The GraphQL enums' SCREAMING_CASE names onto the REST values. */
export const ListingVerification = {
  VERIFIED: 'verified',
  PENDING_CHECK: 'pending_check',
  NEEDS_REVIEW: 'needs_review',
  LANDLORD_NOT_IDENTIFIED: 'landlord_not_identified',
} as const;
export const ListingSignalCode = {
  REUSED_PHOTO: 'reused_photo',
  PRICE_FAR_BELOW: 'price_far_below',
  SCAM_PHRASE: 'scam_phrase',
} as const;
export const PriceComparisonScope = {
  POSTAL_CODE: 'postal_code',
  MUNICIPALITY: 'municipality',
} as const;
export type ListingVerification = (typeof ListingVerification)[keyof typeof ListingVerification];
export type ListingSignalCode = (typeof ListingSignalCode)[keyof typeof ListingSignalCode];
export type PriceComparisonScope = (typeof PriceComparisonScope)[keyof typeof PriceComparisonScope];
