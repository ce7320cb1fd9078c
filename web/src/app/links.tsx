import { DEFAULT_LOCALE, localizePath, type Locale } from '@leiga/domain';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { preloadPath } from './lazy';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return (i18n.language as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** The path with the current locale's prefix: ('/login') -> '/en/login' when reading English. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

type RouteLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/**
 * A link to a path from the route registry (`routes.login.href()`): adds the locale prefix and
 * preloads the page's code on hover or focus.
 */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink(
  { to, onMouseEnter, onFocus, ...props },
  ref,
) {
  const localize = useLocalizedPath();
  return (
    <Link
      ref={ref}
      to={localize(to)}
      onMouseEnter={(e) => {
        preloadPath(to);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preloadPath(to);
        onFocus?.(e);
      }}
      {...props}
    />
  );
});

type RouteNavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function RouteNavLink({ to, ...props }: RouteNavLinkProps) {
  const localize = useLocalizedPath();
  return <NavLink to={localize(to)} onMouseEnter={() => preloadPath(to)} {...props} />;
}
