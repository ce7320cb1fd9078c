import { describe, expect, it } from 'vitest';
import {
  MOBILE_APP_VERSION_ERRORS,
  compareMobileAppVersions,
  getMobileAppUpdate,
  mobileAppVersionSchema,
} from '../src/index.js';

describe('mobile app versions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.0', '1.0.0', 0],
    ['1.2.0', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['1.4.2', '1.4', 1],
    ['0.9', '1', -1],
  ] as const)('compares %s with %s as %i', (a, b, expected) => {
    expect(compareMobileAppVersions(a, b)).toBe(expected);
    expect(compareMobileAppVersions(b, a)).toBe(-expected || 0);
  });

  const published = { currentVersion: '1.6.0', minimumVersion: '1.4.0' };
  it.each([
    ['1.3.9', 'required'],
    ['1.4.0', 'available'],
    ['1.5.12', 'available'],
    ['1.6.0', 'none'],
    ['1.7.0', 'none'],
    ['dev-build', 'none'],
  ] as const)('tells an app at %s: %s', (installed, update) => {
    expect(getMobileAppUpdate(installed, published)).toBe(update);
  });

  it('never locks out an app when nothing is published for its platform', () => {
    expect(getMobileAppUpdate('0.0.1', null)).toBe('none');
  });

  it('takes dotted versions with the minimum at most the current one', () => {
    expect(
      mobileAppVersionSchema.safeParse({ current_version: ' 1.6.0 ', minimum_version: '1.4' }).data,
    ).toEqual({ current_version: '1.6.0', minimum_version: '1.4' });
    const fields = (input: object) =>
      mobileAppVersionSchema
        .safeParse(input)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ current_version: '1.4.0', minimum_version: '1.5.0' })).toEqual([
      ['minimum_version', MOBILE_APP_VERSION_ERRORS.minimumAboveCurrent],
    ]);
    expect(fields({ current_version: 'v1.4', minimum_version: '01.2' })).toEqual([
      ['current_version', MOBILE_APP_VERSION_ERRORS.format],
      ['minimum_version', MOBILE_APP_VERSION_ERRORS.format],
    ]);
    expect(fields({ current_version: '', minimum_version: '1.2.3.4.5' })).toEqual([
      ['current_version', 'validation.required'],
      ['minimum_version', MOBILE_APP_VERSION_ERRORS.format],
    ]);
  });
});
