import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  CreditClass,
  CreditResultStatus,
  LoanDeclineReason,
  LoanPersonalDetails,
  LoanStatus,
  PaymentCapacity,
} from '@leiga/domain';
import type { HouseholdDataInput } from '@leiga/domain';
import { users } from './accounts.js';
import { contracts } from './contracts.js';
import { consents } from './notifications.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** The payment-capacity assessment as it was made: the figures and whether the law asked for it. */
export type StoredPaymentAssessment = {
  required: boolean;
  monthly_payment: number;
  living_cost: number;
  disposable: number;
  margin: number;
  outcome: PaymentCapacity['outcome'];
};

/**
 * A tenant's loan application (issue #18, "Loans"): filled in step by step (contract, amount and
 * term, applicants, household, personal details), then the credit assessment on the applicant's
 * consent decides. Money is integer ISK.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<LoanStatus>().notNull().default('draft'),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    amount: integer('amount'),
    months: integer('months'),
    /** 1 alone, 2 as a couple: the payment-assessment threshold follows it. */
    borrowers: integer('borrowers').notNull().default(1),
    /** The first due date (YYYY-MM-DD), fixed when the loan is configured. */
    firstDueDate: text('first_due_date'),
    household: jsonb('household').$type<HouseholdDataInput>(),
    personalDetails: jsonb('personal_details').$type<LoanPersonalDetails>(),
    consentId: integer('consent_id').references(() => consents.id),
    creditStatus: text('credit_status').$type<CreditResultStatus>(),
    creditClass: text('credit_class').$type<CreditClass>(),
    paymentAssessment: jsonb('payment_assessment').$type<StoredPaymentAssessment>(),
    declineReason: text('decline_reason').$type<LoanDeclineReason>(),
    assessedAt: moment('assessed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [index('loan_applications_owner_idx').on(t.ownerId, t.createdAt)],
);
