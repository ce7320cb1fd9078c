import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { listingPhotos, listings } from '../../db/schema/index.js';

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
  const [row] = await ctx.db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      price: listings.price,
    })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.status, 'published')))
    .limit(1);
  if (!row) return null;
  // In gallery order: the cover is the preview image, the first is what the page shows first.
  const photos = await ctx.db
    .select({ key: listingPhotos.storageKey, isCover: listingPhotos.isCover })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, id))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
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
  return ctx.db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(eq(listings.status, 'published'))
    .orderBy(asc(listings.id))
    .limit(limit);
}
