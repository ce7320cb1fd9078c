import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AddendumStatus,
  ESignatureEventType,
  InspectionRole,
  Locale,
  SignerStatus,
  SigningProcessStatus,
} from '@leiga/domain';
import { users } from './accounts.js';
import { inspectionReports, inspectionUsers } from './inspections.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => moment('created_at').notNull().defaultNow();

/**
 * Signing an inspection report through the e-signature provider contracts use (issue #17): a
 * process per attempt, a signer per landlord and tenant, the provider's events handled once.
 */
export const inspectionSigningProcesses = pgTable(
  'inspection_signing_processes',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    providerProcessId: text('provider_process_id'),
    status: text('status').$type<SigningProcessStatus>().notNull().default('starting'),
    /** SHA-256 (hex) of the report PDF the signers were sent. */
    documentHash: text('document_hash').notNull(),
    documentStorageKey: text('document_storage_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    startedById: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inspection_signing_processes_open_unique')
      .on(t.reportId)
      .where(sql`status in ('starting', 'pending')`),
    uniqueIndex('inspection_signing_processes_key_unique').on(t.reportId, t.idempotencyKey),
  ],
);

export const inspectionSigners = pgTable(
  'inspection_signers',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => inspectionSigningProcesses.id, { onDelete: 'cascade' }),
    inspectionUserId: integer('inspection_user_id')
      .notNull()
      .references(() => inspectionUsers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<InspectionRole>().notNull(),
    name: text('name').notNull(),
    kennitala: text('kennitala').notNull(),
    phone: text('phone'),
    email: text('email'),
    language: text('language').$type<Locale>().notNull().default('is'),
    providerSignerId: text('provider_signer_id'),
    /** The signer's own link at the provider: the "sign" button opens it. */
    signingUrl: text('signing_url'),
    /** When the provider sent the invitation (SMS and e-mail). */
    invitedAt: moment('invited_at'),
    status: text('status').$type<SignerStatus>().notNull().default('pending'),
    signedAt: moment('signed_at'),
    declinedAt: moment('declined_at'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_signers_process_idx').on(t.processId),
    uniqueIndex('inspection_signers_person_unique').on(t.processId, t.inspectionUserId),
  ],
);

/** Each provider event about an inspection process handled once: its id is the key. */
export const inspectionSigningReceipts = pgTable('inspection_signing_receipts', {
  eventId: text('event_id').primaryKey(),
  type: text('type').$type<ESignatureEventType>().notNull(),
  processId: integer('process_id').references(() => inspectionSigningProcesses.id, {
    onDelete: 'cascade',
  }),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/** Who was there when the flat was walked through: one row a report user, changed in place. */
export const inspectionAttendance = pgTable(
  'inspection_attendance',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    inspectionUserId: integer('inspection_user_id')
      .notNull()
      .references(() => inspectionUsers.id, { onDelete: 'cascade' }),
    isPresent: boolean('is_present').notNull(),
    recordedById: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: moment('recorded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inspection_attendance_unique').on(t.reportId, t.inspectionUserId)],
);

/** The signed report's PDF: stored once (a unique row per report), never written again. */
export const inspectionSignedDocuments = pgTable(
  'inspection_signed_documents',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('inspection_signed_documents_unique').on(t.reportId)],
);

/** Later findings on a signed report: a DRAFT addendum is editable, a committed one is not. */
export const inspectionAddenda = pgTable(
  'inspection_addenda',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    status: text('status').$type<AddendumStatus>().notNull().default('DRAFT'),
    text: text('text').notNull(),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    committedAt: moment('committed_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [index('inspection_addenda_report_idx').on(t.reportId)],
);
