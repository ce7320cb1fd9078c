import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
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
import type { Amenity, ListingQuestion, ListingSearch } from '@leiga/domain';
import { users } from './accounts.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['draft', 'awaiting_review', 'published', 'paused', 'rented', 'archived'],
    })
      .notNull()
      .default('draft'),
    // real-estate
    street: text('street'),
    houseNumber: text('house_number'),
    unit: text('unit'),
    postalCode: text('postal_code'),
    municipality: text('municipality'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    propertyNumber: text('property_number'),
    floor: integer('floor'),
    hasElevator: boolean('has_elevator'),
    // basics
    listingType: text('listing_type'),
    isCommercial: boolean('is_commercial').notNull().default(false),
    title: text('title'),
    description: text('description'),
    rooms: integer('rooms'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    sizeM2: doublePrecision('size_m2'),
    isFurnished: boolean('is_furnished'),
    amenities: jsonb('amenities').$type<Amenity[]>(),
    heatingIncluded: boolean('heating_included'),
    electricityIncluded: boolean('electricity_included'),
    internetIncluded: boolean('internet_included'),
    housefundIncluded: boolean('housefund_included'),
    // pricing
    price: integer('price'),
    currency: text('currency').notNull().default('ISK'),
    securityType: text('security_type'),
    securityMonths: integer('security_months'),
    // duration and availability
    durationType: text('duration_type'),
    endDate: date('end_date', { mode: 'string' }),
    minMonths: integer('min_months'),
    availableFrom: date('available_from', { mode: 'string' }),
    // requirements and questions
    maxOccupants: integer('max_occupants'),
    requiresPreApproval: boolean('requires_pre_approval'),
    minIncome: integer('min_income'),
    petsAllowed: boolean('pets_allowed'),
    smokingAllowed: boolean('smoking_allowed'),
    questions: jsonb('questions').$type<ListingQuestion[]>(),
    // marketplace
    viewsCount: integer('views_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Folded (accent-free) address, area and text: what search matches against. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', search_text)`,
    ),
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId, t.status),
    index('listings_public_idx').on(t.status, t.isCommercial, t.publishedAt),
    index('listings_price_idx').on(t.price),
    index('listings_postal_idx').on(t.postalCode),
    index('listings_geo_idx').on(t.lat, t.lng),
    index('listings_search_vector_idx').using('gin', t.searchVector),
    index('listings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    /** A 10x10 blurred preview as a data URI, shown until the image loads. */
    placeholder: text('placeholder').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_photos_listing_idx').on(t.listingId, t.position),
    // One cover per listing, whatever requests race (0004 repaired listings that had several).
    uniqueIndex('listing_photos_one_cover')
      .on(t.listingId)
      .where(sql`${t.isCover}`),
  ],
);

export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('ISK'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_price_history_listing_idx').on(t.listingId, t.changedAt)],
);

export const publishRequests = pgTable(
  'listing_publish_requests',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_publish_requests_status_idx').on(t.status, t.createdAt),
    index('listing_publish_requests_listing_idx').on(t.listingId),
  ],
);

/** Each time a listing went live: by review or by a trusted landlord. */
export const listingPublishes = pgTable(
  'listing_publishes',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    publishedBy: integer('published_by').references(() => users.id),
    via: text('via', { enum: ['review', 'trusted', 'resume'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_publishes_created_idx').on(t.createdAt)],
);

export const listingLikes = pgTable(
  'listing_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('listing_likes_listing_idx').on(t.listingId),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Partial<ListingSearch>>().notNull(),
    isAlertEnabled: boolean('is_alert_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Alerts already sent, so a listing alerts a person once per reason. */
export const listingAlerts = pgTable(
  'listing_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'set null',
    }),
    reason: text('reason', { enum: ['new_match', 'price_drop'] }).notNull(),
    price: integer('price'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('listing_alerts_once').on(t.userId, t.listingId, t.reason, t.price)],
);
