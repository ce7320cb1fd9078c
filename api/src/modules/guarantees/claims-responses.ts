import { and, eq } from 'drizzle-orm';
import {
  acceptedClaimTotal,
  nextClaimStatus,
  sumClaimLines,
  type ClaimRulingInput,
  type ObligeeResponseInput,
  type PrincipalResponseInput,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import {
  guaranteeClaimLines,
  guaranteeClaims,
  guaranteeRecourseClaims,
} from '../../db/schema/index.js';
import { badRequest, conflict, unprocessable } from '../../http/errors.js';
import type { ClaimSubject } from './claims-access.js';
import { loadClaimParts } from './claims-repository.js';
import { getRemainingCover, publishClaimEvent } from './claims-service.js';
import { lockGuarantee } from './guarantees-repository.js';

const changedMeanwhile = () => conflict('The claim changed meanwhile; reload it.', 'claim_changed');

/**
 * The tenant answers every line: accepted, or rejected with a reason. All accepted: the claim is
 * accepted; any rejected: the landlord has four weeks to refer it or accept the rejection.
 */
export async function respondAsPrincipal(
  ctx: AppContext,
  subject: ClaimSubject,
  input: PrincipalResponseInput,
): Promise<ClaimSubject> {
  const { claim } = subject;
  if (claim.status !== 'pending_principal_response')
    throw conflict('This claim is not waiting for your answer.', 'claim_wrong_status');
  const lines = (await loadClaimParts(ctx.db, [claim.id])).get(claim.id)?.lines ?? [];
  const answers = new Map(input.lines.map((a) => [a.line_id, a]));
  if (answers.size !== input.lines.length || lines.some((l) => !answers.has(l.id)))
    throw badRequest('Answer every line of the claim once.', {
      lines: 'guarantee-claims.validation.answer_every_line',
    });
  if (input.lines.some((a) => !lines.some((l) => l.id === a.line_id)))
    throw badRequest('A line of another claim was answered.', {
      lines: 'guarantee-claims.validation.answer_every_line',
    });
  const answered = lines.map((l) => ({ ...l, response: answers.get(l.id)!.response }));
  const isAllAccepted = answered.every((l) => l.response === 'accepted');
  const status = nextClaimStatus(
    claim.status,
    isAllAccepted ? 'principal_accept_all' : 'principal_reject_some',
  )!;
  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(guaranteeClaims)
      .set({
        status,
        principalRespondedAt: now,
        acceptedAmount: acceptedClaimTotal(answered),
        updatedAt: now,
      })
      .where(and(eq(guaranteeClaims.id, claim.id), eq(guaranteeClaims.status, claim.status)))
      .returning();
    if (!row) throw changedMeanwhile();
    for (const answer of input.lines)
      await tx
        .update(guaranteeClaimLines)
        .set({
          response: answer.response,
          responseReason: answer.response === 'rejected' ? answer.reason : null,
        })
        .where(eq(guaranteeClaimLines.id, answer.line_id));
    await publishClaimEvent(tx, 'guarantee.claim_answered', { ...subject, claim: row }, 'obligee');
    return row;
  });
  void ctx.events.kick();
  return { ...subject, claim: updated };
}

/**
 * The landlord's answer to a rejection: refer the dispute (to kærunefnd húsamála or a court), or
 * accept the rejection, leaving the claim at the lines the tenant accepted (nothing accepted:
 * the claim is withdrawn).
 */
export async function respondAsObligee(
  ctx: AppContext,
  subject: ClaimSubject,
  input: ObligeeResponseInput,
): Promise<ClaimSubject> {
  const { claim } = subject;
  const event = input.decision === 'refer' ? 'obligee_refer' : 'obligee_accept_rejection';
  let status = nextClaimStatus(claim.status, event);
  if (!status) throw conflict('This claim is not waiting for your answer.', 'claim_wrong_status');
  if (status === 'accepted' && (claim.acceptedAmount ?? 0) === 0) status = 'cancelled';
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(guaranteeClaims)
      .set({
        status,
        obligeeRespondedAt: now,
        updatedAt: now,
        ...(status === 'cancelled' ? { cancelledAt: now } : {}),
      })
      .where(and(eq(guaranteeClaims.id, claim.id), eq(guaranteeClaims.status, claim.status)))
      .returning();
    if (!answered) throw changedMeanwhile();
    await publishClaimEvent(
      tx,
      'guarantee.claim_answered',
      { ...subject, claim: answered },
      'principal',
    );
    return answered;
  });
  void ctx.events.kick();
  return { ...subject, claim: row };
}

/**
 * Staff record the ruling on a disputed claim: it stands at what was awarded (never more than
 * was claimed) and can then be paid; nothing awarded ends it. Both sides hear of it.
 */
export async function recordRuling(
  ctx: AppContext,
  subject: ClaimSubject,
  input: ClaimRulingInput,
): Promise<ClaimSubject> {
  const { claim } = subject;
  let status = nextClaimStatus(claim.status, 'rule');
  if (!status) throw conflict('Only a disputed claim takes a ruling.', 'claim_wrong_status');
  const lines = (await loadClaimParts(ctx.db, [claim.id])).get(claim.id)?.lines ?? [];
  const claimed = sumClaimLines(lines);
  if (input.awarded_amount > claimed)
    throw badRequest(`The award cannot exceed the ${claimed} ISK claimed.`, {
      awarded_amount: 'guarantee-claims.validation.awarded_over_claim',
    });
  if (input.awarded_amount === 0) status = 'cancelled';
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const [ruled] = await tx
      .update(guaranteeClaims)
      .set({
        status,
        acceptedAmount: input.awarded_amount,
        rulingBody: input.body,
        rulingReference: input.reference,
        ruledAt: now,
        updatedAt: now,
        ...(status === 'cancelled' ? { cancelledAt: now } : {}),
      })
      .where(and(eq(guaranteeClaims.id, claim.id), eq(guaranteeClaims.status, claim.status)))
      .returning();
    if (!ruled) throw changedMeanwhile();
    for (const to of ['principal', 'obligee'] as const)
      await publishClaimEvent(tx, 'guarantee.claim_answered', { ...subject, claim: ruled }, to);
    return ruled;
  });
  void ctx.events.kick();
  return { ...subject, claim: row };
}

/**
 * Staff pay an accepted claim from the guarantee: the cover left shrinks by the accepted amount
 * and the tenant owes it back (a recourse claim), both in one transaction.
 */
export async function payClaim(ctx: AppContext, subject: ClaimSubject): Promise<ClaimSubject> {
  const { claim, guarantee } = subject;
  const status = nextClaimStatus(claim.status, 'pay');
  if (!status) throw conflict('Only an accepted claim can be paid.', 'claim_wrong_status');
  const amount = claim.acceptedAmount ?? 0;
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    // Under the guarantee's lock: two claims paid at once never pay out more than it covers.
    await lockGuarantee(tx, guarantee.row.id);
    const left = await getRemainingCover(tx, guarantee.row);
    if (amount > left)
      throw unprocessable(
        `The claim (${amount} ISK) exceeds the cover left on the guarantee (${left} ISK).`,
        'over_cover',
        { amount: 'guarantee-claims.errors.over_cover' },
      );
    const [paid] = await tx
      .update(guaranteeClaims)
      .set({ status, paidAt: now, updatedAt: now })
      .where(and(eq(guaranteeClaims.id, claim.id), eq(guaranteeClaims.status, claim.status)))
      .returning();
    if (!paid) throw changedMeanwhile();
    await tx.insert(guaranteeRecourseClaims).values({
      claimId: claim.id,
      guaranteeId: guarantee.row.id,
      tenantId: guarantee.row.tenantId,
      amount,
    });
    return paid;
  });
  return { ...subject, claim: row };
}
