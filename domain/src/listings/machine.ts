import type { ListingStatus } from './constants.js';

/**
 * Listing status transitions. Publishing goes through staff review unless the landlord is
 * trusted; a rented or archived listing can come back as a draft to be listed again.
 */
export type ListingAction =
  'submit' | 'approve' | 'reject' | 'pause' | 'resume' | 'mark_rented' | 'archive' | 'relist';

const TRANSITIONS: Record<ListingAction, { from: readonly ListingStatus[]; to: ListingStatus }> = {
  submit: { from: ['draft'], to: 'awaiting_review' },
  approve: { from: ['awaiting_review'], to: 'published' },
  reject: { from: ['awaiting_review'], to: 'draft' },
  pause: { from: ['published'], to: 'paused' },
  resume: { from: ['paused'], to: 'published' },
  mark_rented: { from: ['published', 'paused'], to: 'rented' },
  archive: { from: ['draft', 'awaiting_review', 'published', 'paused', 'rented'], to: 'archived' },
  relist: { from: ['rented', 'archived'], to: 'draft' },
};

export function canTransition(status: ListingStatus, action: ListingAction): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/** The next status, or null when the action makes no sense from here. */
export function nextListingStatus(
  status: ListingStatus,
  action: ListingAction,
): ListingStatus | null {
  return canTransition(status, action) ? TRANSITIONS[action].to : null;
}

/** A trusted landlord's submit publishes at once. */
export function submitTarget(isTrusted: boolean): ListingStatus {
  return isTrusted ? 'published' : 'awaiting_review';
}

/** Fields a landlord may edit in each status: published listings keep their address and type. */
export function isEditable(status: ListingStatus): boolean {
  return status !== 'archived';
}
