import { and, asc, eq } from 'drizzle-orm';
import {
  PHOTO_REUSE_MAX_DISTANCE,
  assessListingCheck,
  assessScamSignals,
  comparePriceWithComparables,
  getHammingDistance,
  type ListingCheckResult,
  type ReusedPhoto,
} from '@leiga/domain';
import type { Db } from '../db/client.js';
import {
  listingFraudChecks,
  listingPhotoHashes,
  listingPhotos,
  listingPriceHistory,
  listings,
  users,
} from '../db/schema/index.js';
import { computePhotoHash } from '../modules/listing-checks/photo-hashing.js';
import type { FileStorage } from '../providers/storage/storage-provider.js';
import { createOwnDemoPhoto, type DemoPhoto } from './demo-photos.js';

async function addPhotoLast(db: Db, listingId: number, photo: DemoPhoto): Promise<void> {
  const existing = await db
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  await db.insert(listingPhotos).values({
    listingId,
    storageKey: photo.key,
    width: photo.width,
    height: photo.height,
    bytes: photo.bytes,
    position: existing.length,
    isCover: false,
    placeholder: photo.placeholder,
  });
}

/** The demo's listings that the fraud check holds back, so staff have something to review. */
async function plantSuspiciousListings(db: Db, storage: FileStorage): Promise<void> {
  const firstPublished = async (email: string) => {
    const [row] = await db
      .select({ listing: listings })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(and(eq(users.email, email), eq(listings.status, 'published')))
      .orderBy(asc(listings.id))
      .limit(1);
    return row?.listing;
  };
  // Ólafur shows a photo of Jón's flat on Grettisgata, taken from Jón's listing, as his own.
  const jons = await firstPublished('jon@leiga.is');
  const olafurs = await firstPublished('olafur@leiga.is');
  if (jons && olafurs) {
    const original = await createOwnDemoPhoto(storage, `listings/${jons.id}/stofa.jpg`, 1);
    const copy = await createOwnDemoPhoto(storage, `listings/${olafurs.id}/stofa.jpg`, 1);
    await addPhotoLast(db, jons.id, original);
    await addPhotoLast(db, olafurs.id, copy);
  }
  // One of the other landlords asks about a third of what flats like theirs rent for: the
  // classic bait. A flat where there are the most published flats to compare it with.
  const flats = await db
    .select({ listing: listings, email: users.email })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(eq(listings.status, 'published'), eq(listings.listingType, 'apartment')))
    .orderBy(asc(listings.id));
  const perArea = new Map<string | null, number>();
  for (const f of flats)
    perArea.set(f.listing.municipality, (perArea.get(f.listing.municipality) ?? 0) + 1);
  const bait = flats
    .filter((f) => !['jon@leiga.is', 'magnus@leiga.is'].includes(f.email) && f.listing.price)
    .sort((a, b) => perArea.get(b.listing.municipality)! - perArea.get(a.listing.municipality)!)[0];
  if (bait) {
    const price = Math.max(50_000, Math.round((bait.listing.price! * 0.35) / 5000) * 5000);
    await db.update(listings).set({ price }).where(eq(listings.id, bait.listing.id));
    await db
      .update(listingPriceHistory)
      .set({ price })
      .where(eq(listingPriceHistory.listingId, bait.listing.id));
  }
}

type PhotoRow = { id: number; listingId: number; storageKey: string; createdAt: Date };
type ListingRow = typeof listings.$inferSelect;

/**
 * The listing check of every listing at once, in memory: the same domain rules as
 * runListingCheck's queries (a photo alike an earlier one of another landlord's listing past
 * draft, not the same file; rents per m² of other published listings of the type and area).
 */
function checkAll(
  all: ListingRow[],
  photos: PhotoRow[],
  hashes: Map<number, bigint>,
): Map<number, ListingCheckResult> {
  const byId = new Map(all.map((l) => [l.id, l]));
  const byHash = new Map<bigint, PhotoRow[]>();
  for (const p of photos) {
    const hash = hashes.get(p.id);
    if (hash !== undefined) byHash.set(hash, [...(byHash.get(hash) ?? []), p]);
  }
  const areaOf = (l: ListingRow) => `${l.listingType}|${l.municipality ?? `pc${l.postalCode}`}`;
  const rents = new Map<string, { id: number; postalCode: string | null; perM2: number }[]>();
  for (const l of all) {
    if (l.status !== 'published' || l.price === null || !l.sizeM2 || l.sizeM2 <= 0) continue;
    const area = areaOf(l);
    rents.set(area, [
      ...(rents.get(area) ?? []),
      { id: l.id, postalCode: l.postalCode, perM2: l.price / l.sizeM2 },
    ]);
  }
  const results = new Map<number, ListingCheckResult>();
  for (const listing of all) {
    if (listing.status === 'draft') continue;
    const reusedPhotos: ReusedPhoto[] = [];
    for (const mine of photos.filter((p) => p.listingId === listing.id)) {
      const hash = hashes.get(mine.id);
      if (hash === undefined) continue;
      let nearest: ReusedPhoto | null = null;
      for (const [other, group] of byHash) {
        const distance = getHammingDistance(hash, other);
        if (distance > PHOTO_REUSE_MAX_DISTANCE || (nearest && nearest.distance <= distance))
          continue;
        const match = group
          .filter((q) => {
            const owner = byId.get(q.listingId);
            return (
              owner &&
              owner.ownerId !== listing.ownerId &&
              owner.status !== 'draft' &&
              q.storageKey !== mine.storageKey &&
              q.createdAt < mine.createdAt
            );
          })
          .sort((a, b) => a.listingId - b.listingId)[0];
        if (match) nearest = { photoId: mine.id, otherListingId: match.listingId, distance };
      }
      if (nearest) reusedPhotos.push(nearest);
    }
    const area = (rents.get(areaOf(listing)) ?? []).filter((r) => r.id !== listing.id);
    const price =
      listing.listingType && listing.postalCode
        ? comparePriceWithComparables(listing, {
            postalCode: area.filter((r) => r.postalCode === listing.postalCode).map((r) => r.perM2),
            municipality: area.map((r) => r.perM2),
          })
        : null;
    const text = [listing.title, listing.description].filter(Boolean).join('\n');
    results.set(
      listing.id,
      assessListingCheck({ reusedPhotos, price, scam: assessScamSignals(text, 'listing') }),
    );
  }
  return results;
}

/**
 * Hashes the demo photos (listings share a few files: each file is read once) and checks every
 * listing past draft, as the outbox would have after each publish.
 */
export async function seedListingChecks(db: Db, storage: FileStorage): Promise<void> {
  await plantSuspiciousListings(db, storage);
  const photos = await db
    .select({
      id: listingPhotos.id,
      listingId: listingPhotos.listingId,
      storageKey: listingPhotos.storageKey,
      createdAt: listingPhotos.createdAt,
    })
    .from(listingPhotos);
  const hashByKey = new Map<string, bigint>();
  for (const key of new Set(photos.map((p) => p.storageKey))) {
    const bytes = await storage.get(key);
    if (bytes) hashByKey.set(key, await computePhotoHash(bytes));
  }
  const hashes = new Map<number, bigint>();
  for (const p of photos) {
    const hash = hashByKey.get(p.storageKey);
    if (hash !== undefined) hashes.set(p.id, hash);
  }
  const hashRows = [...hashes].map(([photoId, hash]) => ({ photoId, hash }));
  for (let i = 0; i < hashRows.length; i += 500)
    await db
      .insert(listingPhotoHashes)
      .values(hashRows.slice(i, i + 500))
      .onConflictDoNothing();
  const results = checkAll(await db.select().from(listings), photos, hashes);
  const checkRows = [...results].map(([listingId, r]) => ({ listingId, ...r }));
  for (let i = 0; i < checkRows.length; i += 500)
    await db
      .insert(listingFraudChecks)
      .values(checkRows.slice(i, i + 500))
      .onConflictDoNothing();
}
