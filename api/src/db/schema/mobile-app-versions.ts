import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MobilePlatformName } from '@leiga/domain';
import { users } from './accounts.js';

/**
 * The mobile app's published and minimum versions, one row per platform (issue #19). Staff set
 * them at /admin/mobile-app-versions; the app reads them before sign-in. Who changed them last is
 * kept with the row.
 */
export const mobileAppVersions = pgTable('mobile_app_versions', {
  platform: text('platform').$type<MobilePlatformName>().primaryKey(),
  currentVersion: text('current_version').notNull(),
  minimumVersion: text('minimum_version').notNull(),
  updatedById: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
