import { randomBytes } from 'node:crypto';
import { getSigningDocumentLanguage, type ContractPdfLanguage } from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { ContractRow } from '../contracts-repository.js';
import { renderContractPdfOf, sha256Of } from '../pdf/contract-pdf-service.js';

/** The PDF sent for signing, as the signing process keeps it. */
export type SigningDocument = {
  documentLang: ContractPdfLanguage;
  documentStorageKey: string;
  /** SHA-256 (hex) of the file: the process's document hash. */
  documentHash: string;
};

/**
 * Renders the committed contract (read-only, so it is what the signers agree to) as the PDF the
 * signers are sent, in the language they read, and keeps the file. The key is unique to this
 * render, so a start that fails may delete its file without touching another start's.
 */
export async function createSigningDocument(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  row: ContractRow,
  signerLanguages: readonly string[],
): Promise<SigningDocument> {
  const documentLang = getSigningDocumentLanguage(signerLanguages);
  const bytes = await renderContractPdfOf(ctx.db, row, documentLang);
  const documentHash = sha256Of(bytes);
  const nonce = randomBytes(4).toString('hex');
  const documentStorageKey = `contracts/${row.id}/files/signing-${documentLang}-${documentHash.slice(0, 16)}-${nonce}.pdf`;
  await ctx.storage.put(documentStorageKey, bytes, 'application/pdf');
  return { documentLang, documentStorageKey, documentHash };
}
