import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * The Central Bank's default-interest rate (dráttarvextir) per period (issue #16): one row per
 * published period, `from` its first day; it applies until the next row's `from`. The rate is
 * kept in basis points (15.25 % is 1525) so the interest of a late payment is computed in
 * integers. Staff keep the table at /admin/finance/default-interest-rates; every change is also
 * in staff_finance_actions with who and why.
 */
export const defaultInterestRates = pgTable('default_interest_rates', {
  from: date('from', { mode: 'string' }).primaryKey(),
  yearlyBasisPoints: integer('yearly_basis_points').notNull(),
  source: text('source').notNull(),
  /** False while the figure is not checked against the Central Bank's published table. */
  isVerified: boolean('is_verified').notNull().default(true),
  createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
