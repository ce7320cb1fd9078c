import { COOKIE_BANNER_DEFAULT, COOKIE_BANNER_KEY } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../app/links';
import { paths as routes } from '../app/paths';
import { CloseButton } from '../ui/CloseButton';

function isDismissed(): boolean {
  try {
    const stored = localStorage.getItem(COOKIE_BANNER_KEY);
    return stored === null ? COOKIE_BANNER_DEFAULT : stored === 'true';
  } catch {
    return COOKIE_BANNER_DEFAULT;
  }
}

/** Shown until dismissed; the dismissal persists as cookie-banner-dismissed (SPEC 2/9). */
export function CookieBanner() {
  const { t } = useTranslation();
  const [isHidden, setHidden] = useState(isDismissed);
  if (isHidden) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(COOKIE_BANNER_KEY, 'true');
    } catch {
      // Hidden for this page only.
    }
    setHidden(true);
  };
  return (
    <aside
      aria-label={t('shell.cookie_banner.label')}
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-2xl items-start gap-3 rounded-xl border border-line bg-surface-raised p-4 shadow-xl sm:items-center"
    >
      <p className="flex-1 text-sm text-ink">
        {t('shell.cookie_banner.text')}{' '}
        <RouteLink
          to={routes.cookiePolicy.href()}
          className="font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('shell.cookie_banner.link')}
        </RouteLink>
      </p>
      <CloseButton label={t('shell.cookie_banner.close')} onClose={dismiss} />
    </aside>
  );
}
