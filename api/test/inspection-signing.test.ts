import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  inspectionSignedDocuments,
  inspectionSigningProcesses,
  sandboxSigningProcesses,
} from '../src/db/schema/index.js';
import { findReport } from '../src/modules/inspections/inspections-repository.js';
import { listInspectionSignerDrafts } from '../src/modules/inspections/signing/signers.js';
import { resumeStalledInspectionStarts } from '../src/modules/inspections/signing/signing-scheduler.js';
import { inspectionSigners } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { pdfToText } from './support/contract-pdf.js';
import { injectSender, signAs } from './support/contracts-signing.js';
import { findContract, type ReportBody } from './support/inspections.js';
import {
  createCommittedReport,
  getStatus,
  ISSUE_TEXT,
  mySigningToken,
} from './support/inspection-signing.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let stranger: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4, esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna, stranger] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
  ]);
  contractId = await findContract(t, jon, 'committed');
}, 60_000);
afterAll(() => t.close());

const url = (id: number, suffix: string) => `/api/inspection-reports/${id}/${suffix}`;

async function start(report: ReportBody, key = `start-${report.id}-key`) {
  return t.call('POST', url(report.id, 'signing/'), {
    token: jon.access,
    headers: { 'idempotency-key': key },
  });
}

async function pdfOf(session: Session, id: number) {
  const reply = await t.call<{ base64: string }>('GET', url(id, 'pdf/'), {
    token: session.access,
  });
  expect(reply.status).toBe(200);
  return Buffer.from(reply.body.base64, 'base64');
}

describe('signing a committed report through the e-signature sandbox', () => {
  it('starts once per key, both parties sign, the report is SIGNED and its PDF lists the issue', async () => {
    const report = await createCommittedReport(t, jon, contractId);
    expect((await getStatus(t, jon, report.id)).viewer_can_start).toBe(true);
    expect((await start(report)).status).toBe(201);
    const again = await start(report);
    expect(again.status).toBe(200);
    const other = await start(report, `another-key-${report.id}`);
    expect([other.status, other.body.code]).toEqual([409, 'signing_open']);
    const processes = await t.db
      .select()
      .from(inspectionSigningProcesses)
      .where(eq(inspectionSigningProcesses.reportId, report.id));
    expect(processes).toHaveLength(1);
    const atProvider = await t.db
      .select()
      .from(sandboxSigningProcesses)
      .where(eq(sandboxSigningProcesses.reference, `inspection-${processes[0]!.id}`));
    expect(atProvider).toHaveLength(1);

    const status = await getStatus(t, anna, report.id);
    expect(status.signers.map((s) => [s.role, s.status]).sort()).toEqual([
      ['LL', 'pending'],
      ['TN', 'pending'],
    ]);
    expect(status.signers.every((s) => s.invited_at !== null)).toBe(true);
    expect(status).toMatchObject({ viewer_can_sign: true, viewer_can_decline: true });
    // Invitations went out by the sandbox (SMS and e-mail), as for contracts.
    expect((await t.outbox('anna@leiga.is')).some((m) => /sandbox\/e-sign/.test(m.body))).toBe(
      true,
    );

    await signAs(t, await mySigningToken(t, jon, report.id));
    // Someone has signed: the report can no longer be reopened.
    const uncommit = await t.call('POST', url(report.id, 'uncommit/'), { token: jon.access });
    expect([uncommit.status, uncommit.body.code]).toEqual([409, 'already_signed']);
    await signAs(t, await mySigningToken(t, anna, report.id));
    await t.app.ctx.events.kick();

    const done = await getStatus(t, jon, report.id);
    expect(done.report_status).toBe('SIGNED');
    expect(done.process?.status).toBe('signed');
    expect(done.signers.every((s) => s.status === 'signed' && s.signed_at)).toBe(true);
    expect(done.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);

    const text = await pdfToText(await pdfOf(anna, report.id));
    expect(text).toContain(ISSUE_TEXT);
    expect(text).toContain('Eldhús');
    expect(text).toContain('Skemmt');
    expect(text).toContain('Undirritað');
    // Fire safety is checked in the signed report too.
    expect(text).toContain('Brunavarnir');
    expect(text).toContain(done.process!.document_hash.slice(0, 32));
    // Served from storage: the same bytes every time.
    expect((await pdfOf(jon, report.id)).equals(await pdfOf(anna, report.id))).toBe(true);

    // Never edited again.
    const subject = report.units![0]!.subjects[0]!;
    const edit = await t.call('PATCH', url(report.id, `subjects/${subject.id}/`), {
      token: jon.access,
      body: { condition: 'worn' },
    });
    expect([edit.status, edit.body.code]).toEqual([409, 'read_only']);

    // Every party hears of it once.
    const notices = await t.call<{ results: { notification_type: string; target_path: string }[] }>(
      'GET',
      `/api/users/${anna.userId}/notifications/?page_size=50`,
      { token: anna.access },
    );
    expect(
      notices.body.results.filter(
        (n) =>
          n.notification_type === 'inspection_signed' && n.target_path.includes(`/${report.id}/`),
      ),
    ).toHaveLength(1);
  });

  it('hides signing from strangers and refuses a bad key', async () => {
    const report = await createCommittedReport(t, jon, contractId);
    const peek = await t.call('GET', url(report.id, 'e-signature/'), { token: stranger.access });
    expect(peek.status).toBe(404);
    const byTenant = await t.call('POST', url(report.id, 'signing/'), { token: anna.access });
    expect(byTenant.status).toBe(403);
    const short = await start({ ...report, id: report.id }, 'short');
    expect(short.status).toBe(400);
  });
});

describe('a tenant declines', () => {
  it('records the reason; the landlord still finishes and the PDF says who declined and why', async () => {
    const report = await createCommittedReport(t, jon, contractId);
    expect((await start(report)).status).toBe(201);
    const empty = await t.call('POST', url(report.id, 'decline/'), {
      token: anna.access,
      body: { reason: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('reason');
    const byLandlord = await t.call('POST', url(report.id, 'decline/'), {
      token: jon.access,
      body: { reason: 'Nei' },
    });
    expect([byLandlord.status, byLandlord.body.code]).toEqual([409, 'cannot_decline']);

    const declined = await t.call('POST', url(report.id, 'decline/'), {
      token: anna.access,
      body: { reason: 'Gólfið var þegar skemmt fyrir' },
    });
    expect(declined.status).toBe(200);
    const twice = await t.call('POST', url(report.id, 'decline/'), {
      token: anna.access,
      body: { reason: 'Aftur' },
    });
    expect(twice.status).toBe(409);

    const byTenant = await t.call('POST', url(report.id, 'finish-signing/'), {
      token: anna.access,
    });
    expect(byTenant.status).toBe(403);
    const early = await t.call('POST', url(report.id, 'finish-signing/'), { token: jon.access });
    expect([early.status, early.body.code]).toEqual([409, 'not_finishable']);
    await signAs(t, await mySigningToken(t, jon, report.id));
    expect((await getStatus(t, jon, report.id)).viewer_can_finish).toBe(true);
    const finished = await t.call('POST', url(report.id, 'finish-signing/'), {
      token: jon.access,
    });
    expect(finished.status).toBe(200);
    await t.app.ctx.events.kick();
    const status = await getStatus(t, anna, report.id);
    expect(status.report_status).toBe('SIGNED');
    expect(status.signers.find((s) => s.role === 'TN')).toMatchObject({
      status: 'declined',
      decline_reason: 'Gólfið var þegar skemmt fyrir',
    });
    const text = (await pdfToText(await pdfOf(jon, report.id))).replace(/\s+/g, ' ');
    expect(text).toMatch(/Neitaði að undirrita .*: Gólfið var þegar skemmt fyrir/);
  });
});

describe('uncommit, attendance and addenda', () => {
  it('uncommits before anyone signed and ends the process; records who was present', async () => {
    const report = await createCommittedReport(t, jon, contractId);
    expect((await start(report)).status).toBe(201);
    const status = await getStatus(t, jon, report.id);
    const [first, second] = status.attendance;
    const bad = await t.call('PUT', url(report.id, 'attendance/'), {
      token: jon.access,
      body: { attendees: [{ user_id: 999999, present: true }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty(['attendees.0.user_id']);
    const saved = await t.call<{ attendance: { present: boolean | null }[] }>(
      'PUT',
      url(report.id, 'attendance/'),
      {
        token: jon.access,
        body: {
          attendees: [
            { user_id: first!.user_id, present: true },
            { user_id: second!.user_id, present: false },
          ],
        },
      },
    );
    expect(saved.body.attendance.map((a) => a.present)).toEqual([true, false]);
    const byTenant = await t.call('PUT', url(report.id, 'attendance/'), {
      token: anna.access,
      body: { attendees: [] },
    });
    expect(byTenant.status).toBe(200);

    const reopened = await t.call<ReportBody>('POST', url(report.id, 'uncommit/'), {
      token: jon.access,
    });
    expect(reopened.body.status).toBe('DRAFT');
    expect((await getStatus(t, jon, report.id)).process?.status).toBe('cancelled');
    const addendum = await t.call('POST', url(report.id, 'addenda/'), {
      token: jon.access,
      body: { text: 'Of snemmt' },
    });
    expect([addendum.status, addendum.body.code]).toEqual([409, 'not_signed']);
  });

  it('adds addenda to a signed report: a DRAFT changes, a final one does not', async () => {
    const report = await createCommittedReport(t, jon, contractId);
    await start(report);
    await signAs(t, await mySigningToken(t, jon, report.id));
    await signAs(t, await mySigningToken(t, anna, report.id));
    const created = await t.call<{ id: number; status: string }>(
      'POST',
      url(report.id, 'addenda/'),
      { token: anna.access, body: { text: 'Leki undir vaski fannst eftir viku' } },
    );
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('DRAFT');
    const addendum = url(report.id, `addenda/${created.body.id}/`);
    const patched = await t.call('PATCH', addendum, {
      token: anna.access,
      body: { text: 'Leki undir eldhúsvaski' },
    });
    expect(patched.status).toBe(200);
    const final = await t.call('POST', `${addendum}commit/`, { token: anna.access });
    expect(final.body).toMatchObject({ status: 'COMMITTED' });
    const late = await t.call('PATCH', addendum, { token: anna.access, body: { text: 'Nei' } });
    expect([late.status, late.body.code]).toEqual([409, 'addendum_committed']);
    const list = await t.call<{ results: { text: string }[] }>('GET', url(report.id, 'addenda/'), {
      token: jon.access,
    });
    expect(list.body.results.map((a) => a.text)).toEqual(['Leki undir eldhúsvaski']);
    const tooLong = await t.call('POST', url(report.id, 'addenda/'), {
      token: jon.access,
      body: { text: 'x'.repeat(5000) },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('signatures are never lost or doubled', () => {
  it('handles a webhook delivered twice once, and stores one PDF however often the outbox delivers', async () => {
    const report = await createCommittedReport(t, jon, contractId);
    await start(report);
    const sandbox = t.app.ctx.providers.eSignatureSandbox;
    // Deliveries the api answered are replayed, as a provider that lost our answer would.
    const sent: { headers: Record<string, string>; body: string }[] = [];
    sandbox.useSender(async (request) => {
      sent.push(request);
      return injectSender(t)(request);
    });
    try {
      await signAs(t, await mySigningToken(t, jon, report.id));
      await signAs(t, await mySigningToken(t, anna, report.id));
      for (const request of sent) {
        const replay = await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/e-signature/',
          headers: request.headers,
          payload: request.body,
        });
        expect(replay.json()).toMatchObject({ received: true, duplicate: true });
      }
    } finally {
      sandbox.useSender(injectSender(t));
    }
    const status = await getStatus(t, jon, report.id);
    expect(status.signers.filter((s) => s.status === 'signed')).toHaveLength(2);

    // The outbox delivers `inspection.signed` again (a crash before it was marked done).
    await t.app.ctx.events.kick();
    const [event] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'inspection.signed'))
      .then((rows) => rows.filter((e) => e.payload['report_id'] === report.id));
    expect(event).toMatchObject({ lastError: null });
    await t.db
      .update(events)
      .set({ dispatchedAt: null, claimedUntil: null })
      .where(eq(events.id, event!.id));
    await t.app.ctx.events.kick();
    const documents = await t.db
      .select()
      .from(inspectionSignedDocuments)
      .where(eq(inspectionSignedDocuments.reportId, report.id));
    expect(documents).toHaveLength(1);
    const notices = await t.call<{ results: { notification_type: string; target_path: string }[] }>(
      'GET',
      `/api/users/${jon.userId}/notifications/?page_size=50`,
      { token: jon.access },
    );
    expect(
      notices.body.results.filter(
        (n) =>
          n.notification_type === 'inspection_signed' && n.target_path.includes(`/${report.id}/`),
      ),
    ).toHaveLength(1);
  });

  it('resumes a start a crash cut off between our commit and the provider, once', async () => {
    const report = await createCommittedReport(t, jon, contractId);
    // What a process killed after its transaction and before the provider answered leaves.
    const row = await findReport(t.db, report.id);
    const drafts = await listInspectionSignerDrafts(t.db, row!);
    const bytes = Buffer.from('%PDF-1.7 inspection report');
    const { createHash } = await import('node:crypto');
    const documentStorageKey = `inspection-reports/${report.id}/killed.pdf`;
    await t.app.ctx.storage.put(documentStorageKey, bytes, 'application/pdf');
    const [process] = await t.db
      .insert(inspectionSigningProcesses)
      .values({
        reportId: report.id,
        documentHash: createHash('sha256').update(bytes).digest('hex'),
        documentStorageKey,
        createdAt: new Date(Date.now() - 2 * 60_000),
      })
      .returning();
    await t.db
      .insert(inspectionSigners)
      .values(drafts.map((d) => ({ ...d, processId: process!.id })));

    expect(await resumeStalledInspectionStarts(t.app.ctx, new Date())).toBe(1);
    expect(await resumeStalledInspectionStarts(t.app.ctx, new Date())).toBe(0);
    const atProvider = await t.db
      .select()
      .from(sandboxSigningProcesses)
      .where(eq(sandboxSigningProcesses.reference, `inspection-${process!.id}`));
    expect(atProvider).toHaveLength(1);
    await signAs(t, await mySigningToken(t, jon, report.id));
    await signAs(t, await mySigningToken(t, anna, report.id));
    expect((await getStatus(t, jon, report.id)).report_status).toBe('SIGNED');
  });
});
