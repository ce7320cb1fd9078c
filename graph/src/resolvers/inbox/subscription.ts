import type { SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../errors.js';
import { conversationTopic, listen, userTopic } from '../../live/pubsub.js';
import type { RestConversation, RestMessage } from '../../rest/inbox-types.js';
import { toRestId } from '../ids.js';

type InboxSubscriptions = Pick<SubscriptionResolvers, 'messageAdded' | 'conversationUpdated'>;

/**
 * The bus only says that something happened; every event is read again through the REST api
 * with the subscriber's own token, so a subscriber who may not read a conversation (or no longer
 * may) learns nothing from it. The first read, before listening, refuses a forged id at once.
 */
export const InboxSubscription: InboxSubscriptions = {
  messageAdded: {
    subscribe: async function* (
      _root,
      { conversationId },
      { dataSources, live },
    ): AsyncGenerator<{ messageAdded: RestMessage }> {
      const id = toRestId(conversationId, 'conversationId');
      await dataSources.inbox.getConversation(id);
      const events = listen(live, conversationTopic(id));
      try {
        for await (const event of events) {
          if (event.type !== 'message.created') continue;
          // The page ending at this message starts with it: one REST call, the caller's rights.
          const page = await dataSources.inbox.listMessages(id, 1, event.messageId + 1);
          const message = page.results[0];
          if (message?.id === event.messageId) yield { messageAdded: message };
        }
      } finally {
        await events.return?.();
      }
    },
  },

  conversationUpdated: {
    subscribe: async function* (
      _root,
      _args,
      { dataSources, live },
    ): AsyncGenerator<{ conversationUpdated: RestConversation }> {
      const me = await dataSources.accounts.getMe();
      if (!me) throw unauthenticated();
      const events = listen(live, userTopic(me.id));
      try {
        for await (const event of events) {
          if (event.type !== 'conversation.updated') continue;
          yield {
            conversationUpdated: await dataSources.inbox.getConversation(event.conversationId),
          };
        }
      } finally {
        await events.return?.();
      }
    },
  },
};
