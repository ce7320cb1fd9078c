import { LISTING_PHOTOS } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import type { listingPhotos } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import {
  clearOtherCovers,
  deleteListingPhoto,
  findPhotoSetState,
  insertListingPhoto,
  listPhotosOfListing,
  lockListingRow,
  updateListingPhoto,
  type PhotoRow,
} from './listing-photos-repository.js';

export type NewPhoto = Omit<
  typeof listingPhotos.$inferInsert,
  'id' | 'listingId' | 'position' | 'isCover' | 'createdAt'
>;

/*
 * Every change to a listing's set of photos holds its listing row locked: uploads, deletions and
 * cover changes of one listing take turns, so the count, the positions and the one cover are
 * decided on what the others committed (PGlite runs transactions one at a time anyway).
 */

export const tooManyPhotos = () =>
  conflict(`At most ${LISTING_PHOTOS.max} photos per listing.`, 'too_many_photos');

/** Adds a photo at the end; the first photo of a listing without a cover becomes the cover. */
export async function addPhoto(db: Db, listingId: number, photo: NewPhoto): Promise<PhotoRow> {
  return db.transaction(async (tx) => {
    await lockListingRow(tx, listingId);
    const state = await findPhotoSetState(tx, listingId);
    if (state.count >= LISTING_PHOTOS.max) throw tooManyPhotos();
    return insertListingPhoto(tx, {
      ...photo,
      listingId,
      position: state.next,
      isCover: state.covers === 0,
    });
  });
}

/** Removes a photo; positions close up and, if it was the cover, the first photo takes over. */
export async function removePhoto(db: Db, photo: PhotoRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListingRow(tx, photo.listingId);
    const gone = await deleteListingPhoto(tx, photo.id);
    if (!gone) return;
    const rest = await listPhotosOfListing(tx, photo.listingId);
    for (const [index, p] of rest.entries()) {
      await updateListingPhoto(tx, p.id, {
        position: index,
        isCover: gone.isCover ? index === 0 : p.isCover,
      });
    }
  });
}

/** Makes one photo the cover; the listing keeps exactly one. */
export async function makeCover(db: Db, photo: PhotoRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListingRow(tx, photo.listingId);
    // The old cover steps down first: at no moment are there two (listing_photos_one_cover).
    await clearOtherCovers(tx, photo.listingId, photo.id);
    await updateListingPhoto(tx, photo.id, { isCover: true });
  });
}

/** Puts the photos in the order of `ids`, in one transaction. */
export async function reorderPhotos(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await updateListingPhoto(tx, id, { position: index });
  });
}
