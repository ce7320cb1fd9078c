import { and, asc, eq, gte, isNull, notExists } from 'drizzle-orm';
import {
  isItemReindexable,
  reindexItem,
  type ReindexableItem,
  type ScheduleContract,
} from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { contracts, paymentScheduleItems, staffFinanceActions } from '../../db/schema/index.js';
import type { PriceIndexProvider } from '../../providers/price-index/price-index-provider.js';
import { updateItem, type ScheduleItemRow } from './billing-repository.js';
import { loadScheduleIndex } from './schedule-service.js';

type ContractRow = typeof contracts.$inferSelect;

const toScheduleContract = (row: ContractRow): ScheduleContract => ({
  startDate: row.startDate ?? '',
  endDate: row.endDate,
  isDefinite: row.isDefinite,
  price: Math.round(row.price ?? 0),
  isIndexed: row.isIndexed,
  indexBaseMonth: row.indexBaseMonth,
  indexBaseValue: row.indexBaseValue,
  utilities: row.utilities,
});

const toReindexable = (item: ScheduleItemRow): ReindexableItem => ({
  dueDate: item.dueDate,
  periodStart: item.periodStart,
  periodEnd: item.periodEnd,
  rentAmount: item.rentAmount,
  amount: item.amount,
  utilities: item.utilities,
  indexMonthKey: item.indexMonthKey,
  indexValue: item.indexValue,
  isManual: item.isManual,
  claimId: item.claimId,
  paidAmount: item.paidAmount,
  paidAt: item.paidAt?.toISOString() ?? null,
});

/**
 * After a CPI month is published (or corrected): recomputes the rent of every open item of the
 * leases that allow indexation, storing the month key and value used. Only items due `today`
 * or later, never claimed, with nothing paid and not set by staff by hand change; each is re-read under a row lock so a
 * claim sent meanwhile keeps its amount. Answers how many items changed.
 */
export async function reindexOpenSchedules(
  db: Db,
  priceIndex: PriceIndexProvider,
  today: string,
): Promise<number> {
  const item = paymentScheduleItems;
  const rows = await db
    .select({ item, contract: contracts })
    .from(item)
    .innerJoin(contracts, eq(contracts.id, item.contractId))
    .where(
      and(
        eq(contracts.isIndexed, true),
        isNull(item.claimId),
        isNull(item.paidAt),
        eq(item.paidAmount, 0),
        eq(item.isManual, false),
        gte(item.dueDate, today),
        // A bill staff set by hand (staff-bill/ PATCH, with a reason) keeps their amount.
        notExists(
          db
            .select({ id: staffFinanceActions.id })
            .from(staffFinanceActions)
            .where(
              and(
                eq(staffFinanceActions.itemId, item.id),
                eq(staffFinanceActions.action, 'patch_bill'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(item.contractId), asc(item.dueDate));
  const byContract = new Map<number, { contract: ContractRow; items: ScheduleItemRow[] }>();
  for (const row of rows) {
    const group = byContract.get(row.contract.id) ?? { contract: row.contract, items: [] };
    group.items.push(row.item);
    byContract.set(row.contract.id, group);
  }
  let changed = 0;
  for (const { contract, items } of byContract.values()) {
    if (!contract.startDate || contract.price === null) continue;
    const index = await loadScheduleIndex(priceIndex, contract);
    const lease = toScheduleContract(contract);
    for (const candidate of items) {
      if (!reindexItem(lease, toReindexable(candidate), index)) continue;
      const isUpdated = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(item)
          .where(eq(item.id, candidate.id))
          .for('update');
        if (!locked || !isItemReindexable(toReindexable(locked), today)) return false;
        const amounts = reindexItem(lease, toReindexable(locked), index);
        if (!amounts) return false;
        await updateItem(tx, locked.id, amounts);
        return true;
      });
      if (isUpdated) changed += 1;
    }
  }
  return changed;
}
