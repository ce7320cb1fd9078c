import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ListingSignal } from '@leiga/domain';
import { listingPhotos, listings } from './listings.js';

/** The perceptual hash (dHash, 64 bits) of a listing photo, taken when it was uploaded. */
export const listingPhotoHashes = pgTable(
  'listing_photo_hashes',
  {
    photoId: integer('photo_id')
      .primaryKey()
      .references(() => listingPhotos.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_photo_hashes_hash_idx').on(t.hash)],
);

/** The latest fraud check of a listing: one row per listing, replaced by every new check. */
export const listingFraudChecks = pgTable(
  'listing_fraud_checks',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    passes: boolean('passes').notNull(),
    signals: jsonb('signals').$type<ListingSignal[]>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_fraud_checks_passes_idx').on(t.passes)],
);
