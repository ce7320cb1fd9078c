import type { LiveEvent } from '@leiga/api/contract';

export type { LiveEvent };
export type LiveListener = (event: LiveEvent) => void;

/**
 * The bus the graph's subscriptions listen on. The api publishes to it when its outbox delivers
 * an inbox event (after commit, at least once), and the graph resolvers subscribe per topic.
 *
 * Why this shape: in one process (server/) the api and the graph are handed the same
 * InMemoryPubSub. For many processes, a Redis implementation of this same type slots in: publish
 * is PUBLISH on the topic, subscribe a SUBSCRIBE on a shared connection. Whichever process's
 * outbox dispatcher claims an event publishes it, and every process with a subscriber on that
 * topic hears it. The graph never trusts an event's content: it only says "look again", and the
 * resolver reads the message through the REST api with the subscriber's own token.
 */
export type PubSub = {
  publish(topic: string, event: LiveEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(topic: string, listener: LiveListener): () => void;
};

/** One process's bus: listeners by topic. */
export class InMemoryPubSub implements PubSub {
  private readonly listeners = new Map<string, Set<LiveListener>>();

  async publish(topic: string, event: LiveEvent): Promise<void> {
    for (const listener of this.listeners.get(topic) ?? []) listener(event);
  }

  subscribe(topic: string, listener: LiveListener): () => void {
    const set = this.listeners.get(topic) ?? new Set<LiveListener>();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
    };
  }

  /** Listeners on a topic (tests check that a closed subscription leaves none behind). */
  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }
}

/**
 * A topic's events as an async iterator, for a subscription resolver. Events that arrive while
 * the resolver is busy wait in order; `return()` (the client unsubscribes, the socket closes)
 * stops listening.
 */
export function listen(pubsub: PubSub, topic: string): AsyncIterableIterator<LiveEvent> {
  const queue: LiveEvent[] = [];
  let wake: (() => void) | undefined;
  let isDone = false;
  const unsubscribe = pubsub.subscribe(topic, (event) => {
    queue.push(event);
    wake?.();
  });
  const finish = (): Promise<IteratorResult<LiveEvent>> => {
    isDone = true;
    unsubscribe();
    wake?.();
    return Promise.resolve({ done: true, value: undefined });
  };
  const iterator: AsyncIterableIterator<LiveEvent> = {
    async next() {
      while (!isDone && queue.length === 0)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      wake = undefined;
      const event = queue.shift();
      return isDone || !event ? { done: true, value: undefined } : { done: false, value: event };
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

export const conversationTopic = (conversationId: number) => `conversation:${conversationId}`;
export const userTopic = (userId: number) => `user:${userId}`;
