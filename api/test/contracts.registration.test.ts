import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HMS_RETRY, getHmsRetryDelayMs } from '@leiga/domain';
import { contracts, hmsSubmissions } from '../src/db/schema/index.js';
import { HmsSubmissionWorker } from '../src/modules/contracts/registration/submission-worker.js';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import { addCollaborator, createDraft } from './support/contracts.js';
import {
  contractStatus,
  createSignedContract,
  publishSigned,
  registrationRecords,
  sandboxLeaseCount,
  sandboxOf,
  settledSubmission,
  submissionsOf,
  UNIT,
} from './support/registration.js';

type Submission = {
  id: number;
  contract_id: number;
  status: string;
  attempts: number;
  registration_number: string | null;
  rejection_errors: Record<string, string> | null;
  last_error: string | null;
  next_attempt_at: string | null;
  contract: {
    status: string;
    address: { street: string } | null;
    landlords: { name: string }[];
    tenants: { name: string }[];
  };
};
type Detail = Submission & {
  attempts_history: { attempt: number; outcome: string; error: string | null }[];
  payload: { applicationId: string; tenants: { nationalId: string }[] };
};
type Page = { count: number; next: string | null; results: Submission[] };

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp({ hmsWorkerIntervalMs: 0, hmsTimeoutMs: 2000 });
  [jon, anna, kristin, staff] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
});
afterAll(() => t.close());
// A test that fails while HMS is down must not leave it down for the ones after it.
afterEach(() => sandboxOf(t).setOutage('none'));

const detail = (id: number, session = staff) =>
  t.call<Detail>('GET', `/api/admin/hms-submissions/${id}/`, { token: session.access });
const hmsPost = (contractId: number, session: Session) =>
  t.call<Submission & ApiErrorBody>('POST', `/api/contracts/${contractId}/hms/`, {
    token: session.access,
  });

/** A worker of our own whose clock the test moves past the back-off. */
function workerAt(offsetMs: () => number) {
  return new HmsSubmissionWorker(t.app.ctx, { now: () => new Date(Date.now() + offsetMs()) });
}

describe('registration when a contract is signed', () => {
  it('registers the lease, moves the contract to registered once and tells the outbox', async () => {
    const id = await createSignedContract(t, jon);
    await publishSigned(t, id);
    const row = await settledSubmission(t, id);
    expect(row).toMatchObject({ status: 'registered', attempts: 1 });
    expect(row.registrationNumber).toMatch(/^\d{4}-\d{7}$/);
    expect(await contractStatus(t, id)).toBe('registered');
    expect(await sandboxLeaseCount(t, row.idempotencyKey)).toBe(1);
    expect(await registrationRecords(t, id)).toEqual({ timeline: 1, outbox: 1 });

    const registered = await sandboxOf(t).findBySubmission(row.idempotencyKey);
    expect(registered).toMatchObject({
      registrationNumber: row.registrationNumber,
      status: 'valid',
    });
    const sent = row.payload;
    expect(sent.property).toMatchObject({ landCode: 'L102345', zip: '101' });
    expect(sent.property.appraisalUnits[0]).toMatchObject({ propertyId: '2001234', floor: '02' });
    expect(sent.tenants[0]!.nationalId).toBe('1203942319');

    // The event again (a redelivery): the same submission, no second lease.
    await publishSigned(t, id);
    expect(await submissionsOf(t, id)).toHaveLength(1);
    expect(await sandboxLeaseCount(t, row.idempotencyKey)).toBe(1);
    expect(await registrationRecords(t, id)).toEqual({ timeline: 1, outbox: 1 });

    const timeline = await t.call<{ results: { kind: string; data: Record<string, unknown> }[] }>(
      'GET',
      `/api/contracts/${id}/events/`,
      { token: anna.access },
    );
    expect(timeline.body.results.at(-1)).toMatchObject({
      kind: 'registered',
      data: { registration_number: row.registrationNumber },
    });
  });

  it('waits out an outage with back-off and registers exactly one lease afterwards', async () => {
    const id = await createSignedContract(t, jon);
    sandboxOf(t).setOutage('unavailable');
    const publishedAt = Date.now();
    await publishSigned(t, id);
    let row = await settledSubmission(t, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('503');
    // The back-off counts from when the attempt ended, which lies between publishing and now (on
    // a loaded machine well over a second before the row is written, so not from updatedAt).
    const nextAttempt = row.nextAttemptAt!.getTime();
    expect(nextAttempt).toBeGreaterThanOrEqual(publishedAt + getHmsRetryDelayMs(1));
    expect(nextAttempt).toBeLessThanOrEqual(Date.now() + getHmsRetryDelayMs(1));

    let offset = 0;
    const worker = workerAt(() => offset);
    expect(await worker.runOnce()).toBe(0); // not due yet
    offset = getHmsRetryDelayMs(1) + 1000;
    expect(await worker.runOnce()).toBe(1);
    row = (await submissionsOf(t, id))[0]!;
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await contractStatus(t, id)).toBe('signed');

    sandboxOf(t).setOutage('timeout', 1);
    offset += getHmsRetryDelayMs(2) + 1000;
    expect(await worker.runOnce()).toBe(1);
    row = (await submissionsOf(t, id))[0]!;
    expect(row).toMatchObject({ status: 'pending', attempts: 3 });

    offset += getHmsRetryDelayMs(3) + 1000;
    expect(await worker.runOnce()).toBe(1);
    row = (await submissionsOf(t, id))[0]!;
    expect(row.status).toBe('registered');
    expect(await sandboxLeaseCount(t, row.idempotencyKey)).toBe(1);
    expect(await contractStatus(t, id)).toBe('registered');

    const history = await detail(row.id);
    expect(history.status).toBe(200);
    expect(history.body.attempts_history.map((a) => a.outcome)).toEqual([
      'unavailable',
      'unavailable',
      'timeout',
      'registered',
    ]);
  });

  it('gives up after the retry limit, and staff resubmit it once HMS is back', async () => {
    const id = await createSignedContract(t, jon);
    sandboxOf(t).setOutage('unavailable');
    await publishSigned(t, id);
    await settledSubmission(t, id);
    let offset = 0;
    const worker = workerAt(() => offset);
    for (let attempt = 1; attempt < HMS_RETRY.maxAttempts; attempt += 1) {
      offset += getHmsRetryDelayMs(attempt) + 1000;
      expect(await worker.runOnce()).toBe(1);
    }
    const [row] = await submissionsOf(t, id);
    expect(row).toMatchObject({ status: 'failed', attempts: HMS_RETRY.maxAttempts });
    offset += HMS_RETRY.maxDelayMs * 2;
    expect(await worker.runOnce()).toBe(0); // failed is not retried blindly

    const failed = await t.call<Page>('GET', '/api/admin/hms-submissions/?status=failed', {
      token: staff.access,
    });
    expect(failed.body.results.map((s) => s.id)).toContain(row!.id);

    sandboxOf(t).setOutage('none');
    const resubmitted = await t.call<Detail>(
      'POST',
      `/api/admin/hms-submissions/${row!.id}/resubmit/`,
      { token: staff.access },
    );
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'registered', attempts: 11 });
    expect(await contractStatus(t, id)).toBe('registered');
    const again = await t.call<ApiErrorBody>(
      'POST',
      `/api/admin/hms-submissions/${row!.id}/resubmit/`,
      { token: staff.access },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hms_already_registered');
  });
});

describe('rejections', () => {
  it('stores what HMS needs and does not send a lease without units', async () => {
    const id = await createSignedContract(t, jon, []);
    const callsBefore = sandboxOf(t).submitCalls;
    await publishSigned(t, id);
    const [row] = await submissionsOf(t, id);
    expect(row).toMatchObject({ status: 'rejected', attempts: 0 });
    expect(row!.rejectionErrors).toEqual({
      'property.appraisalUnits': 'contracts.hms.errors.units',
    });
    expect(sandboxOf(t).submitCalls).toBe(callsBefore);
    expect(await workerAt(() => HMS_RETRY.maxDelayMs).runOnce()).toBe(0);

    // A party may not push a rejected lease again; staff resubmit once the data is right.
    const asAnna = await hmsPost(id, anna);
    expect(asAnna.status).toBe(409);
    expect(asAnna.body.code).toBe('hms_rejected');
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, id));
    await t.db
      .update(contracts)
      .set({ realEstate: { ...contract!.realEstate!, units: [UNIT] } })
      .where(eq(contracts.id, id));
    const fixed = await t.call<Detail>('POST', `/api/admin/hms-submissions/${row!.id}/resubmit/`, {
      token: staff.access,
    });
    expect(fixed.body).toMatchObject({ status: 'registered', rejection_errors: null });
  });

  it('keeps HMS’s own validation errors and shows them to staff', async () => {
    const id = await createSignedContract(t, jon);
    await t.db
      .update(contracts)
      .set({ startDate: '2026-06-01', endDate: '2026-05-01', isDefinite: true })
      .where(eq(contracts.id, id));
    await publishSigned(t, id);
    const row = await settledSubmission(t, id);
    expect(row.status).toBe('rejected');
    const shown = await detail(row.id);
    expect(shown.body.rejection_errors).toEqual({
      'lease.endDate': 'contracts.hms.errors.end_date',
    });
    expect(shown.body.attempts_history).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'rejected' }),
    ]);
    expect(await contractStatus(t, id)).toBe('signed');
  });
});

describe('the demo seed', () => {
  it('shows staff one registered lease and one whose retries ran out', async () => {
    const page = async (status: string) =>
      (
        await t.call<Page>('GET', `/api/admin/hms-submissions/?status=${status}`, {
          token: staff.access,
        })
      ).body.results.filter((s) => s.contract.landlords[0]?.name === 'Jón Guðmundsson');
    const [registered] = await page('registered');
    expect(registered!.contract.status).toBe('registered');
    const lease = await sandboxOf(t).findByRegistrationNumber(registered!.registration_number!);
    expect(lease?.status).toBe('valid');

    const [failed] = await page('failed');
    expect(failed).toMatchObject({
      attempts: HMS_RETRY.maxAttempts,
      contract: { status: 'signed' },
    });
    const history = await detail(failed!.id);
    expect(history.body.attempts_history).toHaveLength(HMS_RETRY.maxAttempts);
    expect(history.body.attempts_history.every((a) => a.outcome === 'unavailable')).toBe(true);
  });
});

describe('who may see and ask', () => {
  it('keeps the back office to staff', async () => {
    const id = await createSignedContract(t, jon);
    await publishSigned(t, id);
    const row = await settledSubmission(t, id);
    for (const url of ['/api/admin/hms-submissions/', `/api/admin/hms-submissions/${row.id}/`]) {
      expect((await t.call('GET', url)).status).toBe(401);
      expect((await t.call('GET', url, { token: anna.access })).status).toBe(403);
      expect((await t.call('GET', url, { token: jon.access })).status).toBe(403);
      expect((await t.call('GET', url, { token: staff.access })).status).toBe(200);
    }
    const resubmit = `/api/admin/hms-submissions/${row.id}/resubmit/`;
    expect((await t.call('POST', resubmit)).status).toBe(401);
    expect((await t.call('POST', resubmit, { token: jon.access })).status).toBe(403);

    const page = await t.call<Page>('GET', '/api/admin/hms-submissions/?status=registered', {
      token: staff.access,
    });
    const listed = page.body.results.find((s) => s.id === row.id)!;
    expect(listed.contract).toMatchObject({
      status: 'registered',
      address: { street: 'Laugavegur 1' },
      landlords: [{ name: 'Jón Guðmundsson' }],
      tenants: [{ name: 'Anna Sigurðardóttir' }],
    });
    expect(page.body.results.every((s) => s.status === 'registered')).toBe(true);
  });

  it('answers bad input with 400 and an unknown submission with 404', async () => {
    const bad = await t.call<ApiErrorBody>('GET', '/api/admin/hms-submissions/?status=lost', {
      token: staff.access,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toContain('status');
    const page0 = await t.call('GET', '/api/admin/hms-submissions/?page=0', {
      token: staff.access,
    });
    expect(page0.status).toBe(400);
    expect((await detail(999_999)).status).toBe(404);
    expect(
      (await t.call('GET', '/api/admin/hms-submissions/abc/', { token: staff.access })).status,
    ).toBe(400);
    const resubmit = await t.call('POST', '/api/admin/hms-submissions/999999/resubmit/', {
      token: staff.access,
    });
    expect(resubmit.status).toBe(404);
  });

  it('lets a party or staff register a signed contract now, once, and no one else', async () => {
    const id = await createSignedContract(t, jon);
    const reader = await t.register();
    await addCollaborator(t, id, reader.userId, 'R');

    expect((await t.call('POST', `/api/contracts/${id}/hms/`)).status).toBe(401);
    expect((await hmsPost(id, kristin)).status).toBe(404);
    expect((await hmsPost(id, reader)).status).toBe(403);

    const before = await t.call<{ submission: Submission | null }>(
      'GET',
      `/api/contracts/${id}/hms/`,
      { token: reader.access },
    );
    expect(before.status).toBe(200);
    expect(before.body.submission).toBeNull();
    expect(
      (await t.call('GET', `/api/contracts/${id}/hms/`, { token: kristin.access })).status,
    ).toBe(404);

    const first = await hmsPost(id, anna);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ contract_id: id, status: 'registered', attempts: 1 });
    const second = await hmsPost(id, jon);
    expect(second.body).toMatchObject({
      id: first.body.id,
      status: 'registered',
      registration_number: first.body.registration_number,
      attempts: 1,
    });
    expect((await hmsPost(id, staff)).body.id).toBe(first.body.id);
    const read = await t.call<{ submission: Submission | null }>(
      'GET',
      `/api/contracts/${id}/hms/`,
      {
        token: reader.access,
      },
    );
    expect(read.body.submission).toMatchObject({
      id: first.body.id,
      registration_number: first.body.registration_number,
    });
    expect(await submissionsOf(t, id)).toHaveLength(1);

    const { id: draftId } = await createDraft(t, jon);
    const draft = await hmsPost(draftId, jon);
    expect(draft.status).toBe(409);
    expect(draft.body.code).toBe('wrong_status');
    expect(
      await t.db.select().from(hmsSubmissions).where(eq(hmsSubmissions.contractId, draftId)),
    ).toEqual([]);
  });

  it('sends a waiting retry at once when a party asks, without waiting out the back-off', async () => {
    const id = await createSignedContract(t, jon);
    sandboxOf(t).setOutage('unavailable', 1);
    await publishSigned(t, id);
    expect(await settledSubmission(t, id)).toMatchObject({ status: 'pending', attempts: 1 });
    const now = await hmsPost(id, anna);
    expect(now.body).toMatchObject({ status: 'registered', attempts: 2 });
    expect(await contractStatus(t, id)).toBe('registered');
  });
});
