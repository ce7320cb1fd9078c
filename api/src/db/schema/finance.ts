import {
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A user's account for receiving rent (SPEC 7 Finance). The holder's kennitala and name are what
 * the bank reported when the account was checked, not what the user typed.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    iban: text('iban').notNull(),
    holderKennitala: text('holder_kennitala').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_methods_user_iban_unique').on(t.userId, t.iban)],
);

/**
 * The consumer price index (vísitala neysluverðs) per month as published by Statistics Iceland:
 * `month_key` is the month the value applies to indexation (2025M06). Seeded from published
 * values; staff add the new ones.
 */
export const indexValues = pgTable('index_values', {
  monthKey: text('month_key').primaryKey(),
  value: doublePrecision('value').notNull(),
  source: text('source').notNull(),
  createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the bank sandbox was asked, and what it answered (a real bank keeps such a log). */
export const sandboxBankLookups = pgTable(
  'sandbox_bank_lookups',
  {
    id: serial('id').primaryKey(),
    iban: text('iban').notNull(),
    outcome: text('outcome').$type<'found' | 'unknown' | 'unavailable'>().notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_bank_lookups_iban_idx').on(t.iban)],
);
