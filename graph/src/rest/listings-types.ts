/**
 * REST response shapes of the listings domain, inferred from the api's response schemas
 * (codegen maps GraphQL types onto them); the enums' values come from @leiga/domain.
 */
import {
  AMENITIES,
  DURATION_TYPES,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTING_STEPS,
  LISTING_TYPES,
  SECURITY_TYPES,
  type ListingFields,
} from '@leiga/domain';
import type {
  RestEmbeddedPublishRequest,
  RestListing,
  RestListingCard,
  RestListingOwner,
  RestListingPhoto,
  RestListingPublish,
  RestListingStep,
  RestPricePoint,
  RestPublishDecision,
  RestPublishRequest as RestStaffPublishRequest,
  RestSavedSearch,
  RestSearchFilters,
} from '@leiga/api/contract';
import type { RestPageOf } from './types.js';

/** `'real-estate'` -> `'REAL_ESTATE'`, `'price_asc'` -> `'PRICE_ASC'`. */
type Screaming<S extends string> = S extends `${infer A}-${infer B}`
  ? `${Uppercase<A>}_${Screaming<B>}`
  : Uppercase<S>;
type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Screaming<V>]: V };

/** A GraphQL enum's SCREAMING_CASE names onto the domain's REST values. */
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(
    values.map((v) => [v.toUpperCase().replace(/-/g, '_'), v]),
  ) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

/** Enum resolvers and codegen `enumValues` (see codegen.ts): one object per GraphQL enum. */
export const ListingStatus = enumOf(LISTING_STATUSES);
export type ListingStatus = ValueOf<typeof ListingStatus>;
export const ListingType = enumOf(LISTING_TYPES);
export type ListingType = ValueOf<typeof ListingType>;
export const SecurityType = enumOf(SECURITY_TYPES);
export type SecurityType = ValueOf<typeof SecurityType>;
export const DurationType = enumOf(DURATION_TYPES);
export type DurationType = ValueOf<typeof DurationType>;
export const ListingSort = enumOf(LISTING_SORTS);
export type ListingSort = ValueOf<typeof ListingSort>;
export const Amenity = enumOf(AMENITIES);
export type Amenity = ValueOf<typeof Amenity>;
export const ListingStepName = enumOf(LISTING_STEPS);
export type ListingStepName = ValueOf<typeof ListingStepName>;
export const PublishRequestStatus = enumOf(['pending', 'approved', 'rejected', 'withdrawn']);
export type PublishRequestStatus = ValueOf<typeof PublishRequestStatus>;
export const ListingPublishVia = enumOf(['review', 'trusted', 'resume']);
export type ListingPublishVia = ValueOf<typeof ListingPublishVia>;

/**
 * A listing as the graph holds it: a full read, or a search result read as a card (`view=card`:
 * no `photos` but the cover, no `description`) when the operation asks for neither.
 */
export type GraphListing = RestListing | RestListingCard;

/** The PATCH body (the domain's editable fields). */
export type RestListingFields = {
  [K in keyof ListingFields]-?: Exclude<ListingFields[K], undefined>;
};

export type {
  RestListing,
  RestListingCard,
  RestListingOwner,
  RestListingPhoto,
  RestListingPublish,
  RestListingStep,
  RestPricePoint,
  RestPublishDecision,
  RestSavedSearch,
  RestSearchFilters,
};

/** A publish request: embedded in a listing (owner and staff), or a row of the staff list. */
export type RestPublishRequest = RestEmbeddedPublishRequest &
  Partial<Pick<RestStaffPublishRequest, 'decided_at' | 'reviewed_by' | 'listing'>>;

/** Graph-side pages (codegen mappers): the REST page plus the paging the caller asked for. */
type GraphPage<Kind extends string, T> = {
  kind: Kind;
  page: number;
  pageSize: number;
  rest: RestPageOf<T>;
};
export type GraphListingPage = GraphPage<'ListingPage', GraphListing>;
export type GraphSavedSearchPage = GraphPage<'SavedSearchPage', RestSavedSearch>;
export type GraphPublishRequestPage = GraphPage<'PublishRequestPage', RestPublishRequest>;
export type GraphListingPublishPage = GraphPage<'ListingPublishPage', RestListingPublish>;
export type GraphDeleteResult = { deletedId: number };
export type GraphBoundingBox = [number, number, number, number];
