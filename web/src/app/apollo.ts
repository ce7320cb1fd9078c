import { ApolloClient } from '@apollo/client';
import { createGraphCache, createGraphLink } from '@leiga/graph/client';
import { setRefresher, tokenStore } from '../lib/session-tokens';

/**
 * Apollo Client from the graph's client kit: bearer token from memory, one shared refresh through
 * the httpOnly cookie and one retry on UNAUTHENTICATED, queries retried once on transient
 * statuses, codegen's hashes instead of document text (trusted documents). The kit's refresher
 * is also the one uploads and the session restore use (SPEC 7: one refresh for everyone).
 */
export function createApolloClient(onSignedOut: () => void): ApolloClient {
  const { link, refresher } = createGraphLink({
    uri: '/graphql',
    sessionMode: 'COOKIE',
    tokens: tokenStore,
    onSignOut: onSignedOut,
  });
  setRefresher(refresher);
  return new ApolloClient({
    link,
    cache: createGraphCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
