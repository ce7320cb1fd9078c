import type { Refresher, TokenStore } from '@leiga/graph/client';

/**
 * The access token lives in memory only; the refresh token is an httpOnly cookie that only
 * /graphql reads. A flag in local storage says a session may exist, so a visitor who never
 * signed in does not cost a refresh call on every page load.
 */
const SESSION_HINT_KEY = 'leiga-has-session';
let accessToken: string | null = null;
let refresher: Refresher | null = null;

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

/** The client kit's refresher (app/apollo.ts hands it over): the one refresh of the web app. */
export function setRefresher(next: Refresher): void {
  refresher = next;
}

/**
 * SPEC 7: one refresh shared by GraphQL, uploads and the session restore. Resolves to the new
 * access token, or null when the session is over.
 */
export async function refreshAccessToken(): Promise<string | null> {
  if (!refresher) return null;
  return (await refresher.refresh()) ? accessToken : null;
}
