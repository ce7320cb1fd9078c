/**
 * A suggested rent from comparable listings (`contracts/{id}/price-estimation/`): each
 * comparable's rent per m² times the lease's size, the middle half of them as the range. Too few
 * comparables give `insufficient_data` rather than a guess.
 */

export const PRICE_ESTIMATION = {
  /** Fewer comparables than this give no estimate. */
  minComparables: 3,
  /** Estimates are rounded to this many krónur, as rents are advertised. */
  roundTo: 1000,
  /** Comparables whose room count differs by more than this are left out. */
  roomTolerance: 1,
} as const;

export type PriceEstimationStatus = 'ok' | 'insufficient_data' | 'failed';

export type PriceEstimate = {
  status: PriceEstimationStatus;
  estimate: number | null;
  low: number | null;
  high: number | null;
  compared_count: number;
};

export type Comparable = { price: number; sizeM2: number | null; rooms: number | null };
export type EstimationSubject = { sizeM2: number | null; rooms: number | null };

/** The q-quantile of sorted values, interpolating between neighbours. */
export function getQuantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('No values');
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower]!;
  const b = sorted[upper]!;
  return a + (b - a) * (position - lower);
}

const roundRent = (value: number) =>
  Math.round(value / PRICE_ESTIMATION.roundTo) * PRICE_ESTIMATION.roundTo;

/** Comparables close enough in rooms, with a rent (and a size, when the subject has one). */
export function selectComparables(
  subject: EstimationSubject,
  comparables: readonly Comparable[],
): Comparable[] {
  return comparables.filter((c) => {
    if (!(c.price > 0)) return false;
    if (subject.sizeM2 !== null && !(c.sizeM2 !== null && c.sizeM2 > 0)) return false;
    if (subject.rooms === null || c.rooms === null) return true;
    return Math.abs(c.rooms - subject.rooms) <= PRICE_ESTIMATION.roomTolerance;
  });
}

/**
 * Size-adjusted when the lease's size is known (rent per m² × size), else the comparables'
 * rents themselves; the estimate is the median, low and high the quartiles.
 */
export function estimateRent(
  subject: EstimationSubject,
  comparables: readonly Comparable[],
): PriceEstimate {
  const chosen = selectComparables(subject, comparables);
  if (chosen.length < PRICE_ESTIMATION.minComparables)
    return {
      status: 'insufficient_data',
      estimate: null,
      low: null,
      high: null,
      compared_count: chosen.length,
    };
  const size = subject.sizeM2;
  const values = chosen
    .map((c) => (size !== null && c.sizeM2 ? (c.price / c.sizeM2) * size : c.price))
    .sort((a, b) => a - b);
  return {
    status: 'ok',
    estimate: roundRent(getQuantile(values, 0.5)),
    low: roundRent(getQuantile(values, 0.25)),
    high: roundRent(getQuantile(values, 0.75)),
    compared_count: chosen.length,
  };
}
