import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { HmsLease, HmsSubmissionStatus } from '@leiga/domain';
import type { Db, Tx } from '../../../db/client.js';
import { contracts, hmsSubmissionAttempts, hmsSubmissions } from '../../../db/schema/index.js';

/** Every query of HMS registration. */

export type SubmissionRow = typeof hmsSubmissions.$inferSelect;
export type AttemptRow = typeof hmsSubmissionAttempts.$inferSelect;
type Reader = Pick<Db, 'select'>;
/** Reads that take each contract's newest row (DISTINCT ON). */
type LatestReader = Pick<Db, 'selectDistinctOn'>;
type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

export async function findSubmission(db: Reader, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(hmsSubmissions).where(eq(hmsSubmissions.id, id)).limit(1);
  return row;
}

export async function findSubmissionOfContract(
  db: Reader,
  contractId: number,
  generation: number,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(hmsSubmissions)
    .where(
      and(eq(hmsSubmissions.contractId, contractId), eq(hmsSubmissions.generation, generation)),
    )
    .limit(1);
  return row;
}

/** The contract's newest submission, whatever its generation. */
export async function findLatestSubmissionOfContract(
  db: LatestReader,
  contractId: number,
): Promise<SubmissionRow | undefined> {
  return (await listLatestSubmissions(db, [contractId])).get(contractId);
}

/** Each contract's newest submission, for those that have one. */
export async function listLatestSubmissions(
  db: LatestReader,
  contractIds: readonly number[],
): Promise<Map<number, SubmissionRow>> {
  const latest = new Map<number, SubmissionRow>();
  if (contractIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([hmsSubmissions.contractId])
    .from(hmsSubmissions)
    .where(inArray(hmsSubmissions.contractId, [...contractIds]))
    .orderBy(hmsSubmissions.contractId, desc(hmsSubmissions.generation));
  for (const row of rows) latest.set(row.contractId, row);
  return latest;
}

/**
 * A submission for the contract's generation, created once: a second call (an event delivered
 * twice, two workers, a party's request beside the event) finds the first one's row.
 */
export async function insertSubmissionOnce(
  db: Writer,
  values: typeof hmsSubmissions.$inferInsert,
): Promise<{ row: SubmissionRow; isNew: boolean }> {
  const [inserted] = await db
    .insert(hmsSubmissions)
    .values(values)
    .onConflictDoNothing({ target: [hmsSubmissions.contractId, hmsSubmissions.generation] })
    .returning();
  if (inserted) return { row: inserted, isNew: true };
  const existing = await findSubmissionOfContract(db, values.contractId, values.generation ?? 1);
  return { row: existing!, isNew: false };
}

/** Due: waiting with its time come (or asked for now), or sent by a worker whose lease ran out. */
function isClaimable(now: Date, isForced: boolean): SQL {
  const pending = isForced
    ? eq(hmsSubmissions.status, 'pending')
    : and(
        eq(hmsSubmissions.status, 'pending'),
        or(isNull(hmsSubmissions.nextAttemptAt), lte(hmsSubmissions.nextAttemptAt, now)),
      )!;
  return or(
    pending,
    and(eq(hmsSubmissions.status, 'submitting'), lt(hmsSubmissions.claimedUntil, now)),
  )!;
}

/**
 * Takes due submissions for one worker (SKIP LOCKED: another worker passes over them), marks
 * them `submitting` with a lease, and opens an attempt row for each. An attempt left open by a
 * worker that died is closed as abandoned before the new one starts.
 */
export async function claimSubmissions(
  db: Db,
  options: { now: Date; leaseMs: number; limit: number; id?: number; isForced?: boolean },
): Promise<SubmissionRow[]> {
  const { now, leaseMs, limit, id } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: hmsSubmissions.id })
      .from(hmsSubmissions)
      .where(
        and(
          isClaimable(now, options.isForced ?? false),
          id === undefined ? undefined : eq(hmsSubmissions.id, id),
        ),
      )
      .orderBy(asc(hmsSubmissions.nextAttemptAt), asc(hmsSubmissions.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx
      .update(hmsSubmissionAttempts)
      .set({
        outcome: 'error',
        error: 'Abandoned: the worker stopped before it recorded HMS’s answer.',
        finishedAt: now,
      })
      .where(
        and(
          inArray(hmsSubmissionAttempts.submissionId, ids),
          eq(hmsSubmissionAttempts.outcome, 'started'),
        ),
      );
    const claimed = await tx
      .update(hmsSubmissions)
      .set({
        status: 'submitting',
        attempts: sql`${hmsSubmissions.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(inArray(hmsSubmissions.id, ids))
      .returning();
    await tx
      .insert(hmsSubmissionAttempts)
      .values(
        claimed.map((row) => ({ submissionId: row.id, attempt: row.attempts, startedAt: now })),
      );
    return claimed;
  });
}

/**
 * Records how an attempt ended, only if the submission is still this attempt's: a worker whose
 * lease another took over finds 0 rows and leaves the newer attempt's result alone.
 */
export async function finishSubmission(
  tx: Tx,
  claimed: SubmissionRow,
  values: Partial<typeof hmsSubmissions.$inferInsert>,
): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .update(hmsSubmissions)
    .set({ ...values, claimedUntil: null, updatedAt: new Date() })
    .where(
      and(
        eq(hmsSubmissions.id, claimed.id),
        eq(hmsSubmissions.status, 'submitting'),
        eq(hmsSubmissions.attempts, claimed.attempts),
      ),
    )
    .returning();
  return row;
}

export async function finishAttempt(
  tx: Pick<Db, 'update'>,
  claimed: SubmissionRow,
  values: Partial<typeof hmsSubmissionAttempts.$inferInsert>,
): Promise<void> {
  await tx
    .update(hmsSubmissionAttempts)
    .set({ ...values, finishedAt: values.finishedAt ?? new Date() })
    .where(
      and(
        eq(hmsSubmissionAttempts.submissionId, claimed.id),
        eq(hmsSubmissionAttempts.attempt, claimed.attempts),
        eq(hmsSubmissionAttempts.outcome, 'started'),
      ),
    );
}

const REOPENABLE: HmsSubmissionStatus[] = ['pending', 'failed', 'rejected'];

/**
 * Staff's resubmit (or a party's "register now" after an outage): back to pending with a fresh
 * retry budget and the lease as the contract now reads, unless registered or being sent.
 */
export async function reopenSubmission(
  db: Pick<Db, 'update'>,
  id: number,
  values: { payload: HmsLease; now: Date; requestedById: number },
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(hmsSubmissions)
    .set({
      status: 'pending',
      attemptsAtResubmit: sql`${hmsSubmissions.attempts}`,
      nextAttemptAt: values.now,
      payload: values.payload,
      rejectionErrors: null,
      lastError: null,
      requestedById: values.requestedById,
      updatedAt: values.now,
    })
    .where(and(eq(hmsSubmissions.id, id), inArray(hmsSubmissions.status, REOPENABLE)))
    .returning();
  return row;
}

/** Marks a submission rejected without sending it: the lease lacks what HMS needs. */
export async function rejectUnsent(
  db: Pick<Db, 'update'>,
  id: number,
  values: { errors: Record<string, string>; payload: HmsLease },
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(hmsSubmissions)
    .set({
      status: 'rejected',
      payload: values.payload,
      rejectionErrors: values.errors,
      lastError: 'Not sent: the lease lacks what HMS needs.',
      updatedAt: new Date(),
    })
    .where(and(eq(hmsSubmissions.id, id), inArray(hmsSubmissions.status, REOPENABLE)))
    .returning();
  return row;
}

export async function pageSubmissions(
  db: Db,
  q: { status?: HmsSubmissionStatus; page: number; pageSize: number },
): Promise<{ total: number; rows: SubmissionRow[] }> {
  const where = q.status ? eq(hmsSubmissions.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hmsSubmissions)
      .where(where)
      .orderBy(desc(hmsSubmissions.createdAt), desc(hmsSubmissions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ value: count() }).from(hmsSubmissions).where(where),
  ]);
  return { total: total?.value ?? 0, rows };
}

export async function listAttempts(db: Reader, submissionId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(hmsSubmissionAttempts)
    .where(eq(hmsSubmissionAttempts.submissionId, submissionId))
    .orderBy(asc(hmsSubmissionAttempts.attempt), asc(hmsSubmissionAttempts.id));
}

/** signed -> registered, only from signed: 0 rows when it already moved on. */
export async function markContractRegistered(tx: Pick<Db, 'update'>, contractId: number) {
  const [row] = await tx
    .update(contracts)
    .set({ status: 'registered', updatedAt: new Date() })
    .where(and(eq(contracts.id, contractId), eq(contracts.status, 'signed')))
    .returning({ id: contracts.id });
  return row;
}
