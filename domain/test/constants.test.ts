import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CONTRACT_ENTITY_RELATIONS_CACHE_MS,
  COOKIE_BANNER_DEFAULT,
  COOKIE_BANNER_KEY,
  COOKIE_LOCALE_MAX_AGE_SECONDS,
  DEFAULT_VISIBILITY,
  ICON_FETCH_TIMEOUT_MS,
  IMAGES,
  INSURANCE_CAP_MULTIPLIER,
  LOADING_BAR,
  MOBILE_BANNER_COOKIE,
  MOBILE_BANNER_COOKIE_MAX_AGE_SECONDS,
  PAGE_SIZES,
  ROUTE_PRELOAD_LIMIT,
  SENSITIVE_RESOURCE_TAGS,
  TOASTS,
  TRANSLATION_CACHE_SECONDS,
} from '../src/constants.js';
import { USER_TYPES } from '../src/accounts/user-types.js';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales.js';

// Every value below is copied from SPEC.md section 9, not from constants.ts.
describe('SPEC 9 page sizes', () => {
  it.each<[keyof typeof PAGE_SIZES, number]>([
    ['contracts', 25],
    ['inspections', 25],
    ['tenantRentalApplications', 12],
    ['tenantRentalApplicationsLatest', 5],
    ['landlordRentalApplications', 12],
    ['listings', 25],
    ['guarantees', 25],
    ['messages', 15],
    ['headerNotifications', 3],
    ['notifications', 12],
    ['likedListings', 6],
    ['latestContracts', 2],
  ])('%s is %i', (key, size) => {
    expect(PAGE_SIZES[key]).toBe(size);
  });
});

describe('SPEC 9 scalar constants', () => {
  it.each<[string, unknown, unknown]>([
    ['locale cookie: one year in seconds', COOKIE_LOCALE_MAX_AGE_SECONDS, 31_536_000],
    ['locale cookie: 365 days', COOKIE_LOCALE_MAX_AGE_SECONDS, 365 * 24 * 60 * 60],
    ['translation cache: 24 hours', TRANSLATION_CACHE_SECONDS, 86_400],
    ['contract entity relations cache: 24 hours', CONTRACT_ENTITY_RELATIONS_CACHE_MS, 86_400_000],
    ['insurance cap multiplier', INSURANCE_CAP_MULTIPLIER, 3],
    ['default visibility', DEFAULT_VISIBILITY, 'PRIVATE'],
    ['mobile banner cookie name', MOBILE_BANNER_COOKIE, 'hideMobileAppBanner'],
    ['mobile banner cookie: 259200 s', MOBILE_BANNER_COOKIE_MAX_AGE_SECONDS, 259_200],
    ['mobile banner cookie: 3 days', MOBILE_BANNER_COOKIE_MAX_AGE_SECONDS, 3 * 24 * 60 * 60],
    ['cookie banner key', COOKIE_BANNER_KEY, 'cookie-banner-dismissed'],
    ['cookie banner default', COOKIE_BANNER_DEFAULT, false],
    ['loading bar throttle', LOADING_BAR.throttleMs, 200],
    ['loading bar duration', LOADING_BAR.durationMs, 2000],
    ['loading bar hide delay', LOADING_BAR.hideDelayMs, 500],
    ['loading bar reset delay', LOADING_BAR.resetDelayMs, 400],
    ['loading bar height', LOADING_BAR.heightPx, 3],
    ['toast auto-close', TOASTS.autoCloseMs, 5000],
    ['toast position', TOASTS.position, 'top-right'],
    ['toast progress bar hidden', TOASTS.hideProgressBar, true],
    ['toast pause on hover', TOASTS.pauseOnHover, true],
    ['toast pause on focus loss', TOASTS.pauseOnFocusLoss, true],
    ['toast icon size', TOASTS.iconSize, 20],
    ['chunk reload guard: 10 s', CHUNK_RELOAD_GUARD_MS, 10_000],
    ['route preload limit', ROUTE_PRELOAD_LIMIT, 4],
    ['icon fetch time-out', ICON_FETCH_TIMEOUT_MS, 1500],
    ['image quality', IMAGES.quality, 70],
    ['image provider', IMAGES.provider, 'ipx'],
    ['default locale', DEFAULT_LOCALE, 'is'],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('SPEC 9 lists', () => {
  it.each<[string, unknown, unknown]>([
    ['locales (is first, pl included)', LOCALES, ['is', 'en', 'uk', 'da', 'pl']],
    ['user types', USER_TYPES, ['LL', 'TN']],
    ['sensitive resource tags', SENSITIVE_RESOURCE_TAGS, ['CREDIT_SCORE', 'NET_INCOME']],
    ['image densities', IMAGES.densities, [1, 2]],
    ['image formats', IMAGES.formats, ['avif', 'webp']],
    ['image placeholder', IMAGES.placeholder, { width: 10, height: 10, quality: 50, blur: 3 }],
    ['allowed external image domains', IMAGES.domains, []],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('SPEC 9 image widths', () => {
  it.each<[keyof typeof IMAGES.widths, number]>([
    ['xs', 320],
    ['2xs', 450],
    ['sm', 640],
    ['md', 840],
    ['lg', 1024],
    ['xl', 1280],
    ['xxl', 1536],
    ['2xl', 1536],
  ])('%s is %i', (size, width) => {
    expect(IMAGES.widths[size]).toBe(width);
  });

  it('has no other widths', () => {
    expect(Object.keys(IMAGES.widths).sort()).toEqual(
      ['xs', '2xs', 'sm', 'md', 'lg', 'xl', 'xxl', '2xl'].sort(),
    );
  });
});
