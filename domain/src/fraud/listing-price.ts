/**
 * A rent far below comparable homes is a classic bait: compare the listing's rent per m² with
 * the median of published listings of the same type in the same postal code, or in the same
 * municipality when the postal code has too few.
 */

/** Fewer comparables than this and the median says too little: widen to the municipality. */
export const PRICE_MIN_COMPARABLES = 5;
/** A rent per m² below this share of the comparables' median is far below. */
export const PRICE_FAR_BELOW_RATIO = 0.5;

export type PriceScope = 'postal_code' | 'municipality';

export type PriceComparison = {
  scope: PriceScope;
  pricePerM2: number;
  medianPerM2: number;
  comparables: number;
  /** The listing's rent per m² over the median (0.4 = 40% of it). */
  ratio: number;
  isFarBelow: boolean;
};

export function getMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Compares a rent with comparables' rents per m² (the listing itself left out). Null when the
 * listing has no rent or size, or neither area has enough comparables to judge.
 */
export function comparePriceWithComparables(
  listing: { price: number | null; sizeM2: number | null },
  perM2: { postalCode: readonly number[]; municipality: readonly number[] },
): PriceComparison | null {
  if (!listing.price || !listing.sizeM2 || listing.sizeM2 <= 0) return null;
  const scope: PriceScope | null =
    perM2.postalCode.length >= PRICE_MIN_COMPARABLES
      ? 'postal_code'
      : perM2.municipality.length >= PRICE_MIN_COMPARABLES
        ? 'municipality'
        : null;
  if (!scope) return null;
  const values = scope === 'postal_code' ? perM2.postalCode : perM2.municipality;
  const median = getMedian(values)!;
  const pricePerM2 = listing.price / listing.sizeM2;
  const ratio = median > 0 ? pricePerM2 / median : 1;
  return {
    scope,
    pricePerM2: Math.round(pricePerM2),
    medianPerM2: Math.round(median),
    comparables: values.length,
    ratio: Math.round(ratio * 100) / 100,
    isFarBelow: ratio < PRICE_FAR_BELOW_RATIO,
  };
}
