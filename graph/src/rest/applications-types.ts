/**
 * REST response shapes of the rental-applications domain, inferred from the api's response
 * schemas (codegen maps GraphQL types onto them); the enums' values come from @leiga/domain.
 */
import { APPLICATION_ORDERS, APPLICATION_STATUSES } from '@leiga/domain';
import type {
  RestApplication,
  RestApplicationListing,
  RestLandlordInsights,
  RestListingInsights,
  RestTenantInsights,
} from '@leiga/api/contract';
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

export type {
  RestApplication,
  RestApplicationListing,
  RestLandlordInsights,
  RestListingInsights,
  RestTenantInsights,
};
export type RestAnswer = RestApplication['answers'][number];
export type RestApplicationTenant = RestApplication['tenant'];

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
