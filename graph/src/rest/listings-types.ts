/**
 * REST response shapes of the listings domain, declared once (codegen maps GraphQL types onto
 * them). The value vocabularies come from @leiga/domain, so they cannot drift from the api's.
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
  type ListingSearch,
} from '@leiga/domain';
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

/** The PATCH body and the editable part of a listing: null until answered. */
export type RestListingFields = {
  [K in keyof ListingFields]-?: Exclude<ListingFields[K], undefined>;
};
export type RestListingValues = { [K in keyof RestListingFields]: RestListingFields[K] | null };

export type RestListingPhoto = {
  id: number;
  key: string;
  width: number;
  height: number;
  position: number;
  is_cover: boolean;
  placeholder: string;
};

export type RestListingOwner = {
  id: number;
  full_name: string;
  member_since: string;
  has_verified_phone: boolean;
};

export type RestListingStep = {
  step: ListingStepName;
  is_complete: boolean;
  fields: Record<string, string>;
};

export type RestPricePoint = { price: number; currency: string; changed_at: string };

/** Embedded in a listing (owner and staff), or a row of the staff list (with the rest). */
export type RestPublishRequest = {
  id: number;
  status: PublishRequestStatus;
  reason: string | null;
  created_at: string;
  decided_at?: string | null;
  reviewed_by?: number | null;
  listing?: RestListing | null;
};

export type RestListing = Omit<RestListingValues, 'currency'> & {
  id: number;
  status: ListingStatus;
  municipality: string | null;
  currency: string;
  is_commercial: boolean;
  owner: RestListingOwner;
  photos: RestListingPhoto[];
  cover_photo: RestListingPhoto | null;
  likes_count: number;
  views_count: number;
  is_liked: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  steps?: RestListingStep[];
  publish_request?: RestPublishRequest | null;
  price_history?: RestPricePoint[];
};

export type RestListingPublish = {
  id: number;
  listing_id: number;
  listing_title: string | null;
  listing_status: ListingStatus;
  via: ListingPublishVia;
  published_by: string | null;
  created_at: string;
};

/** What a saved search keeps: the search filters without paging. */
export type RestSearchFilters = Partial<Omit<ListingSearch, 'page' | 'page_size'>>;

export type RestSavedSearch = {
  id: number;
  name: string;
  filters: RestSearchFilters;
  is_alert_enabled: boolean;
  created_at: string;
  updated_at: string;
};

export type RestPublishDecision = { id: number; status: PublishRequestStatus; reason?: string };

/** Graph-side pages (codegen mappers): the REST page plus the paging the caller asked for. */
type GraphPage<Kind extends string, T> = {
  kind: Kind;
  page: number;
  pageSize: number;
  rest: RestPageOf<T>;
};
export type GraphListingPage = GraphPage<'ListingPage', RestListing>;
export type GraphSavedSearchPage = GraphPage<'SavedSearchPage', RestSavedSearch>;
export type GraphPublishRequestPage = GraphPage<'PublishRequestPage', RestPublishRequest>;
export type GraphListingPublishPage = GraphPage<'ListingPublishPage', RestListingPublish>;
export type GraphDeleteResult = { deletedId: number };
export type GraphBoundingBox = [number, number, number, number];
