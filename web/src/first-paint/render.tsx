/**
 * The server-rendered first paint of the public pages a first visit lands on (`/`, the listing
 * search and a listing): the real layout and page, drawn signed out with the graph's answers,
 * so a phone paints the page (and its largest photo) before the app's script has arrived. The
 * browser then renders the app over it with the same answers (src/main.tsx). Built for Node by
 * `vite build --config vite.first-paint.config.ts`; used by server/src/first-paint.ts.
 */
import {
  LOCALES,
  getPathLocale,
  matchFirstVisitPage,
  stripLocalePrefix,
  toRouterPath,
  type Locale,
} from '@leiga/domain';
import type { Resource } from 'i18next';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { SessionContext } from '../app/context';
import { FirstAnswers, FirstAnswersContext, type RequestedOperation } from '../app/first-answers';
import { LAYOUT_COMPONENTS } from '../app/layouts/LayoutOutlet';
import { routes, type WebRoute } from '../app/routes';
import { Session } from '../app/session';
import { createTestI18n } from '../i18n/i18n';
import { ReactAriaLocale } from '../app/react-aria-locale';

export type { RequestedOperation };

export type FirstPaintInput = {
  /** Path and query of the page asked for. */
  url: string;
  locale: Locale;
  /** The locale's catalogue: { namespace: messages }. */
  messages: Record<string, unknown>;
  /** Runs one of the page's operations against the graph: its data, or null when it failed. */
  runOperation: (operation: RequestedOperation) => Promise<unknown>;
};

export type FirstPaint = { html: string; answers: Record<string, unknown> };

/** Passes of render, then fetch what it asked for: a page's queries nest at most this deep. */
const MAX_ROUNDS = 3;

type PageRoute = Pick<WebRoute, 'path' | 'layout' | 'load'>;

function routeOf(pathname: string): PageRoute | null {
  const match = matchFirstVisitPage(pathname);
  if (!match) return null;
  if (match.page === 'landing') return routes.landing;
  if (match.page === 'listing') return routes.listing;
  const path = stripLocalePrefix(pathname).replace(/(.)\/$/, '$1');
  return path === routes.commercialListings.path ? routes.commercialListings : routes.listings;
}

/** A session that is signed out and stays so: the server never knows who is asking. */
const signedOut = new Session(() => Promise.reject(new Error('No graph client on the server.')));

/**
 * The page's HTML, or null when it is not a first-visit page or an answer it needs failed (a
 * listing that is gone): the browser then renders it as before, from the splash.
 */
export async function renderFirstPaint(input: FirstPaintInput): Promise<FirstPaint | null> {
  const [pathname = '/', search = ''] = input.url.split(/(?=\?)/);
  const route = routeOf(pathname);
  if (!route || !LOCALES.includes(input.locale)) return null;
  const [Page, i18n] = await Promise.all([
    route.load(),
    createTestI18n(input.locale, { [input.locale]: input.messages } as Resource),
  ]);
  const Layout = LAYOUT_COMPONENTS[route.layout];
  const prefix = getPathLocale(pathname) ? `/${getPathLocale(pathname)}` : '';
  const routerPath = route.path === '/' ? prefix || '/' : prefix + toRouterPath(route.path);
  const answers = new FirstAnswers();
  const render = () =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <ReactAriaLocale>
          <SessionContext.Provider value={signedOut}>
            <FirstAnswersContext.Provider value={answers}>
              <StaticRouter location={pathname + search}>
                <Routes>
                  <Route element={<Layout />}>
                    <Route path={routerPath} element={createElement(Page as ComponentType)} />
                  </Route>
                </Routes>
              </StaticRouter>
            </FirstAnswersContext.Provider>
          </SessionContext.Provider>
        </ReactAriaLocale>
      </I18nextProvider>,
    );
  let html = render();
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const pending = answers.pending();
    if (pending.length === 0) break;
    const results = await Promise.all(pending.map((op) => input.runOperation(op)));
    if (results.some((data) => data === null || data === undefined)) return null;
    pending.forEach((op, i) => answers.set(op.key, results[i]));
    html = render();
  }
  if (answers.pending().length > 0) return null;
  return { html, answers: answers.toJSON() };
}
