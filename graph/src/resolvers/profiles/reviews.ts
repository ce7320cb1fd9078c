import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';
import { underInputField } from '../listings/inputs.js';
import { toReviewBody } from './inputs.js';

/** Landlords' reviews of a tenant; each change renders the review's PDF anew in the api. */
export const ReviewMutation: Pick<
  MutationResolvers,
  'addProfileReview' | 'updateProfileReview' | 'deleteProfileReview'
> = {
  addProfileReview: (_root, { input }, { dataSources }) =>
    underInputField(
      'review',
      dataSources.profiles.addReview(input.username, toReviewBody(input.review)),
    ),
  updateProfileReview: (_root, { input }, { dataSources }) =>
    underInputField(
      'review',
      dataSources.profiles.updateReview(toRestId(input.id), toReviewBody(input.review)),
    ),
  deleteProfileReview: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    await dataSources.profiles.deleteItem('profile-reviews', id);
    return { deletedId: id };
  },
};
