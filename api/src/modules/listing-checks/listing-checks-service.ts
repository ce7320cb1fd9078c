import {
  assessListingCheck,
  assessScamSignals,
  comparePriceWithComparables,
  type ListingCheckResult,
  type ScamAssessment,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { assessTextFraud } from '../fraud/assess-message.js';
import { findListing } from '../listings/listings-repository.js';
import { requestListingCheck } from './check-requests.js';
import {
  findReusedPhotos,
  insertPhotoHash,
  listComparableRents,
  listPhotosWithoutHash,
  saveFraudCheck,
} from './listing-checks-repository.js';
import { computePhotoHash } from './photo-hashing.js';

/** Checks a listing (past draft) now and keeps the result; null when there is nothing to check. */
export async function runListingCheck(
  db: Db,
  listingId: number,
  /** The scam phrases of its words: the AI provider from the outbox, the pure rules otherwise. */
  assessText: (text: string) => Promise<ScamAssessment> = async (text) =>
    assessScamSignals(text, 'listing'),
): Promise<ListingCheckResult | null> {
  const listing = await findListing(db, listingId);
  if (!listing || listing.status === 'draft') return null;
  const [reusedPhotos, rents] = await Promise.all([
    findReusedPhotos(db, listing.id, listing.ownerId),
    listing.listingType && listing.postalCode
      ? listComparableRents(db, {
          id: listing.id,
          listingType: listing.listingType,
          postalCode: listing.postalCode,
          municipality: listing.municipality,
        })
      : null,
  ]);
  const result = assessListingCheck({
    reusedPhotos,
    price: rents ? comparePriceWithComparables(listing, rents) : null,
    scam: await assessText([listing.title, listing.description].filter(Boolean).join('\n')),
  });
  await saveFraudCheck(db, listing.id, result);
  return result;
}

/** Checks run after commit, from the outbox: at least once, and a re-run just replaces the row. */
export function registerListingChecks(ctx: AppContext): void {
  const onEvent = async (payload: Record<string, unknown>) => {
    const listingId = Number(payload['listingId']);
    await runListingCheck(ctx.db, listingId, (text) =>
      assessTextFraud(ctx, text, 'listing', { listingId }),
    );
  };
  ctx.events.on('listing.published', onEvent);
  ctx.events.on('listing.check_requested', onEvent);
}

/**
 * Hashes photos uploaded before hashing existed, a batch at a time, and asks for their listings'
 * checks again. Safe to run in several processes at once (a hash is inserted once).
 */
export async function backfillPhotoHashes(ctx: AppContext, batchSize = 100): Promise<number> {
  let done = 0;
  const skipped = new Set<number>();
  for (;;) {
    const photos = (await listPhotosWithoutHash(ctx.db, batchSize + skipped.size)).filter(
      (p) => !skipped.has(p.id),
    );
    if (photos.length === 0) return done;
    const listingIds = new Set<number>();
    for (const photo of photos) {
      const bytes = await ctx.storage.get(photo.storageKey);
      const hash = bytes ? await computePhotoHash(bytes).catch(() => null) : null;
      // A missing or unreadable file cannot be hashed: leave it, and do not ask again this run.
      if (hash === null) {
        skipped.add(photo.id);
        continue;
      }
      await insertPhotoHash(ctx.db, photo.id, hash);
      listingIds.add(photo.listingId);
      done++;
    }
    for (const id of listingIds) await requestListingCheck(ctx.db, id);
    if (listingIds.size > 0) void ctx.events.kick();
  }
}
