import {
  APP_STORE_LINKS,
  MOBILE_BANNER_COOKIE,
  MOBILE_BANNER_COOKIE_MAX_AGE_SECONDS,
} from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookie, writeCookie } from '../i18n/cookies';
import { CloseButton } from '../ui/CloseButton';
import { PhoneIcon } from '../ui/icons';

export type MobilePlatform = 'android' | 'ios';

export function getMobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/** SPEC 2/4: Android and iOS only, until closed; closing hides it for 3 days (cookie). */
export function MobileAppBanner() {
  const { t } = useTranslation();
  const platform = getMobilePlatform(navigator.userAgent);
  const [isHidden, setHidden] = useState(() => readCookie(MOBILE_BANNER_COOKIE) === 'true');
  if (!platform || isHidden) return null;

  const close = () => {
    writeCookie(MOBILE_BANNER_COOKIE, 'true', MOBILE_BANNER_COOKIE_MAX_AGE_SECONDS);
    setHidden(true);
  };
  return (
    <aside
      aria-label={t('shell.mobile_banner.label')}
      className="relative border-b border-line bg-surface-sunken"
      data-testid="mobile-app-banner"
    >
      <a
        href={APP_STORE_LINKS[platform]}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 py-2 pr-14 pl-4"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
          <PhoneIcon />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-ink">
            {t(`shell.mobile_banner.${platform}_name`)}
          </span>
          <span className="block truncate text-xs text-ink-muted">
            {t('shell.mobile_banner.text')} {t(`shell.mobile_banner.${platform}_store`)}
          </span>
        </span>
        <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {t('shell.mobile_banner.view')}
        </span>
      </a>
      <CloseButton
        label={t('shell.mobile_banner.close')}
        onClose={close}
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-2 text-ink-muted hover:bg-surface hover:text-ink"
      />
    </aside>
  );
}
