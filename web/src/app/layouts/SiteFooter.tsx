import { useTranslation } from 'react-i18next';
import { RouteLink } from '../links';
import { paths as routes } from '../paths';

const LEGAL_LINKS = [
  ['userTerms', 'common.footer.user_terms'],
  ['privacyPolicy', 'common.footer.privacy_policy'],
  ['cookiePolicy', 'common.footer.cookie_policy'],
  ['paymentTerms', 'common.footer.payment_terms'],
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-surface-sunken">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="max-w-sm">
          <p className="text-lg font-black text-brand-700 dark:text-brand-300">
            {t('common.app_name')}
          </p>
          <p className="mt-2 text-sm text-ink-muted">{t('common.footer.tagline')}</p>
        </div>
        <nav aria-label={t('common.footer.legal')}>
          <h2 className="text-sm font-semibold text-ink">{t('common.footer.legal')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {LEGAL_LINKS.map(([route, label]) => (
              <li key={label}>
                <RouteLink
                  to={routes[route].href()}
                  className="text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  {t(label)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-ink-muted">
        {t('common.footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
