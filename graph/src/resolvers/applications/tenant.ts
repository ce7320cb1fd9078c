import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';
import { toAnswers } from './inputs.js';

type TenantMutations = Pick<
  MutationResolvers,
  'applyForListing' | 'cancelApplication' | 'updateApplicationAnswers'
>;

/** The tenant's side: each answer is the application as it is now (one REST call). */
export const TenantApplicationMutation: TenantMutations = {
  applyForListing: (_root, { input }, { dataSources }) =>
    dataSources.applications.apply({
      listing_id: toRestId(input.listingId, 'listingId'),
      ...(input.message?.trim() ? { message: input.message.trim() } : {}),
      answers: toAnswers(input.answers),
      corenter_ids: (input.corenterIds ?? []).map((id) => toRestId(id, 'corenterIds')),
    }),

  cancelApplication: (_root, { input }, { dataSources }) =>
    dataSources.applications.cancel(toRestId(input.id)),

  updateApplicationAnswers: (_root, { input }, { dataSources }) =>
    dataSources.applications.updateAnswers(toRestId(input.id), toAnswers(input.answers)),
};
