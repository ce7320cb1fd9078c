import type { PriceComparison } from './listing-price.js';
import type { ScamAssessment, ScamSignalCode } from './scam-signals.js';

/**
 * A listing's fraud check: photos reused from another landlord's listing, a rent far below
 * comparable homes and scam phrases in the description, combined into one score
 * (1 - Π(1 - w), as the message signals are).
 */
export const LISTING_SIGNAL_CODES = ['reused_photo', 'price_far_below', 'scam_phrase'] as const;
export type ListingSignalCode = (typeof LISTING_SIGNAL_CODES)[number];

/** One photo seen on another landlord's listing is enough to hold the badge back. */
export const REUSED_PHOTO_WEIGHT = 0.6;
export const PRICE_FAR_BELOW_WEIGHT = 0.5;
/** At or above this score a listing does not pass: no badge, and staff see why. */
export const LISTING_CHECK_FLAG_THRESHOLD = 0.4;

export type ReusedPhoto = { photoId: number; otherListingId: number; distance: number };

export type ListingSignal =
  | ({ code: 'reused_photo' } & ReusedPhoto)
  | ({ code: 'price_far_below' } & Omit<PriceComparison, 'isFarBelow'>)
  | { code: 'scam_phrase'; scamCode: ScamSignalCode; excerpt: string };

export type ListingCheckResult = { score: number; passes: boolean; signals: ListingSignal[] };

export function assessListingCheck(input: {
  reusedPhotos: readonly ReusedPhoto[];
  price: PriceComparison | null;
  scam: ScamAssessment;
}): ListingCheckResult {
  const signals: ListingSignal[] = [];
  let keep = 1;
  if (input.reusedPhotos.length > 0) {
    signals.push(...input.reusedPhotos.map((p) => ({ code: 'reused_photo' as const, ...p })));
    keep *= 1 - REUSED_PHOTO_WEIGHT;
  }
  if (input.price?.isFarBelow) {
    const { isFarBelow: _isFarBelow, ...comparison } = input.price;
    signals.push({ code: 'price_far_below', ...comparison });
    keep *= 1 - PRICE_FAR_BELOW_WEIGHT;
  }
  for (const s of input.scam.signals)
    signals.push({ code: 'scam_phrase', scamCode: s.code, excerpt: s.excerpt });
  keep *= 1 - input.scam.score;
  const score = Math.round((1 - keep) * 1000) / 1000;
  return { score, passes: score < LISTING_CHECK_FLAG_THRESHOLD, signals };
}

/**
 * What a listing's landlord is told, in general terms only (the signals themselves would teach
 * a fraudster what to change): verified, not checked yet, held back by the check, or waiting
 * for the landlord's electronic ID.
 */
export const LISTING_VERIFICATION_STATES = [
  'verified',
  'pending_check',
  'needs_review',
  'landlord_not_identified',
] as const;
export type ListingVerificationState = (typeof LISTING_VERIFICATION_STATES)[number];

export function getListingVerification(input: {
  check: { passes: boolean } | null;
  isLandlordIdentified: boolean;
}): ListingVerificationState {
  if (!input.check) return 'pending_check';
  if (!input.check.passes) return 'needs_review';
  return input.isLandlordIdentified ? 'verified' : 'landlord_not_identified';
}
