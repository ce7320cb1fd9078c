import { z } from 'zod';
import { nextGuaranteeStatus, type GuaranteeStatus } from './machine.js';

/**
 * The guarantee after approval (issue #18): the tenant commits by signing the terms through the
 * e-signing sandbox, the statement is issued to the landlord, cover is active with the lease and
 * ends with it, and expires when the claim window closes. Either side may ask to cancel; the
 * other answers.
 */

/**
 * Damage is claimed at most 4 weeks after the return (Húsaleigulög 64. gr.; Vörður's terms,
 * research 1.2): cover expires this many days after the lease ends.
 */
export const GUARANTEE_CLAIM_WINDOW_DAYS = 28;

const DAY_MS = 24 * 60 * 60 * 1000;

export type GuaranteeLease = {
  /** The lease's first day, YYYY-MM-DD; null when not known. */
  start: string | null;
  /** The lease's last day, YYYY-MM-DD; null for an indefinite lease. */
  end: string | null;
};

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** When the claim window after the lease closes: 4 weeks after the day after the last day. */
export function guaranteeClaimWindowClosesAt(end: string): Date {
  return new Date(dayStart(end) + (1 + GUARANTEE_CLAIM_WINDOW_DAYS) * DAY_MS);
}

/**
 * Where time has moved an issued guarantee: active once the lease starts, ended after its last
 * day, expired when the claim window closes. Other statuses (and a pending cancellation) stay.
 */
export function guaranteeStatusAt(
  status: GuaranteeStatus,
  lease: GuaranteeLease,
  now: Date,
): GuaranteeStatus {
  let current = status;
  const t = now.getTime();
  if (current === 'issued' && lease.start !== null && t >= dayStart(lease.start))
    current = nextGuaranteeStatus(current, 'start') ?? current;
  if (current === 'active' && lease.end !== null && t >= dayStart(lease.end) + DAY_MS)
    current = nextGuaranteeStatus(current, 'end') ?? current;
  if (
    current === 'ended' &&
    lease.end !== null &&
    t >= guaranteeClaimWindowClosesAt(lease.end).getTime()
  )
    current = nextGuaranteeStatus(current, 'expire') ?? current;
  return current;
}

/** The tenant may withdraw a commitment until the signature is in. */
export function canUncommitGuarantee(status: GuaranteeStatus, signed: boolean): boolean {
  return status === 'committed' && !signed;
}

export const GUARANTEE_PARTY_ROLES = ['principal', 'obligee'] as const;
export type GuaranteePartyRole = (typeof GUARANTEE_PARTY_ROLES)[number];

export const CANCELLATION_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CancellationRequestStatus = (typeof CANCELLATION_REQUEST_STATUSES)[number];

/**
 * A cancellation may be asked for by the tenant or the landlord once the guarantee is issued:
 * before the lease starts (the landlord then asks for a deposit instead, or the lease falls
 * through) as well as while cover is active.
 */
export function canRequestGuaranteeCancellation(status: GuaranteeStatus): boolean {
  return nextGuaranteeStatus(status, 'request_cancellation') !== null;
}

/** Only the other side answers a cancellation request. */
export function canAnswerGuaranteeCancellation(
  requestedBy: GuaranteePartyRole,
  answerer: GuaranteePartyRole | 'staff',
): boolean {
  return answerer !== 'staff' && answerer !== requestedBy;
}

/**
 * The status after the answer: accepted cancels; rejected puts the guarantee back where time has
 * taken it meanwhile (issued before the lease, active during it, ended after its last day).
 */
export function statusAfterCancellationAnswer(
  status: GuaranteeStatus,
  accept: boolean,
  lease: GuaranteeLease,
  now: Date,
): GuaranteeStatus | null {
  const next = nextGuaranteeStatus(status, accept ? 'cancel' : 'reject_cancellation');
  return next === null || accept ? next : guaranteeStatusAt(next, lease, now);
}

export const CANCELLATION_REASON_MAX = 1000;

const reason = z
  .string({ error: 'guarantee-lifecycle.validation.reason' })
  .trim()
  .min(1, { error: 'guarantee-lifecycle.validation.reason' })
  .max(CANCELLATION_REASON_MAX, { error: 'guarantee-lifecycle.validation.reason_long' });

export const requestCancellationSchema = z.object({ reason }).strict();
export type RequestCancellationInput = z.infer<typeof requestCancellationSchema>;

/** The answer; a rejection gives its reason, an acceptance may. */
export const answerCancellationSchema = z
  .object({
    accept: z.boolean({ error: 'guarantee-lifecycle.validation.accept' }),
    reason: z
      .string({ error: 'guarantee-lifecycle.validation.reason' })
      .trim()
      .max(CANCELLATION_REASON_MAX, { error: 'guarantee-lifecycle.validation.reason_long' })
      .optional(),
  })
  .strict()
  .superRefine((v, c) => {
    if (!v.accept && !v.reason)
      c.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'guarantee-lifecycle.validation.reason',
      });
  });
export type AnswerCancellationInput = z.infer<typeof answerCancellationSchema>;
