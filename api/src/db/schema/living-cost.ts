import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * The living-cost reference (UMS framfærsluviðmið) per period (issue #18): one row per published
 * set of figures, `from` its first day; it applies until the next row's `from`. Monthly ISK
 * without housing, childcare and car costs, which the applicant enters. Staff add periods at
 * /admin/finance/living-cost-references; a loan's assessment stores the figure it used.
 */
export const livingCostReferences = pgTable('living_cost_references', {
  from: date('from', { mode: 'string' }).primaryKey(),
  firstAdult: integer('first_adult').notNull(),
  otherAdult: integer('other_adult').notNull(),
  perChild: integer('per_child').notNull(),
  source: text('source').notNull(),
  /** False while the figures are not checked against UMS's published table. */
  isVerified: boolean('is_verified').notNull().default(true),
  createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
