/**
 * REST response shapes of the rental-applications domain, declared once (codegen maps GraphQL
 * types onto them). The value vocabularies come from @leiga/domain where the domain has them.
 */
import { APPLICATION_ORDERS, APPLICATION_STATUSES } from '@leiga/domain';
import type { ListingStatus } from './listings-types.js';
import type { RestProfileCard, RestProfileView } from './profiles-types.js';
import type { RestPageOf } from './types.js';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

/** A GraphQL enum's SCREAMING_CASE names onto the REST values. */
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

/** Enum resolvers and codegen `enumValues` (see codegen.ts): one object per GraphQL enum. */
export const RentalApplicationStatus = enumOf(APPLICATION_STATUSES);
export type RentalApplicationStatus = ValueOf<typeof RentalApplicationStatus>;
/** The lists' `type` filter, as the api's query names it. */
export const RentalApplicationType = enumOf([
  'all',
  'active',
  'pending',
  'accepted',
  'denied',
  'cancelled',
  'considered',
  'unread',
]);
export type RentalApplicationType = ValueOf<typeof RentalApplicationType>;
export const RentalApplicationOrder = enumOf(APPLICATION_ORDERS);
export type RentalApplicationOrder = ValueOf<typeof RentalApplicationOrder>;

export type RestAnswer = { question_id: string; answer: string };

export type RestApplicationListing = {
  id: number;
  title: string | null;
  street: string | null;
  house_number: string | null;
  postal_code: string | null;
  municipality: string | null;
  price: number | null;
  currency: string;
  status: ListingStatus;
  owner_id: number;
  cover_photo: { key: string; placeholder: string } | null;
  questions: { id: string; text: string; required: boolean }[];
};

export type RestApplicationTenant = {
  id: number;
  full_name: string;
  profile_username: string | null;
};

export type RestApplication = {
  id: number;
  status: RentalApplicationStatus;
  active: boolean;
  is_considered: boolean;
  is_read_by_landlord: boolean;
  message: string | null;
  answers: RestAnswer[];
  deny_message: string | null;
  accepted_at: string | null;
  denied_at: string | null;
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
  listing_id: number;
  listing: RestApplicationListing;
  tenant: RestApplicationTenant;
  corenters: RestProfileCard[];
  /** Detail reads and the landlord's list only (absent elsewhere). */
  applicant_profile?: RestProfileView | null;
};

export type RestTenantInsights = {
  applications: number;
  pending: number;
  accepted: number;
  denied: number;
  cancelled: number;
  response_rate: number | null;
  avg_response_hours: number | null;
};

export type RestListingInsights = {
  listing_id: number;
  title: string | null;
  status: ListingStatus;
  applications: number;
  pending: number;
  accepted: number;
  denied: number;
  unread: number;
  avg_response_hours: number | null;
};

export type RestLandlordInsights = {
  applications: number;
  unread: number;
  acceptance_rate: number | null;
  avg_response_hours: number | null;
  listings: RestListingInsights[];
};

/** The list filters as the api's query names them (empty values left out). */
export type RestApplicationFilter = {
  listing_address?: string;
  type?: RentalApplicationType;
  order_by?: RentalApplicationOrder;
  listing_id?: number;
};

/** Graph-side shapes (codegen mappers): the REST page plus the paging the caller asked for. */
export type GraphRentalApplicationPage = {
  kind: 'RentalApplicationPage';
  page: number;
  pageSize: number;
  rest: RestPageOf<RestApplication>;
};
export type GraphAcceptApplicationPayload = {
  application: RestApplication;
  others: RestApplication[];
};
