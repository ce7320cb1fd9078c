import { z } from 'zod';
import {
  LISTING_VERIFICATION_STATES,
  SCAM_SIGNAL_CODES,
  getListingVerification,
  type ListingSignal,
  type ListingVerificationState,
} from '@leiga/domain';
import { isoMoment } from '../../http/responses.js';
import type { ListingCheckRow } from './listing-checks-repository.js';

/** One reason a listing's check did not pass, for staff: what was found and where. */
export const listingSignalResponse = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('reused_photo'),
    photo_id: z.number().int(),
    other_listing_id: z.number().int(),
    distance: z.number().int(),
  }),
  z.object({
    code: z.literal('price_far_below'),
    scope: z.enum(['postal_code', 'municipality']),
    price_per_m2: z.number(),
    median_per_m2: z.number(),
    comparables: z.number().int(),
    ratio: z.number(),
  }),
  z.object({
    code: z.literal('scam_phrase'),
    scam_code: z.enum(SCAM_SIGNAL_CODES),
    excerpt: z.string(),
  }),
]);
export type ListingSignalView = z.infer<typeof listingSignalResponse>;

/** The listing's latest fraud check, staff only. */
export const listingFraudCheckResponse = z.object({
  score: z.number(),
  passes: z.boolean(),
  signals: z.array(listingSignalResponse),
  checked_at: isoMoment,
});
export type ListingFraudCheckView = z.infer<typeof listingFraudCheckResponse>;

export const listingVerificationResponse = z.enum(LISTING_VERIFICATION_STATES);

export function listingSignalView(s: ListingSignal): ListingSignalView {
  switch (s.code) {
    case 'reused_photo':
      return {
        code: s.code,
        photo_id: s.photoId,
        other_listing_id: s.otherListingId,
        distance: s.distance,
      };
    case 'price_far_below':
      return {
        code: s.code,
        scope: s.scope,
        price_per_m2: s.pricePerM2,
        median_per_m2: s.medianPerM2,
        comparables: s.comparables,
        ratio: s.ratio,
      };
    case 'scam_phrase':
      return { code: s.code, scam_code: s.scamCode, excerpt: s.excerpt };
  }
}

export function listingFraudCheckView(row: ListingCheckRow): ListingFraudCheckView {
  return {
    score: row.score,
    passes: row.passes,
    signals: row.signals.map(listingSignalView),
    checked_at: row.checkedAt.toISOString(),
  };
}

/**
 * The verification fields of a listing's view: everyone sees the badge; its landlord and staff
 * the state in general terms; staff alone the check and its signals.
 */
export function listingVerificationFields(
  entry: { check: ListingCheckRow | null; isLandlordIdentified: boolean } | undefined,
  viewer: { isPrivileged: boolean; isStaff: boolean },
): {
  is_verified: boolean;
  verification?: ListingVerificationState;
  fraud_check?: ListingFraudCheckView | null;
} {
  const state = getListingVerification({
    check: entry?.check ?? null,
    isLandlordIdentified: entry?.isLandlordIdentified ?? false,
  });
  return {
    is_verified: state === 'verified',
    ...(viewer.isPrivileged ? { verification: state } : {}),
    ...(viewer.isStaff
      ? { fraud_check: entry?.check ? listingFraudCheckView(entry.check) : null }
      : {}),
  };
}
