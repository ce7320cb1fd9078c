import { randomBytes } from 'node:crypto';
import {
  canDeclineInspection,
  canManageInspectionSigning,
  getInspectionAccess,
  getSigningCompletion,
  type DeclineInspection,
  type ESignatureWebhook,
  type InspectionAttendanceInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/db-errors.js';
import { sha256Of } from '../../contracts/pdf/contract-pdf-service.js';
import {
  eventTime,
  handleProcessWebhook,
  type ProcessWebhookHandler,
} from '../../contracts/signing/process-webhook.js';
import { unavailable } from '../../contracts/signing/signing-service.js';
import { publishEvent } from '../../events/outbox.js';
import { inspectionRefusal, type InspectionSubject } from '../access.js';
import {
  findReport,
  listReportParts,
  lockReport,
  touchReport,
  updateReport,
  type InspectionReportRow,
} from '../inspections-repository.js';
import { getReportPdfLanguage, renderReportPdf } from './report-pdf.js';
import { getInspectionSignerProblem, listInspectionSignerDrafts } from './signers.js';
import {
  findOpenProcess,
  findProcess,
  findProcessByKey,
  insertProcess,
  insertReceipt,
  insertSigners,
  listSigners,
  lockProcess,
  setSignerLink,
  settleSigner,
  updateProcessIf,
  upsertAttendance,
  type InspectionProcessRow,
} from './signing-repository.js';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'providers'> & {
  events: Pick<AppContext['events'], 'kick'>;
};

/** What the provider's webhooks carry as the process reference: `inspection-<id>`. */
export const INSPECTION_REFERENCE_PREFIX = 'inspection-';

export const notSigning = () =>
  conflict('The inspection report is not waiting for signatures.', 'not_signing');

/** Whether the asker edits the report (any role but R, staff). */
function assertEditor(subject: InspectionSubject): void {
  if (getInspectionAccess(subject.actor) !== 'edit') throw inspectionRefusal('forbidden');
}

/** Starting and finishing signing are the landlord side's (and staff's). */
export function assertLandlordSide(subject: InspectionSubject): void {
  if (!canManageInspectionSigning(subject.actor)) throw inspectionRefusal('forbidden');
}

/**
 * Starts electronic signing of a committed report: a process with a signer per landlord and
 * tenant, the report PDF kept with it (its hash is what they sign), then the provider, asked with
 * the process's key so a retry after a crash never starts a second one.
 */
export async function startInspectionSigning(
  ctx: Ctx,
  auth: Pick<Auth, 'user'>,
  subject: InspectionSubject,
  idempotencyKey: string | undefined,
): Promise<{ process: InspectionProcessRow; isNew: boolean }> {
  assertLandlordSide(subject);
  const { row } = subject;
  if (idempotencyKey) {
    const earlier = await findProcessByKey(ctx.db, row.id, idempotencyKey);
    if (earlier) return { process: earlier, isNew: false };
  }
  if (row.status !== 'SIGNING' || row.signType !== 'electronic') throw notSigning();
  if (await findOpenProcess(ctx.db, row.id))
    throw conflict('Signing of this inspection report has already started.', 'signing_open');
  const drafts = await listInspectionSignerDrafts(ctx.db, row);
  const problems = Object.fromEntries(
    drafts.flatMap((d, i) => {
      const problem = getInspectionSignerProblem(d);
      return problem ? [[`signers.${i}`, problem]] : [];
    }),
  );
  if (Object.keys(problems).length > 0)
    throw badRequest('Some signers cannot be sent a signing link.', problems, 'signer_invalid');
  const lang = getReportPdfLanguage(drafts.map((d) => d.language ?? 'is'));
  const bytes = await renderReportPdf(ctx, row, {
    lang,
    signers: [],
    attendance: [],
    documentHash: null,
  });
  const documentHash = sha256Of(bytes);
  const documentStorageKey = `inspection-reports/${row.id}/signing-${lang}-${documentHash.slice(0, 16)}-${randomBytes(4).toString('hex')}.pdf`;
  await ctx.storage.put(documentStorageKey, bytes, 'application/pdf');
  let process: InspectionProcessRow;
  try {
    process = await ctx.db.transaction(async (tx) => {
      const current = await lockReport(tx, row.id);
      if (current?.status !== 'SIGNING') throw notSigning();
      const created = await insertProcess(tx, {
        reportId: row.id,
        documentHash,
        documentStorageKey,
        idempotencyKey: idempotencyKey ?? null,
        startedById: auth.user.id,
      });
      await insertSigners(
        tx,
        drafts.map((d) => ({ ...d, processId: created.id })),
      );
      await publishEvent(tx, 'inspection.signing_started', {
        report_id: row.id,
        process_id: created.id,
        actor_id: auth.user.id,
      });
      return created;
    });
  } catch (error) {
    await ctx.storage.delete(documentStorageKey);
    const earlier = idempotencyKey && (await findProcessByKey(ctx.db, row.id, idempotencyKey));
    if (earlier) return { process: earlier, isNew: false };
    if (uniqueViolation(error))
      throw conflict('Signing of this inspection report has already started.', 'signing_open');
    throw error;
  }
  void ctx.events.kick();
  return { process: await createAtProvider(ctx, row, process), isNew: true };
}

/** Asks the provider for the process (again after a crash: the key makes it the same one). */
export async function createAtProvider(
  ctx: Ctx,
  report: InspectionReportRow,
  process: InspectionProcessRow,
): Promise<InspectionProcessRow> {
  const signers = await listSigners(ctx.db, process.id);
  try {
    const document = await ctx.storage.get(process.documentStorageKey);
    if (!document || sha256Of(document) !== process.documentHash)
      throw new Error(`Inspection signing process ${process.id}: the kept document is not intact`);
    const parts = await listReportParts(ctx.db, [report.id]);
    const created = await ctx.providers.eSignature.createProcess({
      idempotencyKey: `leiga-inspection-signing-${process.id}`,
      reference: `${INSPECTION_REFERENCE_PREFIX}${process.id}`,
      document,
      documentHash: process.documentHash,
      title: `#${report.id} (${parts.units.length})`,
      meta: { inspection_report_id: String(report.id), title: `#${report.id}` },
      requiresAuth: true,
      signers: signers.map((s) => ({
        reference: String(s.id),
        name: s.name,
        kennitala: s.kennitala,
        phone: s.phone,
        email: s.email,
        language: s.language,
      })),
    });
    const invitedAt = new Date();
    for (const s of created.signers)
      await setSignerLink(ctx.db, process.id, Number(s.reference), {
        providerSignerId: s.signerId,
        signingUrl: s.url,
        invitedAt,
      });
    const pending = await updateProcessIf(ctx.db, process.id, ['starting'], {
      status: 'pending',
      providerProcessId: created.processId,
    });
    return pending ?? process;
  } catch {
    await updateProcessIf(ctx.db, process.id, ['starting'], {
      status: 'failed',
      endedAt: new Date(),
    });
    throw unavailable();
  }
}

/**
 * Ends signing in the transaction that holds the report's lock: the process and the report are
 * signed, and one `inspection.signed` event makes the PDF and tells every party.
 */
export async function completeSigning(
  tx: Tx,
  report: InspectionReportRow,
  process: InspectionProcessRow,
  actorId: number | null,
): Promise<boolean> {
  const ended = await updateProcessIf(tx, process.id, ['starting', 'pending'], {
    status: 'signed',
    endedAt: new Date(),
  });
  if (!ended || report.status !== 'SIGNING') return false;
  await updateReport(tx, report.id, { status: 'SIGNED' });
  await publishEvent(tx, 'inspection.signed', {
    report_id: report.id,
    process_id: process.id,
    actor_id: actorId,
  });
  return true;
}

/** After a signature: everyone has signed, so the report is signed. */
async function completeIfAllSigned(
  tx: Tx,
  report: InspectionReportRow,
  process: InspectionProcessRow,
) {
  const signers = await listSigners(tx, process.id);
  if (getSigningCompletion(signers) === 'all') await completeSigning(tx, report, process, null);
}

type LockedReport = { report: InspectionReportRow; process: InspectionProcessRow };

const inspectionWebhook: ProcessWebhookHandler<InspectionProcessRow, LockedReport> = {
  prefix: INSPECTION_REFERENCE_PREFIX,
  findProcess,
  // Report before process, the order decline and finish take them in.
  lock: async (tx, known) => {
    const report = await lockReport(tx, known.reportId);
    const process = await lockProcess(tx, known.id);
    return report && process ? { report, process } : undefined;
  },
  insertReceipt,
  apply: async (tx, { report, process }, event) => {
    await applyEvent(tx, report, process, event);
    await touchReport(tx, report.id);
  },
};

/** A verified provider event about an inspection process, handled once. */
export const handleInspectionWebhook = (
  ctx: Pick<AppContext, 'db'> & { events: Pick<AppContext['events'], 'kick'> },
  event: ESignatureWebhook,
) => handleProcessWebhook(ctx, inspectionWebhook, event);

async function applyEvent(
  tx: Tx,
  report: InspectionReportRow,
  process: InspectionProcessRow,
  event: ESignatureWebhook,
): Promise<void> {
  const isOpen = process.status === 'starting' || process.status === 'pending';
  switch (event.type) {
    case 'created':
      await updateProcessIf(tx, process.id, ['starting'], {
        status: 'pending',
        providerProcessId: event.process.id,
      });
      return;
    case 'signed':
    case 'declined': {
      if (!event.signer || !isOpen) return;
      await settleSigner(
        tx,
        process.id,
        Number(event.signer.reference),
        event.type,
        eventTime(event.signer.signed_at),
      );
      if (event.type === 'signed') await completeIfAllSigned(tx, report, process);
      return;
    }
    case 'all_signed': {
      if (!isOpen) return;
      for (const s of event.signers)
        await settleSigner(tx, process.id, Number(s.reference), 'signed', eventTime(s.signed_at));
      await completeIfAllSigned(tx, report, process);
      return;
    }
    case 'cancelled':
    case 'expired':
      await updateProcessIf(tx, process.id, ['starting', 'pending'], {
        status: event.type,
        endedAt: new Date(),
      });
  }
}

/** The signed-in user's signer in the report's open process. */
async function findMySigner(ctx: Pick<AppContext, 'db'>, auth: Auth, reportId: number) {
  const process = await findOpenProcess(ctx.db, reportId);
  if (!process) throw notSigning();
  const signer = (await listSigners(ctx.db, process.id)).find((s) => s.userId === auth.user.id);
  if (!signer) throw forbidden('You are not asked to sign this inspection report.');
  return { process, signer };
}

/** Where the signed-in signer signs: their own link at the provider. */
export async function getMySigningUrl(ctx: AppContext, auth: Auth, subject: InspectionSubject) {
  const { signer } = await findMySigner(ctx, auth, subject.row.id);
  if (signer.status !== 'pending')
    throw conflict('You have already signed or declined.', 'already_done');
  if (!signer.signingUrl) throw unavailable();
  return { url: signer.signingUrl };
}

/** A tenant declines to sign, with a reason; the landlord side may then finish without them. */
export async function declineInspection(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  body: DeclineInspection,
): Promise<void> {
  const { process, signer } = await findMySigner(ctx, auth, subject.row.id);
  if (!canDeclineInspection(signer.role))
    throw conflict('Only a tenant may decline to sign.', 'cannot_decline');
  await ctx.db.transaction(async (tx) => {
    await lockReport(tx, subject.row.id);
    const locked = await lockProcess(tx, process.id);
    if (locked?.status !== 'pending' && locked?.status !== 'starting') throw notSigning();
    const changed = await settleSigner(
      tx,
      process.id,
      signer.id,
      'declined',
      new Date(),
      body.reason,
    );
    if (!changed) throw conflict('You have already signed or declined.', 'already_done');
    await touchReport(tx, subject.row.id);
  });
}

/** The landlord side finishes a report a tenant declined: every landlord has signed. */
export async function finishInspectionSigning(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
): Promise<{ closed: InspectionProcessRow | null }> {
  assertLandlordSide(subject);
  const closed = await ctx.db.transaction(async (tx) => {
    const report = await lockReport(tx, subject.row.id);
    const open = await findOpenProcess(tx, subject.row.id);
    if (!report || !open || report.status !== 'SIGNING') throw notSigning();
    const process = await lockProcess(tx, open.id);
    const signers = await listSigners(tx, open.id);
    if (!process || getSigningCompletion(signers) === 'open')
      throw conflict(
        'Every landlord must sign, and every tenant sign or decline, first.',
        'not_finishable',
      );
    await completeSigning(tx, report, process, auth.user.id);
    await touchReport(tx, report.id);
    return process;
  });
  void ctx.events.kick();
  // The provider's process still waits for the declined tenant: it is over on our side.
  if (closed.providerProcessId)
    await ctx.providers.eSignature.cancelProcess(closed.providerProcessId).catch(() => undefined);
  return { closed };
}

/** Who was present: for the report's users only, by those who edit it, until it is signed. */
export async function setAttendance(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  body: InspectionAttendanceInput,
): Promise<void> {
  assertEditor(subject);
  if (subject.row.status === 'SIGNED') throw inspectionRefusal('read_only');
  const { users } = await listReportParts(ctx.db, [subject.row.id]);
  const known = new Set(users.map((u) => u.id));
  const unknown = body.attendees.findIndex((a) => !known.has(a.user_id));
  if (unknown >= 0)
    throw badRequest('This person is not on the report.', {
      [`attendees.${unknown}.user_id`]: 'inspection-signing.errors.unknown_user',
    });
  await ctx.db.transaction(async (tx) => {
    await upsertAttendance(
      tx,
      body.attendees.map((a) => ({
        reportId: subject.row.id,
        inspectionUserId: a.user_id,
        isPresent: a.present,
        recordedById: auth.user.id,
      })),
    );
    await touchReport(tx, subject.row.id);
  });
}

/** The report again, read after a change. */
export async function reread(ctx: Pick<AppContext, 'db'>, id: number) {
  const row = await findReport(ctx.db, id);
  if (!row) throw notFound();
  return row;
}
