import { and, count, desc, eq, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { ContractStatus, SignerStatus, SigningProcessStatus } from '@leiga/domain';
import type { Db, Tx } from '../../../db/client.js';
import {
  contracts,
  contractSigners,
  contractSigningProcesses,
  eSignatureWebhookReceipts,
} from '../../../db/schema/index.js';
import type { ContractRow } from '../contracts-repository.js';

/** Every query of e-signing. */

export type SigningProcessRow = typeof contractSigningProcesses.$inferSelect;
export type SignerRow = typeof contractSigners.$inferSelect;
type Reader = Pick<Db, 'select' | 'selectDistinctOn'>;

const OPEN: SigningProcessStatus[] = ['starting', 'pending'];

/**
 * Moves a contract from one of `from` to what `values` say, only if it is still there: the row,
 * or null when another request moved it first (the caller answers 409 or ignores it).
 */
export async function transitionContract(
  tx: Tx,
  id: number,
  from: readonly ContractStatus[],
  values: Partial<typeof contracts.$inferInsert>,
): Promise<ContractRow | null> {
  const [row] = await tx
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contracts.id, id), inArray(contracts.status, [...from])))
    .returning();
  return row ?? null;
}

export async function insertSigningProcess(
  tx: Tx,
  values: typeof contractSigningProcesses.$inferInsert,
): Promise<SigningProcessRow> {
  const [row] = await tx.insert(contractSigningProcesses).values(values).returning();
  return row!;
}

export async function insertSigners(
  tx: Tx,
  values: (typeof contractSigners.$inferInsert)[],
): Promise<SignerRow[]> {
  if (values.length === 0) return [];
  return tx.insert(contractSigners).values(values).returning();
}

const processId = (id: number) => eq(contractSigningProcesses.id, id);
const processOf = (contractId: number) => eq(contractSigningProcesses.contractId, contractId);
/** The contract's open process (at most one: a unique index says so). */
const openProcessOf = (contractId: number) =>
  and(processOf(contractId), inArray(contractSigningProcesses.status, OPEN));
const signerOf = (processId: number, signerId: number) =>
  and(eq(contractSigners.id, signerId), eq(contractSigners.processId, processId));

/** The first process that `where` picks (the newest first with `isNewest`). */
async function findProcessWhere(
  db: Reader,
  where: SQL | undefined,
  isNewest = false,
): Promise<SigningProcessRow | undefined> {
  const query = db.select().from(contractSigningProcesses).where(where);
  const [row] = await (isNewest ? query.orderBy(desc(contractSigningProcesses.id)) : query).limit(
    1,
  );
  return row;
}

/** Sets `values` on the processes `where` picks; the first changed row, or null. */
async function updateProcessWhere(
  tx: Tx | Db,
  where: SQL | undefined,
  values: Partial<typeof contractSigningProcesses.$inferInsert>,
): Promise<SigningProcessRow | null> {
  const [row] = await tx.update(contractSigningProcesses).set(values).where(where).returning();
  return row ?? null;
}

export function findSigningProcess(db: Reader, id: number): Promise<SigningProcessRow | undefined> {
  return findProcessWhere(db, processId(id));
}

/** The process row locked for the rest of the transaction, so events on it take turns. */
export async function lockSigningProcess(
  tx: Tx,
  id: number,
): Promise<SigningProcessRow | undefined> {
  const [row] = await tx.select().from(contractSigningProcesses).where(processId(id)).for('update');
  return row;
}

export function findProcessByKey(
  db: Reader,
  contractId: number,
  key: string,
): Promise<SigningProcessRow | undefined> {
  return findProcessWhere(
    db,
    and(processOf(contractId), eq(contractSigningProcesses.idempotencyKey, key)),
  );
}

/** The newest process of a contract, open or ended. */
export async function findLatestProcess(
  db: Reader,
  contractId: number,
): Promise<SigningProcessRow | undefined> {
  return (await listLatestProcesses(db, [contractId])).get(contractId);
}

/** The newest process of each contract that has one (the batch read's and the single read's). */
export async function listLatestProcesses(
  db: Reader,
  contractIds: readonly number[],
): Promise<Map<number, SigningProcessRow>> {
  const latest = new Map<number, SigningProcessRow>();
  if (contractIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([contractSigningProcesses.contractId])
    .from(contractSigningProcesses)
    .where(inArray(contractSigningProcesses.contractId, [...contractIds]))
    .orderBy(contractSigningProcesses.contractId, desc(contractSigningProcesses.id));
  for (const row of rows) latest.set(row.contractId, row);
  return latest;
}

/** The contract's process that everyone signed (the newest, should there be several). */
export function findSignedProcess(
  db: Reader,
  contractId: number,
): Promise<SigningProcessRow | undefined> {
  return findProcessWhere(
    db,
    and(processOf(contractId), eq(contractSigningProcesses.status, 'signed')),
    true,
  );
}

export function findOpenProcess(
  db: Reader,
  contractId: number,
): Promise<SigningProcessRow | undefined> {
  return findProcessWhere(db, openProcessOf(contractId));
}

/** Processes the provider has not confirmed since before `before` (a crash mid-start). */
export async function listStalledStarts(db: Reader, before: Date): Promise<SigningProcessRow[]> {
  return db
    .select()
    .from(contractSigningProcesses)
    .where(
      and(
        eq(contractSigningProcesses.status, 'starting'),
        lt(contractSigningProcesses.createdAt, before),
      ),
    );
}

/** Moves a process on from one of `from`; null when it was no longer there. */
export function updateProcessIf(
  tx: Tx | Db,
  id: number,
  from: readonly SigningProcessStatus[],
  values: Partial<typeof contractSigningProcesses.$inferInsert>,
): Promise<SigningProcessRow | null> {
  return updateProcessWhere(
    tx,
    and(processId(id), inArray(contractSigningProcesses.status, [...from])),
    values,
  );
}

/** Ends the open process of a contract (uncommit, cancel); the ended row, if there was one. */
export function closeOpenProcess(
  tx: Tx,
  contractId: number,
  status: 'cancelled' | 'expired' | 'failed',
): Promise<SigningProcessRow | null> {
  return updateProcessWhere(tx, openProcessOf(contractId), { status, endedAt: new Date() });
}

export function listSigners(db: Reader, processId: number): Promise<SignerRow[]> {
  return listSignersOf(db, [processId]);
}

/** The signers of several processes, in the order they were added. */
export async function listSignersOf(
  db: Reader,
  processIds: readonly number[],
): Promise<SignerRow[]> {
  if (processIds.length === 0) return [];
  return db
    .select()
    .from(contractSigners)
    .where(inArray(contractSigners.processId, [...processIds]))
    .orderBy(contractSigners.id);
}

/** The provider's id of a signer and, when the provider answered it, their signing page. */
export async function setProviderSignerId(
  tx: Tx | Db,
  processId: number,
  signerId: number,
  providerSignerId: string,
  signingUrl?: string,
): Promise<void> {
  await tx
    .update(contractSigners)
    .set(signingUrl === undefined ? { providerSignerId } : { providerSignerId, signingUrl })
    .where(signerOf(processId, signerId));
}

/** A signer's new status, unless they already have it (or have signed); the row when changed. */
export async function updateSignerStatus(
  tx: Tx,
  processId: number,
  signerId: number,
  status: SignerStatus,
  signedAt: Date | null,
): Promise<SignerRow | null> {
  const [row] = await tx
    .update(contractSigners)
    .set({ status, signedAt })
    .where(
      and(
        signerOf(processId, signerId),
        ne(contractSigners.status, status),
        ne(contractSigners.status, 'signed'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the reminder sent for those not reminded since `since`; the signers claimed. */
export async function claimReminders(
  tx: Tx,
  signerIds: readonly number[],
  now: Date,
  since: Date,
): Promise<SignerRow[]> {
  if (signerIds.length === 0) return [];
  return tx
    .update(contractSigners)
    .set({ lastRemindedAt: now })
    .where(
      and(
        inArray(contractSigners.id, [...signerIds]),
        or(isNull(contractSigners.lastRemindedAt), lt(contractSigners.lastRemindedAt, since)),
      ),
    )
    .returning();
}

export async function restoreReminder(
  db: Db,
  signerId: number,
  lastRemindedAt: Date | null,
): Promise<void> {
  await db.update(contractSigners).set({ lastRemindedAt }).where(eq(contractSigners.id, signerId));
}

/** How many have signed in the contract's open process: uncommit is refused once any have. */
export async function countSignatures(db: Reader, contractId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contractSigners)
    .innerJoin(contractSigningProcesses, eq(contractSigningProcesses.id, contractSigners.processId))
    .where(and(openProcessOf(contractId), eq(contractSigners.status, 'signed')));
  return row?.n ?? 0;
}

/** Records a webhook event; false when it was handled before (its id is already there). */
export async function insertWebhookReceipt(
  tx: Tx,
  values: typeof eSignatureWebhookReceipts.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(eSignatureWebhookReceipts)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: eSignatureWebhookReceipts.eventId });
  return rows.length > 0;
}
