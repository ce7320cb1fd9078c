/**
 * Rental application states (SPEC 4): accept, deny, undo-deny, cancel by the tenant; being
 * considered and read by the landlord are flags beside the status, not states of their own.
 */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'denied', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationAction =
  'accept' | 'deny' | 'undo_deny' | 'cancel' | 'consider' | 'edit_answers';

const ALLOWED: Record<ApplicationAction, readonly ApplicationStatus[]> = {
  accept: ['pending'],
  deny: ['pending'],
  undo_deny: ['denied'],
  cancel: ['pending', 'accepted'],
  consider: ['pending'],
  edit_answers: ['pending'],
};

const RESULT: Partial<Record<ApplicationAction, ApplicationStatus>> = {
  accept: 'accepted',
  deny: 'denied',
  undo_deny: 'pending',
  cancel: 'cancelled',
};

export function canApply(status: ApplicationStatus, action: ApplicationAction): boolean {
  return ALLOWED[action].includes(status);
}

/** The status after the action, or null when it makes no sense from here (the api answers 409). */
export function nextApplicationStatus(
  status: ApplicationStatus,
  action: ApplicationAction,
): ApplicationStatus | null {
  if (!canApply(status, action)) return null;
  return RESULT[action] ?? status;
}

/** An application still in play: it blocks a second one to the same listing. */
export function isActiveApplication(status: ApplicationStatus): boolean {
  return status === 'pending' || status === 'accepted';
}

export const APPLICATION_ORDERS = ['newest', 'oldest', 'status'] as const;
export type ApplicationOrder = (typeof APPLICATION_ORDERS)[number];
