import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ScheduleItemDraft } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { paymentScheduleItems } from '../../db/schema/index.js';

/** Every query of the payment schedule. */
export type ScheduleItemRow = typeof paymentScheduleItems.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Db | Tx;

export async function listScheduleItems(db: Reader, contractId: number) {
  return db
    .select()
    .from(paymentScheduleItems)
    .where(eq(paymentScheduleItems.contractId, contractId))
    .orderBy(asc(paymentScheduleItems.dueDate));
}

export async function findScheduleItem(
  db: Reader,
  contractId: number,
  dueDate: string,
): Promise<ScheduleItemRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentScheduleItems)
    .where(
      and(
        eq(paymentScheduleItems.contractId, contractId),
        eq(paymentScheduleItems.dueDate, dueDate),
      ),
    )
    .limit(1);
  return row;
}

/** Adds the items not yet there; an item already due on a date is kept as it is. */
export async function insertScheduleItems(
  db: Writer,
  contractId: number,
  currency: string,
  drafts: readonly ScheduleItemDraft[],
  isManual = false,
): Promise<ScheduleItemRow[]> {
  if (drafts.length === 0) return [];
  return db
    .insert(paymentScheduleItems)
    .values(drafts.map((d) => ({ ...d, contractId, currency, isManual })))
    .onConflictDoNothing({
      target: [paymentScheduleItems.contractId, paymentScheduleItems.dueDate],
    })
    .returning();
}

/**
 * Removes the items made from the contract that no claim or payment touched, so that a
 * recommitted contract gets a fresh schedule; manual, invoiced and paid items stay.
 */
export async function deleteUntouchedGeneratedItems(db: Writer, contractId: number) {
  await db
    .delete(paymentScheduleItems)
    .where(
      and(
        eq(paymentScheduleItems.contractId, contractId),
        eq(paymentScheduleItems.isManual, false),
        isNull(paymentScheduleItems.claimId),
        eq(paymentScheduleItems.paidAmount, 0),
        isNull(paymentScheduleItems.paidAt),
      ),
    );
}

export async function updateScheduleItem(
  db: Writer,
  id: number,
  values: Partial<typeof paymentScheduleItems.$inferInsert>,
): Promise<ScheduleItemRow> {
  const [row] = await db
    .update(paymentScheduleItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentScheduleItems.id, id))
    .returning();
  return row!;
}

export async function deleteScheduleItem(db: Writer, id: number): Promise<void> {
  await db.delete(paymentScheduleItems).where(eq(paymentScheduleItems.id, id));
}

/** The items of several contracts at once, for the batch read. */
export async function listScheduleItemsOfContracts(db: Reader, contractIds: readonly number[]) {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(paymentScheduleItems)
    .where(inArray(paymentScheduleItems.contractId, [...contractIds]))
    .orderBy(asc(paymentScheduleItems.contractId), asc(paymentScheduleItems.dueDate));
}
