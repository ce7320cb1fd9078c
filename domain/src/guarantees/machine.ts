import type { GuaranteeDecision } from './rules.js';

/** A guarantee's statuses (research 5.1), from application to the end of cover. */
export const GUARANTEE_STATUSES = [
  'draft',
  'assessed',
  'approved',
  'needs_guarantor',
  'declined',
  'committed',
  'issued',
  'active',
  'cancellation_requested',
  'cancelled',
  'ended',
  'expired',
  'application_expired',
] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

export const GUARANTEE_EVENTS = [
  'assess',
  'commit',
  'issue',
  'start',
  'request_cancellation',
  'reject_cancellation',
  'cancel',
  'end',
  'expire',
  'expire_application',
  'staff_approve',
  'staff_decline',
] as const;
export type GuaranteeEvent = (typeof GUARANTEE_EVENTS)[number];

const PRE_COMMIT: readonly GuaranteeStatus[] = ['draft', 'approved', 'needs_guarantor'];

/**
 * Staff may decide an application by hand until the tenant commits: a draft, one waiting on a
 * guarantor, or one the rules approved or declined (staff may overturn either way).
 */
export const STAFF_DECIDABLE_STATUSES: readonly GuaranteeStatus[] = [
  'draft',
  'needs_guarantor',
  'approved',
  'declined',
];

/** The next status, or null when the event does not apply in this status. */
export function nextGuaranteeStatus(
  status: GuaranteeStatus,
  event: GuaranteeEvent,
  decision?: GuaranteeDecision,
): GuaranteeStatus | null {
  switch (event) {
    case 'assess':
      return (status === 'draft' || status === 'needs_guarantor') && decision ? decision : null;
    case 'commit':
      return status === 'approved' ? 'committed' : null;
    case 'issue':
      return status === 'committed' ? 'issued' : null;
    case 'start':
      return status === 'issued' ? 'active' : null;
    // Either side may ask before the lease starts (issued) as well as during it (active).
    case 'request_cancellation':
      return status === 'issued' || status === 'active' ? 'cancellation_requested' : null;
    // Back to issued; time then moves it on as it would have (guaranteeStatusAt).
    case 'reject_cancellation':
      return status === 'cancellation_requested' ? 'issued' : null;
    case 'cancel':
      return status === 'cancellation_requested' ? 'cancelled' : null;
    case 'end':
      return status === 'active' ? 'ended' : null;
    case 'expire':
      return status === 'ended' ? 'expired' : null;
    case 'expire_application':
      return PRE_COMMIT.includes(status) ? 'application_expired' : null;
    case 'staff_approve':
      return STAFF_DECIDABLE_STATUSES.includes(status) ? 'approved' : null;
    case 'staff_decline':
      return STAFF_DECIDABLE_STATUSES.includes(status) ? 'declined' : null;
  }
}

/** An assessment may run on a draft, or again once a guarantor is needed. */
export function canAssessGuarantee(status: GuaranteeStatus): boolean {
  return nextGuaranteeStatus(status, 'assess', 'approved') !== null;
}
