import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './inspections.operations.js';
import * as photoOps from './inspection-photos.operations.js';
import { loadPersistedDocuments } from '../src/plugins/trusted-documents.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Photo = {
  id: string;
  reportId: string;
  unitId: string;
  subjectId: string | null;
  issueId: string | null;
  url: string;
  viewerCanDelete: boolean;
};
type Issue = { id: string; photos: Photo[] };
type Subject = { id: string; tag: string; photos: Photo[]; issues: Issue[] };
type Unit = { id: string; photos: Photo[]; subjects: Subject[] };
type MediaReport = { id: string; photos: Photo[]; units: Unit[] };
type Created = { id: string; units: { id: string; subjects: { id: string; tag: string }[] }[] };

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;
let report: Created;
let issueId: string;

/** A photo sent as the web's upload queue sends it: multipart, one file, its target by id. */
async function uploadPhoto(token: string, target: Record<string, string>): Promise<number> {
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#7a9cc6' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries(target)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const res = await fetch(`${stack.api.url}/api/inspection-reports/${report.id}/photos/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return res.status;
}

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
  const contracts = await stack.gql<{ contracts: { items: { id: string; status: string }[] } }>(
    op.CONTRACT_REPORTS,
    {},
    { token: jon },
  );
  const contractId = contracts.data!.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
  const created = await stack.gql<{ createInspectionReport: Created }>(
    op.CREATE,
    { input: { contractId, kind: 'MOVE_IN' } },
    { token: jon },
  );
  report = created.data!.createInspectionReport;
  const walls = report.units[1]!.subjects.find((s) => s.tag === 'WALLS')!;
  const added = await stack.gql<{
    addInspectionIssue: { units: { subjects: { id: string; issues: { id: string }[] }[] }[] };
  }>(
    op.ADD_ISSUE,
    {
      input: {
        reportId: report.id,
        subjectId: walls.id,
        description: 'Gat í vegg',
        severity: 'MINOR',
      },
    },
    { token: jon },
  );
  issueId = added
    .data!.addInspectionIssue.units.flatMap((u) => u.subjects)
    .find((s) => s.id === walls.id)!.issues[0]!.id;
  const floor = report.units[2]!.subjects.find((s) => s.tag === 'FLOOR')!;
  expect(await uploadPhoto(jon, { issue_id: issueId })).toBe(201);
  expect(await uploadPhoto(anna, { subject_id: floor.id })).toBe(201);
  expect(await uploadPhoto(anna, { unit_id: report.units[0]!.id })).toBe(201);
});
afterAll(() => stack.close());

describe('inspection photos in the graph', () => {
  it('reads the photos of the report, every room, subject and issue in two REST calls', async () => {
    const res = await stack.gql<{ inspectionReport: MediaReport }>(
      photoOps.REPORT_PHOTOS,
      { id: report.id },
      { token: anna },
    );
    expect(res.errors).toEqual([]);
    // One read of the report, one batch read of all its photos, however many rooms it has.
    expect(lastRestCalls(stack)).toBe(2);
    const r = res.data!.inspectionReport;
    expect(r.photos).toHaveLength(3);
    expect(r.units[0]!.photos).toHaveLength(1);
    const subjects = r.units.flatMap((u) => u.subjects);
    expect(subjects.flatMap((s) => s.photos)).toHaveLength(1);
    const issue = subjects.flatMap((s) => s.issues).find((i) => i.id === issueId)!;
    expect(issue.photos).toHaveLength(1);
    expect(issue.photos[0]).toMatchObject({ issueId, reportId: report.id, viewerCanDelete: false });
    expect(issue.photos[0]!.url).toMatch(/^\/api\/inspection-photo-files\//);
  });

  it('hides the photos from a stranger and lets only their taker delete them', async () => {
    const foreign = await stack.gql<{ inspectionReport: MediaReport | null }>(
      photoOps.REPORT_PHOTOS,
      { id: report.id },
      { token: kristin },
    );
    expect(foreign.data?.inspectionReport).toBeNull();
    const jonsPhoto = (
      await stack.gql<{ inspectionReport: MediaReport }>(
        photoOps.REPORT_PHOTOS,
        { id: report.id },
        { token: jon },
      )
    ).data!.inspectionReport.photos.find((p) => p.issueId === issueId)!;
    const byAnna = await stack.gql(
      photoOps.DELETE_PHOTO,
      { input: { reportId: report.id, photoId: jonsPhoto.id } },
      { token: anna },
    );
    expect(codesOf(byAnna)).toEqual(['FORBIDDEN']);
    const byJon = await stack.gql<{ deleteInspectionPhoto: { photos: { id: string }[] } }>(
      photoOps.DELETE_PHOTO,
      { input: { reportId: report.id, photoId: jonsPhoto.id } },
      { token: jon },
    );
    expect(byJon.errors).toEqual([]);
    expect(byJon.data!.deleteInspectionPhoto.photos.map((p) => p.id)).not.toContain(jonsPhoto.id);
  });

  it('answers the web’s report page and media operations, photos included, within the graph’s limits', async () => {
    const documents = Object.values(loadPersistedDocuments());
    const find = (head: string) => documents.find((d) => d.includes(head))!;
    for (const head of ['query InspectionReport(', 'query InspectionReportMedia(']) {
      const res = await stack.gql(find(head), { id: report.id }, { token: anna });
      expect(res.errors ?? []).toEqual([]);
      expect(JSON.stringify(res.data)).toContain('thumbnailUrl');
    }
  });
});
