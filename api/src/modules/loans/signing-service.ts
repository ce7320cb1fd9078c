import { randomBytes } from 'node:crypto';
import { isLocale, nextLoanStatus, type ESignatureWebhook, type Locale } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import { uniqueViolation } from '../../http/db-errors.js';
import { sha256Of } from '../contracts/pdf/contract-pdf-service.js';
import {
  eventTime,
  handleProcessWebhook,
  type ProcessWebhookHandler,
} from '../contracts/signing/process-webhook.js';
import { unavailable } from '../contracts/signing/signing-service.js';
import { publishEvent } from '../events/outbox.js';
import { renderLoanAgreementPdf } from './agreement-pdf.js';
import {
  findLatestProcess,
  findProcess,
  findProcessByKey,
  insertProcess,
  insertReceipt,
  lockLoan,
  lockProcess,
  recordCoSignature,
  recordSignature,
  setLoanStatusIf,
  updateProcessIf,
  type LoanProcessRow,
} from './lifecycle-repository.js';
import { findAcceptedCoApplicantPerson } from './co-applicant-repository.js';
import type { LoanRow } from './loans-repository.js';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'providers'> & {
  events: Pick<AppContext['events'], 'kick'>;
};

/** What the provider's webhooks carry as the process reference: `loan-<id>`. */
export const LOAN_REFERENCE_PREFIX = 'loan-';

/** The co-applicant's signer reference at the provider. */
const coSignerReference = (process: Pick<LoanProcessRow, 'id'>) => `${process.id}-co`;

/** The accepted co-applicant, who signs the agreement with the borrower; null without one. */
async function findCoSigner(ctx: Pick<AppContext, 'db'>, loanId: number) {
  const person = await findAcceptedCoApplicantPerson(ctx.db, loanId);
  if (!person) return null;
  if (!person.icelandicId)
    throw conflict('The co-applicant has not linked their electronic ID.', 'co_applicant_no_id');
  return {
    userId: person.id,
    name: person.fullName,
    kennitala: person.icelandicId,
    email: person.email,
    language: isLocale(person.primaryLanguage) ? person.primaryLanguage : ('is' as const),
  };
}

const notSignable = () =>
  conflict('Only an approved loan waiting for its signature can be signed.', 'loan_not_signable');

/**
 * The borrower starts signing an approved loan's agreement: a process kept with the PDF (its hash
 * is what they sign; a co-applicant who accepted signs it too), then the provider, asked with the process's key so a retry after a crash
 * never starts a second one. The loan stays approved until the signature is in.
 */
export async function startLoanSigning(
  ctx: Ctx,
  auth: Pick<Auth, 'user'>,
  row: LoanRow,
  idempotencyKey: string | undefined,
): Promise<{ process: LoanProcessRow; isNew: boolean }> {
  if (idempotencyKey) {
    const earlier = await findProcessByKey(ctx.db, row.id, idempotencyKey);
    if (earlier) return { process: earlier, isNew: false };
  }
  if (nextLoanStatus(row.status, 'sign') === null) throw notSignable();
  const open = await findLatestProcess(ctx.db, row.id);
  if (open && (open.status === 'starting' || open.status === 'pending'))
    return { process: open, isNew: false };
  const kennitala = auth.user.icelandicId;
  if (!kennitala || !/^\d{10}$/.test(kennitala))
    throw conflict('Link your electronic ID first: you sign with it.', 'no_icelandic_id');
  const language: Locale = isLocale(auth.user.primaryLanguage) ? auth.user.primaryLanguage : 'is';
  const co = await findCoSigner(ctx, row.id);
  const bytes = await renderLoanAgreementPdf({
    loan: { ...row, amount: row.amount!, months: row.months!, firstDueDate: row.firstDueDate! },
    borrower: { name: auth.user.fullName, kennitala, language },
    coBorrower: co && { name: co.name, kennitala: co.kennitala },
  });
  const documentHash = sha256Of(bytes);
  const documentStorageKey = `loans/${row.id}/agreement-${documentHash.slice(0, 16)}-${randomBytes(4).toString('hex')}.pdf`;
  await ctx.storage.put(documentStorageKey, bytes, 'application/pdf');
  let process: LoanProcessRow;
  try {
    process = await ctx.db.transaction(async (tx) => {
      const current = await lockLoan(tx, row.id);
      if (current?.status !== 'approved') throw notSignable();
      return insertProcess(tx, {
        loanId: row.id,
        documentHash,
        documentStorageKey,
        idempotencyKey: idempotencyKey ?? null,
        signerUserId: auth.user.id,
        signerName: auth.user.fullName,
        signerKennitala: kennitala,
        signerEmail: auth.user.email,
        signerLanguage: language,
        ...(co
          ? {
              coSignerUserId: co.userId,
              coSignerName: co.name,
              coSignerKennitala: co.kennitala,
              coSignerEmail: co.email,
              coSignerLanguage: co.language,
            }
          : {}),
      });
    });
  } catch (error) {
    await ctx.storage.delete(documentStorageKey);
    const earlier = idempotencyKey && (await findProcessByKey(ctx.db, row.id, idempotencyKey));
    if (earlier) return { process: earlier, isNew: false };
    // Two first clicks at once: the open process the other one made is the answer.
    const other = uniqueViolation(error) ? await findLatestProcess(ctx.db, row.id) : undefined;
    if (other) return { process: other, isNew: false };
    throw error;
  }
  return { process: await createAtProvider(ctx, process), isNew: true };
}

/** Asks the provider for the process (again after a crash: the key makes it the same one). */
export async function createAtProvider(
  ctx: Pick<AppContext, 'db' | 'storage' | 'providers'>,
  process: LoanProcessRow,
): Promise<LoanProcessRow> {
  try {
    const document = await ctx.storage.get(process.documentStorageKey);
    if (!document || sha256Of(document) !== process.documentHash)
      throw new Error(`Loan signing process ${process.id}: the kept document is not intact`);
    const created = await ctx.providers.eSignature.createProcess({
      idempotencyKey: `leiga-loan-signing-${process.id}`,
      reference: `${LOAN_REFERENCE_PREFIX}${process.id}`,
      document,
      documentHash: process.documentHash,
      title: `#${process.loanId}`,
      meta: { loan_id: String(process.loanId) },
      requiresAuth: true,
      signers: [
        {
          reference: String(process.id),
          name: process.signerName,
          kennitala: process.signerKennitala,
          phone: null,
          email: process.signerEmail,
          language: process.signerLanguage,
        },
        ...(process.coSignerKennitala
          ? [
              {
                reference: coSignerReference(process),
                name: process.coSignerName ?? '',
                kennitala: process.coSignerKennitala,
                phone: null,
                email: process.coSignerEmail,
                language: process.coSignerLanguage ?? 'is',
              },
            ]
          : []),
      ],
    });
    // The borrower's own link; the provider sends the co-applicant theirs.
    const signer = created.signers.find((s) => s.reference === String(process.id));
    await ctx.db.transaction(async (tx) => {
      // The link first, whatever the status: the provider's `created` webhook may have come first.
      await updateProcessIf(tx, process.id, ['starting', 'pending'], {
        providerSignerId: signer?.signerId ?? null,
        signingUrl: signer?.url ?? null,
        providerProcessId: created.processId,
      });
      await updateProcessIf(tx, process.id, ['starting'], { status: 'pending' });
    });
    return (await findProcess(ctx.db, process.id)) ?? process;
  } catch {
    await updateProcessIf(ctx.db, process.id, ['starting'], {
      status: 'failed',
      endedAt: new Date(),
    });
    throw unavailable();
  }
}

/**
 * The signature is in: the process is signed and the loan signed in one transaction, with one
 * `loan.signed` event that pays the loan out (so a crash after the commit still pays it).
 */
async function completeSigning(tx: Tx, process: LoanProcessRow, at: Date): Promise<void> {
  const signed = await recordSignature(tx, process.id, at);
  if (!signed) return;
  const loan = await setLoanStatusIf(tx, process.loanId, ['approved'], 'signed');
  if (!loan) return;
  await publishEvent(tx, 'loan.signed', { loan_id: process.loanId, process_id: process.id });
}

const loanWebhook: ProcessWebhookHandler<LoanProcessRow, LoanProcessRow> = {
  prefix: LOAN_REFERENCE_PREFIX,
  findProcess,
  // Loan before process, the order signing takes them in.
  lock: async (tx, known) => {
    await lockLoan(tx, known.loanId);
    return lockProcess(tx, known.id);
  },
  insertReceipt,
  apply: applyEvent,
};

/** A verified provider event about a loan process, handled once. */
export const handleLoanWebhook = (
  ctx: Pick<AppContext, 'db'> & { events: Pick<AppContext['events'], 'kick'> },
  event: ESignatureWebhook,
) => handleProcessWebhook(ctx, loanWebhook, event);

async function applyEvent(
  tx: Tx,
  process: LoanProcessRow,
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
      if (!event.signer) return;
      // With a co-applicant the loan is signed only once both have (`all_signed`).
      if (event.signer.reference === coSignerReference(process))
        await recordCoSignature(tx, process.id, eventTime(event.signer.signed_at));
      else if (!process.coSignerKennitala)
        await completeSigning(tx, process, eventTime(event.signer.signed_at));
      return;
    case 'all_signed': {
      const own = event.signers.find((s) => s.reference === String(process.id));
      const co = event.signers.find((s) => s.reference === coSignerReference(process));
      if (co) await recordCoSignature(tx, process.id, eventTime(co.signed_at));
      await completeSigning(tx, process, eventTime((own ?? event.signers[0])?.signed_at));
      return;
    }
    case 'declined':
    case 'cancelled':
    case 'expired':
      // The loan stays approved: the borrower may start signing again.
      await updateProcessIf(tx, process.id, ['starting', 'pending'], {
        status: event.type === 'declined' ? 'cancelled' : event.type,
        endedAt: new Date(),
      });
  }
}

/**
 * Asks the provider how the open process stands (the poll, for when a webhook was lost) and
 * applies a signature it reports, exactly as the webhook would.
 */
export async function refreshLoanSigning(ctx: Ctx, row: LoanRow): Promise<LoanProcessRow | null> {
  const latest = await findLatestProcess(ctx.db, row.id);
  if (!latest?.providerProcessId || latest.status !== 'pending') return latest ?? null;
  const state = await ctx.providers.eSignature.getProcess(latest.providerProcessId);
  const signer = state.signers.find((s) => s.reference === String(latest.id));
  const co = state.signers.find((s) => s.reference === coSignerReference(latest));
  const isDone = latest.coSignerKennitala
    ? state.status === 'completed' || (signer?.status === 'signed' && co?.status === 'signed')
    : state.status === 'completed' || signer?.status === 'signed';
  if (isDone) {
    await ctx.db.transaction(async (tx) => {
      await lockLoan(tx, row.id);
      const process = await lockProcess(tx, latest.id);
      if (process && co) await recordCoSignature(tx, process.id, co.signedAt ?? new Date());
      if (process) await completeSigning(tx, process, signer?.signedAt ?? new Date());
    });
    void ctx.events.kick();
  } else if (state.status === 'cancelled' || state.status === 'expired') {
    await updateProcessIf(ctx.db, latest.id, ['pending'], {
      status: state.status,
      endedAt: new Date(),
    });
  }
  return (await findProcess(ctx.db, latest.id)) ?? null;
}
