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
import type { ConsentType, NotificationMethod, NotificationType } from '@leiga/domain';
import { users } from './accounts.js';

/** What a notification's text names (a listing's title, a person): shown in the reader's language. */
export type NotificationData = {
  title?: string;
  name?: string;
  /** An application's decision, for application_decided. */
  decision?: 'accepted' | 'denied';
  /** A listing's rent for alerts (minor units) and, for a price drop, what it was before. */
  price?: number;
  oldPrice?: number;
  currency?: string;
};

/**
 * A user's in-app notification. `dedupeKey` names what caused it (an outbox event and its kind):
 * unique per user, so an event delivered twice notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** Where a click leads: a path of the web app, without locale prefix. */
    targetPath: text('target_path').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_once').on(t.userId, t.dedupeKey),
    index('notifications_user_newest').on(t.userId, t.id),
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`${t.clickedAt} is null`),
  ],
);

/** A type the user turned off for one method; no row means the method's default (on). */
export const notificationBlacklist = pgTable(
  'notification_blacklist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    method: text('method').$type<NotificationMethod>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_blacklist_once').on(t.userId, t.type, t.method)],
);

/**
 * A consent given, kept after revocation (`revokedAt`) as the record of what held when. Terms
 * consents carry the version accepted; at most one live consent per user, type and version.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentType: text('consent_type').$type<ConsentType>().notNull(),
    version: text('version').notNull().default(''),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consents_live_once')
      .on(t.userId, t.consentType, t.version)
      .where(sql`${t.revokedAt} is null`),
  ],
);
