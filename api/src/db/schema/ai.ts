import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { conversations } from './inbox.js';
import { listings } from './listings.js';

/**
 * One row per call to the AI provider (issue #15): what it was for, who answered, how much went
 * in and out, how long it took and how it ended. `/admin/llm-usage` aggregates it per day.
 */
export const llmUsage = pgTable(
  'llm_usage',
  {
    id: serial('id').primaryKey(),
    /** conversation_summary, reply_suggestion, message_fraud, listing_fraud. */
    feature: text('feature').notNull(),
    /** local or openai-compatible. */
    providerKind: text('provider_kind').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    inputCharacters: integer('input_characters').notNull().default(0),
    outputCharacters: integer('output_characters').notNull().default(0),
    latencyMs: integer('latency_ms').notNull(),
    /** ok, error or timeout. */
    outcome: text('outcome').notNull(),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('llm_usage_created_idx').on(t.createdAt, t.feature)],
);

/** A summary of a conversation made for staff (SPEC 3: conversation summary), newest kept. */
export const conversationSummaries = pgTable(
  'conversation_summaries',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    /** local (extractive) or openai-compatible (a language model): the UI labels it. */
    providerKind: text('provider_kind').notNull(),
    model: text('model').notNull(),
    language: text('language').notNull(),
    /** How many messages it covers, and the newest of them. */
    messageCount: integer('message_count').notNull(),
    lastMessageId: integer('last_message_id'),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_summaries_conversation_idx').on(t.conversationId)],
);
