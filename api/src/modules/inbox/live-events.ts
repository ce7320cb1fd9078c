import type { AppContext } from '../../context.js';

/**
 * What live subscribers hear. Topics: `conversation:<id>` (its new messages) and `user:<id>` (a
 * conversation of theirs changed: a message, a read marker; a notification was made for them).
 */
export type LiveEvent =
  | { type: 'message.created'; conversationId: number; messageId: number }
  /** `eventId`: the outbox event behind it, so the graph reads the conversation once per event. */
  | { type: 'conversation.updated'; conversationId: number; eventId: number }
  | { type: 'notification.created'; notificationId: number };

/**
 * The publishing half of the graph's PubSub. In one process (server/) the api and the graph share
 * one in-memory bus; across processes a Redis implementation of the same interface replaces it, and
 * since the outbox dispatcher of whichever process claims an event publishes it, a subscriber on any
 * process hears it. Delivery is at least once (an event is re-delivered when a process dies before
 * marking it), so subscribers treat a message id they already have as a no-op.
 */
export type LiveEventPublisher = {
  publish(topic: string, event: LiveEvent): Promise<void>;
};

export const conversationTopic = (conversationId: number) => `conversation:${conversationId}`;
export const userTopic = (userId: number) => `user:${userId}`;

function readIds(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

/** Hands committed inbox events from the outbox to the live bus. */
export function registerInboxLiveDelivery(ctx: AppContext, live: LiveEventPublisher): void {
  ctx.events.on('message.created', async (payload, event) => {
    const conversationId = Number(payload.conversation_id);
    const messageId = Number(payload.message_id);
    await live.publish(conversationTopic(conversationId), {
      type: 'message.created',
      conversationId,
      messageId,
    });
    for (const userId of readIds(payload.participant_ids))
      await live.publish(userTopic(userId), {
        type: 'conversation.updated',
        conversationId,
        eventId: event.id,
      });
  });
  ctx.events.on('conversation.read', async (payload, event) => {
    const conversationId = Number(payload.conversation_id);
    await live.publish(userTopic(Number(payload.user_id)), {
      type: 'conversation.updated',
      conversationId,
      eventId: event.id,
    });
  });
}
