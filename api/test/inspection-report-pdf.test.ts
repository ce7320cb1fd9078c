import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, inspectionPhotos } from '../src/db/schema/index.js';
import { findReport } from '../src/modules/inspections/inspections-repository.js';
import { renderReportPdf } from '../src/modules/inspections/signing/report-pdf.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { pdfToText } from './support/contract-pdf.js';
import { makePhoto } from './support/images.js';
import { createReport, findContract, subjectsOf, type ReportBody } from './support/inspections.js';
import { multipartBody } from './support/multipart.js';

const run = promisify(execFile);

let t: TestApp;
let jon: Session;
let report: ReportBody;

const SCRATCHES = 'Rispur í parketi við vaskinn';
const HOLE = 'Gat í vegg við gluggann';

/** The images embedded in a PDF as poppler's pdfimages lists them. */
async function listPdfImages(bytes: Buffer) {
  const dir = await mkdtemp(path.join(tmpdir(), 'leiga-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdfimages', ['-list', file]);
    // Two header lines, then: page num type width height color comp bpc enc ...
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const cols = line.trim().split(/\s+/);
        return { type: cols[2], width: Number(cols[3]), height: Number(cols[4]), enc: cols[8] };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function addIssue(subjectId: number, description: string): Promise<number> {
  const reply = await t.call<ReportBody>('POST', `/api/inspection-reports/${report.id}/issues/`, {
    token: jon.access,
    body: { subject_id: subjectId, description, severity: 'moderate', responsibility: 'tenant' },
  });
  if (reply.status !== 201) throw new Error(`issue: ${reply.status}`);
  return subjectsOf(reply.body)
    .find((s) => s.id === subjectId)!
    .issues.find((i) => i.description === description)!.id;
}

async function uploadPhotos(issueId: number, count: number): Promise<void> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      filename: `IMG_${issueId}_${i}.jpg`,
      contentType: 'image/jpeg',
      data: await makePhoto({ width: 1200, height: 900, hue: i * 40 }),
    })),
  );
  const body = multipartBody(files, { issue_id: String(issueId) });
  const reply = await t.call('POST', `/api/inspection-reports/${report.id}/photos/`, {
    token: jon.access,
    headers: body.headers,
    body: body.payload,
  });
  if (reply.status !== 201) throw new Error(`upload: ${reply.status}`);
}

async function pdfOf(id: number): Promise<Buffer> {
  const reply = await t.call<{ base64: string }>('GET', `/api/inspection-reports/${id}/pdf/`, {
    token: jon.access,
  });
  expect(reply.status).toBe(200);
  return Buffer.from(reply.body.base64, 'base64');
}

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  jon = await t.as('landlord');
  const contractId = await findContract(t, jon, 'committed');
  const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
  // 92.4 m² needs two smoke detectors; the lease declares one, and no extinguisher.
  await t.db
    .update(contracts)
    .set({
      fireHazardSmokeDetectors: true,
      fireHazardHandFireExtinguishers: false,
      fireHazardEscapeRoutes: true,
      smokeDetectorCount: 1,
      realEstate: {
        ...contract!.realEstate!,
        units: [
          {
            property_code: '2001234',
            unit_code: '010201',
            size: 92.4,
            changed_size: null,
            rooms: 3,
            fire_insurance_value: 48_500_000,
          },
        ],
      },
    })
    .where(eq(contracts.id, contractId));
  report = await createReport(t, jon, contractId);
  const subjects = subjectsOf(report);
  const kitchen = report.units!.find((u) => u.type === 'kitchen')!;
  const floor = kitchen.subjects.find((s) => s.tag === 'floor')!;
  const walls = subjects.find((s) => s.tag === 'walls' && s.id !== floor.id)!;
  const scratches = await addIssue(floor.id, SCRATCHES);
  const hole = await addIssue(walls.id, HOLE);
  await uploadPhotos(scratches, 6);
  await uploadPhotos(hole, 2);
  // The hole's photos are lost from storage: one overwritten with junk, the other gone.
  const lost = await t.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.issueId, hole));
  const storage = t.app.ctx.storage;
  await storage.put(lost[0]!.storageKey, Buffer.from('not a photo'), 'image/jpeg');
  await storage.put(lost[0]!.thumbnailKey, Buffer.from('not a photo'), 'image/jpeg');
  await storage.delete(lost[1]!.storageKey);
  await storage.delete(lost[1]!.thumbnailKey);
}, 120_000);
afterAll(() => t.close());

describe('the inspection report PDF', () => {
  it('shows up to four thumbnails per issue, counts the rest and notes photos it cannot read', async () => {
    const bytes = await pdfOf(report.id);
    const text = (await pdfToText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(SCRATCHES);
    expect(text).toContain(HOLE);
    expect(text).toContain('6 myndir · 2 til viðbótar, ekki sýndar');
    expect(text).toContain('2 myndir · Ekki tókst að lesa 2');

    const images = await listPdfImages(bytes);
    // Four of the scratches' six photos; none of the hole's.
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image.enc).toBe('jpeg');
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(160);
    }
  });

  it('checks fire safety from the lease and the rooms, in the report’s language', async () => {
    const is = (await pdfToText(await pdfOf(report.id))).replace(/\s+/g, ' ');
    expect(is).toContain('Brunavarnir');
    expect(is).toContain('Reykskynjarar Í leigusamningi: Of fáir · 1 af 2 sem þarf');
    expect(is).toContain('Slökkvitæki Í leigusamningi: Vantar');
    expect(is).toContain('Flóttaleiðir Í leigusamningi: Í lagi');
    expect(is).toContain('Brunavörnum er ábótavant');
    // A draft whose smoke detectors nobody has judged yet says so, not "0 of 2 found".
    expect(is).toMatch(
      /Reykskynjarar Í leigusamningi: Of fáir · [^·]*· Ekki enn metið við úttektina/,
    );
    expect(is).not.toMatch(/Við úttekt: 0 af/);

    const row = await findReport(t.db, report.id);
    const en = await renderReportPdf(t.app.ctx, row!, {
      lang: 'en',
      signers: [],
      attendance: [],
      documentHash: null,
    });
    const text = (await pdfToText(en)).replace(/\s+/g, ' ');
    expect(text).toContain('Fire safety');
    expect(text).toContain('Smoke detectors In the lease: Too few · 1 of the 2');
    expect(text).toContain('Fire extinguisher In the lease: Missing');
    expect(text).toContain('Fire safety falls short');
    expect(text).toContain('6 photos · 2 more not shown');
    expect(await listPdfImages(en)).toHaveLength(4);
  });
});
