/**
 * Constants of rent collection (issue #16; research/contracts.md §3). Amounts are whole ISK.
 */
export const PAYMENT_SCHEDULE = {
  /** Days from the due date (gjalddagi) to the final due date (eindagi): the 1st to the 7th. */
  finalDueDays: 6,
  /** How many months ahead an indefinite lease's schedule reaches. */
  indefiniteMonths: 12,
  /** The bank's bill payment fee (seðilgjald) charged on each claim, in ISK. */
  paymentFee: 195,
  /** The largest amount an item may ask for (the contract's own money limit). */
  maxItemAmount: 100_000_000,
} as const;

/** What an item of the schedule shows: derived from its dates and its claim, never stored. */
export const SCHEDULE_ITEM_STATUSES = [
  'upcoming',
  'due',
  'late',
  'paid',
  'partly_paid',
  'cancelled',
] as const;
export type ScheduleItemStatus = (typeof SCHEDULE_ITEM_STATUSES)[number];

/** Why an item may not be changed or removed. */
export type ScheduleItemRefusal = 'item_paid' | 'item_invoiced';
