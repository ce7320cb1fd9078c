import {
  foldIcelandic,
  isCommercialType,
  isReadyToPublish,
  municipalityOf,
  nextListingStatus,
  submitTarget,
  type ListingAction,
  type ListingFields,
  type ListingType,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { listings } from '../../db/schema/index.js';
import { defineSubject } from '../../http/access.js';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { publishEvent } from '../events/outbox.js';
import { requestListingCheck } from '../listing-checks/check-requests.js';
import { listingFields, stepStates } from './listing-view.js';
import { countPhotosOfListing } from './listing-photos-repository.js';
import {
  deleteListingLike,
  findListing,
  hasPriceHistory,
  incrementListingViews,
  insertListing,
  insertListingLike,
  insertListingPublish,
  insertPriceHistory,
  insertPublishRequest,
  updateListingInStatus,
  updateListingRow,
  withdrawPendingPublishRequests,
  type ListingRow,
} from './listings-repository.js';
import {
  lockPublishRequest,
  updatePublishRequest,
  type PublishRequestRow,
} from './publish-requests-repository.js';

export async function getListingRow(ctx: AppContext, id: number): Promise<ListingRow> {
  const row = await findListing(ctx.db, id);
  if (!row) throw notFound('No such listing.');
  return row;
}

/** Published listings are public; anything else only its owner and staff see. */
export function canSee(listing: ListingRow, auth: Auth | null): boolean {
  if (listing.status === 'published') return true;
  return !!auth && (auth.user.isStaff || auth.user.id === listing.ownerId);
}

export async function getOwnListing(ctx: AppContext, auth: Auth, id: number): Promise<ListingRow> {
  const listing = await getListingRow(ctx, id);
  if (listing.ownerId !== auth.user.id) {
    if (listing.status === 'published' || auth.user.isStaff)
      throw forbidden('Only the landlord of this listing may change it.');
    throw notFound('No such listing.');
  }
  return listing;
}

/** The listing a route's path names, for its landlord to change (access guard of the routes). */
export const ownListing = defineSubject('listing', 'id', dbIdParam, getOwnListing);

/** The folded text search matches: address, area, type, title and description. */
function searchTextOf(l: Partial<ListingRow>): string {
  return foldIcelandic(
    [
      l.street,
      l.houseNumber,
      l.unit,
      l.postalCode,
      l.municipality,
      l.listingType,
      l.title,
      l.description,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

const FIELD_COLUMNS: Record<keyof ListingFields, keyof ListingRow> = {
  street: 'street',
  house_number: 'houseNumber',
  unit: 'unit',
  postal_code: 'postalCode',
  lat: 'lat',
  lng: 'lng',
  property_number: 'propertyNumber',
  floor: 'floor',
  has_elevator: 'hasElevator',
  listing_type: 'listingType',
  title: 'title',
  description: 'description',
  rooms: 'rooms',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  size_m2: 'sizeM2',
  is_furnished: 'isFurnished',
  amenities: 'amenities',
  heating_included: 'heatingIncluded',
  electricity_included: 'electricityIncluded',
  internet_included: 'internetIncluded',
  housefund_included: 'housefundIncluded',
  price: 'price',
  currency: 'currency',
  security_type: 'securityType',
  security_months: 'securityMonths',
  duration_type: 'durationType',
  end_date: 'endDate',
  min_months: 'minMonths',
  available_from: 'availableFrom',
  max_occupants: 'maxOccupants',
  requires_pre_approval: 'requiresPreApproval',
  min_income: 'minIncome',
  pets_allowed: 'petsAllowed',
  smoking_allowed: 'smokingAllowed',
  questions: 'questions',
};

function toColumns(fields: ListingFields): Partial<ListingRow> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) out[FIELD_COLUMNS[key as keyof ListingFields]] = value;
  }
  const changes = out as Partial<ListingRow>;
  if (changes.postalCode) changes.municipality = municipalityOf(changes.postalCode);
  if (changes.listingType)
    changes.isCommercial = isCommercialType(changes.listingType as ListingType);
  return changes;
}

export async function createListing(
  ctx: AppContext,
  auth: Auth,
  fields: ListingFields,
): Promise<ListingRow> {
  const columns = toColumns(fields);
  return insertListing(ctx.db, {
    ...columns,
    ownerId: auth.user.id,
    searchText: searchTextOf(columns),
  } as typeof listings.$inferInsert);
}

/** The columns a listing's fraud check reads: a change asks for a new check. */
const CHECKED_COLUMNS: (keyof ListingRow)[] = [
  'title',
  'description',
  'price',
  'sizeM2',
  'listingType',
  'postalCode',
];

/**
 * Saves fields of any step. A live listing keeps its price history; a lower price on a
 * published listing tells those who liked it or saved a matching search.
 */
export async function updateListing(
  ctx: AppContext,
  listing: ListingRow,
  fields: ListingFields,
): Promise<ListingRow> {
  if (listing.status === 'archived')
    throw conflict('An archived listing cannot be edited; relist it first.', 'listing_archived');
  const changes = toColumns(fields);
  const merged = { ...listing, ...changes };
  const isPriceChange = changes.price !== undefined && changes.price !== listing.price;
  const isLive = listing.status === 'published' || listing.status === 'paused';
  const needsCheck = listing.status !== 'draft' && CHECKED_COLUMNS.some((c) => c in changes);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateListingRow(tx, listing.id, {
      ...changes,
      searchText: searchTextOf(merged),
      updatedAt: new Date(),
    });
    if (isPriceChange && isLive) {
      await insertPriceHistory(tx, listing.id, changes.price!, merged.currency);
      if (
        listing.status === 'published' &&
        listing.price !== null &&
        changes.price! < listing.price
      ) {
        await publishEvent(tx, 'listing.price_dropped', {
          listingId: listing.id,
          oldPrice: listing.price,
          newPrice: changes.price,
        });
      }
    }
    if (needsCheck) await requestListingCheck(tx, listing.id);
    return row!;
  });
  if (isPriceChange || needsCheck) void ctx.events.kick();
  return updated;
}

/** Draft -> published (trusted landlord) or awaiting review (a publish request for staff). */
export async function submitListing(
  ctx: AppContext,
  auth: Auth,
  listing: ListingRow,
): Promise<ListingRow> {
  if (listing.status !== 'draft')
    throw conflict('Only a draft can be submitted.', 'invalid_transition');
  const photos = await countPhotosOfListing(ctx.db, listing.id);
  if (!isReadyToPublish(listingFields(listing), { photoCount: photos })) {
    const missing = Object.fromEntries(
      stepStates(listing, photos)
        .filter((s) => !s.isComplete && s.step !== 'publish')
        .map((s) => [s.step, Object.values(s.fields)[0] ?? 'validation.required']),
    );
    throw unprocessable('Complete every step before publishing.', 'listing_incomplete', missing);
  }
  const target = submitTarget(auth.user.isTrustedLandlord);
  const row = await ctx.db.transaction(async (tx) => {
    const row = await updateListingInStatus(tx, listing.id, 'draft', {
      status: target,
      updatedAt: new Date(),
      ...(target === 'published' ? { publishedAt: new Date() } : {}),
    });
    if (!row) throw conflict('The listing changed meanwhile; reload it.', 'invalid_transition');
    if (target === 'published') await markPublished(tx, row, auth.user.id, 'trusted');
    else {
      await insertPublishRequest(tx, listing.id);
      // Staff review the listing with its fraud check beside it.
      await requestListingCheck(tx, listing.id);
    }
    return row;
  });
  void ctx.events.kick();
  return row;
}

/** Bookkeeping of going live: the publish log, the first price point and the alert event. */
export async function markPublished(
  tx: Tx,
  row: ListingRow,
  by: number,
  via: 'review' | 'trusted' | 'resume',
): Promise<void> {
  await insertListingPublish(tx, { listingId: row.id, publishedBy: by, via });
  if (!(await hasPriceHistory(tx, row.id)) && row.price !== null)
    await insertPriceHistory(tx, row.id, row.price, row.currency);
  if (via !== 'resume') await publishEvent(tx, 'listing.published', { listingId: row.id });
}

/** Staff need not review listings that left the queue: their pending requests are withdrawn. */
export async function withdrawPublishRequests(tx: Tx, listingIds: number[]): Promise<void> {
  if (listingIds.length === 0) return;
  await withdrawPendingPublishRequests(tx, listingIds);
}

/** pause, resume, mark_rented, archive, relist: the owner's status changes. */
export async function transitionListing(
  ctx: AppContext,
  auth: Auth,
  listing: ListingRow,
  action: Exclude<ListingAction, 'submit' | 'approve' | 'reject'>,
): Promise<ListingRow> {
  const next = nextListingStatus(listing.status, action);
  if (!next)
    throw conflict(
      `A ${listing.status.replace('_', ' ')} listing cannot be ${action.replace('_', ' ')}d.`,
      'invalid_transition',
    );
  return ctx.db.transaction(async (tx) => {
    const row = await updateListingInStatus(tx, listing.id, listing.status, {
      status: next,
      updatedAt: new Date(),
    });
    if (!row) throw conflict('The listing changed meanwhile; reload it.', 'invalid_transition');
    if (listing.status === 'awaiting_review') await withdrawPublishRequests(tx, [listing.id]);
    if (action === 'resume') await markPublished(tx, row, auth.user.id, 'resume');
    return row;
  });
}

/** Like and unlike are idempotent; the listing's like count changes with the like, in one go. */
export async function likeListing(ctx: AppContext, userId: number, listingId: number) {
  await ctx.db.transaction((tx) => insertListingLike(tx, userId, listingId));
}

export async function unlikeListing(ctx: AppContext, userId: number, listingId: number) {
  await ctx.db.transaction((tx) => deleteListingLike(tx, userId, listingId));
}

export async function bumpViews(ctx: AppContext, id: number): Promise<void> {
  await incrementListingViews(ctx.db, id);
}

/** Staff decide a publish request: approved goes live, rejected goes back to draft. */
export async function decidePublishRequest(
  ctx: AppContext,
  requestId: number,
  staffId: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<PublishRequestRow> {
  const result = await ctx.db.transaction(async (tx) => {
    const req = await lockPublishRequest(tx, requestId);
    if (!req) throw notFound('No such publish request.');
    if (req.status !== 'pending')
      throw conflict(`This request was already ${req.status}.`, 'already_decided');
    await updatePublishRequest(tx, req.id, {
      status: decision,
      reason,
      reviewedBy: staffId,
      decidedAt: new Date(),
    });
    const row = await updateListingInStatus(
      tx,
      req.listingId,
      'awaiting_review',
      decision === 'approved'
        ? { status: 'published', publishedAt: new Date(), updatedAt: new Date() }
        : { status: 'draft', updatedAt: new Date() },
    );
    if (!row) throw conflict('The listing is no longer awaiting review.', 'invalid_transition');
    if (decision === 'approved') await markPublished(tx, row, staffId, 'review');
    return req;
  });
  if (decision === 'approved') void ctx.events.kick();
  return result;
}
