import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CollaboratorAccessType, InvitationStatus } from '@leiga/domain';
import { users } from './accounts.js';
import { contracts } from './contracts.js';

/**
 * An invitation to collaborate on a contract, sent by e-mail (SPEC 4). Only the token's SHA-256
 * is kept; a resend replaces it, so the old link stops working.
 */
export const contractCollaboratorInvitations = pgTable(
  'contract_collaborator_invitations',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    accessType: text('access_type').$type<CollaboratorAccessType>().notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who accepted or declined it (whoever held the token, signed in). */
    respondentId: integer('respondent_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('contract_invitations_contract_idx').on(t.contractId),
    uniqueIndex('contract_invitations_token_unique').on(t.tokenHash),
  ],
);
