import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the sandbox providers were asked to do (SMS, e-mail, e-ID sessions). Kept in the
 * database so every process sees it and a person trying the product can read a code.
 */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email', 'eid', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    ref: text('ref'),
    subject: text('subject'),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('sandbox_messages_ref_idx').on(t.ref),
  ],
);
