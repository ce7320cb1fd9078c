import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { badUserInput } from '../../errors.js';
import { toRestId } from '../ids.js';

type LinkMutations = Pick<
  MutationResolvers,
  | 'connectConversationListings'
  | 'connectConversationContracts'
  | 'createContractFromConversation'
  | 'openApplicationConversation'
>;

/** The graph checks each id; how many may be connected is the api's rule (its field errors pass on). */
function toRestIds(ids: readonly string[], field: string, requiredKey: string): number[] {
  if (ids.length === 0) throw badUserInput(field, requiredKey);
  return ids.map((id, index) => toRestId(id, `${field}.${index}`));
}

export const ConversationLinksMutation: LinkMutations = {
  connectConversationListings: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.conversationId, 'conversationId');
    await dataSources.conversationLinks.connectListings(
      id,
      toRestIds(input.listingIds, 'listingIds', 'inbox-links.errors.listings_required'),
    );
    return dataSources.inbox.getConversation(id);
  },

  connectConversationContracts: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.conversationId, 'conversationId');
    await dataSources.conversationLinks.connectContracts(
      id,
      toRestIds(input.contractIds, 'contractIds', 'inbox-links.errors.contracts_required'),
    );
    return dataSources.inbox.getConversation(id);
  },

  createContractFromConversation: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.conversationId, 'conversationId');
    const contractId = await dataSources.conversationLinks.createContract(id);
    return { contract_id: contractId, conversation: await dataSources.inbox.getConversation(id) };
  },

  openApplicationConversation: (_root, { input }, { dataSources }) =>
    dataSources.conversationLinks.openApplicationConversation(
      toRestId(input.applicationId, 'applicationId'),
    ),
};
