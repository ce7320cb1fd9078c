import { getPathLocale, toRouterPath, type LayoutName } from '@leiga/domain';
import type { i18n as I18n } from 'i18next';
import type { LoaderFunction, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';
import { createGuardLoader } from './guard';
import { setPreloadRoutes } from './lazy';
import { LayoutOutlet } from './layouts/LayoutOutlet';
import { BootSplash, RootShell } from './RootShell';
import { ROUTE_LIST } from './routes';
import type { Session } from './session';

const ROOT_ID = 'root';

/** The locale prefix a path's pages live under: '' for the default locale, else `/en` and so on. */
export function prefixOf(pathname: string): string {
  const locale = getPathLocale(pathname);
  return locale ? `/${locale}` : '';
}

function pageRoutes(prefix: string): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const route of ROUTE_LIST) {
    const child: RouteObject =
      route.path === '/'
        ? { index: true, id: `${route.id}${prefix}` }
        : { path: toRouterPath(route.path).slice(1), id: `${route.id}${prefix}` };
    child.lazy = async () => ({ Component: await route.load() });
    byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), child]);
  }
  return [
    ...[...byLayout].map(([layout, children]): RouteObject => ({
      id: `layout-${layout}${prefix}`,
      element: <LayoutOutlet layout={layout} />,
      children,
    })),
    // No route matched: the guard loader answers 404 for it.
    { path: '*', id: `not-found${prefix}`, element: null },
  ];
}

function localeBranch(prefix: string, loader: LoaderFunction): RouteObject {
  return {
    id: `guard${prefix || '-is'}`,
    path: prefix || '/',
    loader,
    shouldRevalidate: () => true,
    errorElement: <RouteErrorScreen />,
    children: pageRoutes(prefix),
  };
}

export type AppRoutes = {
  routes: RouteObject[];
  /** Adds a locale's branch the first time a navigation goes under its prefix. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
};

/**
 * The data router's tree: a root shell, one branch per locale prefix, pages grouped by layout.
 * It starts with the branch of the first page's locale only and adds another when a navigation
 * first enters it (a language switch): the router ranks every route it holds when it is made,
 * and on a phone the five branches' 600 routes cost a long task on the first visit.
 */
export function createRoutes(session: Session, i18n: I18n, firstPath: string): AppRoutes {
  const loader = createGuardLoader(session, i18n);
  setPreloadRoutes(ROUTE_LIST);
  const added = new Set([prefixOf(firstPath)]);
  const routes: RouteObject[] = [
    {
      id: ROOT_ID,
      element: <RootShell />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <BootSplash />,
      children: [...added].map((prefix) => localeBranch(prefix, loader)),
    },
  ];
  return {
    routes,
    patchRoutesOnNavigation: ({ path, patch }) => {
      const prefix = prefixOf(path);
      if (added.has(prefix)) return;
      added.add(prefix);
      patch(ROOT_ID, [localeBranch(prefix, loader)]);
    },
  };
}
