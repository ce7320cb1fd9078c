import { COOKIE_LOCALE_MAX_AGE_SECONDS } from '../constants.js';

export const LOCALES = ['is', 'en', 'uk', 'da', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'is';
export const LOCALE_COOKIE = 'locale';
export { COOKIE_LOCALE_MAX_AGE_SECONDS };

export const LOCALE_NAMES: Record<Locale, { name: string; native: string }> = {
  is: { name: 'Icelandic', native: 'Íslenska' },
  en: { name: 'English', native: 'English' },
  uk: { name: 'Ukrainian', native: 'Українська' },
  da: { name: 'Danish', native: 'Dansk' },
  pl: { name: 'Polish', native: 'Polski' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of a path prefix (/en/...). Icelandic, the default, has no prefix. */
export function getPathLocale(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : null;
}

/** Removes a locale prefix: /en/login -> /login. */
export function stripLocalePrefix(pathname: string): string {
  const locale = getPathLocale(pathname);
  if (!locale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** Adds the prefix a locale needs: ('/login', 'en') -> /en/login; Icelandic gets none. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** host -> locale for the last step of locale detection (SPEC 1); the web and the server read it. */
export const LOCALE_DOMAINS: Readonly<Record<string, Locale>> = {
  'leiga.is': 'is',
  'www.leiga.is': 'is',
  'leiga.dk': 'da',
  'leiga.pl': 'pl',
  'leiga.com.ua': 'uk',
};

/** Parses an Accept-Language header or navigator.languages into our locales, best first. */
export function matchLanguages(languages: readonly string[] | string | null | undefined): Locale[] {
  if (!languages) return [];
  const list =
    typeof languages === 'string'
      ? languages
          .split(',')
          .map((part) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.find((p) => p.trim().startsWith('q='));
            // RFC 9110 allows spaces before ';' ("da ; q=0.8"), so trim the tag too.
            return { tag: tag?.trim() ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
          })
          .filter((l) => l.tag && !Number.isNaN(l.q) && l.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((l) => l.tag)
      : languages;
  const found: Locale[] = [];
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    // Norwegian and Swedish readers get Danish before English would be a guess; keep it exact.
    if (isLocale(base) && !found.includes(base)) found.push(base);
  }
  return found;
}

export type LocaleSources = {
  pathname?: string;
  cookie?: string | null;
  languages?: readonly string[] | string | null;
  host?: string | null;
  /** host -> locale, e.g. { 'leiga.dk': 'da' } */
  domains?: Readonly<Record<string, Locale>>;
};

/** SPEC 1: path prefix, then cookie, then browser languages, then domain, then Icelandic. */
export function resolveLocale(sources: LocaleSources): Locale {
  const fromPath = sources.pathname ? getPathLocale(sources.pathname) : null;
  if (fromPath) return fromPath;
  if (isLocale(sources.cookie)) return sources.cookie;
  const fromBrowser = matchLanguages(sources.languages)[0];
  if (fromBrowser) return fromBrowser;
  const host = sources.host?.toLowerCase().split(':')[0];
  const fromDomain = host ? sources.domains?.[host] : undefined;
  return fromDomain ?? DEFAULT_LOCALE;
}
