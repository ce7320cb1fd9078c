import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  inspectionComments,
  inspectionKeyTransactions,
  inspectionMeterReadings,
} from '../../db/schema/index.js';

export type KeyTransactionRow = typeof inspectionKeyTransactions.$inferSelect;
export type MeterReadingRow = typeof inspectionMeterReadings.$inferSelect;
export type InspectionCommentRow = typeof inspectionComments.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

export async function listKeyTransactions(db: Reader, reportId: number) {
  return db
    .select()
    .from(inspectionKeyTransactions)
    .where(eq(inspectionKeyTransactions.reportId, reportId))
    .orderBy(asc(inspectionKeyTransactions.id));
}

export async function insertKeyTransaction(
  tx: Writer,
  values: typeof inspectionKeyTransactions.$inferInsert,
): Promise<void> {
  await tx.insert(inspectionKeyTransactions).values(values);
}

/** Removes the key transaction; false when the report has none with this id. */
export async function deleteKeyTransaction(
  tx: Writer,
  reportId: number,
  id: number,
): Promise<boolean> {
  const gone = await tx
    .delete(inspectionKeyTransactions)
    .where(
      and(eq(inspectionKeyTransactions.reportId, reportId), eq(inspectionKeyTransactions.id, id)),
    )
    .returning({ id: inspectionKeyTransactions.id });
  return gone.length > 0;
}

export async function listMeterReadings(db: Reader, reportId: number) {
  return db
    .select()
    .from(inspectionMeterReadings)
    .where(eq(inspectionMeterReadings.reportId, reportId))
    .orderBy(asc(inspectionMeterReadings.id));
}

export async function insertMeterReadings(
  tx: Writer,
  values: (typeof inspectionMeterReadings.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(inspectionMeterReadings).values(values);
}

export async function countMeterReadings(db: Reader, reportId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(inspectionMeterReadings)
    .where(eq(inspectionMeterReadings.reportId, reportId));
  return row?.value ?? 0;
}

/** Sets the value read; false when the report has no meter with this id. */
export async function updateMeterValue(
  tx: Writer,
  reportId: number,
  id: number,
  value: number | null,
): Promise<boolean> {
  const changed = await tx
    .update(inspectionMeterReadings)
    .set({ value, updatedAt: new Date() })
    .where(and(eq(inspectionMeterReadings.reportId, reportId), eq(inspectionMeterReadings.id, id)))
    .returning({ id: inspectionMeterReadings.id });
  return changed.length > 0;
}

export async function pageComments(
  db: Reader,
  reportId: number,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: InspectionCommentRow[] }> {
  const where = eq(inspectionComments.reportId, reportId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inspectionComments)
      .where(where)
      .orderBy(desc(inspectionComments.createdAt), desc(inspectionComments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(inspectionComments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertComment(
  tx: Writer,
  values: typeof inspectionComments.$inferInsert,
): Promise<InspectionCommentRow> {
  const [row] = await tx.insert(inspectionComments).values(values).returning();
  if (!row) throw new Error('insert comment returned nothing');
  return row;
}
