import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { SigningProcessStatus } from '@leiga/domain';
import type { Db, Tx } from '../../../db/client.js';
import {
  contractParties,
  contracts,
  guaranteeCancellationRequests,
  guaranteeSigningProcesses,
  guaranteeSigningReceipts,
  guaranteeStatements,
  rentalGuarantees,
  users,
} from '../../../db/schema/index.js';

/** Every query of a guarantee's commit, signing, statement and cancellation (issue #18). */

export type GuaranteeProcessRow = typeof guaranteeSigningProcesses.$inferSelect;
export type StatementRow = typeof guaranteeStatements.$inferSelect;
export type CancellationRow = typeof guaranteeCancellationRequests.$inferSelect;
type GuaranteeRow = typeof rentalGuarantees.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

const P = guaranteeSigningProcesses;
const C = guaranteeCancellationRequests;
const OPEN: SigningProcessStatus[] = ['starting', 'pending'];

export async function lockGuarantee(tx: Tx, id: number): Promise<GuaranteeRow | undefined> {
  const [row] = await tx
    .select()
    .from(rentalGuarantees)
    .where(eq(rentalGuarantees.id, id))
    .for('update');
  return row;
}

/** Moves a guarantee on from one of `from`; null when another request moved it first. */
export async function setGuaranteeStatusIf(
  tx: Writer,
  id: number,
  from: readonly GuaranteeRow['status'][],
  status: GuaranteeRow['status'],
): Promise<GuaranteeRow | null> {
  const [row] = await tx
    .update(rentalGuarantees)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(rentalGuarantees.id, id), inArray(rentalGuarantees.status, [...from])))
    .returning();
  return row ?? null;
}

export async function insertProcess(tx: Writer, values: typeof P.$inferInsert) {
  const [row] = await tx.insert(P).values(values).returning();
  return row!;
}

export async function findProcess(db: Reader, id: number) {
  const [row] = await db.select().from(P).where(eq(P.id, id));
  return row;
}

export async function lockProcess(tx: Tx, id: number) {
  const [row] = await tx.select().from(P).where(eq(P.id, id)).for('update');
  return row;
}

export async function findProcessByKey(db: Reader, guaranteeId: number, key: string) {
  const [row] = await db
    .select()
    .from(P)
    .where(and(eq(P.guaranteeId, guaranteeId), eq(P.idempotencyKey, key)));
  return row;
}

/** The guarantee's newest process, open or ended. */
export async function findLatestProcess(db: Reader, guaranteeId: number) {
  const [row] = await db
    .select()
    .from(P)
    .where(eq(P.guaranteeId, guaranteeId))
    .orderBy(desc(P.id))
    .limit(1);
  return row;
}

/** Moves a process on from one of `from`; null when another request moved it first. */
export async function updateProcessIf(
  tx: Writer,
  id: number,
  from: readonly SigningProcessStatus[],
  values: Partial<typeof P.$inferInsert>,
): Promise<GuaranteeProcessRow | null> {
  const [row] = await tx
    .update(P)
    .set(values)
    .where(and(eq(P.id, id), inArray(P.status, [...from])))
    .returning();
  return row ?? null;
}

/** Ends the guarantee's open process (uncommit); the ended row, if there was one. */
export async function closeOpenProcess(tx: Writer, guaranteeId: number) {
  const [row] = await tx
    .update(P)
    .set({ status: 'cancelled', endedAt: new Date() })
    .where(and(eq(P.guaranteeId, guaranteeId), inArray(P.status, OPEN), isNull(P.signedAt)))
    .returning();
  return row ?? null;
}

/** The signer's own link at the provider, set once. */
export async function setSignerLink(
  tx: Writer,
  id: number,
  values: { providerSignerId: string; signingUrl: string; invitedAt: Date },
): Promise<void> {
  await tx
    .update(P)
    .set(values)
    .where(and(eq(P.id, id), isNull(P.providerSignerId)));
}

/** Records the signature unless one is recorded: a signature is never written twice. */
export async function recordSignature(tx: Writer, processId: number, at: Date) {
  const [row] = await tx
    .update(P)
    .set({ signedAt: at, status: 'signed', endedAt: new Date() })
    .where(and(eq(P.id, processId), isNull(P.signedAt), inArray(P.status, OPEN)))
    .returning();
  return row ?? null;
}

/** Records a provider event; false when it was handled before. */
export async function insertReceipt(
  tx: Writer,
  values: typeof guaranteeSigningReceipts.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(guaranteeSigningReceipts)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: guaranteeSigningReceipts.eventId });
  return rows.length > 0;
}

export async function findStatement(db: Reader, guaranteeId: number) {
  const [row] = await db
    .select()
    .from(guaranteeStatements)
    .where(eq(guaranteeStatements.guaranteeId, guaranteeId));
  return row;
}

/** Stores the statement's row once; false when another delivery stored it first. */
export async function insertStatement(
  db: Writer,
  values: typeof guaranteeStatements.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(guaranteeStatements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: guaranteeStatements.id });
  return rows.length > 0;
}

export type LeaseFacts = {
  start: string | null;
  end: string | null;
  street: string | null;
  postalCode: string | null;
};

export async function findLease(db: Reader, contractId: number): Promise<LeaseFacts | null> {
  return (await findLeases(db, [contractId])).get(contractId) ?? null;
}

/** The leases of several contracts in one query, by contract id. */
export async function findLeases(
  db: Reader,
  contractIds: readonly number[],
): Promise<Map<number, LeaseFacts>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: contracts.id,
      start: contracts.startDate,
      end: contracts.endDate,
      realEstate: contracts.realEstate,
    })
    .from(contracts)
    .where(inArray(contracts.id, [...contractIds]));
  return new Map(
    rows.map((row) => {
      const address = row.realEstate?.address;
      return [
        row.id,
        {
          start: row.start,
          end: row.end,
          street: address?.street ?? null,
          postalCode: address?.postal_code ?? null,
        },
      ];
    }),
  );
}

/** The landlord side of a contract with an account: landlord parties and its creator. */
export async function listLandlords(
  db: Reader,
  contractId: number,
): Promise<{ id: number; name: string; kennitala: string | null }[]> {
  const parties = await db
    .select({ userId: contractParties.userId, identifier: contractParties.identifier })
    .from(contractParties)
    .where(and(eq(contractParties.contractId, contractId), eq(contractParties.role, 'landlord')));
  const [contract] = await db
    .select({ createdById: contracts.createdById })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const ids = parties.flatMap((p) => (p.userId ? [p.userId] : []));
  if (contract?.createdById) ids.push(contract.createdById);
  const kennitolur = parties.flatMap((p) => (p.identifier ? [p.identifier] : []));
  const rows = await db
    .select({ id: users.id, name: users.fullName, kennitala: users.icelandicId })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(inArray(users.id, [-1, ...ids]), inArray(users.icelandicId, ['-', ...kennitolur])),
      ),
    );
  return rows;
}

export async function insertCancellation(tx: Writer, values: typeof C.$inferInsert) {
  const [row] = await tx.insert(C).values(values).returning();
  return row!;
}

export async function listCancellations(db: Reader, guaranteeId: number) {
  return db.select().from(C).where(eq(C.guaranteeId, guaranteeId)).orderBy(desc(C.id));
}

/** Answers a pending request; null when it is not pending (any more). */
export async function answerCancellation(
  tx: Writer,
  id: number,
  guaranteeId: number,
  values: Pick<typeof C.$inferInsert, 'status' | 'answeredById' | 'answerReason'>,
) {
  const [row] = await tx
    .update(C)
    .set({ ...values, answeredAt: new Date() })
    .where(and(eq(C.id, id), eq(C.guaranteeId, guaranteeId), eq(C.status, 'pending')))
    .returning();
  return row ?? null;
}
