import { ApolloClient } from '@apollo/client';
import { createGraphCache, createGraphLink } from '@leiga/graph/client';
import { getAccessToken, setAccessToken } from './tokens';

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
