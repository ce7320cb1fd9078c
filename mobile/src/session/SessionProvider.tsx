import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { TokenStore } from '@leiga/graph/client/session';
import { describeGraphError } from '@leiga/graph/client/errors';
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
import { getFragmentData, type FragmentType } from '../__generated__/session/fragment-masking';
import {
  MobileLoginDocument,
  MobileLogoutDocument,
  MobileMeDocument,
  MobileSessionUserFragmentDoc,
  type MobileSessionUserFragment,
} from '../__generated__/session/graphql';
import { useInstalledVersion } from '../app-versions/installed-version';
import type { ClientKit } from '../client-kit/load-kit';
import { usePushRegistration, type PushRegistration } from '../notifications/push-registration';
import type { AppClient } from './client';
import { postGraph } from './graph-fetch';
import { createTokenStore } from './tokens';

export type SessionState =
  | { status: 'restoring'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: MobileSessionUserFragment };

/** The Apollo client and the kit around it, once the kit is loaded (on a phone: from the start). */
export type ClientSession = { kit: ClientKit; client: ApolloClient };

type SessionContextValue = SessionState & {
  /** Throws Apollo's error when the graph refuses (e.g. invalid_credentials). */
  signIn(email: string, password: string): Promise<void>;
  /**
   * A signed-out operation (the electronic-ID sign-in's) over plain fetch; throws Apollo's errors
   * as the client would.
   */
  postGraph<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
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
  /**
   * The client kit with its Apollo client: null in the web export until a session starts (the
   * sign-in screen runs without it).
   */
  clientSession: ClientSession | null;
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

/** Where the client kit comes from (client-kit/load-kit.ts; AppProviders hands it over). */
export type KitLoader = {
  getLoadedKit(): ClientKit | null;
  loadKit(): Promise<ClientKit>;
};

type Props = {
  children: ReactNode;
  kitLoader: KitLoader;
  uri?: string;
  apiUrl?: string;
  fetch?: typeof fetch;
  tokens?: Required<TokenStore>;
  webSocketImpl?: unknown;
};

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

/**
 * Holds the tokens, the Apollo client and who is signed in; restores a stored session. Signing in
 * needs no Apollo client (plain fetch, graph-fetch.ts): the client kit is loaded when a session
 * starts or is restored, which on a phone is at once (it is in the bundle).
 */
export function SessionProvider({
  children,
  kitLoader,
  uri,
  apiUrl: givenApiUrl,
  fetch,
  tokens: givenTokens,
  webSocketImpl,
}: Props) {
  const [state, setState] = useState<SessionState>({ status: 'restoring', user: null });
  const tokens = useMemo(() => givenTokens ?? createTokenStore(), [givenTokens]);
  const [kit, setKit] = useState<ClientKit | null>(() => kitLoader.getLoadedKit());
  const clientRef = useRef<AppClient | null>(null);
  const app = useMemo(() => {
    if (!kit) return null;
    const made = kit.createAppClient({
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
    return { ...made, kit };
  }, [kit, tokens, uri, fetch, webSocketImpl]);
  const push = usePushRegistration({
    client: app?.client ?? null,
    isSignedIn: state.status === 'signed-in',
    appVersion: useInstalledVersion(),
  });
  const { unregister: unregisterPush } = push;
  const graphUrl = uri ?? GRAPH_URL;

  const ensureKit = useCallback(async () => {
    const loaded = kitLoader.getLoadedKit() ?? (await kitLoader.loadKit());
    setKit(loaded);
    return loaded;
  }, [kitLoader]);

  // Once, at start: a session that starts later (sign-in) brings its own user.
  const isRestoring = state.status === 'restoring';
  useEffect(() => {
    if (!isRestoring) return;
    let cancelled = false;
    async function restore(): Promise<SessionState | null> {
      const stored = (await tokens.getAccessToken()) ?? (await tokens.getRefreshToken());
      if (!stored) return SIGNED_OUT;
      // A stored session needs the client: once the kit is there, this runs again with it.
      if (!app) {
        await ensureKit();
        return null;
      }
      const { client, kit: loaded } = app;
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
        user = await loaded.readLastUser();
        if (user) await loaded.restoreSnapshot(user.id, client);
        return user ? { status: 'signed-in', user } : SIGNED_OUT;
      }
      if (!user) return SIGNED_OUT;
      await loaded.saveLastUser(user);
      return { status: 'signed-in', user };
    }
    restore()
      .catch(() => SIGNED_OUT)
      .then((next) => {
        if (!cancelled && next) setState(next);
      });
    return () => {
      cancelled = true;
    };
  }, [app, ensureKit, tokens, isRestoring]);

  // Both sign-in paths end here: the kit (and with it the client), the tokens into the store,
  // then the user into the state.
  const completeSignIn = useCallback(
    async (session: IssuedSession) => {
      const loaded = await ensureKit();
      await tokens.setAccessToken(session.accessToken);
      await tokens.setRefreshToken(session.refreshToken ?? null);
      const user = getFragmentData(MobileSessionUserFragmentDoc, session.user);
      await loaded.saveLastUser(user);
      setState({ status: 'signed-in', user });
    },
    [ensureKit, tokens],
  );

  const post = useCallback(
    <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) =>
      postGraph(graphUrl, document, variables, fetch),
    [graphUrl, fetch],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const data = await post(MobileLoginDocument, { email, password });
      await completeSignIn(data.login);
    },
    [post, completeSignIn],
  );

  const signOut = useCallback(async () => {
    // While the session still holds: the next user of this phone gets none of this one's pushes.
    await unregisterPush();
    const refreshToken = await tokens.getRefreshToken();
    // Ending the session on the server is best effort: the device forgets it either way.
    await app?.client
      .mutate({ mutation: MobileLogoutDocument, variables: { refreshToken } })
      .catch(() => undefined);
    await tokens.setAccessToken(null);
    await tokens.setRefreshToken(null);
    // The phone keeps nothing of this user's for offline use.
    await app?.kit.clearOfflineData(state.user?.id);
    // The socket authenticated with the old token: the next user gets a new one.
    app?.closeSubscriptions();
    await app?.client.clearStore();
    setState(SIGNED_OUT);
  }, [app, tokens, unregisterPush, state.user?.id]);

  const getAccessToken = useCallback(
    async (force = false) => {
      const current = await tokens.getAccessToken();
      // No client yet (the web before any session): no session to refresh either.
      if (!app) return current;
      if (force || !current || app.kit.isTokenExpiring(current)) await app.refresher.refresh();
      return tokens.getAccessToken();
    },
    [tokens, app],
  );

  const apiUrl = givenApiUrl ?? (uri ? uri.replace(/\/graphql\/?$/, '') : API_URL);
  const clientSession = useMemo(() => (app ? { kit: app.kit, client: app.client } : null), [app]);
  const value = useMemo(
    () => ({
      ...state,
      signIn,
      postGraph: post,
      completeSignIn,
      signOut,
      graphUrl,
      apiUrl,
      getAccessToken,
      push,
      clientSession,
    }),
    [
      state,
      signIn,
      post,
      completeSignIn,
      signOut,
      graphUrl,
      apiUrl,
      getAccessToken,
      push,
      clientSession,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
