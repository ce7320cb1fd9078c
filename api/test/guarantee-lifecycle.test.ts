import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contracts,
  events,
  guaranteeSigningProcesses,
  guaranteeStatements,
  rentalGuarantees,
  sandboxSigningProcesses,
} from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { pdfToText } from './support/contract-pdf.js';
import { injectSender, signAs } from './support/contracts-signing.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';
import {
  createApprovedGuarantee,
  getLifecycle,
  guaranteeSigningToken,
  lifecycleUrl,
  type LifecycleBody,
} from './support/guarantee-lifecycle.js';

let t: TestApp;
let anna: Session;
let jon: Session;
let stranger: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4, esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [anna, jon, stranger, staff] = await Promise.all([
    t.as('tenant'),
    t.as('landlord'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  contractId = await sharedCommittedContract(t, anna, jon);
  // The lease has started: an issued guarantee becomes active when read.
  await t.db
    .update(contracts)
    .set({ startDate: '2026-01-01', endDate: null })
    .where(eq(contracts.id, contractId));
}, 60_000);
afterAll(() => t.close());

const commit = (s: Session, id: number, key?: string) =>
  t.call<LifecycleBody>('POST', lifecycleUrl(id, 'commit/'), {
    token: s.access,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

async function statementOf(s: Session, id: number) {
  const reply = await t.call<{ base64: string; filename: string }>(
    'GET',
    lifecycleUrl(id, 'statement/'),
    { token: s.access },
  );
  return reply;
}

async function notices(s: Session, type: string, id: number) {
  const reply = await t.call<{ results: { notification_type: string; target_path: string }[] }>(
    'GET',
    `/api/users/${s.userId}/notifications/?page_size=50`,
    { token: s.access },
  );
  return reply.body.results.filter(
    (n) =>
      n.notification_type === type &&
      (n.target_path.includes(`/${id}`) || n.target_path.includes(`/${contractId}/`)),
  );
}

async function issuedGuarantee(): Promise<number> {
  const id = await createApprovedGuarantee(t, anna, contractId);
  expect((await commit(anna, id, `commit-${id}-key`)).status).toBe(201);
  await signAs(t, await guaranteeSigningToken(t, anna, id));
  await t.app.ctx.events.kick();
  return id;
}

describe('commit and sign', () => {
  it('commits once per key, the tenant signs, the landlord is issued one statement PDF', async () => {
    const id = await createApprovedGuarantee(t, anna, contractId);
    const before = await getLifecycle(t, anna, id);
    expect(before).toMatchObject({ status: 'approved', viewer_can_commit: true, signing: null });
    expect((await getLifecycle(t, jon, id)).viewer_can_commit).toBe(false);

    const first = await commit(anna, id, `commit-${id}-key`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'committed', viewer_can_sign: true });
    const replay = await commit(anna, id, `commit-${id}-key`);
    expect(replay.status).toBe(200);
    const other = await commit(anna, id, `another-${id}-key`);
    expect([other.status, other.body.code]).toEqual([409, 'guarantee_not_committable']);
    const processes = await t.db
      .select()
      .from(guaranteeSigningProcesses)
      .where(eq(guaranteeSigningProcesses.guaranteeId, id));
    expect(processes).toHaveLength(1);
    const atProvider = await t.db
      .select()
      .from(sandboxSigningProcesses)
      .where(eq(sandboxSigningProcesses.reference, `guarantee-${processes[0]!.id}`));
    expect(atProvider).toHaveLength(1);
    expect((await statementOf(jon, id)).status).toBe(409);

    await signAs(t, await guaranteeSigningToken(t, anna, id));
    await t.app.ctx.events.kick();
    // Issued, and the lease has started: active on read.
    const after = await getLifecycle(t, jon, id);
    expect(after.status).toBe('active');
    expect(after.signing).toMatchObject({ status: 'signed' });
    expect(after.signing?.signed_at).toBeTruthy();
    expect(after.statement?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const pdf = await statementOf(jon, id);
    expect(pdf.status).toBe(200);
    const text = (await pdfToText(Buffer.from(pdf.body.base64, 'base64'))).replace(/\s+/g, ' ');
    expect(text).toContain('Ábyrgðaryfirlýsing');
    expect(text).toContain('Anna');
    expect(text).toContain(after.signing!.document_hash.slice(0, 32));
    // Served from storage: the same bytes for the tenant too.
    expect((await statementOf(anna, id)).body.base64).toBe(pdf.body.base64);
    expect(await notices(jon, 'guarantee_issued', id)).toHaveLength(1);
    const uncommit = await t.call('POST', lifecycleUrl(id, 'uncommit/'), { token: anna.access });
    expect([uncommit.status, uncommit.body.code]).toEqual([409, 'already_signed']);
  });

  it('uncommits before signing: the process ends and the guarantee is approved again', async () => {
    const id = await createApprovedGuarantee(t, anna, contractId);
    await commit(anna, id);
    const byLandlord = await t.call('POST', lifecycleUrl(id, 'uncommit/'), { token: jon.access });
    expect(byLandlord.status).toBe(404);
    const back = await t.call<LifecycleBody>('POST', lifecycleUrl(id, 'uncommit/'), {
      token: anna.access,
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'approved', signing: { status: 'cancelled' } });
    const twice = await t.call('POST', lifecycleUrl(id, 'uncommit/'), { token: anna.access });
    expect([twice.status, twice.body.code]).toEqual([409, 'guarantee_not_committed']);
    // Committing again starts a new process.
    expect((await commit(anna, id)).status).toBe(201);
  });

  it('keeps others out: 404 to strangers, 404 commit for the landlord, staff read only', async () => {
    const id = await createApprovedGuarantee(t, anna, contractId);
    expect((await t.call('GET', lifecycleUrl(id), { token: stranger.access })).status).toBe(404);
    expect((await commit(stranger, id)).status).toBe(404);
    expect((await commit(jon, id)).status).toBe(404);
    expect((await t.call('GET', lifecycleUrl(id))).status).toBe(401);
    const seen = await getLifecycle(t, staff, id);
    expect(seen).toMatchObject({ current_user_role: 'staff', viewer_can_commit: false });
    expect((await commit(staff, id)).status).toBe(404);
    const badKey = await commit(anna, id, 'short');
    expect(badKey.status).toBe(400);
    // A planned lease has no landlord to issue to.
    const planned = await t.call<{ id: number }>('POST', '/api/rental-guarantees/', {
      token: anna.access,
      body: { monthly_rent: 200_000, amount: 300_000 },
    });
    await t.call('POST', `/api/rental-guarantees/${planned.body.id}/assess/`, {
      token: anna.access,
      body: { consent: true },
    });
    const noContract = await commit(anna, planned.body.id);
    expect([noContract.status, noContract.body.code]).toEqual([409, 'guarantee_not_committable']);
  });
});

describe('cancellation requests', () => {
  it('the landlord asks, the tenant rejects with a reason; the tenant asks, the landlord accepts', async () => {
    const id = await issuedGuarantee();
    const empty = await t.call('POST', lifecycleUrl(id, 'cancellation-requests/'), {
      token: jon.access,
      body: { reason: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('reason');
    const byStaff = await t.call('POST', lifecycleUrl(id, 'cancellation-requests/'), {
      token: staff.access,
      body: { reason: 'Nei' },
    });
    expect(byStaff.status).toBe(403);
    const byStranger = await t.call('POST', lifecycleUrl(id, 'cancellation-requests/'), {
      token: stranger.access,
      body: { reason: 'Nei' },
    });
    expect(byStranger.status).toBe(404);

    const asked = await t.call<LifecycleBody>('POST', lifecycleUrl(id, 'cancellation-requests/'), {
      token: jon.access,
      body: { reason: 'Leigjandi greiðir tryggingarfé í staðinn' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe('cancellation_requested');
    const again = await t.call('POST', lifecycleUrl(id, 'cancellation-requests/'), {
      token: anna.access,
      body: { reason: 'Líka' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'cancellation_pending']);
    const requestId = asked.body.cancellation_requests[0]!.id;
    expect(asked.body.viewer_can_answer_request_id).toBeNull();
    expect((await getLifecycle(t, anna, id)).viewer_can_answer_request_id).toBe(requestId);
    await t.app.ctx.events.kick();
    expect(await notices(anna, 'guarantee_cancellation', id)).toHaveLength(1);

    const answer = (s: Session, body: unknown, rid = requestId) =>
      t.call<LifecycleBody>('POST', lifecycleUrl(id, `cancellation-requests/${rid}/answer/`), {
        token: s.access,
        body,
      });
    expect((await answer(jon, { accept: true })).status).toBe(403);
    const noReason = await answer(anna, { accept: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    expect((await answer(anna, { accept: true }, 999_999)).status).toBe(404);
    const rejected = await answer(anna, { accept: false, reason: 'Ég vil halda ábyrgðinni' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('active');
    expect(rejected.body.cancellation_requests[0]).toMatchObject({
      status: 'rejected',
      answer_reason: 'Ég vil halda ábyrgðinni',
    });
    expect((await answer(anna, { accept: true })).status).toBe(409);

    const tenantAsks = await t.call<LifecycleBody>(
      'POST',
      lifecycleUrl(id, 'cancellation-requests/'),
      { token: anna.access, body: { reason: 'Ég flyt út' } },
    );
    const second = tenantAsks.body.cancellation_requests[0]!.id;
    expect((await answer(anna, { accept: true }, second)).status).toBe(403);
    const accepted = await answer(jon, { accept: true }, second);
    expect(accepted.body.status).toBe('cancelled');
    const late = await t.call('POST', lifecycleUrl(id, 'cancellation-requests/'), {
      token: anna.access,
      body: { reason: 'Aftur' },
    });
    expect([late.status, late.body.code]).toEqual([409, 'guarantee_not_active']);
  });
});

describe('cancellation before the lease starts', () => {
  it('is asked while issued; a rejection keeps it issued, an acceptance cancels it', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    await t.db.update(contracts).set({ startDate: nextYear }).where(eq(contracts.id, contractId));
    try {
      const id = await issuedGuarantee();
      const issued = await getLifecycle(t, jon, id);
      expect(issued).toMatchObject({ status: 'issued', viewer_can_request_cancellation: true });
      const ask = () =>
        t.call<LifecycleBody>('POST', lifecycleUrl(id, 'cancellation-requests/'), {
          token: jon.access,
          body: { reason: 'Leigjandinn leggur fram tryggingarfé' },
        });
      const asked = await ask();
      expect([asked.status, asked.body.status]).toEqual([201, 'cancellation_requested']);
      const answer = (rid: number, body: unknown) =>
        t.call<LifecycleBody>('POST', lifecycleUrl(id, `cancellation-requests/${rid}/answer/`), {
          token: anna.access,
          body,
        });
      const rejected = await answer(asked.body.cancellation_requests[0]!.id, {
        accept: false,
        reason: 'Ég hef ekki tryggingarféð',
      });
      // Not active: the lease has not started, so cover has not either.
      expect(rejected.body.status).toBe('issued');
      const again = await ask();
      const accepted = await answer(again.body.cancellation_requests[0]!.id, { accept: true });
      expect(accepted.body.status).toBe('cancelled');
      const [row] = await t.db
        .select({ status: rentalGuarantees.status })
        .from(rentalGuarantees)
        .where(eq(rentalGuarantees.id, id));
      expect(row?.status).toBe('cancelled');
    } finally {
      await t.db
        .update(contracts)
        .set({ startDate: '2026-01-01' })
        .where(eq(contracts.id, contractId));
    }
  });
});

describe('signatures are never lost or doubled', () => {
  it('handles each webhook once and stores one statement however often the outbox delivers', async () => {
    const id = await createApprovedGuarantee(t, anna, contractId);
    await commit(anna, id);
    await t.app.ctx.events.kick();
    const before = (await notices(jon, 'guarantee_issued', id)).length;
    const sandbox = t.app.ctx.providers.eSignatureSandbox;
    const sent: { headers: Record<string, string>; body: string }[] = [];
    sandbox.useSender(async (request) => {
      sent.push(request);
      return injectSender(t)(request);
    });
    try {
      await signAs(t, await guaranteeSigningToken(t, anna, id));
      expect(sent.length).toBeGreaterThan(0);
      for (const request of sent) {
        const replay = await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/e-signature/',
          headers: request.headers,
          payload: request.body,
        });
        expect(replay.json()).toMatchObject({ received: true, duplicate: true });
      }
    } finally {
      sandbox.useSender(injectSender(t));
    }
    await t.app.ctx.events.kick();
    const [event] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'guarantee.issued'))
      .then((rows) => rows.filter((e) => e.payload['guarantee_id'] === id));
    expect(event).toMatchObject({ lastError: null });
    await t.db
      .update(events)
      .set({ dispatchedAt: null, claimedUntil: null })
      .where(eq(events.id, event!.id));
    await t.app.ctx.events.kick();
    const statements = await t.db
      .select()
      .from(guaranteeStatements)
      .where(eq(guaranteeStatements.guaranteeId, id));
    expect(statements).toHaveLength(1);
    // The landlord's notices point at the contract's guarantee page: one more, not two.
    expect(await notices(jon, 'guarantee_issued', id)).toHaveLength(before + 1);
    const [process] = await t.db
      .select()
      .from(guaranteeSigningProcesses)
      .where(eq(guaranteeSigningProcesses.guaranteeId, id));
    expect(process).toMatchObject({ status: 'signed' });
  });
});

describe('time moves the guarantee with the lease', () => {
  it('ends after the last day and expires when the claim window closes', async () => {
    const id = await issuedGuarantee();
    expect((await getLifecycle(t, anna, id)).status).toBe('active');
    await t.db.update(contracts).set({ endDate: '2026-01-31' }).where(eq(contracts.id, contractId));
    try {
      // 2026-01-31 + 4 weeks has passed by the test clock's today (the lease is long over).
      expect((await getLifecycle(t, jon, id)).status).toBe('expired');
      const [row] = await t.db.select().from(rentalGuarantees).where(eq(rentalGuarantees.id, id));
      expect(row!.status).toBe('expired');
    } finally {
      await t.db.update(contracts).set({ endDate: null }).where(eq(contracts.id, contractId));
    }
  });

  it('the lists settle a guarantee time has moved on, as its own page does', async () => {
    const id = await issuedGuarantee();
    await t.db.update(contracts).set({ endDate: '2026-01-31' }).where(eq(contracts.id, contractId));
    try {
      type Page = { results: { id: number; status: string }[] };
      const statusIn = async (s: Session, url: string) =>
        (await t.call<Page>('GET', url, { token: s.access })).body.results.find((g) => g.id === id)
          ?.status;
      // Nobody has opened the guarantee itself: the list alone moves it on.
      expect(await statusIn(anna, '/api/rental-guarantees/?page_size=50')).toBe('expired');
      expect(await statusIn(jon, '/api/landlords/rental-guarantees/?page_size=50')).toBe('expired');
    } finally {
      await t.db.update(contracts).set({ endDate: null }).where(eq(contracts.id, contractId));
    }
  });
});
