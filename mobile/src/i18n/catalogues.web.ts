import type { Locale } from '@leiga/domain';
import type { Catalogue } from './namespaces';

export { MOBILE_NAMESPACES } from './namespaces';

/**
 * The web export loads only the browser's language, a chunk of its own (some 9 KB gzipped each),
 * rather than carrying all five in the first screen's JavaScript.
 */
const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  is: () => import('./locales/is').then((m) => m.CATALOGUE),
  en: () => import('./locales/en').then((m) => m.CATALOGUE),
  uk: () => import('./locales/uk').then((m) => m.CATALOGUE),
  da: () => import('./locales/da').then((m) => m.CATALOGUE),
  pl: () => import('./locales/pl').then((m) => m.CATALOGUE),
};

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return LOADERS[locale]();
}
