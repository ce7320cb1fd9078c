import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guaranteeSigningProcesses,
  guaranteeStatements,
  rentalGuarantees,
  sandboxSigningProcesses,
  users,
} from '../src/db/schema/index.js';
import { resumeStalledGuaranteeStarts } from '../src/modules/guarantees/lifecycle/lifecycle-scheduler.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { injectSender, signAs } from './support/contracts-signing.js';
import {
  createApprovedGuarantee,
  getLifecycle,
  guaranteeSigningToken,
} from './support/guarantee-lifecycle.js';
import { runningCommittedContract } from './support/guarantee-claims.js';

/**
 * "Kill the process mid-way, resume, one signature": what a process killed after committing the
 * guarantee (the process row is written) leaves, before and after the provider booked the
 * process. The resume round asks the provider again with the row's key; the provider answers
 * with the process it booked, never a second one, and the tenant's one signature issues it.
 */
let t: TestApp;
let anna: Session;
let jon: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4, esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [anna, jon] = await Promise.all([t.as('tenant'), t.as('landlord')]);
  contractId = await runningCommittedContract(t, anna, jon);
}, 60_000);
afterAll(() => t.close());

/** The rows a process killed right after its commit transaction leaves behind. */
async function killedAfterCommit(id: number) {
  const [tenant] = await t.db.select().from(users).where(eq(users.id, anna.userId));
  const bytes = Buffer.from(`%PDF-1.7 guarantee terms ${id}`);
  const documentStorageKey = `rental-guarantees/${id}/killed.pdf`;
  await t.app.ctx.storage.put(documentStorageKey, bytes, 'application/pdf');
  await t.db
    .update(rentalGuarantees)
    .set({ status: 'committed' })
    .where(eq(rentalGuarantees.id, id));
  const [process] = await t.db
    .insert(guaranteeSigningProcesses)
    .values({
      guaranteeId: id,
      documentHash: createHash('sha256').update(bytes).digest('hex'),
      documentStorageKey,
      signerUserId: tenant!.id,
      signerName: tenant!.fullName,
      signerKennitala: tenant!.icelandicId!,
      signerEmail: tenant!.email,
      createdAt: new Date(Date.now() - 2 * 60_000),
    })
    .returning();
  return process!;
}

const atProvider = (processId: number) =>
  t.db
    .select()
    .from(sandboxSigningProcesses)
    .where(eq(sandboxSigningProcesses.reference, `guarantee-${processId}`));

async function signAndCheckOnce(id: number, processId: number) {
  await signAs(t, await guaranteeSigningToken(t, anna, id));
  await t.app.ctx.events.kick();
  const [process] = await t.db
    .select()
    .from(guaranteeSigningProcesses)
    .where(eq(guaranteeSigningProcesses.id, processId));
  expect(process).toMatchObject({ status: 'signed' });
  expect(process!.signedAt).toBeTruthy();
  expect(await atProvider(processId)).toHaveLength(1);
  const statements = await t.db
    .select()
    .from(guaranteeStatements)
    .where(eq(guaranteeStatements.guaranteeId, id));
  expect(statements).toHaveLength(1);
  expect(['issued', 'active']).toContain((await getLifecycle(t, jon, id)).status);
}

describe('a process killed while committing a guarantee', () => {
  it('killed before the provider was asked: the resume round starts it once', async () => {
    const id = await createApprovedGuarantee(t, anna, contractId);
    const process = await killedAfterCommit(id);
    expect(await atProvider(process.id)).toHaveLength(0);
    expect(await resumeStalledGuaranteeStarts(t.app.ctx, new Date())).toBe(1);
    expect(await resumeStalledGuaranteeStarts(t.app.ctx, new Date())).toBe(0);
    await signAndCheckOnce(id, process.id);
  });

  it('killed after the provider booked it: the resume round gets the same process back', async () => {
    const id = await createApprovedGuarantee(t, anna, contractId);
    const process = await killedAfterCommit(id);
    // The dying process reached the provider; its answer was never written down.
    const document = await t.app.ctx.storage.get(process.documentStorageKey);
    await t.app.ctx.providers.eSignature.createProcess({
      idempotencyKey: `leiga-guarantee-signing-${process.id}`,
      reference: `guarantee-${process.id}`,
      document: document!,
      documentHash: process.documentHash,
      title: `#${id}`,
      meta: { rental_guarantee_id: String(id) },
      requiresAuth: true,
      signers: [
        {
          reference: String(process.id),
          name: process.signerName,
          kennitala: process.signerKennitala,
          phone: null,
          email: process.signerEmail,
          language: 'is',
        },
      ],
    });
    expect(await atProvider(process.id)).toHaveLength(1);
    expect(await resumeStalledGuaranteeStarts(t.app.ctx, new Date())).toBe(1);
    expect(await atProvider(process.id)).toHaveLength(1);
    await signAndCheckOnce(id, process.id);
  });
});
