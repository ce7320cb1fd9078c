import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client authenticated by connection params, as the web app connects. */
export function liveClient(wsUrl: string, token: string): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    // Connect now, not at the first subscription: a bench opens hundreds at once.
    lazy: false,
  });
}

export type LiveSubscription<T> = {
  readonly values: T[];
  readonly errors: unknown[];
  /** The next value not yet taken (waits for it). */
  next(): Promise<T>;
  stop(): void;
};

/** A subscription's values as they come, with a way to await the next one. */
export function subscribeLive<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  pick: (data: Record<string, unknown>) => T,
  onValue?: (value: T) => void,
): LiveSubscription<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  let waiters: Array<(value: T) => void> = [];
  let taken = 0;
  const stop = client.subscribe<Record<string, unknown>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (!result.data) return;
        const value = pick(result.data);
        onValue?.(value);
        values.push(value);
        const ready = waiters;
        waiters = [];
        for (const wake of ready) wake(values[taken++]!);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    values,
    errors,
    stop,
    next: () =>
      taken < values.length
        ? Promise.resolve(values[taken++]!)
        : new Promise<T>((resolve) => waiters.push(resolve)),
  };
}
