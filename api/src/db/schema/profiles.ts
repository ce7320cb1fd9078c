import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AttachmentKind,
  CreditClass,
  CreditResultStatus,
  PetKind,
  VisibilityOption,
} from '@leiga/domain';
import { rentalProfiles, users } from './accounts.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const profileId = () =>
  integer('profile_id')
    .notNull()
    .references(() => rentalProfiles.id, { onDelete: 'cascade' });

export const profileInterests = pgTable(
  'profile_interests',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    interestTag: text('interest_tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('profile_interests_unique').on(t.profileId, t.interestTag)],
);

export const profileChildren = pgTable(
  'profile_children',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    birthYear: integer('birth_year').notNull(),
    sharedCustody: boolean('shared_custody').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('profile_children_profile_idx').on(t.profileId)],
);

export const profilePets = pgTable(
  'profile_pets',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    kind: text('kind').$type<PetKind>().notNull(),
    name: text('name'),
    breed: text('breed'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('profile_pets_profile_idx').on(t.profileId)],
);

export const petPhotos = pgTable(
  'profile_pet_photos',
  {
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => profilePets.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    placeholder: text('placeholder').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_pet_photos_pet_idx').on(t.petId)],
);

export const profileEmployers = pgTable(
  'profile_employers',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    name: text('name').notNull(),
    position: text('position'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('profile_employers_profile_idx').on(t.profileId)],
);

export const profileEducations = pgTable(
  'profile_educations',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    institutionId: text('institution_id'),
    institutionName: text('institution_name').notNull(),
    program: text('program'),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    createdAt: createdAt(),
  },
  (t) => [index('profile_educations_profile_idx').on(t.profileId)],
);

/** Files of a profile; storage keys never leave the api, downloads go through signed links. */
export const profileAttachments = pgTable(
  'profile_attachments',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    kind: text('kind').$type<AttachmentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_attachments_profile_idx').on(t.profileId, t.kind)],
);

export const profileReviews = pgTable(
  'profile_reviews',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    address: text('address'),
    rentalStart: date('rental_start', { mode: 'string' }),
    rentalEnd: date('rental_end', { mode: 'string' }),
    pdfAttachmentId: integer('pdf_attachment_id').references(() => profileAttachments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_reviews_author_unique').on(t.profileId, t.authorId)],
);

export const corenterRequests = pgTable(
  'corenter_requests',
  {
    id: serial('id').primaryKey(),
    senderProfileId: integer('sender_profile_id')
      .notNull()
      .references(() => rentalProfiles.id, { onDelete: 'cascade' }),
    /** Null while an e-mail invite waits for the invitee to sign up. */
    recipientProfileId: integer('recipient_profile_id').references(() => rentalProfiles.id, {
      onDelete: 'cascade',
    }),
    inviteEmail: text('invite_email'),
    status: text('status', {
      enum: ['pending', 'accepted', 'declined', 'retracted', 'replaced'],
    })
      .notNull()
      .default('pending'),
    replacesId: integer('replaces_id'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('corenter_requests_sender_idx').on(t.senderProfileId, t.status),
    index('corenter_requests_recipient_idx').on(t.recipientProfileId, t.status),
    index('corenter_requests_email_idx').on(t.inviteEmail),
    // One pending request between two profiles, whoever asks twice at once.
    uniqueIndex('corenter_requests_pending_unique')
      .on(t.senderProfileId, t.recipientProfileId)
      .where(sql`status = 'pending' and recipient_profile_id is not null`),
  ],
);

/** Each co-renter pair is kept in both directions, so either side lists theirs with one index. */
export const corenters = pgTable(
  'corenters',
  {
    profileId: profileId(),
    corenterProfileId: integer('corenter_profile_id')
      .notNull()
      .references(() => rentalProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.corenterProfileId] })],
);

export const visibilitySettings = pgTable(
  'visibility_settings',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    resource: text('resource').notNull(),
    option: text('option').$type<VisibilityOption>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('visibility_settings_unique').on(t.profileId, t.resource)],
);

export type CreditResult = {
  status: CreditResultStatus;
  credit_class: CreditClass | null;
  checked_at: string;
};

export const preApprovals = pgTable(
  'pre_approvals',
  {
    id: serial('id').primaryKey(),
    profileId: profileId(),
    kennitala: text('kennitala').notNull(),
    status: text('status', { enum: ['draft', 'committed'] })
      .notNull()
      .default('draft'),
    creditResult: jsonb('credit_result').$type<CreditResult>().notNull(),
    avgNetIncome: integer('avg_net_income'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pre_approvals_profile_unique').on(t.profileId)],
);

export const preApprovalIncomes = pgTable(
  'pre_approval_incomes',
  {
    id: serial('id').primaryKey(),
    preApprovalId: integer('pre_approval_id')
      .notNull()
      .references(() => preApprovals.id, { onDelete: 'cascade' }),
    employerName: text('employer_name').notNull(),
    period: text('period').notNull(),
    grossAmount: integer('gross_amount'),
    netAmount: integer('net_amount').notNull(),
    source: text('source', { enum: ['payslip', 'manual'] }).notNull(),
  },
  (t) => [index('pre_approval_incomes_idx').on(t.preApprovalId)],
);

/** Every credit-bureau lookup with the consent it rests on: the audit trail a lookup needs. */
export const creditLookups = pgTable(
  'credit_lookups',
  {
    id: serial('id').primaryKey(),
    preApprovalId: integer('pre_approval_id')
      .notNull()
      .references(() => preApprovals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['initiate', 'renew'] }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<CreditResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_lookups_pre_approval_idx').on(t.preApprovalId)],
);

export const creditScoreUpdateRequests = pgTable(
  'credit_score_update_requests',
  {
    id: serial('id').primaryKey(),
    preApprovalId: integer('pre_approval_id')
      .notNull()
      .references(() => preApprovals.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_score_update_requests_status_idx').on(t.status, t.createdAt),
    index('credit_score_update_requests_pa_idx').on(t.preApprovalId),
  ],
);

/** Keys the api signs links with, created on first use so every replica shares them. */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
