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
import { WEB_NAMESPACES, type MessageTree } from '@leiga/domain/locales/namespaces.ts';
import { readShippedCatalogue } from '@leiga/domain/locales/shipped-catalogue.ts';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_HASH } from 'virtual:i18n-manifest';
import { readCookie, writeCookie } from './cookies';

type Catalogue = Record<string, MessageTree>;
const loaded = new Map<Locale, Promise<Catalogue>>();
const RETRY_DELAY_MS = 1000;

/**
 * Fetches a locale's catalogue once (the URL carries the content hash); its namespaces are parsed
 * when first read (shipped-catalogue.ts).
 */
export function fetchCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = downloadCatalogue(locale);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** The download, asked for again after a failure: a phone's connection drops and returns. */
async function downloadCatalogue(locale: Locale, attempts = 3): Promise<Catalogue> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`/_i18n/${I18N_HASH}/${locale}/messages.txt`);
      if (!res.ok) throw new Error(`Messages for ${locale}: HTTP ${res.status}`);
      return readShippedCatalogue(await res.text());
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

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

/**
 * Starts i18next with the locale's catalogue, fetched first. i18next reads its messages through
 * the object it is given, so only the namespaces a page reads are ever parsed; another language's
 * catalogue joins the store when the visitor switches to it (changeLocale).
 */
export async function initI18n(locale: Locale): Promise<I18n> {
  const catalogue = await fetchCatalogue(locale);
  await i18next.use(initReactI18next).init({
    ...COMMON_OPTIONS,
    lng: locale,
    resources: { [locale]: catalogue },
    // No fallback catalogue: every locale carries every key (a test checks it), and loading
    // Icelandic beside another language would cost a first visit a second download.
    fallbackLng: false,
    react: { useSuspense: true },
  });
  setDocumentLanguage(locale);
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
  if (i18n.language !== locale) {
    // Set as given, not added: adding a bundle copies it, and so would parse every namespace.
    if (!i18n.store.data[locale]) i18n.store.data[locale] = await fetchCatalogue(locale);
    await i18n.changeLanguage(locale);
  }
  setDocumentLanguage(locale);
}

/** Written only when it changes: setting `lang`, even to the same value, restyles the page. */
function setDocumentLanguage(locale: Locale): void {
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}
