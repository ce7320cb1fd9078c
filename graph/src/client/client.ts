import { ApolloClient } from '@apollo/client';
import type { TypePolicies } from '@apollo/client/cache';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { createAuthLink } from './auth-link.js';
import { createGraphCache } from './cache.js';
import { createErrorLink, type ErrorReport } from './error-link.js';
import { createFreshQueryLink } from './fresh-query-link.js';
import { createPersistedDocumentsLink } from './persisted-link.js';
import { createRetryLink } from './retry-link.js';
import { createRefresher, type Refresher, type SessionMode, type TokenStore } from './session.js';

/**
 * Either the link makes its refresher (and is told when the session could not be refreshed), or
 * it is handed one to share (SPEC 7: one refresh for every caller): the web makes its refresher
 * before Apollo is loaded, for its plain-fetch pages, uploads and the session restore.
 */
type RefreshOptions =
  | {
      /** The session could not be refreshed: show the sign-in screen. */
      onSignOut: () => void;
      refresher?: undefined;
    }
  | { refresher: Refresher; onSignOut?: undefined };

export type GraphClientOptions = RefreshOptions & {
  /** e.g. https://leiga.is/graphql (web: same origin, '/graphql'). */
  uri: string;
  tokens: TokenStore;
  /** COOKIE on the web, TOKEN on mobile. */
  sessionMode: SessionMode;
  onError?: (report: ErrorReport) => void;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Extra headers on every request, e.g. the app version. */
  headers?: Record<string, string>;
  /** Send codegen's hashes instead of document text (default true). */
  usePersistedDocuments?: boolean;
  /** Delay before the one retry of a query (ms). */
  retryDelayMs?: number;
  typePolicies?: TypePolicies;
  /** Links before the HTTP link, e.g. a graphql-ws split for subscriptions. */
  terminatingLink?: ApolloLink;
};

export type GraphLinkParts = { link: ApolloLink; refresher: Refresher };

/**
 * The link chain: errors -> auth (refresh once) -> fresh queries (asked again when a mutation
 * answered meanwhile) -> retry (queries once) -> hashes -> HTTP.
 */
export function createGraphLink(options: GraphClientOptions): GraphLinkParts {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const refresher =
    options.refresher ??
    createRefresher({
      uri: options.uri,
      mode: options.sessionMode,
      tokens: options.tokens,
      fetch: fetchImpl,
      onSignOut: options.onSignOut,
      headers: options.headers,
    });
  const http =
    options.terminatingLink ??
    new HttpLink({
      uri: options.uri,
      fetch: fetchImpl,
      headers: options.headers,
      // The refresh cookie is path-scoped to /graphql; it must travel with every request.
      credentials: 'include',
    });
  const links: ApolloLink[] = [
    ...(options.onError ? [createErrorLink(options.onError)] : []),
    createAuthLink({ tokens: options.tokens, refresher, mode: options.sessionMode }),
    createFreshQueryLink(),
    createRetryLink(options.retryDelayMs),
    ...(options.usePersistedDocuments === false ? [] : [createPersistedDocumentsLink()]),
    http,
  ];
  return { link: ApolloLink.from(links), refresher };
}

export function createGraphClient(options: GraphClientOptions): ApolloClient {
  const { link } = createGraphLink(options);
  return new ApolloClient({ link, cache: createGraphCache(options.typePolicies) });
}
