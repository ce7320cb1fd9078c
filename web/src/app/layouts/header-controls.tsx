import { lazy, Suspense, type ComponentProps } from 'react';
import { useTheme } from '../../theme/theme';
import { MenuIcon, MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { useLocale } from '../links';
import { menuButtonClass } from './menu-classes';

/**
 * The header's menus (language, theme, the phone menu) are react-aria popovers and dialogs: they
 * load just after the first paint instead of before it. Until then each shows its button's own
 * face at its own size, so nothing in the header moves when the real one takes its place.
 */
const loadMenus = () => import('./menus');
const LanguageMenuImpl = lazy(() => loadMenus().then((m) => ({ default: m.LanguageMenu })));
const ThemeMenuImpl = lazy(() => loadMenus().then((m) => ({ default: m.ThemeMenu })));
const MobileNavImpl = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));

export function LanguageMenu() {
  const locale = useLocale();
  return (
    <Suspense
      fallback={
        <span className={menuButtonClass} aria-hidden="true">
          <span className="font-semibold uppercase">{locale}</span>
        </span>
      }
    >
      <LanguageMenuImpl />
    </Suspense>
  );
}

const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

export function ThemeMenu() {
  const [theme] = useTheme();
  const Current = THEME_ICONS[theme];
  return (
    <Suspense
      fallback={
        <span className={menuButtonClass} aria-hidden="true">
          <Current size={18} />
        </span>
      }
    >
      <ThemeMenuImpl />
    </Suspense>
  );
}

export function MobileNav(props: ComponentProps<typeof MobileNavImpl>) {
  if (props.links.length === 0) return null;
  return (
    <Suspense
      fallback={
        <span className={`${menuButtonClass} md:hidden`} aria-hidden="true">
          <MenuIcon size={20} />
        </span>
      }
    >
      <MobileNavImpl {...props} />
    </Suspense>
  );
}
