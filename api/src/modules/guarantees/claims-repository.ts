import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ClaimStatus } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import {
  guaranteeClaimFiles,
  guaranteeClaimLines,
  guaranteeClaims,
  inspectionIssues,
  inspectionReports,
  inspectionSubjects,
} from '../../db/schema/index.js';

export type ClaimRow = typeof guaranteeClaims.$inferSelect;
export type ClaimLineRow = typeof guaranteeClaimLines.$inferSelect;
export type ClaimFileRow = typeof guaranteeClaimFiles.$inferSelect;
export type ClaimParts = { lines: ClaimLineRow[]; files: ClaimFileRow[] };

export async function findClaim(db: Db | Tx, id: number): Promise<ClaimRow | null> {
  const [row] = await db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, id));
  return row ?? null;
}

/** A guarantee's claims, newest first; the tenant never sees the landlord's drafts. */
export async function listClaims(
  db: Db,
  guaranteeId: number,
  withDrafts: boolean,
): Promise<ClaimRow[]> {
  return db
    .select()
    .from(guaranteeClaims)
    .where(
      and(
        eq(guaranteeClaims.guaranteeId, guaranteeId),
        withDrafts ? undefined : ne(guaranteeClaims.status, 'draft'),
      ),
    )
    .orderBy(desc(guaranteeClaims.createdAt), desc(guaranteeClaims.id));
}

/** The lines and files of several claims, by claim id. */
export async function loadClaimParts(
  db: Db | Tx,
  claimIds: readonly number[],
): Promise<Map<number, ClaimParts>> {
  const parts = new Map<number, ClaimParts>(claimIds.map((id) => [id, { lines: [], files: [] }]));
  if (claimIds.length === 0) return parts;
  const [lines, files] = await readTogether(db, [
    () =>
      db
        .select()
        .from(guaranteeClaimLines)
        .where(inArray(guaranteeClaimLines.claimId, [...claimIds]))
        .orderBy(asc(guaranteeClaimLines.id)),
    () =>
      db
        .select()
        .from(guaranteeClaimFiles)
        .where(inArray(guaranteeClaimFiles.claimId, [...claimIds]))
        .orderBy(asc(guaranteeClaimFiles.id)),
  ]);
  for (const line of lines) parts.get(line.claimId)?.lines.push(line);
  for (const file of files) parts.get(file.claimId)?.files.push(file);
  return parts;
}

/** The accepted amounts of a guarantee's paid claims: what has left the cover. */
export async function listPaidAmounts(db: Db | Tx, guaranteeId: number): Promise<number[]> {
  const rows = await db
    .select({ amount: guaranteeClaims.acceptedAmount })
    .from(guaranteeClaims)
    .where(and(eq(guaranteeClaims.guaranteeId, guaranteeId), eq(guaranteeClaims.status, 'paid')));
  return rows.map((r) => r.amount ?? 0);
}

/** The guarantee's claims that may hold back cover (sent and not settled), but one. */
export async function listOpenClaims(
  db: Db | Tx,
  guaranteeId: number,
  exceptClaimId: number | null,
): Promise<ClaimRow[]> {
  const open: ClaimStatus[] = [
    'pending_principal_response',
    'pending_obligee_response',
    'accepted',
    'disputed',
  ];
  const rows = await db
    .select()
    .from(guaranteeClaims)
    .where(
      and(eq(guaranteeClaims.guaranteeId, guaranteeId), inArray(guaranteeClaims.status, open)),
    );
  return rows.filter((r) => r.id !== exceptClaimId);
}

/** Claims waiting on an answer, whose four weeks may have run out. */
export async function listClaimsAwaiting(db: Db): Promise<ClaimRow[]> {
  const waiting: ClaimStatus[] = ['pending_principal_response', 'pending_obligee_response'];
  return db.select().from(guaranteeClaims).where(inArray(guaranteeClaims.status, waiting));
}

export type MoveOutIssue = {
  id: number;
  reportId: number;
  description: string;
  severity: string;
  responsibility: string;
  subjectTag: string;
};

/** The issues of the move-out inspection reports of a contract (none when there is no report). */
export async function listMoveOutIssues(db: Db | Tx, contractId: number): Promise<MoveOutIssue[]> {
  return db
    .select({
      id: inspectionIssues.id,
      reportId: inspectionIssues.reportId,
      description: inspectionIssues.description,
      severity: inspectionIssues.severity,
      responsibility: inspectionIssues.responsibility,
      subjectTag: inspectionSubjects.tag,
    })
    .from(inspectionIssues)
    .innerJoin(inspectionReports, eq(inspectionReports.id, inspectionIssues.reportId))
    .innerJoin(inspectionSubjects, eq(inspectionSubjects.id, inspectionIssues.subjectId))
    .where(
      and(eq(inspectionReports.contractId, contractId), eq(inspectionReports.kind, 'move_out')),
    )
    .orderBy(asc(inspectionIssues.id));
}
