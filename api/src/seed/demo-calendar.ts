// No imports: the web's end-to-end specs and the mobile tests load this file as it is.

/** A lease's first and last day (YYYY-MM-DD). */
export type LeaseTerm = { start: string; end: string };

/**
 * When the demo's leases run, relative to the day the demo is seeded, so the demo reads the same
 * whichever month it is seeded in (a lease of fixed years would end, expire its guarantee and
 * empty its payment history as the calendar moves on). Seeded any day of December 2026, these are
 * the terms of 2026, 2025, 2027 and 2028 the demo began with.
 */
export type DemoCalendar = {
  /** The committed lease with a paid history: began eleven months before this month's first. */
  committedLease: LeaseTerm;
  /** The lease signed on paper: the year before the committed lease. */
  paperLease: LeaseTerm;
  /** The draft: the year after the committed lease. */
  draftLease: LeaseTerm;
  /** The lease in signing: two years after the committed lease. */
  signingLease: LeaseTerm;
  /** The lease registered with HMS: two years from this month's first. */
  registeredLease: LeaseTerm;
  /**
   * The lease under the demo's active rental guarantee: began five months before this month's
   * first, so it has months behind it (a claim's return day) and seven ahead (the guarantee stays
   * active whatever month the demo is seeded in).
   */
  guaranteeLease: LeaseTerm;
};

/** The first of the month `months` after (or before) the month of `today`, as YYYY-MM-DD. */
function firstOfMonth(today: Date, months: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1))
    .toISOString()
    .slice(0, 10);
}

/** The term of `years` years from the first of the month `months` after this month. */
export function leaseTerm(today: Date, months: number, years = 1): LeaseTerm {
  const lastDay = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months + 12 * years, 0),
  );
  return { start: firstOfMonth(today, months), end: lastDay.toISOString().slice(0, 10) };
}

export function demoCalendar(today: Date = new Date()): DemoCalendar {
  return {
    committedLease: leaseTerm(today, -11),
    paperLease: leaseTerm(today, -23),
    draftLease: leaseTerm(today, 1),
    signingLease: leaseTerm(today, 13),
    registeredLease: leaseTerm(today, 0, 2),
    guaranteeLease: leaseTerm(today, -5),
  };
}
