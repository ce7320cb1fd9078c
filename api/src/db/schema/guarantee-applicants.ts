import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApplicantInvitationStatus, ApplicantRole, InvitedApplicantRole } from '@leiga/domain';
import { users } from './accounts.js';
import { rentalGuarantees } from './guarantees.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An invitation to apply for a rental guarantee with its tenant (SPEC 4), by e-mail and, when
 * known, kennitala: only that person may answer it. Deleted ones are kept, so the link says so.
 */
export const guaranteeApplicantInvitations = pgTable(
  'rental_guarantee_applicant_invitations',
  {
    id: serial('id').primaryKey(),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    kennitala: text('kennitala'),
    /** What the invitee is asked to be: a co-applicant (co-payer) or a guarantor. */
    role: text('role').$type<InvitedApplicantRole>().notNull().default('co_applicant'),
    status: text('status').$type<ApplicantInvitationStatus>().notNull().default('pending'),
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who answered it (the signed-in invitee). */
    respondentId: integer('respondent_id').references(() => users.id, { onDelete: 'set null' }),
    /** How often the e-mail went out, the first sending included (resends are limited). */
    sendCount: integer('send_count').notNull().default(1),
    sentAt: moment('sent_at').notNull().defaultNow(),
    /** When the invitee confirmed with electronic ID that they are the one invited. */
    identityConfirmedAt: moment('identity_confirmed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    respondedAt: moment('responded_at'),
  },
  (t) => [index('guarantee_invitations_guarantee_idx').on(t.guaranteeId)],
);

/**
 * The people a guarantee is assessed on: the main applicant (the tenant who applied) and every
 * co-applicant who accepted an invitation. Each is looked up on their own consent.
 */
export const guaranteeApplicants = pgTable(
  'rental_guarantee_applicants',
  {
    id: serial('id').primaryKey(),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ApplicantRole>().notNull(),
    invitationId: integer('invitation_id').references(() => guaranteeApplicantInvitations.id, {
      onDelete: 'set null',
    }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guarantee_applicants_once').on(t.guaranteeId, t.userId)],
);
