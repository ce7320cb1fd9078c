import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { listingPhotos, listings } from '../../db/schema/index.js';
import type { ListingRow } from './listings-repository.js';

export type PhotoRow = typeof listingPhotos.$inferSelect;

/** A photo with its listing, for the photo routes' access rule. */
export async function findPhotoWithListing(
  db: Db,
  photoId: number,
): Promise<{ photo: PhotoRow; listing: ListingRow } | undefined> {
  const [row] = await db
    .select({ photo: listingPhotos, listing: listings })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(eq(listingPhotos.id, photoId))
    .limit(1);
  return row;
}

/** A listing's photos in their order. */
export function listPhotosOfListing(db: Db | Tx, listingId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

export async function countPhotosOfListing(db: Db, listingId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return row?.value ?? 0;
}

/** Holds the listing row locked until the transaction ends. */
export async function lockListingRow(tx: Tx, listingId: number): Promise<void> {
  await tx
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
}

/** How many photos a listing has, the next free position and how many covers. */
export async function findPhotoSetState(tx: Tx, listingId: number) {
  const [state] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      next: sql<number>`coalesce(max(${listingPhotos.position}) + 1, 0)`.mapWith(Number),
      covers: sql<number>`count(*) filter (where ${listingPhotos.isCover})`.mapWith(Number),
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return { count: state?.count ?? 0, next: state?.next ?? 0, covers: state?.covers ?? 0 };
}

export async function insertListingPhoto(
  tx: Tx,
  values: typeof listingPhotos.$inferInsert,
): Promise<PhotoRow> {
  const [row] = await tx.insert(listingPhotos).values(values).returning();
  return row!;
}

/** Deletes the photo; whether it was the cover, or undefined when it was gone already. */
export async function deleteListingPhoto(
  tx: Tx,
  photoId: number,
): Promise<{ isCover: boolean } | undefined> {
  const [gone] = await tx
    .delete(listingPhotos)
    .where(eq(listingPhotos.id, photoId))
    .returning({ isCover: listingPhotos.isCover });
  return gone;
}

export async function updateListingPhoto(
  tx: Tx,
  photoId: number,
  changes: Partial<Pick<PhotoRow, 'position' | 'isCover'>>,
): Promise<void> {
  await tx.update(listingPhotos).set(changes).where(eq(listingPhotos.id, photoId));
}

/** Every photo of the listing but one stops being the cover. */
export async function clearOtherCovers(tx: Tx, listingId: number, photoId: number): Promise<void> {
  await tx
    .update(listingPhotos)
    .set({ isCover: false })
    .where(and(eq(listingPhotos.listingId, listingId), ne(listingPhotos.id, photoId)));
}

/** Of the given storage keys, those some listing photo still refers to. */
export async function listStorageKeysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: listingPhotos.storageKey })
    .from(listingPhotos)
    .where(inArray(listingPhotos.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
