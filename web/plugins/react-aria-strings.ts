import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { getReactAriaLocaleTags } from '../../domain/src/i18n/calendar';
import type { Locale } from '../../domain/src/i18n/locales';
import { LOCALES_DIR, listLocales } from './i18n-messages';
import { calendarDateEntries, patchCalendarUtils } from './react-aria-calendar';
import {
  DEFAULT_LOCALE_RE,
  I18N_UTILS_RE,
  patchDefaultLocale,
  patchI18nUtils,
} from './react-aria-i18n';

/**
 * React Aria's strings (a dialog's hidden "Dismiss", a date field's segment names, a calendar
 * day's "Today") come from string tables in its packages. They have no Icelandic, and a global
 * override would fix one language for the whole page. This plugin replaces each table React Aria
 * bundles with the catalogues' namespace `react-aria` (domain/src/locales/<lang>/react-aria.json),
 * keyed by every tag the app gives React Aria for a language (domain's `getReactAriaLocaleTags`).
 * So the strings follow the reader's language, and the 30 other languages React Aria ships are
 * not downloaded. A bundled table the catalogue lacks, or lacks keys of, fails the build.
 */

/**
 * `react-aria/dist/private/<package>/intlStrings.mjs`, react-stately's (section `stately-<package>`)
 * or react-aria-components' own (one table, section `components`).
 */
const TABLE_RE =
  /[\\/](react-aria|react-stately|react-aria-components)[\\/]dist[\\/]private[\\/](?:([\w-]+)[\\/])?intlStrings\.m?js$/;

/** The catalogue section for React Aria Components' own table. */
const COMPONENTS_SECTION = 'components';

/**
 * React Aria's date-field segment names come from Intl.DisplayNames when the browser has them, in
 * the browser's data, which may lack the reader's language (Chromium has no Icelandic). Where our
 * table holds the exact tag, its names are used instead.
 */
const DISPLAY_NAMES_RE =
  /[\\/]react-aria[\\/]dist[\\/]private[\\/]datepicker[\\/]useDisplayNames\.m?js$/;
const DISPLAY_NAMES_TRY = /try \{(\s*return new Intl\.DisplayNames\(locale,)/;

/** useDisplayNames using our table where it holds the tag, or null when it changed shape. */
function patchDisplayNames(code: string): string | null {
  if (!DISPLAY_NAMES_TRY.test(code)) return null;
  return code.replace(
    DISPLAY_NAMES_TRY,
    'if (dictionary.strings[locale]) return { of: (field) => dictionary.getStringForLocale(field, locale) };\ntry {$1',
  );
}

/** React Aria's calendar utilities, which name the month and day on show (react-aria-calendar.ts). */
const CALENDAR_UTILS_RE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]calendar[\\/]utils\.m?js$/;

/**
 * The React Aria modules the build rewrites: which file, the rewrite (null when the module no
 * longer has the shape it expects, which fails the build), and the file that holds the rewrite.
 */
const MODULE_PATCHES: readonly {
  file: RegExp;
  patch: (code: string) => string | null;
  source: string;
}[] = [
  { file: DISPLAY_NAMES_RE, patch: patchDisplayNames, source: 'web/plugins/react-aria-strings.ts' },
  {
    file: CALENDAR_UTILS_RE,
    patch: patchCalendarUtils,
    source: 'web/plugins/react-aria-calendar.ts',
  },
  { file: DEFAULT_LOCALE_RE, patch: patchDefaultLocale, source: 'web/plugins/react-aria-i18n.ts' },
  { file: I18N_UTILS_RE, patch: patchI18nUtils, source: 'web/plugins/react-aria-i18n.ts' },
];

type Section = Record<string, string>;

/** The catalogue section of a string-table module, or undefined for any other module. */
function tableSection(file: string): string | undefined {
  const match = TABLE_RE.exec(file);
  if (!match) return undefined;
  if (match[1] === 'react-aria-components') return COMPONENTS_SECTION;
  return match[1] === 'react-stately' ? `stately-${match[2]}` : match[2];
}

function coversSection(catalogues: Map<Locale, Catalogue>, section: string): boolean {
  return [...catalogues.values()].some((catalogue) => section in catalogue);
}
type Catalogue = Record<string, Section>;

export function readReactAriaCatalogues(dir = LOCALES_DIR): Map<Locale, Catalogue> {
  return new Map(
    listLocales(dir).map((locale) => [
      locale as Locale,
      JSON.parse(readFileSync(join(dir, locale, 'react-aria.json'), 'utf8')) as Catalogue,
    ]),
  );
}

/** The keys of React Aria's English table beside a string-table module. */
export function englishKeys(tableFile: string, section: string): string[] {
  const english =
    section === COMPONENTS_SECTION
      ? join(dirname(tableFile), 'intl', 'en-US.mjs')
      : join(dirname(tableFile), '..', 'intl', section.replace(/^stately-/, ''), 'en-US.mjs');
  return [...readFileSync(english, 'utf8').matchAll(/^\s+"([^"]+)":/gm)].map((m) => m[1]!);
}

/** One catalogue string as React Aria's entry: text, or a function of its `{{arguments}}`. */
export function toEntry(text: string): string {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
  if (parts.length === 1) return JSON.stringify(text);
  const body = parts
    .map((part, i) =>
      i % 2 === 1 ? `String(args[${JSON.stringify(part)}])` : JSON.stringify(part),
    )
    .filter((piece) => piece !== '""')
    .join(' + ');
  return `(args) => ${body}`;
}

/** The replacement module of one string table, or a list of the keys the catalogues lack. */
export function stringTableModule(
  catalogues: Map<Locale, Catalogue>,
  section: string,
  keys: readonly string[],
  localesDir = LOCALES_DIR,
): { code: string } | { missing: string[] } {
  const missing: string[] = [];
  const entries: string[] = [];
  for (const [locale, catalogue] of catalogues) {
    const strings = catalogue[section] ?? {};
    const lacking = keys.filter((key) => typeof strings[key] !== 'string');
    missing.push(...lacking.map((key) => `${locale}: react-aria.${section}.${key}`));
    const own = keys.map((key) => `${JSON.stringify(key)}: ${toEntry(strings[key] ?? '')}`);
    const added = section === 'calendar' ? calendarDateEntries(localesDir, locale) : [];
    const table = `{${[...own, ...added].join(', ')}}`;
    for (const tag of getReactAriaLocaleTags(locale))
      entries.push(`${JSON.stringify(tag)}: ${table}`);
  }
  if (missing.length > 0) return { missing };
  return { code: `export default {${entries.join(',\n')}};\n` };
}

export function reactAriaStrings(): Plugin {
  let catalogues = readReactAriaCatalogues();
  return {
    name: 'leiga-react-aria-strings',
    enforce: 'pre',
    buildStart() {
      catalogues = readReactAriaCatalogues();
      for (const locale of catalogues.keys()) {
        this.addWatchFile(join(LOCALES_DIR, locale, 'react-aria.json'));
      }
    },
    load(id) {
      const file = id.split('?')[0]!;
      const section = tableSection(file);
      // React Aria's index loads every table; only those that survive tree-shaking must be ours
      // (checked in generateBundle).
      if (!section || !coversSection(catalogues, section)) return undefined;
      const result = stringTableModule(catalogues, section, englishKeys(file, section));
      if ('missing' in result) {
        this.error(
          `React Aria's "${section}" strings lack catalogue keys:\n${result.missing.join('\n')}`,
        );
      }
      return { code: result.code, map: null };
    },
    generateBundle(_options, bundle) {
      const uncovered = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, info] of Object.entries(output.modules)) {
          const section = tableSection(id.split('?')[0]!);
          if (section && info.renderedLength > 0 && !coversSection(catalogues, section)) {
            uncovered.add(section);
          }
        }
      }
      if (uncovered.size > 0) {
        this.error(
          `React Aria's strings of ${[...uncovered].join(', ')} are in the build but not in the catalogues: add a section per package to domain/src/locales/*/react-aria.json`,
        );
      }
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      const rewrite = MODULE_PATCHES.find((p) => p.file.test(file));
      if (!rewrite) return undefined;
      const patched = rewrite.patch(code);
      if (patched === null) this.error(`${file} changed shape: update ${rewrite.source}`);
      return { code: patched, map: null };
    },
  };
}
