import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECTION_PHOTO_ERRORS, INSPECTION_PHOTOS } from '@leiga/domain';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { addCollaborator } from './support/contracts.js';
import { makePhoto } from './support/images.js';
import {
  createReport,
  fillAllGood,
  findContract,
  subjectsOf,
  type ReportBody,
} from './support/inspections.js';
import { multipartBody, type UploadFile } from './support/multipart.js';

type Photo = {
  id: number;
  report_id: number;
  unit_id: number;
  subject_id: number | null;
  issue_id: number | null;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  file_name: string;
  viewer_can_delete: boolean;
};
type Answer = { results: Photo[]; code?: string; fields?: Record<string, string> };

let t: TestApp;
let landlord: Session;
let tenant: Session;
let staff: Session;
let stranger: Session;
let contractId: number;
let report: ReportBody;
let issueId: number;

const photo = async (filename = 'IMG_0001.jpg', hue = 120): Promise<UploadFile> => ({
  filename,
  contentType: 'image/jpeg',
  data: await makePhoto({ width: 1200, height: 900, hue }),
});

async function upload(
  session: Session,
  fields: Record<string, string>,
  files: UploadFile[],
  reportId = report.id,
) {
  const body = multipartBody(files, fields);
  return t.call<Answer>('POST', `/api/inspection-reports/${reportId}/photos/`, {
    token: session.access,
    headers: body.headers,
    body: body.payload,
  });
}

/** Follows a photo link as an <img> does: no bearer token. */
async function open(url: string) {
  const reply = await t.app.inject({ method: 'GET', url });
  return { status: reply.statusCode, headers: reply.headers, data: reply.rawPayload };
}

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [landlord, tenant, staff, stranger] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('staff'),
    t.as('otherTenant'),
  ]);
  contractId = await findContract(t, landlord, 'committed');
  report = await createReport(t, landlord, contractId);
  const subject = subjectsOf(report).find((s) => s.tag === 'walls')!;
  const added = await t.call<ReportBody>('POST', `/api/inspection-reports/${report.id}/issues/`, {
    token: landlord.access,
    body: { subject_id: subject.id, description: 'Gat í vegg við glugga', severity: 'moderate' },
  });
  issueId = subjectsOf(added.body).find((s) => s.id === subject.id)!.issues[0]!.id;
});
afterAll(() => t.close());

describe('uploading photos to a report', () => {
  it('ties photos to an issue, with its subject and room, and opens them through signed links', async () => {
    const reply = await upload(landlord, { issue_id: String(issueId) }, [
      await photo('IMG_0001.HEIC.jpg'),
      await photo('IMG_0002.jpg', 300),
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body.results).toHaveLength(2);
    const [first] = reply.body.results;
    const subject = subjectsOf(report).find((s) => s.tag === 'walls')!;
    expect(first).toMatchObject({
      report_id: report.id,
      issue_id: issueId,
      subject_id: subject.id,
      width: 1200,
      height: 900,
      viewer_can_delete: true,
    });
    expect(first!.unit_id).toBe(report.units!.find((u) => u.subjects.includes(subject))!.id);
    const full = await open(first!.url);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const thumb = await open(first!.thumbnail_url);
    const meta = await sharp(thumb.data).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(INSPECTION_PHOTOS.thumbnailEdge);
    // A link whose signature does not match opens nothing.
    const tampered = await open(
      first!.url.replace(/\.[A-Za-z0-9_-]{43}\/$/, `.${'A'.repeat(43)}/`),
    );
    expect(tampered.status).toBe(404);
  });

  it('takes a subject or a room from the tenant too, and lists every photo to the report’s users', async () => {
    const subject = subjectsOf(report).find((s) => s.tag === 'floor')!;
    const onSubject = await upload(tenant, { subject_id: String(subject.id) }, [await photo()]);
    expect(onSubject.status).toBe(201);
    expect(onSubject.body.results[0]).toMatchObject({ subject_id: subject.id, issue_id: null });
    const unit = report.units![1]!;
    const onUnit = await upload(tenant, { unit_id: String(unit.id) }, [await photo()]);
    expect(onUnit.status).toBe(201);
    expect(onUnit.body.results[0]).toMatchObject({ unit_id: unit.id, subject_id: null });

    const url = `/api/inspection-reports/${report.id}/photos/`;
    const byLandlord = await t.call<Answer>('GET', url, { token: landlord.access });
    expect(byLandlord.status).toBe(200);
    expect(byLandlord.body.results.length).toBeGreaterThanOrEqual(4);
    // The landlord may not delete the tenant's photo; staff may.
    const tenantsPhoto = byLandlord.body.results.find((p) => p.id === onUnit.body.results[0]!.id);
    expect(tenantsPhoto?.viewer_can_delete).toBe(false);
    expect((await t.call<Answer>('GET', url, { token: staff.access })).status).toBe(200);
    expect((await t.call('GET', url, { token: stranger.access })).status).toBe(404);
    expect((await t.call('GET', url)).status).toBe(401);
  });

  it('reads the own photos of rooms, subjects and issues in one batch call, for the reports I see', async () => {
    const subject = subjectsOf(report).find((s) => s.tag === 'floor')!;
    const unit = report.units![1]!;
    const q = `?unit_ids=${unit.id}&subject_ids=${subject.id}&issue_ids=${issueId}`;
    const mine = await t.call<Answer>('GET', `/api/inspection-photos/${q}`, {
      token: tenant.access,
    });
    expect(mine.status).toBe(200);
    const owners = mine.body.results.map((p) =>
      p.issue_id ? 'issue' : p.subject_id ? 'subject' : 'unit',
    );
    expect(owners.sort()).toEqual(['issue', 'issue', 'subject', 'unit']);
    const all = await t.call<Answer>('GET', `/api/inspection-photos/?report_ids=${report.id}`, {
      token: landlord.access,
    });
    expect(all.body.results).toHaveLength(4);
    const foreign = await t.call<Answer>('GET', `/api/inspection-photos/${q}`, {
      token: stranger.access,
    });
    expect(foreign.body.results).toEqual([]);
    const bad = await t.call('GET', '/api/inspection-photos/?unit_ids=a,b', {
      token: tenant.access,
    });
    expect(bad.status).toBe(400);
  });

  it('stores a retried upload once (the same client_key)', async () => {
    const fields = { unit_id: String(report.units![0]!.id), client_key: 'retry-key-0001' };
    const first = await upload(landlord, fields, [await photo()]);
    expect(first.status).toBe(201);
    const again = await upload(landlord, fields, [await photo()]);
    expect(again.status).toBe(200);
    expect(again.body.results[0]!.id).toBe(first.body.results[0]!.id);
  });
});

describe('bad photos and unknown places', () => {
  const unitField = () => ({ unit_id: String(report.units![0]!.id) });

  it('refuses what is not a photo, a damaged photo and one over 10 MB with clear codes', async () => {
    const text = await upload(landlord, unitField(), [
      { filename: 'notes.jpg', contentType: 'image/jpeg', data: Buffer.from('not a photo at all') },
    ]);
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: 'unsupported_image',
      fields: { file: INSPECTION_PHOTO_ERRORS.type },
    });
    const whole = await makePhoto({ width: 1200, height: 900 });
    const cut = await upload(landlord, unitField(), [
      { filename: 'cut.jpg', contentType: 'image/jpeg', data: whole.subarray(0, 600) },
    ]);
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({
      code: 'image_corrupt',
      fields: { file: INSPECTION_PHOTO_ERRORS.corrupt },
    });
    const huge = await upload(landlord, unitField(), [
      {
        filename: 'huge.jpg',
        contentType: 'image/jpeg',
        data: Buffer.concat([whole, Buffer.alloc(INSPECTION_PHOTOS.maxBytes)]),
      },
    ]);
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({
      code: 'photo_too_big',
      fields: { file: INSPECTION_PHOTO_ERRORS.size },
    });
  });

  it('asks for exactly one room, subject or issue of this report', async () => {
    const none = await upload(landlord, {}, [await photo()]);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ target: INSPECTION_PHOTO_ERRORS.target });
    const two = await upload(landlord, { ...unitField(), issue_id: String(issueId) }, [
      await photo(),
    ]);
    expect(two.status).toBe(400);
    const unknown = await upload(landlord, { subject_id: '999999' }, [await photo()]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'unknown_target',
      fields: { subject_id: INSPECTION_PHOTO_ERRORS.unknownTarget },
    });
    // Another report's room is not this report's.
    const other = await createReport(t, landlord, contractId);
    const foreign = await upload(landlord, { unit_id: String(other.units![0]!.id) }, [
      await photo(),
    ]);
    expect(foreign.status).toBe(400);
    const noFile = await upload(landlord, unitField(), []);
    expect(noFile.status).toBe(400);
  });
});

describe('who may add and delete photos', () => {
  it('lets role R and strangers add nothing', async () => {
    const collaborator = await t.register({ user_type: 'LL' });
    await addCollaborator(t, contractId, collaborator.userId, 'R');
    const own = await createReport(t, landlord, contractId);
    const fields = { unit_id: String(own.units![0]!.id) };
    expect((await upload(collaborator, fields, [await photo()], own.id)).status).toBe(403);
    expect((await upload(stranger, fields, [await photo()], own.id)).status).toBe(404);
    const anonymous = multipartBody([await photo()], fields);
    const reply = await t.call('POST', `/api/inspection-reports/${own.id}/photos/`, {
      headers: anonymous.headers,
      body: anonymous.payload,
    });
    expect(reply.status).toBe(401);
  });

  it('deletes a photo for the one who took it, and its file with it', async () => {
    const taken = await upload(tenant, { unit_id: String(report.units![0]!.id) }, [await photo()]);
    const taken0 = taken.body.results[0]!;
    const url = `/api/inspection-reports/${report.id}/photos/${taken0.id}/`;
    expect((await t.call('DELETE', url, { token: landlord.access })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: stranger.access })).status).toBe(404);
    expect((await t.call('DELETE', url, { token: tenant.access })).status).toBe(204);
    expect((await open(taken0.url)).status).toBe(404);
    expect((await t.call('DELETE', url, { token: tenant.access })).status).toBe(404);
  });

  it('refuses every change once the report is committed for signing, and keeps the photos', async () => {
    const own = await createReport(t, landlord, contractId);
    const fields = { unit_id: String(own.units![0]!.id) };
    const kept = await upload(landlord, fields, [await photo()], own.id);
    await fillAllGood(t, landlord, own);
    const commit = await t.call('POST', `/api/inspection-reports/${own.id}/commit/`, {
      token: landlord.access,
      body: { sign_type: 'electronic' },
    });
    expect(commit.status).toBe(200);
    const late = await upload(landlord, fields, [await photo()], own.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('read_only');
    const photoUrl = `/api/inspection-reports/${own.id}/photos/${kept.body.results[0]!.id}/`;
    const removal = await t.call<Answer>('DELETE', photoUrl, { token: landlord.access });
    expect(removal.status).toBe(409);
    const list = await t.call<Answer>('GET', `/api/inspection-reports/${own.id}/photos/`, {
      token: landlord.access,
    });
    expect(list.body.results).toHaveLength(1);
    expect(list.body.results[0]!.viewer_can_delete).toBe(false);
  });
});
