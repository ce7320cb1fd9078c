import {
  getIndexedRent,
  getLatestIndexMonth,
  getMonthKeyOfDate,
  roundIndexedAmount,
  type IndexTable,
  type MonthKey,
} from '../contracts/indexation.js';
import { PAYMENT_SCHEDULE } from './constants.js';
import {
  addDays,
  countDaysInclusive,
  getDaysInMonth,
  getFirstOfNextMonth,
  getLastOfMonth,
  getNextBusinessDay,
} from './dates.js';

/** A utility the tenant pays through the platform, as a line of an item. */
export type ScheduleUtilityLine = { tag: string; amount: number };

/** One rent period of a contract's payment schedule, as it is made from the contract. */
export type ScheduleItemDraft = {
  dueDate: string;
  finalDueDate: string;
  periodStart: string;
  periodEnd: string;
  rentAmount: number;
  indexMonthKey: MonthKey | null;
  indexValue: number | null;
  utilities: ScheduleUtilityLine[];
  amount: number;
  paymentFee: number;
};

/** What the schedule is made from: the contract's period, rent, index terms and utilities. */
export type ScheduleContract = {
  startDate: string;
  endDate: string | null;
  isDefinite: boolean | null;
  price: number;
  isIndexed: boolean;
  indexBaseMonth: MonthKey | null;
  indexBaseValue: number | null;
  utilities: readonly {
    utility: { tag: string };
    price: number | null;
    paid_by_tenant: boolean;
  }[];
};

export type ScheduleOptions = {
  /** Published index values by month; the base month's value may come from the contract. */
  index?: IndexTable;
  /** How many periods an indefinite lease gets (PAYMENT_SCHEDULE.indefiniteMonths). */
  months?: number;
  paymentFee?: number;
};

/** The due date (gjalddagi) of a period starting on `date`: that day or the next business day. */
export function getDueDate(date: string): string {
  return getNextBusinessDay(date);
}

/** The final due date (eindagi): finalDueDays after the due date, on a business day. */
export function getFinalDueDate(dueDate: string): string {
  return getNextBusinessDay(addDays(dueDate, PAYMENT_SCHEDULE.finalDueDays));
}

/**
 * A month's amount for the days of `from`..`to` (both in one month, both included), prorated by
 * the days of that month and rounded to whole krónur, halves up.
 */
export function prorateAmount(monthly: number, from: string, to: string): number {
  const days = countDaysInclusive(from, to);
  const daysInMonth = getDaysInMonth(from);
  if (days >= daysInMonth) return monthly;
  return roundIndexedAmount(monthly, days, daysInMonth);
}

export type RentPeriod = { start: string; end: string };

/**
 * Calendar-month periods from the start date: a partial first month from the start, whole
 * months, a partial last month to the end date (included). An indefinite lease gets `months`.
 */
export function listRentPeriods(start: string, end: string | null, months: number): RentPeriod[] {
  const periods: RentPeriod[] = [];
  let from = start;
  while ((end === null ? periods.length < months : from <= end) && periods.length < 1200) {
    const monthEnd = getLastOfMonth(from);
    const to = end !== null && end < monthEnd ? end : monthEnd;
    periods.push({ start: from, end: to });
    from = getFirstOfNextMonth(from);
  }
  return periods;
}

type IndexedMonth = { rent: number; monthKey: MonthKey | null; value: number | null };

/**
 * The month's rent under CPI indexation: rent(m) = round(base × I(m) / I(base)). A month whose
 * index is not yet published uses the newest published one before it (the rent is recomputed
 * when the month's index is out); a lease not indexed keeps its base rent.
 */
export function getMonthRent(contract: ScheduleContract, month: MonthKey, index: IndexTable) {
  const baseMonth = contract.indexBaseMonth;
  if (!contract.isIndexed || !baseMonth)
    return { rent: contract.price, monthKey: null, value: null };
  const table =
    contract.indexBaseValue === null ? index : { ...index, [baseMonth]: contract.indexBaseValue };
  const applied = getLatestIndexMonth(table, month) ?? baseMonth;
  const result = getIndexedRent({
    baseRent: contract.price,
    baseMonth,
    month: applied,
    index: table,
  });
  if (!result.ok) return { rent: contract.price, monthKey: null, value: null };
  return { rent: result.rent, monthKey: applied, value: result.indexValue };
}

function buildItem(
  contract: ScheduleContract,
  periods: readonly RentPeriod[],
  index: IndexTable,
  paymentFee: number,
): ScheduleItemDraft {
  let rentAmount = 0;
  let indexed: IndexedMonth = { rent: contract.price, monthKey: null, value: null };
  const utilities = new Map<string, number>();
  for (const period of periods) {
    indexed = getMonthRent(contract, getMonthKeyOfDate(period.start), index);
    rentAmount += prorateAmount(indexed.rent, period.start, period.end);
    for (const u of contract.utilities) {
      if (!u.paid_by_tenant || !u.price) continue;
      const amount = prorateAmount(Math.round(u.price), period.start, period.end);
      utilities.set(u.utility.tag, (utilities.get(u.utility.tag) ?? 0) + amount);
    }
  }
  const first = periods[0]!;
  const lines = [...utilities].map(([tag, amount]) => ({ tag, amount }));
  const dueDate = getDueDate(first.start);
  return {
    dueDate,
    finalDueDate: getFinalDueDate(dueDate),
    periodStart: first.start,
    periodEnd: periods.at(-1)!.end,
    rentAmount,
    indexMonthKey: indexed.monthKey,
    indexValue: indexed.value,
    utilities: lines,
    amount: rentAmount + lines.reduce((sum, line) => sum + line.amount, 0),
    paymentFee,
  };
}

/**
 * The whole schedule of a contract: one item per rent period, due on the period's first day
 * (the 1st, or the lease's start) moved to the next business day. A short first period whose
 * due date would reach the next month's is collected with that month, so due dates stay one
 * per item.
 */
export function buildPaymentSchedule(
  contract: ScheduleContract,
  options: ScheduleOptions = {},
): ScheduleItemDraft[] {
  const index = options.index ?? {};
  const fee = options.paymentFee ?? PAYMENT_SCHEDULE.paymentFee;
  const isIndefinite = contract.isDefinite === false || contract.endDate === null;
  const months = options.months ?? PAYMENT_SCHEDULE.indefiniteMonths;
  const periods = listRentPeriods(
    contract.startDate,
    isIndefinite ? null : contract.endDate,
    months,
  );
  const groups: RentPeriod[][] = periods.map((p) => [p]);
  const [first, second] = periods;
  if (first && second && getDueDate(first.start) >= getDueDate(second.start))
    groups.splice(0, 2, [first, second]);
  return groups.map((group) => buildItem(contract, group, index, fee));
}
