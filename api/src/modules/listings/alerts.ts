import { sql, type SQL } from 'drizzle-orm';
import { formatMoney, type ListingSearch } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { templatesFor } from '../messages/templates.js';
import {
  deliverNotification,
  eventDedupeKey,
  isDeliveryAllowed,
} from '../notifications/notifications-service.js';
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

/** Records the alert first: the unique index makes a retried event send each e-mail once. */
async function claimAlert(
  ctx: AppContext,
  r: Recipient,
  listingId: number,
  reason: 'new_match' | 'price_drop',
  price: number | null,
): Promise<boolean> {
  return insertListingAlert(ctx.db, {
    userId: r.userId,
    listingId,
    savedSearchId: r.savedSearchId,
    reason,
    price,
  });
}

/**
 * The in-app notification (its own dedupe key makes a redelivered event harmless), then the
 * e-mail unless the user turned that type's e-mails off. Answers whether to send the e-mail.
 */
async function notifyAlert(
  ctx: AppContext,
  r: Recipient,
  eventId: number,
  type: 'saved_search_alert' | 'price_drop_alert',
  listing: { id: number; title: string | null },
): Promise<boolean> {
  await deliverNotification(ctx, {
    userId: r.userId,
    type,
    dedupeKey: eventDedupeKey(eventId, type),
    targetPath: `/listings/${listing.id}`,
    data: { title: listing.title ?? '', ...(r.searchName ? { name: r.searchName } : {}) },
  });
  return isDeliveryAllowed(ctx.db, r.userId, type, 'email');
}

export function registerListingAlerts(ctx: AppContext): void {
  ctx.events.on('listing.published', async (payload, event) => {
    const listingId = Number(payload['listingId']);
    const listing = await findListing(ctx.db, listingId);
    if (!listing || listing.status !== 'published') return;
    const link = `${ctx.config.appUrl}/listings/${listing.id}`;
    const seen = new Set<number>();
    for (const r of await matchingSearches(ctx, listingId)) {
      // One e-mail per person, however many of their searches match; never to the landlord.
      if (seen.has(r.userId) || r.userId === listing.ownerId) continue;
      seen.add(r.userId);
      if (!(await notifyAlert(ctx, r, event.id, 'saved_search_alert', listing))) continue;
      if (!(await claimAlert(ctx, r, listingId, 'new_match', null))) continue;
      const message = templatesFor(r.lang).listingMatch(
        r.searchName ?? '',
        listing.title ?? '',
        formatMoney(listing.price ?? 0, listing.currency, r.lang),
        link,
      );
      await ctx.providers.email.send({
        to: r.email,
        subject: message.subject,
        text: message.body,
        tags: { purpose: 'listing_match', listing_id: String(listingId) },
      });
    }
  });

  ctx.events.on('listing.price_dropped', async (payload, event) => {
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
    const link = `${ctx.config.appUrl}/listings/${listing.id}`;
    const seen = new Set<number>();
    for (const r of recipients) {
      if (seen.has(r.userId) || r.userId === listing.ownerId) continue;
      seen.add(r.userId);
      if (!(await notifyAlert(ctx, r, event.id, 'price_drop_alert', listing))) continue;
      if (!(await claimAlert(ctx, r, listingId, 'price_drop', newPrice))) continue;
      const message = templatesFor(r.lang).priceDrop(
        listing.title ?? '',
        formatMoney(oldPrice, listing.currency, r.lang),
        formatMoney(newPrice, listing.currency, r.lang),
        link,
      );
      await ctx.providers.email.send({
        to: r.email,
        subject: message.subject,
        text: message.body,
        tags: { purpose: 'price_drop', listing_id: String(listingId) },
      });
    }
  });
}
