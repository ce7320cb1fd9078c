import { z } from 'zod';
import type { GuaranteeStatus } from './machine.js';

/**
 * Claims on a rental guarantee (issue #18, research 5.2): the landlord (obligee) claims, the
 * tenant (principal) answers each line. Deadlines follow Húsaleigulög art. 40(4) and 64: four
 * weeks to claim damage after the return of the home, four weeks for the tenant to answer (silence
 * is acceptance), four weeks for the landlord to refer a rejected claim (or it lapses).
 */
export const CLAIM_TYPES = ['damage', 'default'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const CLAIM_LINE_TYPES = [
  'unpaid_rent',
  'damage',
  'cleaning',
  'utilities',
  'other',
] as const;
export type ClaimLineType = (typeof CLAIM_LINE_TYPES)[number];

export const CLAIM_STATUSES = [
  'draft',
  'pending_principal_response',
  'pending_obligee_response',
  'accepted',
  'disputed',
  'lapsed',
  'paid',
  'cancelled',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_LINE_RESPONSES = ['accepted', 'rejected'] as const;
export type ClaimLineResponse = (typeof CLAIM_LINE_RESPONSES)[number];

export const OBLIGEE_DECISIONS = ['refer', 'accept_rejection'] as const;
export type ObligeeDecision = (typeof OBLIGEE_DECISIONS)[number];

export const CLAIM_EVIDENCE_KINDS = ['invoice', 'photo'] as const;
export type ClaimEvidenceKind = (typeof CLAIM_EVIDENCE_KINDS)[number];

/** The four weeks of the law, in days. */
export const CLAIM_DEADLINE_DAYS = 28;
export const CLAIM_LIMITS = {
  description: 2000,
  lineDescription: 500,
  reason: 1000,
  linesPerClaim: 30,
  issuesPerLine: 20,
  maxAmount: 100_000_000,
} as const;

/** A claim may be filed on a guarantee in force, or one ended within the claim window. */
export const CLAIMABLE_GUARANTEE_STATUSES: readonly GuaranteeStatus[] = [
  'issued',
  'active',
  'ended',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `moment` plus the four weeks. */
export function addClaimDeadline(moment: Date): Date {
  return new Date(moment.getTime() + CLAIM_DEADLINE_DAYS * DAY_MS);
}

/** The last day (YYYY-MM-DD) a damage claim may be made for a home returned on `returnDate`. */
export function lastDamageClaimDay(returnDate: string): string {
  const day = new Date(`${returnDate}T00:00:00Z`);
  return new Date(day.getTime() + CLAIM_DEADLINE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a damage claim made at `now` is within four weeks of the return (Icelandic day, UTC). */
export function isDamageClaimTimely(returnDate: string, now: Date): boolean {
  return now.toISOString().slice(0, 10) <= lastDamageClaimDay(returnDate);
}

/** Whether a guarantee may take a claim now; an ended one only within the window after its end. */
export function canClaimOnGuarantee(status: GuaranteeStatus, endedOn: Date | null, now: Date) {
  if (!CLAIMABLE_GUARANTEE_STATUSES.includes(status)) return false;
  if (status !== 'ended') return true;
  return endedOn !== null && now.getTime() <= addClaimDeadline(endedOn).getTime();
}

export type ClaimEvent =
  | 'commit'
  | 'cancel'
  | 'principal_accept_all'
  | 'principal_reject_some'
  | 'deem_accepted'
  | 'obligee_refer'
  | 'obligee_accept_rejection'
  | 'lapse'
  | 'rule'
  | 'pay';

const CANCELLABLE: readonly ClaimStatus[] = [
  'draft',
  'pending_principal_response',
  'pending_obligee_response',
];

/** The next status, or null when the event does not apply in this status. */
export function nextClaimStatus(status: ClaimStatus, event: ClaimEvent): ClaimStatus | null {
  switch (event) {
    case 'commit':
      return status === 'draft' ? 'pending_principal_response' : null;
    case 'cancel':
      return CANCELLABLE.includes(status) ? 'cancelled' : null;
    case 'principal_accept_all':
    case 'deem_accepted':
      return status === 'pending_principal_response' ? 'accepted' : null;
    case 'principal_reject_some':
      return status === 'pending_principal_response' ? 'pending_obligee_response' : null;
    case 'obligee_refer':
      return status === 'pending_obligee_response' ? 'disputed' : null;
    case 'obligee_accept_rejection':
      return status === 'pending_obligee_response' ? 'accepted' : null;
    case 'lapse':
      return status === 'pending_obligee_response' ? 'lapsed' : null;
    case 'rule':
      return status === 'disputed' ? 'accepted' : null;
    case 'pay':
      return status === 'accepted' ? 'paid' : null;
  }
}

/** The open deadline of a claim in this status, counted from the moment it began. */
export function claimDeadline(
  status: ClaimStatus,
  timestamps: { committedAt: Date | null; principalRespondedAt: Date | null },
): Date | null {
  if (status === 'pending_principal_response' && timestamps.committedAt)
    return addClaimDeadline(timestamps.committedAt);
  if (status === 'pending_obligee_response' && timestamps.principalRespondedAt)
    return addClaimDeadline(timestamps.principalRespondedAt);
  return null;
}

/**
 * What the passing of time does to a claim: the tenant silent four weeks is deemed to accept, a
 * rejected claim not referred within four weeks lapses. Null when nothing is due.
 */
export function dueClaimEvent(
  status: ClaimStatus,
  timestamps: { committedAt: Date | null; principalRespondedAt: Date | null },
  now: Date,
): 'deem_accepted' | 'lapse' | null {
  const deadline = claimDeadline(status, timestamps);
  if (!deadline || now.getTime() <= deadline.getTime()) return null;
  return status === 'pending_principal_response' ? 'deem_accepted' : 'lapse';
}

/** Whole days left until a deadline (0 on its last day or after). */
export function daysUntil(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS));
}

/** The cover left on a guarantee after the claims paid from it. */
export function remainingCover(amount: number, paidTotals: readonly number[]): number {
  return Math.max(0, amount - paidTotals.reduce((a, b) => a + b, 0));
}

/**
 * Claims sent and not yet settled hold back the cover they may still take, so two open claims
 * can never together promise more than the guarantee holds: an accepted claim its accepted
 * amount, one still waiting on an answer or disputed its whole total.
 */
export function heldCover(
  claims: readonly { status: ClaimStatus; total: number; acceptedAmount: number | null }[],
): number {
  return claims.reduce((held, claim) => {
    if (claim.status === 'accepted') return held + (claim.acceptedAmount ?? claim.total);
    return COVER_HOLDING_STATUSES.includes(claim.status) ? held + claim.total : held;
  }, 0);
}

const COVER_HOLDING_STATUSES: readonly ClaimStatus[] = [
  'pending_principal_response',
  'pending_obligee_response',
  'disputed',
];

export function sumClaimLines(lines: readonly { amount: number }[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}

/** The amount an answered claim stands at: the lines the tenant accepted (or did not answer). */
export function acceptedClaimTotal(
  lines: readonly { amount: number; response: ClaimLineResponse | null }[],
): number {
  return sumClaimLines(lines.filter((l) => l.response !== 'rejected'));
}

const money = z
  .number({ error: 'guarantee-claims.validation.amount' })
  .int({ error: 'guarantee-claims.validation.amount' })
  .positive({ error: 'guarantee-claims.validation.amount' })
  .max(CLAIM_LIMITS.maxAmount, { error: 'guarantee-claims.validation.amount' });

const claimFields = {
  type: z.enum(CLAIM_TYPES, { error: 'guarantee-claims.validation.type' }),
  description: z
    .string({ error: 'guarantee-claims.validation.description' })
    .trim()
    .max(CLAIM_LIMITS.description, { error: 'guarantee-claims.validation.description' }),
  /** The day the home was returned; a damage claim needs it. */
  return_date: z.iso.date({ error: 'validation.date' }).nullable(),
};

const needsReturnDate = (v: { type?: ClaimType; return_date?: string | null }) =>
  v.type === 'damage' && !v.return_date;

export const createClaimSchema = z
  .object({
    type: claimFields.type,
    description: claimFields.description.default(''),
    return_date: claimFields.return_date.optional(),
  })
  .strict()
  .superRefine((v, c) => {
    if (needsReturnDate(v))
      c.addIssue({
        code: 'custom',
        path: ['return_date'],
        message: 'guarantee-claims.validation.return_date',
      });
  });
export type CreateClaimInput = z.infer<typeof createClaimSchema>;

export const updateClaimSchema = z
  .object({
    description: claimFields.description.optional(),
    return_date: claimFields.return_date.optional(),
  })
  .strict();
export type UpdateClaimInput = z.infer<typeof updateClaimSchema>;

export const claimLineSchema = z
  .object({
    type: z.enum(CLAIM_LINE_TYPES, { error: 'guarantee-claims.validation.line_type' }),
    amount: money,
    description: z
      .string({ error: 'guarantee-claims.validation.line_description' })
      .trim()
      .min(1, { error: 'guarantee-claims.validation.line_description' })
      .max(CLAIM_LIMITS.lineDescription, {
        error: 'guarantee-claims.validation.line_description',
      }),
    /** Issues of the move-out inspection report this line rests on. */
    inspection_issue_ids: z
      .array(z.number().int().positive(), { error: 'guarantee-claims.validation.issues' })
      .max(CLAIM_LIMITS.issuesPerLine, { error: 'guarantee-claims.validation.issues' })
      .default([]),
  })
  .strict();
export type ClaimLineInput = z.infer<typeof claimLineSchema>;

export const commitClaimSchema = z
  .object({ confirm: z.literal(true, { error: 'guarantee-claims.validation.confirm' }) })
  .strict();

export const principalResponseSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            line_id: z.number().int().positive(),
            response: z.enum(CLAIM_LINE_RESPONSES, {
              error: 'guarantee-claims.validation.response',
            }),
            reason: z
              .string()
              .trim()
              .max(CLAIM_LIMITS.reason, { error: 'guarantee-claims.validation.reason' })
              .default(''),
          })
          .strict()
          .superRefine((v, c) => {
            if (v.response === 'rejected' && v.reason === '')
              c.addIssue({
                code: 'custom',
                path: ['reason'],
                message: 'guarantee-claims.validation.reason',
              });
          }),
      )
      .min(1, { error: 'guarantee-claims.validation.answer_every_line' })
      .max(CLAIM_LIMITS.linesPerClaim),
  })
  .strict();
export type PrincipalResponseInput = z.infer<typeof principalResponseSchema>;

export const obligeeResponseSchema = z
  .object({
    decision: z.enum(OBLIGEE_DECISIONS, { error: 'guarantee-claims.validation.decision' }),
  })
  .strict();
export type ObligeeResponseInput = z.infer<typeof obligeeResponseSchema>;

/** Who settles a dispute the landlord referred: the housing complaints committee, or a court. */
export const CLAIM_RULING_BODIES = ['complaints_committee', 'court'] as const;
export type ClaimRulingBody = (typeof CLAIM_RULING_BODIES)[number];

/**
 * The ruling on a disputed claim, recorded by staff from the decision: what was awarded (nothing
 * at all ends the claim), by whom, and the case's reference.
 */
export const claimRulingSchema = z
  .object({
    body: z.enum(CLAIM_RULING_BODIES, { error: 'guarantee-claims.validation.ruling_body' }),
    reference: z
      .string({ error: 'guarantee-claims.validation.ruling_reference' })
      .trim()
      .min(1, { error: 'guarantee-claims.validation.ruling_reference' })
      .max(CLAIM_LIMITS.reason, { error: 'guarantee-claims.validation.ruling_reference' }),
    awarded_amount: z
      .number({ error: 'guarantee-claims.validation.awarded_amount' })
      .int({ error: 'guarantee-claims.validation.awarded_amount' })
      .min(0, { error: 'guarantee-claims.validation.awarded_amount' })
      .max(CLAIM_LIMITS.maxAmount, { error: 'guarantee-claims.validation.awarded_amount' }),
  })
  .strict();
export type ClaimRulingInput = z.infer<typeof claimRulingSchema>;
