import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { KeyRecipient, KeyType, UtilityTag } from '@leiga/domain';
import { users } from './accounts.js';
import { inspectionReports } from './inspections.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const reportId = () =>
  integer('report_id')
    .notNull()
    .references(() => inspectionReports.id, { onDelete: 'cascade' });

/** The keys step: keys handed over (how many, which, to whom). */
export const inspectionKeyTransactions = pgTable(
  'inspection_key_transactions',
  {
    id: serial('id').primaryKey(),
    reportId: reportId(),
    keyType: text('key_type').$type<KeyType>().notNull(),
    count: integer('count').notNull(),
    recipient: text('recipient').$type<KeyRecipient>().notNull(),
    recipientName: text('recipient_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inspection_key_transactions_report_idx').on(t.reportId)],
);

/** The meter-readings step: the contract's meters (sync-contract) and any added, each read. */
export const inspectionMeterReadings = pgTable(
  'inspection_meter_readings',
  {
    id: serial('id').primaryKey(),
    reportId: reportId(),
    utility: text('utility').$type<UtilityTag>().notNull(),
    meterNumber: text('meter_number').notNull(),
    /** Null until read; the value as the meter shows it (one decimal). */
    value: doublePrecision('value'),
    /** The contract's (or the move-in's) reading, shown beside today's. */
    previousValue: doublePrecision('previous_value'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inspection_meter_readings_report_idx').on(t.reportId)],
);

/** A comment on a report by one of its users. */
export const inspectionComments = pgTable(
  'inspection_comments',
  {
    id: serial('id').primaryKey(),
    reportId: reportId(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inspection_comments_report_idx').on(t.reportId, t.createdAt)],
);
