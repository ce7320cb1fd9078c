import { LOCALE_COOKIE } from '@leiga/domain';
import { createMemoryRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestI18n, settleFirstLocation } from '../i18n/i18n';
import { loadResources } from '../test/render';
import { createRoutes, prefixOf } from './router';
import { Session } from './session';

/** The real data router over the app's routes, signed out, in memory, as a first visit makes it. */
async function routerAt(path: string): Promise<DataRouter> {
  const session = new Session(() => Promise.reject(new Error('No graph in this test.')));
  const i18n = await createTestI18n('is', loadResources());
  const { routes, patchRoutesOnNavigation } = createRoutes(session, i18n, path);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  await settled(router);
  return router;
}

function settled(router: DataRouter): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/** Navigates and waits for the page's guard and code: the id of the page's route. */
async function go(router: DataRouter, path: string): Promise<string | undefined> {
  await router.navigate(path);
  await settled(router);
  return pageId(router);
}

const branches = (router: DataRouter) => router.routes[0]!.children!.map((r) => r.id);
const pageId = (router: DataRouter) => router.state.matches.at(-1)?.route.id;
/** The pages the router holds: the leaves of every branch and layout but the not-found routes. */
const pagesOf = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((r) =>
    r.children?.length ? pagesOf(r.children) : r.id!.startsWith('not-found') ? [] : [r.id!],
  );

const setLanguageCookie = (value: string) =>
  (document.cookie = `${LOCALE_COOKIE}=${value}; path=/`);

describe('the data router', () => {
  beforeEach(() => setLanguageCookie('is'));
  afterEach(() => {
    setLanguageCookie('; max-age=0');
    history.replaceState(null, '', '/');
  });

  it('names a path’s locale prefix', () => {
    expect(prefixOf('/')).toBe('');
    expect(prefixOf('/listings/3')).toBe('');
    expect(prefixOf('/en')).toBe('/en');
    expect(prefixOf('/pl/listings')).toBe('/pl');
    // Icelandic is the default: its pages have no prefix.
    expect(prefixOf('/is/listings')).toBe('');
  });

  it('starts with the first page’s language only and adds another when a visit enters it', async () => {
    const router = await routerAt('/listings');
    expect(branches(router)).toEqual(['guard-is']);
    expect(pageId(router)).toBe('listings');

    expect(await go(router, '/en/listings')).toBe('listings/en');
    expect(router.state.location.pathname).toBe('/en/listings');
    expect(branches(router)).toEqual(['guard-is', 'guard/en']);

    // Back in Icelandic and into English again: each branch is added once.
    expect(await go(router, '/listings')).toBe('listings');
    expect(await go(router, '/en/login')).toBe('login/en');
    expect(branches(router)).toEqual(['guard-is', 'guard/en']);
  });

  it('starts in the language of a prefixed first page, and finds the default language’s pages', async () => {
    const router = await routerAt('/da/listings');
    expect(branches(router)).toEqual(['guard/da']);
    expect(pageId(router)).toBe('listings/da');
    expect(await go(router, '/login')).toBe('login');
  });

  it('starts a first visit without a prefix in the language the visitor chose, its branch alone', async () => {
    setLanguageCookie('pl');
    history.replaceState(null, '', '/listings?page=2#map');
    expect(settleFirstLocation()).toBe('pl');
    expect(location.pathname + location.search + location.hash).toBe('/pl/listings?page=2#map');
    const router = await routerAt(location.pathname + location.search);
    expect(pageId(router)).toBe('listings/pl');
    expect(branches(router)).toEqual(['guard/pl']);
  });

  it('leaves a prefixed first visit, and an Icelandic one, where they are', () => {
    setLanguageCookie('pl');
    history.replaceState(null, '', '/da/listings');
    expect(settleFirstLocation()).toBe('da');
    expect(location.pathname).toBe('/da/listings');
    setLanguageCookie('is');
    history.replaceState(null, '', '/listings');
    expect(settleFirstLocation()).toBe('is');
    expect(location.pathname).toBe('/listings');
  });

  it('starts with the first page alone and adds each page the first time a visit reaches it', async () => {
    const router = await routerAt('/listings');
    expect(pagesOf(router.routes)).toEqual(['listings']);
    expect(await go(router, '/login')).toBe('login');
    expect(await go(router, '/listings')).toBe('listings');
    expect(await go(router, '/en/login')).toBe('login/en');
    expect(pagesOf(router.routes).sort()).toEqual(['listings', 'login', 'login/en']);
  });

  it('holds every page a path may be, so the router ranks them as the guard does', async () => {
    // /listings/create is the wizard's page and also a listing with id "create".
    const router = await routerAt('/listings/create');
    expect(pagesOf(router.routes)).toEqual(expect.arrayContaining(['listingCreate', 'listing']));
    expect(matchRoutes(router.routes, '/listings/create')?.at(-1)?.route.id).toBe('listingCreate');
  });

  it('still answers an unknown path with the not-found route of its language', async () => {
    const router = await routerAt('/uk/no-such-page');
    expect(pageId(router)).toBe('not-found/uk');
    expect(router.state.errors).not.toBeNull();
  });
});
