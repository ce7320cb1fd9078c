import './index.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { SessionContext } from './app/context';
import { FirstAnswersContext, readFirstAnswersFromPage } from './app/first-answers';
import { getApolloClient, getLoadedApolloClient } from './app/graph';
import { reloadAfterChunkError } from './app/lazy';
import { createRoutes } from './app/router';
import { routes } from './app/routes';
import { Session } from './app/session';
import { initI18n, settleFirstLocation } from './i18n/i18n';
import { mayHaveSession, setSignedOutHandler } from './lib/session-tokens';
import { applyTheme, getTheme, watchSystemTheme } from './theme/theme';
import { APP_RENDERED_MARK, localizePath, type Locale } from '@leiga/domain';
import { ReactAriaLocale } from './app/react-aria-locale';

async function start(): Promise<void> {
  // React DOM is a third of the app's script: imported apart (index.html preloads it, see
  // plugins/first-visit.ts), it is evaluated in a task of its own rather than in one long one
  // with the rest of the entry, which blocked a phone for 100 ms and more.
  const reactDomClient = import('react-dom/client');
  applyTheme(getTheme());
  watchSystemTheme();
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });

  const i18n = await initI18n(settleFirstLocation());
  await yieldToBrowser();
  const session = new Session(getApolloClient, getLoadedApolloClient);
  const { routes: appRoutes, patchRoutesOnNavigation } = createRoutes(
    session,
    i18n,
    location.pathname,
  );
  const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation });
  await yieldToBrowser();
  setSignedOutHandler(() => {
    // The refresh failed: the session is over everywhere (SPEC 7). Before anyone signed in
    // (restoring a session whose cookie has expired) there is nothing to end.
    if (!session.current()) return;
    void session
      .signOut()
      .then(() => router.navigate(localizePath(routes.login.href(), i18n.language as Locale)));
  });

  // The page index.html holds (the splash, or the page the server drew: server-render.ts) stays
  // until the app can draw the first page, from the answers the server drew it with. Rendering
  // only then also closes a race: RouterProvider subscribes to the router after its first render,
  // and a first navigation that ended in between (a cached chunk) left the splash up for good.
  const firstAnswers = readFirstAnswersFromPage();
  // The server drew the page signed out; a member's own answers (a saved listing) differ.
  if (mayHaveSession()) firstAnswers.clear();
  await routerReady(router);
  const firstPage = router.state.location.pathname + router.state.location.search;
  const stopWatching = router.subscribe((state) => {
    if (state.location.pathname + state.location.search === firstPage) return;
    firstAnswers.clear();
    stopWatching();
  });

  const { createRoot } = await reactDomClient;
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser between them, so a phone's first
  // render never blocks input for hundreds of milliseconds (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ReactAriaLocale>
            <SessionContext.Provider value={session}>
              <FirstAnswersContext.Provider value={firstAnswers}>
                <RouterProvider router={router} />
                <AppRendered />
              </FirstAnswersContext.Provider>
            </SessionContext.Provider>
          </ReactAriaLocale>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

/** Marks when the app has first rendered (the byte budget counts the files fetched until then). */
function AppRendered() {
  useEffect(() => {
    if (performance.getEntriesByName(APP_RENDERED_MARK).length === 0)
      performance.mark(APP_RENDERED_MARK);
  }, []);
  return null;
}

/**
 * Lets the browser answer input and paint between the steps of starting the app (messages,
 * router, first render): on a phone, run as one, they block the page for a long task.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the first page's guard has run and its code has loaded. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void start();
