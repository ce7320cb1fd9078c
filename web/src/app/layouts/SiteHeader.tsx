import { getHomePath } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../context';
import { RouteLink } from '../links';
import { paths as routes } from '../paths';
import { toGuardUser } from '../session';
import { LanguageMenu, MobileNav, ThemeMenu } from './header-controls';
import type { NavLinkItem } from './MobileNav';
import { builtNavItems } from './nav-items';
import { AccountButton } from './AccountButton';

export function Logo() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <RouteLink
      to={getHomePath(toGuardUser(user)?.userType)}
      className="flex items-center gap-2 rounded-lg text-lg font-black tracking-tight text-brand-700 dark:text-brand-300"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-700 dark:fill-brand-400" />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      {t('common.app_name')}
    </RouteLink>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-surface-raised px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('common.nav.skip_to_content')}
    </a>
  );
}

/** The top bar of most layouts: logo, a few links (a menu on phones), language, theme, account. */
export function SiteHeader({ showNav = true }: { showNav?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const links: NavLinkItem[] = showNav
    ? [
        ...builtNavItems([{ pattern: '/listings', label: t('common.nav.listings') }]),
        ...(user
          ? []
          : [
              { label: t('common.nav.for_tenants'), to: `${routes.landing.href()}#tenants` },
              { label: t('common.nav.for_landlords'), to: `${routes.landing.href()}#landlords` },
            ]),
      ]
    : [];
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        {links.length > 0 && (
          <nav aria-label={t('common.nav.main')} className="ml-6 hidden gap-1 md:flex">
            {links.map((link) => (
              <RouteLink
                key={link.to}
                to={link.to}
                className="rounded-lg px-3 py-2 text-sm font-medium text-ink-muted hover:text-ink"
              >
                {link.label}
              </RouteLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          <LanguageMenu />
          <ThemeMenu />
          <AccountButton />
          <MobileNav label={t('common.nav.main')} links={links} />
        </div>
      </div>
    </header>
  );
}
