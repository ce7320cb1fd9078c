import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { addCollaborator } from './support/contracts.js';
import {
  createReport,
  fillAllGood,
  findContract,
  subjectsOf,
  type ReportBody,
  type ReportPageBody,
} from './support/inspections.js';

let t: TestApp;
let landlord: Session;
let tenant: Session;
let staff: Session;
let stranger: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [landlord, tenant, staff, stranger] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('staff'),
    t.as('otherTenant'),
  ]);
  contractId = await findContract(t, landlord, 'committed');
});
afterAll(() => t.close());

const get = (s: Session, id: number) =>
  t.call<ReportBody>('GET', `/api/inspection-reports/${id}/`, { token: s.access });

describe('creating a report from a contract (sync-contract)', () => {
  it('makes the parties its users and the lease its rooms with the usual subjects', async () => {
    const report = await createReport(t, landlord, contractId);
    expect(report).toMatchObject({ kind: 'move_in', status: 'DRAFT', viewer_can_edit: true });
    expect(report.users.map((u) => u.role).sort()).toEqual(['LL', 'TN']);
    expect(report.users.every((u) => u.user_id !== null)).toBe(true);
    const types = report.units!.map((u) => u.type);
    expect(types[0]).toBe('apartment');
    expect(types).toEqual(expect.arrayContaining(['kitchen', 'bathroom', 'living_room']));
    const bedroom = report.units!.find((u) => u.type === 'bedroom')!;
    expect(bedroom.subjects.map((s) => s.tag)).toEqual(
      expect.arrayContaining(['walls', 'floor', 'ceiling', 'windows', 'doors', 'radiators']),
    );
    expect(subjectsOf(report).every((s) => s.condition === null)).toBe(true);
  });

  it('refuses a draft contract, a tenant, a stranger and a bad kind', async () => {
    const draft = await findContract(t, landlord, 'draft');
    const onDraft = await t.call('POST', `/api/contracts/${draft}/inspection-reports/`, {
      token: landlord.access,
      body: { kind: 'move_in' },
    });
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.code).toBe('contract_not_committed');
    const byTenant = await t.call('POST', `/api/contracts/${contractId}/inspection-reports/`, {
      token: tenant.access,
      body: { kind: 'move_in' },
    });
    expect(byTenant.status).toBe(403);
    const byStranger = await t.call('POST', `/api/contracts/${contractId}/inspection-reports/`, {
      token: stranger.access,
      body: { kind: 'move_in' },
    });
    expect(byStranger.status).toBe(404);
    const badKind = await t.call('POST', `/api/contracts/${contractId}/inspection-reports/`, {
      token: landlord.access,
      body: { kind: 'moving_day' },
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.fields).toHaveProperty('kind');
    const anonymous = await t.call('POST', `/api/contracts/${contractId}/inspection-reports/`, {
      body: { kind: 'move_in' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a move-out before the move-in is committed', async () => {
    const other = await findContract(t, landlord, 'signed');
    const reply = await t.call('POST', `/api/contracts/${other}/inspection-reports/`, {
      token: landlord.access,
      body: { kind: 'move_out' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('no_move_in');
  });
});

describe('who sees and edits a report (SPEC 6)', () => {
  it('shows it to its users and staff only; the tenant edits, a stranger hears 404', async () => {
    const report = await createReport(t, landlord, contractId);
    for (const s of [landlord, tenant, staff]) expect((await get(s, report.id)).status).toBe(200);
    expect((await get(stranger, report.id)).status).toBe(404);
    expect((await t.call('GET', `/api/inspection-reports/${report.id}/`)).status).toBe(401);
    const subject = subjectsOf(report)[0]!;
    const byTenant = await t.call<ReportBody>(
      'PATCH',
      `/api/inspection-reports/${report.id}/subjects/${subject.id}/`,
      { token: tenant.access, body: { condition: 'worn', note: 'Rispur við hurð' } },
    );
    expect(byTenant.status).toBe(200);
    const changed = subjectsOf(byTenant.body).find((s) => s.id === subject.id)!;
    expect(changed).toMatchObject({ condition: 'worn', note: 'Rispur við hurð' });
    const byStranger = await t.call(
      'PATCH',
      `/api/inspection-reports/${report.id}/subjects/${subject.id}/`,
      { token: stranger.access, body: { condition: 'good' } },
    );
    expect(byStranger.status).toBe(404);
  });

  it('lets role R read but not change, and lists a report for its users only', async () => {
    const collaborator = await t.register({ user_type: 'LL' });
    await addCollaborator(t, contractId, collaborator.userId, 'R');
    const report = await createReport(t, landlord, contractId);
    expect(report.users.find((u) => u.user_id === collaborator.userId)?.role).toBe('R');
    const read = await get(collaborator, report.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ viewer_roles: ['R'], viewer_can_edit: false });
    const subject = subjectsOf(report)[0]!;
    const write = await t.call(
      'PATCH',
      `/api/inspection-reports/${report.id}/subjects/${subject.id}/`,
      { token: collaborator.access, body: { condition: 'good' } },
    );
    expect(write.status).toBe(403);
    const issue = await t.call('POST', `/api/inspection-reports/${report.id}/issues/`, {
      token: collaborator.access,
      body: { subject_id: subject.id, description: 'Gat', severity: 'minor' },
    });
    expect(issue.status).toBe(403);
    const commit = await t.call('POST', `/api/inspection-reports/${report.id}/commit/`, {
      token: collaborator.access,
      body: { sign_type: 'electronic' },
    });
    expect(commit.status).toBe(403);

    const mine = await t.call<ReportPageBody>('GET', '/api/inspection-reports/', {
      token: collaborator.access,
    });
    expect(mine.body.results.map((r) => r.id)).toContain(report.id);
    expect(mine.body.results[0]).not.toHaveProperty('units');
    const theirs = await t.call<ReportPageBody>('GET', '/api/inspection-reports/', {
      token: stranger.access,
    });
    expect(theirs.body.results.map((r) => r.id)).not.toContain(report.id);
    const batch = await t.call<ReportPageBody>('GET', `/api/inspection-reports/?ids=${report.id}`, {
      token: stranger.access,
    });
    expect(batch.body.results).toEqual([]);
  });

  it('pages the list by 25 with links', async () => {
    const reply = await t.call<ReportPageBody>('GET', '/api/inspection-reports/?page_size=1', {
      token: landlord.access,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.results).toHaveLength(1);
    expect(reply.body.count).toBeGreaterThan(1);
    expect(reply.body.next).toContain('page=2');
    const bad = await t.call('GET', '/api/inspection-reports/?page=0', { token: landlord.access });
    expect(bad.status).toBe(400);
  });
});

describe('issues and bad input', () => {
  it('adds, changes and removes an issue; refuses bad bodies with field errors', async () => {
    const report = await createReport(t, landlord, contractId);
    const subject = subjectsOf(report).find((s) => s.tag === 'floor')!;
    const url = `/api/inspection-reports/${report.id}/issues/`;
    const added = await t.call<ReportBody>('POST', url, {
      token: landlord.access,
      body: { subject_id: subject.id, description: 'Rispa á parketi', severity: 'minor' },
    });
    expect(added.status).toBe(201);
    const issue = subjectsOf(added.body).find((s) => s.id === subject.id)!.issues[0]!;
    expect(issue).toMatchObject({ responsibility: 'undecided', is_carried: false });

    const changed = await t.call<ReportBody>('PATCH', `${url}${issue.id}/`, {
      token: tenant.access,
      body: { severity: 'moderate', responsibility: 'landlord' },
    });
    expect(changed.status).toBe(200);
    expect(subjectsOf(changed.body).flatMap((s) => s.issues)[0]).toMatchObject({
      severity: 'moderate',
      responsibility: 'landlord',
    });

    const bad = await t.call('POST', url, {
      token: landlord.access,
      body: { subject_id: subject.id, description: '', severity: 'catastrophic' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['description', 'severity']);
    const foreign = await t.call('POST', url, {
      token: landlord.access,
      body: { subject_id: 999_999, description: 'Gat', severity: 'minor' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ subject_id: 'validation.inspections.subject' });
    const badCondition = await t.call(
      'PATCH',
      `/api/inspection-reports/${report.id}/subjects/${subject.id}/`,
      { token: landlord.access, body: { condition: 'shattered' } },
    );
    expect(badCondition.status).toBe(400);
    expect(badCondition.body.fields).toHaveProperty('condition');
    const unknownSubject = await t.call(
      'PATCH',
      `/api/inspection-reports/${report.id}/subjects/999999/`,
      { token: landlord.access, body: { condition: 'good' } },
    );
    expect(unknownSubject.status).toBe(404);

    const removed = await t.call<ReportBody>('DELETE', `${url}${issue.id}/`, {
      token: landlord.access,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.issue_count).toBe(0);
  });
});

describe('commit and uncommit (SPEC 4)', () => {
  it('refuses an unfinished report, freezes a committed one and reopens it before signing', async () => {
    const report = await createReport(t, landlord, contractId);
    const commitUrl = `/api/inspection-reports/${report.id}/commit/`;
    const early = await t.call('POST', commitUrl, {
      token: landlord.access,
      body: { sign_type: 'electronic' },
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('report_incomplete');
    expect(Object.values(early.body.fields ?? {})).toContain(
      'inspections.errors.condition_missing',
    );
    const badType = await t.call('POST', commitUrl, {
      token: landlord.access,
      body: { sign_type: 'ink' },
    });
    expect(badType.status).toBe(400);

    await fillAllGood(t, landlord, report);
    const committed = await t.call<ReportBody>('POST', commitUrl, {
      token: landlord.access,
      body: { sign_type: 'electronic' },
    });
    expect(committed.status).toBe(200);
    expect(committed.body).toMatchObject({
      status: 'SIGNING',
      sign_type: 'electronic',
      viewer_can_edit: false,
    });

    const subject = subjectsOf(report)[0]!;
    const edit = await t.call(
      'PATCH',
      `/api/inspection-reports/${report.id}/subjects/${subject.id}/`,
      { token: landlord.access, body: { condition: 'damaged' } },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('read_only');
    expect(edit.body.detail).toMatch(/can no longer be changed/);
    const asStaff = await t.call('POST', `/api/inspection-reports/${report.id}/issues/`, {
      token: staff.access,
      body: { subject_id: subject.id, description: 'Gat', severity: 'minor' },
    });
    expect(asStaff.status).toBe(409);

    const reopened = await t.call<ReportBody>(
      'POST',
      `/api/inspection-reports/${report.id}/uncommit/`,
      { token: landlord.access },
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'DRAFT', sign_type: null });
    const again = await t.call('POST', `/api/inspection-reports/${report.id}/uncommit/`, {
      token: landlord.access,
    });
    expect(again.status).toBe(409);
  });

  it('refuses uncommit once someone has signed', async () => {
    const report = await createReport(t, landlord, contractId);
    await fillAllGood(t, landlord, report);
    await t.call('POST', `/api/inspection-reports/${report.id}/commit/`, {
      token: landlord.access,
      body: { sign_type: 'paper' },
    });
    const { inspectionUsers } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(inspectionUsers)
      .set({ signedAt: new Date() })
      .where(eq(inspectionUsers.id, report.users[0]!.id));
    const reply = await t.call('POST', `/api/inspection-reports/${report.id}/uncommit/`, {
      token: landlord.access,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('already_signed');
  });
});

describe('move-out from the committed move-in', () => {
  it('carries every subject and move-in defect forward, marked as carried', async () => {
    const signedContract = await findContract(t, landlord, 'signed');
    const moveIn = await createReport(t, landlord, signedContract);
    const floor = subjectsOf(moveIn).find((s) => s.tag === 'floor')!;
    await t.call('PATCH', `/api/inspection-reports/${moveIn.id}/subjects/${floor.id}/`, {
      token: landlord.access,
      body: { condition: 'damaged' },
    });
    await t.call('POST', `/api/inspection-reports/${moveIn.id}/issues/`, {
      token: landlord.access,
      body: {
        subject_id: floor.id,
        description: 'Vatnsskemmd í parketi',
        severity: 'major',
        responsibility: 'landlord',
      },
    });
    await fillAllGood(t, landlord, moveIn);
    const commit = await t.call('POST', `/api/inspection-reports/${moveIn.id}/commit/`, {
      token: landlord.access,
      body: { sign_type: 'electronic' },
    });
    expect(commit.status).toBe(200);

    const moveOut = await createReport(t, landlord, signedContract, 'move_out');
    expect(moveOut).toMatchObject({ kind: 'move_out', previous_report_id: moveIn.id });
    expect(subjectsOf(moveOut)).toHaveLength(subjectsOf(moveIn).length);
    expect(subjectsOf(moveOut).every((s) => s.is_carried && s.condition === null)).toBe(true);
    const carriedFloor = subjectsOf(moveOut).find((s) => s.previous_condition === 'damaged')!;
    expect(carriedFloor.tag).toBe('floor');
    expect(carriedFloor.issues).toEqual([
      expect.objectContaining({
        description: 'Vatnsskemmd í parketi',
        severity: 'major',
        is_carried: true,
      }),
    ]);
    expect(moveOut.users.map((u) => u.role).sort()).toEqual(['LL', 'TN']);

    const fresh = await t.call<ReportBody>(
      'POST',
      `/api/inspection-reports/${moveOut.id}/issues/`,
      {
        token: tenant.access,
        body: { subject_id: carriedFloor.id, description: 'Ný rispa', severity: 'minor' },
      },
    );
    const issues = subjectsOf(fresh.body).find((s) => s.id === carriedFloor.id)!.issues;
    expect(issues.map((i) => [i.description, i.is_carried])).toEqual([
      ['Vatnsskemmd í parketi', true],
      ['Ný rispa', false],
    ]);
  });
});

describe('rooms', () => {
  it('adds a room with its usual subjects, removes rooms, and needs one besides the apartment', async () => {
    const report = await createReport(t, landlord, contractId);
    const url = `/api/inspection-reports/${report.id}/units/`;
    const added = await t.call<ReportBody>('POST', url, {
      token: tenant.access,
      body: { type: 'storage', name: 'Geymsla í kjallara' },
    });
    expect(added.status).toBe(201);
    const storage = added.body.units!.at(-1)!;
    expect(storage).toMatchObject({ type: 'storage' });
    expect(storage.subjects.map((s) => s.tag)).toEqual(['walls', 'floor', 'ceiling', 'doors']);

    const bad = await t.call('POST', url, { token: landlord.access, body: { type: 'dungeon' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ type: 'validation.inspections.room_type' });

    let last = added.body;
    for (const unit of added.body.units!.filter((u) => u.type !== 'apartment')) {
      const removed = await t.call<ReportBody>('DELETE', `${url}${unit.id}/`, {
        token: landlord.access,
      });
      expect(removed.status).toBe(200);
      last = removed.body;
    }
    expect(last.units!.map((u) => u.type)).toEqual(['apartment']);
    await fillAllGood(t, landlord, last);
    const commit = await t.call('POST', `/api/inspection-reports/${report.id}/commit/`, {
      token: landlord.access,
      body: { sign_type: 'paper' },
    });
    expect(commit.status).toBe(400);
    expect(commit.body.fields).toEqual({ units: 'inspections.errors.no_rooms' });
    const gone = await t.call('DELETE', `${url}999999/`, { token: landlord.access });
    expect(gone.status).toBe(404);
  });
});
