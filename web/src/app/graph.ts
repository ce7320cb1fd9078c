import type { ApolloClient } from '@apollo/client';
import type { ApolloGraph } from './apollo';

/**
 * Apollo Client is loaded only by the pages that need it (signed-in screens, forms): the public
 * pages of a first visit (landing, search, listing) read the graph with `fetchGraph` and do not
 * pay for it. The first caller loads it; every later one gets the same client.
 */
let pending: Promise<ApolloGraph> | null = null;
let loaded: ApolloGraph | null = null;

export function loadApollo(): Promise<ApolloGraph> {
  pending ??= import('./apollo').then((m) => {
    loaded = m.createApolloGraph();
    return loaded;
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

export async function getApolloClient(): Promise<ApolloClient> {
  return (await loadApollo()).client;
}

/** The client when some page already loaded it, else null (nothing to keep in sync then). */
export function getLoadedApolloClient(): ApolloClient | null {
  return loaded?.client ?? null;
}
