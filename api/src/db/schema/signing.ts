import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ContractPartyRole,
  ContractPdfLanguage,
  ESignatureEventType,
  Locale,
  SignerStatus,
  SigningProcessStatus,
} from '@leiga/domain';
import { users } from './accounts.js';
import { contractParties, contracts } from './contracts.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => moment('created_at').notNull().defaultNow();

/**
 * The api's side of e-signing: a process per signing attempt of a contract (a new one after a
 * cancellation or expiry), its signers, and the webhook events already handled.
 */
export const contractSigningProcesses = pgTable(
  'contract_signing_processes',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The provider's id; null until the provider has answered. */
    providerProcessId: text('provider_process_id'),
    status: text('status').$type<SigningProcessStatus>().notNull().default('starting'),
    /** SHA-256 (hex) of the PDF the signers were sent: what they agree to. */
    documentHash: text('document_hash').notNull(),
    /** That PDF's language and where it is kept; the signed PDF in this language is that file. */
    documentLang: text('document_lang').$type<ContractPdfLanguage>(),
    documentStorageKey: text('document_storage_key'),
    /** The caller's Idempotency-Key header: the same key starts nothing new. */
    idempotencyKey: text('idempotency_key'),
    startedById: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: moment('expires_at'),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open process per contract, whatever arrives at once.
    uniqueIndex('contract_signing_processes_open_unique')
      .on(t.contractId)
      .where(sql`status in ('starting', 'pending')`),
    uniqueIndex('contract_signing_processes_key_unique').on(t.contractId, t.idempotencyKey),
    uniqueIndex('contract_signing_processes_provider_unique').on(t.providerProcessId),
  ],
);

export const contractSigners = pgTable(
  'contract_signers',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => contractSigningProcesses.id, { onDelete: 'cascade' }),
    partyId: integer('party_id').references(() => contractParties.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<ContractPartyRole>().notNull(),
    name: text('name').notNull(),
    kennitala: text('kennitala').notNull(),
    phone: text('phone'),
    email: text('email'),
    language: text('language').$type<Locale>().notNull().default('is'),
    providerSignerId: text('provider_signer_id'),
    /** The signer's own page at the provider; shown only to that signer (their user). */
    signingUrl: text('signing_url'),
    status: text('status').$type<SignerStatus>().notNull().default('pending'),
    signedAt: moment('signed_at'),
    lastRemindedAt: moment('last_reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contract_signers_process_idx').on(t.processId)],
);

/** Each webhook event handled once: its id is the key. */
export const eSignatureWebhookReceipts = pgTable('e_signature_webhook_receipts', {
  eventId: text('event_id').primaryKey(),
  type: text('type').$type<ESignatureEventType>().notNull(),
  processId: integer('process_id').references(() => contractSigningProcesses.id, {
    onDelete: 'cascade',
  }),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/**
 * The e-signature sandbox: a separate "service" with its own tables, as the vendor's would be.
 * It knows the api only through the webhook URL and the shared secret.
 */
export type SandboxSigningStatus = 'created' | 'completed' | 'cancelled' | 'expired';

export const sandboxSigningProcesses = pgTable(
  'sandbox_signing_processes',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    documentHash: text('document_hash').notNull(),
    requiresAuth: boolean('requires_auth').notNull().default(true),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<SandboxSigningStatus>().notNull().default('created'),
    expiresAt: moment('expires_at').notNull(),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_signing_processes_key_unique').on(t.idempotencyKey),
    index('sandbox_signing_processes_open_idx').on(t.status, t.expiresAt),
  ],
);

export const sandboxSigners = pgTable(
  'sandbox_signers',
  {
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => sandboxSigningProcesses.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    /** The secret part of the signing link. */
    token: text('token').notNull(),
    name: text('name').notNull(),
    kennitala: text('kennitala').notNull(),
    phone: text('phone'),
    email: text('email'),
    language: text('language').$type<Locale>().notNull().default('is'),
    status: text('status').$type<SignerStatus>().notNull().default('pending'),
    /** The electronic-ID session the signer confirms on the phone. */
    eidRef: text('eid_ref'),
    signedAt: moment('signed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_signers_token_unique').on(t.token),
    index('sandbox_signers_process_idx').on(t.processId),
  ],
);

/** The sandbox's own outbox: webhooks to deliver, retried with backoff until the api takes them. */
export const sandboxSigningDeliveries = pgTable(
  'sandbox_signing_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    processId: text('process_id')
      .notNull()
      .references(() => sandboxSigningProcesses.id, { onDelete: 'cascade' }),
    type: text('type').$type<ESignatureEventType>().notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    claimedUntil: moment('claimed_until'),
    deliveredAt: moment('delivered_at'),
    /** Given up: the api refused the event outright (4xx) or too many attempts failed. */
    failedAt: moment('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_signing_deliveries_event_unique').on(t.eventId),
    index('sandbox_signing_deliveries_due_idx').on(t.deliveredAt, t.nextAttemptAt),
  ],
);
