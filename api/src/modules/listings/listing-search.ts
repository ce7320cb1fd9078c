import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { foldIcelandic, type ListingSearch } from '@leiga/domain';
import { listingLikes, listings } from '../../db/schema/index.js';
import { likePattern } from '../../db/search.js';

/**
 * The WHERE conditions of a listing search, shared by the public search, saved-search alerts
 * and the benchmark. Text: words of 3+ letters match the folded text by trigram (GIN), shorter
 * words by full-text prefix (GIN), so "laugav 101" and "hlidar" both find their homes.
 */
export function searchConditions(
  filters: Partial<ListingSearch>,
  options: { anyKind?: boolean } = {},
): SQL[] {
  const c: SQL[] = [eq(listings.status, 'published')];
  if (filters.types?.length) c.push(inArray(listings.listingType, filters.types));
  else if (!options.anyKind) c.push(eq(listings.isCommercial, filters.commercial ?? false));
  if (filters.q) {
    const words = foldIcelandic(filters.q)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 8);
    const hasLongWord = words.some((w) => w.length >= 3);
    for (const word of words) {
      if (word.length >= 3) c.push(sql`${listings.searchText} like ${likePattern(word)}`);
      // A short word ("10", "b") narrows what a long word found, by word start, without an index;
      // alone it goes to the full-text prefix index.
      else if (hasLongWord)
        c.push(
          sql`${listings.searchText} ~ ${`(^|[^[:alnum:]])${word.replace(/[^\p{L}\p{N}]/gu, '')}`}`,
        );
      else c.push(sql`${listings.searchVector} @@ to_tsquery('simple', ${`${word}:*`})`);
    }
  }
  if (filters.postal_codes?.length) c.push(inArray(listings.postalCode, filters.postal_codes));
  if (filters.municipalities?.length)
    c.push(inArray(listings.municipality, filters.municipalities));
  if (filters.bbox) {
    const [south, west, north, east] = filters.bbox;
    c.push(
      gte(listings.lat, south),
      lte(listings.lat, north),
      gte(listings.lng, west),
      lte(listings.lng, east),
    );
  }
  if (filters.price_min !== undefined) c.push(gte(listings.price, filters.price_min));
  if (filters.price_max !== undefined) c.push(lte(listings.price, filters.price_max));
  if (filters.rooms_min !== undefined) c.push(gte(listings.rooms, filters.rooms_min));
  if (filters.rooms_max !== undefined) c.push(lte(listings.rooms, filters.rooms_max));
  if (filters.size_min !== undefined) c.push(gte(listings.sizeM2, filters.size_min));
  if (filters.size_max !== undefined) c.push(lte(listings.sizeM2, filters.size_max));
  if (filters.pets !== undefined) c.push(eq(listings.petsAllowed, filters.pets));
  if (filters.furnished !== undefined) c.push(eq(listings.isFurnished, filters.furnished));
  if (filters.available_by) c.push(lte(listings.availableFrom, filters.available_by));
  return c;
}

export function likedBy(userId: number): SQL {
  return sql`exists (select 1 from ${listingLikes} where ${listingLikes.listingId} = ${listings.id} and ${listingLikes.userId} = ${userId})`;
}

export function searchOrder(sort: ListingSearch['sort']): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(listings.price), desc(listings.id)];
    case 'price_desc':
      return [desc(listings.price), desc(listings.id)];
    case 'size_desc':
      return [desc(listings.sizeM2), desc(listings.id)];
    case 'available_from':
      return [asc(listings.availableFrom), desc(listings.id)];
    default:
      return [desc(listings.publishedAt), desc(listings.id)];
  }
}

export const whereAll = (conditions: SQL[]) => and(...conditions);
