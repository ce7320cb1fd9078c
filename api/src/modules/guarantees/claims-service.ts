import { and, eq } from 'drizzle-orm';
import {
  CLAIM_LIMITS,
  canClaimOnGuarantee,
  isDamageClaimTimely,
  lastDamageClaimDay,
  nextClaimStatus,
  heldCover,
  remainingCover,
  sumClaimLines,
  type ClaimEvent,
  type ClaimLineInput,
  type CreateClaimInput,
  type UpdateClaimInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import { guaranteeClaimLines, guaranteeClaims } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.js';
import { publishEvent } from '../events/outbox.js';
import type { ClaimSubject } from './claims-access.js';
import {
  listMoveOutIssues,
  listOpenClaims,
  listPaidAmounts,
  loadClaimParts,
  type ClaimRow,
} from './claims-repository.js';
import { lockGuarantee } from './guarantees-repository.js';
import type { GuaranteeSubject } from './guarantees-service.js';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The cover left on the guarantee: its amount less the claims paid from it. */
export async function getRemainingCover(db: Db | Tx, guarantee: GuaranteeSubject['row']) {
  return remainingCover(guarantee.amount, await listPaidAmounts(db, guarantee.id));
}

/** The cover the guarantee's open claims hold back (all of them, or all but one). */
export async function getHeldCover(
  db: Db | Tx,
  guarantee: GuaranteeSubject['row'],
  exceptClaimId: number | null = null,
): Promise<number> {
  const open = await listOpenClaims(db, guarantee.id, exceptClaimId);
  const parts = await loadClaimParts(
    db,
    open.map((c) => c.id),
  );
  return heldCover(
    open.map((c) => ({
      status: c.status,
      acceptedAmount: c.acceptedAmount,
      total: sumClaimLines(parts.get(c.id)?.lines ?? []),
    })),
  );
}

/** A guarantee takes claims while issued or active, and for four weeks after it ended. */
function assertClaimable(guarantee: GuaranteeSubject['row'], now: Date): void {
  const endedOn = guarantee.status === 'ended' ? guarantee.updatedAt : null;
  if (!canClaimOnGuarantee(guarantee.status, endedOn, now))
    throw unprocessable(
      'A claim can be filed only on a guarantee that is issued or active, or within 4 weeks after it ended.',
      'guarantee_not_claimable',
    );
}

/** A damage claim must come within 4 weeks of the return of the home (Húsaleigulög art. 64). */
function assertTimely(claim: { type: string; returnDate: string | null }, now: Date): void {
  if (claim.type !== 'damage' || !claim.returnDate) return;
  if (claim.returnDate > today(now))
    throw badRequest('The home cannot be returned in the future.', {
      return_date: 'guarantee-claims.validation.return_date_future',
    });
  if (!isDamageClaimTimely(claim.returnDate, now))
    throw unprocessable(
      `A damage claim must be made within 4 weeks of the return of the home; the last day was ${lastDamageClaimDay(claim.returnDate)}.`,
      'damage_claim_late',
      { return_date: 'guarantee-claims.errors.damage_claim_late' },
    );
}

/** The claim's lines may not add up to more than the cover left and not held by open claims. */
async function assertWithinCover(db: Db | Tx, subject: ClaimSubject): Promise<void> {
  const parts = await loadClaimParts(db, [subject.claim.id]);
  const total = sumClaimLines(parts.get(subject.claim.id)?.lines ?? []);
  const [left, held] = await readTogether(db, [
    () => getRemainingCover(db, subject.guarantee.row),
    () => getHeldCover(db, subject.guarantee.row, subject.claim.id),
  ]);
  if (total > left - held)
    throw unprocessable(
      `The claim (${total} ISK) exceeds the cover left on the guarantee (${left} ISK, of which open claims hold ${held} ISK).`,
      'over_cover',
      { amount: 'guarantee-claims.errors.over_cover' },
    );
}

function assertDraft(claim: ClaimRow): void {
  if (claim.status !== 'draft')
    throw conflict('Only a draft claim can be changed.', 'claim_not_editable');
}

export async function createClaim(
  ctx: AppContext,
  auth: Auth,
  guarantee: GuaranteeSubject,
  input: CreateClaimInput,
): Promise<ClaimSubject> {
  const now = new Date();
  assertClaimable(guarantee.row, now);
  const returnDate = input.return_date ?? null;
  assertTimely({ type: input.type, returnDate }, now);
  const [claim] = await ctx.db
    .insert(guaranteeClaims)
    .values({
      guaranteeId: guarantee.row.id,
      createdById: auth.user.id,
      type: input.type,
      description: input.description,
      returnDate,
    })
    .returning();
  return { guarantee, claim: claim! };
}

export async function updateClaim(
  ctx: AppContext,
  subject: ClaimSubject,
  input: UpdateClaimInput,
): Promise<ClaimSubject> {
  assertDraft(subject.claim);
  const returnDate = input.return_date === undefined ? subject.claim.returnDate : input.return_date;
  if (subject.claim.type === 'damage' && !returnDate)
    throw badRequest('A damage claim needs the day the home was returned.', {
      return_date: 'guarantee-claims.validation.return_date',
    });
  assertTimely({ type: subject.claim.type, returnDate }, new Date());
  return saveClaim(ctx.db, subject, {
    description: input.description ?? subject.claim.description,
    returnDate,
  });
}

async function saveClaim(
  db: Db | Tx,
  subject: ClaimSubject,
  changes: Partial<typeof guaranteeClaims.$inferInsert>,
  fromStatus = subject.claim.status,
): Promise<ClaimSubject> {
  const [claim] = await db
    .update(guaranteeClaims)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(guaranteeClaims.id, subject.claim.id), eq(guaranteeClaims.status, fromStatus)))
    .returning();
  if (!claim) throw conflict('The claim changed meanwhile; reload it.', 'claim_changed');
  return { ...subject, claim };
}

export async function deleteDraftClaim(ctx: AppContext, subject: ClaimSubject): Promise<void> {
  assertDraft(subject.claim);
  await ctx.db
    .delete(guaranteeClaims)
    .where(and(eq(guaranteeClaims.id, subject.claim.id), eq(guaranteeClaims.status, 'draft')));
}

/** Linked issues must be of the move-out inspection report of the guarantee's contract. */
async function checkIssues(db: Db | Tx, subject: ClaimSubject, ids: readonly number[]) {
  if (ids.length === 0) return;
  const contractId = subject.guarantee.row.contractId;
  const known = new Set(
    contractId === null ? [] : (await listMoveOutIssues(db, contractId)).map((i) => i.id),
  );
  if (ids.some((id) => !known.has(id)))
    throw badRequest('Link only issues of the move-out inspection report of this lease.', {
      inspection_issue_ids: 'guarantee-claims.errors.issue_not_move_out',
    });
}

/** Adds or replaces a line inside one transaction: a line over the cover is never stored. */
export async function saveClaimLine(
  ctx: AppContext,
  subject: ClaimSubject,
  input: ClaimLineInput,
  lineId?: number,
): Promise<ClaimSubject> {
  assertDraft(subject.claim);
  await checkIssues(ctx.db, subject, input.inspection_issue_ids);
  const parts = await loadClaimParts(ctx.db, [subject.claim.id]);
  const lines = parts.get(subject.claim.id)?.lines ?? [];
  if (lineId === undefined && lines.length >= CLAIM_LIMITS.linesPerClaim)
    throw badRequest(`A claim has at most ${CLAIM_LIMITS.linesPerClaim} lines.`, {
      lines: 'guarantee-claims.validation.too_many_lines',
    });
  if (lineId !== undefined && !lines.some((l) => l.id === lineId))
    throw notFound('This line was not found.');
  const values = {
    type: input.type,
    amount: input.amount,
    description: input.description,
    inspectionIssueIds: input.inspection_issue_ids,
  };
  return ctx.db.transaction(async (tx) => {
    if (lineId === undefined)
      await tx.insert(guaranteeClaimLines).values({ claimId: subject.claim.id, ...values });
    else await tx.update(guaranteeClaimLines).set(values).where(eq(guaranteeClaimLines.id, lineId));
    await assertWithinCover(tx, subject);
    return saveClaim(tx, subject, {});
  });
}

export async function deleteClaimLine(
  ctx: AppContext,
  subject: ClaimSubject,
  lineId: number,
): Promise<ClaimSubject> {
  assertDraft(subject.claim);
  const removed = await ctx.db
    .delete(guaranteeClaimLines)
    .where(
      and(eq(guaranteeClaimLines.id, lineId), eq(guaranteeClaimLines.claimId, subject.claim.id)),
    )
    .returning();
  if (removed.length === 0) throw notFound('This line was not found.');
  return saveClaim(ctx.db, subject, {});
}

function transition(subject: ClaimSubject, event: ClaimEvent) {
  const next = nextClaimStatus(subject.claim.status, event);
  if (!next)
    throw conflict(`A ${subject.claim.status} claim cannot take "${event}".`, 'claim_wrong_status');
  return next;
}

/**
 * Sends the claim to the tenant, who then has four weeks to answer. It needs lines, a damage
 * claim is still within four weeks of the return, and the total within the cover left.
 */
export async function commitClaim(ctx: AppContext, subject: ClaimSubject): Promise<ClaimSubject> {
  const status = transition(subject, 'commit');
  const now = new Date();
  assertClaimable(subject.guarantee.row, now);
  assertTimely(subject.claim, now);
  const parts = await loadClaimParts(ctx.db, [subject.claim.id]);
  if ((parts.get(subject.claim.id)?.lines.length ?? 0) === 0)
    throw badRequest('Add at least one line before sending the claim.', {
      lines: 'guarantee-claims.validation.no_lines',
    });
  // The cover is weighed under the guarantee's lock, so two claims sent at once cannot both
  // take what only one of them may hold. The tenant hears of the claim (its four weeks run from
  // now): the event is written with the change, so the notice is neither lost nor doubled.
  const sent = await ctx.db.transaction(async (tx) => {
    await lockGuarantee(tx, subject.guarantee.row.id);
    await assertWithinCover(tx, subject);
    const saved = await saveClaim(tx, subject, { status, committedAt: now });
    await publishClaimEvent(tx, 'guarantee.claim_sent', saved, 'principal');
    return saved;
  });
  void ctx.events.kick();
  return sent;
}

/** A claim's outbox event, telling `to` (the tenant, or the landlords) that it moved. */
export async function publishClaimEvent(
  tx: Tx,
  type: 'guarantee.claim_sent' | 'guarantee.claim_answered',
  subject: ClaimSubject,
  to: 'principal' | 'obligee',
): Promise<void> {
  await publishEvent(tx, type, {
    claim_id: subject.claim.id,
    guarantee_id: subject.guarantee.row.id,
    status: subject.claim.status,
    to,
  });
}

/** The landlord withdraws a claim not yet answered in full. */
export async function cancelClaim(ctx: AppContext, subject: ClaimSubject): Promise<ClaimSubject> {
  const status = transition(subject, 'cancel');
  return saveClaim(ctx.db, subject, { status, cancelledAt: new Date() });
}
