import { sql } from 'drizzle-orm';
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
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    icelandicId: text('icelandic_id'),
    personalId: text('personal_id'),
    personalIdCountry: text('personal_id_country'),
    isStaff: boolean('is_staff').notNull().default(false),
    /** A trusted landlord's listings go live without staff review. */
    isTrustedLandlord: boolean('is_trusted_landlord').notNull().default(false),
    userType: text('user_type', { enum: ['LL', 'TN'] }),
    primaryLanguage: text('primary_language').notNull().default('is'),
    primaryPhoneId: integer('primary_phone_id'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_icelandic_id_unique').on(t.icelandicId),
    index('users_full_name_idx').on(t.fullName),
  ],
);

export const userEmails = pgTable(
  'user_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_emails_email_unique').on(t.email),
    index('user_emails_user_idx').on(t.userId),
  ],
);

export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    emailId: integer('email_id')
      .notNull()
      .references(() => userEmails.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_confirmations_token_unique').on(t.tokenHash)],
);

export const phones = pgTable(
  'phones',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    number: text('number').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('phones_user_number_unique').on(t.userId, t.countryCode, t.number),
    index('phones_user_idx').on(t.userId),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phoneId: integer('phone_id')
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phoneId, t.createdAt)],
);

/** A sign-in: the family of refresh tokens that rotate from one login. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one; presenting it again is reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash)],
);

/** An electronic-ID session: a sign-in or the activation of e-ID on an existing account. */
export const eidSessions = pgTable(
  'eid_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['login', 'activate'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ['pending', 'complete', 'failed', 'consumed'] })
      .notNull()
      .default('pending'),
    failureCode: text('failure_code'),
    result: jsonb('result').$type<{ kennitala: string; fullName: string }>(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('eid_sessions_token_unique').on(t.tokenHash)],
);

/** An image in file storage, served resized through /_ipx/. */
export type StoredImage = { key: string; width: number; height: number; placeholder: string };

/** The minimal rental profile every tenant has from sign-up; the profiles issue widens it. */
export const rentalProfiles = pgTable(
  'rental_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileUsername: text('profile_username').notNull(),
    about: text('about'),
    isSmoker: boolean('is_smoker'),
    profileImage: jsonb('profile_image').$type<StoredImage>(),
    coverImage: jsonb('cover_image').$type<StoredImage>(),
    /** A place of the places provider, with its name as it was when chosen. */
    currentlyBasedPlaceId: text('currently_based_place_id'),
    currentlyBasedName: text('currently_based_name'),
    /** The tenant chose to show the on-time payment history to the landlords they apply to. */
    isPaymentHistoryShown: boolean('is_payment_history_shown').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rental_profiles_user_unique').on(t.userId),
    uniqueIndex('rental_profiles_username_unique').on(t.profileUsername),
  ],
);
