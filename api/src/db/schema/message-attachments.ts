import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { conversations, messages } from './inbox.js';

/**
 * A file sent in a conversation (issue #15). It is uploaded first (no message yet), then a message
 * takes it; files no message took are the uploader's to send later. Stored under a protected
 * `files/` key; photos also keep a small thumbnail beside the full size.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    /** Photos only: the small JPEG shown in the conversation. */
    thumbnailKey: text('thumbnail_key'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_conversation_idx').on(t.conversationId, t.uploaderId),
  ],
);
