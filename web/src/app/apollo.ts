import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createGraphCache, createGraphLink } from '@leiga/graph/client';
import { getAccessToken, setAccessToken } from './tokens';

export type ApolloGraph = { client: ApolloClient; ApolloProvider: typeof ApolloProvider };

/**
 * Apollo Client from the graph's client kit: bearer token from memory, one shared refresh through
 * the httpOnly cookie and one retry on UNAUTHENTICATED, queries retried once on transient
 * statuses, codegen's hashes instead of document text (trusted documents).
 */
export function createApolloClient(onSignedOut: () => void): ApolloClient {
  const { link } = createGraphLink({
    uri: '/graphql',
    sessionMode: 'COOKIE',
    tokens: { getAccessToken, setAccessToken },
    onSignOut: onSignedOut,
  });
  return new ApolloClient({
    link,
    cache: createGraphCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** The client and its provider, loaded together by app/graph.ts. */
export function createApolloGraph(onSignedOut: () => void): ApolloGraph {
  return { client: createApolloClient(onSignedOut), ApolloProvider };
}
