import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, inspectionSigningProcesses } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { pdfToText } from './support/contract-pdf.js';
import { makePhoto } from './support/images.js';
import { findContract, type ReportBody } from './support/inspections.js';
import {
  createCommittedReport,
  getStatus,
  ISSUE_TEXT,
  type InspectionSignatureBody,
} from './support/inspection-signing.js';
import { multipartBody } from './support/multipart.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let stranger: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4, esignSchedulerIntervalMs: 0 });
  [jon, anna, stranger] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
  ]);
  contractId = await findContract(t, jon, 'committed');
}, 60_000);
afterAll(() => t.close());

const url = (id: number, suffix: string) => `/api/inspection-reports/${id}/${suffix}`;
const today = () => new Date().toISOString().slice(0, 10);
const PDF_SCAN = Buffer.from('%PDF-1.4\n% the signed pages, scanned\n%%EOF\n');

type Outcome = { user_id: number; signed: boolean; decline_reason?: string };

/** The landlords and tenants on the report (inspection user ids), as the signing page lists them. */
async function signersOf(report: ReportBody): Promise<{ landlord: number; tenant: number }> {
  const status = await getStatus(t, jon, report.id);
  const id = (role: string) => status.attendance.find((a) => a.role === role)!.user_id;
  return { landlord: id('LL'), tenant: id('TN') };
}

async function record(
  session: Session,
  reportId: number,
  fields: { signed_on?: string; signers?: Outcome[] | string; client_key?: string },
  file: { data: Buffer; contentType: string; filename: string } | null = {
    data: PDF_SCAN,
    contentType: 'application/pdf',
    filename: 'undirritad.pdf',
  },
) {
  const text: Record<string, string> = {};
  if (fields.signed_on !== undefined) text['signed_on'] = fields.signed_on;
  if (fields.signers !== undefined)
    text['signers'] =
      typeof fields.signers === 'string' ? fields.signers : JSON.stringify(fields.signers);
  if (fields.client_key !== undefined) text['client_key'] = fields.client_key;
  const body = multipartBody(file ? [file] : [], text);
  return t.call<InspectionSignatureBody & { code?: string; fields?: Record<string, string> }>(
    'POST',
    url(reportId, 'paper-signatures/'),
    { token: session.access, headers: body.headers, body: body.payload },
  );
}

describe('signing an inspection report on paper', () => {
  it('prints blank signature lines, records the paper with its scan, and the report is SIGNED once', async () => {
    const report = await createCommittedReport(t, jon, contractId, 'paper');
    const before = await getStatus(t, jon, report.id);
    expect(before).toMatchObject({ viewer_can_record_paper: true, viewer_can_start: false });
    expect((await getStatus(t, anna, report.id)).viewer_can_record_paper).toBe(false);
    // Electronic signing is not for a paper report.
    const start = await t.call('POST', url(report.id, 'signing/'), { token: jon.access });
    expect([start.status, start.body.code]).toEqual([409, 'not_signing']);

    // The printout: every landlord and tenant with a line to sign on, no record yet.
    const printed = await t.call<{ base64: string }>('GET', url(report.id, 'pdf/'), {
      token: jon.access,
    });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const printout = await pdfToText(Buffer.from(printed.body.base64, 'base64'));
    expect(printout).toContain('Undirskrift');
    expect(printout).toContain(ISSUE_TEXT);
    expect(printout).not.toContain('Ferill undirritunar');
    expect(printout).not.toContain('Hefur ekki undirritað');

    const { landlord, tenant } = await signersOf(report);
    const reason = 'Leigjandi telur rispurnar eldri en úttektina';
    const fields = {
      signed_on: today(),
      signers: [
        { user_id: landlord, signed: true },
        { user_id: tenant, signed: false, decline_reason: reason },
      ],
      client_key: `paper-${report.id}-first-try`,
    };
    // A retry of an answer lost on the way, sent many times at once: one record.
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => record(jon, report.id, fields)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const processes = await t.db
      .select()
      .from(inspectionSigningProcesses)
      .where(eq(inspectionSigningProcesses.reportId, report.id));
    expect(processes).toHaveLength(1);
    const signedEvents = (
      await t.db.select().from(events).where(eq(events.type, 'inspection.signed'))
    ).filter((e) => (e.payload as { report_id: number }).report_id === report.id);
    expect(signedEvents).toHaveLength(1);

    await t.app.ctx.events.kick();
    const done = await getStatus(t, anna, report.id);
    expect(done.report_status).toBe('SIGNED');
    expect(done.viewer_can_record_paper).toBe(false);
    expect(done.paper_scan).toEqual({
      sha256: processes[0]!.documentHash,
      content_type: 'application/pdf',
    });
    expect(done.signers.map((s) => [s.role, s.status, s.decline_reason]).sort()).toEqual([
      ['LL', 'signed', null],
      ['TN', 'declined', reason],
    ]);

    // The scan comes back as it was recorded, to every party.
    const scan = await t.call<{ base64: string; content_type: string; filename: string }>(
      'GET',
      url(report.id, 'paper-scan/'),
      { token: anna.access },
    );
    expect(scan.status).toBe(200);
    expect(Buffer.from(scan.body.base64, 'base64').equals(PDF_SCAN)).toBe(true);
    expect(scan.body.filename).toMatch(/\.pdf$/);

    // The signed PDF says it was signed on paper, the day, the refusal and the scan's hash.
    const signed = await t.call<{ base64: string }>('GET', url(report.id, 'pdf/'), {
      token: anna.access,
    });
    const text = await pdfToText(Buffer.from(signed.body.base64, 'base64'));
    expect(text).toContain(`Undirritað á pappír ${today()}`);
    expect(text.replace(/\s+/g, ' ')).toContain(`Neitaði að undirrita ${today()}: ${reason}`);
    expect(text).toContain(processes[0]!.documentHash.slice(0, 32));

    // Nothing more to record.
    const again = await record(jon, report.id, { ...fields, client_key: 'another-key-123' });
    expect([again.status, again.body.code]).toEqual([409, 'not_signing']);
  });

  it('refuses an incomplete or wrong record with field errors, and keeps nothing', async () => {
    const report = await createCommittedReport(t, jon, contractId, 'paper');
    const { landlord, tenant } = await signersOf(report);
    const fieldsOf = async (
      fields: Parameters<typeof record>[2],
      file?: Parameters<typeof record>[3],
    ) => {
      const reply = await record(jon, report.id, fields, file);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return reply.body.fields ?? {};
    };
    // The landlord must sign; a refusal needs its reason; everyone once.
    expect(
      await fieldsOf({
        signed_on: today(),
        signers: [
          { user_id: landlord, signed: false, decline_reason: 'x' },
          { user_id: tenant, signed: true },
        ],
      }),
    ).toEqual({ 'signers.0.signed': 'inspection-signing.errors.paper_landlord_signs' });
    expect(
      await fieldsOf({
        signed_on: today(),
        signers: [
          { user_id: landlord, signed: true },
          { user_id: tenant, signed: false },
        ],
      }),
    ).toEqual({ 'signers.1.decline_reason': 'inspection-signing.errors.paper_reason_required' });
    expect(
      await fieldsOf({ signed_on: today(), signers: [{ user_id: landlord, signed: true }] }),
    ).toEqual({ signers: 'inspection-signing.errors.paper_missing_signer' });
    expect(
      await fieldsOf({
        signed_on: today(),
        signers: [
          { user_id: landlord, signed: true },
          { user_id: tenant, signed: true },
          { user_id: 999_999, signed: true },
        ],
      }),
    ).toEqual({ 'signers.2.user_id': 'inspection-signing.errors.paper_unknown_signer' });
    // A day in the future, or not a day; signers that are not JSON.
    const both = [
      { user_id: landlord, signed: true },
      { user_id: tenant, signed: true },
    ];
    expect(await fieldsOf({ signed_on: '2999-01-01', signers: both })).toEqual({
      signed_on: 'inspection-signing.errors.paper_date_future',
    });
    expect(await fieldsOf({ signed_on: '2026-02-30', signers: both })).toEqual({
      signed_on: 'inspection-signing.errors.paper_date',
    });
    expect(await fieldsOf({ signed_on: today(), signers: '[{' })).toEqual({
      signers: 'validation.invalid',
    });
    // The scan: required, and a PDF, JPEG or PNG by its bytes, whatever its name says.
    expect(await fieldsOf({ signed_on: today(), signers: both }, null)).toEqual({
      file: 'validation.required',
    });
    expect(
      await fieldsOf(
        { signed_on: today(), signers: both },
        { data: Buffer.from('MZ not a scan'), contentType: 'application/pdf', filename: 'a.pdf' },
      ),
    ).toEqual({ file: 'validation.file_type' });

    expect((await getStatus(t, jon, report.id)).report_status).toBe('SIGNING');
    const processes = await t.db
      .select()
      .from(inspectionSigningProcesses)
      .where(eq(inspectionSigningProcesses.reportId, report.id));
    expect(processes).toHaveLength(0);

    // A photo of the signed pages is as good as a scan.
    const photo = await makePhoto({ width: 800, height: 1100, hue: 30 });
    const ok = await record(
      jon,
      report.id,
      { signed_on: today(), signers: both },
      { data: photo, contentType: 'image/jpeg', filename: 'IMG_2001.jpg' },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.paper_scan?.content_type).toBe('image/jpeg');
  });

  it('is the landlord side’s to record, and only on a paper report', async () => {
    const paper = await createCommittedReport(t, jon, contractId, 'paper');
    const { landlord, tenant } = await signersOf(paper);
    const fields = {
      signed_on: today(),
      signers: [
        { user_id: landlord, signed: true },
        { user_id: tenant, signed: true },
      ],
    };
    expect((await record(anna, paper.id, fields)).status).toBe(403);
    expect((await record(stranger, paper.id, fields)).status).toBe(404);
    const noScan = await t.call('GET', url(paper.id, 'paper-scan/'), { token: jon.access });
    expect(noScan.status).toBe(404);

    const electronic = await createCommittedReport(t, jon, contractId, 'electronic');
    const reply = await record(jon, electronic.id, fields);
    expect([reply.status, reply.body.code]).toEqual([409, 'not_paper']);
  });
});
