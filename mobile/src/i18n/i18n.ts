import { DEFAULT_LOCALE, LOCALES, matchLanguages, type Locale } from '@leiga/domain/i18n/locales';
import { getLocales } from 'expo-localization';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, MOBILE_NAMESPACES } from './catalogues';
import type { Catalogue } from './namespaces';

/** The device's preferred languages, best first, mapped onto ours; Icelandic otherwise. */
export function deviceLocale(): Locale {
  const tags = getLocales().map((l) => l.languageTag);
  return matchLanguages(tags)[0] ?? DEFAULT_LOCALE;
}

/**
 * One i18next instance per app (or per test). On a phone the catalogue is bundled and there at
 * once; the web export adds it when its chunk arrives (see isCatalogueLoaded).
 */
export function createI18n(locale: Locale = deviceLocale()): I18n {
  const instance = i18next.createInstance();
  const catalogue: Catalogue | Promise<Catalogue> = loadCatalogue(locale);
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
    resources: catalogue instanceof Promise ? {} : { [locale]: catalogue },
    initAsync: false,
    react: { useSuspense: false },
  });
  if (catalogue instanceof Promise) {
    void catalogue.then((namespaces) => {
      for (const [ns, messages] of Object.entries(namespaces))
        instance.addResourceBundle(locale, ns, messages);
    });
  }
  return instance;
}

/** Whether the instance has its language's messages yet (always, on a phone). */
export function isCatalogueLoaded(instance: I18n): boolean {
  return instance.hasResourceBundle(instance.language, 'mobile');
}
