import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  ESignatureEventType,
  LoanDisbursementStatus,
  Locale,
  SigningProcessStatus,
} from '@leiga/domain';
import { users } from './accounts.js';
import { loanApplications } from './loans.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => moment('created_at').notNull().defaultNow();

/**
 * The borrower signing an approved loan's agreement through the e-signature provider the
 * contracts use (issue #18): one process per attempt, the borrower its only signer.
 */
export const loanSigningProcesses = pgTable(
  'loan_signing_processes',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    providerProcessId: text('provider_process_id'),
    status: text('status').$type<SigningProcessStatus>().notNull().default('starting'),
    documentHash: text('document_hash').notNull(),
    documentStorageKey: text('document_storage_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerKennitala: text('signer_kennitala').notNull(),
    signerEmail: text('signer_email'),
    signerLanguage: text('signer_language').$type<Locale>().notNull().default('is'),
    providerSignerId: text('provider_signer_id'),
    /** The co-applicant, who signs the same agreement: the loan is signed once both have. */
    coSignerUserId: integer('co_signer_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    coSignerName: text('co_signer_name'),
    coSignerKennitala: text('co_signer_kennitala'),
    coSignerEmail: text('co_signer_email'),
    coSignerLanguage: text('co_signer_language').$type<Locale>(),
    coSignedAt: moment('co_signed_at'),
    signingUrl: text('signing_url'),
    signedAt: moment('signed_at'),
    /** The agreement as signed (the signature's date in it), made once on its first download. */
    signedDocumentStorageKey: text('signed_document_storage_key'),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loan_signing_processes_open_unique')
      .on(t.loanId)
      .where(sql`status in ('starting', 'pending')`),
    uniqueIndex('loan_signing_processes_key_unique').on(t.loanId, t.idempotencyKey),
  ],
);

/** Each provider event about a loan process handled once: its id is the key. */
export const loanSigningReceipts = pgTable('loan_signing_receipts', {
  eventId: text('event_id').primaryKey(),
  type: text('type').$type<ESignatureEventType>().notNull(),
  processId: integer('process_id').references(() => loanSigningProcesses.id, {
    onDelete: 'cascade',
  }),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/**
 * The loan's payout attempts: one row per attempt (unique per loan and number), its transfer key
 * fixed when the row is made, so however often an attempt is sent the bank books one transfer. A
 * further attempt is made only by staff, with a reason, after the bank rejected the last one.
 */
export const loanDisbursements = pgTable(
  'loan_disbursements',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull().default(1),
    status: text('status').$type<LoanDisbursementStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    iban: text('iban').notNull(),
    holderKennitala: text('holder_kennitala').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: text('transfer_id'),
    rejectionCode: text('rejection_code'),
    bookedAt: moment('booked_at'),
    /** Staff who asked for a retry, and why; null on the first attempt (made on signing). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loan_disbursements_loan_attempt_unique').on(t.loanId, t.attempt)],
);

/** A row of the annuity schedule as a bank claim on the borrower; paid once. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    dueDate: text('due_date').notNull(),
    finalDueDate: text('final_due_date').notNull(),
    /** The payment plus the notice fee, whole ISK. */
    amount: integer('amount').notNull(),
    claimId: text('claim_id'),
    paidAmount: integer('paid_amount').notNull().default(0),
    transactionId: text('transaction_id'),
    paidAt: moment('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loan_repayments_seq_unique').on(t.loanId, t.seq),
    uniqueIndex('loan_repayments_claim_unique').on(t.claimId),
    uniqueIndex('loan_repayments_transaction_unique').on(t.transactionId),
    index('loan_repayments_paid_idx').on(t.paidAt),
  ],
);
