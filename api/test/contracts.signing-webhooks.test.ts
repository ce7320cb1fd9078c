import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contracts,
  contractSigners,
  contractSigningProcesses,
  sandboxSigningDeliveries,
  sandboxSigningProcesses,
} from '../src/db/schema/index.js';
import { findContract } from '../src/modules/contracts/contracts-repository.js';
import { createSigningDocument } from '../src/modules/contracts/signing/signing-document.js';
import { listSignerDrafts } from '../src/modules/contracts/signing/signers.js';
import { createHttpSender } from '../src/providers/e-signature/sandbox-e-sign-webhooks.js';
import { signWebhook } from '../src/providers/e-signature/webhook-signature.js';
import { runSigningScheduler } from '../src/modules/contracts/signing/signing-scheduler.js';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import { race, tally } from './support/concurrency.js';
import {
  countOutboxEvents,
  createCommittedContract,
  findSigningToken,
  getSignatureStatus,
  injectSender,
  listTimelineKinds,
  signAs,
} from './support/contracts-signing.js';

let t: TestApp;
let jon: Session;
const SECRET = 'leiga-dev-e-signature-webhook-secret';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  jon = await t.as('landlord');
});
afterAll(() => t.close());

type WebhookReply = { received?: boolean; duplicate?: boolean } & ApiErrorBody;

const deliver = (body: string, headers: Record<string, string>) =>
  t.call<WebhookReply>('POST', '/api/webhooks/e-signature/', { body, headers });

/** A contract being signed, and its process as the provider knows it. */
async function startSigning() {
  const id = await createCommittedContract(t, jon, 'electronic');
  const started = await t.call('POST', `/api/contracts/${id}/signing/`, { token: jon.access });
  expect(started.status).toBe(201);
  const [process] = await t.db
    .select()
    .from(contractSigningProcesses)
    .where(eq(contractSigningProcesses.contractId, id));
  const status = await getSignatureStatus(t, jon, id);
  return { id, process: process!, signers: status.signers };
}

function eventBody(
  process: { id: number; providerProcessId: string | null },
  type: string,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    id: randomUUID(),
    type,
    occurred_at: new Date().toISOString(),
    process: { id: process.providerProcessId, reference: String(process.id) },
    signer: null,
    signers: [],
    ...extra,
  });
}

describe('webhook signature and replay', () => {
  it('refuses a missing, tampered, foreign or stale signature with a clear code', async () => {
    const { process } = await startSigning();
    const body = eventBody(process, 'cancelled');

    const missing = await deliver(body, { 'content-type': 'application/json' });
    expect([missing.status, missing.body.code]).toEqual([401, 'webhook_signature_missing']);

    const tampered = await deliver(body.replace('cancelled', 'expired'), signWebhook(SECRET, body));
    expect([tampered.status, tampered.body.code]).toEqual([401, 'webhook_signature_invalid']);

    const foreign = await deliver(body, signWebhook('someone-elses-secret-123', body));
    expect([foreign.status, foreign.body.code]).toEqual([401, 'webhook_signature_invalid']);

    const stale = await deliver(body, signWebhook(SECRET, body, Date.now() - 6 * 60 * 1000));
    expect([stale.status, stale.body.code]).toEqual([400, 'webhook_timestamp_stale']);

    const headers = { ...signWebhook(SECRET, body), 'x-signature-timestamp': 'yesterday' };
    const garbled = await deliver(body, headers);
    expect([garbled.status, garbled.body.code]).toEqual([400, 'webhook_timestamp_invalid']);

    // None of these touched the contract.
    expect((await getSignatureStatus(t, jon, process.contractId)).contract_status).toBe('signing');
  });

  it('answers 400 to a signed body that is not an event, 404 to an unknown process', async () => {
    const notJson = 'this is not json';
    const reply = await deliver(notJson, signWebhook(SECRET, notJson));
    expect([reply.status, reply.body.code]).toEqual([400, 'validation_error']);

    const wrongShape = JSON.stringify({ id: 'nope', type: 'exploded' });
    const shape = await deliver(wrongShape, signWebhook(SECRET, wrongShape));
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.fields ?? {})).toEqual(expect.arrayContaining(['id', 'type']));

    const unknown = eventBody({ id: 999_999, providerProcessId: 'sp_unknown' }, 'all_signed');
    const missing = await deliver(unknown, signWebhook(SECRET, unknown));
    expect([missing.status, missing.body.code]).toEqual([404, 'signing_process_not_found']);
  });
});

describe('nothing lost or doubled', () => {
  it('handles the same all_signed event once, delivered twice and five times at once', async () => {
    const { id, process, signers } = await startSigning();
    const body = eventBody(process, 'all_signed', {
      signers: signers.map((s, i) => ({
        id: `si_${i}`,
        reference: String(s.id),
        status: 'signed',
        signed_at: new Date().toISOString(),
      })),
    });
    const answers = await race(5, () => deliver(body, signWebhook(SECRET, body)));
    expect(tally(answers)).toEqual({ 200: 5 });
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    const later = await deliver(body, signWebhook(SECRET, body));
    expect(later.body).toEqual({ received: true, duplicate: true });

    expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signed');
    expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(1);
    expect((await listTimelineKinds(t, id)).filter((k) => k === 'signed')).toHaveLength(1);
  });

  it('retries delivery after the api was down or lost its answer; signed exactly once', async () => {
    const sandbox = t.app.ctx.providers.eSignatureSandbox;
    const { id } = await startSigning();
    const jonToken = await findSigningToken(t, 'jon@leiga.is');
    const annaToken = await findSigningToken(t, 'leigjandi@example.is');

    // The api is down: the sandbox records the signatures, its webhooks wait in its outbox.
    sandbox.useSender(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect((await signAs(t, jonToken)).status).toBe('signed');
    expect((await signAs(t, annaToken)).status).toBe('signed');
    expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signing');

    // The api handles the events but dies before answering: the sandbox must try again.
    const inject = injectSender(t);
    sandbox.useSender(async (request) => {
      await inject(request);
      throw new Error('socket hang up');
    });
    const lost = await sandbox.deliverPending(new Date(Date.now() + HOUR_MS));
    expect(lost.delivered).toBe(0);
    expect(lost.retrying).toBeGreaterThanOrEqual(3);
    expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signed');

    // The api is back: the retries are delivered, taken as duplicates, and change nothing.
    sandbox.useSender(inject);
    const back = await sandbox.deliverPending(new Date(Date.now() + 3 * HOUR_MS));
    expect(back).toMatchObject({ retrying: 0, failed: 0 });
    const deliveries = await t.db.select().from(sandboxSigningDeliveries);
    expect(deliveries.filter((d) => !d.deliveredAt)).toEqual([]);
    expect(deliveries.filter((d) => d.type === 'all_signed').at(-1)?.attempts).toBe(3);
    expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(1);
    expect((await listTimelineKinds(t, id)).filter((k) => k === 'signer_signed')).toHaveLength(2);
  });

  it('rolls back a handler that dies mid-way; the retry signs the contract once', async () => {
    const sandbox = t.app.ctx.providers.eSignatureSandbox;
    const { id } = await startSigning();
    // The process "dies" after moving the contract, before the timeline row and the commit.
    await t.db.execute(sql`
      create function die_when_signed() returns trigger language plpgsql as $$
      begin
        if new.kind = 'signed' then raise exception 'the api process died mid-way'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger die_when_signed before insert on contract_events
      for each row execute function die_when_signed()`);
    try {
      await signAs(t, await findSigningToken(t, 'jon@leiga.is'));
      await signAs(t, await findSigningToken(t, 'leigjandi@example.is'));
      const status = await getSignatureStatus(t, jon, id);
      expect(status.contract_status).toBe('signing');
      expect(status.process?.status).toBe('pending');
      expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(0);
    } finally {
      await t.db.execute(sql`drop trigger die_when_signed on contract_events`);
      await t.db.execute(sql`drop function die_when_signed`);
    }
    const retried = await sandbox.deliverPending(new Date(Date.now() + HOUR_MS));
    expect(retried.delivered).toBeGreaterThanOrEqual(1);
    expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signed');
    expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(1);
  });

  it('completes once when both signers confirm at the same moment', async () => {
    const { id } = await startSigning();
    const tokens = [
      await findSigningToken(t, 'jon@leiga.is'),
      await findSigningToken(t, 'leigjandi@example.is'),
    ];
    for (const token of tokens) await t.call('POST', `/api/sandbox/e-sign/${token}/`);
    const answers = await race(2, (i) =>
      t.call<{ status: string }>('POST', `/api/sandbox/e-sign/${tokens[i]}/status/`),
    );
    expect(answers.map((a) => a.body.status)).toEqual(['signed', 'signed']);
    expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signed');
    expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(1);
    const allSigned = await t.db
      .select()
      .from(sandboxSigningDeliveries)
      .where(eq(sandboxSigningDeliveries.type, 'all_signed'));
    const [atProvider] = await t.db
      .select()
      .from(sandboxSigningProcesses)
      .where(
        eq(
          sandboxSigningProcesses.reference,
          String((await getSignatureStatus(t, jon, id)).process?.id),
        ),
      );
    expect(allSigned.filter((d) => d.processId === atProvider?.id)).toHaveLength(1);
  });

  it('delivers webhooks over real HTTP', async () => {
    const sandbox = t.app.ctx.providers.eSignatureSandbox;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sandbox.useSender(createHttpSender(`${address}/api/webhooks/e-signature/`));
    try {
      const { id } = await startSigning();
      await signAs(t, await findSigningToken(t, 'jon@leiga.is'));
      await signAs(t, await findSigningToken(t, 'leigjandi@example.is'));
      expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signed');
      expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(1);
    } finally {
      sandbox.useSender(injectSender(t));
    }
  });
});

describe('a crash while starting', () => {
  it('asks the provider again for a process it never confirmed, once', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    // What a crash between our commit and the provider's answer leaves: a process "starting".
    const drafts = await listSignerDrafts(t.db, id);
    const contract = await findContract(t.db, id);
    const document = await createSigningDocument(
      t.app.ctx,
      contract!,
      drafts.map((d) => d.language ?? 'is'),
    );
    const [process] = await t.db
      .insert(contractSigningProcesses)
      .values({
        contractId: id,
        ...document,
        createdAt: new Date(Date.now() - 2 * 60_000),
      })
      .returning();
    await t.db
      .insert(contractSigners)
      .values(drafts.map((d) => ({ ...d, processId: process!.id })));
    await t.db.update(contracts).set({ status: 'signing' }).where(eq(contracts.id, id));

    await runSigningScheduler(t.app.ctx);
    await runSigningScheduler(t.app.ctx);
    const status = await getSignatureStatus(t, jon, id);
    expect(status.process?.status).toBe('pending');
    const atProvider = await t.db
      .select()
      .from(sandboxSigningProcesses)
      .where(eq(sandboxSigningProcesses.reference, String(process!.id)));
    expect(atProvider).toHaveLength(1);
    await signAs(t, await findSigningToken(t, 'jon@leiga.is'));
    await signAs(t, await findSigningToken(t, 'leigjandi@example.is'));
    expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signed');
  });
});

describe('expiry', () => {
  it('expires a process not signed within 30 days; the contract is committed again', async () => {
    const { id } = await startSigning();
    await runSigningScheduler(t.app.ctx, new Date(Date.now() + 29 * DAY_MS));
    expect((await getSignatureStatus(t, jon, id)).contract_status).toBe('signing');

    await runSigningScheduler(t.app.ctx, new Date(Date.now() + 30 * DAY_MS + HOUR_MS));
    const status = await getSignatureStatus(t, jon, id);
    expect(status.contract_status).toBe('committed');
    expect(status.process?.status).toBe('expired');
    expect(await listTimelineKinds(t, id)).toContain('signing_expired');
    expect(await countOutboxEvents(t, 'contract.signing_cancelled', id)).toBe(1);
    const token = await findSigningToken(t, 'jon@leiga.is');
    const late = await t.call<ApiErrorBody>('POST', `/api/sandbox/e-sign/${token}/`);
    expect([late.status, late.body.code]).toEqual([409, 'signing_ended']);
  });
});
