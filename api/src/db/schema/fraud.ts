import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FraudReviewStatus, ScamSignal } from '@leiga/domain';
import { users } from './accounts.js';
import { conversations, messages } from './inbox.js';

/**
 * A message whose scam score reached the warning threshold: written in the transaction that
 * stores the message, reviewed by staff at /admin/message-fraud-detections.
 */
export const messageFraudDetections = pgTable(
  'message_fraud_detections',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    score: doublePrecision('score').notNull(),
    signals: jsonb('signals').$type<ScamSignal[]>().notNull(),
    status: text('status').$type<FraudReviewStatus>().notNull().default('pending'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_fraud_detections_status_idx').on(t.status, t.id),
    index('message_fraud_detections_sender_idx').on(t.senderId, t.id),
    index('message_fraud_detections_conversation_idx').on(t.conversationId),
  ],
);
