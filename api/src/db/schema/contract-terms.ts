import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { KeyDirection, Locale } from '@leiga/domain';
import { users } from './accounts.js';
import { contracts } from './contracts.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Special-term texts staff offer per language; `use` copies one into a contract. */
export const specialTermTemplates = pgTable(
  'special_term_templates',
  {
    id: serial('id').primaryKey(),
    language: text('language').$type<Locale>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('special_term_templates_language_idx').on(t.language, t.id)],
);

/** A special term of a lease (sérákvæði), in the order the landlord put them. */
export const contractSpecialTerms = pgTable(
  'contract_special_terms',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => specialTermTemplates.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_special_terms_contract_idx').on(t.contractId, t.id)],
);

/** A note on a contract that only its author reads. */
export const contractPrivateNotes = pgTable(
  'contract_private_notes',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_private_notes_author_idx').on(t.contractId, t.authorId, t.id)],
);

/** Keys handed to the tenant at move-in or back to the landlord at move-out. */
export const contractKeyTransactions = pgTable(
  'contract_key_transactions',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    handedOverOn: date('handed_over_on', { mode: 'string' }).notNull(),
    direction: text('direction').$type<KeyDirection>().notNull(),
    keyCount: integer('key_count').notNull(),
    description: text('description'),
    recordedById: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contract_key_transactions_contract_idx').on(t.contractId, t.id)],
);
