import type { TokenStore } from '@leiga/graph/client/session';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import * as kitLoader from './client-kit/load-kit';
import { InstalledVersionContext } from './app-versions/installed-version';
import { createI18n, isCatalogueLoaded } from './i18n/i18n';
import { SessionProvider, useSession } from './session/SessionProvider';

type Props = {
  children: ReactNode;
  /** Tests: their own i18n, graph address, fetch, token store and WebSocket class. */
  i18n?: I18n;
  uri?: string;
  /** Tests: the REST api's origin when it is not the graph's (photo uploads). */
  apiUrl?: string;
  fetch?: typeof fetch;
  tokens?: Required<TokenStore>;
  /** Tests: a WebSocket class for the subscriptions (jest on Node 20 has none). */
  webSocketImpl?: unknown;
  /** Tests: the installed version the update check compares (the app reads its own). */
  installedVersion?: string;
};

/**
 * i18n in the device language, the installed version, then the session (tokens + Apollo client)
 * and, under it, the client kit's providers: offline use (the saved cache and the outbox), photo
 * uploads and the update check.
 */
export function AppProviders({
  children,
  i18n,
  uri,
  apiUrl,
  fetch,
  tokens,
  webSocketImpl,
  installedVersion,
}: Props) {
  const [instance] = useState(() => i18n ?? createI18n());
  const isReady = useCatalogue(instance);
  // The web export's first moments, while its language's chunk arrives: nothing to say yet.
  if (!isReady) return null;
  return (
    <I18nextProvider i18n={instance}>
      <InstalledVersionContext.Provider value={installedVersion ?? null}>
        <SessionProvider
          kitLoader={kitLoader}
          uri={uri}
          apiUrl={apiUrl}
          fetch={fetch}
          tokens={tokens}
          webSocketImpl={webSocketImpl}
        >
          <ClientProviders>{children}</ClientProviders>
        </SessionProvider>
      </InstalledVersionContext.Provider>
    </I18nextProvider>
  );
}

/**
 * The client kit's providers once the kit is there: on a phone from the start; in the web export
 * from the first sign-in (before it, the sign-in screen needs none of them).
 */
function ClientProviders({ children }: { children: ReactNode }) {
  const { clientSession } = useSession();
  if (!clientSession) return children;
  const { kit, client } = clientSession;
  return <kit.ClientProviders client={client}>{children}</kit.ClientProviders>;
}

/** True once the instance has its messages: at once on a phone, when the chunk lands on the web. */
function useCatalogue(instance: I18n): boolean {
  const [isReady, setReady] = useState(() => isCatalogueLoaded(instance));
  useEffect(() => {
    if (isReady) return;
    const check = () => setReady(isCatalogueLoaded(instance));
    instance.store.on('added', check);
    check();
    return () => instance.store.off('added', check);
  }, [instance, isReady]);
  return isReady;
}
