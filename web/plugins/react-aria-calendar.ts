import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MONTHS, WEEKDAYS } from '../../domain/src/i18n/calendar';

/**
 * React Aria's calendar names the month on show ("June 1990") and the chosen day ("Friday,
 * 15 June 1990") for screen readers with the browser's date data, English where the browser lacks
 * the reader's language (Chromium has no Icelandic). The string-table plugin adds two entries to
 * the calendar's table from the catalogues (`common.date_picker`: month names, weekday names and
 * their templates), and `patchCalendarUtils` makes React Aria use them.
 */

type DatePickerWords = {
  months: Record<string, string>;
  month_year: string;
  day: { name: string; weekdays: Record<string, string> };
};

function readDatePickerWords(localesDir: string, locale: string): DatePickerWords {
  const common = JSON.parse(readFileSync(join(localesDir, locale, 'common.json'), 'utf8')) as {
    date_picker: DatePickerWords;
  };
  return common.date_picker;
}

const placeholder = (name: string) => `/\\{\\{\\s*${name}\\s*\\}\\}/g`;

/** The calendar table's two added entries for one locale, as object-literal source. */
export function calendarDateEntries(localesDir: string, locale: string): string[] {
  const words = readDatePickerWords(localesDir, locale);
  const months = JSON.stringify(MONTHS.map((m) => words.months[m]));
  const weekdays = JSON.stringify(WEEKDAYS.map((w) => words.day.weekdays[w]));
  return [
    `"leiga.monthYear": (args) => ${JSON.stringify(words.month_year)}.replace(${placeholder('month')}, ${months}[args.month - 1]).replace(${placeholder('year')}, String(args.year))`,
    `"leiga.longDate": (args) => { const pad = (n) => String(n).padStart(2, "0"); const weekday = ${weekdays}[(new Date(Date.UTC(args.year, args.month - 1, args.day)).getUTCDay() + 6) % 7]; return ${JSON.stringify(words.day.name)}.replace(${placeholder('weekday')}, weekday).replace(${placeholder('date')}, pad(args.day) + "." + pad(args.month) + "." + args.year); }`,
  ];
}

const PATCHES: readonly [string, string][] = [
  [
    'monthFormatter.format(startMonth.toDate(timeZone))',
    "stringFormatter.format('leiga.monthYear', { month: startMonth.month, year: startMonth.year })",
  ],
  [
    'let date = dateFormatter.format(start.toDate(state.timeZone));',
    "let date = stringFormatter.format('leiga.longDate', { year: start.year, month: start.month, day: start.day });",
  ],
];

/** React Aria's calendar utilities using the added entries, or null when they changed shape. */
export function patchCalendarUtils(code: string): string | null {
  let patched = code;
  for (const [from, to] of PATCHES) {
    if (!patched.includes(from)) return null;
    patched = patched.replace(from, to);
  }
  return patched;
}
