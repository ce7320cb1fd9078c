import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profileReviews, users } from '../../db/schema/index.js';

/** The queries of landlords' reviews of tenants. */

export type ReviewRow = typeof profileReviews.$inferSelect;
export type ReviewWithAuthor = { review: ReviewRow; authorName: string };
type ReviewFields = Omit<typeof profileReviews.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [review] = await db.select().from(profileReviews).where(eq(profileReviews.id, id));
  return review;
}

async function listWithAuthors(db: Db, where: SQL): Promise<ReviewWithAuthor[]> {
  return db
    .select({ review: profileReviews, authorName: users.fullName })
    .from(profileReviews)
    .innerJoin(users, eq(users.id, profileReviews.authorId))
    .where(where)
    .orderBy(desc(profileReviews.createdAt), desc(profileReviews.id));
}

/** Reviews of one or several profiles, newest first, with their authors' names. */
export async function listReviewsOfProfiles(
  db: Db,
  profileIds: readonly number[],
): Promise<ReviewWithAuthor[]> {
  if (profileIds.length === 0) return [];
  return listWithAuthors(db, inArray(profileReviews.profileId, [...profileIds]));
}

/** Reviews by id, newest first, with their authors' names. */
export async function listReviewsByIds(
  db: Db,
  ids: readonly number[],
): Promise<ReviewWithAuthor[]> {
  if (ids.length === 0) return [];
  return listWithAuthors(db, inArray(profileReviews.id, [...ids]));
}

/** A new review; undefined when the author has reviewed this tenant already. */
export async function insertReview(db: Db, fields: ReviewFields): Promise<ReviewRow | undefined> {
  const [review] = await db.insert(profileReviews).values(fields).onConflictDoNothing().returning();
  return review;
}

export async function updateReview(
  db: Db,
  id: number,
  changes: Partial<Omit<ReviewFields, 'profileId' | 'authorId'>>,
): Promise<ReviewRow> {
  const [updated] = await db
    .update(profileReviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profileReviews.id, id))
    .returning();
  return updated!;
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(profileReviews).where(eq(profileReviews.id, id));
}
