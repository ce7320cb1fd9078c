import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import type { ListingTransition } from '../../rest/listings.js';
import { toRestId } from '../ids.js';
import { toListingBody, underInputField } from './inputs.js';

type WizardMutations = Pick<
  MutationResolvers,
  | 'createListing'
  | 'updateListing'
  | 'deleteListing'
  | 'submitListing'
  | 'pauseListing'
  | 'resumeListing'
  | 'markListingRented'
  | 'archiveListing'
  | 'relistListing'
>;

/** A status change: one REST call that answers with the changed listing. */
function transition(name: ListingTransition): WizardMutations['pauseListing'] {
  return (_root, { input }, { dataSources }) =>
    dataSources.listings.transitionListing(toRestId(input.id), name);
}

/** The creation wizard and the listing's life: each answer is the listing as it is now. */
export const WizardMutation: WizardMutations = {
  createListing: (_root, { input }, { dataSources }) =>
    underInputField('fields', dataSources.listings.createListing(toListingBody(input.fields))),

  updateListing: (_root, { input }, { dataSources }) => {
    const call = dataSources.listings.updateListing(
      toRestId(input.id),
      toListingBody(input.fields),
    );
    return underInputField('fields', call);
  },

  deleteListing: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    await dataSources.listings.deleteListing(id);
    return { deletedId: id };
  },

  submitListing: (_root, { input }, { dataSources }) =>
    dataSources.listings.submitListing(toRestId(input.id)),

  pauseListing: transition('pause'),
  resumeListing: transition('resume'),
  markListingRented: transition('mark-rented'),
  archiveListing: transition('archive'),
  relistListing: transition('relist'),
};
