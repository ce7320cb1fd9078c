import type {
  ListingFraudCheckResolvers,
  ListingResolvers,
  ListingSignalResolvers,
} from '../../__generated__/resolvers-types.js';

/**
 * The verified badge and the fraud check on a listing. The api leaves `verification` out for
 * everyone but the owner and staff, and `fraud_check` for everyone but staff: null here.
 */
export const ListingVerificationFields: Pick<
  ListingResolvers,
  'isVerified' | 'verification' | 'fraudCheck'
> = {
  isVerified: (l) => l.is_verified,
  verification: (l) => l.verification ?? null,
  fraudCheck: (l) => l.fraud_check ?? null,
};

export const ListingFraudCheck: ListingFraudCheckResolvers = {
  checkedAt: (c) => c.checked_at,
};

/** The signal's own fields; those of other codes are null. */
export const ListingSignal: ListingSignalResolvers = {
  photoId: (s) => (s.code === 'reused_photo' ? s.photo_id : null),
  otherListingId: (s) => (s.code === 'reused_photo' ? s.other_listing_id : null),
  distance: (s) => (s.code === 'reused_photo' ? s.distance : null),
  scope: (s) => (s.code === 'price_far_below' ? s.scope : null),
  pricePerM2: (s) => (s.code === 'price_far_below' ? s.price_per_m2 : null),
  medianPerM2: (s) => (s.code === 'price_far_below' ? s.median_per_m2 : null),
  comparables: (s) => (s.code === 'price_far_below' ? s.comparables : null),
  ratio: (s) => (s.code === 'price_far_below' ? s.ratio : null),
  scamCode: (s) => (s.code === 'scam_phrase' ? s.scam_code : null),
  excerpt: (s) => (s.code === 'scam_phrase' ? s.excerpt : null),
};

/** Enum resolvers: the REST value of each GraphQL enum value. */
export {
  ListingSignalCode,
  ListingVerification,
  PriceComparisonScope,
} from '../../rest/listing-checks-types.js';
