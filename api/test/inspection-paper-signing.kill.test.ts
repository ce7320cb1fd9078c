import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  inspectionSignedDocuments,
  inspectionSigningProcesses,
} from '../src/db/schema/index.js';
import { sweepOrphanFiles } from '../src/jobs/orphan-file-sweep.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { findContract } from './support/inspections.js';
import { createCommittedReport, getStatus } from './support/inspection-signing.js';
import { multipartBody } from './support/multipart.js';

/**
 * "Kill the process mid-way and no signature is lost or doubled", for paper signing: a process
 * dies after storing the scan, or after committing the record but before answering; the client
 * retries with its key and the other process's outbox makes the signed PDF, each exactly once.
 */
const SECRET = 'paper-kill-secret-paper-kill-secret-0123';
const SCAN = '%PDF-1.4\n% the signed pages\n%%EOF\n';
let t: TestApp;
let jon: Session;
let filesDir: string;
let contractId: number;

function runDyingProcess(mode: 'after-scan' | 'after-commit', request: object) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'support/paper-signing-dying-process.ts'),
      t.app.ctx.config.databaseUrl!,
      filesDir,
      SECRET,
      mode,
      JSON.stringify(request),
    ],
    { stdio: 'inherit' },
  );
  return new Promise<NodeJS.Signals | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal));
  });
}

async function paperReport() {
  const report = await createCommittedReport(t, jon, contractId, 'paper');
  const status = await getStatus(t, jon, report.id);
  const fields = {
    signed_on: new Date().toISOString().slice(0, 10),
    signers: JSON.stringify(
      status.attendance
        .filter((a) => a.role === 'LL' || a.role === 'TN')
        .map((a) => ({ user_id: a.user_id, signed: true })),
    ),
    client_key: `paper-kill-${report.id}-key`,
  };
  return { reportId: report.id, fields };
}

async function retry(reportId: number, fields: Record<string, string>) {
  const body = multipartBody(
    [{ filename: 'undirritad.pdf', contentType: 'application/pdf', data: Buffer.from(SCAN) }],
    fields,
  );
  return t.call('POST', `/api/inspection-reports/${reportId}/paper-signatures/`, {
    token: jon.access,
    headers: body.headers,
    body: body.payload,
  });
}

const countOf = async (
  table: typeof inspectionSigningProcesses | typeof inspectionSignedDocuments,
  reportId: number,
) => (await t.db.select().from(table).where(eq(table.reportId, reportId))).length;

const signedEvents = (reportId: number) =>
  t.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.type, 'inspection.signed'),
        sql`(${events.payload}->>'report_id')::int = ${reportId}`,
      ),
    );

const paperFiles = (reportId: number) => {
  const dir = path.join(filesDir, 'inspection-reports', String(reportId));
  try {
    return readdirSync(dir).filter((f) => f.startsWith('paper-'));
  } catch {
    return [];
  }
};

// Two processes need one database server: PGlite is embedded in this one.
describe.skipIf(!process.env['DATABASE_URL'])(
  'a process killed while recording paper signatures',
  () => {
    beforeAll(async () => {
      filesDir = mkdtempSync(path.join(tmpdir(), 'leiga-paper-kill-'));
      t = await createTestApp({ jwtSecret: SECRET, filesDir, esignSchedulerIntervalMs: 0 });
      jon = await t.as('landlord');
      contractId = await findContract(t, jon, 'committed');
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      rmSync(filesDir, { recursive: true, force: true });
    });

    it('dies after storing the scan: nothing is recorded; the retry records it once', async () => {
      const { reportId, fields } = await paperReport();
      const request = { reportId, token: jon.access, fields, scan: SCAN };
      expect(await runDyingProcess('after-scan', request)).toBe('SIGKILL');
      // The scan is on disk, the record is not: the report still waits.
      expect(paperFiles(reportId)).toHaveLength(1);
      expect(await countOf(inspectionSigningProcesses, reportId)).toBe(0);
      expect((await getStatus(t, jon, reportId)).report_status).toBe('SIGNING');

      const retried = await retry(reportId, fields);
      expect(retried.status).toBe(201);
      expect((await retry(reportId, fields)).status).toBe(200);
      expect(await countOf(inspectionSigningProcesses, reportId)).toBe(1);
      await t.app.ctx.events.kick();
      expect(await countOf(inspectionSignedDocuments, reportId)).toBe(1);

      // The dead process's scan is named by no row: a day later the sweep removes it, only it.
      const [recorded] = await t.db
        .select()
        .from(inspectionSigningProcesses)
        .where(eq(inspectionSigningProcesses.reportId, reportId));
      expect(paperFiles(reportId)).toHaveLength(2);
      const swept = await sweepOrphanFiles(t.app.ctx, new Date(Date.now() + 2 * 86_400_000));
      expect(swept.removed).toHaveLength(1);
      expect(swept.removed[0]).not.toBe(recorded!.documentStorageKey);
      expect(paperFiles(reportId)).toEqual([path.basename(recorded!.documentStorageKey)]);
    }, 90_000);

    it('dies after the record commits, before answering: the retry answers the same record and the outbox makes one PDF', async () => {
      const { reportId, fields } = await paperReport();
      // This process's dispatcher rests, so the event the dead one committed waits.
      await t.app.ctx.events.stop();
      const request = { reportId, token: jon.access, fields, scan: SCAN };
      expect(await runDyingProcess('after-commit', request)).toBe('SIGKILL');
      expect(await countOf(inspectionSigningProcesses, reportId)).toBe(1);
      expect((await getStatus(t, jon, reportId)).report_status).toBe('SIGNED');
      const [pending] = await signedEvents(reportId);
      expect(pending?.dispatchedAt).toBeNull();
      expect(await countOf(inspectionSignedDocuments, reportId)).toBe(0);

      // The answer was lost: the client sends again with its key and gets the same record.
      const retried = await retry(reportId, fields);
      expect(retried.status).toBe(200);
      expect(retried.body['paper_scan']).toMatchObject({ content_type: 'application/pdf' });
      expect(await countOf(inspectionSigningProcesses, reportId)).toBe(1);

      t.app.ctx.events.start();
      await t.app.ctx.events.kick();
      await t.app.ctx.events.kick();
      expect(await signedEvents(reportId)).toHaveLength(1);
      expect((await signedEvents(reportId))[0]!.dispatchedAt).not.toBeNull();
      expect(await countOf(inspectionSignedDocuments, reportId)).toBe(1);
      // The scan the dead process stored is the one kept.
      const scan = await t.call<{ base64: string }>(
        'GET',
        `/api/inspection-reports/${reportId}/paper-scan/`,
        { token: jon.access },
      );
      expect(Buffer.from(scan.body.base64, 'base64').toString()).toBe(SCAN);
    }, 90_000);
  },
);
