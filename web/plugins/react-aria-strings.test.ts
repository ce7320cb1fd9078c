// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchCalendarUtils } from './react-aria-calendar';
import {
  englishKeys,
  readReactAriaCatalogues,
  reactAriaStrings,
  stringTableModule,
  toEntry,
} from './react-aria-strings';

const require = createRequire(import.meta.url);
const privateDir = (pkg: string) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), 'dist', 'private');
const table = (pkg: string, section?: string) =>
  join(privateDir(pkg), ...(section ? [section] : []), 'intlStrings.mjs');

type Strings = Record<string, Record<string, string | ((args: Record<string, string>) => string)>>;

async function evaluate(code: string): Promise<Strings> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Strings }).default;
}

const catalogues = readReactAriaCatalogues();

describe('React Aria string tables from the catalogues', () => {
  it('turns {{arguments}} into a function and leaves plain text alone', () => {
    expect(toEntry('Loka')).toBe('"Loka"');
    const fn = new Function(`return ${toEntry('Í dag, {{date}}, valinn')}`)() as (
      a: object,
    ) => string;
    expect(fn({ date: '29.11.2026' })).toBe('Í dag, 29.11.2026, valinn');
  });

  it.each([
    ['react-aria', 'calendar', 'calendar'],
    ['react-aria', 'datepicker', 'datepicker'],
    ['react-aria', 'overlays', 'overlays'],
    ['react-aria', 'searchfield', 'searchfield'],
    ['react-aria', 'spinbutton', 'spinbutton'],
    ['react-aria', 'menu', 'menu'],
    ['react-stately', 'datepicker', 'stately-datepicker'],
    ['react-aria-components', undefined, 'components'],
  ] as const)(
    '%s %s: every key of the installed table, for every tag the app gives',
    async (pkg, dir, section) => {
      const keys = englishKeys(table(pkg, dir), section);
      expect(keys.length).toBeGreaterThan(0);
      const result = stringTableModule(catalogues, section, keys);
      if ('missing' in result) throw new Error(result.missing.join('\n'));
      const strings = await evaluate(result.code);
      expect(Object.keys(strings).sort()).toEqual([
        'da-DK',
        'en-CH',
        'en-CH-x-da',
        'en-CH-x-en',
        'en-CH-x-is',
        'en-CH-x-pl',
        'en-CH-x-uk',
        'is-IS',
        'pl-PL',
        'uk-UA',
      ]);
      // The calendar's table also names the month and day from the catalogues (leiga.*).
      const added = section === 'calendar' ? ['leiga.longDate', 'leiga.monthYear'] : [];
      for (const tag of Object.keys(strings))
        expect(Object.keys(strings[tag]!).sort()).toEqual([...keys, ...added].sort());
    },
  );

  it('gives Icelandic under the fallback tag a browser without Icelandic data gets', async () => {
    const section = 'calendar';
    const result = stringTableModule(
      catalogues,
      section,
      englishKeys(table('react-aria', section), section),
    );
    if ('missing' in result) throw new Error(result.missing.join('\n'));
    const strings = await evaluate(result.code);
    const todayDate = strings['en-CH-x-is']!.todayDate as (args: { date: string }) => string;
    expect(todayDate({ date: '29.11.2026' })).toBe('Í dag, 29.11.2026');
    expect(strings['uk-UA']!.previous).toBe('Попередній');
  });

  it('names what the catalogues lack', () => {
    const result = stringTableModule(catalogues, 'overlays', ['dismiss', 'somethingNew']);
    expect(result).toEqual({
      missing: expect.arrayContaining(['is: react-aria.overlays.somethingNew']),
    });
  });

  it("patches the installed useDisplayNames so segment names come from the reader's table", () => {
    const plugin = reactAriaStrings();
    const file = join(privateDir('react-aria'), 'datepicker', 'useDisplayNames.mjs');
    const transform = plugin.transform as (code: string, id: string) => { code: string };
    const patched = transform.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      readFileSync(file, 'utf8'),
      file,
    );
    expect(patched.code).toContain('if (dictionary.strings[locale]) return');
    expect(patched.code).toContain('new Intl.DisplayNames(locale');
  });

  it("names the calendar's month and chosen day from the catalogues, in the installed React Aria", async () => {
    const section = 'calendar';
    const result = stringTableModule(
      catalogues,
      section,
      englishKeys(table('react-aria', section), section),
    );
    if ('missing' in result) throw new Error(result.missing.join('\n'));
    const strings = await evaluate(result.code);
    type DateWords = (args: { year: number; month: number; day?: number }) => string;
    const is = strings['en-CH-x-is']!;
    expect((is['leiga.monthYear'] as unknown as DateWords)({ year: 1990, month: 6 })).toBe(
      'júní 1990',
    );
    expect((is['leiga.longDate'] as unknown as DateWords)({ year: 1990, month: 6, day: 15 })).toBe(
      'föstudagur 15.06.1990',
    );
    expect(
      (strings['pl-PL']!['leiga.longDate'] as unknown as DateWords)({
        year: 2026,
        month: 11,
        day: 30,
      }),
    ).toBe('poniedziałek, 30.11.2026');
    const utils = readFileSync(join(privateDir('react-aria'), 'calendar', 'utils.mjs'), 'utf8');
    const patched = patchCalendarUtils(utils);
    expect(patched).toContain("stringFormatter.format('leiga.monthYear'");
    expect(patched).toContain("stringFormatter.format('leiga.longDate'");
    expect(patchCalendarUtils('something else')).toBeNull();
  });
});
