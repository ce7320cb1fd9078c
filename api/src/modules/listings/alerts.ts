import { sql, type SQL } from 'drizzle-orm';
import type { ListingSearch } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { deliverNotification } from '../notifications/notifications-service.js';
import { searchConditions, whereAll } from './listing-search.js';
import { findListing } from './listings-repository.js';
import {
  evaluateOnListing,
  insertListingAlert,
  listAlertingSearches,
  listLikersOfListing,
} from './saved-searches-repository.js';

type Recipient = {
  userId: number;
  email: string;
  lang: string;
  savedSearchId: number | null;
  searchName: string | null;
};

/** How many saved searches one query weighs against a listing (each adds a handful of parameters). */
const SEARCHES_PER_QUERY = 200;

/**
 * Saved searches with alerts on whose filters match the listing. The search's own SQL decides:
 * each search's conditions become one boolean column of a select over the single listing row, so
 * a batch of searches costs one round trip instead of one each.
 */
export async function matchingSearches(ctx: AppContext, listingId: number): Promise<Recipient[]> {
  const rows = await listAlertingSearches(ctx.db);
  const out: Recipient[] = [];
  for (let start = 0; start < rows.length; start += SEARCHES_PER_QUERY) {
    const batch = rows.slice(start, start + SEARCHES_PER_QUERY);
    const columns: Record<string, SQL<boolean>> = Object.fromEntries(
      batch.map((row, i) => {
        const filters = row.search.filters as Partial<ListingSearch>;
        const matches = whereAll(searchConditions(filters)) ?? sql`true`;
        return [`m${i}`, sql<boolean>`coalesce((${matches}), false)`.mapWith(Boolean)];
      }),
    );
    const hits = await evaluateOnListing(ctx.db, listingId, columns);
    if (!hits) return [];
    batch.forEach((row, i) => {
      if (hits[`m${i}`])
        out.push({
          userId: row.search.userId,
          email: row.email,
          lang: row.lang,
          savedSearchId: row.search.id,
          searchName: row.search.name,
        });
    });
  }
  return out;
}

/** Keeps the alert's record (what was sent about which listing, at which price). */
async function recordAlert(
  ctx: AppContext,
  r: Recipient,
  listingId: number,
  reason: 'new_match' | 'price_drop',
  price: number | null,
): Promise<void> {
  await insertListingAlert(ctx.db, {
    userId: r.userId,
    listingId,
    savedSearchId: r.savedSearchId,
    reason,
    price,
  });
}

type AlertedListing = { id: number; title: string | null; price: number | null; currency: string };

/**
 * An alert is a notification like any other: in the app, by e-mail and by push as the user's
 * settings say, sent once through the outbox (notifications-service). The key names the listing
 * (and the new price), so a listing published again or an event delivered twice alerts once.
 */
async function notifyAlert(
  ctx: AppContext,
  r: Recipient,
  type: 'saved_search_alert' | 'price_drop_alert',
  listing: AlertedListing,
  oldPrice?: number,
): Promise<void> {
  const dedupeKey =
    type === 'saved_search_alert'
      ? `alert:listing:${listing.id}:match`
      : `alert:listing:${listing.id}:price:${listing.price ?? 0}`;
  await deliverNotification(ctx, {
    userId: r.userId,
    type,
    dedupeKey,
    targetPath: `/listings/${listing.id}`,
    data: {
      title: listing.title ?? '',
      ...(r.searchName ? { name: r.searchName } : {}),
      ...(listing.price !== null ? { price: listing.price } : {}),
      ...(oldPrice !== undefined ? { oldPrice } : {}),
      currency: listing.currency,
    },
  });
}

export function registerListingAlerts(ctx: AppContext): void {
  ctx.events.on('listing.published', async (payload) => {
    const listingId = Number(payload['listingId']);
    const listing = await findListing(ctx.db, listingId);
    if (!listing || listing.status !== 'published') return;
    const seen = new Set<number>();
    for (const r of await matchingSearches(ctx, listingId)) {
      // One alert per person, however many of their searches match; never to the landlord.
      if (seen.has(r.userId) || r.userId === listing.ownerId) continue;
      seen.add(r.userId);
      await notifyAlert(ctx, r, 'saved_search_alert', listing);
      await recordAlert(ctx, r, listingId, 'new_match', null);
    }
  });

  ctx.events.on('listing.price_dropped', async (payload) => {
    const listingId = Number(payload['listingId']);
    const oldPrice = Number(payload['oldPrice']);
    const newPrice = Number(payload['newPrice']);
    const listing = await findListing(ctx.db, listingId);
    if (!listing || listing.status !== 'published') return;
    const likers = await listLikersOfListing(ctx.db, listingId);
    const recipients: Recipient[] = [
      ...likers.map((l) => ({ ...l, savedSearchId: null, searchName: null })),
      ...(await matchingSearches(ctx, listingId)),
    ];
    const seen = new Set<number>();
    for (const r of recipients) {
      if (seen.has(r.userId) || r.userId === listing.ownerId) continue;
      seen.add(r.userId);
      await notifyAlert(ctx, r, 'price_drop_alert', { ...listing, price: newPrice }, oldPrice);
      await recordAlert(ctx, r, listingId, 'price_drop', newPrice);
    }
  });
}
