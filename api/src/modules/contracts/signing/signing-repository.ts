import { and, count, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
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
type Reader = Pick<Db, 'select'>;

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

export async function findSigningProcess(
  db: Reader,
  id: number,
): Promise<SigningProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(contractSigningProcesses)
    .where(eq(contractSigningProcesses.id, id))
    .limit(1);
  return row;
}

/** The process row locked for the rest of the transaction, so events on it take turns. */
export async function lockSigningProcess(
  tx: Tx,
  id: number,
): Promise<SigningProcessRow | undefined> {
  const [row] = await tx
    .select()
    .from(contractSigningProcesses)
    .where(eq(contractSigningProcesses.id, id))
    .for('update');
  return row;
}

export async function findProcessByKey(
  db: Reader,
  contractId: number,
  key: string,
): Promise<SigningProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(contractSigningProcesses)
    .where(
      and(
        eq(contractSigningProcesses.contractId, contractId),
        eq(contractSigningProcesses.idempotencyKey, key),
      ),
    )
    .limit(1);
  return row;
}

/** The newest process of a contract, open or ended. */
export async function findLatestProcess(
  db: Reader,
  contractId: number,
): Promise<SigningProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(contractSigningProcesses)
    .where(eq(contractSigningProcesses.contractId, contractId))
    .orderBy(desc(contractSigningProcesses.id))
    .limit(1);
  return row;
}

export async function findOpenProcess(
  db: Reader,
  contractId: number,
): Promise<SigningProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(contractSigningProcesses)
    .where(
      and(
        eq(contractSigningProcesses.contractId, contractId),
        inArray(contractSigningProcesses.status, OPEN),
      ),
    )
    .limit(1);
  return row;
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
export async function updateProcessIf(
  tx: Tx | Db,
  id: number,
  from: readonly SigningProcessStatus[],
  values: Partial<typeof contractSigningProcesses.$inferInsert>,
): Promise<SigningProcessRow | null> {
  const [row] = await tx
    .update(contractSigningProcesses)
    .set(values)
    .where(
      and(eq(contractSigningProcesses.id, id), inArray(contractSigningProcesses.status, [...from])),
    )
    .returning();
  return row ?? null;
}

/** Ends the open process of a contract (uncommit, cancel); the ended row, if there was one. */
export async function closeOpenProcess(
  tx: Tx,
  contractId: number,
  status: 'cancelled' | 'expired' | 'failed',
): Promise<SigningProcessRow | null> {
  const [row] = await tx
    .update(contractSigningProcesses)
    .set({ status, endedAt: new Date() })
    .where(
      and(
        eq(contractSigningProcesses.contractId, contractId),
        inArray(contractSigningProcesses.status, OPEN),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listSigners(db: Reader, processId: number): Promise<SignerRow[]> {
  return db
    .select()
    .from(contractSigners)
    .where(eq(contractSigners.processId, processId))
    .orderBy(contractSigners.id);
}

export async function setProviderSignerId(
  tx: Tx | Db,
  processId: number,
  signerId: number,
  providerSignerId: string,
): Promise<void> {
  await tx
    .update(contractSigners)
    .set({ providerSignerId })
    .where(and(eq(contractSigners.id, signerId), eq(contractSigners.processId, processId)));
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
        eq(contractSigners.id, signerId),
        eq(contractSigners.processId, processId),
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
    .where(
      and(
        eq(contractSigningProcesses.contractId, contractId),
        inArray(contractSigningProcesses.status, OPEN),
        eq(contractSigners.status, 'signed'),
      ),
    );
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
