import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClaimDefaultInterest, ClaimStatus } from '../../providers/claims/claims-provider.js';
import type { TransferStatus } from '../../providers/payouts/payout-provider.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The sandbox bank's own books (api/src/providers/claims/sandbox-claims-bank.ts and
 * payouts/sandbox-payout-bank.ts): what a real bank keeps on its side, so every process sees the
 * same claims and a person trying the product can pay one at /sandbox/bank.
 */
export const sandboxBankClaims = pgTable(
  'sandbox_bank_claims',
  {
    id: serial('id').primaryKey(),
    /** claimant + account + "+" + due date, as IOBWS builds it. */
    claimId: text('claim_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    claimantId: text('claimant_id').notNull(),
    account: text('account').notNull(),
    payorId: text('payor_id').notNull(),
    templateCode: text('template_code').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    finalDueDate: date('final_due_date', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    paidAmount: integer('paid_amount').notNull().default(0),
    reference: text('reference'),
    defaultInterest: jsonb('default_interest').$type<ClaimDefaultInterest>(),
    isPartialPaymentAllowed: boolean('is_partial_payment_allowed').notNull().default(true),
    status: text('status').$type<ClaimStatus>().notNull().default('Unpaid'),
    cancelIdempotencyKey: text('cancel_idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_bank_claims_claim_unique').on(t.claimId),
    uniqueIndex('sandbox_bank_claims_key_unique').on(t.idempotencyKey),
    index('sandbox_bank_claims_payor_idx').on(t.payorId),
  ],
);

/** A payment booked on a sandbox claim; ids grow, so "after a cursor" is "id greater than". */
export const sandboxBankClaimTransactions = pgTable(
  'sandbox_bank_claim_transactions',
  {
    id: serial('id').primaryKey(),
    claimId: text('claim_id').notNull(),
    amount: integer('amount').notNull(),
    interestAmount: integer('interest_amount').notNull().default(0),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_bank_claim_transactions_claim_idx').on(t.claimId)],
);

/** A transfer from the platform's custody account, and its reversal. */
export const sandboxBankTransfers = pgTable(
  'sandbox_bank_transfers',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    toIban: text('to_iban').notNull(),
    toKennitala: text('to_kennitala').notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    rejectionCode: text('rejection_code'),
    reverseIdempotencyKey: text('reverse_idempotency_key'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_bank_transfers_key_unique').on(t.idempotencyKey)],
);
