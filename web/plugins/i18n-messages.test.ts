// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUILD_TIME_NAMESPACES,
  NOT_WEB_NAMESPACES,
  WEB_NAMESPACES,
} from '../../domain/src/locales/namespaces';
import { readShippedCatalogue } from '../../domain/src/locales/shipped-catalogue';
import { buildCatalogues, listLocales, readLocaleMessages } from './i18n-messages';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the web's message catalogue", () => {
  it('carries the namespaces the web reads, in every locale, and no other', () => {
    for (const locale of listLocales()) {
      expect(Object.keys(readLocaleMessages(locale)).sort(), locale).toEqual(
        [...WEB_NAMESPACES].sort(),
      );
    }
    for (const ns of [...BUILD_TIME_NAMESPACES, ...NOT_WEB_NAMESPACES]) {
      expect(WEB_NAMESPACES).not.toContain(ns);
    }
  });

  it("leaves out only namespaces no web source names a key of (the mobile app's, the PDF's)", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const keyOf = new RegExp(`['"\`](?:${NOT_WEB_NAMESPACES.join('|')})\\.[\\w$]`);
    const readers = files.filter((file) => keyOf.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
    // The check finds such a key where there is one.
    expect(keyOf.test("t('mobile.tabs.home')")).toBe(true);
  });

  it('ships each namespace on lines of its own, read back as the messages it was built from', () => {
    const { byLocale } = buildCatalogues();
    for (const locale of listLocales()) {
      const catalogue = readShippedCatalogue(byLocale[locale]!);
      expect({ ...catalogue }, locale).toEqual(readLocaleMessages(locale));
    }
  });
});
