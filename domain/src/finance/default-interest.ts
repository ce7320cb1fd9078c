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
  /** Yearly percentage. */
  yearlyPercent: number;
  /** Where the figure comes from. */
  source: string;
  /** False while the figure is not yet checked against the Central Bank's published table. */
  isVerified: boolean;
};

/**
 * The rates by period, oldest first. The research behind the product (research/contracts.md
 * section 3, ICELAND.md) names the rate only as "the Central Bank's maximum" and gives no figure
 * or date, so the one period here is the placeholder rent collection was built with, unverified,
 * dated the day it was recorded. Add each published period (sedlabanki.is, "Dráttarvextir") as a
 * new row with its first day; a date before the first row takes the first row's rate.
 */
export const DEFAULT_INTEREST_RATES: readonly DefaultInterestPeriod[] = [
  {
    from: '2026-11-24',
    yearlyPercent: 15.25,
    source:
      'Placeholder recorded with rent collection (#16) on 2026-11-24; not a figure from the research or the Central Bank',
    isVerified: false,
  },
];

/** The yearly default-interest percentage on `date` (YYYY-MM-DD) from a table of periods. */
export function getDefaultInterestPercent(
  date: string,
  rates: readonly DefaultInterestPeriod[] = DEFAULT_INTEREST_RATES,
): number {
  const first = rates[0];
  if (!first) throw new Error('The default-interest table has no period.');
  let percent = first.yearlyPercent;
  for (const period of rates) if (period.from <= date) percent = period.yearlyPercent;
  return percent;
}

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
  rates?: readonly DefaultInterestPeriod[];
}): number {
  const { amount, dueDate, finalDueDate, paidOn, rule } = input;
  const paidDay = dayNumber(paidOn);
  if (amount <= 0 || paidDay <= dayNumber(finalDueDate)) return 0;
  const fromDay = dayNumber(rule.referenceDate === 'DueDate' ? dueDate : finalDueDate);
  const base = rule.baseTimeType === '360' ? 360 : 365;
  // Percent-days: the sum over the days charged of that day's yearly percentage.
  let percentDays = 0;
  if (rule.percentage !== undefined) percentDays = rule.percentage * (paidDay - fromDay);
  else
    for (let day = fromDay; day < paidDay; day += 1)
      percentDays += getDefaultInterestPercent(dateOf(day), input.rates);
  return Math.round((amount * percentDays) / (100 * base));
}
