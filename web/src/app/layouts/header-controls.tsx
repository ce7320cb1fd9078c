import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../theme/theme';
import { MenuIcon, MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { useLocale } from '../links';
import type { NavLinkItem } from './MobileNav';
import { menuButtonClass } from './menu-classes';

/**
 * The header's menus (language, theme, the phone menu) are react-aria popovers and dialogs, about
 * 40 KB that no first visit needs before someone reaches for a menu. Each is drawn first as a
 * plain button of the same face and size; pointing at it, touching it or tabbing to it loads the
 * real one, which takes its place without anything in the header moving, keeps the focus, and
 * opens when the plain button was pressed while it loaded.
 */
const loadMenus = () => import('./menus');
const loadLanguageMenu = () => loadMenus().then((m) => m.LanguageMenu);
const loadThemeMenu = () => loadMenus().then((m) => m.ThemeMenu);
const loadMobileNav = () => import('./MobileNav').then((m) => m.MobileNav);

type PlaceholderProps = Pick<
  ComponentProps<'button'>,
  'type' | 'onPointerEnter' | 'onTouchStart' | 'onFocus' | 'onBlur' | 'onClick'
>;

/** A header control whose code loads on the first sign that someone means to use it. */
function OnIntent<P extends object>({
  load,
  props,
  placeholder,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  placeholder: (handlers: PlaceholderProps) => ReactNode;
}) {
  const [isWanted, setWanted] = useState(false);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const within = useRef<HTMLSpanElement>(null);
  const hasFocus = useRef(false);
  const isPressed = useRef(false);

  useEffect(() => {
    if (!isWanted) return undefined;
    let isLive = true;
    void load().then((component) => {
      if (isLive) setLoaded(() => component);
    });
    return () => {
      isLive = false;
    };
  }, [isWanted, load]);

  // The plain button is gone: the real one takes over its focus, and its press. A layout effect,
  // in the same task as the swap: after a passive one a key pressed in between (Enter on the
  // focused menu button) went to the page's body and was lost.
  useLayoutEffect(() => {
    const button = Loaded ? within.current?.querySelector('button') : null;
    if (!button) return;
    if (hasFocus.current || isPressed.current) button.focus();
    if (isPressed.current) button.click();
  }, [Loaded]);

  return (
    <span ref={within} className="contents">
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        placeholder({
          type: 'button',
          onPointerEnter: () => setWanted(true),
          onTouchStart: () => setWanted(true),
          onFocus: () => {
            hasFocus.current = true;
            setWanted(true);
          },
          onBlur: () => {
            hasFocus.current = false;
          },
          onClick: () => {
            isPressed.current = true;
            setWanted(true);
          },
        })
      )}
    </span>
  );
}

const NO_PROPS = {};

export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <OnIntent
      load={loadLanguageMenu}
      props={NO_PROPS}
      placeholder={(handlers) => (
        <button
          {...handlers}
          className={menuButtonClass}
          aria-haspopup="menu"
          aria-expanded="false"
        >
          <span className="sr-only">{t('common.nav.language')}: </span>
          <span className="font-semibold uppercase">{locale}</span>
        </button>
      )}
    />
  );
}

const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

export function ThemeMenu() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const Current = THEME_ICONS[theme];
  return (
    <OnIntent
      load={loadThemeMenu}
      props={NO_PROPS}
      placeholder={(handlers) => (
        <button
          {...handlers}
          className={menuButtonClass}
          aria-haspopup="menu"
          aria-expanded="false"
          aria-label={`${t('common.nav.theme')}: ${t(`common.theme.${theme}`)}`}
        >
          <Current size={18} />
        </button>
      )}
    />
  );
}

export function MobileNav(props: { label: string; links: NavLinkItem[] }) {
  const { t } = useTranslation();
  if (props.links.length === 0) return null;
  return (
    <OnIntent
      load={loadMobileNav}
      props={props}
      placeholder={(handlers) => (
        <button
          {...handlers}
          className={`${menuButtonClass} md:hidden`}
          aria-expanded="false"
          aria-label={t('common.nav.open_menu')}
          data-testid="mobile-nav-button"
        >
          <MenuIcon size={20} />
        </button>
      )}
    />
  );
}
