import { ApolloLink } from '@apollo/client/link';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import type { Refresher, TokenStore } from './session.js';
import { isTokenExpiring } from './token-expiry.js';

export type SubscriptionLinkOptions = {
  /** ws(s)://…/graphql: the graph's path, upgraded to graphql-ws. */
  url: string;
  tokens: TokenStore;
  refresher: Refresher;
  /** A WebSocket class where the platform has none (Node tests). */
  webSocketImpl?: unknown;
};

/**
 * Subscriptions over graphql-ws. The socket opens with the first subscription and closes shortly
 * after the last; each (re)connection sends the current access token in connectionParams, after
 * one refresh when the client holds none or one about to expire. The graph closes a socket whose
 * token expires (TOKEN_EXPIRED_CLOSE); the client reconnects with a fresh token and resubscribes.
 */
export function createSubscriptionClient(options: SubscriptionLinkOptions): Client {
  return createClient({
    url: options.url,
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    lazyCloseTimeout: 3_000,
    retryAttempts: 8,
    connectionParams: async () => {
      const current = await options.tokens.getAccessToken();
      if (!current || isTokenExpiring(current)) await options.refresher.refresh();
      const token = await options.tokens.getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/**
 * Subscriptions to the socket with their full text (graph/src/ws.ts validates them like HTTP
 * operations), everything else down the HTTP chain (persisted hashes, refresh, retry).
 */
export function withSubscriptions(http: ApolloLink, client: Client): ApolloLink {
  return ApolloLink.split(isSubscription, new GraphQLWsLink(client), http);
}
