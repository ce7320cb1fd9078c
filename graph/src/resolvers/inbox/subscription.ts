import type { SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import { conversationTopic, listen } from '../../live/pubsub.js';
import { sharedReadsOf } from '../../live/shared-reads.js';
import { listenToViewerEvents } from '../../live/viewer-events.js';
import { unauthenticated } from '../../errors.js';
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
      const me = await dataSources.accounts.getMe();
      if (!me) throw unauthenticated();
      const reads = sharedReadsOf(live);
      // The page ending at this message starts with it: one REST call, the caller's rights,
      // shared by the caller's sockets in this process.
      const readMessage = (messageId: number) =>
        reads.read(`message:${messageId}:user:${me.id}`, () =>
          dataSources.inbox.listMessages(id, 1, messageId + 1),
        );
      const events = listen(live, conversationTopic(id));
      try {
        for await (const event of events) {
          if (event.type !== 'message.created' || event.conversationId !== id) continue;
          const message = (await readMessage(event.messageId)).results[0];
          if (message?.id === event.messageId) yield { messageAdded: message };
        }
      } finally {
        await events.return?.();
      }
    },
  },

  conversationUpdated: {
    subscribe: (_root, _args, context): AsyncGenerator<{ conversationUpdated: RestConversation }> =>
      listenToViewerEvents(
        context,
        'conversation.updated',
        (event) => `conversation:${event.conversationId}:event:${event.eventId}`,
        async (event) => ({
          conversationUpdated: await context.dataSources.inbox.getConversation(
            event.conversationId,
          ),
        }),
      ),
  },
};
