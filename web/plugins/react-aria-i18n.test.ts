// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getReactAriaLocaleTags } from '../../domain/src/i18n/calendar';
import { LOCALES } from '../../domain/src/i18n/locales';
import { OWN_LANGUAGE_TAG_RE, patchDefaultLocale, patchI18nUtils } from './react-aria-i18n';

const i18nDir = join(
  dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
  'dist',
  'private',
  'i18n',
);
const read = (file: string) => readFileSync(join(i18nDir, file), 'utf8');

/** utils.mjs imports nothing: its isRTL, evaluated as a function body. */
function isRTLOf(code: string): (tag: string) => boolean {
  const body = code.replace(/export \{([\w$]+) as isRTL\};/, 'return $1;');
  expect(body).not.toBe(code);
  return new Function(body)() as (tag: string) => boolean;
}

const throwsOn = (check: (tags: string[]) => unknown, tag: string) => {
  try {
    check([tag]);
    return false;
  } catch (error) {
    return error instanceof RangeError;
  }
};

describe("React Aria's locale checks without ICU's locale data", () => {
  it('checks the default tag with getCanonicalLocales, which refuses the same tags', () => {
    const patched = patchDefaultLocale(read('useDefaultLocale.mjs'));
    expect(patched).toContain('Intl.getCanonicalLocales([');
    expect(patched).not.toContain('supportedLocalesOf');
    expect(patchDefaultLocale('something else')).toBeNull();
    const tags = ['is-IS', 'en', 'en-CH-x-is', 'zh-Hant-TW', 'de-DE-u-ca-gregory', 'i-klingon'];
    const malformed = ['', 'en_US', 'x', '123', 'not a tag', 'abcdefghi', 'en--US'];
    for (const tag of [...tags, ...malformed]) {
      expect(
        throwsOn((t) => Intl.getCanonicalLocales(t), tag),
        tag,
      ).toBe(throwsOn((t) => Intl.DateTimeFormat.supportedLocalesOf(t), tag));
    }
    expect(malformed.every((tag) => throwsOn((t) => Intl.getCanonicalLocales(t), tag))).toBe(true);
  });

  it('answers left to right for the tags of our languages at once, and asks ICU for others', () => {
    const original = read('utils.mjs');
    const patched = patchI18nUtils(original);
    expect(patched).not.toBeNull();
    expect(patchI18nUtils('something else')).toBeNull();
    const before = isRTLOf(original);
    const after = isRTLOf(patched!);
    const ours = LOCALES.flatMap((locale) => [locale, ...getReactAriaLocaleTags(locale)]);
    for (const tag of [...ours, 'en-GB', 'en-001', 'is-is']) {
      expect(OWN_LANGUAGE_TAG_RE.test(tag), tag).toBe(true);
      expect(after(tag), tag).toBe(false);
      expect(before(tag), tag).toBe(false);
    }
    // Another language, or one of ours in a script of its own, is ICU's to answer.
    for (const tag of ['ar-EG', 'he', 'fa-IR', 'en-Arab', 'uk-Hebr-UA', 'de-DE', 'isl']) {
      expect(OWN_LANGUAGE_TAG_RE.test(tag), tag).toBe(false);
      expect(after(tag), tag).toBe(before(tag));
    }
    expect(after('ar-EG')).toBe(true);
  });
});
