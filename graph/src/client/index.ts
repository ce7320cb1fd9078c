/** graph/client: the Apollo Client 4 kit for web and mobile. No DOM API: storage is injected. */
export { createGraphClient, createGraphLink, type GraphClientOptions } from './client.js';
export { createAuthLink, needsNewToken } from './auth-link.js';
export { createRetryLink } from './retry-link.js';
export { createErrorLink, type ErrorReport } from './error-link.js';
export { createPersistedDocumentsLink } from './persisted-link.js';
export { createGraphCache, typePolicies, pagedListPolicy, appendPagesPolicy } from './cache.js';
export {
  createMemoryTokenStore,
  createRefresher,
  type TokenStore,
  type SessionMode,
  type Refresher,
} from './session.js';
export { describeGraphError, GENERIC_MESSAGE_KEY, type GraphErrorInfo } from './errors.js';
export { KIT_DOCUMENTS, REFRESH_SESSION_DOCUMENT } from './documents.js';

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
