import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationType, PushPlatform } from '@leiga/domain';
import { users } from './accounts.js';
import type { NotificationData } from './notifications.js';

/** A phone of the user's that the mobile app registered for push; the token is its platform's. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform').$type<PushPlatform>().notNull(),
    appVersion: text('app_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A token belongs to one phone, so to the one user signed in on it now.
  (t) => [
    uniqueIndex('push_devices_token_unique').on(t.token),
    index('push_devices_user_idx').on(t.userId),
  ],
);

/** The methods a notification goes out by beside the app itself. */
export type OutboundMethod = 'email' | 'sms' | 'push';

/** A condition checked when the delivery is due: a message text only while still unread. */
export type DeliveryCondition = { unreadMessage?: { conversationId: number; messageId: number } };

/**
 * One notification to send by one outside method: written in the transaction that decides it
 * (the outbox), unique per user, notification dedupe key and method, so it goes out once.
 * `dueAt` may lie ahead (a message texted only if unread a while later).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    method: text('method').$type<OutboundMethod>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    targetPath: text('target_path').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    condition: jsonb('condition').$type<DeliveryCondition>().notNull().default({}),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Sent, or settled without sending (`outcome` says why: no verified phone, read meanwhile). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once').on(t.userId, t.dedupeKey, t.method),
    index('notification_deliveries_due')
      .on(t.dueAt)
      .where(sql`${t.settledAt} is null`),
  ],
);
