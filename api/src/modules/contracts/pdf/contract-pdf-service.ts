import { createHash } from 'node:crypto';
import {
  CONTRACT_PDF_LANGUAGES,
  buildContractPdfModel,
  type ContractPdfLanguage,
  type ContractStatus,
} from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { loadContract } from '../contract-view.js';
import { findContract, type ContractRow } from '../contracts-repository.js';
import { findSignedProcess, type SigningProcessRow } from '../signing/signing-repository.js';
import {
  findContractDocument,
  insertContractDocument,
  listPartySignatures,
} from './contract-documents-repository.js';
import { getPdfTranslator } from './pdf-messages.js';
import { renderContractPdf } from './pdf-renderer.js';

/**
 * The lease PDF: rendered from the contract while it can still change; once signed, rendered
 * once per language, stored, and served from storage ever after, so what was signed is what is
 * downloaded.
 */

const SIGNED: readonly ContractStatus[] = ['signed', 'registered'];

export function getContractPdfFilename(contractId: number, lang: ContractPdfLanguage): string {
  return lang === 'is' ? `leigusamningur-${contractId}.pdf` : `lease-${contractId}.pdf`;
}

/** The contract as a PDF now, with its current values. */
export async function renderContractPdfOf(
  db: Db,
  row: ContractRow,
  lang: ContractPdfLanguage,
  now = new Date(),
): Promise<Buffer> {
  const [contract, signedAt] = await Promise.all([
    loadContract(db, row),
    listPartySignatures(db, row.id),
  ]);
  const model = buildContractPdfModel({
    contract,
    lang,
    t: getPdfTranslator(lang),
    signedAt,
    generatedAt: now,
  });
  return renderContractPdf(model, {
    title: `${model.title} (${model.subtitle})`,
    lang,
    createdAt: now,
  });
}

async function readStored(ctx: Pick<AppContext, 'storage'>, storageKey: string): Promise<Buffer> {
  const bytes = await ctx.storage.get(storageKey);
  if (!bytes) throw new Error(`The stored contract PDF ${storageKey} is missing`);
  return bytes;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A signing process's kept PDF, which must still be the one whose hash the signers agreed to. */
export async function readSigningDocument(
  ctx: Pick<AppContext, 'storage'>,
  process: Pick<SigningProcessRow, 'id' | 'documentHash' | 'documentStorageKey'>,
): Promise<Buffer> {
  if (!process.documentStorageKey)
    throw new Error(`Signing process ${process.id} keeps no document`);
  const bytes = await readStored(ctx, process.documentStorageKey);
  if (sha256Of(bytes) !== process.documentHash)
    throw new Error(
      `Signing process ${process.id}: the kept document does not match the hash the signers agreed to`,
    );
  return bytes;
}

/**
 * The bytes to store as the signed PDF in a language: in the language it was signed in, the
 * document the signers were sent, checked against its hash (a mismatch stops the storing and
 * the outbox retries, so a wrong file is never stored as signed); in the other language, or for
 * a process from before documents were kept, a render of the contract with its signatures.
 */
async function getSignedBytes(
  ctx: AppContext,
  row: ContractRow,
  lang: ContractPdfLanguage,
): Promise<{ bytes: Buffer; storageKey: string | null }> {
  const process = await findSignedProcess(ctx.db, row.id);
  if (process?.documentStorageKey && process.documentLang === lang)
    return {
      bytes: await readSigningDocument(ctx, process),
      storageKey: process.documentStorageKey,
    };
  return { bytes: await renderContractPdfOf(ctx.db, row, lang), storageKey: null };
}

/**
 * The signed lease's stored PDF in a language, rendered and stored the first time. The file is
 * written before its row, so a crash in between leaves at most an unreferenced file and the
 * next delivery stores it again; when two deliveries race, the unique row decides and the
 * loser removes its own file.
 */
export async function getSignedContractPdf(
  ctx: AppContext,
  row: ContractRow,
  lang: ContractPdfLanguage,
): Promise<Buffer> {
  const stored = await findContractDocument(ctx.db, row.id, 'signed_pdf', lang);
  if (stored) return readStored(ctx, stored.storageKey);
  const signed = await getSignedBytes(ctx, row, lang);
  const { bytes } = signed;
  const sha256 = sha256Of(bytes);
  // The signed document is already kept; a render is written to a file of its own.
  const storageKey =
    signed.storageKey ?? `contracts/${row.id}/files/signed-${lang}-${sha256.slice(0, 16)}.pdf`;
  if (!signed.storageKey) await ctx.storage.put(storageKey, bytes, 'application/pdf');
  const inserted = await insertContractDocument(ctx.db, {
    contractId: row.id,
    kind: 'signed_pdf',
    lang,
    storageKey,
    sha256,
  });
  if (inserted) return bytes;
  const winner = await findContractDocument(ctx.db, row.id, 'signed_pdf', lang);
  if (!winner) throw new Error(`Contract ${row.id}: the stored PDF row vanished`);
  if (!signed.storageKey && winner.storageKey !== storageKey) await ctx.storage.delete(storageKey);
  return readStored(ctx, winner.storageKey);
}

/** What GET contracts/{id}/base64/ sends: the stored file once signed, else a fresh render. */
export async function getContractPdf(
  ctx: AppContext,
  row: ContractRow,
  lang: ContractPdfLanguage,
): Promise<Buffer> {
  if (SIGNED.includes(row.status)) return getSignedContractPdf(ctx, row, lang);
  return renderContractPdfOf(ctx.db, row, lang);
}

/** Stores every language of a contract's signed PDF; a no-op for a contract not signed. */
export async function storeSignedContractPdfs(ctx: AppContext, contractId: number): Promise<void> {
  const row = await findContract(ctx.db, contractId);
  if (!row || !SIGNED.includes(row.status)) return;
  for (const lang of CONTRACT_PDF_LANGUAGES) await getSignedContractPdf(ctx, row, lang);
}

/** `contract.signed` {contract_id}: the outbox delivers it at least once; storing is idempotent. */
export function registerContractPdfStorage(ctx: AppContext): void {
  ctx.events.on('contract.signed', async (payload) => {
    await storeSignedContractPdfs(ctx, Number(payload['contract_id']));
  });
}
