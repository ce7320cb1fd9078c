import { and, eq } from 'drizzle-orm';
import {
  claimDeadline,
  claimQueueStatuses,
  staffDecisionStatus,
  type ClaimQueueFilter,
  type GuaranteeStaffDecisionInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { rentalGuarantees } from '../../../db/schema/index.js';
import { conflict } from '../../../http/errors.js';
import { publishEvent } from '../../events/outbox.js';
import { settleDueClaims } from '../claims-deadlines.js';
import type { GuaranteeSubject } from '../guarantees-service.js';
import { listLandlords } from '../lifecycle/lifecycle-repository.js';
import type { StaffClaimRow } from './staff-schemas.js';
import { pageClaimQueue } from './staff-repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The staff claims queue. Deadlines that ran out are settled first, as every reader does, so the
 * queue never shows a claim waiting on an answer whose four weeks are over.
 */
export async function readClaimQueue(
  ctx: AppContext,
  filter: ClaimQueueFilter,
  page: number,
  pageSize: number,
): Promise<{ total: number; results: StaffClaimRow[] }> {
  await settleDueClaims(ctx, new Date());
  const { total, rows } = await pageClaimQueue(ctx.db, claimQueueStatuses(filter), page, pageSize);
  const results = await Promise.all(
    rows.map(async (r) => ({
      id: r.claim.id,
      guarantee_id: r.claim.guaranteeId,
      contract_id: r.contractId,
      property: r.street,
      tenant_id: r.tenantId,
      tenant_name: r.tenantName,
      landlord_names:
        r.contractId === null
          ? []
          : (await listLandlords(ctx.db, r.contractId))
              .filter((l) => l.id !== r.tenantId)
              .map((l) => l.name),
      type: r.claim.type,
      status: r.claim.status,
      total_amount: r.totalAmount,
      accepted_amount: r.claim.acceptedAmount,
      deadline: iso(claimDeadline(r.claim.status, r.claim)),
      committed_at: iso(r.claim.committedAt),
      created_at: r.claim.createdAt.toISOString(),
    })),
  );
  return { total, results };
}

/**
 * Staff approve or decline an application by hand, before the tenant commits; who, when and why
 * are kept with the guarantee and the tenant is told (outbox event, in the same transaction).
 */
export async function decideGuaranteeByHand(
  ctx: AppContext,
  auth: Auth,
  subject: GuaranteeSubject,
  input: GuaranteeStaffDecisionInput,
): Promise<GuaranteeSubject> {
  const current = subject.row.status;
  const status = staffDecisionStatus(current, input.decision);
  if (!status)
    throw conflict(
      `A guarantee in status ${current} can no longer be decided by hand: only one not yet committed.`,
      'guarantee_not_decidable',
    );
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rentalGuarantees)
      .set({
        status,
        decision: input.decision,
        staffDecidedById: auth.user.id,
        staffDecidedAt: now,
        staffDecisionReason: input.reason,
        updatedAt: now,
      })
      .where(and(eq(rentalGuarantees.id, subject.row.id), eq(rentalGuarantees.status, current)))
      .returning();
    if (!updated)
      throw conflict('The guarantee changed meanwhile; reload it.', 'guarantee_changed');
    await publishEvent(tx, 'guarantee.decided', {
      guarantee_id: updated.id,
      decision: input.decision,
    });
    return updated;
  });
  void ctx.events.kick();
  return { ...subject, row, staffDeciderName: auth.user.fullName };
}
