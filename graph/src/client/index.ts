/** graph/client: the Apollo Client 4 kit for web and mobile. No DOM API: storage is injected. */
export { createGraphClient, createGraphLink, type GraphClientOptions } from './client.js';
export { createAuthLink, needsNewToken } from './auth-link.js';
export { createRetryLink } from './retry-link.js';
export { createErrorLink, type ErrorReport } from './error-link.js';
export { createPersistedDocumentsLink } from './persisted-link.js';
export { createGraphCache, typePolicies, pagedListPolicy, appendPagesPolicy } from './cache.js';
export { createRefresher, type TokenStore, type SessionMode, type Refresher } from './session.js';
export { describeGraphError, GENERIC_MESSAGE_KEY, type GraphErrorInfo } from './errors.js';
export { KIT_DOCUMENTS, REFRESH_SESSION_DOCUMENT } from './documents.js';

/** A TokenStore in memory: the web's access token, and tests. */
export function createMemoryTokenStore(
  initial: { access?: string | null; refresh?: string | null } = {},
) {
  let access = initial.access ?? null;
  let refresh = initial.refresh ?? null;
  return {
    getAccessToken: () => access,
    setAccessToken: (token: string | null) => {
      access = token;
    },
    getRefreshToken: () => refresh,
    setRefreshToken: (token: string | null) => {
      refresh = token;
    },
  };
}
export {
  createSubscriptionClient,
  withSubscriptions,
  type SubscriptionLinkOptions,
} from './subscription-link.js';
export {
  isTokenExpiring,
  readTokenExpiryMs,
  TOKEN_EXPIRED_CLOSE,
  TOKEN_REFRESH_MARGIN_MS,
} from './token-expiry.js';
