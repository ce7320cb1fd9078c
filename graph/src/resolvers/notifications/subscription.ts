import type { SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import { listenToViewerEvents } from '../../live/viewer-events.js';
import type { RestNotification } from '../../rest/notifications-types.js';

type NotificationSubscriptions = Pick<SubscriptionResolvers, 'notificationAdded'>;

/**
 * The bus only says that a notification was made on the subscriber's topic; it is read again
 * through the REST api with the subscriber's token, so nobody hears of another's notification.
 * A redelivered event yields the same notification again; the client keys it by id.
 */
export const NotificationsSubscription: NotificationSubscriptions = {
  notificationAdded: {
    subscribe: (_root, _args, context): AsyncGenerator<{ notificationAdded: RestNotification }> =>
      listenToViewerEvents(
        context,
        'notification.created',
        (event) => `notification:${event.notificationId}`,
        async (event) => ({
          notificationAdded: await context.dataSources.notifications.getNotification(
            event.notificationId,
          ),
        }),
      ),
  },
};
