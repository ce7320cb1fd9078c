import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './inspections.operations.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Issue = { id: string; description: string; severity: string; isCarried: boolean };
type Subject = {
  id: string;
  tag: string;
  condition: string | null;
  previousCondition: string | null;
  isCarried: boolean;
  issues: Issue[];
};
type Report = {
  id: string;
  kind: string;
  status: string;
  viewerCanEdit: boolean;
  viewerRoles: string[];
  issueCount: number;
  users: { role: string }[];
  units: { id: string; type: string; subjects: Subject[] }[];
};

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;

const subjectsOf = (r: Report) => r.units.flatMap((u) => u.subjects);

async function contractOf(token: string, status: string): Promise<string> {
  const res = await stack.gql<{ contracts: { items: { id: string; status: string }[] } }>(
    op.CONTRACT_REPORTS,
    {},
    { token },
  );
  const found = res.data!.contracts.items.find((c) => c.status === status.toUpperCase());
  if (!found) throw new Error(`no ${status} contract`);
  return found.id;
}

async function create(contractId: string, kind = 'MOVE_IN'): Promise<Report> {
  const res = await stack.gql<{ createInspectionReport: Report }>(
    op.CREATE,
    { input: { contractId, kind } },
    { token: jon },
  );
  expect(res.errors).toEqual([]);
  return res.data!.createInspectionReport;
}

async function fillAll(report: Report) {
  for (const unit of report.units) {
    const res = await stack.gql(
      op.FILL_ROOM,
      { input: { reportId: report.id, unitId: unit.id, condition: 'GOOD' } },
      { token: jon },
    );
    expect(res.errors).toEqual([]);
  }
}

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
});
afterAll(async () => {
  await stack?.close();
});

describe('inspection reports over GraphQL', () => {
  it('creates a move-in from a contract, edits it and commits it; the tenant then only reads', async () => {
    const contractId = await contractOf(jon, 'committed');
    const report = await create(contractId);
    expect(report).toMatchObject({ kind: 'MOVE_IN', status: 'DRAFT', viewerCanEdit: true });
    expect(report.units[0]!.type).toBe('APARTMENT');

    const floor = subjectsOf(report).find((s) => s.tag === 'FLOOR')!;
    const set = await stack.gql<{ setInspectionSubject: Report }>(
      op.SET_SUBJECT,
      { input: { reportId: report.id, subjectId: floor.id, condition: 'DAMAGED' } },
      { token: anna },
    );
    expect(set.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(1);
    const added = await stack.gql<{ addInspectionIssue: Report }>(
      op.ADD_ISSUE,
      {
        input: {
          reportId: report.id,
          subjectId: floor.id,
          description: 'Rispa á parketi',
          severity: 'MINOR',
          responsibility: 'TENANT',
        },
      },
      { token: jon },
    );
    expect(added.errors).toEqual([]);
    expect(added.data!.addInspectionIssue.issueCount).toBe(1);

    const early = await stack.gql(
      op.COMMIT,
      { input: { reportId: report.id, signType: 'ELECTRONIC' } },
      { token: jon },
    );
    expect(codesOf(early)).toEqual(['BAD_USER_INPUT']);

    await fillAll(report);
    const committed = await stack.gql<{ commitInspectionReport: Report }>(
      op.COMMIT,
      { input: { reportId: report.id, signType: 'ELECTRONIC' } },
      { token: jon },
    );
    expect(committed.errors).toEqual([]);
    expect(committed.data!.commitInspectionReport).toMatchObject({
      status: 'SIGNING',
      viewerCanEdit: false,
    });

    const read = await stack.gql<{ inspectionReport: Report }>(
      op.REPORT,
      { id: report.id },
      { token: anna },
    );
    expect(read.data!.inspectionReport).toMatchObject({
      viewerRoles: ['TN'],
      viewerCanEdit: false,
    });
    // The whole page (rooms, subjects, issues) is one REST call.
    expect(lastRestCalls(stack)).toBe(1);
    const damaged = subjectsOf(read.data!.inspectionReport).find((s) => s.id === floor.id)!;
    expect(damaged).toMatchObject({ condition: 'DAMAGED' });
    expect(damaged.issues[0]).toMatchObject({ description: 'Rispa á parketi', severity: 'MINOR' });

    const edit = await stack.gql(
      op.SET_SUBJECT,
      { input: { reportId: report.id, subjectId: floor.id, condition: 'GOOD' } },
      { token: anna },
    );
    expect(codesOf(edit)).toEqual(['CONFLICT']);

    const stranger = await stack.gql<{ inspectionReport: Report | null }>(
      op.REPORT,
      { id: report.id },
      { token: kristin },
    );
    expect(stranger.data!.inspectionReport).toBeNull();

    // Move-out from the committed move-in: the defect is carried forward.
    const moveOut = await create(contractId, 'MOVE_OUT');
    const carried = subjectsOf(moveOut).find((s) => s.previousCondition === 'DAMAGED')!;
    expect(carried.isCarried).toBe(true);
    expect(carried.issues.map((i) => [i.description, i.isCarried])).toEqual([
      ['Rispa á parketi', true],
    ]);
  });

  it('lists a page of reports, rooms and all, in two REST calls whatever the page holds', async () => {
    const contractId = await contractOf(jon, 'signed');
    await create(contractId);
    await create(contractId);
    const res = await stack.gql<{
      myInspectionReports: { count: number; pageSize: number; items: Report[] };
    }>(op.MY_REPORTS, {}, { token: jon });
    expect(res.errors).toEqual([]);
    const page = res.data!.myInspectionReports;
    expect(page.pageSize).toBe(25);
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    expect(page.items.every((r) => r.units.length > 0)).toBe(true);
    // The list, then one batch read of every report's rooms.
    expect(lastRestCalls(stack)).toBe(2);

    const perContract = await stack.gql<{
      contracts: { items: { id: string; inspectionReports: { id: string }[] }[] };
    }>(op.CONTRACT_REPORTS, {}, { token: jon });
    const withReports = perContract.data!.contracts.items.find((c) => c.id === contractId)!;
    expect(withReports.inspectionReports.length).toBe(2);
  });

  it('answers bad input as BAD_USER_INPUT, never a server error', async () => {
    const bad = await stack.gql(op.REPORT, { id: 'abc' }, { token: jon });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    const contractId = await contractOf(jon, 'committed');
    const report = await create(contractId);
    const subject = subjectsOf(report)[0]!;
    const empty = await stack.gql(
      op.ADD_ISSUE,
      {
        input: { reportId: report.id, subjectId: subject.id, description: ' ', severity: 'MAJOR' },
      },
      { token: jon },
    );
    expect(codesOf(empty)).toEqual(['BAD_USER_INPUT']);
    const room = await stack.gql<{
      addInspectionRoom: { units: { type: string; name: string | null; subjects: unknown[] }[] };
    }>(
      op.ADD_ROOM,
      { input: { reportId: report.id, type: 'STORAGE', name: 'Geymsla í kjallara' } },
      { token: anna },
    );
    expect(room.errors).toEqual([]);
    expect(room.data!.addInspectionRoom.units.at(-1)).toMatchObject({
      type: 'STORAGE',
      name: 'Geymsla í kjallara',
    });
    const badRoom = await stack.gql(
      op.ADD_ROOM,
      { input: { reportId: report.id, type: 'DUNGEON' } },
      { token: anna },
    );
    expect(codesOf(badRoom)).toEqual(['BAD_USER_INPUT']);
    const byTenant = await stack.gql(
      op.CREATE,
      { input: { contractId, kind: 'MOVE_IN' } },
      {
        token: anna,
      },
    );
    expect(codesOf(byTenant)).toEqual(['FORBIDDEN']);
  });
});
