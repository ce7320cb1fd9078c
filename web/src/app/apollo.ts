import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import {
  createGraphCache,
  createGraphLink,
  createSubscriptionClient,
  withSubscriptions,
} from '@leiga/graph/client';
import { sessionRefresher, tokenStore } from '../lib/session-tokens';

export type ApolloGraph = { client: ApolloClient; ApolloProvider: typeof ApolloProvider };

/**
 * Apollo Client from the graph's client kit: bearer token from memory, one shared refresh through
 * the httpOnly cookie and one retry on UNAUTHENTICATED, queries retried once on transient
 * statuses, codegen's hashes instead of document text (trusted documents); subscriptions over
 * graphql-ws. The kit's refresher
 * is also the one uploads and the session restore use (SPEC 7: one refresh for everyone).
 */
export function createApolloClient(): ApolloClient {
  const { link } = createGraphLink({
    uri: '/graphql',
    sessionMode: 'COOKIE',
    tokens: tokenStore,
    refresher: sessionRefresher,
  });
  // Subscriptions (the inbox) ride graphql-ws on the same origin and path.
  const socket = createSubscriptionClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    tokens: tokenStore,
    refresher: sessionRefresher,
  });
  return new ApolloClient({
    link: withSubscriptions(link, socket),
    cache: createGraphCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** The client and its provider, loaded together by app/graph.ts. */
export function createApolloGraph(): ApolloGraph {
  return { client: createApolloClient(), ApolloProvider };
}
