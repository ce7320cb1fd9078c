import { DEFAULT_LOCALE, LOCALES, toRouterPath, type LayoutName } from '@leiga/domain';
import type { i18n as I18n } from 'i18next';
import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';
import { createGuardLoader } from './guard';
import { setPreloadRoutes } from './lazy';
import { LayoutOutlet } from './layouts/LayoutOutlet';
import { BootSplash, RootShell } from './RootShell';
import { ROUTE_LIST } from './routes';
import type { Session } from './session';

const PREFIXES = ['', ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`)];

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

/** The data router's tree: a root shell, one branch per locale prefix, pages grouped by layout. */
export function createRoutes(session: Session, i18n: I18n): RouteObject[] {
  const loader = createGuardLoader(session, i18n);
  setPreloadRoutes(ROUTE_LIST);
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <BootSplash />,
      children: PREFIXES.map((prefix): RouteObject => ({
        id: `guard${prefix || '-is'}`,
        path: prefix || '/',
        loader,
        shouldRevalidate: () => true,
        errorElement: <RouteErrorScreen />,
        children: pageRoutes(prefix),
      })),
    },
  ];
}
