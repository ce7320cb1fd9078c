import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { corenterRequests, corenters, rentalProfiles, users } from '../../db/schema/index.js';
import { foldedColumn, likePattern } from '../../db/search.js';

/** The queries of co-renter requests and of the co-renter pairs they make. */

export type CorenterRequestRow = typeof corenterRequests.$inferSelect;

/** A new request; undefined when one between the two is already pending. */
export async function insertCorenterRequest(
  db: Db,
  values: Pick<
    typeof corenterRequests.$inferInsert,
    'senderProfileId' | 'recipientProfileId' | 'inviteEmail'
  >,
): Promise<CorenterRequestRow | undefined> {
  const [created] = await db
    .insert(corenterRequests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return created;
}

/** A tenant's two lists: requests they sent that still count, and requests waiting for them. */
export type RequestListSide = 'sent' | 'waiting';

const requestsOn: Record<RequestListSide, (profileIds: number[]) => SQL | undefined> = {
  sent: (ids) =>
    and(
      inArray(corenterRequests.senderProfileId, ids),
      inArray(corenterRequests.status, ['pending', 'declined']),
    ),
  waiting: (ids) =>
    and(inArray(corenterRequests.recipientProfileId, ids), eq(corenterRequests.status, 'pending')),
};

/**
 * Requests these profiles sent that still count (pending or declined), or that wait for their
 * answer (pending); newest first.
 */
export async function listRequestsOn(
  db: Db,
  side: RequestListSide,
  profileIds: readonly number[],
): Promise<CorenterRequestRow[]> {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(corenterRequests)
    .where(requestsOn[side]([...profileIds]))
    .orderBy(desc(corenterRequests.createdAt), desc(corenterRequests.id));
}

/** Ends the pair both ways; answers whether there was one. */
export async function deleteCorenterPair(db: Db, a: number, b: number): Promise<boolean> {
  const removed = await db
    .delete(corenters)
    .where(
      or(
        and(eq(corenters.profileId, a), eq(corenters.corenterProfileId, b)),
        and(eq(corenters.profileId, b), eq(corenters.corenterProfileId, a)),
      ),
    )
    .returning();
  return removed.length > 0;
}

/** Tenants' profile ids whose owner's name or username matches (folded), by name. */
export async function searchTenantProfileIds(
  db: Db,
  foldedQuery: string,
  excludeUserId: number,
  limit: number,
): Promise<number[]> {
  const pattern = likePattern(foldedQuery);
  const rows = await db
    .select({ id: rentalProfiles.id })
    .from(rentalProfiles)
    .innerJoin(users, eq(users.id, rentalProfiles.userId))
    .where(
      and(
        ne(rentalProfiles.userId, excludeUserId),
        eq(users.userType, 'TN'),
        or(
          sql`${foldedColumn(users.fullName)} like ${pattern}`,
          sql`${rentalProfiles.profileUsername} like ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(users.fullName), asc(rentalProfiles.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A user's sign-in address. */
export async function findEmailOfUser(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
