import { addMonthsToKey, getIndexedRent, getMonthKeyOfDate, type MonthKey } from '@leiga/domain';
import type { contracts } from '../../db/schema/index.js';
import type { PriceIndexProvider } from '../../providers/price-index/price-index-provider.js';

type ContractRow = typeof contracts.$inferSelect;
type MonthStatus = 'ok' | 'missing_index' | 'before_base' | 'not_indexed';
type MonthRent = {
  month: MonthKey;
  status: MonthStatus;
  rent: number | null;
  index_value: number | null;
};

/** The first month shown: this month, or the lease's start when that is later. */
function getFirstMonth(startDate: string | null, today: Date): MonthKey {
  const current = getMonthKeyOfDate(today.toISOString().slice(0, 10));
  if (!startDate) return current;
  const start = getMonthKeyOfDate(startDate);
  return start > current ? start : current;
}

/**
 * The rent of `count` months from this month (or the lease's start) under domain's indexation
 * rules. A month whose index is not published says `missing_index` rather than guessing; a
 * lease that is not indexed shows its rent unchanged.
 */
export async function getIndexedRentSchedule(
  priceIndex: PriceIndexProvider,
  row: ContractRow,
  count: number,
  today: Date,
) {
  const from = getFirstMonth(row.startDate, today);
  const months = Array.from({ length: count }, (_, i) => addMonthsToKey(from, i));
  const summary = {
    is_indexed: row.isIndexed,
    base_rent: row.price,
    currency: row.currency,
    base_month: row.indexBaseMonth,
    base_value: row.indexBaseValue,
  };
  const baseMonth = row.indexBaseMonth;
  const baseRent = row.price;
  if (!row.isIndexed || !baseMonth || baseRent === null)
    return {
      ...summary,
      months: months.map((month): MonthRent => ({
        month,
        status: 'not_indexed',
        rent: baseRent,
        index_value: null,
      })),
    };
  const table = await priceIndex.getValues(from, addMonthsToKey(from, count - 1));
  // The base value is the one recorded on the contract when its base month was chosen.
  const baseValue = row.indexBaseValue ?? (await priceIndex.getValue(baseMonth));
  const index = baseValue === null ? table : { ...table, [baseMonth]: baseValue };
  return {
    ...summary,
    months: months.map((month): MonthRent => {
      const result = getIndexedRent({ baseRent, baseMonth, month, index });
      if (result.ok)
        return { month, status: 'ok', rent: result.rent, index_value: result.indexValue };
      const status = result.error === 'before_base' ? 'before_base' : 'missing_index';
      return { month, status, rent: null, index_value: table[month] ?? null };
    }),
  };
}
