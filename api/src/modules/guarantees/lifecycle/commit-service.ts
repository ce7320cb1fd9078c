import { randomBytes } from 'node:crypto';
import {
  canUncommitGuarantee,
  isLocale,
  nextGuaranteeStatus,
  type ESignatureWebhook,
  type Locale,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { conflict, notFound } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/db-errors.js';
import { sha256Of } from '../../contracts/pdf/contract-pdf-service.js';
import {
  eventTime,
  handleProcessWebhook,
  type ProcessWebhookHandler,
} from '../../contracts/signing/process-webhook.js';
import { unavailable } from '../../contracts/signing/signing-service.js';
import { publishEvent } from '../../events/outbox.js';
import { findGuarantee } from '../guarantees-repository.js';
import type { GuaranteeSubject } from '../guarantees-service.js';
import {
  closeOpenProcess,
  findLatestProcess,
  findProcess,
  findProcessByKey,
  insertProcess,
  insertReceipt,
  lockGuarantee,
  lockProcess,
  recordSignature,
  setSignerLink,
  setGuaranteeStatusIf,
  updateProcessIf,
  type GuaranteeProcessRow,
} from './lifecycle-repository.js';
import { renderGuaranteePdf } from './statement-pdf.js';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'providers'> & {
  events: Pick<AppContext['events'], 'kick'>;
};

/** What the provider's webhooks carry as the process reference: `guarantee-<id>`. */
export const GUARANTEE_REFERENCE_PREFIX = 'guarantee-';

const notCommittable = () =>
  conflict(
    'Only an approved guarantee on a contract can be committed.',
    'guarantee_not_committable',
  );

/**
 * The tenant commits an approved guarantee: it becomes committed and a signing process for its
 * terms is kept with the PDF (its hash is what they sign), then the provider is asked with the
 * process's key, so a retry after a crash never starts a second one.
 */
export async function commitGuarantee(
  ctx: Ctx,
  auth: Pick<Auth, 'user'>,
  subject: GuaranteeSubject,
  idempotencyKey: string | undefined,
): Promise<{ process: GuaranteeProcessRow; isNew: boolean }> {
  const { row } = subject;
  if (idempotencyKey) {
    const earlier = await findProcessByKey(ctx.db, row.id, idempotencyKey);
    if (earlier) return { process: earlier, isNew: false };
  }
  if (nextGuaranteeStatus(row.status, 'commit') === null || row.contractId === null)
    throw notCommittable();
  const kennitala = auth.user.icelandicId;
  if (!kennitala || !/^\d{10}$/.test(kennitala))
    throw conflict('Link your electronic ID first: you sign with it.', 'no_icelandic_id');
  const language: Locale = isLocale(auth.user.primaryLanguage) ? auth.user.primaryLanguage : 'is';
  const bytes = await renderGuaranteePdf(ctx, subject, {
    kind: 'terms',
    tenantKennitala: kennitala,
    signerLanguage: language,
    process: null,
  });
  const documentHash = sha256Of(bytes);
  const documentStorageKey = `rental-guarantees/${row.id}/terms-${documentHash.slice(0, 16)}-${randomBytes(4).toString('hex')}.pdf`;
  await ctx.storage.put(documentStorageKey, bytes, 'application/pdf');
  let process: GuaranteeProcessRow;
  try {
    process = await ctx.db.transaction(async (tx) => {
      await lockGuarantee(tx, row.id);
      const committed = await setGuaranteeStatusIf(tx, row.id, ['approved'], 'committed');
      if (!committed) throw notCommittable();
      const created = await insertProcess(tx, {
        guaranteeId: row.id,
        documentHash,
        documentStorageKey,
        idempotencyKey: idempotencyKey ?? null,
        signerUserId: auth.user.id,
        signerName: auth.user.fullName,
        signerKennitala: kennitala,
        signerEmail: auth.user.email,
        signerLanguage: language,
      });
      await publishEvent(tx, 'guarantee.committed', {
        guarantee_id: row.id,
        process_id: created.id,
        actor_id: auth.user.id,
      });
      return created;
    });
  } catch (error) {
    await ctx.storage.delete(documentStorageKey);
    const earlier = idempotencyKey && (await findProcessByKey(ctx.db, row.id, idempotencyKey));
    if (earlier) return { process: earlier, isNew: false };
    if (uniqueViolation(error)) throw notCommittable();
    throw error;
  }
  void ctx.events.kick();
  return { process: await createAtProvider(ctx, process), isNew: true };
}

/** Asks the provider for the process (again after a crash: the key makes it the same one). */
export async function createAtProvider(
  ctx: Pick<AppContext, 'db' | 'storage' | 'providers'>,
  process: GuaranteeProcessRow,
): Promise<GuaranteeProcessRow> {
  try {
    const document = await ctx.storage.get(process.documentStorageKey);
    if (!document || sha256Of(document) !== process.documentHash)
      throw new Error(`Guarantee signing process ${process.id}: the kept document is not intact`);
    const created = await ctx.providers.eSignature.createProcess({
      idempotencyKey: `leiga-guarantee-signing-${process.id}`,
      reference: `${GUARANTEE_REFERENCE_PREFIX}${process.id}`,
      document,
      documentHash: process.documentHash,
      title: `#${process.guaranteeId}`,
      meta: { rental_guarantee_id: String(process.guaranteeId) },
      requiresAuth: true,
      signers: [
        {
          reference: String(process.id),
          name: process.signerName,
          kennitala: process.signerKennitala,
          phone: process.signerPhone,
          email: process.signerEmail,
          language: process.signerLanguage,
        },
      ],
    });
    const signer = created.signers[0];
    // The link first, whatever the status: the provider's `created` webhook may have come first.
    if (signer)
      await setSignerLink(ctx.db, process.id, {
        providerSignerId: signer.signerId,
        signingUrl: signer.url,
        invitedAt: new Date(),
      });
    await updateProcessIf(ctx.db, process.id, ['starting'], {
      status: 'pending',
      providerProcessId: created.processId,
    });
    return (await findProcess(ctx.db, process.id)) ?? process;
  } catch {
    const failed = await updateProcessIf(ctx.db, process.id, ['starting'], {
      status: 'failed',
      endedAt: new Date(),
    });
    // A failed start leaves nothing half-way: the guarantee is approved again.
    if (failed) await setGuaranteeStatusIf(ctx.db, process.guaranteeId, ['committed'], 'approved');
    throw unavailable();
  }
}

/** The tenant withdraws a commitment before the signature is in: signing stops. */
export async function uncommitGuarantee(ctx: Ctx, subject: GuaranteeSubject): Promise<void> {
  const closed = await ctx.db.transaction(async (tx) => {
    const current = await lockGuarantee(tx, subject.row.id);
    const latest = await findLatestProcess(tx, subject.row.id);
    const signed = Boolean(latest?.signedAt);
    if (!current || !canUncommitGuarantee(current.status, signed))
      throw conflict(
        signed ? 'The terms are already signed.' : 'This guarantee is not committed.',
        signed ? 'already_signed' : 'guarantee_not_committed',
      );
    const ended = await closeOpenProcess(tx, subject.row.id);
    await setGuaranteeStatusIf(tx, subject.row.id, ['committed'], 'approved');
    return ended;
  });
  if (closed?.providerProcessId)
    await ctx.providers.eSignature.cancelProcess(closed.providerProcessId).catch(() => undefined);
}

/** Where the tenant signs: their own link at the provider. */
export async function getSigningUrl(ctx: Pick<AppContext, 'db'>, subject: GuaranteeSubject) {
  const latest = await findLatestProcess(ctx.db, subject.row.id);
  if (!latest || latest.status !== 'pending' || subject.row.status !== 'committed')
    throw conflict('The terms are not waiting for your signature.', 'not_signing');
  if (!latest.signingUrl) throw unavailable();
  return { url: latest.signingUrl };
}

/**
 * The signature is in: the process is signed and the guarantee issued in one transaction, with
 * one `guarantee.issued` event that stores the statement and tells the landlord.
 */
async function completeSigning(tx: Tx, process: GuaranteeProcessRow, at: Date): Promise<void> {
  const signed = await recordSignature(tx, process.id, at);
  if (!signed) return;
  const issued = await setGuaranteeStatusIf(tx, process.guaranteeId, ['committed'], 'issued');
  if (!issued) return;
  await publishEvent(tx, 'guarantee.issued', {
    guarantee_id: process.guaranteeId,
    process_id: process.id,
  });
}

const guaranteeWebhook: ProcessWebhookHandler<GuaranteeProcessRow, GuaranteeProcessRow> = {
  prefix: GUARANTEE_REFERENCE_PREFIX,
  findProcess,
  // Guarantee before process, the order commit and uncommit take them in.
  lock: async (tx, known) => {
    await lockGuarantee(tx, known.guaranteeId);
    return lockProcess(tx, known.id);
  },
  insertReceipt,
  apply: applyEvent,
};

/** A verified provider event about a guarantee process, handled once. */
export const handleGuaranteeWebhook = (
  ctx: Pick<AppContext, 'db'> & { events: Pick<AppContext['events'], 'kick'> },
  event: ESignatureWebhook,
) => handleProcessWebhook(ctx, guaranteeWebhook, event);

async function applyEvent(
  tx: Tx,
  process: GuaranteeProcessRow,
  event: ESignatureWebhook,
): Promise<void> {
  switch (event.type) {
    case 'created':
      await updateProcessIf(tx, process.id, ['starting'], {
        status: 'pending',
        providerProcessId: event.process.id,
      });
      return;
    case 'signed':
      if (event.signer) await completeSigning(tx, process, eventTime(event.signer.signed_at));
      return;
    case 'all_signed':
      await completeSigning(tx, process, eventTime(event.signers[0]?.signed_at));
      return;
    case 'declined':
    case 'cancelled':
    case 'expired': {
      const ended = await updateProcessIf(tx, process.id, ['starting', 'pending'], {
        status: event.type === 'declined' ? 'cancelled' : event.type,
        endedAt: new Date(),
      });
      if (ended) await setGuaranteeStatusIf(tx, process.guaranteeId, ['committed'], 'approved');
    }
  }
}

/** The guarantee read again after a change, with the asker's role kept. */
export async function rereadGuarantee(
  ctx: Pick<AppContext, 'db'>,
  subject: GuaranteeSubject,
): Promise<GuaranteeSubject> {
  const found = await findGuarantee(ctx.db, subject.row.id);
  if (!found) throw notFound();
  return { ...found, role: subject.role };
}
