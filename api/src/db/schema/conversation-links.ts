import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConversationEventKind } from '@leiga/domain';
import { users } from './accounts.js';
import { conversations } from './inbox.js';

/** What a link names: SPEC 3 (Conversation: applications, contracts, listings). */
export type ConversationLinkKind = 'listing' | 'application' | 'contract';

/**
 * The listings, applications and contracts a conversation is about beyond the one it was started
 * for (`connect-listings`, `connect-contracts`, an application's talk continuing into its contract).
 * The target is not a foreign key since it names one of three tables; readers join by kind.
 */
export const conversationLinks = pgTable(
  'conversation_links',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConversationLinkKind>().notNull(),
    targetId: integer('target_id').notNull(),
    linkedById: integer('linked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.kind, t.targetId] }),
    index('conversation_links_target_idx').on(t.kind, t.targetId),
  ],
);

/**
 * A system entry of a conversation's timeline: an application or contract event. One per outbox
 * event and conversation, so an event delivered twice writes it once.
 */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConversationEventKind>().notNull(),
    applicationId: integer('application_id'),
    contractId: integer('contract_id'),
    /** The outbox event it came from. */
    sourceEventId: integer('source_event_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_events_once').on(t.conversationId, t.sourceEventId),
    index('conversation_events_timeline_idx').on(t.conversationId, t.createdAt),
  ],
);
