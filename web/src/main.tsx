import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionContext } from './app/context';
import { getApolloClient, getLoadedApolloClient } from './app/graph';
import { reloadAfterChunkError } from './app/lazy';
import { createRoutes } from './app/router';
import { routes } from './app/routes';
import { Session } from './app/session';
import { detectLocale, initI18n } from './i18n/i18n';
import { setSignedOutHandler } from './lib/session-tokens';
import { applyTheme, getTheme, watchSystemTheme } from './theme/theme';
import { localizePath, type Locale } from '@leiga/domain';

async function start(): Promise<void> {
  applyTheme(getTheme());
  watchSystemTheme();
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });

  const i18n = await initI18n(detectLocale());
  const session = new Session(getApolloClient, getLoadedApolloClient);
  const router = createBrowserRouter(createRoutes(session, i18n));
  setSignedOutHandler(() => {
    // The refresh failed: the session is over everywhere (SPEC 7). Before anyone signed in
    // (restoring a session whose cookie has expired) there is nothing to end.
    if (!session.current()) return;
    void session
      .signOut()
      .then(() => router.navigate(localizePath(routes.login.href(), i18n.language as Locale)));
  });

  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser between them, so a phone's first
  // render never blocks input for hundreds of milliseconds (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

void start();
