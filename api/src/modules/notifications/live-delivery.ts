import type { AppContext } from '../../context.js';
import { userTopic, type LiveEventPublisher } from '../inbox/live-events.js';

/**
 * Hands each committed `notification.created` to the live bus on its user's topic; the graph's
 * notificationAdded reads the notification again with the subscriber's own token.
 */
export function registerNotificationLiveDelivery(ctx: AppContext, live: LiveEventPublisher): void {
  ctx.events.on('notification.created', async (payload) => {
    const notificationId = Number(payload.notification_id);
    const userId = Number(payload.user_id);
    if (!Number.isInteger(notificationId) || !Number.isInteger(userId)) return;
    await live.publish(userTopic(userId), { type: 'notification.created', notificationId });
  });
}
