/**
 * Default interest (dráttarvextir) on rent paid late (issue #16). Rent unpaid 7 days after its
 * due date may carry the legal maximum default interest (húsaleigulög 37. gr. 3. mgr.;
 * island.is/leiga-a-ibudarhusnaedi/leigufjarhaed-leigugreidslur-og-tryggingar), which the Central
 * Bank of Iceland publishes per period; a bank claim that names no percentage of its own is
 * charged that rate (IOBWS claims 3.1 `defaultInterest`, research/contracts.md section 3).
 */

/** One period of the Central Bank's published default-interest rate. */
export type DefaultInterestPeriod = {
  /** The first day (YYYY-MM-DD) the rate applies; it applies until the next period starts. */
  from: string;
  /**
   * Yearly rate in basis points (15.25 % is 1525): whole numbers, so the sum of a late payment's
   * daily rates is exact and the interest is rounded once.
   */
  yearlyBasisPoints: number;
  /** Where the figure comes from. */
  source: string;
  /** False while the figure is not yet checked against the Central Bank's published table. */
  isVerified: boolean;
};

/**
 * The table a new database starts with (the migration seeds it; staff then keep the table at
 * /admin/finance/default-interest-rates). The research behind the product (research/contracts.md
 * section 3, ICELAND.md) names the rate only as "the Central Bank's maximum" and gives no figure
 * or date, so the one period is the placeholder rent collection was built with, unverified, dated
 * the day it was recorded. Staff add each published period (sedlabanki.is, "Dráttarvextir").
 */
export const DEFAULT_INTEREST_RATES: readonly DefaultInterestPeriod[] = [
  {
    from: '2026-11-24',
    yearlyBasisPoints: 1525,
    source:
      'Placeholder recorded with rent collection (#16) on 2026-11-24; not a figure from the research or the Central Bank',
    isVerified: false,
  },
];

/**
 * The period in force on `date` (YYYY-MM-DD): the latest one started on or before it; a date
 * before every period takes the earliest one (the table's first figure is the best known for
 * older days). Undefined only for an empty table. The table need not be sorted.
 */
export function findDefaultInterestPeriod<P extends Pick<DefaultInterestPeriod, 'from'>>(
  date: string,
  rates: readonly P[],
): P | undefined {
  let started: P | undefined;
  let earliest: P | undefined;
  for (const period of rates) {
    if (!earliest || period.from < earliest.from) earliest = period;
    if (period.from <= date && (!started || period.from > started.from)) started = period;
  }
  return started ?? earliest;
}

/** The yearly default-interest rate in basis points on `date` (YYYY-MM-DD). */
export function getDefaultInterestBasisPoints(
  date: string,
  rates: readonly DefaultInterestPeriod[],
): number {
  const period = findDefaultInterestPeriod(date, rates);
  if (!period) throw new Error('The default-interest table has no period.');
  return period.yearlyBasisPoints;
}

/** The yearly default-interest percentage on `date` (YYYY-MM-DD), for display. */
export function getDefaultInterestPercent(
  date: string,
  rates: readonly DefaultInterestPeriod[],
): number {
  return basisPointsToPercent(getDefaultInterestBasisPoints(date, rates));
}

/** 15.25 -> 1525; a percentage of at most two decimals is exact in basis points. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

export type DefaultInterestRule = {
  /** Interest runs from the due date (RB code 4: charged from eindagi, computed from gjalddagi). */
  referenceDate: 'DueDate' | 'FinalDueDate';
  /** '360': actual days over 360; 'Calendar': actual days over 365. */
  baseTimeType: '360' | 'Calendar';
  /** Yearly percentage the claim names; absent: the Central Bank's rate of each day. */
  percentage?: number;
};

const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Default interest on `amount` for a claim paid on `paidOn` (YYYY-MM-DD): nothing on or before
 * the final due date; after it, for each day from the reference date up to the payment, the
 * claim's own yearly percentage or else the published rate of that day (so a late payment across
 * a rate change is charged each period's rate for its days), rounded once to whole ISK.
 */
export function computeDefaultInterest(input: {
  amount: number;
  dueDate: string;
  finalDueDate: string;
  paidOn: string;
  rule: DefaultInterestRule;
  rates: readonly DefaultInterestPeriod[];
}): number {
  const { amount, dueDate, finalDueDate, paidOn, rule } = input;
  const paidDay = dayNumber(paidOn);
  if (amount <= 0 || paidDay <= dayNumber(finalDueDate)) return 0;
  const fromDay = dayNumber(rule.referenceDate === 'DueDate' ? dueDate : finalDueDate);
  const base = rule.baseTimeType === '360' ? 360 : 365;
  // Basis-point-days: the sum over the days charged of that day's yearly rate, in integers.
  let basisPointDays = 0;
  if (rule.percentage !== undefined)
    basisPointDays = percentToBasisPoints(rule.percentage) * (paidDay - fromDay);
  else
    for (let day = fromDay; day < paidDay; day += 1)
      basisPointDays += getDefaultInterestBasisPoints(dateOf(day), input.rates);
  return Math.round((amount * basisPointDays) / (10_000 * base));
}
