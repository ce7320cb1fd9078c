import type { InspectionRole, InspectionStatus } from './constants.js';

/** Who is asking: staff, and the roles the user holds on the report (none: not a user of it). */
export type InspectionActor = { isStaff: boolean; roles: readonly InspectionRole[] };

/** `none`: the report does not exist for this user (the api answers 404). */
export type InspectionAccess = 'none' | 'read' | 'edit';

/** SPEC 6: the report's users edit unless their role is R; staff always may. */
export function getInspectionAccess(actor: InspectionActor): InspectionAccess {
  if (actor.isStaff || actor.roles.some((r) => r !== 'R')) return 'edit';
  return actor.roles.length > 0 ? 'read' : 'none';
}

export function isInspectionEditable(status: InspectionStatus): boolean {
  return status === 'DRAFT';
}

/** Whether the user may change the report's content now: editors, and only in DRAFT. */
export function canEditInspection(status: InspectionStatus, actor: InspectionActor): boolean {
  return getInspectionAccess(actor) === 'edit' && isInspectionEditable(status);
}

export type InspectionAction = 'edit' | 'commit' | 'uncommit';

export type InspectionRefusal = 'not_found' | 'forbidden' | 'read_only' | 'already_signed';

export type InspectionTransitionRequest = {
  status: InspectionStatus;
  action: InspectionAction;
  actor: InspectionActor;
  /** How many users have signed (uncommit only before anyone has). */
  signatureCount?: number;
};

export type InspectionTransitionResult =
  { ok: true; next: InspectionStatus } | { ok: false; reason: InspectionRefusal };

/** SPEC 4: DRAFT -commit-> SIGNING -uncommit-> DRAFT while nobody has signed. */
export function checkInspectionTransition(
  req: InspectionTransitionRequest,
): InspectionTransitionResult {
  const access = getInspectionAccess(req.actor);
  if (access === 'none') return { ok: false, reason: 'not_found' };
  if (access === 'read') return { ok: false, reason: 'forbidden' };
  if (req.action === 'uncommit') {
    if (req.status !== 'SIGNING') return { ok: false, reason: 'read_only' };
    if ((req.signatureCount ?? 0) > 0) return { ok: false, reason: 'already_signed' };
    return { ok: true, next: 'DRAFT' };
  }
  if (req.status !== 'DRAFT') return { ok: false, reason: 'read_only' };
  return { ok: true, next: req.action === 'commit' ? 'SIGNING' : 'DRAFT' };
}

/** A move-out starts from a move-in that has been committed (its content is frozen). */
export function canCarryForward(status: InspectionStatus): boolean {
  return status !== 'DRAFT';
}
