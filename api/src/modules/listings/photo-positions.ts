import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { LISTING_PHOTOS } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { listingPhotos, listings } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';

type PhotoRow = typeof listingPhotos.$inferSelect;
export type NewPhoto = Omit<
  typeof listingPhotos.$inferInsert,
  'id' | 'listingId' | 'position' | 'isCover' | 'createdAt'
>;

/**
 * Every change to a listing's set of photos holds its listing row locked: uploads, deletions and
 * cover changes of one listing take turns, so the count, the positions and the one cover are
 * decided on what the others committed (PGlite runs transactions one at a time anyway).
 */
async function lockListing(tx: Tx, listingId: number): Promise<void> {
  await tx
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
}

export const tooManyPhotos = () =>
  conflict(`At most ${LISTING_PHOTOS.max} photos per listing.`, 'too_many_photos');

/** Adds a photo at the end; the first photo of a listing without a cover becomes the cover. */
export async function addPhoto(db: Db, listingId: number, photo: NewPhoto): Promise<PhotoRow> {
  return db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const [state] = await tx
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        next: sql<number>`coalesce(max(${listingPhotos.position}) + 1, 0)`.mapWith(Number),
        covers: sql<number>`count(*) filter (where ${listingPhotos.isCover})`.mapWith(Number),
      })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId));
    if ((state?.count ?? 0) >= LISTING_PHOTOS.max) throw tooManyPhotos();
    const [row] = await tx
      .insert(listingPhotos)
      .values({
        ...photo,
        listingId,
        position: state?.next ?? 0,
        isCover: (state?.covers ?? 0) === 0,
      })
      .returning();
    return row!;
  });
}

/** Removes a photo; positions close up and, if it was the cover, the first photo takes over. */
export async function removePhoto(db: Db, photo: PhotoRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListing(tx, photo.listingId);
    const [gone] = await tx
      .delete(listingPhotos)
      .where(eq(listingPhotos.id, photo.id))
      .returning({ isCover: listingPhotos.isCover });
    if (!gone) return;
    const rest = await tx
      .select({ id: listingPhotos.id, isCover: listingPhotos.isCover })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, photo.listingId))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
    for (const [index, p] of rest.entries()) {
      await tx
        .update(listingPhotos)
        .set({ position: index, isCover: gone.isCover ? index === 0 : p.isCover })
        .where(eq(listingPhotos.id, p.id));
    }
  });
}

/** Makes one photo the cover; the listing keeps exactly one. */
export async function makeCover(db: Db, photo: PhotoRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListing(tx, photo.listingId);
    // The old cover steps down first: at no moment are there two (listing_photos_one_cover).
    await tx
      .update(listingPhotos)
      .set({ isCover: false })
      .where(and(eq(listingPhotos.listingId, photo.listingId), ne(listingPhotos.id, photo.id)));
    await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, photo.id));
  });
}
