import { DEFAULT_LOCALE, LOCALES, matchLanguages, type Locale } from '@leiga/domain';
import { getLocales } from 'expo-localization';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUES, MOBILE_NAMESPACES } from './catalogues';

/** The device's preferred languages, best first, mapped onto ours; Icelandic otherwise. */
export function deviceLocale(): Locale {
  const tags = getLocales().map((l) => l.languageTag);
  return matchLanguages(tags)[0] ?? DEFAULT_LOCALE;
}

/** One i18next instance per app (or per test), synchronous: the catalogues are bundled. */
export function createI18n(locale: Locale = deviceLocale()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    supportedLngs: [...LOCALES],
    // Every locale carries every key (domain's locales test checks it).
    fallbackLng: false,
    ns: [...MOBILE_NAMESPACES],
    defaultNS: 'mobile',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    resources: CATALOGUES,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
