import { randomBytes } from 'node:crypto';
import { checkPaperSignatures, type PaperSignaturesInput } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { uniqueViolation } from '../../../http/db-errors.js';
import { badRequest, conflict, notFound } from '../../../http/errors.js';
import { sha256Of } from '../../contracts/pdf/contract-pdf-service.js';
import { sniffDocument, type UploadedFile } from '../../profiles/uploads.js';
import type { InspectionSubject } from '../access.js';
import { listReportParts, lockReport, touchReport } from '../inspections-repository.js';
import { listInspectionSignerDrafts } from './signers.js';
import {
  findLatestProcess,
  findOpenProcess,
  findProcessByKey,
  insertProcess,
  insertSigners,
  type InspectionProcessRow,
} from './signing-repository.js';
import { assertLandlordSide, completeSigning, notSigning } from './signing-service.js';

type Ctx = Pick<AppContext, 'db' | 'storage'> & {
  events: Pick<AppContext['events'], 'kick'>;
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The scan's kind by the extension its storage key was given (sniffed from its bytes). */
const SCAN_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;

export type PaperScan = { sha256: string; contentType: string; extension: string };

/** The kept scan of a report signed on paper, or null (signed electronically, or not yet). */
export function paperScanOf(
  report: { signType: string | null },
  process: Pick<InspectionProcessRow, 'status' | 'documentHash' | 'documentStorageKey'> | null,
): PaperScan | null {
  if (report.signType !== 'paper' || process?.status !== 'signed') return null;
  const extension = process.documentStorageKey.split('.').pop() ?? '';
  const contentType = SCAN_TYPES[extension as keyof typeof SCAN_TYPES];
  return contentType ? { sha256: process.documentHash, contentType, extension } : null;
}

/**
 * Records a report signed on paper: who signed and who refused (with the reason), the day, and
 * the scan of the signed pages. In one transaction a process holds the scan's hash and each
 * signer's outcome and the report becomes SIGNED; the `inspection.signed` event then makes the
 * PDF and tells every party, as for electronic signing. The client's key makes a retry (an answer
 * lost on the way) answer the same record; the scan is written before the row and removed again
 * when the row is not written.
 */
export async function recordPaperSignatures(
  ctx: Ctx,
  auth: Pick<Auth, 'user'>,
  subject: InspectionSubject,
  input: PaperSignaturesInput,
  scan: UploadedFile,
  clientKey: string | undefined,
): Promise<{ isNew: boolean }> {
  assertLandlordSide(subject);
  const { row } = subject;
  if (clientKey && (await findProcessByKey(ctx.db, row.id, clientKey))) return { isNew: false };
  if (row.status !== 'SIGNING') throw notSigning();
  if (row.signType !== 'paper')
    throw conflict('This report is signed electronically, not on paper.', 'not_paper');
  if (await findOpenProcess(ctx.db, row.id))
    throw conflict('Signing of this inspection report has already started.', 'signing_open');
  const { users: people } = await listReportParts(ctx.db, [row.id]);
  const problems = checkPaperSignatures(input, people, {
    committedOn: row.committedAt ? day(row.committedAt) : null,
    today: day(new Date()),
  });
  if (Object.keys(problems).length > 0)
    throw badRequest('The record of the paper signatures is not complete.', problems);
  const type = sniffDocument(scan.data);
  const drafts = await listInspectionSignerDrafts(ctx.db, row);
  const outcome = new Map(input.signers.map((s) => [s.user_id, s]));
  // Noon UTC: the day in every time zone the product shows it in.
  const at = new Date(`${input.signed_on}T12:00:00Z`);
  const sha256 = sha256Of(scan.data);
  const storageKey = `inspection-reports/${row.id}/paper-${sha256.slice(0, 16)}-${randomBytes(4).toString('hex')}.${type.ext}`;
  await ctx.storage.put(storageKey, scan.data, type.contentType);
  try {
    await ctx.db.transaction(async (tx) => {
      const report = await lockReport(tx, row.id);
      if (report?.status !== 'SIGNING' || report.signType !== 'paper') throw notSigning();
      const process = await insertProcess(tx, {
        reportId: row.id,
        documentHash: sha256,
        documentStorageKey: storageKey,
        idempotencyKey: clientKey ?? null,
        startedById: auth.user.id,
      });
      await insertSigners(
        tx,
        drafts.map((d) => {
          const signer = outcome.get(d.inspectionUserId);
          const signed = signer?.signed === true;
          return {
            ...d,
            processId: process.id,
            status: signed ? ('signed' as const) : ('declined' as const),
            signedAt: signed ? at : null,
            declinedAt: signed ? null : at,
            declineReason: signed ? null : (signer?.decline_reason ?? null),
          };
        }),
      );
      if (!(await completeSigning(tx, report, process, auth.user.id))) throw notSigning();
      await touchReport(tx, row.id);
    });
  } catch (error) {
    await ctx.storage.delete(storageKey);
    if (clientKey && (await findProcessByKey(ctx.db, row.id, clientKey))) return { isNew: false };
    if (uniqueViolation(error))
      throw conflict('Signing of this inspection report has already started.', 'signing_open');
    throw error;
  }
  void ctx.events.kick();
  return { isNew: true };
}

/** GET inspection-reports/{id}/paper-scan/: the kept scan of the signed pages. */
export async function getPaperScan(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  report: { id: number; signType: string | null },
): Promise<{ bytes: Buffer; scan: PaperScan }> {
  const process = await findLatestProcess(ctx.db, report.id);
  const scan = paperScanOf(report, process ?? null);
  const bytes = scan && process ? await ctx.storage.get(process.documentStorageKey) : null;
  if (!scan || !bytes) throw notFound('This report has no scan of a paper signing.');
  return { bytes, scan };
}
