import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ContractPdfLanguage } from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import {
  contractDocuments,
  contractSigners,
  contractSigningProcesses,
  type ContractDocumentKind,
} from '../../../db/schema/index.js';

export type ContractDocumentRow = typeof contractDocuments.$inferSelect;

export async function findContractDocument(
  db: Db,
  contractId: number,
  kind: ContractDocumentKind,
  lang: ContractPdfLanguage,
): Promise<ContractDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(contractDocuments)
    .where(
      and(
        eq(contractDocuments.contractId, contractId),
        eq(contractDocuments.kind, kind),
        eq(contractDocuments.lang, lang),
      ),
    )
    .limit(1);
  return row;
}

/** The row, or null when another delivery stored this contract's document first. */
export async function insertContractDocument(
  db: Db,
  values: typeof contractDocuments.$inferInsert,
): Promise<ContractDocumentRow | null> {
  const [row] = await db.insert(contractDocuments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * When each party signed, from the contract's timeline: a `signed` event names the party it
 * was for (`data.party_id`).
 */
/** When each party signed electronically, as the signing process recorded it (its first signature). */
export async function listPartySignatures(db: Db, contractId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ partyId: contractSigners.partyId, signedAt: contractSigners.signedAt })
    .from(contractSigners)
    .innerJoin(contractSigningProcesses, eq(contractSigningProcesses.id, contractSigners.processId))
    .where(
      and(
        eq(contractSigningProcesses.contractId, contractId),
        eq(contractSigners.status, 'signed'),
        isNotNull(contractSigners.signedAt),
      ),
    )
    .orderBy(asc(contractSigners.signedAt));
  const signedAt = new Map<number, Date>();
  for (const row of rows)
    if (row.partyId !== null && row.signedAt && !signedAt.has(row.partyId))
      signedAt.set(row.partyId, row.signedAt);
  return signedAt;
}
