import type { GraphContext } from '../context.js';
import { unauthenticated } from '../errors.js';
import { listen, userTopic, type LiveEvent } from './pubsub.js';
import { sharedReadsOf } from './shared-reads.js';

type LiveEventOf<T extends LiveEvent['type']> = Extract<LiveEvent, { type: T }>;

/**
 * The signed-in viewer's events of one type, each read again by `read` (through the REST api
 * with the viewer's own token, so an event says only "look again"). The viewer is who the token
 * says, never an argument, so nobody listens on another's topic. `keyOf` names the event: the
 * viewer's sockets in this process share one read of it. Stops listening when the client
 * unsubscribes or the socket closes.
 */
export async function* listenToViewerEvents<T extends LiveEvent['type'], R>(
  { dataSources, live }: Pick<GraphContext, 'dataSources' | 'live'>,
  type: T,
  keyOf: (event: LiveEventOf<T>) => string,
  read: (event: LiveEventOf<T>) => Promise<R>,
): AsyncGenerator<R> {
  const me = await dataSources.accounts.getMe();
  if (!me) throw unauthenticated();
  const reads = sharedReadsOf(live);
  const events = listen(live, userTopic(me.id));
  const isWanted = (event: LiveEvent): event is LiveEventOf<T> => event.type === type;
  try {
    for await (const event of events) {
      if (isWanted(event))
        yield await reads.read(`${keyOf(event)}:user:${me.id}`, () => read(event));
    }
  } finally {
    await events.return?.();
  }
}
