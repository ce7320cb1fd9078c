import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.js';

/**
 * Numbers and money written by hand for the product's five locales, so every browser and the
 * api print the same text: Debian's Chromium ships no Icelandic number data, and there
 * `Intl.NumberFormat('is-IS')` prints English grouping ("625,000 kr."). The separators follow
 * CLDR for each language (Intl in Node with full ICU prints the same).
 */
type NumberSymbols = {
  group: string;
  decimal: string;
  /** CLDR's minimumGroupingDigits: Polish leaves four-digit numbers ungrouped (1234, 12 345). */
  minimumGroupingDigits: 1 | 2;
};

const NBSP = '\u00a0';

const SYMBOLS: Readonly<Record<Locale, NumberSymbols>> = {
  is: { group: '.', decimal: ',', minimumGroupingDigits: 1 },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  uk: { group: NBSP, decimal: ',', minimumGroupingDigits: 1 },
  da: { group: '.', decimal: ',', minimumGroupingDigits: 1 },
  pl: { group: NBSP, decimal: ',', minimumGroupingDigits: 2 },
};

/**
 * How the Icelandic króna is written: "kr." after the amount where the language says krónur
 * (Icelandic, and Danish, whose readers know "kr."), the ISO code elsewhere ("ISK 625,000" in
 * English, "625 000 ISK" in Polish and Ukrainian). Input fields show the same unit.
 */
const ISK_STYLE: Readonly<Record<Locale, { unit: string; isPrefix: boolean }>> = {
  is: { unit: 'kr.', isPrefix: false },
  en: { unit: 'ISK', isPrefix: true },
  uk: { unit: 'ISK', isPrefix: false },
  da: { unit: 'kr.', isPrefix: false },
  pl: { unit: 'ISK', isPrefix: false },
};

/** Digits after the decimal mark a currency shows; the króna has none in use (ISO 4217). */
const CURRENCY_DIGITS: Readonly<Record<string, number>> = { ISK: 0 };

export type NumberFormatOptions = {
  /** Default 0. */
  minimumFractionDigits?: number;
  /** Default the larger of 3 and minimumFractionDigits, as Intl.NumberFormat. */
  maximumFractionDigits?: number;
};

/** A language tag or i18next language ("is", "en-GB") to one of ours; Icelandic otherwise. */
export function toFormatLocale(locale: string): Locale {
  const base = locale.toLowerCase().split('-')[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/** Rounds half away from zero on the decimal digits (1.005 -> 1.01), unlike toFixed. */
function roundTo(value: number, digits: number): number {
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`));
  return Math.sign(value) * Number(`${shifted}e-${digits}`);
}

function groupDigits(whole: string, symbols: NumberSymbols): string {
  if (whole.length < 4 + symbols.minimumGroupingDigits - 1) return whole;
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
}

/**
 * 1234567.5 -> "1.234.567,5" (is), "1,234,567.5" (en), "1 234 567,5" (pl, uk: no-break spaces).
 * `{ minimumFractionDigits: 1, maximumFractionDigits: 1 }` writes a rating as "5,0".
 */
export function formatNumber(
  value: number,
  locale: string,
  options: NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const symbols = SYMBOLS[toFormatLocale(locale)];
  const minDigits = options.minimumFractionDigits ?? 0;
  const maxDigits = Math.max(options.maximumFractionDigits ?? Math.max(3, minDigits), minDigits);
  const rounded = roundTo(value, maxDigits);
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(maxDigits).split('.');
  let digits = fraction;
  while (digits.length > minDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  const sign = rounded < 0 ? '-' : '';
  const grouped = groupDigits(whole, symbols);
  return digits ? `${sign}${grouped}${symbols.decimal}${digits}` : `${sign}${grouped}`;
}

/** The unit an amount of a currency carries in a locale: "kr." or "ISK"; other codes as they are. */
export function getCurrencyUnit(currency: string, locale: string): string {
  return currency === 'ISK' ? ISK_STYLE[toFormatLocale(locale)].unit : currency;
}

/**
 * An amount of money in a currency's whole units: 625000 ISK -> "625.000 kr." (is, da),
 * "ISK 625,000" (en), "625 000 ISK" (pl, uk). The space before or after the unit does not break.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const lang = toFormatLocale(locale);
  const digits = CURRENCY_DIGITS[currency] ?? 2;
  const number = formatNumber(amount, lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const unit = getCurrencyUnit(currency, lang);
  const isPrefix = currency === 'ISK' ? ISK_STYLE[lang].isPrefix : lang === 'en';
  if (!isPrefix) return `${number}${NBSP}${unit}`;
  return number.startsWith('-') ? `-${unit}${NBSP}${number.slice(1)}` : `${unit}${NBSP}${number}`;
}
