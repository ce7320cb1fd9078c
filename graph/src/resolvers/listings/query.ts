import { PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers, UserResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';
import { underInputField, toSearchFilters } from './inputs.js';
import { toGraphPage, toListingPaging } from './paging.js';
import { needsFullListings } from './selection.js';

type ListingsQueries = Pick<
  QueryResolvers,
  | 'listings'
  | 'listing'
  | 'likedListings'
  | 'myListings'
  | 'userListings'
  | 'savedSearches'
  | 'addressLookup'
>;

export const ListingsQuery: ListingsQueries = {
  listings: async (_root, { filter, page, pageSize }, { dataSources }, info) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.listings);
    // A results page reads cards (no photos but the cover, no description): half the bytes.
    const view = needsFullListings(info) ? 'full' : 'card';
    const call = dataSources.listings.searchListings(toSearchFilters(filter), paging, view);
    return toGraphPage('ListingPage', paging, await underInputField('filter', call));
  },

  listing: (_root, { id }, { dataSources }) => dataSources.listings.details.load(toRestId(id)),

  likedListings: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.likedListings);
    return toGraphPage('ListingPage', paging, await dataSources.listings.listLikedListings(paging));
  },

  myListings: async (_root, { status, page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.listings);
    const rest = await dataSources.listings.listMyListings(status ?? undefined, paging);
    return toGraphPage('ListingPage', paging, rest);
  },

  userListings: async (_root, { userId, status, page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.listings);
    const id = toRestId(userId, 'userId');
    const rest = await dataSources.listings.listUserListings(id, status ?? undefined, paging);
    return toGraphPage('ListingPage', paging, rest);
  },

  savedSearches: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.default);
    const rest = await dataSources.listings.listSavedSearches(paging);
    return toGraphPage('SavedSearchPage', paging, rest);
  },

  addressLookup: async (_root, { input }, { dataSources }) => {
    const call = dataSources.listings.lookupAddress({
      street: input.street,
      house_number: input.houseNumber,
      postal_code: input.postalCode,
    });
    const match = await underInputField('input', call);
    if (!match) return null;
    return {
      lat: match.lat,
      lng: match.lng,
      precision: match.precision === 'address' ? 'ADDRESS' : 'POSTAL_CODE',
      street: match.street,
      houseNumber: match.house_number,
      postalCode: match.postal_code,
    };
  },
};

/** `User.listings`: one REST call per user asked for, so keep it to one user per operation. */
export const ListingsUser: Pick<UserResolvers, 'listings'> = {
  listings: async (user, { status, page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.listings);
    const rest = await dataSources.listings.listUserListings(user.id, status ?? undefined, paging);
    return toGraphPage('ListingPage', paging, rest);
  },
};
