import type { AppContext } from '../../context.js';
import {
  findCoverPhotoKey,
  findPublishedListingMeta,
  listPublishedListingIds,
} from './listings-repository.js';

export type ListingMeta = {
  id: number;
  title: string;
  description: string;
  imageKey: string | null;
  price: number | null;
};

/** What a crawler or a link preview needs of a published listing; null for anything else. */
export async function getPublicListingMeta(
  ctx: AppContext,
  id: number,
): Promise<ListingMeta | null> {
  const row = await findPublishedListingMeta(ctx.db, id);
  if (!row) return null;
  const coverKey = await findCoverPhotoKey(ctx.db, id);
  return {
    id: row.id,
    title: row.title ?? '',
    description: row.description ?? '',
    imageKey: coverKey ?? null,
    price: row.price,
  };
}

/** Published listings for the sitemap, newest change first. */
export async function listPublishedForSitemap(ctx: AppContext, limit = 50_000) {
  return listPublishedListingIds(ctx.db, limit);
}
