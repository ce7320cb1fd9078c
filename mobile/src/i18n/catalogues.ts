import type { Locale } from '@leiga/domain';
import { CATALOGUE as da } from './locales/da';
import { CATALOGUE as en } from './locales/en';
import { CATALOGUE as is } from './locales/is';
import { CATALOGUE as pl } from './locales/pl';
import { CATALOGUE as uk } from './locales/uk';
import type { Catalogue } from './namespaces';

export { MOBILE_NAMESPACES } from './namespaces';

/** Bundled, not fetched: the app starts offline and in the device's language at once. */
export const CATALOGUES: Record<Locale, Catalogue> = { is, en, uk, da, pl };

/** A phone has every language in its bundle (catalogues.web.ts loads only the one it needs). */
export function loadCatalogue(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
