import type { IndexTable, MonthKey } from '@leiga/domain';

/**
 * The consumer price index (vísitala neysluverðs) per month, as Statistics Iceland publishes it
 * for indexation. The default reads the index_values table; an adapter for Hagstofa's PX API
 * (research/contracts.md §5) would implement the same.
 */
export type PriceIndexProvider = {
  getValue(month: MonthKey): Promise<number | null>;
  /** The values of the months from `from` to `to`, both included; months without one are absent. */
  getValues(from: MonthKey, to: MonthKey): Promise<IndexTable>;
};
