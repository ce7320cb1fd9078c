import {
  getPathLocale,
  routesMatching,
  stripLocalePrefix,
  toRouterPath,
  type LayoutName,
} from '@leiga/domain';
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

type PageRoute = (typeof ROUTE_LIST)[number];

/** The locale prefix a path's pages live under: '' for the default locale, else `/en` and so on. */
export function prefixOf(pathname: string): string {
  const locale = getPathLocale(pathname);
  return locale ? `/${locale}` : '';
}

const branchId = (prefix: string) => `guard${prefix || '-is'}`;
const layoutId = (layout: LayoutName, prefix: string) => `layout-${layout}${prefix}`;

/**
 * The pages a path may be: every page whose pattern matches it (the guard's matching, SPEC 2),
 * so the router, which ranks what it holds, still picks /listings/create over /listings/{id}.
 */
function pagesMatching(path: string): PageRoute[] {
  return routesMatching(ROUTE_LIST, stripLocalePrefix(path.split(/[?#]/)[0]!));
}

function pageRoute(route: PageRoute, prefix: string): RouteObject {
  const id = `${route.id}${prefix}`;
  const lazy = async () => ({ Component: await route.load() });
  return route.path === '/'
    ? { index: true, id, lazy }
    : { path: toRouterPath(route.path).slice(1), id, lazy };
}

function layoutRoute(layout: LayoutName, prefix: string, children: RouteObject[]): RouteObject {
  return { id: layoutId(layout, prefix), element: <LayoutOutlet layout={layout} />, children };
}

function localeBranch(prefix: string, loader: LoaderFunction, layouts: RouteObject[]): RouteObject {
  return {
    id: branchId(prefix),
    path: prefix || '/',
    loader,
    shouldRevalidate: () => true,
    errorElement: <RouteErrorScreen />,
    // No page matched: the guard loader answers 404 for it.
    children: [...layouts, { path: '*', id: `not-found${prefix}`, element: null }],
  };
}

export type AppRoutes = {
  routes: RouteObject[];
  /** Adds the pages a navigation may go to, and their language's branch, the first time. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
};

/**
 * The data router's tree: a root shell, one branch per locale prefix, pages grouped by layout.
 * It starts with the first page alone and adds pages as navigations reach them (the router asks
 * whenever a path matches nothing, or only a parameter or the not-found route): the router ranks
 * every route it holds when it is made and compiles each one it tries a path against, and on a
 * phone the 116 pages of a branch (600 in five) cost a long task of the first visit.
 */
export function createRoutes(session: Session, i18n: I18n, firstPath: string): AppRoutes {
  const loader = createGuardLoader(session, i18n);
  setPreloadRoutes(ROUTE_LIST);
  const branches = new Set<string>();
  const layouts = new Set<string>();
  const pages = new Set<string>();

  /** The pages a path may be that the tree lacks, by layout, from then on counted as added. */
  const newPagesFor = (path: string) => {
    const prefix = prefixOf(path);
    const byLayout = new Map<LayoutName, RouteObject[]>();
    for (const route of pagesMatching(path)) {
      const page = pageRoute(route, prefix);
      if (pages.has(page.id!)) continue;
      pages.add(page.id!);
      byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), page]);
    }
    return { prefix, byLayout };
  };

  const branchWith = (prefix: string, byLayout: Map<LayoutName, RouteObject[]>) => {
    branches.add(prefix);
    const grouped = [...byLayout].map(([layout, children]) => {
      layouts.add(layoutId(layout, prefix));
      return layoutRoute(layout, prefix, children);
    });
    return localeBranch(prefix, loader, grouped);
  };

  const first = newPagesFor(firstPath);
  const routes: RouteObject[] = [
    {
      id: ROOT_ID,
      element: <RootShell />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <BootSplash />,
      children: [branchWith(first.prefix, first.byLayout)],
    },
  ];
  return {
    routes,
    patchRoutesOnNavigation: ({ path, patch }) => {
      const { prefix, byLayout } = newPagesFor(path);
      if (!branches.has(prefix)) {
        patch(ROOT_ID, [branchWith(prefix, byLayout)]);
        return;
      }
      for (const [layout, children] of byLayout) {
        const id = layoutId(layout, prefix);
        if (layouts.has(id)) {
          patch(id, children);
        } else {
          layouts.add(id);
          patch(branchId(prefix), [layoutRoute(layout, prefix, children)]);
        }
      }
    },
  };
}
