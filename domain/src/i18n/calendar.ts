import type { Locale } from './locales.js';

/** Days a week may start on, in the short form date libraries use (React Aria, Intl.Locale). */
export type WeekDay = 'sun' | 'mon';

/** The days of the week, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The months, January first (catalogue keys `common.date_picker.months.<key>`). */
export const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** Where a calendar is shown: the date picker's pop-up calendar, or any other calendar view. */
export type CalendarContext = 'date-picker' | 'calendar';

/**
 * SPEC 9: "Week starts Monday except in the Danish date picker." Every locale and every calendar
 * starts its weeks on Monday; only the date picker in Danish starts on Sunday.
 */
export function getFirstDayOfWeek(locale: Locale, context: CalendarContext): WeekDay {
  return locale === 'da' && context === 'date-picker' ? 'sun' : 'mon';
}

/**
 * The BCP 47 tag to format dates with, per locale: each formats a numeric date as day.month.year
 * (03.02.2025) with month names in the locale's language. English uses en-CH, the English
 * variant whose short date is day.month.year, since the product shows no other date order.
 */
export const DATE_FORMAT_LOCALES: Readonly<Record<Locale, string>> = {
  is: 'is-IS',
  en: 'en-CH',
  uk: 'uk-UA',
  da: 'da-DK',
  pl: 'pl-PL',
};

/**
 * Where a browser has no date data for a locale (Chromium's ICU has no Icelandic), dates are
 * formatted with this tag instead: it still gives day.month.year; month and weekday names
 * come from the catalogues.
 */
export const DATE_FORMAT_FALLBACK = 'en-CH';

function hasDateData(tag: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
}

/**
 * The tag to format dates with for a locale. Where the runtime lacks the locale's data, the
 * fallback carries the language as a private-use subtag (`en-CH-x-is`): Intl formats as the
 * fallback (private-use subtags change nothing), while React Aria, which looks its strings up by
 * the exact tag first, finds the reader's language (the web build keys its string tables by every
 * tag `getReactAriaLocaleTags` names).
 */
export function getDateFormatLocale(
  locale: Locale,
  isSupported: (tag: string) => boolean = hasDateData,
): string {
  const tag = DATE_FORMAT_LOCALES[locale];
  return isSupported(tag) ? tag : fallbackTag(locale);
}

function fallbackTag(locale: Locale): string {
  return `${DATE_FORMAT_FALLBACK}-x-${locale}`;
}

/** Every tag `getDateFormatLocale` may give for a locale, with or without the runtime's data. */
export function getReactAriaLocaleTags(locale: Locale): readonly string[] {
  return [DATE_FORMAT_LOCALES[locale], fallbackTag(locale)];
}

/** The seven weekdays in the order a calendar shows them. */
export function getWeekdayOrder(firstDay: WeekDay): Weekday[] {
  const start = WEEKDAYS.indexOf(firstDay);
  return [...WEEKDAYS.slice(start), ...WEEKDAYS.slice(0, start)];
}
