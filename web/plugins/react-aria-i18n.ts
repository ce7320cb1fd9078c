import { LOCALES } from '../../domain/src/i18n/locales';

/**
 * React Aria asks ICU two things as its module loads and as its locale provider first renders,
 * before any page needs them; on a phone (4x CPU slowdown) each costs ~100 ms of the first
 * page's main thread, once. Both patches keep the answers and skip the locale data.
 */

/**
 * useDefaultLocale works out the browser's language and checks the tag with
 * `Intl.DateTimeFormat.supportedLocalesOf`, only for the RangeError a malformed tag throws. That
 * makes V8 build ICU's table of date locales. `Intl.getCanonicalLocales` throws the same
 * RangeError for the same tags (both canonicalise the list first) and reads no locale data.
 */
export const DEFAULT_LOCALE_RE =
  /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.m?js$/;

const DATE_LOCALES_CHECK = 'Intl.DateTimeFormat.supportedLocalesOf(';

/** The module with the cheaper check, or null when React Aria changed the shape of it. */
export function patchDefaultLocale(code: string): string | null {
  if (code.split(DATE_LOCALES_CHECK).length !== 2) return null;
  return code.replace(DATE_LOCALES_CHECK, 'Intl.getCanonicalLocales(');
}

/**
 * isRTL finds a tag's direction from ICU's likely scripts (`new Intl.Locale(tag).maximize()`).
 * The product's own languages are written left to right in every region, so a tag of one of
 * them with no script of its own (is-IS, en-CH-x-is, the browser's en-GB) is answered at once;
 * any other tag asks ICU as before.
 */
export const I18N_UTILS_RE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.m?js$/;

const LOCALE_API_BRANCH = 'if (Intl.Locale) {';

/** A language of LOCALES, then an optional region, then optional private-use subtags. */
export const OWN_LANGUAGE_TAG_RE = new RegExp(
  `^(?:${LOCALES.join('|')})(?:-(?:[a-z]{2}|\\d{3}))?(?:-x(?:-[a-z\\d]{1,8})+)?$`,
  'i',
);

/** isRTL answering the product's languages at once, or null when React Aria changed its shape. */
export function patchI18nUtils(code: string): string | null {
  if (code.split(LOCALE_API_BRANCH).length !== 2 || !code.includes('(localeString) {')) return null;
  return code.replace(
    LOCALE_API_BRANCH,
    `if (${OWN_LANGUAGE_TAG_RE.toString()}.test(localeString)) return false;\n    ${LOCALE_API_BRANCH}`,
  );
}
