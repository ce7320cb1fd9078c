import type { AppContext } from '../../context.js';
import {
  findPublishedListingMeta,
  listPhotoKeysInGalleryOrder,
  listPublishedListingIds,
} from './listings-repository.js';

export type ListingMeta = {
  id: number;
  title: string;
  description: string;
  /** The cover photo, for link previews. */
  imageKey: string | null;
  /** The photo the listing page's gallery opens on. */
  firstPhotoKey: string | null;
  price: number | null;
};

/** What a crawler or a link preview needs of a published listing; null for anything else. */
export async function getPublicListingMeta(
  ctx: AppContext,
  id: number,
): Promise<ListingMeta | null> {
  const row = await findPublishedListingMeta(ctx.db, id);
  if (!row) return null;
  // In gallery order: the cover is the preview image, the first is what the page shows first.
  const photos = await listPhotoKeysInGalleryOrder(ctx.db, id);
  const cover = photos.find((p) => p.isCover) ?? photos[0];
  return {
    id: row.id,
    title: row.title ?? '',
    description: row.description ?? '',
    imageKey: cover?.key ?? null,
    firstPhotoKey: photos[0]?.key ?? null,
    price: row.price,
  };
}

/** Published listings for the sitemap, newest change first. */
export async function listPublishedForSitemap(ctx: AppContext, limit = 50_000) {
  return listPublishedListingIds(ctx.db, limit);
}
