import {
  boolean,
  date,
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
  ClaimEvidenceKind,
  ClaimLineResponse,
  ClaimLineType,
  ClaimRulingBody,
  ClaimStatus,
  ClaimType,
} from '@leiga/domain';
import { users } from './accounts.js';
import { rentalGuarantees } from './guarantees.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A claim on a rental guarantee (issue #18): the landlord (obligee) drafts it, commits it, and
 * the tenant (principal) answers each line within four weeks. Money is integer ISK.
 */
export const guaranteeClaims = pgTable(
  'guarantee_claims',
  {
    id: serial('id').primaryKey(),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<ClaimType>().notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('draft'),
    description: text('description').notNull().default(''),
    /** The day the home was returned: a damage claim must come within four weeks of it. */
    returnDate: date('return_date', { mode: 'string' }),
    committedAt: moment('committed_at'),
    principalRespondedAt: moment('principal_responded_at'),
    obligeeRespondedAt: moment('obligee_responded_at'),
    /** True when the tenant said nothing for four weeks and was deemed to accept. */
    isDeemedAccepted: boolean('is_deemed_accepted').notNull().default(false),
    /** What the claim stands at once answered: the lines accepted. */
    acceptedAmount: integer('accepted_amount'),
    paidAt: moment('paid_at'),
    cancelledAt: moment('cancelled_at'),
    /** The ruling on a disputed claim: who gave it, the case's reference, and when it was recorded. */
    rulingBody: text('ruling_body').$type<ClaimRulingBody>(),
    rulingReference: text('ruling_reference'),
    ruledAt: moment('ruled_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('guarantee_claims_guarantee_idx').on(t.guaranteeId, t.createdAt),
    index('guarantee_claims_status_idx').on(t.status),
  ],
);

/** A line of a claim, with the tenant's answer and the move-out issues it rests on. */
export const guaranteeClaimLines = pgTable(
  'guarantee_claim_lines',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => guaranteeClaims.id, { onDelete: 'cascade' }),
    type: text('type').$type<ClaimLineType>().notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    inspectionIssueIds: jsonb('inspection_issue_ids').$type<number[]>().notNull().default([]),
    response: text('response').$type<ClaimLineResponse>(),
    responseReason: text('response_reason'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('guarantee_claim_lines_claim_idx').on(t.claimId, t.id)],
);

/** An invoice or photo backing a claim (or one of its lines), stored under a protected key. */
export const guaranteeClaimFiles = pgTable(
  'guarantee_claim_files',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => guaranteeClaims.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').references(() => guaranteeClaimLines.id, { onDelete: 'set null' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ClaimEvidenceKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('guarantee_claim_files_claim_idx').on(t.claimId)],
);

/**
 * What the tenant owes after a claim was paid from the guarantee (recourse, research 5.1): one per
 * paid claim.
 */
export const guaranteeRecourseClaims = pgTable(
  'guarantee_recourse_claims',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => guaranteeClaims.id, { onDelete: 'cascade' }),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => rentalGuarantees.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guarantee_recourse_claims_claim_idx').on(t.claimId),
    index('guarantee_recourse_claims_tenant_idx').on(t.tenantId),
  ],
);
