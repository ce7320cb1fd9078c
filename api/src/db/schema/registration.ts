import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { HmsAttemptOutcome, HmsLease, HmsSubmissionStatus } from '@leiga/domain';
import { users } from './accounts.js';
import { contracts } from './contracts.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One registration of a signed contract with HMS's rent register. The idempotency key is sent
 * as HMS's applicationId, so a retry after a lost answer finds the lease HMS already holds
 * instead of registering a second one. One row per contract and signing generation.
 */
export const hmsSubmissions = pgTable(
  'hms_submissions',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(1),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<HmsSubmissionStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** `attempts` when staff last resubmitted: the retry limit counts the attempts since. */
    attemptsAtResubmit: integer('attempts_at_resubmit').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at'),
    /** A worker's lease on a submission it is sending; an expired one is taken over. */
    claimedUntil: moment('claimed_until'),
    lastError: text('last_error'),
    /** HMS's validation errors of a rejection: field path -> catalogue key. */
    rejectionErrors: jsonb('rejection_errors').$type<Record<string, string>>(),
    registrationNumber: text('registration_number'),
    /** The lease as last sent (or as it would have been sent, for a rejection before sending). */
    payload: jsonb('payload').$type<HmsLease>().notNull(),
    requestedById: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    registeredAt: moment('registered_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hms_submissions_contract_generation').on(t.contractId, t.generation),
    uniqueIndex('hms_submissions_key').on(t.idempotencyKey),
    index('hms_submissions_due_idx').on(t.status, t.nextAttemptAt),
    index('hms_submissions_created_idx').on(t.createdAt, t.id),
  ],
);

/** Each try of a submission: when, how it ended, what went wrong. */
export const hmsSubmissionAttempts = pgTable(
  'hms_submission_attempts',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => hmsSubmissions.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').$type<HmsAttemptOutcome>().notNull().default('started'),
    error: text('error'),
    registrationNumber: text('registration_number'),
    startedAt: moment('started_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
  },
  (t) => [uniqueIndex('hms_submission_attempts_unique').on(t.submissionId, t.attempt)],
);

/**
 * The HMS sandbox's own register: the leases it has received, one per applicationId (our
 * idempotency key), as the real register keeps them. Only the sandbox provider writes here.
 */
export const hmsSandboxLeases = pgTable(
  'hms_sandbox_leases',
  {
    id: serial('id').primaryKey(),
    applicationId: text('application_id').notNull(),
    registrationNumber: text('registration_number').notNull(),
    status: text('status').notNull().default('valid'),
    lease: jsonb('lease').$type<HmsLease>().notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hms_sandbox_leases_application').on(t.applicationId),
    uniqueIndex('hms_sandbox_leases_number').on(t.registrationNumber),
  ],
);
