import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

type InboxMutations = Pick<
  MutationResolvers,
  'sendMessage' | 'markConversationRead' | 'startListingConversation' | 'openContractConversation'
>;

/** The api checks the text (domain's messageTextSchema) and answers field errors the graph passes on. */
export const InboxMutation: InboxMutations = {
  sendMessage: (_root, { conversationId, message, clientKey }, { dataSources }) =>
    dataSources.inbox.sendMessage(toRestId(conversationId, 'conversationId'), message, clientKey),

  markConversationRead: (_root, { conversationId, messageId }, { dataSources }) =>
    dataSources.inbox.markRead(
      toRestId(conversationId, 'conversationId'),
      messageId == null ? undefined : toRestId(messageId, 'messageId'),
    ),

  startListingConversation: (_root, { listingId, message }, { dataSources }) =>
    dataSources.inbox.askAboutListing(toRestId(listingId, 'listingId'), message),

  openContractConversation: (_root, { contractId }, { dataSources }) =>
    dataSources.inbox.openContractConversation(toRestId(contractId, 'contractId')),
};
