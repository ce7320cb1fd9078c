import { CONVERSATIONS_PAGE_SIZE } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { orNull } from '../base.js';

type InboxQueries = Pick<QueryResolvers, 'conversations' | 'conversation' | 'inboxUnreadCount'>;

export const InboxQuery: InboxQueries = {
  conversations: async (_root, { search, order, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, CONVERSATIONS_PAGE_SIZE);
    const rest = await dataSources.inbox.listConversations({ search, order, ...paging });
    return { kind: 'ConversationPage' as const, ...paging, rest };
  },

  conversation: (_root, { id }, { dataSources }) =>
    orNull(dataSources.inbox.getConversation(toRestId(id))),

  inboxUnreadCount: (_root, _args, { dataSources }) => dataSources.inbox.getUnreadCount(),
};
