import {
  COOKIE_LOCALE_MAX_AGE_SECONDS,
  DEFAULT_LOCALE,
  getPathLocale,
  LOCALE_COOKIE,
  LOCALE_DOMAINS,
  LOCALES,
  localizePath,
  resolveLocale,
  type Locale,
} from '@leiga/domain';
import { WEB_NAMESPACES } from '@leiga/domain/locales/namespaces.ts';
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_HASH } from 'virtual:i18n-manifest';
import { readCookie, writeCookie } from './cookies';

type Catalogue = Record<string, Record<string, unknown>>;
const loaded = new Map<Locale, Promise<Catalogue>>();

/** Fetches a locale's whole catalogue once; the URL carries the content hash. */
export function fetchCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = fetch(`/_i18n/${I18N_HASH}/${locale}/messages.json`).then((res) => {
      if (!res.ok) throw new Error(`Messages for ${locale}: HTTP ${res.status}`);
      return res.json() as Promise<Catalogue>;
    });
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

const backend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    fetchCatalogue(language as Locale).then(
      (cat) => callback(null, (cat[namespace] ?? {}) as Record<string, string>),
      (error: Error) => callback(error, null),
    );
  },
};

const COMMON_OPTIONS = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: [...WEB_NAMESPACES],
  defaultNS: 'common',
  // `errors.something_went_wrong` is namespace `errors`, key `something_went_wrong`.
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** The locale for a first visit: path prefix, cookie, browser languages, domain (SPEC 1). */
export function detectLocale(): Locale {
  return resolveLocale({
    pathname: location.pathname,
    cookie: readCookie(LOCALE_COOKIE),
    languages: navigator.languages,
    host: location.host,
    domains: LOCALE_DOMAINS,
  });
}

/**
 * A first visit to a path without a locale prefix goes to the visitor's language (SPEC 1): the
 * address is rewritten before the router starts, so it starts at that page rather than loading
 * the Icelandic one and redirecting (a second navigation, and a second branch of routes, in a
 * phone's first long tasks). The server drew the page in that language already.
 */
export function settleFirstLocation(): Locale {
  const locale = detectLocale();
  if (!getPathLocale(location.pathname) && locale !== DEFAULT_LOCALE) {
    const path = localizePath(location.pathname, locale) + location.search + location.hash;
    history.replaceState(history.state, '', path);
  }
  return locale;
}

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, COOKIE_LOCALE_MAX_AGE_SECONDS);
}

/** Starts i18next with lazily fetched catalogues. */
export async function initI18n(locale: Locale): Promise<I18n> {
  await i18next
    .use(backend)
    .use(initReactI18next)
    // No fallback catalogue: every locale carries every key (a test checks it), and loading
    // Icelandic beside another language would cost a first visit a second download.
    .init({ ...COMMON_OPTIONS, lng: locale, fallbackLng: false, react: { useSuspense: true } });
  document.documentElement.lang = locale;
  return i18next;
}

/**
 * An instance with the catalogues given inline: tests, and the server's first paint
 * (src/first-paint), which has them at hand and renders in one pass.
 */
export async function createTestI18n(locale: Locale, resources: Resource): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ ...COMMON_OPTIONS, lng: locale, resources, react: { useSuspense: false } });
  return instance;
}

export async function changeLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
