import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: a change others must hear of writes an event here in the same
 * transaction; the dispatcher delivers it afterwards, so nothing is lost if a process dies.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** A dispatcher's lease, or a failed delivery's back-off: others skip the row until it passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('events_pending_idx').on(t.dispatchedAt, t.id)],
);
