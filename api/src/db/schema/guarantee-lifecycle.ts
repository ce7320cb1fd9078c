import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CancellationRequestStatus,
  ESignatureEventType,
  GuaranteePartyRole,
  Locale,
  SigningProcessStatus,
} from '@leiga/domain';
import { users } from './accounts.js';
import { rentalGuarantees } from './guarantees.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => moment('created_at').notNull().defaultNow();

/**
 * The tenant signing a guarantee's terms through the e-signature provider (issue #18): one
 * process per commit, the tenant its only signer (kept on the row), events handled once.
 */
export const guaranteeSigningProcesses = pgTable(
  'guarantee_signing_processes',
  {
    id: serial('id').primaryKey(),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    providerProcessId: text('provider_process_id'),
    status: text('status').$type<SigningProcessStatus>().notNull().default('starting'),
    documentHash: text('document_hash').notNull(),
    documentStorageKey: text('document_storage_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerKennitala: text('signer_kennitala').notNull(),
    signerPhone: text('signer_phone'),
    signerEmail: text('signer_email'),
    signerLanguage: text('signer_language').$type<Locale>().notNull().default('is'),
    providerSignerId: text('provider_signer_id'),
    signingUrl: text('signing_url'),
    invitedAt: moment('invited_at'),
    signedAt: moment('signed_at'),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guarantee_signing_processes_open_unique')
      .on(t.guaranteeId)
      .where(sql`status in ('starting', 'pending')`),
    uniqueIndex('guarantee_signing_processes_key_unique').on(t.guaranteeId, t.idempotencyKey),
  ],
);

/** Each provider event about a guarantee process handled once: its id is the key. */
export const guaranteeSigningReceipts = pgTable('guarantee_signing_receipts', {
  eventId: text('event_id').primaryKey(),
  type: text('type').$type<ESignatureEventType>().notNull(),
  processId: integer('process_id').references(() => guaranteeSigningProcesses.id, {
    onDelete: 'cascade',
  }),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/** The guarantee statement (ábyrgðaryfirlýsing) the landlord gets: stored once, never rewritten. */
export const guaranteeStatements = pgTable(
  'guarantee_statements',
  {
    id: serial('id').primaryKey(),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guarantee_statements_unique').on(t.guaranteeId)],
);

/** A request by the tenant or the landlord to cancel the guarantee, answered by the other side. */
export const guaranteeCancellationRequests = pgTable(
  'guarantee_cancellation_requests',
  {
    id: serial('id').primaryKey(),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByRole: text('requested_by_role').$type<GuaranteePartyRole>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<CancellationRequestStatus>().notNull().default('pending'),
    answeredById: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answerReason: text('answer_reason'),
    answeredAt: moment('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('guarantee_cancellation_requests_guarantee_idx').on(t.guaranteeId),
    uniqueIndex('guarantee_cancellation_requests_pending_unique')
      .on(t.guaranteeId)
      .where(sql`status = 'pending'`),
  ],
);
