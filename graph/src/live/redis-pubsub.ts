import type { Redis } from 'ioredis';
import type { LiveEvent, LiveListener, PubSub } from './pubsub.js';

export type RedisPubSubOptions = {
  /** Sends PUBLISH; an ordinary connection, may be shared with other commands. */
  publisher: Redis;
  /** Enters subscriber mode, so it is this bus's alone: one per process, for every topic. */
  subscriber: Redis;
  /** Prepended to every channel, so deployments sharing a server do not hear each other. */
  prefix: string;
  /** Told of a SUBSCRIBE or UNSUBSCRIBE that failed, or of a message that is not an event. */
  onError?: (error: unknown) => void;
};

/**
 * The live bus across processes: publish is a PUBLISH on `<prefix><topic>`; one subscriber
 * connection per process carries every topic its clients listen to, SUBSCRIBEd with the first
 * listener and UNSUBSCRIBEd with the last. ioredis re-subscribes by itself after a reconnect.
 *
 * Redis pub/sub is fire-and-forget: a process that is not subscribed at the moment of PUBLISH
 * does not hear it. That is the same promise graphql-ws subscriptions make (events from the time
 * you listen); what must not be lost lives in the database, and the outbox retries a PUBLISH that
 * failed.
 */
export class RedisPubSub implements PubSub {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(private readonly options: RedisPubSubOptions) {
    options.subscriber.on('message', (channel: string, message: string) =>
      this.deliver(channel, message),
    );
  }

  async publish(topic: string, event: LiveEvent): Promise<void> {
    await this.options.publisher.publish(this.channelOf(topic), JSON.stringify(event));
  }

  subscribe(topic: string, listener: LiveListener): () => void {
    const existing = this.listeners.get(topic);
    const set = existing ?? new Set<LiveListener>();
    set.add(listener);
    if (!existing) {
      this.listeners.set(topic, set);
      this.track(topic, this.options.subscriber.subscribe(this.channelOf(topic)));
    }
    return () => {
      if (!set.delete(listener) || set.size > 0 || this.listeners.get(topic) !== set) return;
      this.listeners.delete(topic);
      this.track(topic, this.options.subscriber.unsubscribe(this.channelOf(topic)));
    };
  }

  /** Resolves once the last SUBSCRIBE or UNSUBSCRIBE of a topic has been answered by Redis. */
  async settled(topic: string): Promise<void> {
    await this.pending.get(topic);
  }

  /** Listeners on a topic in this process (tests check that closing leaves none behind). */
  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  private track(topic: string, command: Promise<unknown>): void {
    const done = command.catch((error: unknown) => this.options.onError?.(error));
    this.pending.set(topic, done);
    void done.then(() => {
      if (this.pending.get(topic) === done) this.pending.delete(topic);
    });
  }

  private channelOf(topic: string): string {
    return `${this.options.prefix}${topic}`;
  }

  private deliver(channel: string, message: string): void {
    if (!channel.startsWith(this.options.prefix)) return;
    const set = this.listeners.get(channel.slice(this.options.prefix.length));
    if (!set) return;
    const event = parseLiveEvent(message);
    if (!event) {
      this.options.onError?.(new Error(`Not a live event on ${channel}`));
      return;
    }
    // A copy: a listener that unsubscribes while being called does not skip its neighbour.
    for (const listener of [...set]) listener(event);
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value);

/**
 * An event off the wire, checked: anyone who can reach the Redis server can PUBLISH, so only
 * the known shapes with integer ids pass (resolvers then read the thing itself with the
 * subscriber's token).
 */
export function parseLiveEvent(message: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  switch (record['type']) {
    case 'message.created':
      return isId(record['conversationId']) && isId(record['messageId'])
        ? {
            type: 'message.created',
            conversationId: record['conversationId'],
            messageId: record['messageId'],
          }
        : null;
    case 'conversation.updated':
      return isId(record['conversationId']) && isId(record['eventId'])
        ? {
            type: 'conversation.updated',
            conversationId: record['conversationId'],
            eventId: record['eventId'],
          }
        : null;
    case 'notification.created':
      return isId(record['notificationId'])
        ? { type: 'notification.created', notificationId: record['notificationId'] }
        : null;
    default:
      return null;
  }
}
