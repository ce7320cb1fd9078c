import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import {
  GuaranteeApplicantInvitationFieldsFragmentDoc,
  type GuaranteeApplicantInvitationFieldsFragment,
  type GuaranteeApplicantInvitationStatus,
} from '../../../__generated__/graphql';
import type { BadgeTone } from '../../../ui/Card';
import { getGraphError, translateGraphError } from '../../../ui/graph-errors';

export const NS = 'guarantee-applicants';

export type ApplicantInvitation = GuaranteeApplicantInvitationFieldsFragment;

export const readInvitation = (
  ref: FragmentType<typeof GuaranteeApplicantInvitationFieldsFragmentDoc>,
): ApplicantInvitation => getFragmentData(GuaranteeApplicantInvitationFieldsFragmentDoc, ref);

export const INVITATION_TONES: Readonly<Record<GuaranteeApplicantInvitationStatus, BadgeTone>> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'neutral',
  DELETED: 'neutral',
};

/** An error by its reason in this feature's catalogue, then the guarantees', then generic. */
export function translateApplicantError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  for (const ns of [NS, 'guarantees'])
    if (reason && t(`${ns}.errors.${reason}`, { defaultValue: '' }))
      return t(`${ns}.errors.${reason}`);
  return translateGraphError(t, error);
}
