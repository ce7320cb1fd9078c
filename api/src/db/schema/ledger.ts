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
import type { LedgerAccount, LedgerEventType, LedgerProblem } from '@leiga/domain';
import { users } from './accounts.js';
import { contracts } from './contracts.js';
import { paymentScheduleItems, payouts } from './payments.js';

/**
 * One line of the rent ledger (double entry, domain/src/ledger): every event of a contract posts
 * lines whose debits equal their credits, once: (event_key, line_no) is unique.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => paymentScheduleItems.id, { onDelete: 'set null' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    event: text('event').$type<LedgerEventType>().notNull(),
    /** Names the event (ledgerEventKey): an event posted twice is posted once. */
    eventKey: text('event_key').notNull(),
    lineNo: integer('line_no').notNull(),
    account: text('account').$type<LedgerAccount>().notNull(),
    debit: integer('debit').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    currency: text('currency').notNull().default('ISK'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_event_line_unique').on(t.eventKey, t.lineNo),
    index('ledger_entries_contract_idx').on(t.contractId),
  ],
);

/** A contract a reconciliation found out of balance, and why. */
export type ReconciliationFinding = { contractId: number; problems: LedgerProblem[] };

/** One run of the reconciliation: every contract's ledger checked against the payment tables. */
export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    id: serial('id').primaryKey(),
    /** `schedule` (the daily job) or `staff`. */
    trigger: text('trigger').$type<'schedule' | 'staff'>().notNull(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    contractsChecked: integer('contracts_checked').notNull(),
    contractsUnbalanced: integer('contracts_unbalanced').notNull(),
    isBalanced: boolean('is_balanced').notNull(),
    findings: jsonb('findings').$type<ReconciliationFinding[]>().notNull().default([]),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_reconciliations_created_idx').on(t.createdAt)],
);
