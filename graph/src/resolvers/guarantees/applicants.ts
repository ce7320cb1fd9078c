import type {
  IdentityConfirmationStartResolvers,
  IdentityConfirmationStatusResolvers,
  MutationResolvers,
  QueryResolvers,
  RentalGuaranteeApplicantInvitationResolvers,
  RentalGuaranteeApplicantResolvers,
  RentalGuaranteeResolvers,
} from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

/** A guarantee's applicants and the invitations its main applicant sent (batched per request). */
export const ApplicantsRentalGuarantee: Pick<
  RentalGuaranteeResolvers,
  'applicants' | 'applicantInvitations'
> = {
  applicants: (g, _args, { dataSources }) => dataSources.guaranteeApplicants.listApplicants(g.id),
  applicantInvitations: (g, _args, { dataSources }) =>
    g.current_user_role === 'principal'
      ? dataSources.guaranteeApplicants.listInvitations(g.id)
      : [],
};

export const RentalGuaranteeApplicant: RentalGuaranteeApplicantResolvers = {
  userId: (a) => String(a.user_id),
  fullName: (a) => a.full_name,
  hasCreditConsent: (a) => a.has_credit_consent,
  hasKennitala: (a) => a.has_kennitala,
  createdAt: (a) => a.created_at,
};

export const RentalGuaranteeApplicantInvitation: RentalGuaranteeApplicantInvitationResolvers = {
  guaranteeId: (i) => String(i.guarantee_id),
  inviterName: (i) => i.inviter_name,
  tenantName: (i) => i.tenant_name,
  monthlyRent: (i) => i.monthly_rent,
  guaranteeStatus: (i) => i.guarantee_status,
  sendCount: (i) => i.send_count,
  sentAt: (i) => i.sent_at,
  canResendAt: (i) => i.can_resend_at,
  identityConfirmedAt: (i) => i.identity_confirmed_at,
  respondedAt: (i) => i.responded_at,
  createdAt: (i) => i.created_at,
  currentUserSide: (i) => i.current_user_side,
};

export const IdentityConfirmationStart: IdentityConfirmationStartResolvers = {
  verificationCode: (s) => s.verification_code,
};

export const IdentityConfirmationStatus: IdentityConfirmationStatusResolvers = {
  state: (s) => s.status,
  code: (s) => s.code ?? null,
};

export const ApplicantsQuery: Pick<
  QueryResolvers,
  'guaranteeApplicantInvitation' | 'guaranteeIdentityConfirmation'
> = {
  guaranteeApplicantInvitation: (_root, { id }, { dataSources }) =>
    dataSources.guaranteeApplicants.getInvitation(toRestId(id)),
  guaranteeIdentityConfirmation: (_root, { id, token }, { dataSources }) =>
    dataSources.guaranteeApplicants.pollIdentity(toRestId(id), token),
};

export const ApplicantsMutation: Pick<
  MutationResolvers,
  | 'inviteGuaranteeApplicant'
  | 'acceptGuaranteeApplicantInvitation'
  | 'declineGuaranteeApplicantInvitation'
  | 'resendGuaranteeApplicantInvitation'
  | 'deleteGuaranteeApplicantInvitation'
  | 'startGuaranteeIdentityConfirmation'
> = {
  inviteGuaranteeApplicant: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeApplicants.invite(toRestId(input.guaranteeId, 'guaranteeId'), {
      email: input.email,
      ...(input.kennitala ? { kennitala: input.kennitala } : {}),
      ...(input.role ? { role: input.role } : {}),
    }),
  acceptGuaranteeApplicantInvitation: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeApplicants.answer(toRestId(input.id), 'accept', input.consent),
  declineGuaranteeApplicantInvitation: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeApplicants.answer(toRestId(input.id), 'decline'),
  resendGuaranteeApplicantInvitation: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeApplicants.resend(toRestId(input.id)),
  deleteGuaranteeApplicantInvitation: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeApplicants.remove(toRestId(input.id)),
  startGuaranteeIdentityConfirmation: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeApplicants.startIdentity(toRestId(input.id), input.phone),
};

export {
  GuaranteeApplicantInvitationStatus,
  GuaranteeApplicantRole,
  GuaranteeInvitationSide,
  IdentityConfirmationState,
} from '../../rest/guarantee-applicants-types.js';
