/** REST shapes of guarantee applicants and invitations (api applicants-view.ts). */
import { APPLICANT_INVITATION_STATUSES, APPLICANT_ROLES } from '@leiga/domain';
import type {
  RestGuaranteeApplicantInvitation,
  RestGuaranteeApplicantInvitationList,
  RestGuaranteeApplicantList,
  RestGuaranteeIdentityStart,
  RestGuaranteeIdentityStatus,
} from '@leiga/api/contract';

export type {
  RestGuaranteeApplicantInvitation,
  RestGuaranteeApplicantInvitationList,
  RestGuaranteeApplicantList,
  RestGuaranteeIdentityStart,
  RestGuaranteeIdentityStatus,
};
export type RestGuaranteeApplicant = RestGuaranteeApplicantList['results'][number];

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const GuaranteeApplicantRole = enumOf(APPLICANT_ROLES);
export type GuaranteeApplicantRole =
  (typeof GuaranteeApplicantRole)[keyof typeof GuaranteeApplicantRole];
export const GuaranteeApplicantInvitationStatus = enumOf(APPLICANT_INVITATION_STATUSES);
export type GuaranteeApplicantInvitationStatus =
  (typeof GuaranteeApplicantInvitationStatus)[keyof typeof GuaranteeApplicantInvitationStatus];
export const GuaranteeInvitationSide = enumOf(['invitee', 'inviter', 'staff'] as const);
export type GuaranteeInvitationSide =
  (typeof GuaranteeInvitationSide)[keyof typeof GuaranteeInvitationSide];
export const IdentityConfirmationState = enumOf(['pending', 'complete', 'failed'] as const);
export type IdentityConfirmationState =
  (typeof IdentityConfirmationState)[keyof typeof IdentityConfirmationState];
