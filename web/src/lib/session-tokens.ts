import { createRefresher, type TokenStore } from '@leiga/graph/client/session';

/**
 * The access token lives in memory only; the refresh token is an httpOnly cookie that only
 * /graphql reads. A flag in local storage says a session may exist, so a visitor who never
 * signed in does not cost a refresh call on every page load.
 */
const SESSION_HINT_KEY = 'leiga-has-session';
let accessToken: string | null = null;
let onSignedOut = () => {};

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  try {
    if (token) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage unavailable: every load will try one refresh.
  }
}

export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/** Where the graph client kit keeps the web's tokens. */
export const tokenStore: TokenStore = { getAccessToken, setAccessToken };

/** What to do when the refresh token is rejected: the session is over (set once by main.tsx). */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * The client kit's refresher, made here rather than by Apollo: the public pages read the graph
 * without Apollo (app/graph-fetch.ts), and uploads and the session restore refresh too. Apollo's
 * link is handed this same one (app/apollo.ts), so there is one refresh for everyone.
 */
export const sessionRefresher = createRefresher({
  uri: '/graphql',
  mode: 'COOKIE',
  tokens: tokenStore,
  fetch: (input, init) => fetch(input, init),
  onSignOut: () => onSignedOut(),
});

/**
 * SPEC 7: one refresh shared by GraphQL, uploads and the session restore. Resolves to the new
 * access token, or null when the session is over.
 */
export async function refreshAccessToken(): Promise<string | null> {
  return (await sessionRefresher.refresh()) ? accessToken : null;
}
