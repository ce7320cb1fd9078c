import type {
  BoundingBoxResolvers,
  ListingOwnerResolvers,
  ListingPhotoResolvers,
  ListingPublishResolvers,
  ListingResolvers,
  ListingSearchFilterResolvers,
  ListingStepResolvers,
  PricePointResolvers,
  PublishRequestResolvers,
  SavedSearchResolvers,
} from '../../__generated__/resolvers-types.js';
import type { GraphContext } from '../../context.js';
import { toGraphFieldPath } from '../../errors.js';
import type { GraphListing, RestListing } from '../../rest/listings-types.js';

/** A full read, not a search card (which has neither photos nor description). */
function isFullListing(l: GraphListing): l is RestListing {
  return l.photos !== undefined && l.description !== undefined;
}

/**
 * A field only the full read has: straight from a full listing; for a search card, from the full
 * read, which the cards of a page that need it share (one batch read). The search asks for cards
 * only when the operation selects none of these fields, so this read is a safety net.
 */
function fromFull<T>(
  l: GraphListing,
  { dataSources }: GraphContext,
  pick: (full: RestListing) => T,
): T | Promise<T> {
  return isFullListing(l) ? pick(l) : dataSources.listings.listings.load(l.id).then(pick);
}

/** REST snake_case to GraphQL camelCase, one small map per type. Fields named alike need none. */

export const Listing: ListingResolvers = {
  description: (l, _args, ctx) => fromFull(l, ctx, (full) => full.description),
  photos: (l, _args, ctx) => fromFull(l, ctx, (full) => full.photos),
  houseNumber: (l) => l.house_number,
  postalCode: (l) => l.postal_code,
  propertyNumber: (l) => l.property_number,
  hasElevator: (l) => l.has_elevator,
  listingType: (l) => l.listing_type,
  isCommercial: (l) => l.is_commercial,
  sizeM2: (l) => l.size_m2,
  isFurnished: (l) => l.is_furnished,
  heatingIncluded: (l) => l.heating_included,
  electricityIncluded: (l) => l.electricity_included,
  internetIncluded: (l) => l.internet_included,
  housefundIncluded: (l) => l.housefund_included,
  securityType: (l) => l.security_type,
  securityMonths: (l) => l.security_months,
  durationType: (l) => l.duration_type,
  endDate: (l) => l.end_date,
  minMonths: (l) => l.min_months,
  availableFrom: (l) => l.available_from,
  maxOccupants: (l) => l.max_occupants,
  requiresPreApproval: (l) => l.requires_pre_approval,
  minIncome: (l) => l.min_income,
  petsAllowed: (l) => l.pets_allowed,
  smokingAllowed: (l) => l.smoking_allowed,
  // Embedded in every REST listing: no call of its own.
  owner: (l) => l.owner,
  coverPhoto: (l) => l.cover_photo,
  likesCount: (l) => l.likes_count,
  viewsCount: (l) => l.views_count,
  isLiked: (l) => l.is_liked,
  publishedAt: (l) => l.published_at,
  createdAt: (l) => l.created_at,
  updatedAt: (l) => l.updated_at,
  steps: (l) => l.steps ?? null,
  publishRequest: (l, _args, ctx) => {
    const request = l.publish_request;
    return request ? fromFull(l, ctx, (full) => ({ ...request, listing: full })) : null;
  },
  priceHistory: (l) => l.price_history ?? null,
};

export const ListingOwner: ListingOwnerResolvers = {
  fullName: (o) => o.full_name,
  memberSince: (o) => o.member_since,
  hasVerifiedPhone: (o) => o.has_verified_phone,
};

export const ListingPhoto: ListingPhotoResolvers = {
  isCover: (p) => p.is_cover,
};

export const ListingStep: ListingStepResolvers = {
  isComplete: (s) => s.is_complete,
  fields: (s) =>
    Object.entries(s.fields).map(([field, message]) => ({
      field: toGraphFieldPath(field),
      message,
    })),
};

export const PricePoint: PricePointResolvers = {
  changedAt: (p) => p.changed_at,
};

export const PublishRequest: PublishRequestResolvers = {
  createdAt: (r) => r.created_at,
  decidedAt: (r) => r.decided_at ?? null,
  reviewedBy: (r, _args, { dataSources }) =>
    r.reviewed_by ? dataSources.accounts.users.load(r.reviewed_by) : null,
  listing: (r) => r.listing ?? null,
};

export const ListingPublish: ListingPublishResolvers = {
  // The log carries the listing's id; the listings of a page come in one batch read.
  listing: (p, _args, { dataSources }) => dataSources.listings.listings.load(p.listing_id),
  publishedBy: (p) => p.published_by,
  createdAt: (p) => p.created_at,
};

export const BoundingBox: BoundingBoxResolvers = {
  south: ([south]) => south,
  west: ([, west]) => west,
  north: ([, , north]) => north,
  east: ([, , , east]) => east,
};

export const ListingSearchFilter: ListingSearchFilterResolvers = {
  q: (f) => f.q ?? null,
  postalCodes: (f) => f.postal_codes ?? null,
  municipalities: (f) => f.municipalities ?? null,
  bbox: (f) => f.bbox ?? null,
  priceMin: (f) => f.price_min ?? null,
  priceMax: (f) => f.price_max ?? null,
  roomsMin: (f) => f.rooms_min ?? null,
  roomsMax: (f) => f.rooms_max ?? null,
  sizeMin: (f) => f.size_min ?? null,
  sizeMax: (f) => f.size_max ?? null,
  types: (f) => f.types ?? null,
  commercial: (f) => f.commercial ?? null,
  pets: (f) => f.pets ?? null,
  furnished: (f) => f.furnished ?? null,
  availableBy: (f) => f.available_by ?? null,
  sort: (f) => f.sort ?? null,
};

export const SavedSearch: SavedSearchResolvers = {
  filter: (s) => s.filters,
  isAlertEnabled: (s) => s.is_alert_enabled,
  createdAt: (s) => s.created_at,
  updatedAt: (s) => s.updated_at,
};

/** Enum resolvers: the REST value of each GraphQL enum value (declared in rest/listings-types.ts). */
export {
  Amenity,
  DurationType,
  ListingPublishVia,
  ListingSort,
  ListingStatus,
  ListingStepName,
  ListingType,
  PublishRequestStatus,
  SecurityType,
} from '../../rest/listings-types.js';
