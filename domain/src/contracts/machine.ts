import type {
  CollaboratorAccessType,
  ContractPartyRole,
  ContractStatus,
  SignType,
} from './constants.js';

/**
 * Contract states (SPEC 4, issue #14): draft -> committed -> signing -> signed -> registered.
 * A committed contract is read-only; uncommit returns it to draft while nobody has signed; a
 * draft can be deleted; a signing can be cancelled (back to committed). Paper contracts skip
 * the signing process: staff mark them fully signed. Signing completes and registration with
 * HMS happen from the provider's webhooks and the outbox, not from a user.
 */
export type ContractAction =
  | 'commit'
  | 'uncommit'
  | 'delete'
  | 'start_signing'
  | 'cancel_signing'
  | 'complete_signing'
  | 'mark_signed'
  | 'register';

/** `null`: the contract is gone (delete). */
const TRANSITIONS: Record<
  ContractAction,
  { from: readonly ContractStatus[]; to: ContractStatus | null }
> = {
  commit: { from: ['draft'], to: 'committed' },
  uncommit: { from: ['committed', 'signing'], to: 'draft' },
  delete: { from: ['draft'], to: null },
  start_signing: { from: ['committed'], to: 'signing' },
  cancel_signing: { from: ['signing'], to: 'committed' },
  complete_signing: { from: ['signing'], to: 'signed' },
  mark_signed: { from: ['committed'], to: 'signed' },
  register: { from: ['signed'], to: 'registered' },
};

export function canContractTransition(status: ContractStatus, action: ContractAction): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/** The status after the action; undefined when it makes no sense from here (the api answers 409). */
export function nextContractStatus(
  status: ContractStatus,
  action: ContractAction,
): ContractStatus | null | undefined {
  return canContractTransition(status, action) ? TRANSITIONS[action].to : undefined;
}

/** Committed in SPEC 3's sense: past the draft, so read-only to everyone but staff. */
export function isCommittedStatus(status: ContractStatus): boolean {
  return status !== 'draft';
}

/**
 * Who is asking: staff, the sides of the lease the user is a party (or a party's agent) on, and
 * their collaborator access, if any. The api works these out from the user and the contract.
 */
export type ContractActor = {
  isStaff: boolean;
  partyRoles: readonly ContractPartyRole[];
  collaboratorAccess: CollaboratorAccessType | null;
};

/** `none`: the contract does not exist for this user (the api answers 404). */
export type ContractAccess = 'none' | 'read' | 'edit';

/**
 * SPEC 6: staff can always edit; a landlord edits; a tenant reads (and signs); a collaborator
 * edits unless access_type is R. The best of a user's roles counts.
 */
export function getContractAccess(actor: ContractActor): ContractAccess {
  if (actor.isStaff || actor.partyRoles.includes('landlord') || actor.collaboratorAccess === 'W')
    return 'edit';
  if (actor.partyRoles.includes('tenant') || actor.collaboratorAccess === 'R') return 'read';
  return 'none';
}

export function canSeeContract(actor: ContractActor): boolean {
  return getContractAccess(actor) !== 'none';
}

/**
 * Whether the user may change the contract's fields now: editors change a draft; staff also
 * correct a committed one before its signing starts. What is being signed never changes.
 */
export function canEditContract(status: ContractStatus, actor: ContractActor): boolean {
  if (getContractAccess(actor) !== 'edit') return false;
  return status === 'draft' || (actor.isStaff && status === 'committed');
}

/** Only the provider's webhook or the outbox completes signing and registers. */
const SYSTEM_ACTIONS: readonly ContractAction[] = ['complete_signing', 'register'];

function isAllowedToAct(actor: ContractActor, action: ContractAction): boolean {
  if (SYSTEM_ACTIONS.includes(action)) return false;
  if (action === 'mark_signed') return actor.isStaff;
  if (action === 'delete') return actor.isStaff || actor.partyRoles.includes('landlord');
  return getContractAccess(actor) === 'edit';
}

export type ContractTransitionRefusal =
  | 'not_found'
  | 'forbidden'
  | 'wrong_status'
  | 'steps_invalid'
  | 'already_signed'
  | 'wrong_sign_type'
  | 'skip_id_check_staff_only';

export type ContractTransitionRequest = {
  status: ContractStatus;
  action: ContractAction;
  /** `system`: the e-signing webhook or the registration outbox. */
  actor: ContractActor | 'system';
  /** The contract's sign type (commit carries the new one). */
  signType: SignType | null;
  /** commit: skip the electronic-ID check of the signers. */
  skipIdCheck?: boolean;
  /** commit: every step before signing is valid. */
  areStepsValid?: boolean;
  /** uncommit: how many signers have signed so far. */
  signatureCount?: number;
};

export type ContractTransitionResult =
  { ok: true; next: ContractStatus | null } | { ok: false; reason: ContractTransitionRefusal };

/**
 * One place that says whether an action may happen: who asks (404 for someone who may not see
 * the contract, 403 for a reader), then the state (409), then what the action needs. The api
 * turns the refusal into its status and `contracts.errors.<reason>`.
 */
export function checkContractTransition(req: ContractTransitionRequest): ContractTransitionResult {
  const { action, actor } = req;
  if (actor === 'system') {
    if (!SYSTEM_ACTIONS.includes(action)) return { ok: false, reason: 'forbidden' };
  } else {
    if (!canSeeContract(actor)) return { ok: false, reason: 'not_found' };
    if (!isAllowedToAct(actor, action)) return { ok: false, reason: 'forbidden' };
    if (action === 'commit' && req.skipIdCheck && !actor.isStaff)
      return { ok: false, reason: 'skip_id_check_staff_only' };
  }
  const next = nextContractStatus(req.status, action);
  if (next === undefined) return { ok: false, reason: 'wrong_status' };
  if (action === 'commit' && req.areStepsValid !== true)
    return { ok: false, reason: 'steps_invalid' };
  if (action === 'commit' && req.signType === null) return { ok: false, reason: 'wrong_sign_type' };
  if (action === 'uncommit' && (req.signatureCount ?? 0) > 0)
    return { ok: false, reason: 'already_signed' };
  if (action === 'start_signing' && req.signType !== 'electronic')
    return { ok: false, reason: 'wrong_sign_type' };
  if (action === 'mark_signed' && req.signType !== 'paper')
    return { ok: false, reason: 'wrong_sign_type' };
  return { ok: true, next };
}
