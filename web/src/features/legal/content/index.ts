import type { Locale } from '@leiga/domain';
import type { LegalTexts } from './types';

/** Each locale's texts are their own chunk: long, and read by few, so never in the entry chunk. */
const LOADERS: Readonly<Record<Locale, () => Promise<{ texts: LegalTexts }>>> = {
  is: () => import('./is'),
  en: () => import('./en'),
  uk: () => import('./uk'),
  da: () => import('./da'),
  pl: () => import('./pl'),
};

const loaded = new Map<Locale, Promise<LegalTexts>>();

/** The same promise for a locale every time, as React's `use` wants; a failed load is retried. */
export function loadLegalTexts(locale: Locale): Promise<LegalTexts> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((m) => m.texts);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
