import { ApolloProvider } from '@apollo/client/react';
import { describeGraphError, isTokenExpiring, type TokenStore } from '@leiga/graph/client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { API_URL, GRAPH_URL } from '../config';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import {
  MobileLoginDocument,
  MobileLogoutDocument,
  MobileMeDocument,
  MobileSessionUserFragmentDoc,
  type MobileSessionUserFragment,
} from '../__generated__/graphql';
import { useInstalledVersion } from '../app-versions/installed-version';
import { usePushRegistration, type PushRegistration } from '../notifications/push-registration';
import { clearOfflineData, readLastUser, restoreSnapshot, saveLastUser } from '../offline/snapshot';
import { createAppClient, type AppClient } from './client';
import { createTokenStore } from './tokens';

export type SessionState =
  | { status: 'restoring'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: MobileSessionUserFragment };

type SessionContextValue = SessionState & {
  /** Throws Apollo's error when the graph refuses (e.g. invalid_credentials). */
  signIn(email: string, password: string): Promise<void>;
  /** Opens a session the graph has already handed out (the electronic-ID path). */
  completeSignIn(session: IssuedSession): Promise<void>;
  signOut(): Promise<void>;
  /** The graph's address; files in messages are linked relative to it. */
  graphUrl: string;
  /** The REST api's origin, for photo uploads (multipart with the bearer token). */
  apiUrl: string;
  /** The access token for a REST call, refreshed first when it is about to expire (or `force`). */
  getAccessToken(force?: boolean): Promise<string | null>;
  /** Push on this phone: registered after sign-in, unregistered at sign-out. */
  push: PushRegistration;
};

/** What login and checkEidLogin answer in TOKEN mode. */
export type IssuedSession = {
  accessToken: string;
  refreshToken?: string | null;
  user: FragmentType<typeof MobileSessionUserFragmentDoc>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

type Props = {
  children: ReactNode;
  uri?: string;
  apiUrl?: string;
  fetch?: typeof fetch;
  tokens?: Required<TokenStore>;
  webSocketImpl?: unknown;
};

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

/** Holds the tokens, the Apollo client and who is signed in; restores a stored session. */
export function SessionProvider({
  children,
  uri,
  apiUrl: givenApiUrl,
  fetch,
  tokens: givenTokens,
  webSocketImpl,
}: Props) {
  const [state, setState] = useState<SessionState>({ status: 'restoring', user: null });
  const tokens = useMemo(() => givenTokens ?? createTokenStore(), [givenTokens]);
  const clientRef = useRef<AppClient | null>(null);
  const app = useMemo(() => {
    const made = createAppClient({
      tokens,
      uri,
      fetch,
      webSocketImpl,
      onSignOut: () => {
        setState(SIGNED_OUT);
        clientRef.current?.closeSubscriptions();
        void clientRef.current?.client.clearStore();
      },
    });
    clientRef.current = made;
    return made;
  }, [tokens, uri, fetch, webSocketImpl]);
  const { client, closeSubscriptions, refresher } = app;
  const push = usePushRegistration({
    client,
    isSignedIn: state.status === 'signed-in',
    appVersion: useInstalledVersion(),
  });
  const { unregister: unregisterPush } = push;

  useEffect(() => {
    let cancelled = false;
    async function restore(): Promise<SessionState> {
      const stored = (await tokens.getAccessToken()) ?? (await tokens.getRefreshToken());
      if (!stored) return SIGNED_OUT;
      let user: MobileSessionUserFragment | null;
      try {
        const { data } = await client.query({
          query: MobileMeDocument,
          fetchPolicy: 'network-only',
        });
        user = getFragmentData(MobileSessionUserFragmentDoc, data?.me) ?? null;
      } catch (error) {
        // No network at start: the last user, with what they had loaded (issue #19).
        if (describeGraphError(error).code !== 'NETWORK') throw error;
        user = await readLastUser();
        if (user) await restoreSnapshot(user.id, client);
        return user ? { status: 'signed-in', user } : SIGNED_OUT;
      }
      if (!user) return SIGNED_OUT;
      await saveLastUser(user);
      return { status: 'signed-in', user };
    }
    restore()
      .catch(() => SIGNED_OUT)
      .then((next) => {
        if (!cancelled) setState(next);
      });
    return () => {
      cancelled = true;
    };
  }, [client, tokens]);

  // Both sign-in paths end here: the tokens into the store, then the user into the state.
  const completeSignIn = useCallback(
    async (session: IssuedSession) => {
      await tokens.setAccessToken(session.accessToken);
      await tokens.setRefreshToken(session.refreshToken ?? null);
      const user = getFragmentData(MobileSessionUserFragmentDoc, session.user);
      await saveLastUser(user);
      setState({ status: 'signed-in', user });
    },
    [tokens],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { data } = await client.mutate({
        mutation: MobileLoginDocument,
        variables: { email, password },
      });
      const login = data?.login;
      if (!login) throw new Error('login returned no session');
      await completeSignIn(login);
    },
    [client, completeSignIn],
  );

  const signOut = useCallback(async () => {
    // While the session still holds: the next user of this phone gets none of this one's pushes.
    await unregisterPush();
    const refreshToken = await tokens.getRefreshToken();
    // Ending the session on the server is best effort: the device forgets it either way.
    await client
      .mutate({ mutation: MobileLogoutDocument, variables: { refreshToken } })
      .catch(() => undefined);
    await tokens.setAccessToken(null);
    await tokens.setRefreshToken(null);
    // The phone keeps nothing of this user's for offline use.
    await clearOfflineData(state.user?.id);
    // The socket authenticated with the old token: the next user gets a new one.
    closeSubscriptions();
    await client.clearStore();
    setState(SIGNED_OUT);
  }, [client, closeSubscriptions, tokens, unregisterPush, state.user?.id]);

  const getAccessToken = useCallback(
    async (force = false) => {
      const current = await tokens.getAccessToken();
      if (force || !current || isTokenExpiring(current)) await refresher.refresh();
      return tokens.getAccessToken();
    },
    [tokens, refresher],
  );

  const graphUrl = uri ?? GRAPH_URL;
  const apiUrl = givenApiUrl ?? (uri ? uri.replace(/\/graphql\/?$/, '') : API_URL);
  const value = useMemo(
    () => ({ ...state, signIn, completeSignIn, signOut, graphUrl, apiUrl, getAccessToken, push }),
    [state, signIn, completeSignIn, signOut, graphUrl, apiUrl, getAccessToken, push],
  );
  return (
    <ApolloProvider client={client}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </ApolloProvider>
  );
}
