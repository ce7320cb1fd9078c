import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  getPathLocale,
  isLocale,
  localizePath,
  matchLanguages,
  resolveLocale,
  stripLocalePrefix,
  type Locale,
  type LocaleSources,
} from '../src/i18n/locales.js';

const domains = { 'leiga.dk': 'da', 'leiga.pl': 'pl', 'leiga.is': 'is' } as const;

describe('resolveLocale: path > cookie > browser languages > domain > is', () => {
  it.each<[string, LocaleSources, Locale]>([
    ['nothing at all', {}, 'is'],
    [
      'the path over everything else',
      { pathname: '/en/login', cookie: 'da', languages: 'uk', host: 'leiga.pl', domains },
      'en',
    ],
    ['the path prefix alone', { pathname: '/uk' }, 'uk'],
    [
      'the cookie when the path has no prefix',
      { pathname: '/login', cookie: 'da', languages: 'uk', host: 'leiga.pl', domains },
      'da',
    ],
    [
      'an Icelandic cookie over browser languages',
      { pathname: '/', cookie: 'is', languages: 'en' },
      'is',
    ],
    [
      'browser languages when the cookie is missing',
      { pathname: '/', cookie: null, languages: 'uk, en;q=0.8', host: 'leiga.pl', domains },
      'uk',
    ],
    [
      'browser languages when the cookie is not a locale',
      { pathname: '/', cookie: 'de', languages: ['pl-PL', 'en'], host: 'leiga.dk', domains },
      'pl',
    ],
    [
      'the domain when no browser language is ours',
      { pathname: '/', languages: 'de-DE, fr;q=0.5', host: 'leiga.dk', domains },
      'da',
    ],
    ['the domain with a port and upper case', { host: 'LEIGA.PL:3000', domains }, 'pl'],
    ['Icelandic for an unknown domain', { host: 'example.com', languages: 'de', domains }, 'is'],
    ['Icelandic for a domain without a map', { host: 'leiga.dk' }, 'is'],
    ['Icelandic for an empty header', { languages: '', cookie: '' }, 'is'],
    [
      'not a path segment that only starts like a locale',
      { pathname: '/english', cookie: 'da' },
      'da',
    ],
  ])('takes %s', (_label, sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });
});

describe('matchLanguages', () => {
  it.each<[string, string | readonly string[] | null | undefined, Locale[]]>([
    ['null', null, []],
    ['undefined', undefined, []],
    ['an empty header', '', []],
    ['a plain header in order', 'en-US,en;q=0.9,is;q=0.8', ['en', 'is']],
    ['q values out of order', 'en;q=0.5, da;q=0.9, uk;q=0.7', ['da', 'uk', 'en']],
    ['no q means 1', 'pl;q=0.9, uk', ['uk', 'pl']],
    ['equal q keeps header order', 'da;q=0.8, en;q=0.8, is;q=0.8', ['da', 'en', 'is']],
    ['q=0 means not acceptable', 'en;q=0, da', ['da']],
    ['a malformed q is ignored', 'en;q=abc, uk;q=0.2', ['uk']],
    ['spaces around parameters', 'de-DE ; q=1 , is ; q=0.6', ['is']],
    ['region tags and case', 'EN-GB, Da-DK;q=0.5', ['en', 'da']],
    ['duplicates once, at their best place', 'en-GB;q=0.4, en-US;q=0.9, is;q=0.5', ['en', 'is']],
    ['the wildcard and unknown languages', '*, de, fr;q=0.9', []],
    ['navigator.languages in order', ['uk-UA', 'en-US', 'en', 'pl'], ['uk', 'en', 'pl']],
    ['navigator.languages without ours', ['de', 'nb-NO'], []],
  ])('%s', (_label, input, expected) => {
    expect(matchLanguages(input)).toEqual(expected);
  });
});

describe('getPathLocale', () => {
  it.each<[string, Locale | null]>([
    ['/', null],
    ['', null],
    ['/login', null],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/login', 'en'],
    ['/uk/listings/12', 'uk'],
    ['/da/contracts', 'da'],
    ['/pl/', 'pl'],
    ['/is/login', null], // Icelandic, the default, has no prefix
    ['/english', null],
    ['/de/login', null],
    ['/login/en', null],
  ])('%j -> %s', (path, locale) => {
    expect(getPathLocale(path)).toBe(locale);
  });
});

describe('stripLocalePrefix and localizePath', () => {
  it.each<[string, string]>([
    ['/en/login', '/login'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/uk/listings/12', '/listings/12'],
    ['/login', '/login'],
    ['/', '/'],
    ['/english/x', '/english/x'],
  ])('strips %j to %j', (path, bare) => {
    expect(stripLocalePrefix(path)).toBe(bare);
  });

  it.each<[string, Locale, string]>([
    ['/login', 'en', '/en/login'],
    ['/', 'en', '/en'],
    ['/login', 'is', '/login'],
    ['/', 'is', '/'],
    ['/en/login', 'da', '/da/login'], // replaces an existing prefix
    ['/en/login', 'is', '/login'],
    ['/uk', 'pl', '/pl'],
    ['/listings/12', 'uk', '/uk/listings/12'],
  ])('localizes %j for %s to %j', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  const barePaths = ['/', '/login', '/listings/12', '/contracts/5/edit/tenants', '/english'];
  const cases = barePaths.flatMap((bare) => LOCALES.map((locale) => [bare, locale] as const));

  it.each(cases)('round trips %j through %s', (bare, locale) => {
    const localized = localizePath(bare, locale);
    expect(stripLocalePrefix(localized)).toBe(bare);
    expect(getPathLocale(localized) ?? DEFAULT_LOCALE).toBe(locale);
    expect(resolveLocale({ pathname: localized, cookie: locale === 'is' ? 'is' : 'da' })).toBe(
      locale,
    );
    expect(localizePath(localized, locale)).toBe(localized); // idempotent
  });
});

describe('isLocale', () => {
  it.each<[unknown, boolean]>([
    ['is', true],
    ['en', true],
    ['uk', true],
    ['da', true],
    ['pl', true],
    ['IS', false],
    ['de', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
