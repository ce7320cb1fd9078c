import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFECT_WINDOW_LIMITS } from '@leiga/domain';
import {
  inspectionAddendumPhotos,
  inspectionSigningProcesses,
  notifications,
} from '../src/db/schema/index.js';
import { defectWindowDedupeKey } from '../src/modules/inspections/defect-window/defect-window-service.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { injectSender, signAs } from './support/contracts-signing.js';
import { makePhoto } from './support/images.js';
import { findContract } from './support/inspections.js';
import { createCommittedReport, mySigningToken } from './support/inspection-signing.js';
import { multipartBody, type UploadFile } from './support/multipart.js';

type PhotoView = { id: number; url: string; thumbnail_url: string; file_name: string };
type Answer = { results: PhotoView[]; code?: string; fields?: Record<string, string> };
type Addendum = { id: number; created_by: number | null; photos: PhotoView[] };

let t: TestApp;
let jon: Session;
let anna: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4, esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna] = await Promise.all([t.as('landlord'), t.as('tenant')]);
  contractId = await findContract(t, jon, 'committed');
}, 60_000);
afterAll(() => t.close());

const photo = async (hue = 30): Promise<UploadFile> => ({
  filename: 'IMG_2040.jpg',
  contentType: 'image/jpeg',
  data: await makePhoto({ width: 1200, height: 900, hue }),
});

/** A signed move-in report, the link's token the tenant was sent, and a defect she added. */
async function defectOnSignedReport(): Promise<{
  reportId: number;
  token: string;
  defectId: number;
}> {
  const report = await createCommittedReport(t, jon, contractId);
  const started = await t.call('POST', `/api/inspection-reports/${report.id}/signing/`, {
    token: jon.access,
    headers: { 'idempotency-key': `start-photos-${report.id}` },
  });
  expect(started.status).toBe(201);
  await signAs(t, await mySigningToken(t, jon, report.id));
  await signAs(t, await mySigningToken(t, anna, report.id));
  await t.app.ctx.events.kick();
  const [sent] = await t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, anna.userId),
        eq(notifications.dedupeKey, defectWindowDedupeKey(report.id)),
      ),
    );
  const token = decodeURIComponent(/[?&]token=([^&]+)/.exec(sent!.targetPath)![1]!);
  const added = await t.call<Addendum>(
    'POST',
    `/api/inspection-reports/${report.id}/defect-window/`,
    {
      token: anna.access,
      body: { token, subject: 'Kitchen window', description: 'Cracked pane', severity: 'major' },
    },
  );
  expect(added.status).toBe(201);
  expect(added.body.photos).toEqual([]);
  return { reportId: report.id, token, defectId: added.body.id };
}

async function upload(
  session: Session,
  reportId: number,
  defectId: number,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  const body = multipartBody(files, fields);
  return t.call<Answer>(
    'POST',
    `/api/inspection-reports/${reportId}/defect-window/${defectId}/photos/`,
    { token: session.access, headers: body.headers, body: body.payload },
  );
}

describe('photos of a tenant’s defect', () => {
  it('stores the photo once per client key and shows it with the defect to both sides', async () => {
    const { reportId, token, defectId } = await defectOnSignedReport();
    const first = await upload(anna, reportId, defectId, { token, client_key: 'k1' }, [
      await photo(),
    ]);
    expect(first.status).toBe(201);
    expect(first.body.results).toHaveLength(1);
    // The answer was lost: the retry finds the stored photo rather than storing it again.
    const again = await upload(anna, reportId, defectId, { token, client_key: 'k1' }, [
      await photo(),
    ]);
    expect(again.status).toBe(200);
    expect(again.body.results[0]!.id).toBe(first.body.results[0]!.id);
    const rows = await t.db
      .select()
      .from(inspectionAddendumPhotos)
      .where(eq(inspectionAddendumPhotos.addendumId, defectId));
    expect(rows).toHaveLength(1);

    // The landlord reads the addenda with the photo, and its link opens a JPEG without a token.
    const addenda = await t.call<{ results: Addendum[] }>(
      'GET',
      `/api/inspection-reports/${reportId}/addenda/`,
      { token: jon.access },
    );
    const withPhoto = addenda.body.results.find((a) => a.id === defectId)!;
    expect(withPhoto.photos.map((p) => p.id)).toEqual([first.body.results[0]!.id]);
    const file = await t.app.inject({ method: 'GET', url: withPhoto.photos[0]!.thumbnail_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const forged = await t.app.inject({
      method: 'GET',
      url: withPhoto.photos[0]!.url.replace(/\.[A-Za-z0-9_-]{43}\/$/, `.${'A'.repeat(43)}/`),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('refuses the landlord, a wrong token, a file that is no photo and more than the limit', async () => {
    const { reportId, token, defectId } = await defectOnSignedReport();
    const landlord = await upload(jon, reportId, defectId, { token }, [await photo()]);
    expect(landlord.status).toBe(403);
    const forged = await upload(anna, reportId, defectId, { token: `${token}x` }, [await photo()]);
    expect([forged.status, forged.body.code]).toEqual([403, 'defect_link_invalid']);
    const text = await upload(anna, reportId, defectId, { token }, [
      { filename: 'notes.jpg', contentType: 'image/jpeg', data: Buffer.from('not a photo') },
    ]);
    expect(text.status).toBe(400);
    expect(text.body.fields?.['file']).toMatch(/^inspection-photos\.errors\./);
    const noToken = await upload(anna, reportId, defectId, {}, [await photo()]);
    expect(noToken.status).toBe(400);

    const max = DEFECT_WINDOW_LIMITS.photosPerDefect;
    const many = await Promise.all(Array.from({ length: max }, (_, i) => photo(i * 40)));
    expect((await upload(anna, reportId, defectId, { token }, many)).status).toBe(201);
    const over = await upload(anna, reportId, defectId, { token }, [await photo(300)]);
    expect([over.status, over.body.fields?.['file']]).toEqual([
      400,
      'inspection-window.errors.too_many_photos',
    ]);
    const rows = await t.db
      .select()
      .from(inspectionAddendumPhotos)
      .where(eq(inspectionAddendumPhotos.addendumId, defectId));
    expect(rows).toHaveLength(max);
  });

  it('keeps the limit when two uploads pass it together', async () => {
    const { reportId, token, defectId } = await defectOnSignedReport();
    const half = DEFECT_WINDOW_LIMITS.photosPerDefect / 2 + 1;
    const batch = (hue: number) =>
      Promise.all(Array.from({ length: half }, (_, i) => photo(hue + i * 10)));
    const [a, b] = await Promise.all([batch(0), batch(180)]);
    const answers = await Promise.all([
      upload(anna, reportId, defectId, { token }, a),
      upload(anna, reportId, defectId, { token }, b),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    const rows = await t.db
      .select()
      .from(inspectionAddendumPhotos)
      .where(eq(inspectionAddendumPhotos.addendumId, defectId));
    expect(rows).toHaveLength(half);
  });

  it('refuses a photo on another tenant’s defect and once the window has closed', async () => {
    const { reportId, token, defectId } = await defectOnSignedReport();
    // A landlord's own addendum on the same report is not the tenant's defect.
    const own = await t.call<Addendum>('POST', `/api/inspection-reports/${reportId}/addenda/`, {
      token: jon.access,
      body: { text: 'Keys returned' },
    });
    expect(own.status).toBe(201);
    const notHers = await upload(anna, reportId, own.body.id, { token }, [await photo()]);
    expect([notHers.status, notHers.body.code]).toEqual([403, 'defect_not_yours']);
    const missing = await upload(anna, reportId, 999_999, { token }, [await photo()]);
    expect(missing.status).toBe(404);

    await t.db
      .update(inspectionSigningProcesses)
      .set({ endedAt: new Date(Date.now() - (14 * 24 * 60 + 1) * 60 * 1000) })
      .where(eq(inspectionSigningProcesses.reportId, reportId));
    const late = await upload(anna, reportId, defectId, { token }, [await photo()]);
    expect([late.status, late.body.code]).toEqual([409, 'defect_window_closed']);
  });
});
