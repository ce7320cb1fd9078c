import { z } from 'zod';
import {
  APPLICANT_INVITATION_STATUSES,
  APPLICANT_ROLES,
  GUARANTEE_INVITATION_RESEND_INTERVAL_SECONDS,
  GUARANTEE_INVITATION_MAX_SENDS,
  GUARANTEE_STATUSES,
  INVITED_APPLICANT_ROLES,
} from '@leiga/domain';
import type { ApplicantInvitationRow, ApplicantWithUser } from './applicants-repository.js';
import type { InvitationSide, InvitationSubject } from './applicants-service.js';

export const applicantInvitationResponse = z.object({
  id: z.number(),
  guarantee_id: z.number(),
  email: z.string(),
  kennitala: z.string().nullable(),
  /** What the invitee is asked to be. */
  role: z.enum(INVITED_APPLICANT_ROLES),
  status: z.enum(APPLICANT_INVITATION_STATUSES),
  inviter_name: z.string().nullable(),
  tenant_name: z.string(),
  amount: z.number().int(),
  monthly_rent: z.number().int(),
  guarantee_status: z.enum(GUARANTEE_STATUSES),
  send_count: z.number().int(),
  sent_at: z.string(),
  /** When a resend may go, or null when no more may. */
  can_resend_at: z.string().nullable(),
  identity_confirmed_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
  current_user_side: z.enum(['invitee', 'inviter', 'staff']),
});
export type ApplicantInvitationView = z.infer<typeof applicantInvitationResponse>;

export const applicantInvitationListResponse = z.object({
  results: z.array(applicantInvitationResponse),
});

export const applicantResponse = z.object({
  id: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  role: z.enum(APPLICANT_ROLES),
  has_credit_consent: z.boolean(),
  has_kennitala: z.boolean(),
  created_at: z.string(),
});
export const applicantListResponse = z.object({ results: z.array(applicantResponse) });

export const identityStartResponse = z.object({
  token: z.string(),
  status: z.literal('pending'),
  verification_code: z.string(),
});
export const identityStatusResponse = z.object({
  status: z.enum(['pending', 'complete', 'failed']),
  code: z.string().optional(),
});

export function toApplicantInvitationView(
  row: ApplicantInvitationRow,
  context: Pick<InvitationSubject, 'guarantee'> & {
    side: InvitationSide;
    inviterName: string | null;
  },
): ApplicantInvitationView {
  const g = context.guarantee.row;
  const canResend =
    row.status === 'pending' && row.sendCount < GUARANTEE_INVITATION_MAX_SENDS
      ? new Date(row.sentAt.getTime() + GUARANTEE_INVITATION_RESEND_INTERVAL_SECONDS * 1000)
      : null;
  return {
    id: row.id,
    guarantee_id: row.guaranteeId,
    email: row.email,
    kennitala: row.kennitala,
    role: row.role,
    status: row.status,
    inviter_name: context.inviterName,
    tenant_name: context.guarantee.tenantName,
    amount: g.amount,
    monthly_rent: g.monthlyRent,
    guarantee_status: g.status,
    send_count: row.sendCount,
    sent_at: row.sentAt.toISOString(),
    can_resend_at: canResend?.toISOString() ?? null,
    identity_confirmed_at: row.identityConfirmedAt?.toISOString() ?? null,
    responded_at: row.respondedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    current_user_side: context.side,
  };
}

export const toApplicantView = (
  a: ApplicantWithUser,
  hasConsent: boolean,
): z.infer<typeof applicantResponse> => ({
  id: a.applicant.id,
  user_id: a.applicant.userId,
  full_name: a.fullName,
  role: a.applicant.role,
  has_credit_consent: hasConsent,
  has_kennitala: a.icelandicId !== null,
  created_at: a.applicant.createdAt.toISOString(),
});
