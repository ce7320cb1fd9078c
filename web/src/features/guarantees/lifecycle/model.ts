import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import {
  GuaranteeLifecycleFieldsFragmentDoc,
  type GuaranteeLifecycleFieldsFragment,
  type GuaranteeStatus,
} from '../../../__generated__/graphql';
import { translateGraphError } from '../../../ui/graph-errors';

export type Lifecycle = GuaranteeLifecycleFieldsFragment;

/** What a lifecycle change also changes: the guarantee's own status and the lists. */
export const REFETCH = ['RentalGuarantee', 'MyRentalGuarantees', 'LandlordRentalGuarantees'];

export const readLifecycle = (
  ref: FragmentType<typeof GuaranteeLifecycleFieldsFragmentDoc>,
): Lifecycle => getFragmentData(GuaranteeLifecycleFieldsFragmentDoc, ref);

const SHOWN: readonly GuaranteeStatus[] = [
  'APPROVED',
  'COMMITTED',
  'ISSUED',
  'ACTIVE',
  'CANCELLATION_REQUESTED',
  'CANCELLED',
  'ENDED',
  'EXPIRED',
];

/** The catalogue key of a status in the lifecycle's words. */
export function lifecycleStatusKey(status: GuaranteeStatus): string {
  return SHOWN.includes(status)
    ? `guarantee-lifecycle.status.${status.toLowerCase()}`
    : 'guarantee-lifecycle.status.other';
}

/** The newest pending cancellation request, if any. */
export const pendingRequest = (l: Lifecycle) =>
  l.cancellationRequests.find((r) => r.status === 'PENDING') ?? null;

/** A field error's catalogue key from the graph, else the generic message. */
export function translateLifecycleError(t: TFunction, error: unknown): string {
  return translateGraphError(t, error) || t('guarantee-lifecycle.errors.generic');
}
