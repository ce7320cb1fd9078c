import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STATUSES,
  canEditContract,
  checkContractTransition,
  getContractAccess,
  isCommittedStatus,
  nextContractStatus,
  type ContractAccess,
  type ContractAction,
  type ContractActor,
  type ContractStatus,
  type ContractTransitionRequest,
  type ContractTransitionResult,
} from '../src/index.js';

const actors = {
  landlord: { isStaff: false, partyRoles: ['landlord'], collaboratorAccess: null },
  tenant: { isStaff: false, partyRoles: ['tenant'], collaboratorAccess: null },
  editor: { isStaff: false, partyRoles: [], collaboratorAccess: 'W' },
  reader: { isStaff: false, partyRoles: [], collaboratorAccess: 'R' },
  tenantEditor: { isStaff: false, partyRoles: ['tenant'], collaboratorAccess: 'W' },
  staff: { isStaff: true, partyRoles: [], collaboratorAccess: null },
  stranger: { isStaff: false, partyRoles: [], collaboratorAccess: null },
} satisfies Record<string, ContractActor>;
type ActorName = keyof typeof actors;

describe('contract transitions (SPEC 4)', () => {
  it.each<[ContractStatus, ContractAction, ContractStatus | null | undefined]>([
    ['draft', 'commit', 'committed'],
    ['committed', 'uncommit', 'draft'],
    ['signing', 'uncommit', 'draft'],
    ['draft', 'delete', null],
    ['committed', 'start_signing', 'signing'],
    ['signing', 'cancel_signing', 'committed'],
    ['signing', 'complete_signing', 'signed'],
    ['committed', 'mark_signed', 'signed'],
    ['signed', 'register', 'registered'],
    // Refused: they make no sense from here.
    ['committed', 'commit', undefined],
    ['draft', 'uncommit', undefined],
    ['signed', 'uncommit', undefined],
    ['registered', 'uncommit', undefined],
    ['committed', 'delete', undefined],
    ['signed', 'delete', undefined],
    ['draft', 'start_signing', undefined],
    ['signing', 'start_signing', undefined],
    ['committed', 'cancel_signing', undefined],
    ['signed', 'cancel_signing', undefined],
    ['committed', 'complete_signing', undefined],
    ['draft', 'mark_signed', undefined],
    ['signed', 'mark_signed', undefined],
    ['committed', 'register', undefined],
    ['registered', 'register', undefined],
  ])('%s + %s -> %s', (from, action, to) => {
    expect(nextContractStatus(from, action)).toBe(to);
  });

  it.each<[ContractStatus, boolean]>([
    ['draft', false],
    ['committed', true],
    ['signing', true],
    ['signed', true],
    ['registered', true],
  ])('%s counts as committed: %s', (status, committed) => {
    expect(isCommittedStatus(status)).toBe(committed);
  });
});

describe('who sees and edits a contract (SPEC 6)', () => {
  it.each<[ActorName, ContractAccess]>([
    ['landlord', 'edit'],
    ['tenant', 'read'],
    ['editor', 'edit'],
    ['reader', 'read'],
    ['tenantEditor', 'edit'],
    ['staff', 'edit'],
    ['stranger', 'none'],
  ])('%s has %s access', (actor, access) => {
    expect(getContractAccess(actors[actor])).toBe(access);
  });

  const editable = (actor: ActorName) =>
    CONTRACT_STATUSES.filter((status) => canEditContract(status, actors[actor]));
  it.each<[ActorName, ContractStatus[]]>([
    ['landlord', ['draft']],
    ['editor', ['draft']],
    ['staff', ['draft', 'committed']],
    ['tenant', []],
    ['reader', []],
    ['stranger', []],
  ])('%s edits in %j', (actor, statuses) => {
    expect(editable(actor)).toEqual(statuses);
  });
});

const request = (
  actor: ActorName | 'system',
  status: ContractStatus,
  action: ContractAction,
  extra: Partial<ContractTransitionRequest> = {},
): ContractTransitionResult =>
  checkContractTransition({
    actor: actor === 'system' ? 'system' : actors[actor],
    status,
    action,
    signType: 'electronic',
    areStepsValid: true,
    signatureCount: 0,
    ...extra,
  });

const ok = (next: ContractStatus | null): ContractTransitionResult => ({ ok: true, next });
const no = (reason: string) => ({ ok: false, reason });

describe('who may do what, and why not', () => {
  it.each<
    [
      string,
      ActorName | 'system',
      ContractStatus,
      ContractAction,
      Partial<ContractTransitionRequest>,
      unknown,
    ]
  >([
    // commit
    ['the landlord commits a complete draft', 'landlord', 'draft', 'commit', {}, ok('committed')],
    ['an edit collaborator commits', 'editor', 'draft', 'commit', {}, ok('committed')],
    ['staff commit', 'staff', 'draft', 'commit', {}, ok('committed')],
    ['a tenant may not commit', 'tenant', 'draft', 'commit', {}, no('forbidden')],
    ['a read-only collaborator may not commit', 'reader', 'draft', 'commit', {}, no('forbidden')],
    ['a stranger does not see the contract', 'stranger', 'draft', 'commit', {}, no('not_found')],
    [
      'a draft with invalid steps is not committed',
      'landlord',
      'draft',
      'commit',
      { areStepsValid: false },
      no('steps_invalid'),
    ],
    [
      'commit needs a sign type',
      'landlord',
      'draft',
      'commit',
      { signType: null },
      no('wrong_sign_type'),
    ],
    ['commit on paper', 'landlord', 'draft', 'commit', { signType: 'paper' }, ok('committed')],
    [
      'the landlord may not skip the ID check',
      'landlord',
      'draft',
      'commit',
      { skipIdCheck: true },
      no('skip_id_check_staff_only'),
    ],
    [
      'an edit collaborator may not skip the ID check',
      'editor',
      'draft',
      'commit',
      { skipIdCheck: true },
      no('skip_id_check_staff_only'),
    ],
    [
      'staff may skip the ID check',
      'staff',
      'draft',
      'commit',
      { skipIdCheck: true },
      ok('committed'),
    ],
    [
      'a committed contract is not committed again',
      'landlord',
      'committed',
      'commit',
      {},
      no('wrong_status'),
    ],
    // uncommit
    [
      'the landlord uncommits while nobody has signed',
      'landlord',
      'committed',
      'uncommit',
      {},
      ok('draft'),
    ],
    [
      'uncommit during signing before any signature',
      'editor',
      'signing',
      'uncommit',
      {},
      ok('draft'),
    ],
    [
      'no uncommit once someone has signed',
      'landlord',
      'signing',
      'uncommit',
      { signatureCount: 1 },
      no('already_signed'),
    ],
    [
      'even staff cannot uncommit a signed contract',
      'staff',
      'signed',
      'uncommit',
      {},
      no('wrong_status'),
    ],
    ['a tenant may not uncommit', 'tenant', 'committed', 'uncommit', {}, no('forbidden')],
    [
      'a read-only collaborator may not uncommit',
      'reader',
      'committed',
      'uncommit',
      {},
      no('forbidden'),
    ],
    // delete
    ['the landlord deletes a draft', 'landlord', 'draft', 'delete', {}, ok(null)],
    ['staff delete a draft', 'staff', 'draft', 'delete', {}, ok(null)],
    ['an edit collaborator may not delete', 'editor', 'draft', 'delete', {}, no('forbidden')],
    ['a tenant may not delete', 'tenant', 'draft', 'delete', {}, no('forbidden')],
    [
      'a committed contract is not deleted',
      'landlord',
      'committed',
      'delete',
      {},
      no('wrong_status'),
    ],
    // signing
    [
      'the landlord starts electronic signing',
      'landlord',
      'committed',
      'start_signing',
      {},
      ok('signing'),
    ],
    [
      'a paper contract has no signing process',
      'landlord',
      'committed',
      'start_signing',
      { signType: 'paper' },
      no('wrong_sign_type'),
    ],
    ['a tenant may not start signing', 'tenant', 'committed', 'start_signing', {}, no('forbidden')],
    ['the landlord cancels signing', 'landlord', 'signing', 'cancel_signing', {}, ok('committed')],
    [
      'an edit collaborator cancels signing',
      'editor',
      'signing',
      'cancel_signing',
      {},
      ok('committed'),
    ],
    [
      'a read-only collaborator may not cancel signing',
      'reader',
      'signing',
      'cancel_signing',
      {},
      no('forbidden'),
    ],
    [
      'no signing to cancel in a draft',
      'landlord',
      'draft',
      'cancel_signing',
      {},
      no('wrong_status'),
    ],
    // paper and system
    [
      'staff mark a paper contract fully signed',
      'staff',
      'committed',
      'mark_signed',
      { signType: 'paper' },
      ok('signed'),
    ],
    [
      'staff do not mark an electronic one signed',
      'staff',
      'committed',
      'mark_signed',
      {},
      no('wrong_sign_type'),
    ],
    [
      'the landlord may not mark a paper contract signed',
      'landlord',
      'committed',
      'mark_signed',
      { signType: 'paper' },
      no('forbidden'),
    ],
    ['the webhook completes signing', 'system', 'signing', 'complete_signing', {}, ok('signed')],
    [
      'the outbox registers a signed contract',
      'system',
      'signed',
      'register',
      {},
      ok('registered'),
    ],
    [
      'the outbox does not register an unsigned one',
      'system',
      'committed',
      'register',
      {},
      no('wrong_status'),
    ],
    ['no user completes signing', 'staff', 'signing', 'complete_signing', {}, no('forbidden')],
    ['no user registers', 'landlord', 'signed', 'register', {}, no('forbidden')],
    ['the system does not commit', 'system', 'draft', 'commit', {}, no('forbidden')],
  ])('%s', (_, actor, status, action, extra, expected) => {
    expect(request(actor, status, action, extra)).toEqual(expected);
  });
});
