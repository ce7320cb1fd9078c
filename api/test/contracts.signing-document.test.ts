import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocuments, contractSigningProcesses, users } from '../src/db/schema/index.js';
import { storeSignedContractPdfs } from '../src/modules/contracts/pdf/contract-pdf-service.js';
import { ESignatureError } from '../src/providers/e-signature/e-signature-provider.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { pdfToText } from './support/contract-pdf.js';
import {
  createCommittedContract,
  findSigningToken,
  getSignatureStatus,
  injectSender,
  signAs,
  type SignerViewBody,
} from './support/contracts-signing.js';

/**
 * The document hash of e-signing is SHA-256 of the PDF the signers are sent: rendered when
 * signing starts, in the language the signers read, kept with the process, shown by the
 * signing service, and checked again when the signed PDF is stored.
 */
let t: TestApp;
let jon: Session;
let anna: Session;
let filesDir: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'leiga-signing-document-'));
  t = await createTestApp({ filesDir, esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna] = await Promise.all([t.as('landlord'), t.as('tenant')]);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function startSigning(): Promise<number> {
  const id = await createCommittedContract(t, jon, 'electronic');
  const reply = await t.call('POST', `/api/contracts/${id}/signing/`, { token: jon.access });
  expect(reply.status).toBe(201);
  return id;
}

async function processOf(contractId: number) {
  const [row] = await t.db
    .select()
    .from(contractSigningProcesses)
    .where(eq(contractSigningProcesses.contractId, contractId));
  return row!;
}

async function keptDocument(contractId: number): Promise<Buffer> {
  const process = await processOf(contractId);
  const bytes = await t.app.ctx.storage.get(process.documentStorageKey!);
  if (!bytes) throw new Error('The signing process keeps no document');
  return bytes;
}

const signedPdfOf = async (contractId: number, lang: 'is' | 'en') => {
  const [row] = await t.db
    .select()
    .from(contractDocuments)
    .where(and(eq(contractDocuments.contractId, contractId), eq(contractDocuments.lang, lang)));
  return row;
};

async function signBoth(): Promise<void> {
  await signAs(t, await findSigningToken(t, 'jon@leiga.is'));
  await signAs(t, await findSigningToken(t, 'leigjandi@example.is'));
}

describe('the document the signers sign', () => {
  it('is the PDF of the contract in Icelandic, kept with the process; its hash is the one shown everywhere', async () => {
    const id = await startSigning();
    const process = await processOf(id);
    const bytes = await keptDocument(id);
    expect(process.documentLang).toBe('is');
    expect(sha256(bytes)).toBe(process.documentHash);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfToText(bytes)).toContain('Anna Sigurðardóttir');

    const status = await getSignatureStatus(t, jon, id);
    expect(status.process?.document_hash).toBe(process.documentHash);
    const token = await findSigningToken(t, 'leigjandi@example.is');
    const view = await t.call<SignerViewBody & { document_hash: string }>(
      'GET',
      `/api/sandbox/e-sign/${token}/`,
    );
    expect(view.body.document_hash).toBe(process.documentHash);
  });

  it('is in English when every signer reads English', async () => {
    const people = [jon.userId, anna.userId];
    await t.db.update(users).set({ primaryLanguage: 'en' }).where(inArray(users.id, people));
    try {
      const id = await startSigning();
      const process = await processOf(id);
      expect(process.documentLang).toBe('en');
      const text = await pdfToText(await keptDocument(id));
      expect(text).toMatch(/lease/i);
      expect(text).not.toContain('Leigusamningur');
    } finally {
      await t.db.update(users).set({ primaryLanguage: 'is' }).where(inArray(users.id, people));
    }
  });

  it('is stored, byte for byte, as the signed PDF in its language; the other language is rendered', async () => {
    const id = await startSigning();
    const kept = await keptDocument(id);
    const process = await processOf(id);
    await signBoth();
    await storeSignedContractPdfs(t.app.ctx, id);
    const signedIs = await signedPdfOf(id, 'is');
    expect(signedIs?.sha256).toBe(process.documentHash);
    const download = await t.call<{ base64: string }>(
      'GET',
      `/api/contracts/${id}/base64/?lang=is`,
      {
        token: anna.access,
      },
    );
    expect(Buffer.from(download.body.base64, 'base64').equals(kept)).toBe(true);
    const signedEn = await signedPdfOf(id, 'en');
    expect(signedEn?.sha256).not.toBe(process.documentHash);
  });

  it('is refused when the kept file no longer matches the hash: nothing is stored as signed', async () => {
    const id = await startSigning();
    const process = await processOf(id);
    const tampered = Buffer.concat([await keptDocument(id), Buffer.from('\n% changed\n')]);
    await t.app.ctx.storage.put(process.documentStorageKey!, tampered, 'application/pdf');
    // The last signature publishes contract.signed, whose delivery stores the signed PDFs.
    await signBoth();
    await t.app.ctx.events.kick();
    await expect(storeSignedContractPdfs(t.app.ctx, id)).rejects.toThrow(
      /does not match the hash the signers agreed to/,
    );
    expect(await signedPdfOf(id, 'is')).toBeUndefined();
  });
});

describe('the e-signature sandbox', () => {
  it('refuses a document whose hash is not the one given', async () => {
    const document = Buffer.from('%PDF-1.7 a lease');
    const request = {
      idempotencyKey: 'signing-document-test-mismatch',
      reference: '1',
      document,
      documentHash: sha256(Buffer.from('another document')),
      title: 'Laugavegur 1',
      meta: {},
      requiresAuth: true,
      signers: [
        {
          reference: '1',
          name: 'Anna',
          kennitala: '1203942319',
          phone: null,
          email: 'anna@example.is',
          language: 'is' as const,
        },
      ],
    };
    const refusal = await t.app.ctx.providers.eSignature
      .createProcess(request)
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ESignatureError);
    expect((refusal as ESignatureError).code).toBe('invalid_request');
  });
});
