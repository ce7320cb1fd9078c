import { DEFAULT_LOCALE, isLocale, type Locale } from '@leiga/domain';
import daCollaboration from '@leiga/domain/locales/da/collaboration.json' with { type: 'json' };
import daFinance from '@leiga/domain/locales/da/finance.json' with { type: 'json' };
import enCollaboration from '@leiga/domain/locales/en/collaboration.json' with { type: 'json' };
import enFinance from '@leiga/domain/locales/en/finance.json' with { type: 'json' };
import isCollaboration from '@leiga/domain/locales/is/collaboration.json' with { type: 'json' };
import isFinance from '@leiga/domain/locales/is/finance.json' with { type: 'json' };
import plCollaboration from '@leiga/domain/locales/pl/collaboration.json' with { type: 'json' };
import plFinance from '@leiga/domain/locales/pl/finance.json' with { type: 'json' };
import ukCollaboration from '@leiga/domain/locales/uk/collaboration.json' with { type: 'json' };
import ukFinance from '@leiga/domain/locales/uk/finance.json' with { type: 'json' };

/**
 * The finance and collaboration catalogues of domain, read by the api for what it writes itself
 * (currency names, the invitation e-mail): one text per key in every locale.
 */
type FinanceCatalogue = typeof isFinance;
type CollaborationCatalogue = typeof isCollaboration;

const FINANCE: Record<Locale, FinanceCatalogue> = {
  is: isFinance,
  en: enFinance,
  uk: ukFinance,
  da: daFinance,
  pl: plFinance,
};
const COLLABORATION: Record<Locale, CollaborationCatalogue> = {
  is: isCollaboration,
  en: enCollaboration,
  uk: ukCollaboration,
  da: daCollaboration,
  pl: plCollaboration,
};

export function toLocale(value: string | null | undefined): Locale {
  return value && isLocale(value) ? value : DEFAULT_LOCALE;
}

export function getFinanceCatalogue(locale: Locale): FinanceCatalogue {
  return FINANCE[locale];
}

export function getCollaborationCatalogue(locale: Locale): CollaborationCatalogue {
  return COLLABORATION[locale];
}

/** Fills `{{name}}` placeholders the way i18next does for the web. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
