import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { SignerStatus, SigningProcessStatus } from '@leiga/domain';
import type { Db, Tx } from '../../../db/client.js';
import {
  inspectionAddenda,
  inspectionAttendance,
  inspectionSignedDocuments,
  inspectionSigners,
  inspectionSigningProcesses,
  inspectionSigningReceipts,
  inspectionUsers,
} from '../../../db/schema/index.js';

/** Every query of signing an inspection report, its attendance, PDF and addenda. */

export type InspectionProcessRow = typeof inspectionSigningProcesses.$inferSelect;
export type InspectionSignerRow = typeof inspectionSigners.$inferSelect;
export type AttendanceRow = typeof inspectionAttendance.$inferSelect;
export type AddendumRow = typeof inspectionAddenda.$inferSelect;
export type SignedDocumentRow = typeof inspectionSignedDocuments.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

const OPEN: SigningProcessStatus[] = ['starting', 'pending'];
const P = inspectionSigningProcesses;
const S = inspectionSigners;

export async function insertProcess(
  tx: Writer,
  values: typeof P.$inferInsert,
): Promise<InspectionProcessRow> {
  const [row] = await tx.insert(P).values(values).returning();
  return row!;
}

export async function insertSigners(
  tx: Writer,
  values: (typeof S.$inferInsert)[],
): Promise<InspectionSignerRow[]> {
  if (values.length === 0) return [];
  return tx.insert(S).values(values).returning();
}

export async function findProcess(db: Reader, id: number) {
  const [row] = await db.select().from(P).where(eq(P.id, id));
  return row;
}

export async function lockProcess(tx: Tx, id: number) {
  const [row] = await tx.select().from(P).where(eq(P.id, id)).for('update');
  return row;
}

export async function findProcessByKey(db: Reader, reportId: number, key: string) {
  const [row] = await db
    .select()
    .from(P)
    .where(and(eq(P.reportId, reportId), eq(P.idempotencyKey, key)));
  return row;
}

/** The report's newest process, open or ended. */
export async function findLatestProcess(db: Reader, reportId: number) {
  const [row] = await db
    .select()
    .from(P)
    .where(eq(P.reportId, reportId))
    .orderBy(desc(P.id))
    .limit(1);
  return row;
}

export async function findOpenProcess(db: Reader, reportId: number) {
  const [row] = await db
    .select()
    .from(P)
    .where(and(eq(P.reportId, reportId), inArray(P.status, OPEN)));
  return row;
}

/** Moves a process on from one of `from`; null when another request moved it first. */
export async function updateProcessIf(
  tx: Writer,
  id: number,
  from: readonly SigningProcessStatus[],
  values: Partial<typeof P.$inferInsert>,
): Promise<InspectionProcessRow | null> {
  const [row] = await tx
    .update(P)
    .set(values)
    .where(and(eq(P.id, id), inArray(P.status, [...from])))
    .returning();
  return row ?? null;
}

/** Ends the report's open process (uncommit); the ended row, if there was one. */
export async function closeOpenProcess(
  tx: Writer,
  reportId: number,
): Promise<InspectionProcessRow | null> {
  const [row] = await tx
    .update(P)
    .set({ status: 'cancelled', endedAt: new Date() })
    .where(and(eq(P.reportId, reportId), inArray(P.status, OPEN)))
    .returning();
  return row ?? null;
}

export function listSigners(db: Reader, processId: number): Promise<InspectionSignerRow[]> {
  return db.select().from(S).where(eq(S.processId, processId)).orderBy(asc(S.id));
}

export async function setSignerLink(
  tx: Writer,
  processId: number,
  signerId: number,
  values: { providerSignerId: string; signingUrl: string; invitedAt: Date },
): Promise<void> {
  await tx
    .update(S)
    .set(values)
    .where(and(eq(S.id, signerId), eq(S.processId, processId), isNull(S.providerSignerId)));
}

/**
 * A signer's new status unless they already have one that is final (signed or declined): a
 * signature is never recorded twice and never lost to a later decline. The row when changed.
 */
export async function settleSigner(
  tx: Writer,
  processId: number,
  signerId: number,
  status: Exclude<SignerStatus, 'pending'>,
  at: Date,
  reason: string | null = null,
): Promise<InspectionSignerRow | null> {
  const [row] = await tx
    .update(S)
    .set(
      status === 'signed'
        ? { status, signedAt: at }
        : { status, declinedAt: at, declineReason: reason },
    )
    .where(and(eq(S.id, signerId), eq(S.processId, processId), eq(S.status, 'pending')))
    .returning();
  if (row && status === 'signed')
    await tx
      .update(inspectionUsers)
      .set({ signedAt: at })
      .where(eq(inspectionUsers.id, row.inspectionUserId));
  return row ?? null;
}

/** Records a provider event; false when it was handled before. */
export async function insertReceipt(
  tx: Writer,
  values: typeof inspectionSigningReceipts.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(inspectionSigningReceipts)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: inspectionSigningReceipts.eventId });
  return rows.length > 0;
}

export function listAttendance(db: Reader, reportId: number): Promise<AttendanceRow[]> {
  return db
    .select()
    .from(inspectionAttendance)
    .where(eq(inspectionAttendance.reportId, reportId))
    .orderBy(asc(inspectionAttendance.inspectionUserId));
}

export async function upsertAttendance(
  tx: Writer,
  values: (typeof inspectionAttendance.$inferInsert)[],
): Promise<void> {
  for (const value of values)
    await tx
      .insert(inspectionAttendance)
      .values(value)
      .onConflictDoUpdate({
        target: [inspectionAttendance.reportId, inspectionAttendance.inspectionUserId],
        set: {
          isPresent: value.isPresent,
          recordedById: value.recordedById,
          recordedAt: new Date(),
        },
      });
}

export async function findSignedDocument(db: Reader, reportId: number) {
  const [row] = await db
    .select()
    .from(inspectionSignedDocuments)
    .where(eq(inspectionSignedDocuments.reportId, reportId));
  return row;
}

/** Stores the signed PDF's row once; false when another delivery stored it first. */
export async function insertSignedDocument(
  db: Writer,
  values: typeof inspectionSignedDocuments.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(inspectionSignedDocuments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: inspectionSignedDocuments.id });
  return rows.length > 0;
}

export function listAddenda(db: Reader, reportId: number): Promise<AddendumRow[]> {
  return db
    .select()
    .from(inspectionAddenda)
    .where(eq(inspectionAddenda.reportId, reportId))
    .orderBy(asc(inspectionAddenda.id));
}

export async function insertAddendum(tx: Writer, values: typeof inspectionAddenda.$inferInsert) {
  const [row] = await tx.insert(inspectionAddenda).values(values).returning();
  return row!;
}

/** Changes an addendum while it is a DRAFT; null when it is not (any more). */
export async function updateDraftAddendum(
  tx: Writer,
  reportId: number,
  id: number,
  values: Partial<typeof inspectionAddenda.$inferInsert>,
): Promise<AddendumRow | null> {
  const [row] = await tx
    .update(inspectionAddenda)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(inspectionAddenda.id, id),
        eq(inspectionAddenda.reportId, reportId),
        eq(inspectionAddenda.status, 'DRAFT'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findAddendum(db: Reader, reportId: number, id: number) {
  const [row] = await db
    .select()
    .from(inspectionAddenda)
    .where(and(eq(inspectionAddenda.id, id), eq(inspectionAddenda.reportId, reportId)));
  return row;
}
