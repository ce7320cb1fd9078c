import type {
  ListingPageResolvers,
  ListingPublishPageResolvers,
  PublishRequestPageResolvers,
  SavedSearchPageResolvers,
} from '../../__generated__/resolvers-types.js';

/** Every page type reads the same REST page: `{ count, next, previous, results }`. */
const page = {
  count: (p: { rest: { count: number } }) => p.rest.count,
  hasNextPage: (p: { rest: { next: string | null } }) => p.rest.next !== null,
};

/** Only the search answers `count_is_capped`; other listing lists count everything. */
const isCountCapped = (rest: object): boolean =>
  'count_is_capped' in rest && rest.count_is_capped === true;

export const ListingPage: ListingPageResolvers = {
  ...page,
  countIsCapped: (p) => isCountCapped(p.rest),
  items: (p) => p.rest.results,
};
export const SavedSearchPage: SavedSearchPageResolvers = { ...page, items: (p) => p.rest.results };
export const PublishRequestPage: PublishRequestPageResolvers = {
  ...page,
  items: (p) => p.rest.results,
};
export const ListingPublishPage: ListingPublishPageResolvers = {
  ...page,
  items: (p) => p.rest.results,
};
