import { LOCALE_NAMES, LOCALES, localizePath, type Locale } from '@leiga/domain';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLocale } from '../../i18n/i18n';
import { THEMES, useTheme, type Theme } from '../../theme/theme';
import { MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { useLocale } from '../links';

import { menuButtonClass, menuItemClass, popoverClass } from './menu-classes';

export { menuButtonClass, menuItemClass, popoverClass };

export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const choose = (next: Locale) => {
    rememberLocale(next);
    void navigate(localizePath(location.pathname, next) + location.search);
  };
  return (
    <MenuTrigger>
      <Button className={menuButtonClass}>
        <span className="sr-only">{t('common.nav.language')}: </span>
        <span className="font-semibold uppercase">{locale}</span>
      </Button>
      <Popover className={popoverClass} placement="bottom end">
        <Menu
          aria-label={t('common.nav.language')}
          selectionMode="single"
          selectedKeys={[locale]}
          onAction={(key) => choose(key as Locale)}
          className="outline-none"
        >
          {LOCALES.map((l) => (
            <MenuItem key={l} id={l} lang={l} className={menuItemClass}>
              {LOCALE_NAMES[l].native}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

const THEME_ICONS: Record<Theme, typeof SunIcon> = {
  light: SunIcon,
  dark: MoonIcon,
  system: MonitorIcon,
};

export function ThemeMenu() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const Current = THEME_ICONS[theme];
  return (
    <MenuTrigger>
      <Button
        className={menuButtonClass}
        aria-label={`${t('common.nav.theme')}: ${t(`common.theme.${theme}`)}`}
      >
        <Current size={18} />
      </Button>
      <Popover className={popoverClass} placement="bottom end">
        <Menu
          aria-label={t('common.nav.theme')}
          selectionMode="single"
          selectedKeys={[theme]}
          onAction={(key) => setTheme(key as Theme)}
          className="outline-none"
        >
          {THEMES.map((th) => {
            const Icon = THEME_ICONS[th];
            return (
              <MenuItem key={th} id={th} className={menuItemClass} data-theme-option={th}>
                <Icon size={16} />
                {t(`common.theme.${th}`)}
              </MenuItem>
            );
          })}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
