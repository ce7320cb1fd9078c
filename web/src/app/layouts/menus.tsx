import { LOCALE_NAMES, LOCALES, localizePath, type Locale } from '@leiga/domain';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLocale } from '../../i18n/i18n';
import { THEMES, useTheme, type Theme } from '../../theme/theme';
import { MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { useLocale } from '../links';

export const menuButtonClass =
  'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-brand-500';
export const popoverClass =
  'min-w-44 rounded-xl border border-line bg-surface-raised p-1 shadow-xl outline-none';
export const menuItemClass =
  'flex cursor-default items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink outline-none focus:bg-surface-sunken selected:font-semibold';

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
