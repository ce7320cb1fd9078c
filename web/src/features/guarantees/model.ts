import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  RentalGuaranteeFieldsFragmentDoc,
  type GuaranteeStatus,
  type RentalGuaranteeFieldsFragment,
} from '../../__generated__/graphql';
import type { BadgeTone } from '../../ui/Card';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';

export type GuaranteeArea = 'tenant' | 'landlord';

export const readGuarantee = (
  ref: FragmentType<typeof RentalGuaranteeFieldsFragmentDoc>,
): RentalGuaranteeFieldsFragment => getFragmentData(RentalGuaranteeFieldsFragmentDoc, ref);

export const GUARANTEE_STATUS_TONES: Readonly<Record<GuaranteeStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  ASSESSED: 'neutral',
  APPROVED: 'success',
  NEEDS_GUARANTOR: 'warning',
  DECLINED: 'warning',
  COMMITTED: 'brand',
  ISSUED: 'brand',
  ACTIVE: 'success',
  CANCELLATION_REQUESTED: 'warning',
  CANCELLED: 'neutral',
  ENDED: 'neutral',
  EXPIRED: 'neutral',
  APPLICATION_EXPIRED: 'neutral',
};

/** A guarantee error by its reason (`consent_missing`, `no_icelandic_id`), else the generic one. */
export function translateGuaranteeError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  if (reason && t(`guarantees.errors.${reason}`, { defaultValue: '' }))
    return t(`guarantees.errors.${reason}`);
  return translateGraphError(t, error);
}
