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
import type {
  ApplicantInvitationStatus,
  CreditResultStatus,
  HouseholdDataInput,
} from '@leiga/domain';
import { users } from './accounts.js';
import { loanApplications } from './loans.js';
import { consents } from './notifications.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A loan's co-applicant (issue #18): invited by the borrower by e-mail, answered by the invitee
 * signed in, who then gives their consent and household figures. One open or accepted at a time.
 */
export const loanCoApplicants = pgTable(
  'loan_co_applicants',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    kennitala: text('kennitala'),
    status: text('status').$type<ApplicantInvitationStatus>().notNull().default('pending'),
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The co-applicant, once they accepted signed in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their own consent to the default-register lookup, given on accepting. */
    consentId: integer('consent_id').references(() => consents.id),
    household: jsonb('household').$type<HouseholdDataInput>(),
    /** The credit bureau's answer on them, from the loan's assessment. */
    creditStatus: text('credit_status').$type<CreditResultStatus>(),
    sentAt: moment('sent_at').notNull().defaultNow(),
    createdAt: moment('created_at').notNull().defaultNow(),
    respondedAt: moment('responded_at'),
  },
  (t) => [
    index('loan_co_applicants_loan_idx').on(t.loanId),
    uniqueIndex('loan_co_applicants_open_unique')
      .on(t.loanId)
      .where(sql`status in ('pending', 'accepted')`),
  ],
);
