import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { listingPhotos, listings } from '../../db/schema/index.js';

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
  const [cover] = await ctx.db
    .select({ key: listingPhotos.storageKey })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, id))
    .orderBy(desc(listingPhotos.isCover), asc(listingPhotos.position))
    .limit(1);
  return {
    id: row.id,
    title: row.title ?? '',
    description: row.description ?? '',
    imageKey: cover?.key ?? null,
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
