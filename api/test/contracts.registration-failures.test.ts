import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmsLease } from '@leiga/domain';
import { hmsSubmissionAttempts } from '../src/db/schema/index.js';
import { EventDispatcher, publishEvent } from '../src/modules/events/outbox.js';
import {
  ensureSubmission,
  processDueSubmissions,
  SUBMISSION_LEASE_MS,
} from '../src/modules/contracts/registration/registration-service.js';
import { HmsSubmissionWorker } from '../src/modules/contracts/registration/submission-worker.js';
import type { HmsRegistry } from '../src/providers/hms/hms-provider.js';
import { createTestApp, pollUntil, type Session, type TestApp } from './helpers.js';
import { race, raceStatuses } from './support/concurrency.js';
import {
  contractStatus,
  createSignedContract,
  registrationRecords,
  sandboxLeaseCount,
  sandboxOf,
  submissionsOf,
  withRegistry,
} from './support/registration.js';

// Nothing lost, nothing doubled: a lost answer, a process that dies mid-submission, and several
// workers or dispatchers on one database. Each ends with one lease in HMS's register and the
// contract registered once.
let t: TestApp;
let jon: Session;
let anna: Session;

beforeAll(async () => {
  t = await createTestApp({ hmsWorkerIntervalMs: 0 });
  [jon, anna] = await Promise.all([t.as('landlord'), t.as('tenant')]);
});
afterAll(() => t.close());

/** A submission made as the `contract.signed` handler makes it, not yet sent. */
async function pendingSubmission(): Promise<{ contractId: number; key: string }> {
  const contractId = await createSignedContract(t, jon);
  const row = await ensureSubmission(t.app.ctx, {
    contractId,
    generation: 1,
    requestedById: null,
    now: new Date(),
  });
  return { contractId, key: row.idempotencyKey };
}

/** HMS's register behind a wrapper that does `after` once the register has answered. */
function registryThen(after: (lease: HmsLease) => Promise<never>): HmsRegistry {
  const sandbox = sandboxOf(t);
  return {
    submitLease: async (lease) => {
      await sandbox.submitLease(lease);
      return after(lease);
    },
    findBySubmission: (key) => sandbox.findBySubmission(key),
    findByRegistrationNumber: (number) => sandbox.findByRegistrationNumber(number),
  };
}

describe('an answer that never arrives', () => {
  it('retries with the same key after HMS accepted but the answer was lost', async () => {
    const { contractId, key } = await pendingSubmission();
    const losing = registryThen(() => Promise.reject(new Error('socket hang up')));
    expect(await processDueSubmissions(withRegistry(t, losing), new Date())).toBe(1);
    const [lost] = await submissionsOf(t, contractId);
    expect(lost).toMatchObject({ status: 'pending', attempts: 1, registrationNumber: null });
    expect(lost!.lastError).toContain('socket hang up');
    const accepted = await sandboxOf(t).findBySubmission(key);
    expect(accepted).not.toBeNull();

    const later = new Date(lost!.nextAttemptAt!.getTime() + 1000);
    const callsBefore = sandboxOf(t).submitCalls;
    expect(await processDueSubmissions(t.app.ctx, later)).toBe(1);
    // The retry found the lease by its key and did not send it again.
    expect(sandboxOf(t).submitCalls).toBe(callsBefore);
    const [done] = await submissionsOf(t, contractId);
    expect(done).toMatchObject({
      status: 'registered',
      attempts: 2,
      registrationNumber: accepted!.registrationNumber,
    });
    expect(await sandboxLeaseCount(t, key)).toBe(1);
    expect(await contractStatus(t, contractId)).toBe('registered');
    expect(await registrationRecords(t, contractId)).toEqual({ timeline: 1, outbox: 1 });
  });

  it('takes over from a worker that died mid-submission, and ignores it if it wakes', async () => {
    const { contractId, key } = await pendingSubmission();
    let wake!: (error: Error) => void;
    const hanging = registryThen(
      () => new Promise<never>((_, reject) => (wake = (error) => reject(error))),
    );
    const start = new Date();
    // The "dead" worker: HMS has the lease, but nothing after the call ever runs.
    const dead = processDueSubmissions(withRegistry(t, hanging, 10 * 60 * 1000), start);
    await pollUntil(
      () => sandboxOf(t).findBySubmission(key),
      (lease) => lease !== null,
    );
    const [held] = await submissionsOf(t, contractId);
    expect(held).toMatchObject({ status: 'submitting', attempts: 1 });

    // While its lease holds, no one else sends it.
    const soon = new Date(start.getTime() + SUBMISSION_LEASE_MS / 2);
    expect(await processDueSubmissions(t.app.ctx, soon)).toBe(0);
    // Once it has run out, another worker takes over with the same key.
    const after = new Date(start.getTime() + SUBMISSION_LEASE_MS + 1000);
    expect(await processDueSubmissions(t.app.ctx, after)).toBe(1);
    const [taken] = await submissionsOf(t, contractId);
    const lease = await sandboxOf(t).findBySubmission(key);
    expect(taken).toMatchObject({
      status: 'registered',
      attempts: 2,
      registrationNumber: lease!.registrationNumber,
    });

    // The dead worker wakes up with an error: its late write changes nothing.
    wake(new Error('connection reset'));
    await dead;
    const [final] = await submissionsOf(t, contractId);
    expect(final).toMatchObject({ status: 'registered', attempts: 2 });
    const attempts = await t.db
      .select()
      .from(hmsSubmissionAttempts)
      .where(eq(hmsSubmissionAttempts.submissionId, final!.id))
      .orderBy(hmsSubmissionAttempts.attempt);
    expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'error'],
      [2, 'registered'],
    ]);
    expect(attempts[0]!.error).toContain('Abandoned');
    expect(await sandboxLeaseCount(t, key)).toBe(1);
    expect(await registrationRecords(t, contractId)).toEqual({ timeline: 1, outbox: 1 });
  });
});

/** Runs the dying worker in a process of its own; resolves with the signal that ended it. */
function runDyingWorker(databaseUrl: string): Promise<NodeJS.Signals | null> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'support/hms-dying-worker.ts'), databaseUrl],
    { stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal));
  });
}

describe('a worker process killed mid-submission', () => {
  // Two processes need one database server: PGlite is embedded in this one.
  it.skipIf(!process.env['DATABASE_URL'])(
    'leaves the submission to the next worker, which registers the one lease once',
    async () => {
      const { contractId, key } = await pendingSubmission();
      const signal = await runDyingWorker(t.app.ctx.config.databaseUrl!);
      expect(signal).toBe('SIGKILL');
      expect(await sandboxLeaseCount(t, key)).toBe(1);
      const [orphan] = await submissionsOf(t, contractId);
      expect(orphan).toMatchObject({ status: 'submitting', attempts: 1 });
      expect(await contractStatus(t, contractId)).toBe('signed');

      const after = new Date(orphan!.claimedUntil!.getTime() + 1000);
      expect(await processDueSubmissions(t.app.ctx, after)).toBe(1);
      const [done] = await submissionsOf(t, contractId);
      const lease = await sandboxOf(t).findBySubmission(key);
      expect(done).toMatchObject({
        status: 'registered',
        attempts: 2,
        registrationNumber: lease!.registrationNumber,
      });
      expect(await sandboxLeaseCount(t, key)).toBe(1);
      expect(await registrationRecords(t, contractId)).toEqual({ timeline: 1, outbox: 1 });
    },
    60_000,
  );
});

describe('several workers on one database', () => {
  it('sends each due submission once when two workers run at the same time', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => pendingSubmission()));
    const callsBefore = sandboxOf(t).submitCalls;
    const workers = [new HmsSubmissionWorker(t.app.ctx), new HmsSubmissionWorker(t.app.ctx)];
    const claimed = await race(2, (i) => workers[i]!.runOnce(4));
    const rest = await workers[0]!.runOnce(10);
    expect(claimed.reduce((a, b) => a + b, 0) + rest).toBe(6);
    expect(sandboxOf(t).submitCalls - callsBefore).toBe(6);
    for (const { contractId, key } of made) {
      const [row] = await submissionsOf(t, contractId);
      expect(row).toMatchObject({ status: 'registered', attempts: 1 });
      expect(await sandboxLeaseCount(t, key)).toBe(1);
      expect(await registrationRecords(t, contractId)).toEqual({ timeline: 1, outbox: 1 });
    }
  });

  it('makes one submission when two dispatchers deliver contract.signed together', async () => {
    const contractId = await createSignedContract(t, jon);
    const errors: unknown[] = [];
    const dispatchers = [0, 1].map(() => {
      const dispatcher = new EventDispatcher(t.db, (error) => errors.push(error));
      const worker = new HmsSubmissionWorker(t.app.ctx);
      dispatcher.on('contract.signed', (payload) => worker.onContractSigned(payload));
      return { dispatcher, worker };
    });
    // Published twice (e-signing's webhook retried): both events are delivered.
    await t.db.transaction(async (tx) => {
      await publishEvent(tx, 'contract.signed', { contract_id: contractId });
      await publishEvent(tx, 'contract.signed', { contract_id: contractId });
    });
    await race(2, (i) => dispatchers[i]!.dispatcher.kick());
    await Promise.all(dispatchers.map(({ worker }) => worker.kick()));
    await t.app.ctx.events.kick();
    const [row] = await pollUntil(
      () => submissionsOf(t, contractId),
      (rows) => rows[0]?.status === 'registered',
    );
    expect(await submissionsOf(t, contractId)).toHaveLength(1);
    expect(await sandboxLeaseCount(t, row!.idempotencyKey)).toBe(1);
    expect(await registrationRecords(t, contractId)).toEqual({ timeline: 1, outbox: 1 });
    expect(errors).toEqual([]);
  });

  it('answers many "register now" requests at once with one submission and one lease', async () => {
    const contractId = await createSignedContract(t, jon);
    const statuses = await raceStatuses(8, (i) =>
      t.call('POST', `/api/contracts/${contractId}/hms/`, {
        token: (i % 2 === 0 ? jon : anna).access,
      }),
    );
    expect(statuses).toEqual({ 200: 8 });
    const rows = await submissionsOf(t, contractId);
    expect(rows).toHaveLength(1);
    const [row] = await pollUntil(
      () => submissionsOf(t, contractId),
      (found) => found[0]?.status === 'registered',
    );
    expect(row!.attempts).toBe(1);
    expect(await sandboxLeaseCount(t, row!.idempotencyKey)).toBe(1);
    expect(await registrationRecords(t, contractId)).toEqual({ timeline: 1, outbox: 1 });
  });
});
