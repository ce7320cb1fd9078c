import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../src/index.js';
import {
  MESSAGE_NAMESPACES,
  PLURAL_SUFFIXES,
  flattenMessages,
  type MessageTree,
} from '../src/locales/namespaces.js';

const ROOT = join(import.meta.dirname, '../src/locales');
const load = (locale: Locale, ns: string): Record<string, string> =>
  flattenMessages(
    JSON.parse(readFileSync(join(ROOT, locale, `${ns}.json`), 'utf8')) as MessageTree,
  );

const catalogues = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    Object.fromEntries(
      MESSAGE_NAMESPACES.flatMap((ns) =>
        Object.entries(load(l, ns)).map(([k, v]) => [`${ns}.${k}`, v]),
      ),
    ) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;

const PLURAL_RE = new RegExp(`_(${PLURAL_SUFFIXES.join('|')})$`);
const baseKeys = (cat: Record<string, string>) =>
  new Set(Object.keys(cat).map((k) => k.replace(PLURAL_RE, '')));
const vars = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have exactly the namespace files of MESSAGE_NAMESPACES in every locale', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(join(ROOT, locale))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files).toEqual([...MESSAGE_NAMESPACES].sort());
    }
  });

  const reference = baseKeys(catalogues.en);
  it.each(LOCALES)('%s has every key, and no extra one', (locale) => {
    const keys = baseKeys(catalogues[locale]);
    expect([...reference].filter((k) => !keys.has(k))).toEqual([]);
    expect([...keys].filter((k) => !reference.has(k))).toEqual([]);
  });

  it.each(LOCALES)('%s has every plural form its language needs', (locale) => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const plurals = new Set(
      Object.keys(catalogues.en)
        .filter((k) => PLURAL_RE.test(k))
        .map((k) => k.replace(PLURAL_RE, '')),
    );
    for (const base of plurals) {
      for (const form of needed)
        expect(catalogues[locale], `${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
  });

  it.each(LOCALES)('%s uses the same interpolation variables as English', (locale) => {
    for (const [key, text] of Object.entries(catalogues[locale])) {
      const en = catalogues.en[key] ?? catalogues.en[key.replace(PLURAL_RE, '_other')];
      expect(vars(text), key).toEqual(vars(en ?? ''));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s is a real translation, not a copy of English',
    (locale) => {
      const same = Object.entries(catalogues[locale]).filter(([k, v]) => catalogues.en[k] === v);
      // Brand names and a few loanwords (Leiga, E-mail, Kennitala) may stay as they are.
      expect(same.length / Object.keys(catalogues[locale]).length).toBeLessThan(0.05);
    },
  );

  it('hold every validation key of the account schemas and the generic failure', () => {
    const source = readFileSync(join(import.meta.dirname, '../src/accounts/schemas.ts'), 'utf8');
    const used = new Set([...source.matchAll(/'(validation\.[a-z_]+)'/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(5);
    for (const locale of LOCALES) {
      for (const key of [...used, 'errors.something_went_wrong']) {
        expect(catalogues[locale], `${locale} ${key}`).toHaveProperty([key]);
      }
    }
  });
});
