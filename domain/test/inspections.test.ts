import { describe, expect, it } from 'vitest';
import {
  ROOM_TYPES,
  canCarryForward,
  canEditInspection,
  checkFurnitureStep,
  checkInspectionTransition,
  checkRoomsStep,
  checkSummaryStep,
  commitInspectionSchema,
  createInspectionIssueSchema,
  getInspectionAccess,
  getRoomSubjects,
  inspectionSubjectPatchSchema,
  planUnitRooms,
  type InspectionAccess,
  type InspectionActor,
  type InspectionStatus,
  type RuleUnit,
  type RuleUser,
} from '../src/index.js';

const actors = {
  landlord: { isStaff: false, roles: ['LL'] },
  tenant: { isStaff: false, roles: ['TN'] },
  inspector: { isStaff: false, roles: ['IN'] },
  agent: { isStaff: false, roles: ['AG'] },
  reader: { isStaff: false, roles: ['R'] },
  staff: { isStaff: true, roles: [] },
  stranger: { isStaff: false, roles: [] },
} satisfies Record<string, InspectionActor>;

describe('inspection access (SPEC 6)', () => {
  it.each<[keyof typeof actors, InspectionAccess]>([
    ['landlord', 'edit'],
    ['tenant', 'edit'],
    ['inspector', 'edit'],
    ['agent', 'edit'],
    ['reader', 'read'],
    ['staff', 'edit'],
    ['stranger', 'none'],
  ])('%s has %s access', (actor, access) => {
    expect(getInspectionAccess(actors[actor])).toBe(access);
  });

  it.each<[InspectionStatus, keyof typeof actors, boolean]>([
    ['DRAFT', 'landlord', true],
    ['DRAFT', 'tenant', true],
    ['DRAFT', 'reader', false],
    ['SIGNING', 'landlord', false],
    ['SIGNED', 'staff', false],
  ])('in %s, %s may edit: %s', (status, actor, expected) => {
    expect(canEditInspection(status, actors[actor])).toBe(expected);
  });
});

describe('inspection transitions (SPEC 4)', () => {
  it.each<[InspectionStatus, 'commit' | 'uncommit' | 'edit', keyof typeof actors, number, string]>([
    ['DRAFT', 'commit', 'landlord', 0, 'SIGNING'],
    ['DRAFT', 'edit', 'tenant', 0, 'DRAFT'],
    ['SIGNING', 'uncommit', 'landlord', 0, 'DRAFT'],
    ['SIGNING', 'uncommit', 'landlord', 1, 'already_signed'],
    ['SIGNING', 'commit', 'landlord', 0, 'read_only'],
    ['SIGNING', 'edit', 'staff', 0, 'read_only'],
    ['SIGNED', 'uncommit', 'staff', 0, 'read_only'],
    ['DRAFT', 'uncommit', 'landlord', 0, 'read_only'],
    ['DRAFT', 'commit', 'reader', 0, 'forbidden'],
    ['DRAFT', 'edit', 'stranger', 0, 'not_found'],
  ])('%s %s by %s with %i signatures: %s', (status, action, actor, signatureCount, expected) => {
    const result = checkInspectionTransition({
      status,
      action,
      actor: actors[actor],
      signatureCount,
    });
    expect(result.ok ? result.next : result.reason).toBe(expected);
  });

  it('carries forward only from a committed report', () => {
    expect(canCarryForward('DRAFT')).toBe(false);
    expect(canCarryForward('SIGNING')).toBe(true);
    expect(canCarryForward('SIGNED')).toBe(true);
  });
});

describe('configuration', () => {
  it('gives every room type its subjects, the usual ones in a bedroom', () => {
    for (const type of ROOM_TYPES) expect(getRoomSubjects(type).length).toBeGreaterThan(0);
    expect(getRoomSubjects('bedroom').map((s) => s.tag)).toEqual(
      expect.arrayContaining(['walls', 'floor', 'ceiling', 'windows', 'doors', 'radiators']),
    );
    expect(getRoomSubjects('apartment').map((s) => s.tag)).toContain('smoke_detector');
    expect(getRoomSubjects('kitchen').filter((s) => s.kind === 'appliance').length).toBe(5);
  });

  it.each<[number | null, number]>([
    [null, 0],
    [1, 0],
    [3, 2],
    [40, 10],
  ])('plans a unit of %s rooms with %i bedrooms', (rooms, bedrooms) => {
    const plan = planUnitRooms(rooms);
    expect(plan[0]).toBe('apartment');
    expect(plan.filter((t) => t === 'bedroom')).toHaveLength(bedrooms);
    expect(plan).toEqual(expect.arrayContaining(['kitchen', 'bathroom', 'living_room']));
  });
});

const unit = (
  id: number,
  type: RuleUnit['type'],
  subjects: RuleUnit['subjects'] = [],
): RuleUnit => ({ id, type, subjects });

describe('rooms step (SPEC 5)', () => {
  it.each<[string, RuleUnit[], string[]]>([
    ['no units', [], ['units']],
    ['only the apartment', [unit(1, 'apartment')], ['units']],
    ['a room, all set', [unit(2, 'kitchen', [{ id: 9, kind: 'surface', condition: 'good' }])], []],
    [
      'a subject without a status',
      [unit(2, 'kitchen', [{ id: 9, kind: 'fixture', condition: null }])],
      ['subjects.9'],
    ],
    [
      'an appliance without a status belongs to the furniture step',
      [unit(2, 'kitchen', [{ id: 9, kind: 'appliance', condition: null }])],
      [],
    ],
  ])('%s', (_name, units, paths) => {
    expect(checkRoomsStep(units).map((p) => p.path)).toEqual(paths);
  });
});

describe('furniture and appliances step (SPEC 5)', () => {
  it('needs a status on each furniture and appliance only', () => {
    const units = [
      unit(1, 'kitchen', [
        { id: 1, kind: 'appliance', condition: null },
        { id: 2, kind: 'furniture', condition: 'worn' },
        { id: 3, kind: 'surface', condition: null },
      ]),
    ];
    expect(checkFurnitureStep(units)).toEqual([
      { path: 'subjects.1', code: 'inspections.errors.condition_missing' },
    ]);
  });
});

const user = (id: number, role: RuleUser['role'], over: Partial<RuleUser> = {}): RuleUser => ({
  id,
  role,
  isIndividual: true,
  phoneCount: 1,
  emailCount: 1,
  ...over,
});

describe('summary step (SPEC 5)', () => {
  it.each<[string, RuleUser[], string[]]>([
    ['landlord and tenant with contacts', [user(1, 'LL'), user(2, 'TN')], []],
    ['no tenant', [user(1, 'LL')], ['users.TN']],
    ['no landlord', [user(2, 'TN')], ['users.LL']],
    [
      'a tenant without a phone',
      [user(1, 'LL'), user(2, 'TN', { phoneCount: 0 })],
      ['users.2.phones'],
    ],
    [
      'a landlord without an e-mail',
      [user(1, 'LL', { emailCount: 0 }), user(2, 'TN')],
      ['users.1.emails'],
    ],
    [
      'an agent that is a company',
      [user(1, 'LL'), user(2, 'TN'), user(3, 'AG', { isIndividual: false })],
      ['users.3.is_individual'],
    ],
    [
      'an agent without contacts is fine',
      [user(1, 'LL'), user(2, 'TN'), user(3, 'AG', { phoneCount: 0, emailCount: 0 })],
      [],
    ],
    [
      'an inspector present needs contacts',
      [user(1, 'LL'), user(2, 'TN'), user(3, 'IN', { emailCount: 0 })],
      ['users.3.emails'],
    ],
    [
      'a reader needs nothing',
      [user(1, 'LL'), user(2, 'TN'), user(4, 'R', { phoneCount: 0, emailCount: 0 })],
      [],
    ],
  ])('%s', (_name, users, paths) => {
    expect(checkSummaryStep(users).map((p) => p.path)).toEqual(paths);
  });
});

describe('REST bodies', () => {
  it('accepts a condition or a note, refuses an unknown condition and an empty body', () => {
    expect(inspectionSubjectPatchSchema.safeParse({ condition: 'damaged' }).success).toBe(true);
    expect(inspectionSubjectPatchSchema.safeParse({ condition: null }).success).toBe(true);
    expect(inspectionSubjectPatchSchema.safeParse({ note: 'Rispa' }).success).toBe(true);
    expect(inspectionSubjectPatchSchema.safeParse({ condition: 'broken' }).success).toBe(false);
    expect(inspectionSubjectPatchSchema.safeParse({}).success).toBe(false);
  });

  it('needs an issue description and a known severity; responsibility defaults to undecided', () => {
    const ok = createInspectionIssueSchema.parse({
      subject_id: 1,
      description: ' Rispa á parketi ',
      severity: 'minor',
    });
    expect(ok).toMatchObject({ description: 'Rispa á parketi', responsibility: 'undecided' });
    const bad = createInspectionIssueSchema.safeParse({
      subject_id: 1,
      description: '  ',
      severity: 'huge',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'description',
      'severity',
    ]);
  });

  it('commits with a sign type', () => {
    expect(commitInspectionSchema.safeParse({ sign_type: 'electronic' }).success).toBe(true);
    expect(commitInspectionSchema.safeParse({ sign_type: 'ink' }).success).toBe(false);
  });
});
