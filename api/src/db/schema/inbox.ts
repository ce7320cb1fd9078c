import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { rentalApplications } from './applications.js';
import { contracts } from './contracts.js';
import { listings } from './listings.js';

/**
 * A conversation between people, about a listing, an application or a contract (SPEC 3). The
 * subject links are optional and may be several: an application's talk continues into its
 * contract.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => rentalApplications.id, {
      onDelete: 'set null',
    }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time (the creation time before any): the inbox's "newest" order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_listing_idx').on(t.listingId),
    index('conversations_contract_idx').on(t.contractId),
    index('conversations_application_idx').on(t.applicationId),
  ],
);

/** Who takes part, and the last message each has read (the read marker behind unread counts). */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message id this participant has seen; null before they read any. */
    lastReadMessageId: integer('last_read_message_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Pages of a conversation go newest first by id: one index walk per page.
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);
