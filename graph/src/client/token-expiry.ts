/**
 * When a bearer token says it expires, read without verifying it: only to schedule things (close a
 * socket as its token runs out, refresh before reconnecting). The api verifies every call anyway,
 * so a forged `exp` gains nothing. No DOM or Node API beyond `atob`, which both have.
 */
export function readTokenExpiryMs(token: string | null | undefined): number | null {
  const payload = token?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Refresh this long before expiry, so a reconnect never sends a token that dies in flight. */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

export function isTokenExpiring(token: string | null | undefined, nowMs = Date.now()): boolean {
  const expiresAt = readTokenExpiryMs(token);
  return expiresAt !== null && expiresAt - nowMs < TOKEN_REFRESH_MARGIN_MS;
}

/**
 * The close a socket gets when its token expires: an application code (4000-4999), which
 * graphql-ws clients retry, and the retry sends a refreshed token.
 */
export const TOKEN_EXPIRED_CLOSE = { code: 4001, reason: 'token_expired' } as const;
