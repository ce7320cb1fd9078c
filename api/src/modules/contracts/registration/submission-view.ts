import { HMS_RETRY } from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import { contracts } from '../../../db/schema/index.js';
import { inArray } from 'drizzle-orm';
import { listContractParties } from '../contracts-repository.js';
import type { SubmissionView } from './submission-schemas.js';
import { listAttempts, type SubmissionRow } from './submissions-repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Submissions with their contract's address and parties: two queries for any number of rows. */
export async function loadSubmissionViews(
  db: Db,
  rows: readonly SubmissionRow[],
): Promise<SubmissionView[]> {
  const ids = [...new Set(rows.map((r) => r.contractId))];
  const [contractRows, parties] = await Promise.all([
    ids.length
      ? db
          .select({ id: contracts.id, status: contracts.status, realEstate: contracts.realEstate })
          .from(contracts)
          .where(inArray(contracts.id, ids))
      : Promise.resolve([]),
    listContractParties(db, ids),
  ]);
  return rows.map((row) => {
    const contract = contractRows.find((c) => c.id === row.contractId);
    const side = (role: 'landlord' | 'tenant') =>
      parties
        .filter((p) => p.contractId === row.contractId && p.role === role)
        .map((p) => ({ name: p.name, identifier: p.identifier }));
    return {
      id: row.id,
      contract_id: row.contractId,
      generation: row.generation,
      status: row.status,
      attempts: row.attempts,
      max_attempts: row.attemptsAtResubmit + HMS_RETRY.maxAttempts,
      next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
      last_error: row.lastError,
      rejection_errors: row.rejectionErrors,
      registration_number: row.registrationNumber,
      idempotency_key: row.idempotencyKey,
      registered_at: iso(row.registeredAt),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      contract: {
        id: row.contractId,
        status: contract?.status ?? 'signed',
        address: contract?.realEstate?.address ?? null,
        landlords: side('landlord'),
        tenants: side('tenant'),
      },
    };
  });
}

export async function loadSubmissionView(db: Db, row: SubmissionRow): Promise<SubmissionView> {
  return (await loadSubmissionViews(db, [row]))[0]!;
}

/** One submission with every attempt and the lease it sends. */
export async function loadSubmissionDetail(db: Db, row: SubmissionRow) {
  const [view, attempts] = await Promise.all([
    loadSubmissionView(db, row),
    listAttempts(db, row.id),
  ]);
  return {
    ...view,
    attempts_history: attempts.map((a) => ({
      attempt: a.attempt,
      outcome: a.outcome,
      error: a.error,
      registration_number: a.registrationNumber,
      started_at: a.startedAt.toISOString(),
      finished_at: iso(a.finishedAt),
    })),
    payload: row.payload as unknown as Record<string, unknown>,
  };
}
