import { randomUUID } from 'node:crypto';
import {
  checkContractTransition,
  getHmsRetryDelayMs,
  hasHmsAttemptsLeft,
  toHmsLease,
  validateHmsLease,
  type HmsLease,
} from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import {
  HmsUnavailableError,
  type HmsRegistry,
  type HmsSubmitResult,
} from '../../../providers/hms/hms-provider.js';
import { publishEvent } from '../../events/outbox.js';
import { loadContract } from '../contract-view.js';
import { findContract, insertContractEvent, lockContract } from '../contracts-repository.js';
import {
  claimSubmissions,
  finishAttempt,
  finishSubmission,
  insertSubmissionOnce,
  markContractRegistered,
  reopenSubmission,
  rejectUnsent,
  type SubmissionRow,
} from './submissions-repository.js';

/**
 * What registration needs of the app (AppContext has it all): the database, the HMS provider,
 * the outbox dispatcher to wake, the HMS time-out. The demo seed builds a small one.
 */
export type RegistrationContext = {
  db: Db;
  providers: { hms: HmsRegistry };
  events: { kick(): Promise<void> };
  config: { hmsTimeoutMs: number };
};

/** A worker's hold on a submission it is sending; well past the HMS time-out. */
export const SUBMISSION_LEASE_MS = 5 * 60 * 1000;

/** The lease as HMS would get it from the contract now. */
export async function buildLease(db: Db, contractId: number, key: string): Promise<HmsLease> {
  const row = await findContract(db, contractId);
  if (!row) throw new Error(`contract ${contractId} is gone`);
  return toHmsLease(await loadContract(db, row), key);
}

/**
 * The submission of a signed contract's generation, created once (its key is HMS's
 * applicationId for good); a lease that lacks what HMS needs is rejected at once, unsent.
 */
export async function ensureSubmission(
  ctx: RegistrationContext,
  input: { contractId: number; generation: number; requestedById: number | null; now: Date },
): Promise<SubmissionRow> {
  const key = `leiga-${input.contractId}-${input.generation}-${randomUUID()}`;
  const payload = await buildLease(ctx.db, input.contractId, key);
  const errors = validateHmsLease(payload);
  const isValid = Object.keys(errors).length === 0;
  const { row } = await insertSubmissionOnce(ctx.db, {
    contractId: input.contractId,
    generation: input.generation,
    idempotencyKey: key,
    payload,
    status: isValid ? 'pending' : 'rejected',
    rejectionErrors: isValid ? null : errors,
    lastError: isValid ? null : 'Not sent: the lease lacks what HMS needs.',
    nextAttemptAt: input.now,
    requestedById: input.requestedById,
  });
  return row;
}

/** Resolves with HMS's answer, or throws HmsUnavailableError('timeout') after `ms`. */
async function withTimeout<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HmsUnavailableError('timeout', `HMS did not answer within ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registered: the submission, the contract (signed -> registered, conditionally), its timeline
 * and the outbox event, in one transaction; a contract already past signed is left as it is.
 */
async function recordRegistered(
  ctx: RegistrationContext,
  claimed: SubmissionRow,
  registrationNumber: string,
  finishedAt: Date,
): Promise<SubmissionRow | undefined> {
  const row = await ctx.db.transaction(async (tx) => {
    await finishAttempt(tx, claimed, { outcome: 'registered', registrationNumber, finishedAt });
    const done = await finishSubmission(tx, claimed, {
      status: 'registered',
      registrationNumber,
      registeredAt: finishedAt,
      lastError: null,
      rejectionErrors: null,
    });
    if (!done) return undefined;
    // Decided on the locked row, as the contract's other transitions are.
    const contract = await lockContract(tx, claimed.contractId);
    const check =
      contract &&
      checkContractTransition({
        status: contract.status,
        action: 'register',
        actor: 'system',
        signType: contract.signType,
      });
    if (check?.ok && (await markContractRegistered(tx, claimed.contractId))) {
      const data = { registration_number: registrationNumber, submission_id: claimed.id };
      await insertContractEvent(tx, {
        contractId: claimed.contractId,
        actorId: null,
        kind: 'registered',
        data,
      });
      await publishEvent(tx, 'contract.registered', { contract_id: claimed.contractId, ...data });
    }
    return done;
  });
  // Not awaited: this may run inside an outbox handler, whose drain the kick would wait for.
  if (row) void ctx.events.kick();
  return row;
}

async function recordRejected(
  ctx: RegistrationContext,
  claimed: SubmissionRow,
  errors: Record<string, string>,
  finishedAt: Date,
): Promise<SubmissionRow | undefined> {
  const text = `HMS refused the lease: ${Object.keys(errors).join(', ')}`;
  return ctx.db.transaction(async (tx) => {
    await finishAttempt(tx, claimed, { outcome: 'rejected', error: text, finishedAt });
    return finishSubmission(tx, claimed, {
      status: 'rejected',
      rejectionErrors: errors,
      lastError: text,
    });
  });
}

/** No answer: retry after the back-off, or `failed` once the attempts are spent. */
async function recordUnanswered(
  ctx: RegistrationContext,
  claimed: SubmissionRow,
  error: unknown,
  finishedAt: Date,
): Promise<SubmissionRow | undefined> {
  const outcome = error instanceof HmsUnavailableError ? error.kind : 'error';
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const counted = claimed.attempts - claimed.attemptsAtResubmit;
  const isSpent = !hasHmsAttemptsLeft(counted);
  return ctx.db.transaction(async (tx) => {
    await finishAttempt(tx, claimed, { outcome, error: text, finishedAt });
    return finishSubmission(tx, claimed, {
      status: isSpent ? 'failed' : 'pending',
      lastError: text,
      nextAttemptAt: isSpent ? null : new Date(finishedAt.getTime() + getHmsRetryDelayMs(counted)),
    });
  });
}

/**
 * A retry first asks HMS whether it already holds the lease under our key (an earlier attempt
 * whose answer was lost); only if not is the lease sent again, with the same key.
 */
async function askHms(hms: HmsRegistry, claimed: SubmissionRow): Promise<HmsSubmitResult> {
  if (claimed.attempts > 1) {
    const known = await hms.findBySubmission(claimed.idempotencyKey);
    if (known)
      return {
        outcome: 'registered',
        registrationNumber: known.registrationNumber,
        status: known.status,
      };
  }
  return hms.submitLease(claimed.payload);
}

/**
 * Sends one claimed submission and records the answer; HMS being down is not an error here.
 * Times are on the caller's clock (`now` is when the attempt started).
 */
export async function sendClaimed(
  ctx: RegistrationContext,
  claimed: SubmissionRow,
  now: Date,
): Promise<SubmissionRow | undefined> {
  const startedMs = Date.now();
  const finishedAt = () => new Date(now.getTime() + (Date.now() - startedMs));
  let result: HmsSubmitResult;
  try {
    result = await withTimeout(askHms(ctx.providers.hms, claimed), ctx.config.hmsTimeoutMs);
  } catch (error) {
    return recordUnanswered(ctx, claimed, error, finishedAt());
  }
  if (result.outcome === 'registered')
    return recordRegistered(ctx, claimed, result.registrationNumber, finishedAt());
  return recordRejected(ctx, claimed, result.errors, finishedAt());
}

/** Claims and sends what is due now (several workers share the table through SKIP LOCKED). */
export async function processDueSubmissions(
  ctx: RegistrationContext,
  now: Date,
  limit = 10,
): Promise<number> {
  const claimed = await claimSubmissions(ctx.db, { now, leaseMs: SUBMISSION_LEASE_MS, limit });
  for (const row of claimed) await sendClaimed(ctx, row, now);
  return claimed.length;
}

/**
 * Sends one submission now, not waiting for its back-off; when another worker holds it, or it
 * is no longer pending, nothing is sent and the caller reads its state.
 */
export async function processSubmissionNow(
  ctx: RegistrationContext,
  submissionId: number,
  now: Date,
): Promise<void> {
  const [claimed] = await claimSubmissions(ctx.db, {
    now,
    leaseMs: SUBMISSION_LEASE_MS,
    limit: 1,
    id: submissionId,
    isForced: true,
  });
  if (claimed) await sendClaimed(ctx, claimed, now);
}

/**
 * Back to pending with the lease as the contract now reads and a fresh retry budget, then sent
 * at once; a lease that still lacks what HMS needs stays rejected, unsent. The caller has
 * checked that the submission is neither registered nor in flight.
 */
export async function reopenAndSend(
  ctx: RegistrationContext,
  row: SubmissionRow,
  requestedById: number,
  now: Date,
): Promise<void> {
  const payload = await buildLease(ctx.db, row.contractId, row.idempotencyKey);
  const errors = validateHmsLease(payload);
  if (Object.keys(errors).length > 0) {
    await rejectUnsent(ctx.db, row.id, { errors, payload });
    return;
  }
  const reopened = await reopenSubmission(ctx.db, row.id, { payload, now, requestedById });
  if (reopened) await processSubmissionNow(ctx, row.id, now);
}
