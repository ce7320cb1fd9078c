import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import {
  InspectionAddendum_AddendumFragmentDoc,
  InspectionESignature_StatusFragmentDoc,
  type InspectionSignerStatus,
} from '../../../__generated__/graphql';
import type { BadgeTone } from '../../../ui/Card';
import { getGraphError } from '../../../ui/graph-errors';
import { translateInspectionError } from '../model';

export const SIGNER_TONES: Readonly<Record<InspectionSignerStatus, BadgeTone>> = {
  PENDING: 'warning',
  SIGNED: 'success',
  DECLINED: 'neutral',
};

export const readSignature = (ref: FragmentType<typeof InspectionESignature_StatusFragmentDoc>) =>
  getFragmentData(InspectionESignature_StatusFragmentDoc, ref);
export type SignatureStatus = ReturnType<typeof readSignature>;

export const readAddendum = (ref: FragmentType<typeof InspectionAddendum_AddendumFragmentDoc>) =>
  getFragmentData(InspectionAddendum_AddendumFragmentDoc, ref);
export type Addendum = ReturnType<typeof readAddendum>;

/** The api's refusal in the signing catalogue's words, else the inspections one's. */
export function translateSigningError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  if (reason && t(`inspection-signing.errors.${reason}`, { defaultValue: '' }))
    return t(`inspection-signing.errors.${reason}`);
  return translateInspectionError(t, error);
}

/** A fresh key per confirmed start: a retried request answers the same signing process. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID()}`;
