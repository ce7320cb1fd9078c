import { and, eq } from 'drizzle-orm';
import {
  PRE_APPROVAL_INCOME_MONTHS,
  averageNetIncome,
  preApprovalExpiry,
  preApprovalStatus,
  preApprovalTransition,
  type IncomeInput,
  type PreApprovalAction,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import {
  creditLookups,
  creditScoreUpdateRequests,
  preApprovalIncomes,
  preApprovals,
  type CreditResult,
} from '../../db/schema/index.js';
import { defineSubject } from '../../http/access.js';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import {
  listIncomes,
  listPreApprovalsWithOwners,
  type IncomeRow,
  type UpdateRequestRow,
} from './pre-approval-repository.js';
import type { PreApprovalRow } from './pre-approval-view.js';
import { isOwnerOrStaff, type ProfileRow } from './profile-access.js';
import type { PreApprovalIncomesView } from './profile-schemas.js';

export const incomeView = (i: IncomeRow) => ({
  id: i.id,
  employer_name: i.employerName,
  period: i.period,
  gross_amount: i.grossAmount,
  net_amount: i.netAmount,
  source: i.source,
});

/** A lookup at the credit bureau, recorded with the consent it rests on. */
async function lookUp(ctx: AppContext, kennitala: string, consentAt: Date): Promise<CreditResult> {
  const report = await ctx.providers.credit.getCreditReport(kennitala, { givenAt: consentAt });
  return { ...report, checked_at: new Date().toISOString() };
}

async function payslipIncomes(ctx: AppContext, kennitala: string) {
  const slips = await ctx.providers.income.getPayslips(kennitala, PRE_APPROVAL_INCOME_MONTHS);
  return slips.map((s) => ({
    employerName: s.employer_name,
    period: s.period,
    grossAmount: s.gross_amount,
    netAmount: s.net_amount,
    source: 'payslip' as const,
  }));
}

async function writeIncomes(
  tx: Tx,
  preApprovalId: number,
  incomes: Omit<typeof preApprovalIncomes.$inferInsert, 'preApprovalId'>[],
) {
  await tx.delete(preApprovalIncomes).where(eq(preApprovalIncomes.preApprovalId, preApprovalId));
  if (incomes.length)
    await tx.insert(preApprovalIncomes).values(incomes.map((i) => ({ ...i, preApprovalId })));
  return averageNetIncome(incomes.map((i) => ({ net_amount: i.netAmount })));
}

function kennitalaOf(auth: Auth): string {
  if (!auth.user.icelandicId)
    throw conflict(
      'Link your electronic ID first: the credit bureau is asked by kennitala.',
      'no_icelandic_id',
    );
  return auth.user.icelandicId;
}

/** Starts a pre-approval: payslip incomes and a credit lookup, on the tenant's recorded consent. */
export async function initiatePreApproval(
  ctx: AppContext,
  auth: Auth,
  profile: ProfileRow,
): Promise<PreApprovalRow> {
  const kennitala = kennitalaOf(auth);
  const [existing] = await ctx.db
    .select()
    .from(preApprovals)
    .where(eq(preApprovals.profileId, profile.id));
  if (existing) {
    const expired = preApprovalStatus(existing.status, existing.expiresAt) === 'expired';
    throw conflict(
      expired ? 'The pre-approval has expired; renew it.' : 'You have a pre-approval already.',
      expired ? 'pre_approval_expired' : 'pre_approval_exists',
    );
  }
  const consentAt = new Date();
  const [credit, incomes] = await Promise.all([
    lookUp(ctx, kennitala, consentAt),
    payslipIncomes(ctx, kennitala),
  ]);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(preApprovals)
      .values({
        profileId: profile.id,
        kennitala,
        creditResult: credit,
        consentAt,
        expiresAt: preApprovalExpiry(consentAt),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('You have a pre-approval already.', 'pre_approval_exists');
    const avg = await writeIncomes(tx, row.id, incomes);
    await tx.insert(creditLookups).values({
      preApprovalId: row.id,
      userId: auth.user.id,
      purpose: 'initiate',
      consentAt,
      result: credit,
    });
    const [updated] = await tx
      .update(preApprovals)
      .set({ avgNetIncome: avg })
      .where(eq(preApprovals.id, row.id))
      .returning();
    return updated!;
  });
}

/** Reads: the tenant and staff (others hear of none). Changes: the tenant only. */
export async function accessPreApproval(
  db: Db,
  auth: Auth,
  id: number,
  change: boolean,
): Promise<PreApprovalRow> {
  const [found] = await listPreApprovalsWithOwners(db, [id]);
  if (!found || !isOwnerOrStaff(auth, found)) throw notFound('No such pre-approval.');
  if (change && found.userId !== auth.user.id)
    throw forbidden('Only the tenant changes a pre-approval.');
  return found.row;
}

/** The pre-approval a route's path names: for its tenant to change, staff to read (403). */
export const changeablePreApproval = defineSubject(
  'pre-approval',
  'id',
  dbIdParam,
  (ctx, auth, id) => accessPreApproval(ctx.db, auth, id, true),
);
/** The pre-approval a route's path names: for its tenant and staff to read, others 404. */
export const readablePreApproval = defineSubject('pre-approval', 'id', dbIdParam, (ctx, auth, id) =>
  accessPreApproval(ctx.db, auth, id, false),
);

/**
 * The incomes of several pre-approvals at once, for those the caller may read (the rule of the
 * single read); the others are left out, as if there were none.
 */
export async function listReadableIncomes(
  db: Db,
  auth: Auth,
  ids: readonly number[],
): Promise<PreApprovalIncomesView[]> {
  const readable = (await listPreApprovalsWithOwners(db, ids)).filter((f) =>
    isOwnerOrStaff(auth, f),
  );
  const incomes = await listIncomes(
    db,
    readable.map((f) => f.row.id),
  );
  return readable.map(({ row }) => ({
    pre_approval_id: row.id,
    avg_net_income: row.avgNetIncome,
    results: incomes.filter((i) => i.preApprovalId === row.id).map(incomeView),
  }));
}

function step(row: PreApprovalRow, action: PreApprovalAction, incomeCount = 0) {
  const result = preApprovalTransition(preApprovalStatus(row.status, row.expiresAt), action, {
    incomeCount,
  });
  if (!result.ok) {
    if (result.code === 'pre_approval_no_incomes')
      throw unprocessable('Add at least one income before committing.', result.code);
    throw conflict(`The pre-approval cannot ${action.replace('_', ' ')} now.`, result.code);
  }
  return result.to;
}

export async function replaceIncomes(
  ctx: AppContext,
  row: PreApprovalRow,
  incomes: IncomeInput[],
): Promise<PreApprovalRow> {
  step(row, 'update_incomes');
  return ctx.db.transaction(async (tx) => {
    const avg = await writeIncomes(
      tx,
      row.id,
      incomes.map((i) => ({
        employerName: i.employer_name,
        period: i.period,
        grossAmount: i.gross_amount ?? null,
        netAmount: i.net_amount,
        source: 'manual' as const,
      })),
    );
    const [updated] = await tx
      .update(preApprovals)
      .set({ avgNetIncome: avg, updatedAt: new Date() })
      .where(eq(preApprovals.id, row.id))
      .returning();
    return updated!;
  });
}

export async function setCommitted(
  ctx: AppContext,
  row: PreApprovalRow,
  action: 'commit' | 'uncommit',
): Promise<PreApprovalRow> {
  const to = step(row, action, (await listIncomes(ctx.db, row.id)).length)!;
  const [updated] = await ctx.db
    .update(preApprovals)
    .set({ status: to, committedAt: to === 'committed' ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(preApprovals.id, row.id), eq(preApprovals.status, row.status)))
    .returning();
  if (!updated)
    throw conflict('The pre-approval changed meanwhile; reload it.', 'pre_approval_changed');
  return updated;
}

/** An expired pre-approval starts over: a fresh lookup and payslips, on fresh consent, as a draft. */
export async function renewPreApproval(
  ctx: AppContext,
  auth: Auth,
  row: PreApprovalRow,
): Promise<PreApprovalRow> {
  step(row, 'renew');
  const kennitala = kennitalaOf(auth);
  const consentAt = new Date();
  const [credit, incomes] = await Promise.all([
    lookUp(ctx, kennitala, consentAt),
    payslipIncomes(ctx, kennitala),
  ]);
  return ctx.db.transaction(async (tx) => {
    const avg = await writeIncomes(tx, row.id, incomes);
    await tx.insert(creditLookups).values({
      preApprovalId: row.id,
      userId: auth.user.id,
      purpose: 'renew',
      consentAt,
      result: credit,
    });
    const [updated] = await tx
      .update(preApprovals)
      .set({
        status: 'draft',
        kennitala,
        creditResult: credit,
        avgNetIncome: avg,
        consentAt,
        committedAt: null,
        expiresAt: preApprovalExpiry(consentAt),
        updatedAt: new Date(),
      })
      .where(eq(preApprovals.id, row.id))
      .returning();
    return updated!;
  });
}

export async function requestScoreUpdate(
  ctx: AppContext,
  auth: Auth,
  row: PreApprovalRow,
  reason: string,
) {
  step(row, 'request_score_update');
  const [open] = await ctx.db
    .select({ id: creditScoreUpdateRequests.id })
    .from(creditScoreUpdateRequests)
    .where(
      and(
        eq(creditScoreUpdateRequests.preApprovalId, row.id),
        eq(creditScoreUpdateRequests.status, 'open'),
      ),
    );
  if (open)
    throw conflict('A request to update the credit score is already open.', 'update_request_open');
  const [created] = await ctx.db
    .insert(creditScoreUpdateRequests)
    .values({ preApprovalId: row.id, requestedBy: auth.user.id, reason })
    .returning();
  return created!;
}

export const updateRequestView = (q: UpdateRequestRow) => ({
  id: q.id,
  pre_approval_id: q.preApprovalId,
  reason: q.reason,
  status: q.status,
  resolution_note: q.resolutionNote,
  resolved_by: q.resolvedBy,
  resolved_at: q.resolvedAt?.toISOString() ?? null,
  created_at: q.createdAt.toISOString(),
});
