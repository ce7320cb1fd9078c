import type { ApolloClient } from '@apollo/client';
import type { GuardUser, Locale } from '@leiga/domain';
import { useSyncExternalStore } from 'react';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import type { SessionUserFragment, SessionUserFragmentDoc } from '../__generated__/graphql';
import { fromGraphLanguage, fromGraphUserType } from '../lib/enums';
import { forgetLocalData } from '../lib/local-data';
import { mayHaveSession, refreshAccessToken, setAccessToken } from '../lib/session-tokens';

export type SessionUser = SessionUserFragment;
/** A user as `me`, sign-in and sign-up answer it (`...SessionUser`), before it is read. */
export type SessionUserRef = FragmentType<typeof SessionUserFragmentDoc>;

/** The user as the domain's guards see it. */
export function toGuardUser(user: SessionUser | null): GuardUser | null {
  if (!user) return null;
  return { isStaff: user.isStaff, userType: fromGraphUserType(user.userType) };
}

export function getUserLocale(user: SessionUser | null): Locale | null {
  return fromGraphLanguage(user?.primaryLanguage?.code);
}

type Listener = () => void;

/**
 * Who is signed in. Restored once per page load (refresh cookie -> access token -> me), then
 * kept up to date by sign-in, sign-out and account deletion.
 */
export class Session {
  private user: SessionUser | null = null;
  private restoring: Promise<SessionUser | null> | null = null;
  private readonly listeners = new Set<Listener>();

  /**
   * `client` loads Apollo on first use (a visitor without a session never does); `loadedClient`
   * is the client if it is loaded already.
   */
  constructor(
    private readonly client: () => Promise<ApolloClient>,
    private readonly loadedClient?: () => ApolloClient | null,
  ) {}

  getUser(): Promise<SessionUser | null> {
    this.restoring ??= this.restore();
    return this.restoring;
  }

  current(): SessionUser | null {
    return this.user;
  }

  private async restore(): Promise<SessionUser | null> {
    if (!mayHaveSession()) return null;
    // The client and the documents module (not loaded by every first visit) come while the
    // refresh is in flight, so a signed-in first load waits for the slower, not for both in turn.
    const loading = Promise.all([this.client(), import('./session-documents')]);
    // A failed load is answered below; after a failed refresh nobody waits for it.
    loading.catch(() => {});
    const token = await refreshAccessToken();
    if (!token) return null;
    try {
      const [client, { MeDocument, SessionUserFragmentDoc }] = await loading;
      const { data } = await client.query({
        query: MeDocument,
        fetchPolicy: 'network-only',
      });
      this.setUser(getFragmentData(SessionUserFragmentDoc, data?.me) ?? null);
    } catch {
      this.setUser(null);
    }
    return this.user;
  }

  signIn(accessToken: string, user: SessionUser): void {
    setAccessToken(accessToken);
    this.restoring = Promise.resolve(user);
    this.setUser(user);
  }

  /** Forgets the session locally; the caller tells the graph (logout) when it still can. */
  async signOut(): Promise<void> {
    setAccessToken(null);
    this.restoring = Promise.resolve(null);
    this.setUser(null);
    forgetLocalData();
    await this.clearStore();
  }

  /** Only a client some page loaded holds anything to forget. */
  private async clearStore(): Promise<void> {
    const client = this.loadedClient?.();
    if (client) await client.clearStore();
  }

  setUser(user: SessionUser | null): void {
    this.user = user;
    this.listeners.forEach((l) => l());
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export function useSessionUser(session: Session): SessionUser | null {
  return useSyncExternalStore(
    session.subscribe,
    () => session.current(),
    () => null,
  );
}
