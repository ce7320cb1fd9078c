import { REFRESH_TOKEN_TTL_SECONDS } from '@leiga/domain';

/** The web's refresh token lives in this httpOnly cookie, which only /graphql receives. */
export const REFRESH_COOKIE = 'leiga_refresh';
export const REFRESH_COOKIE_PATH = '/graphql';

/**
 * The refresh-token side of a request: what the cookie brought in and the Set-Cookie to send
 * back. Transport-neutral, so `executeOperation` in tests sees the same header as HTTP does.
 */
export type SessionCookie = {
  readonly incoming: string | null;
  outgoing: string | null;
  set(refresh: string): void;
  clear(): void;
};

export function readCookie(header: string | undefined | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value ? decodeURIComponent(value) : null;
    }
  }
  return null;
}

function serialize(value: string, maxAge: number, isSecure: boolean): string {
  const parts = [
    `${REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

export function createSessionCookie(
  cookieHeader: string | undefined | null,
  isSecure: boolean,
): SessionCookie {
  return {
    incoming: readCookie(cookieHeader, REFRESH_COOKIE),
    outgoing: null,
    set(refresh) {
      this.outgoing = serialize(refresh, REFRESH_TOKEN_TTL_SECONDS, isSecure);
    },
    clear() {
      this.outgoing = serialize('', 0, isSecure);
    },
  };
}
