import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offsetOf, withTotal, type PageWindow } from '../../db/paging.js';
import {
  listingAlerts,
  listingLikes,
  listings,
  savedSearches,
  users,
} from '../../db/schema/index.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type SavedSearchInsert = typeof savedSearches.$inferInsert;

/** One of the user's saved searches; undefined for anybody else's. */
export async function findSavedSearchOfUser(
  db: Db,
  userId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .limit(1);
  return row;
}

/** One page of the user's saved searches, newest first, with the total. */
export async function pageSavedSearchesOfUser(
  db: Db,
  userId: number,
  window: PageWindow,
): Promise<{ rows: SavedSearchRow[]; total: number }> {
  const where = eq(savedSearches.userId, userId);
  return withTotal(
    db
      .select()
      .from(savedSearches)
      .where(where)
      .orderBy(desc(savedSearches.createdAt))
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ value: count() }).from(savedSearches).where(where),
  );
}

export async function countSavedSearchesOfUser(db: Db, userId: number): Promise<number> {
  const [mine] = await db
    .select({ value: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return mine?.value ?? 0;
}

export async function insertSavedSearch(
  db: Db,
  values: SavedSearchInsert,
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function updateSavedSearch(
  db: Db,
  id: number,
  changes: Partial<SavedSearchInsert>,
): Promise<SavedSearchRow> {
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(eq(savedSearches.id, id))
    .returning();
  return row!;
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** Saved searches with alerts on, of users who have not left, with where to write to them. */
export function listAlertingSearches(db: Db) {
  return db
    .select({ search: savedSearches, email: users.email, lang: users.primaryLanguage })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(savedSearches.isAlertEnabled, true), isNull(users.deletedAt)));
}

/**
 * Evaluates named boolean columns over the single listing row: one round trip for a batch of
 * searches. Undefined when the listing is gone.
 */
export async function evaluateOnListing(
  db: Db,
  listingId: number,
  columns: Record<string, SQL.Aliased<boolean> | SQL<boolean>>,
): Promise<Record<string, boolean> | undefined> {
  const [hits] = await db.select(columns).from(listings).where(eq(listings.id, listingId));
  return hits;
}

/** Records an alert unless one was sent already (the unique index decides): true if new. */
export async function insertListingAlert(
  db: Db,
  values: typeof listingAlerts.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(listingAlerts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: listingAlerts.id });
  return inserted.length === 1;
}

/** Who liked the listing, with where to write to them. */
export function listLikersOfListing(db: Db, listingId: number) {
  return db
    .select({ userId: users.id, email: users.email, lang: users.primaryLanguage })
    .from(listingLikes)
    .innerJoin(users, eq(users.id, listingLikes.userId))
    .where(and(eq(listingLikes.listingId, listingId)));
}
