import type { ApolloClient } from '@apollo/client';
import {
  appendPagesPolicy,
  createGraphClient,
  typePolicies,
  type TokenStore,
} from '@leiga/graph/client';
import { GRAPH_URL } from '../config';

export type AppClientOptions = {
  tokens: Required<TokenStore>;
  /** The session could not be refreshed (the kit's shared refresher gave up). */
  onSignOut: () => void;
  uri?: string;
  /** Tests against a real server pass undici's fetch. */
  fetch?: typeof fetch;
};

/**
 * The contract and guarantee lists grow as they scroll: their pages are appended (per search for
 * contracts), where the web switches pages.
 */
const MOBILE_TYPE_POLICIES = {
  Query: {
    ...typePolicies.Query,
    fields: {
      ...typePolicies.Query?.fields,
      contracts: appendPagesPolicy(['filter']),
      myRentalGuarantees: appendPagesPolicy([]),
      landlordRentalGuarantees: appendPagesPolicy([]),
    },
  },
};

/** The graph client kit in TOKEN mode: the refresh token travels in the body, not a cookie. */
export function createAppClient(options: AppClientOptions): ApolloClient {
  return createGraphClient({
    uri: options.uri ?? GRAPH_URL,
    tokens: options.tokens,
    sessionMode: 'TOKEN',
    onSignOut: options.onSignOut,
    fetch: options.fetch,
    typePolicies: MOBILE_TYPE_POLICIES,
  });
}
