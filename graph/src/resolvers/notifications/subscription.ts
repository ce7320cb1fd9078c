import type { SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../errors.js';
import { listen, userTopic } from '../../live/pubsub.js';
import type { RestNotification } from '../../rest/notifications-types.js';

type NotificationSubscriptions = Pick<SubscriptionResolvers, 'notificationAdded'>;

/**
 * The bus only says that a notification was made on the subscriber's topic; it is read again
 * through the REST api with the subscriber's token, so nobody hears of another's notification.
 * A redelivered event yields the same notification again; the client keys it by id.
 */
export const NotificationsSubscription: NotificationSubscriptions = {
  notificationAdded: {
    subscribe: async function* (
      _root,
      _args,
      { dataSources, live },
    ): AsyncGenerator<{ notificationAdded: RestNotification }> {
      const me = await dataSources.accounts.getMe();
      if (!me) throw unauthenticated();
      const events = listen(live, userTopic(me.id));
      try {
        for await (const event of events) {
          if (event.type !== 'notification.created') continue;
          yield {
            notificationAdded: await dataSources.notifications.getNotification(
              event.notificationId,
            ),
          };
        }
      } finally {
        await events.return?.();
      }
    },
  },
};
