import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { foldIcelandic, type ListingSearch, type ListingStatus } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  listingLikes,
  listingPhotos,
  listingPriceHistory,
  listingPublishes,
  listings,
  publishRequests,
  users,
} from '../../db/schema/index.js';
import { offsetOf, withTotal, type PageWindow } from '../../db/paging.js';
import { likePattern } from '../../db/search.js';
import { searchOrder } from './listing-search.js';

export type ListingRow = typeof listings.$inferSelect;
type ListingInsert = typeof listings.$inferInsert;

export async function findListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  return row;
}

export function listListingsByIds(db: Db, ids: number[]): Promise<ListingRow[]> {
  return db.select().from(listings).where(inArray(listings.id, ids));
}

/** One page of a public search, in the search's order. */
export function listSearchedListings(
  db: Db,
  where: SQL | undefined,
  sort: ListingSearch['sort'],
  window: PageWindow,
): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(where)
    .orderBy(...searchOrder(sort))
    .limit(window.pageSize)
    .offset(offsetOf(window));
}

/** Counts matches up to `cap` + 1, so a broad search costs what a narrow one does. */
export function countListingsUpTo(db: Db, where: SQL | undefined, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  return db
    .select({ value: count() })
    .from(matches)
    .then(([row]) => {
      const value = row?.value ?? 0;
      return { count: Math.min(value, cap), isCapped: value > cap };
    });
}

/** A landlord's listings, optionally of one status. */
export function ownerListingsWhere(ownerId: number, status?: ListingStatus): SQL | undefined {
  return and(eq(listings.ownerId, ownerId), ...(status ? [eq(listings.status, status)] : []));
}

/** The back office's filter: a status and a text in the folded search text. */
export function adminListingsWhere(status?: ListingStatus, q?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(listings.status, status));
  if (q) conditions.push(sql`${listings.searchText} like ${likePattern(foldIcelandic(q))}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of listings, the latest changed first, with the total. */
export async function pageListingsByUpdate(
  db: Db,
  where: SQL | undefined,
  window: PageWindow,
): Promise<{ rows: ListingRow[]; total: number }> {
  return withTotal(
    db
      .select()
      .from(listings)
      .where(where)
      .orderBy(desc(listings.updatedAt), desc(listings.id))
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ value: count() }).from(listings).where(where),
  );
}

export async function insertListing(db: Db, values: ListingInsert): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  return row!;
}

export async function updateListingRow(
  db: Db | Tx,
  id: number,
  changes: Partial<ListingInsert>,
): Promise<ListingRow | undefined> {
  const [row] = await db.update(listings).set(changes).where(eq(listings.id, id)).returning();
  return row;
}

/** Changes a listing only while it still has `status`: undefined when another request moved it. */
export async function updateListingInStatus(
  tx: Tx,
  id: number,
  status: ListingStatus,
  changes: Partial<ListingInsert>,
): Promise<ListingRow | undefined> {
  const [row] = await tx
    .update(listings)
    .set(changes)
    .where(and(eq(listings.id, id), eq(listings.status, status)))
    .returning();
  return row;
}

export async function touchListing(db: Db, id: number): Promise<void> {
  await db.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, id));
}

export async function deleteListing(db: Db, id: number): Promise<void> {
  await db.delete(listings).where(eq(listings.id, id));
}

export async function incrementListingViews(db: Db, id: number): Promise<void> {
  await db
    .update(listings)
    .set({ viewsCount: sql`${listings.viewsCount} + 1` })
    .where(eq(listings.id, id));
}

/** Archives the owner's listings that are in one of `statuses`; returns their ids. */
export function archiveListingsOfOwner(
  tx: Tx,
  ownerId: number,
  statuses: ListingStatus[],
): Promise<{ id: number }[]> {
  return tx
    .update(listings)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(and(eq(listings.ownerId, ownerId), inArray(listings.status, statuses)))
    .returning({ id: listings.id });
}

export async function insertPriceHistory(
  tx: Tx,
  listingId: number,
  price: number,
  currency: string,
): Promise<void> {
  await tx.insert(listingPriceHistory).values({ listingId, price, currency });
}

export async function hasPriceHistory(tx: Tx, listingId: number): Promise<boolean> {
  const [priced] = await tx
    .select({ id: listingPriceHistory.id })
    .from(listingPriceHistory)
    .where(eq(listingPriceHistory.listingId, listingId))
    .limit(1);
  return !!priced;
}

export async function insertListingPublish(
  tx: Tx,
  values: typeof listingPublishes.$inferInsert,
): Promise<void> {
  await tx.insert(listingPublishes).values(values);
}

export async function insertPublishRequest(tx: Tx, listingId: number): Promise<void> {
  await tx.insert(publishRequests).values({ listingId });
}

export async function withdrawPendingPublishRequests(tx: Tx, listingIds: number[]): Promise<void> {
  await tx
    .update(publishRequests)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(
      and(inArray(publishRequests.listingId, listingIds), eq(publishRequests.status, 'pending')),
    );
}

/** Adds the like if it is new; the listing's like count follows. */
export async function insertListingLike(tx: Tx, userId: number, listingId: number) {
  const inserted = await tx
    .insert(listingLikes)
    .values({ userId, listingId })
    .onConflictDoNothing()
    .returning();
  if (inserted.length)
    await tx
      .update(listings)
      .set({ likesCount: sql`${listings.likesCount} + 1` })
      .where(eq(listings.id, listingId));
}

/** Removes the like if there is one; the listing's like count follows, never below zero. */
export async function deleteListingLike(tx: Tx, userId: number, listingId: number) {
  const removed = await tx
    .delete(listingLikes)
    .where(and(eq(listingLikes.userId, userId), eq(listingLikes.listingId, listingId)))
    .returning();
  if (removed.length)
    await tx
      .update(listings)
      .set({ likesCount: sql`greatest(${listings.likesCount} - 1, 0)` })
      .where(eq(listings.id, listingId));
}

export async function findPublishedListingMeta(db: Db, id: number) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      price: listings.price,
    })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.status, 'published')))
    .limit(1);
  return row;
}

/** A listing's photo keys in gallery order, each with whether it is the cover. */
export function listPhotoKeysInGalleryOrder(db: Db, listingId: number) {
  return db
    .select({ key: listingPhotos.storageKey, isCover: listingPhotos.isCover })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

export function listPublishedListingIds(db: Db, limit: number) {
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(eq(listings.status, 'published'))
    .orderBy(asc(listings.id))
    .limit(limit);
}

/** Each listing's cover (the photo marked so, else the first) and its photo count: one row each. */
async function findCoverPhotos(db: Db, ids: number[]) {
  const rows = await db
    .selectDistinctOn([listingPhotos.listingId], {
      photo: listingPhotos,
      // Window functions run before DISTINCT ON keeps the first row: this counts them all.
      count: sql<number>`count(*) over (partition by ${listingPhotos.listingId})`.mapWith(Number),
    })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, ids))
    .orderBy(
      listingPhotos.listingId,
      desc(listingPhotos.isCover),
      listingPhotos.position,
      listingPhotos.id,
    );
  return {
    photos: rows.map((r) => r.photo),
    photoCounts: new Map(rows.map((r) => [r.photo.listingId, r.count])),
  };
}

/** Every photo of the listings, in their order. */
async function findAllPhotos(db: Db, ids: number[]) {
  const photos = await db
    .select()
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, ids))
    .orderBy(listingPhotos.position, listingPhotos.id);
  return { photos, photoCounts: null };
}

/**
 * What the listing view needs beside the rows: photos, owners, the viewer's likes, and for the
 * privileged the publish requests, for the detail the price history. A fixed number of queries.
 */
export async function findListingViewInputs(
  db: Db,
  rows: ListingRow[],
  options: {
    viewerId?: number | null;
    needsPrivate: boolean;
    detail?: boolean;
    /** A results page's cards show only the cover: the other photos are not read. */
    coverOnly?: boolean;
  },
) {
  const ids = rows.map((l) => l.id);
  const ownerIds = [...new Set(rows.map((l) => l.ownerId))];
  const [{ photos, photoCounts }, owners, likes] = await Promise.all([
    options.coverOnly ? findCoverPhotos(db, ids) : findAllPhotos(db, ids),
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        dateJoined: users.dateJoined,
        primaryPhoneId: users.primaryPhoneId,
      })
      .from(users)
      .where(inArray(users.id, ownerIds)),
    options.viewerId
      ? db
          .select({ listingId: listingLikes.listingId })
          .from(listingLikes)
          .where(
            and(eq(listingLikes.userId, options.viewerId), inArray(listingLikes.listingId, ids)),
          )
      : Promise.resolve([]),
  ]);
  const [requests, history] = await Promise.all([
    options.needsPrivate
      ? db
          .select()
          .from(publishRequests)
          .where(inArray(publishRequests.listingId, ids))
          .orderBy(desc(publishRequests.id))
      : Promise.resolve([]),
    options.detail
      ? db
          .select()
          .from(listingPriceHistory)
          .where(inArray(listingPriceHistory.listingId, ids))
          .orderBy(listingPriceHistory.changedAt)
      : Promise.resolve([]),
  ]);
  return { photos, photoCounts, owners, likes, requests, history };
}
