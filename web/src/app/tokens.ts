/**
 * The access token lives in memory only; the refresh token is an httpOnly cookie that only
 * /graphql reads. A flag in local storage says a session may exist, so a visitor who never
 * signed in does not cost a refresh call on every page load.
 */
const SESSION_HINT_KEY = 'leiga-has-session';
let accessToken: string | null = null;

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

const REFRESH_MUTATION = 'mutation RefreshSession { refreshSession { accessToken } }';

let refreshing: Promise<string | null> | null = null;

/**
 * SPEC 7: one refresh shared by all concurrent callers. Resolves to the new access token, or null
 * when the session is over (the caller logs out).
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ operationName: 'RefreshSession', query: REFRESH_MUTATION }),
  })
    .then(async (res) => {
      const body = (await res.json().catch(() => null)) as {
        data?: { refreshSession?: { accessToken?: string } } | null;
      } | null;
      const token = body?.data?.refreshSession?.accessToken ?? null;
      setAccessToken(token);
      return token;
    })
    .catch(() => {
      setAccessToken(null);
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
