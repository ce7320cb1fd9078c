import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context.js';
import { users } from '../../../db/schema/index.js';
import { sha256Of } from '../../contracts/pdf/contract-pdf-service.js';
import { findContractTitle } from '../../notifications/recipients-repository.js';
import { deliverNotification, eventDedupeKey } from '../../notifications/notifications-service.js';
import type { DeliveredEvent } from '../../events/outbox.js';
import {
  findReport,
  listReportParts,
  type InspectionReportRow,
} from '../inspections-repository.js';
import { getReportPdfLanguage, renderReportPdf, type IssuePhotoSource } from './report-pdf.js';
import { listInspectionSignerDrafts } from './signers.js';
import {
  findLatestProcess,
  findSignedDocument,
  insertSignedDocument,
  listAttendance,
  listSigners,
} from './signing-repository.js';

/**
 * The signed report's PDF: rendered once when signing ends (rooms, conditions, issues, who was
 * present, every signature and decline, the hash of the document signed), stored, and served
 * from storage ever after. The file is written before its row, so a crash in between leaves at
 * most an unreferenced file; when two deliveries race, the unique row decides.
 */
export async function storeSignedReportPdf(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  report: InspectionReportRow,
  photos?: IssuePhotoSource,
): Promise<Buffer> {
  const stored = await findSignedDocument(ctx.db, report.id);
  if (stored) return readStored(ctx, stored.storageKey);
  const process = await findLatestProcess(ctx.db, report.id);
  const [signers, attendance] = await Promise.all([
    process ? listSigners(ctx.db, process.id) : [],
    listAttendance(ctx.db, report.id),
  ]);
  const bytes = await renderReportPdf(ctx, report, {
    lang: getReportPdfLanguage(signers.map((s) => s.language)),
    signers,
    attendance,
    documentHash: process?.documentHash ?? null,
    ...(photos ? { photos } : {}),
  });
  const sha256 = sha256Of(bytes);
  const storageKey = `inspection-reports/${report.id}/signed-${sha256.slice(0, 16)}.pdf`;
  await ctx.storage.put(storageKey, bytes, 'application/pdf');
  if (await insertSignedDocument(ctx.db, { reportId: report.id, storageKey, sha256 })) return bytes;
  const winner = await findSignedDocument(ctx.db, report.id);
  if (!winner) throw new Error(`Inspection report ${report.id}: the stored PDF row vanished`);
  if (winner.storageKey !== storageKey) await ctx.storage.delete(storageKey);
  return readStored(ctx, winner.storageKey);
}

async function readStored(ctx: Pick<AppContext, 'storage'>, key: string): Promise<Buffer> {
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw new Error(`The stored inspection PDF ${key} is missing`);
  return bytes;
}

/** GET inspection-reports/{id}/pdf/: the stored file once signed, else a fresh render. */
export async function getReportPdf(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  report: InspectionReportRow,
): Promise<Buffer> {
  if (report.status === 'SIGNED') return storeSignedReportPdf(ctx, report);
  const process = await findLatestProcess(ctx.db, report.id);
  const signers = process
    ? await listSigners(ctx.db, process.id)
    : report.status === 'SIGNING' && report.signType === 'paper'
      ? // Printed to be signed on paper: each landlord and tenant gets a blank line.
        (await listInspectionSignerDrafts(ctx.db, report)).map((d) => ({
          ...d,
          language: d.language ?? 'is',
          status: 'pending' as const,
          signedAt: null,
          declinedAt: null,
          declineReason: null,
        }))
      : [];
  return renderReportPdf(ctx, report, {
    lang: getReportPdfLanguage(signers.map((s) => s.language)),
    signers,
    attendance: await listAttendance(ctx.db, report.id),
    documentHash: null,
  });
}

/** Every user with an account on the report (but read-only ones), told once per event. */
async function notifyReportSigned(
  ctx: AppContext,
  report: InspectionReportRow,
  event: DeliveredEvent,
): Promise<void> {
  const { users: people } = await listReportParts(ctx.db, [report.id]);
  const ids = [
    ...new Set(people.flatMap((u) => (u.userId !== null && u.role !== 'R' ? [u.userId] : []))),
  ];
  if (ids.length === 0) return;
  const live = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  const title = (await findContractTitle(ctx.db, report.contractId)) ?? `#${report.id}`;
  for (const { id } of live)
    await deliverNotification(ctx, {
      userId: id,
      type: 'inspection_signed',
      dedupeKey: eventDedupeKey(event.id, 'inspection_signed'),
      targetPath: `/inspection-reports/${report.id}/e-signature`,
      data: { title },
    });
}

/** `inspection.signed`: delivered at least once; storing and notifying are idempotent. */
export function registerSignedReportConsumers(ctx: AppContext): void {
  ctx.events.on('inspection.signed', async (payload, event) => {
    const report = await findReport(ctx.db, Number(payload['report_id']));
    if (report?.status !== 'SIGNED') return;
    await storeSignedReportPdf(ctx, report);
    await notifyReportSigned(ctx, report, event);
  });
}
