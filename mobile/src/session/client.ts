import { ApolloClient } from '@apollo/client';
import {
  appendPagesPolicy,
  createGraphCache,
  createGraphLink,
  createSubscriptionClient,
  typePolicies,
  withSubscriptions,
  type Refresher,
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
  /** A WebSocket class where the platform has none (jest on Node 20 passes `ws`). */
  webSocketImpl?: unknown;
};

export type AppClient = {
  client: ApolloClient;
  /** Closes the subscription socket at once, e.g. on sign-out, so no socket keeps the old token. */
  closeSubscriptions: () => void;
  /** The graph link's shared refresher: REST uploads refresh through it too (one refresh). */
  refresher: Refresher;
};

/**
 * The contract and guarantee lists and the inbox grow as they scroll: their pages are appended
 * (per search for contracts), where the web switches pages.
 */
const MOBILE_TYPE_POLICIES = {
  Query: {
    ...typePolicies.Query,
    fields: {
      ...typePolicies.Query?.fields,
      contracts: appendPagesPolicy(['filter']),
      myRentalGuarantees: appendPagesPolicy([]),
      landlordRentalGuarantees: appendPagesPolicy([]),
      conversations: appendPagesPolicy(['search', 'order']),
      myInspectionReports: appendPagesPolicy([]),
      // The unread count asks for page 1 of size 1: a list of its own, not a page of this one.
      myNotifications: appendPagesPolicy(['pageSize']),
      // A report's signing page (no id of its own) is read by the signing section and by the
      // attendance and addenda, each asking for other fields: their answers are merged.
      inspectionESignature: { merge: true },
    },
  },
  // A report's keys and meters are replaced whole by each answer (rows come and go).
  InspectionReport: {
    fields: { keyTransactions: { merge: false }, meterReadings: { merge: false } },
  },
};

/** The graph's socket address: the same host and path, upgraded (http -> ws, https -> wss). */
export function socketUrl(graphUrl: string): string {
  return graphUrl.replace(/^http/, 'ws');
}

/**
 * The graph client kit in TOKEN mode (the refresh token travels in the body, not a cookie), with
 * subscriptions over graphql-ws where a WebSocket exists: the static web export renders in Node,
 * which has none, and needs no live messages.
 */
export function createAppClient(options: AppClientOptions): AppClient {
  const uri = options.uri ?? GRAPH_URL;
  const { link, refresher } = createGraphLink({
    uri,
    tokens: options.tokens,
    sessionMode: 'TOKEN',
    onSignOut: options.onSignOut,
    fetch: options.fetch,
  });
  const webSocketImpl =
    options.webSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
  const socket = webSocketImpl
    ? createSubscriptionClient({
        url: socketUrl(uri),
        tokens: options.tokens,
        refresher,
        webSocketImpl,
      })
    : null;
  const client = new ApolloClient({
    link: socket ? withSubscriptions(link, socket) : link,
    cache: createGraphCache(MOBILE_TYPE_POLICIES),
  });
  return { client, closeSubscriptions: () => socket?.terminate(), refresher };
}
