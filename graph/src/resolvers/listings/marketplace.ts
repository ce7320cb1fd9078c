import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

type MarketplaceMutations = Pick<
  MutationResolvers,
  | 'reorderListingPhotos'
  | 'setListingCover'
  | 'deleteListingPhoto'
  | 'likeListing'
  | 'unlikeListing'
>;

/**
 * Photos and likes. Their REST answers are partial (photos, `is_liked`), and a change touches
 * the whole listing (positions, cover, like count), so each answers with the listing re-read:
 * two REST calls.
 */
export const MarketplaceMutation: MarketplaceMutations = {
  reorderListingPhotos: async (_root, { input }, { dataSources }) => {
    const listingId = toRestId(input.listingId, 'listingId');
    const ids = input.photoIds.map((id) => toRestId(id, 'photoIds'));
    await dataSources.listings.reorderPhotos(listingId, ids);
    return dataSources.listings.listings.load(listingId);
  },

  setListingCover: async (_root, { input }, { dataSources }) => {
    const listingId = toRestId(input.listingId, 'listingId');
    await dataSources.listings.setCoverPhoto(listingId, toRestId(input.photoId, 'photoId'));
    return dataSources.listings.listings.load(listingId);
  },

  deleteListingPhoto: async (_root, { input }, { dataSources }) => {
    const listingId = toRestId(input.listingId, 'listingId');
    await dataSources.listings.deletePhoto(listingId, toRestId(input.photoId, 'photoId'));
    return dataSources.listings.listings.load(listingId);
  },

  likeListing: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    await dataSources.listings.setLiked(id, true);
    return dataSources.listings.listings.load(id);
  },

  unlikeListing: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    await dataSources.listings.setLiked(id, false);
    return dataSources.listings.listings.load(id);
  },
};
