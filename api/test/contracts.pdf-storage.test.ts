import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contractDocuments,
  contractSigners,
  contractSigningProcesses,
  contractParties,
  contracts,
  events,
} from '../src/db/schema/index.js';
import { storeSignedContractPdfs } from '../src/modules/contracts/pdf/contract-pdf-service.js';
import { outboxRetryDelayMs, publishEvent } from '../src/modules/events/outbox.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { race } from './support/concurrency.js';
import { fillWholeContract, pdfToText } from './support/contract-pdf.js';
import { passOutboxWait } from './support/outbox.js';
import { ANNA_KT, addTenantParty, createDraft } from './support/contracts.js';

type PdfBody = { filename: string; content_type: string; base64: string };

let t: TestApp;
let jon: Session;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'leiga-contract-pdf-'));
  t = await createTestApp({ filesDir });
  jon = await t.as('landlord');
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A whole contract, signed by every party through a finished signing process. */
async function signedContract(): Promise<number> {
  const id = (await createDraft(t, jon)).id;
  await addTenantParty(t, id, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await fillWholeContract(t, id);
  const parties = await t.db
    .select()
    .from(contractParties)
    .where(eq(contractParties.contractId, id));
  const [process] = await t.db
    .insert(contractSigningProcesses)
    .values({ contractId: id, status: 'signed', documentHash: 'sha256:test' })
    .returning();
  await t.db.insert(contractSigners).values(
    parties.map((p) => ({
      processId: process!.id,
      partyId: p.id,
      role: p.role,
      name: p.name,
      kennitala: p.identifier,
      status: 'signed' as const,
      signedAt: new Date('2026-01-20T10:15:00Z'),
    })),
  );
  await t.db
    .update(contracts)
    .set({ status: 'signed', signType: 'electronic' })
    .where(eq(contracts.id, id));
  return id;
}

const documentsOf = (id: number) =>
  t.db.select().from(contractDocuments).where(eq(contractDocuments.contractId, id));

const filesOf = async (id: number) =>
  (await readdir(path.join(filesDir, 'contracts', String(id), 'files'))).sort();

const getPdf = (id: number, lang: string) =>
  t.call<PdfBody>('GET', `/api/contracts/${id}/base64/?lang=${lang}`, { token: jon.access });

const deliver = async (id: number, times: number) => {
  for (let i = 0; i < times; i++) await publishEvent(t.db, 'contract.signed', { contract_id: id });
  await t.app.ctx.events.kick();
};

describe('the signed lease is stored once', () => {
  it('stores one PDF per language when contract.signed is delivered twice', async () => {
    const id = await signedContract();
    await deliver(id, 2);
    const documents = await documentsOf(id);
    expect(documents.map((d) => [d.kind, d.lang]).sort()).toEqual([
      ['signed_pdf', 'en'],
      ['signed_pdf', 'is'],
    ]);
    expect(await filesOf(id)).toEqual(documents.map((d) => path.basename(d.storageKey)).sort());
    for (const d of documents) {
      const bytes = await t.app.ctx.storage.get(d.storageKey);
      expect(createHash('sha256').update(bytes!).digest('hex')).toBe(d.sha256);
    }
  });

  it('stores one PDF per language when deliveries race, and the losers leave no file', async () => {
    const id = await signedContract();
    await race(6, () => storeSignedContractPdfs(t.app.ctx, id));
    const documents = await documentsOf(id);
    expect(documents).toHaveLength(2);
    expect(await filesOf(id)).toHaveLength(2);
  });

  it('serves the stored file after signing, not a render of what changed since', async () => {
    const id = await signedContract();
    await deliver(id, 1);
    await t.db.update(contracts).set({ price: 999_000 }).where(eq(contracts.id, id));
    const reply = await getPdf(id, 'is');
    expect(reply.status).toBe(200);
    const bytes = Buffer.from(reply.body.base64, 'base64');
    const [stored] = await t.db
      .select()
      .from(contractDocuments)
      .where(and(eq(contractDocuments.contractId, id), eq(contractDocuments.lang, 'is')));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored!.sha256);
    const text = (await pdfToText(bytes)).replace(/\u00a0/g, ' ');
    expect(text).toContain('285.000 kr.');
    expect(text).not.toContain('999.000');
    expect(text.match(/Undirritað 20\.01\.2026 10:15/g)).toHaveLength(4);
  });

  it('stores it on the first download when the event has not arrived yet, and only once', async () => {
    const id = await signedContract();
    const first = await getPdf(id, 'en');
    const second = await getPdf(id, 'en');
    expect(second.body.base64).toBe(first.body.base64);
    expect((await documentsOf(id)).map((d) => d.lang)).toEqual(['en']);
  });

  it('retries after storage fails mid-way and ends with one document per language', async () => {
    const id = await signedContract();
    // Storage refuses this contract's second language until the test lifts it: the outbox's own
    // poll may retry meanwhile (on a slow machine, between the kick and the checks), and each
    // retry must meet the same failure. Other events' handlers may be storing files meanwhile.
    const storage = t.app.ctx.storage;
    const original = storage.put.bind(storage);
    let refusals = 0;
    const put = vi.spyOn(storage, 'put').mockImplementation((key, data, contentType) => {
      if (!key.startsWith(`contracts/${id}/files/signed-en-`))
        return original(key, data, contentType);
      refusals += 1;
      return Promise.reject(new Error('storage unavailable'));
    });
    await deliver(id, 1);
    expect(refusals).toBeGreaterThan(0);
    expect((await documentsOf(id)).map((d) => d.lang)).toEqual(['is']);
    const [failed] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'contract.signed'))
      .orderBy(events.id)
      .then((rows) => rows.filter((e) => e.payload['contract_id'] === id));
    // A poll's retry may be between its refusal and its count.
    expect(failed!.attempts).toBeGreaterThanOrEqual(1);
    expect(failed!.attempts).toBeLessThanOrEqual(refusals);
    expect(failed!.dispatchedAt).toBeNull();
    // The outbox waits before it tries again, and storage works by then.
    expect(failed!.claimedUntil!.getTime()).toBeGreaterThanOrEqual(
      failed!.createdAt.getTime() + outboxRetryDelayMs(1),
    );
    put.mockRestore();
    await passOutboxWait(t.db, failed!.id);
    await t.app.ctx.events.kick();
    expect((await documentsOf(id)).map((d) => d.lang).sort()).toEqual(['en', 'is']);
    expect(await filesOf(id)).toHaveLength(2);
  });

  it('stores nothing for a contract that is not signed', async () => {
    const id = (await createDraft(t, jon)).id;
    await deliver(id, 1);
    expect(await documentsOf(id)).toHaveLength(0);
  });
});
