import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { contracts } from './contracts.js';
import { payoutMethods } from './finance.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A utility the tenant pays through the platform, as one line of a schedule item. */
export type ScheduleUtilityLine = { tag: string; amount: number };

/** Where a schedule item's claim in the tenant's online bank stands. */
export type ItemClaimStatus = 'unpaid' | 'partly_paid' | 'paid' | 'cancelled';

/**
 * One rent period of a committed contract (SPEC 3 payment schedule item), addressed by its due
 * date. Amounts are whole ISK (minor units for other currencies), never floats. The claim columns
 * say what the bank was asked and what it answered; payments are recorded in
 * `payment_transactions` and the landlord's share goes out as a `payouts` row.
 */
export const paymentScheduleItems = pgTable(
  'payment_schedule_items',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The due date (gjalddagi): the 1st, or the next business day. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The final due date (eindagi), after which default interest runs. */
    finalDueDate: date('final_due_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Rent of the period after proration and indexation. */
    rentAmount: integer('rent_amount').notNull(),
    /** The CPI month and value the rent was indexed with; null for a lease not indexed. */
    indexMonthKey: text('index_month_key'),
    indexValue: doublePrecision('index_value'),
    utilities: jsonb('utilities').$type<ScheduleUtilityLine[]>().notNull().default([]),
    /** rent_amount plus the utilities: what the claim asks of the tenant. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('ISK'),
    /** The bank's fee for the claim (seðilgjald), charged to the tenant unless staff remove it. */
    paymentFee: integer('payment_fee').notNull().default(0),
    paymentFeeRemovedAt: timestamp('payment_fee_removed_at', { withTimezone: true }),
    /** Added by hand (POST) rather than made from the contract. */
    isManual: boolean('is_manual').notNull().default(false),
    claimId: text('claim_id'),
    claimStatus: text('claim_status').$type<ItemClaimStatus>(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    claimCancelledAt: timestamp('claim_cancelled_at', { withTimezone: true }),
    /** Sum of the recorded payments, default interest included. */
    paidAmount: integer('paid_amount').notNull().default(0),
    interestAmount: integer('interest_amount').notNull().default(0),
    /** When the item was paid in full. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Staff held this period's payout (staff-payout/): it is not sent until released. */
    payoutHeldAt: timestamp('payout_held_at', { withTimezone: true }),
    /** The account staff chose for this period's payout instead of the contract's. */
    payoutMethodId: integer('payout_method_id').references(() => payoutMethods.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_schedule_items_contract_due_unique').on(t.contractId, t.dueDate),
    index('payment_schedule_items_due_idx').on(t.dueDate),
    index('payment_schedule_items_claim_idx').on(t.claimId),
  ],
);

/** A payment the bank booked on a claim, recorded once however often it is polled. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => paymentScheduleItems.id, { onDelete: 'cascade' }),
    /** The bank's own id of the booking. */
    transactionId: text('transaction_id').notNull(),
    amount: integer('amount').notNull(),
    interestAmount: integer('interest_amount').notNull().default(0),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_transaction_unique').on(t.transactionId),
    index('payment_transactions_item_idx').on(t.itemId),
  ],
);

export type PayoutStatus = 'pending' | 'booked' | 'rejected' | 'reversed';

/**
 * The landlord's share of a paid item, sent to their payout method less the platform fee. The
 * idempotency key is fixed when the row is made, so a retry after a crash asks the bank for the
 * same transfer and never pays twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => paymentScheduleItems.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The payee user the money goes to. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payoutMethodId: integer('payout_method_id').references(() => payoutMethods.id, {
      onDelete: 'set null',
    }),
    iban: text('iban').notNull(),
    holderKennitala: text('holder_kennitala').notNull(),
    /** What was received for the item, before the fee. */
    grossAmount: integer('gross_amount').notNull(),
    feeAmount: integer('fee_amount').notNull(),
    /** gross_amount - fee_amount: what the landlord receives. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('ISK'),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: text('transfer_id'),
    rejectionCode: text('rejection_code'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_unique').on(t.idempotencyKey),
    index('payouts_item_idx').on(t.itemId),
    index('payouts_contract_idx').on(t.contractId),
    index('payouts_user_idx').on(t.userId, t.createdAt),
  ],
);

/** What a staff member did to money (SPEC 6), with who and why. */
export const staffFinanceActions = pgTable(
  'staff_finance_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** execute_payout, execute_revert_payout, remove_bill_payment_fee, patch_bill, patch_payout. */
    action: text('action').notNull(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    itemId: integer('item_id').references(() => paymentScheduleItems.id, { onDelete: 'set null' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('staff_finance_actions_contract_idx').on(t.contractId, t.createdAt)],
);
