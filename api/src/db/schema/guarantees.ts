import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GuaranteeCreditGrade, GuaranteeDecision, GuaranteeStatus } from '@leiga/domain';
import { users } from './accounts.js';
import { contracts } from './contracts.js';
import { consents } from './notifications.js';
import type { CreditResult } from './profiles.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A rental guarantee (issue #18): applied for by a tenant for an existing contract or a planned
 * lease (then only the rent is known); the decision and its terms are kept from the assessment.
 * Money is integer ISK.
 */
export const rentalGuarantees = pgTable(
  'rental_guarantees',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    monthlyRent: integer('monthly_rent').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<GuaranteeStatus>().notNull().default('draft'),
    decision: text('decision').$type<GuaranteeDecision>(),
    creditGrade: text('credit_grade').$type<GuaranteeCreditGrade>(),
    cashThresholdPercent: integer('cash_threshold_percent'),
    cashThresholdAmount: integer('cash_threshold_amount'),
    yearlyPremium: integer('yearly_premium'),
    /** The tenant pays the premium in 12 monthly payments (a consumer loan) instead of at once. */
    spreadPayments: boolean('spread_payments').notNull().default(false),
    assessedAt: moment('assessed_at'),
    expiresAt: moment('expires_at').notNull(),
    /** A decision staff made by hand (approved or declined): who, when and why, told the tenant. */
    staffDecidedById: integer('staff_decided_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    staffDecidedAt: moment('staff_decided_at'),
    staffDecisionReason: text('staff_decision_reason'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('rental_guarantees_tenant_idx').on(t.tenantId, t.createdAt),
    index('rental_guarantees_contract_idx').on(t.contractId),
  ],
);

/**
 * Each credit-bureau lookup for a guarantee, per person, with the consent it rested on (a consent
 * row of type credit_check live at the time of the lookup) and the bureau's answer.
 */
export const creditAssessmentResults = pgTable(
  'credit_assessment_results',
  {
    id: serial('id').primaryKey(),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id),
    consentGivenAt: moment('consent_given_at').notNull(),
    result: jsonb('result').$type<CreditResult>().notNull(),
    grade: text('grade').$type<GuaranteeCreditGrade>().notNull(),
    decision: text('decision').$type<GuaranteeDecision>().notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('credit_assessment_results_guarantee_idx').on(t.guaranteeId)],
);
