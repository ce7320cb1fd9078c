import { and, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PHOTO_REUSE_MAX_DISTANCE, type ListingCheckResult, type ReusedPhoto } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  listingFraudChecks,
  listingPhotoHashes,
  listingPhotos,
  listings,
  users,
} from '../../db/schema/index.js';

type Conn = Db | Tx;

export async function insertPhotoHash(db: Conn, photoId: number, hash: bigint): Promise<void> {
  await db.insert(listingPhotoHashes).values({ photoId, hash }).onConflictDoNothing();
}

/** Photos that have no hash yet (uploaded before hashing existed), oldest first. */
export function listPhotosWithoutHash(db: Db, limit: number) {
  return db
    .select({
      id: listingPhotos.id,
      listingId: listingPhotos.listingId,
      storageKey: listingPhotos.storageKey,
    })
    .from(listingPhotos)
    .leftJoin(listingPhotoHashes, eq(listingPhotoHashes.photoId, listingPhotos.id))
    .where(sql`${listingPhotoHashes.photoId} is null`)
    .orderBy(listingPhotos.id)
    .limit(limit);
}

/**
 * The listing's photos that look like a photo another landlord showed first (on any listing past
 * draft), the nearest match each. Only the later of two alike photos is the copy, so the
 * original's listing stays clean. A match on the very same stored file is left out: an upload
 * always gets a file of its own, so only the platform itself (the demo market) shares files.
 */
export async function findReusedPhotos(
  db: Conn,
  listingId: number,
  ownerId: number,
): Promise<ReusedPhoto[]> {
  const otherHash = alias(listingPhotoHashes, 'other_hash');
  const otherPhoto = alias(listingPhotos, 'other_photo');
  const distance = sql<number>`bit_count((${listingPhotoHashes.hash} # ${otherHash.hash})::bit(64))::int`;
  const rows = await db
    .select({ photoId: listingPhotos.id, otherListingId: otherPhoto.listingId, distance })
    .from(listingPhotos)
    .innerJoin(listingPhotoHashes, eq(listingPhotoHashes.photoId, listingPhotos.id))
    .innerJoin(otherHash, sql`${distance} <= ${PHOTO_REUSE_MAX_DISTANCE}`)
    .innerJoin(
      otherPhoto,
      and(
        eq(otherPhoto.id, otherHash.photoId),
        ne(otherPhoto.storageKey, listingPhotos.storageKey),
        lt(otherPhoto.createdAt, listingPhotos.createdAt),
      ),
    )
    .innerJoin(listings, eq(listings.id, otherPhoto.listingId))
    .where(
      and(
        eq(listingPhotos.listingId, listingId),
        ne(listings.ownerId, ownerId),
        ne(listings.status, 'draft'),
      ),
    )
    .orderBy(listingPhotos.id, distance, otherPhoto.listingId);
  // The nearest match of each photo.
  const nearest = new Map<number, ReusedPhoto>();
  for (const r of rows)
    if (!nearest.has(r.photoId)) nearest.set(r.photoId, { ...r, distance: Number(r.distance) });
  return [...nearest.values()];
}

/** Rents per m² of the other published listings of the type in the municipality, by postal code. */
export async function listComparableRents(
  db: Conn,
  listing: { id: number; listingType: string; postalCode: string; municipality: string | null },
): Promise<{ postalCode: number[]; municipality: number[] }> {
  const area = listing.municipality
    ? eq(listings.municipality, listing.municipality)
    : eq(listings.postalCode, listing.postalCode);
  const rows = await db
    .select({
      perM2: sql<number>`${listings.price}::float8 / ${listings.sizeM2}`.mapWith(Number),
      postalCode: listings.postalCode,
    })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'published'),
        eq(listings.listingType, listing.listingType),
        area,
        ne(listings.id, listing.id),
        isNotNull(listings.price),
        gt(listings.sizeM2, 0),
      ),
    );
  return {
    postalCode: rows.filter((r) => r.postalCode === listing.postalCode).map((r) => r.perM2),
    municipality: rows.map((r) => r.perM2),
  };
}

export async function saveFraudCheck(
  db: Conn,
  listingId: number,
  result: ListingCheckResult,
): Promise<void> {
  const values = { ...result, checkedAt: new Date() };
  await db
    .insert(listingFraudChecks)
    .values({ listingId, ...values })
    .onConflictDoUpdate({ target: listingFraudChecks.listingId, set: values });
}

export type ListingCheckRow = typeof listingFraudChecks.$inferSelect;

/** The checks of listings with whether each landlord is identified by electronic ID. */
export async function listListingChecks(
  db: Db,
  listingIds: number[],
): Promise<Map<number, { check: ListingCheckRow | null; isLandlordIdentified: boolean }>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: listings.id,
      isLandlordIdentified: sql<boolean>`${users.icelandicId} is not null`,
      check: listingFraudChecks,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(listingFraudChecks, eq(listingFraudChecks.listingId, listings.id))
    .where(inArray(listings.id, listingIds));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        isLandlordIdentified: r.isLandlordIdentified,
        check: r.check,
      },
    ]),
  );
}
