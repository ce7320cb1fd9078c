import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  creditScoreUpdateRequests,
  preApprovalIncomes,
  preApprovals,
  rentalProfiles,
} from '../../db/schema/index.js';
import type { PreApprovalRow } from './pre-approval-view.js';

/** The queries of credit pre-approvals, their incomes and the requests to update a score. */

export type IncomeRow = typeof preApprovalIncomes.$inferSelect;
export type UpdateRequestRow = typeof creditScoreUpdateRequests.$inferSelect;
export type PreApprovalWithOwner = { row: PreApprovalRow; userId: number };
type Paging = { page: number; pageSize: number };

/** Pre-approvals by id, each with the user id of its tenant. */
export async function listPreApprovalsWithOwners(
  db: Db,
  ids: readonly number[],
): Promise<PreApprovalWithOwner[]> {
  if (ids.length === 0) return [];
  return db
    .select({ row: preApprovals, userId: rentalProfiles.userId })
    .from(preApprovals)
    .innerJoin(rentalProfiles, eq(rentalProfiles.id, preApprovals.profileId))
    .where(inArray(preApprovals.id, [...ids]))
    .orderBy(asc(preApprovals.id));
}

/** The incomes of one or several pre-approvals, in the order they were written. */
export async function listIncomes(db: Db, ids: number | readonly number[]): Promise<IncomeRow[]> {
  const wanted = typeof ids === 'number' ? [ids] : [...ids];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(preApprovalIncomes)
    .where(inArray(preApprovalIncomes.preApprovalId, wanted))
    .orderBy(asc(preApprovalIncomes.id));
}

/** A pre-approval's requests to update the credit score, newest first. */
export async function listUpdateRequests(
  db: Db,
  preApprovalId: number,
): Promise<UpdateRequestRow[]> {
  return db
    .select()
    .from(creditScoreUpdateRequests)
    .where(eq(creditScoreUpdateRequests.preApprovalId, preApprovalId))
    .orderBy(desc(creditScoreUpdateRequests.createdAt), desc(creditScoreUpdateRequests.id));
}

/** The staff's page of pre-approvals, most recently changed first, with the total count. */
export async function listStaffPreApprovals(
  db: Db,
  status: 'draft' | 'committed' | 'expired' | undefined,
  { page, pageSize }: Paging,
  now: Date,
): Promise<{ rows: PreApprovalRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (status === 'expired') conditions.push(lte(preApprovals.expiresAt, now));
  else if (status)
    conditions.push(eq(preApprovals.status, status), gt(preApprovals.expiresAt, now));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(preApprovals)
      .where(where)
      .orderBy(desc(preApprovals.updatedAt), desc(preApprovals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(preApprovals).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The staff's page of requests to update a score, newest first, each with its profile id. */
export async function listStaffUpdateRequests(
  db: Db,
  status: 'open' | 'resolved' | undefined,
  { page, pageSize }: Paging,
): Promise<{ rows: { request: UpdateRequestRow; profileId: number }[]; total: number }> {
  const where = status ? eq(creditScoreUpdateRequests.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: creditScoreUpdateRequests, profileId: preApprovals.profileId })
      .from(creditScoreUpdateRequests)
      .innerJoin(preApprovals, eq(preApprovals.id, creditScoreUpdateRequests.preApprovalId))
      .where(where)
      .orderBy(desc(creditScoreUpdateRequests.createdAt), desc(creditScoreUpdateRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(creditScoreUpdateRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Resolves a request that is still open; undefined when it is not (resolved, or none). */
export async function resolveOpenUpdateRequest(
  db: Db,
  id: number,
  resolution: { note: string; resolvedBy: number },
): Promise<UpdateRequestRow | undefined> {
  const [updated] = await db
    .update(creditScoreUpdateRequests)
    .set({
      status: 'resolved',
      resolutionNote: resolution.note,
      resolvedBy: resolution.resolvedBy,
      resolvedAt: new Date(),
    })
    .where(and(eq(creditScoreUpdateRequests.id, id), eq(creditScoreUpdateRequests.status, 'open')))
    .returning();
  return updated;
}

export async function updateRequestExists(db: Db, id: number): Promise<boolean> {
  const [found] = await db
    .select({ id: creditScoreUpdateRequests.id })
    .from(creditScoreUpdateRequests)
    .where(eq(creditScoreUpdateRequests.id, id));
  return !!found;
}
