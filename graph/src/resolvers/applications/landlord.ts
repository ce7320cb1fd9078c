import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import type { LandlordAction } from '../../rest/applications.js';
import { toRestId } from '../ids.js';
import { withFieldPrefix } from './inputs.js';

type LandlordMutations = Pick<
  MutationResolvers,
  | 'acceptApplication'
  | 'denyApplication'
  | 'undoDenyApplication'
  | 'rejectApplications'
  | 'setApplicationConsidered'
  | 'markApplicationRead'
  | 'markApplicationUnread'
>;

/** A change without a body: one REST call that answers with the application. */
function action(name: LandlordAction): LandlordMutations['markApplicationRead'] {
  return (_root, { input }, { dataSources }) =>
    dataSources.applications.act(toRestId(input.id), name);
}

const optional = (text: string | null | undefined) => text?.trim() || undefined;

/** The landlord's decisions; each answers with every application it changed. */
export const LandlordApplicationMutation: LandlordMutations = {
  /**
   * Accepting changes the listing's other applications too (denied, or told and kept pending),
   * so the answer re-reads them: two REST calls, and the client's cache is right at once.
   */
  acceptApplication: async (_root, { input }, { dataSources }) => {
    const application = await dataSources.applications.accept(toRestId(input.id), {
      deny_others: input.denyOthers ?? false,
      ...(optional(input.message) ? { message: optional(input.message) } : {}),
    });
    const all = await dataSources.applications.listForListing(application.listing_id);
    return { application, others: all.filter((a) => a.id !== application.id) };
  },

  denyApplication: (_root, { input }, { dataSources }) =>
    dataSources.applications.deny(toRestId(input.id), optional(input.message)),

  undoDenyApplication: action('undo-deny'),
  markApplicationRead: action('read'),
  markApplicationUnread: action('unread'),

  setApplicationConsidered: (_root, { input }, { dataSources }) =>
    dataSources.applications.setConsidered(toRestId(input.id), input.isConsidered),

  rejectApplications: (_root, { input }, { dataSources }) => {
    const ids = input.ids.map((id) => toRestId(id, 'ids'));
    return withFieldPrefix(
      dataSources.applications.rejectMany(ids, optional(input.message)),
      'rentalApplicationIds',
      'ids',
    );
  },
};
