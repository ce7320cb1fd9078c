import { REFRESH_SESSION_DOCUMENT } from './documents.js';

/**
 * Where the client keeps its tokens. Injected, so the kit uses no DOM API: the web keeps the
 * access token in memory (the refresh token is an httpOnly cookie it never sees), mobile keeps
 * both in the platform's secure store.
 */
export type TokenStore = {
  getAccessToken(): string | null | Promise<string | null>;
  setAccessToken(token: string | null): void | Promise<void>;
  /** TOKEN mode only (mobile). */
  getRefreshToken?(): string | null | Promise<string | null>;
  setRefreshToken?(token: string | null): void | Promise<void>;
};

export type SessionMode = 'COOKIE' | 'TOKEN';

export type Refresher = {
  /** One refresh for everyone who asks while it runs; true when a new access token is stored. */
  refresh(): Promise<boolean>;
};

export type RefresherOptions = {
  uri: string;
  mode: SessionMode;
  tokens: TokenStore;
  fetch: typeof fetch;
  /** Called once when the refresh fails: the session is over. */
  onSignOut: () => void;
  headers?: Record<string, string>;
};

type RefreshAnswer = {
  data?: { refreshSession?: { accessToken: string; refreshToken: string | null } | null } | null;
};

/** Calls refreshSession directly (not through the link chain, so it cannot loop). */
export function createRefresher(options: RefresherOptions): Refresher {
  let inflight: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    const refreshToken =
      options.mode === 'TOKEN' ? ((await options.tokens.getRefreshToken?.()) ?? null) : null;
    if (options.mode === 'TOKEN' && !refreshToken) return false;
    try {
      const res = await options.fetch(options.uri, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        credentials: 'include',
        body: JSON.stringify({
          operationName: 'RefreshSession',
          query: REFRESH_SESSION_DOCUMENT,
          variables: { input: refreshToken ? { refreshToken } : {} },
        }),
      });
      const body = (await res.json()) as RefreshAnswer;
      const tokens = body.data?.refreshSession;
      if (!res.ok || !tokens) return false;
      await options.tokens.setAccessToken(tokens.accessToken);
      if (options.mode === 'TOKEN') await options.tokens.setRefreshToken?.(tokens.refreshToken);
      return true;
    } catch {
      return false;
    }
  }

  return {
    refresh() {
      inflight ??= run()
        .then(async (ok) => {
          if (!ok) {
            await options.tokens.setAccessToken(null);
            await options.tokens.setRefreshToken?.(null);
            options.onSignOut();
          }
          return ok;
        })
        .finally(() => {
          inflight = null;
        });
      return inflight;
    },
  };
}

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
