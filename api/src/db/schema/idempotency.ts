import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** A claimed key's request is running (`in_progress`) or has its answer stored (`done`). */
export type IdempotencyStatus = 'in_progress' | 'done';

/**
 * An Idempotency-Key a user sent with a money mutation, kept 24 hours: the first request claims
 * it, a repeat gets the first one's answer, a repeat with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** METHOD and path the key was first used on. */
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of method, path and body, to tell a repeat from another request under the key. */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<IdempotencyStatus>().notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_unique').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
