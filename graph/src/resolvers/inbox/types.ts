import { PAGE_SIZES } from '@leiga/domain';
import type {
  ConversationPageResolvers,
  ConversationResolvers,
  MessagePageResolvers,
  MessageResolvers,
  ConversationParticipantResolvers,
} from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

/** REST snake_case to GraphQL camelCase, one small map per type. Fields named alike need none. */

export const Conversation: ConversationResolvers = {
  applicationId: (c) => c.application_id,
  contractId: (c) => c.contract_id,
  lastMessage: (c) => c.last_message,
  lastMessageAt: (c) => c.last_message_at,
  unreadCount: (c) => c.unread_count,
  lastReadMessageId: (c) => c.last_read_message_id,
  createdAt: (c) => c.created_at,
  messages: async (c, { before, pageSize }, { dataSources }) => {
    const { pageSize: size } = toPaging(1, pageSize, PAGE_SIZES.messages);
    return dataSources.inbox.listMessages(
      c.id,
      size,
      before == null ? undefined : toRestId(before, 'before'),
    );
  },
};

export const ConversationParticipant: ConversationParticipantResolvers = {
  fullName: (p) => p.full_name,
};

export const Message: MessageResolvers = {
  conversationId: (m) => m.conversation_id,
  createdAt: (m) => m.created_at,
};

export const MessagePage: MessagePageResolvers = {
  items: (p) => p.results,
  hasOlder: (p) => p.has_older,
};

export const ConversationPage: ConversationPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};
export { ConversationOrder } from '../../rest/inbox-types.js';
