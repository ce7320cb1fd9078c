import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { offsetOf, withTotal, type PageWindow } from '../../db/paging.js';
import { listingPublishes, listings, publishRequests, users } from '../../db/schema/index.js';

export type PublishRequestRow = typeof publishRequests.$inferSelect;
type PublishRequestStatus = PublishRequestRow['status'];

/** One page of publish requests of a status: the pending oldest first, decided ones latest first. */
export async function pagePublishRequests(
  db: Db,
  status: PublishRequestStatus,
  window: PageWindow,
): Promise<{ rows: PublishRequestRow[]; total: number }> {
  const where = eq(publishRequests.status, status);
  return withTotal(
    db
      .select()
      .from(publishRequests)
      .where(where)
      .orderBy(status === 'pending' ? publishRequests.createdAt : desc(publishRequests.decidedAt))
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ value: count() }).from(publishRequests).where(where),
  );
}

/** The request, locked until the transaction ends. */
export async function lockPublishRequest(
  tx: Tx,
  id: number,
): Promise<PublishRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(publishRequests)
    .where(eq(publishRequests.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updatePublishRequest(
  tx: Tx,
  id: number,
  changes: Partial<typeof publishRequests.$inferInsert>,
): Promise<void> {
  await tx.update(publishRequests).set(changes).where(eq(publishRequests.id, id));
}

/** The publish log, latest first, with each listing's title and status and who published it. */
export function pageListingPublishes(db: Db, window: PageWindow) {
  return withTotal(
    db
      .select({
        publish: listingPublishes,
        title: listings.title,
        status: listings.status,
        publisher: users.fullName,
      })
      .from(listingPublishes)
      .innerJoin(listings, eq(listings.id, listingPublishes.listingId))
      .leftJoin(users, eq(users.id, listingPublishes.publishedBy))
      .orderBy(desc(listingPublishes.createdAt), desc(listingPublishes.id))
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ value: count() }).from(listingPublishes),
  );
}
