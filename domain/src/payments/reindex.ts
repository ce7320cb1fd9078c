import { getMonthKeyOfDate, type IndexTable, type MonthKey } from '../contracts/indexation.js';
import {
  getMonthRent,
  listRentPeriods,
  prorateAmount,
  type ScheduleContract,
  type ScheduleUtilityLine,
} from './schedule.js';

/** What re-indexing reads of a schedule item. */
export type ReindexableItem = {
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  rentAmount: number;
  amount: number;
  utilities: readonly ScheduleUtilityLine[];
  indexMonthKey: MonthKey | null;
  indexValue: number | null;
  isManual: boolean;
  claimId: string | null;
  paidAmount: number;
  paidAt: string | null;
};

/** The new rent of an item after re-indexing, with the CPI month and value it used. */
export type ReindexedAmounts = {
  rentAmount: number;
  amount: number;
  indexMonthKey: MonthKey | null;
  indexValue: number | null;
};

/**
 * Whether a new CPI month may change the item: due today or later, generated from the lease
 * (not added by hand), never claimed in the tenant's bank and nothing paid. A paid or claimed
 * item is a record of what the tenant was asked for and stays as it is.
 */
export function isItemReindexable(item: ReindexableItem, today: string): boolean {
  return (
    !item.isManual &&
    item.claimId === null &&
    item.paidAmount === 0 &&
    item.paidAt === null &&
    item.dueDate >= today
  );
}

/**
 * The item's rent recomputed with the index table: rent(m) = round(base × I(m) / I(base)) for
 * each calendar month of its period (prorated by days, as the schedule was made), using the
 * newest published month up to m. Null when the lease is not indexed or nothing changes; the
 * utility lines stay as they are.
 */
export function reindexItem(
  contract: ScheduleContract,
  item: ReindexableItem,
  index: IndexTable,
): ReindexedAmounts | null {
  if (!contract.isIndexed || !contract.indexBaseMonth) return null;
  let rentAmount = 0;
  let indexMonthKey: MonthKey | null = null;
  let indexValue: number | null = null;
  for (const period of listRentPeriods(item.periodStart, item.periodEnd, 1)) {
    const month = getMonthRent(contract, getMonthKeyOfDate(period.start), index);
    rentAmount += prorateAmount(month.rent, period.start, period.end);
    indexMonthKey = month.monthKey;
    indexValue = month.value;
  }
  if (
    rentAmount === item.rentAmount &&
    indexMonthKey === item.indexMonthKey &&
    indexValue === item.indexValue
  )
    return null;
  const utilitiesTotal = item.utilities.reduce((sum, line) => sum + line.amount, 0);
  return { rentAmount, amount: rentAmount + utilitiesTotal, indexMonthKey, indexValue };
}
