import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKennitala } from '@leiga/domain';
import { ESignatureError } from '../src/providers/e-signature/e-signature-provider.js';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import { raceStatuses } from './support/concurrency.js';
import { addCollaborator } from './support/contracts.js';
import {
  countOutboxEvents,
  createCommittedContract,
  findSigningToken,
  getSignatureStatus,
  injectSender,
  listTimelineKinds,
  signAs,
  type SignatureStatusBody,
} from './support/contracts-signing.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;

beforeAll(async () => {
  t = await createTestApp({ esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna, kristin, staff, reader] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
  ]);
});
afterAll(() => t.close());

type Reply = SignatureStatusBody & ApiErrorBody & { status?: string };
const post = (url: string, session?: Session, headers?: Record<string, string>) =>
  t.call<Reply>('POST', url, { token: session?.access, headers });

describe('who may do what with signing', () => {
  it('answers 401, 404, 403 and 200 by who asks, on every route', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    await addCollaborator(t, id, reader.userId, 'R');
    const routes = ['signing', 'send-reminder', 'cancel-signing', 'fully-sign'];
    for (const route of routes) {
      const url = `/api/contracts/${id}/${route}/`;
      expect((await post(url)).status, route).toBe(401);
      expect((await post(url, kristin)).status, route).toBe(404);
      expect((await post(url, reader)).status, route).toBe(403);
    }
    const key = { 'idempotency-key': `reader-key-${id}` };
    expect((await post(`/api/contracts/${id}/signing/`, reader, key)).status).toBe(403);
    const statusUrl = `/api/contracts/${id}/e-signature/`;
    expect((await t.call('GET', statusUrl)).status).toBe(401);
    expect((await t.call('GET', statusUrl, { token: kristin.access })).status).toBe(404);
    expect((await t.call('GET', statusUrl, { token: reader.access })).status).toBe(200);
    // The tenant reads and signs but does not start the process.
    expect((await post(`/api/contracts/${id}/signing/`, anna)).status).toBe(403);
    expect((await post(`/api/contracts/${id}/signing/`, jon)).status).toBe(201);
    expect((await post(`/api/contracts/${id}/send-reminder/`, anna)).status).toBe(200);
    expect((await post(`/api/contracts/${id}/cancel-signing/`, staff)).status).toBe(200);
  });

  it('refuses to sign a draft, or electronically a paper contract', async () => {
    const paper = await createCommittedContract(t, jon, 'paper');
    const reply = await post(`/api/contracts/${paper}/signing/`, jon);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('wrong_sign_type');
  });
});

describe('electronic signing, start to end', () => {
  it('sends each signer a link; both sign with the eID sandbox; the contract is signed once', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    const started = await post(`/api/contracts/${id}/signing/`, jon);
    expect(started.status).toBe(201);
    expect(started.body.contract_status).toBe('signing');
    expect(started.body.process?.status).toBe('pending');
    expect(started.body.signers.map((s) => [s.role, s.status])).toEqual([
      ['landlord', 'pending'],
      ['tenant', 'pending'],
    ]);
    const sms = await t.lastMessage('3546151234');
    expect(sms.body).toMatch(/leigusamningur um Laugavegur 1, 101 bíður undirritunar þinnar/);

    const jonToken = await findSigningToken(t, 'jon@leiga.is');
    const annaToken = await findSigningToken(t, 'leigjandi@example.is');
    expect((await signAs(t, jonToken)).status).toBe('signed');
    const midway = await getSignatureStatus(t, anna, id);
    expect(midway.contract_status).toBe('signing');
    expect(midway.signers.map((s) => s.status)).toEqual(['signed', 'pending']);
    // Someone has signed: the contract can no longer be reopened.
    const uncommit = await post(`/api/contracts/${id}/uncommit/`, jon);
    expect(uncommit.status).toBe(409);
    expect(uncommit.body.code).toBe('already_signed');

    expect((await signAs(t, annaToken)).status).toBe('signed');
    const done = await getSignatureStatus(t, jon, id);
    expect(done.contract_status).toBe('signed');
    expect(done.process?.status).toBe('signed');
    expect(done.signers.every((s) => s.status === 'signed' && s.signed_at)).toBe(true);
    expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(1);
    expect(await listTimelineKinds(t, id)).toEqual(
      expect.arrayContaining(['signing_started', 'signer_signed', 'signed']),
    );
    // The signing link is spent.
    expect((await post(`/api/sandbox/e-sign/${jonToken}/`)).status).toBe(409);
  });

  it('starts one process however many calls arrive at once', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    const statuses = await raceStatuses(5, () => post(`/api/contracts/${id}/signing/`, jon));
    expect(statuses).toEqual({ 201: 1, 409: 4 });
    const again = await post(`/api/contracts/${id}/signing/`, jon);
    expect(again.status).toBe(409);
  });

  it('answers a retried start with the same Idempotency-Key with the same process', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    const headers = { 'idempotency-key': `start-${id}-abcdef` };
    const answers = await Promise.all([
      post(`/api/contracts/${id}/signing/`, jon, headers),
      post(`/api/contracts/${id}/signing/`, jon, headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.process?.id).toBe(answers[1]!.body.process?.id);
    const bad = await post(`/api/contracts/${id}/signing/`, jon, { 'idempotency-key': 'x' });
    expect(bad.status).toBe(400);
  });

  it('puts the contract back to committed when the provider fails to start, 502', async () => {
    const providers = t.app.ctx.providers;
    const real = providers.eSignature;
    providers.eSignature = {
      createProcess: async () => {
        throw new ESignatureError('unavailable', 'The service is down for maintenance.');
      },
      cancelProcess: (processId) => real.cancelProcess(processId),
      remindSigners: (processId, signerIds) => real.remindSigners(processId, signerIds),
      getProcess: (processId) => real.getProcess(processId),
    };
    const id = await createCommittedContract(t, jon, 'electronic');
    try {
      const failed = await post(`/api/contracts/${id}/signing/`, jon);
      expect([failed.status, failed.body.code]).toEqual([502, 'e_signature_unavailable']);
    } finally {
      providers.eSignature = real;
    }
    const status = await getSignatureStatus(t, jon, id);
    expect(status.contract_status).toBe('committed');
    expect(status.process?.status).toBe('failed');
    expect(await listTimelineKinds(t, id)).toContain('signing_failed');
    expect((await post(`/api/contracts/${id}/signing/`, jon)).status).toBe(201);
  });

  it('records a refusal on the phone as declined', async () => {
    const id = await createCommittedContract(t, jon, 'electronic', {
      name: 'Eva Hákonardóttir',
      identifier: '0601012800',
    });
    await post(`/api/contracts/${id}/signing/`, jon);
    const evaToken = await findSigningToken(t, 'leigjandi@example.is');
    expect((await signAs(t, evaToken)).status).toBe('declined');
    const status = await getSignatureStatus(t, jon, id);
    expect(status.signers.find((s) => s.role === 'tenant')?.status).toBe('declined');
    expect(status.contract_status).toBe('signing');
  });
});

describe('signers without an electronic ID', () => {
  const stranger = { name: 'Sæunn Gestsdóttir', identifier: makeKennitala('1990-01-15', 20) };

  it('cannot sign until staff waive the ID check; then pressing sign is the signature', async () => {
    const id = await createCommittedContract(t, jon, 'electronic', stranger);
    await post(`/api/contracts/${id}/signing/`, jon);
    const token = await findSigningToken(t, 'leigjandi@example.is');
    const refused = await post(`/api/sandbox/e-sign/${token}/`);
    expect([refused.status, refused.body.code]).toEqual([400, 'no_eid']);

    const waived = await createCommittedContract(t, jon, 'electronic', stranger, staff);
    await post(`/api/contracts/${waived}/signing/`, jon);
    const link = await findSigningToken(t, 'leigjandi@example.is');
    const view = await t.call<{ requires_auth: boolean }>('GET', `/api/sandbox/e-sign/${link}/`);
    expect(view.body.requires_auth).toBe(false);
    const signed = await t.call<{ status: string }>('POST', `/api/sandbox/e-sign/${link}/`);
    expect(signed.body.status).toBe('signed');
    const status = await getSignatureStatus(t, jon, waived);
    expect(status.signers.find((s) => s.role === 'tenant')?.status).toBe('signed');
  });
});

describe('reminders, cancelling and uncommitting', () => {
  it('reminds only those left, at most once an hour', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    await post(`/api/contracts/${id}/signing/`, jon);
    await signAs(t, await findSigningToken(t, 'jon@leiga.is'));
    const before = (await t.outbox('leigjandi@example.is')).length;
    const reminded = await post(`/api/contracts/${id}/send-reminder/`, jon);
    expect(reminded.status).toBe(200);
    const tenant = reminded.body.signers.find((s) => s.role === 'tenant');
    expect(reminded.body.reminded_signer_ids).toEqual([tenant?.id]);
    const mails = await t.outbox('leigjandi@example.is');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.subject).toMatch(/^Áminning/);
    const again = await post(`/api/contracts/${id}/send-reminder/`, jon);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('reminder_too_soon');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('cancels signing back to committed; the link stops working; it can start again', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    await post(`/api/contracts/${id}/signing/`, jon);
    const token = await findSigningToken(t, 'jon@leiga.is');
    const cancelled = await t.call<{ status: string }>(
      'POST',
      `/api/contracts/${id}/cancel-signing/`,
      {
        token: jon.access,
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('committed');
    expect((await post(`/api/sandbox/e-sign/${token}/`)).status).toBe(409);
    expect((await post(`/api/contracts/${id}/cancel-signing/`, jon)).status).toBe(409);
    expect((await post(`/api/contracts/${id}/send-reminder/`, jon)).status).toBe(409);
    const status = await getSignatureStatus(t, jon, id);
    expect(status.process?.status).toBe('cancelled');
    expect(await countOutboxEvents(t, 'contract.signing_cancelled', id)).toBe(1);
    expect((await post(`/api/contracts/${id}/signing/`, jon)).status).toBe(201);
  });

  it('uncommits while nobody has signed, ending the process with it', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    await post(`/api/contracts/${id}/signing/`, jon);
    const token = await findSigningToken(t, 'jon@leiga.is');
    const reopened = await t.call<{ status: string }>('POST', `/api/contracts/${id}/uncommit/`, {
      token: jon.access,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe('draft');
    expect((await getSignatureStatus(t, jon, id)).process?.status).toBe('cancelled');
    expect((await post(`/api/sandbox/e-sign/${token}/`)).status).toBe(409);
  });
});

describe('paper contracts', () => {
  it('only staff mark a paper contract fully signed, once', async () => {
    const id = await createCommittedContract(t, jon, 'paper');
    expect((await post(`/api/contracts/${id}/fully-sign/`, jon)).status).toBe(403);
    expect((await post(`/api/contracts/${id}/fully-sign/`, anna)).status).toBe(403);
    const signed = await t.call<{ status: string }>('POST', `/api/contracts/${id}/fully-sign/`, {
      token: staff.access,
    });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe('signed');
    expect((await post(`/api/contracts/${id}/fully-sign/`, staff)).status).toBe(409);
    expect(await countOutboxEvents(t, 'contract.signed', id)).toBe(1);
    expect(await listTimelineKinds(t, id)).toContain('fully_signed');

    const electronic = await createCommittedContract(t, jon, 'electronic');
    const wrong = await post(`/api/contracts/${electronic}/fully-sign/`, staff);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong_sign_type');
  });
});
