import { and, eq, gte, lte } from 'drizzle-orm';
import type { IndexTable, MonthKey } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { indexValues } from '../../db/schema/index.js';
import type { PriceIndexProvider } from './price-index-provider.js';

/** Reads the index values staff keep (and the seed fills from published figures). */
export class TablePriceIndex implements PriceIndexProvider {
  constructor(private readonly db: Db) {}

  async getValue(month: MonthKey): Promise<number | null> {
    const [row] = await this.db
      .select({ value: indexValues.value })
      .from(indexValues)
      .where(eq(indexValues.monthKey, month))
      .limit(1);
    return row?.value ?? null;
  }

  async getValues(from: MonthKey, to: MonthKey): Promise<IndexTable> {
    // Month keys sort as text (2025M06 < 2025M07 < 2026M01).
    const rows = await this.db
      .select({ month: indexValues.monthKey, value: indexValues.value })
      .from(indexValues)
      .where(and(gte(indexValues.monthKey, from), lte(indexValues.monthKey, to)));
    return Object.fromEntries(rows.map((r) => [r.month, r.value]));
  }
}
