import type {
  IndexValueAuthorResolvers,
  IndexValuePageResolvers,
  IndexValueResolvers,
  IndexedRentMonthResolvers,
  IndexedRentScheduleResolvers,
  PriceEstimateResolvers,
} from '../../__generated__/resolvers-types.js';

/** The indexation types' snake_case REST fields under their GraphQL names. */
export const IndexValue: IndexValueResolvers = {
  monthKey: (v) => v.month_key,
  createdBy: (v) => v.created_by,
  createdAt: (v) => v.created_at,
  updatedAt: (v) => v.updated_at,
};

export const IndexValueAuthor: IndexValueAuthorResolvers = { fullName: (a) => a.full_name };

export const IndexValuePage: IndexValuePageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export const IndexedRentSchedule: IndexedRentScheduleResolvers = {
  isIndexed: (s) => s.is_indexed,
  baseRent: (s) => s.base_rent,
  baseMonth: (s) => s.base_month,
  baseValue: (s) => s.base_value,
};

export const IndexedRentMonth: IndexedRentMonthResolvers = {
  indexValue: (m) => m.index_value,
};

export const PriceEstimate: PriceEstimateResolvers = {
  comparedCount: (e) => e.compared_count,
};

/** Enum resolvers: SCREAMING_CASE GraphQL values onto the api's. */
export { IndexedRentMonthStatus, PriceEstimateStatus } from '../../rest/indexation-types.js';
