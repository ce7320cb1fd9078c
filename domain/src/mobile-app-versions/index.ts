import { z } from 'zod';

/**
 * The mobile app's versions per platform (issue #19, SPEC /admin/mobile-app-versions): staff set
 * the version in the stores (current) and the oldest version still allowed to run (minimum). An
 * app older than the minimum must update before it is used; one older than current is told an
 * update is available.
 */
export const MOBILE_PLATFORMS = ['ios', 'android'] as const;
export type MobilePlatformName = (typeof MOBILE_PLATFORMS)[number];

/** Store versions are plain dotted numbers (1, 1.4, 1.4.2); at most four parts. */
const VERSION_PATTERN = /^(0|[1-9]\d{0,4})(\.(0|[1-9]\d{0,4})){0,3}$/;

/** Field messages; the catalogues hold them under `mobile-app-versions.validation.*`. */
export const MOBILE_APP_VERSION_ERRORS = {
  format: 'validation.version_format',
  minimumAboveCurrent: 'validation.minimum_above_current',
} as const;

const version = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .regex(VERSION_PATTERN, { error: MOBILE_APP_VERSION_ERRORS.format });

export function isMobileAppVersion(value: string): boolean {
  return VERSION_PATTERN.test(value);
}

/** -1, 0 or 1 as a is older than, the same as or newer than b; missing parts count as 0. */
export function compareMobileAppVersions(a: string, b: string): -1 | 0 | 1 {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const x = left[i] ?? 0;
    const y = right[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** PUT admin/mobile-app-versions/{platform}/: the minimum can never be newer than current. */
export const mobileAppVersionSchema = z
  .object({ current_version: version, minimum_version: version })
  .refine(
    (v) =>
      !isMobileAppVersion(v.current_version) ||
      !isMobileAppVersion(v.minimum_version) ||
      compareMobileAppVersions(v.minimum_version, v.current_version) <= 0,
    { path: ['minimum_version'], error: MOBILE_APP_VERSION_ERRORS.minimumAboveCurrent },
  );
export type MobileAppVersionInput = z.infer<typeof mobileAppVersionSchema>;

/** What an installed app must do: update before use, may update, or nothing. */
export type MobileAppUpdate = 'required' | 'available' | 'none';

export function getMobileAppUpdate(
  installed: string,
  published: { currentVersion: string; minimumVersion: string } | null,
): MobileAppUpdate {
  // An unknown platform or a build whose version cannot be read is never locked out.
  if (!published || !isMobileAppVersion(installed)) return 'none';
  if (compareMobileAppVersions(installed, published.minimumVersion) < 0) return 'required';
  if (compareMobileAppVersions(installed, published.currentVersion) < 0) return 'available';
  return 'none';
}
