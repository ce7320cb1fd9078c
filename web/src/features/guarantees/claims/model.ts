import { daysUntil } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import {
  GuaranteeClaimFieldsFragmentDoc,
  type GuaranteeClaimFieldsFragment,
  type GuaranteeClaimStatus,
} from '../../../__generated__/graphql';
import type { BadgeTone } from '../../../ui/Card';
import { getGraphError, translateGraphError } from '../../../ui/graph-errors';

export type Claim = GuaranteeClaimFieldsFragment;

export const readClaim = (ref: FragmentType<typeof GuaranteeClaimFieldsFragmentDoc>): Claim =>
  getFragmentData(GuaranteeClaimFieldsFragmentDoc, ref);

export const CLAIM_STATUS_TONES: Readonly<Record<GuaranteeClaimStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  PENDING_PRINCIPAL_RESPONSE: 'brand',
  PENDING_OBLIGEE_RESPONSE: 'warning',
  ACCEPTED: 'success',
  DISPUTED: 'warning',
  LAPSED: 'neutral',
  PAID: 'success',
  CANCELLED: 'neutral',
};

/** A claim error by its reason (`damage_claim_late`, `over_cover`), else the generic one. */
export function translateClaimError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  const key = `guarantee-claims.errors.${reason ?? ''}`;
  if (reason && t(key, { defaultValue: '' })) return t(key);
  return translateGraphError(t, error);
}

/** Whole days left to answer, or null when no answer is awaited. */
export function claimDaysLeft(claim: Pick<Claim, 'deadline'>, now = new Date()): number | null {
  return claim.deadline ? daysUntil(new Date(claim.deadline), now) : null;
}

/** A whole number of krónur from what was typed (spaces and dots as thousands), else NaN. */
export function parseKronur(text: string): number {
  const digits = text.replace(/[\s.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}
