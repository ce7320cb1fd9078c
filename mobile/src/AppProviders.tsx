import type { TokenStore } from '@leiga/graph/client';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { InstalledVersionContext } from './app-versions/installed-version';
import { UpdateGate } from './app-versions/UpdateGate';
import { createI18n } from './i18n/i18n';
import { PhotoUploadsProvider } from './inspections/photo-uploads';
import { SessionProvider } from './session/SessionProvider';

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

/** i18n in the device language, the installed version, then the session (tokens + Apollo client). */
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
  return (
    <I18nextProvider i18n={instance}>
      <InstalledVersionContext.Provider value={installedVersion ?? null}>
        <SessionProvider
          uri={uri}
          apiUrl={apiUrl}
          fetch={fetch}
          tokens={tokens}
          webSocketImpl={webSocketImpl}
        >
          <PhotoUploadsProvider>
            <UpdateGate>{children}</UpdateGate>
          </PhotoUploadsProvider>
        </SessionProvider>
      </InstalledVersionContext.Provider>
    </I18nextProvider>
  );
}
