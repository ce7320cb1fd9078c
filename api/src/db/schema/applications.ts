import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { Answers, ApplicationStatus } from '@leiga/domain';
import { rentalProfiles, users } from './accounts.js';
import { listings } from './listings.js';

/** A tenant's application for a listing, with their answers, and the landlord's decision. */
export const rentalApplications = pgTable(
  'rental_applications',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    message: text('message'),
    answers: jsonb('answers').$type<Answers>().notNull().default([]),
    isConsidered: boolean('is_considered').notNull().default(false),
    isReadByLandlord: boolean('is_read_by_landlord').notNull().default(false),
    denyMessage: text('deny_message'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    deniedAt: timestamp('denied_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When the landlord first acted on it (read, considered, decided): for response times. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rental_applications_tenant_idx').on(t.tenantId),
    index('rental_applications_listing_idx').on(t.listingId),
    // One active application per tenant and listing.
    uniqueIndex('rental_applications_one_active')
      .on(t.listingId, t.tenantId)
      .where(sql`status in ('pending', 'accepted')`),
  ],
);

/** Co-renters who apply together with the tenant. */
export const applicationCorenters = pgTable(
  'rental_application_corenters',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => rentalApplications.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => rentalProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.profileId] })],
);
