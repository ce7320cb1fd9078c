import { CONVERSATIONS_PAGE_SIZE } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

type LinkQueries = Pick<
  QueryResolvers,
  'adminConversation' | 'adminUserConversations' | 'listingConversations'
>;

export const ConversationLinksQuery: LinkQueries = {
  adminConversation: async (_root, { id }, { dataSources }) => {
    try {
      return await dataSources.conversationLinks.getAdminConversation(toRestId(id));
    } catch (error) {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
        return null;
      throw error;
    }
  },

  adminUserConversations: async (_root, { userId, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, CONVERSATIONS_PAGE_SIZE);
    const rest = await dataSources.conversationLinks.listUserConversations(
      toRestId(userId, 'userId'),
      paging,
    );
    return { kind: 'ConversationPage' as const, ...paging, rest };
  },

  listingConversations: async (_root, { listingId, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, CONVERSATIONS_PAGE_SIZE);
    const rest = await dataSources.conversationLinks.listListingConversations(
      toRestId(listingId, 'listingId'),
      paging,
    );
    return { kind: 'ConversationPage' as const, ...paging, rest };
  },
};
