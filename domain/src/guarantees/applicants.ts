import { z } from 'zod';
import { emailSchema, kennitalaSchema } from '../accounts/schemas.js';
import {
  decideGuarantee,
  isAcceptableGuarantor,
  type GuaranteeCreditGrade,
  type GuaranteeDecisionResult,
  type PriceBand,
  DEFAULT_PRICE_LIST,
} from './rules.js';
import { CREDIT_CLASSES } from '../profiles/constants.js';

/**
 * Applicants of a rental guarantee (issue #18, SPEC 4 "Guarantee applicant invitation"): the
 * tenant who applied is the main applicant; co-applicants join by invitation, confirm who they
 * are, and each consents to the credit lookup personally (research 4: one consent per person).
 */

/**
 * A co-applicant rents with the tenant and pays with them (a co-payer); a guarantor (ábyrgðarmaður)
 * is not on the lease and only stands for the applicants when their classes are not enough
 * (leiguskjol.is/abyrgdarreglur: a guarantor rated B2 or better).
 */
export const APPLICANT_ROLES = ['main', 'co_applicant', 'guarantor'] as const;
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];
/** The roles an invitation can offer (the main applicant is the tenant who applied). */
export const INVITED_APPLICANT_ROLES = ['co_applicant', 'guarantor'] as const;
export type InvitedApplicantRole = (typeof INVITED_APPLICANT_ROLES)[number];

export const APPLICANT_INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'deleted',
] as const;
export type ApplicantInvitationStatus = (typeof APPLICANT_INVITATION_STATUSES)[number];

export const APPLICANT_INVITATION_ACTIONS = [
  'accept',
  'decline',
  'confirm_identity',
  'delete',
  'resend',
] as const;
export type ApplicantInvitationAction = (typeof APPLICANT_INVITATION_ACTIONS)[number];

/** The invitee answers and confirms identity; the inviter (the main applicant) manages. */
export type ApplicantInvitationSide = 'invitee' | 'inviter';

export type ApplicantInvitationRefusal = 'not_allowed' | `invitation_${ApplicantInvitationStatus}`;
export type ApplicantInvitationStep =
  { ok: true; to: ApplicantInvitationStatus } | { ok: false; reason: ApplicantInvitationRefusal };

const ACTOR_OF: Record<ApplicantInvitationAction, ApplicantInvitationSide> = {
  accept: 'invitee',
  decline: 'invitee',
  confirm_identity: 'invitee',
  delete: 'inviter',
  resend: 'inviter',
};
const TARGET_OF: Record<ApplicantInvitationAction, ApplicantInvitationStatus> = {
  accept: 'accepted',
  decline: 'declined',
  confirm_identity: 'pending',
  delete: 'deleted',
  resend: 'pending',
};

/** Every action needs a pending invitation and the right side; a refusal names what it found. */
export function checkApplicantInvitationStep(
  status: ApplicantInvitationStatus,
  action: ApplicantInvitationAction,
  side: ApplicantInvitationSide,
): ApplicantInvitationStep {
  if (ACTOR_OF[action] !== side) return { ok: false, reason: 'not_allowed' };
  if (status !== 'pending') return { ok: false, reason: `invitation_${status}` };
  return { ok: true, to: TARGET_OF[action] };
}

/** At most this many applicants on one guarantee, the main applicant included. */
export const GUARANTEE_MAX_APPLICANTS = 4;
/** A resend waits this long after the last sending (the invitee's inbox is not a megaphone). */
export const GUARANTEE_INVITATION_RESEND_INTERVAL_SECONDS = 5 * 60;
/** At most this many sendings of one invitation, the first included. */
export const GUARANTEE_INVITATION_MAX_SENDS = 5;

export type ResendRefusal =
  { reason: 'resend_too_soon'; retryAfterSeconds: number } | { reason: 'resend_limit' };

/** Why a resend is refused now, or null when it may go. */
export function getResendRefusal(
  lastSentAt: Date,
  sendCount: number,
  now: Date = new Date(),
): ResendRefusal | null {
  if (sendCount >= GUARANTEE_INVITATION_MAX_SENDS) return { reason: 'resend_limit' };
  const elapsed = Math.floor((now.getTime() - lastSentAt.getTime()) / 1000);
  const wait = GUARANTEE_INVITATION_RESEND_INTERVAL_SECONDS - elapsed;
  return wait > 0 ? { reason: 'resend_too_soon', retryAfterSeconds: wait } : null;
}

/** Applicants may be invited while the application is open: before or after needing a guarantor. */
export function canInviteApplicants(status: string): boolean {
  return status === 'draft' || status === 'needs_guarantor';
}

const rank = (g: GuaranteeCreditGrade) =>
  g === 'no_score' ? CREDIT_CLASSES.length : CREDIT_CLASSES.indexOf(g);

export type JointDecision = GuaranteeDecisionResult & {
  /** The grade the decision rests on. */
  grade: GuaranteeCreditGrade;
};

/**
 * The decision on all applicants together (leiguskjol.is/abyrgdarreglur: every applicant is
 * assessed). Anyone in class D or E declines the application; when all pass alone, the worst
 * class sets the cash share; when some do not (no score, C3) a co-applicant rated B2 or better
 * stands for them as a co-payer and their class sets the terms; failing that, a guarantor rated
 * B2 or better does, and the best such guarantor's class sets them; otherwise a guarantor is
 * needed. A guarantor's own poor class never declines the application: they just do not count.
 */
export function decideJointGuarantee(
  grades: readonly GuaranteeCreditGrade[],
  amount: number,
  priceList: readonly PriceBand[] = DEFAULT_PRICE_LIST,
  guarantorGrades: readonly GuaranteeCreditGrade[] = [],
): JointDecision {
  const alone = decideApplicants(grades, amount, priceList);
  if (alone.decision !== 'needs_guarantor') return alone;
  const guarantor = [...guarantorGrades]
    .filter(isAcceptableGuarantor)
    .sort((a, b) => rank(a) - rank(b))[0];
  return guarantor ? { ...decideGuarantee(guarantor, amount, priceList), grade: guarantor } : alone;
}

function decideApplicants(
  grades: readonly GuaranteeCreditGrade[],
  amount: number,
  priceList: readonly PriceBand[],
): JointDecision {
  if (grades.length === 0) throw new Error('An assessment needs at least one applicant');
  const sorted = [...grades].sort((a, b) => rank(a) - rank(b));
  const best = sorted[0]!;
  const worst = sorted.at(-1)!;
  const decide = (g: GuaranteeCreditGrade) => ({
    ...decideGuarantee(g, amount, priceList),
    grade: g,
  });
  const declined = sorted.filter((g) => decide(g).decision === 'declined');
  if (declined.length > 0) return decide(declined.at(-1)!);
  if (sorted.every((g) => decide(g).decision === 'approved')) return decide(worst);
  if (isAcceptableGuarantor(best)) return decide(best);
  return decide(worst);
}

export const createApplicantInvitationSchema = z
  .object({
    email: emailSchema,
    /** The invitee's kennitala, when the inviter knows it: only that person may then accept. */
    kennitala: kennitalaSchema.optional(),
    /** A co-applicant (co-payer) unless a guarantor is asked for. */
    role: z.enum(INVITED_APPLICANT_ROLES).optional(),
  })
  .strict();
export type CreateApplicantInvitationInput = z.infer<typeof createApplicantInvitationSchema>;

/** Accepting joins the application, so it carries the invitee's consent to the credit lookup. */
export const acceptApplicantInvitationSchema = z
  .object({
    consent: z.literal(true, { error: 'guarantee-applicants.validation.consent_required' }),
  })
  .strict();

/** A 7-digit Icelandic mobile number with the electronic ID on it. */
export const confirmIdentityStartSchema = z
  .object({
    phone: z
      .string({ error: 'validation.required' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{7}$/.test(v), { error: 'validation.phone' }),
  })
  .strict();
