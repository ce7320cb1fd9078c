import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_FALLBACK,
  DATE_FORMAT_LOCALES,
  getDateFormatLocale,
  getReactAriaLocaleTags,
  getFirstDayOfWeek,
  getWeekdayOrder,
  LOCALES,
} from '../src/index.js';

describe('getFirstDayOfWeek (SPEC 9)', () => {
  it.each(LOCALES.filter((l) => l !== 'da'))('%s: weeks start on Monday everywhere', (locale) => {
    expect(getFirstDayOfWeek(locale, 'date-picker')).toBe('mon');
    expect(getFirstDayOfWeek(locale, 'calendar')).toBe('mon');
  });

  it('Danish: the date picker starts on Sunday, other calendars on Monday', () => {
    expect(getFirstDayOfWeek('da', 'date-picker')).toBe('sun');
    expect(getFirstDayOfWeek('da', 'calendar')).toBe('mon');
  });
});

describe('DATE_FORMAT_LOCALES', () => {
  it.each(LOCALES)('%s formats a numeric date as day.month.year', (locale) => {
    const tag = DATE_FORMAT_LOCALES[locale];
    expect(new Intl.Locale(tag).language).toBe(locale);
    const text = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(2025, 1, 3));
    expect(text).toBe('03.02.2025');
  });
});

describe('getDateFormatLocale', () => {
  it("uses the locale's own tag when the runtime has its data", () => {
    expect(getDateFormatLocale('da', () => true)).toBe('da-DK');
    expect(getDateFormatLocale('en')).toBe('en-CH');
  });

  it('falls back to a day.month.year tag when it does not (Chromium has no Icelandic)', () => {
    const tag = getDateFormatLocale('is', (t) => t !== 'is-IS');
    expect(tag).toBe(`${DATE_FORMAT_FALLBACK}-x-is`);
    expect(getReactAriaLocaleTags('is')).toEqual(['is-IS', tag]);
    // The private-use subtag changes nothing in the formatting.
    expect(new Intl.DateTimeFormat(tag).resolvedOptions().locale).toBe(DATE_FORMAT_FALLBACK);
    const text = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(2025, 1, 3));
    expect(text).toBe('03.02.2025');
  });
});

describe('getWeekdayOrder', () => {
  it('starts on the given day and has all seven', () => {
    expect(getWeekdayOrder('mon')).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(getWeekdayOrder('sun')).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(getWeekdayOrder(getFirstDayOfWeek('da', 'date-picker'))[0]).toBe('sun');
  });
});
