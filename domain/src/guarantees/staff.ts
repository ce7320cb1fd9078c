import { z } from 'zod';
import type { ClaimStatus } from './claims.js';
import { nextGuaranteeStatus, type GuaranteeStatus } from './machine.js';

/** What staff may decide by hand on an application (issue #18, "Staff"). */
export const GUARANTEE_STAFF_DECISIONS = ['approved', 'declined'] as const;
export type GuaranteeStaffDecision = (typeof GUARANTEE_STAFF_DECISIONS)[number];

/** The reason staff give: the tenant reads it, so it must say something, briefly. */
export const GUARANTEE_STAFF_REASON_LIMITS = { min: 5, max: 1000 } as const;

/** The status a decision by hand leads to, or null when the guarantee is past deciding. */
export function staffDecisionStatus(
  status: GuaranteeStatus,
  decision: GuaranteeStaffDecision,
): GuaranteeStatus | null {
  return nextGuaranteeStatus(status, decision === 'approved' ? 'staff_approve' : 'staff_decline');
}

export const guaranteeStaffDecisionSchema = z
  .object({
    decision: z.enum(GUARANTEE_STAFF_DECISIONS, { error: 'guarantees.errors.staff_decision' }),
    reason: z
      .string({ error: 'guarantees.errors.staff_reason' })
      .trim()
      .min(GUARANTEE_STAFF_REASON_LIMITS.min, { error: 'guarantees.errors.staff_reason' })
      .max(GUARANTEE_STAFF_REASON_LIMITS.max, { error: 'guarantees.errors.staff_reason' }),
  })
  .strict();
export type GuaranteeStaffDecisionInput = z.infer<typeof guaranteeStaffDecisionSchema>;

/**
 * The claims staff follow (the queue's default): those still waiting on an answer, disputed ones,
 * and accepted ones not yet paid.
 */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = [
  'pending_principal_response',
  'pending_obligee_response',
  'disputed',
  'accepted',
];

/** The staff claims queue's filter: `open` (the default) or one status. */
export const CLAIM_QUEUE_FILTERS = [
  'open',
  'draft',
  'pending_principal_response',
  'pending_obligee_response',
  'accepted',
  'disputed',
  'lapsed',
  'paid',
  'cancelled',
] as const;
export type ClaimQueueFilter = (typeof CLAIM_QUEUE_FILTERS)[number];

export function claimQueueStatuses(filter: ClaimQueueFilter): readonly ClaimStatus[] {
  return filter === 'open' ? OPEN_CLAIM_STATUSES : [filter];
}

/**
 * The queue's order: the nearest deadline first, claims without a deadline (disputed, accepted,
 * settled) after them, the oldest first among those; ties by id.
 */
export function compareClaimsByDeadline(
  a: { deadline: Date | null; createdAt: Date; id: number },
  b: { deadline: Date | null; createdAt: Date; id: number },
): number {
  if (a.deadline && b.deadline && a.deadline.getTime() !== b.deadline.getTime())
    return a.deadline.getTime() - b.deadline.getTime();
  if (a.deadline && !b.deadline) return -1;
  if (!a.deadline && b.deadline) return 1;
  const byAge = a.createdAt.getTime() - b.createdAt.getTime();
  return byAge !== 0 ? byAge : a.id - b.id;
}
