import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, getCurrencyUnit, toFormatLocale } from '../src/index.js';

// Written out by hand (not computed with Intl), so the table states what a reader sees.
const S = '\u00a0';

describe('formatMoney', () => {
  it.each([
    ['is', 625_000, '625.000 kr.'],
    ['is', 1_450_000, '1.450.000 kr.'],
    ['is', 950, '950 kr.'],
    ['is', 0, '0 kr.'],
    ['is', -25_000, '-25.000 kr.'],
    ['da', 625_000, '625.000 kr.'],
    ['en', 625_000, 'ISK 625,000'],
    ['en', 1_250_000, 'ISK 1,250,000'],
    ['en', -25_000, '-ISK 25,000'],
    ['pl', 625_000, '625 000 ISK'],
    ['pl', 8_500, '8500 ISK'],
    ['pl', 12_500, '12 500 ISK'],
    ['uk', 625_000, '625 000 ISK'],
    ['uk', 8_500, '8 500 ISK'],
  ])('%s: %d ISK -> %s', (locale, amount, expected) => {
    expect(formatMoney(amount, 'ISK', locale)).toBe(expected.replace(/ /g, S));
  });

  it('rounds ISK to whole krónur', () => {
    expect(formatMoney(1234.5, 'ISK', 'is')).toBe(`1.235${S}kr.`);
  });

  it('writes other currencies with two decimals and their code', () => {
    expect(formatMoney(1234.5, 'EUR', 'is')).toBe(`1.234,50${S}EUR`);
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe(`EUR${S}1,234.50`);
    expect(formatMoney(1234.5, 'EUR', 'pl')).toBe(`1234,50${S}EUR`);
  });

  it('takes i18next languages and region tags, and falls back to Icelandic', () => {
    expect(formatMoney(625_000, 'ISK', 'en-GB')).toBe(`ISK${S}625,000`);
    expect(formatMoney(625_000, 'ISK', 'de')).toBe(`625.000${S}kr.`);
  });
});

describe('formatNumber', () => {
  it.each([
    ['is', 1_234_567, {}, '1.234.567'],
    ['is', 1234.5, {}, '1.234,5'],
    ['is', 5, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '5,0'],
    ['is', 4.25, { maximumFractionDigits: 1 }, '4,3'],
    ['is', 1.005, { maximumFractionDigits: 2 }, '1,01'],
    ['is', 999, {}, '999'],
    ['is', 1000, {}, '1.000'],
    ['is', -1234.5, {}, '-1.234,5'],
    ['is', 0.5, {}, '0,5'],
    ['en', 1_234_567.25, {}, '1,234,567.25'],
    ['en', 5, { minimumFractionDigits: 1 }, '5.0'],
    ['da', 1_234_567.5, {}, '1.234.567,5'],
    ['pl', 1234.5, {}, '1234,5'],
    ['pl', 12_345.5, {}, '12 345,5'],
    ['pl', 1_234_567, {}, '1 234 567'],
    ['uk', 1234.5, {}, '1 234,5'],
    ['uk', 2.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '2,5'],
  ] as const)('%s: %d %o -> %s', (locale, value, options, expected) => {
    expect(formatNumber(value, locale, options)).toBe(expected.replace(/ /g, S));
  });

  it('drops a fraction that rounds away and never prints -0', () => {
    expect(formatNumber(2.0004, 'is')).toBe('2');
    expect(formatNumber(-0.0001, 'is', { maximumFractionDigits: 1 })).toBe('0');
  });
});

describe('getCurrencyUnit and toFormatLocale', () => {
  it('names the króna the way amounts show it', () => {
    expect(getCurrencyUnit('ISK', 'is')).toBe('kr.');
    expect(getCurrencyUnit('ISK', 'da')).toBe('kr.');
    expect(getCurrencyUnit('ISK', 'en')).toBe('ISK');
    expect(getCurrencyUnit('ISK', 'pl')).toBe('ISK');
    expect(getCurrencyUnit('EUR', 'is')).toBe('EUR');
  });

  it('maps tags to our locales', () => {
    expect(toFormatLocale('uk-UA')).toBe('uk');
    expect(toFormatLocale('PL')).toBe('pl');
    expect(toFormatLocale('')).toBe('is');
  });
});
