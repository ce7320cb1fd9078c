/** Business constants of SPEC.md section 9, kept in one place. */

export const PAGE_SIZES = {
  contracts: 25,
  propertyRegistry: 10,
  inspections: 25,
  tenantRentalApplications: 12,
  tenantRentalApplicationsLatest: 5,
  landlordRentalApplications: 12,
  listings: 25,
  guarantees: 25,
  loans: 25,
  messages: 15,
  headerNotifications: 3,
  notifications: 12,
  likedListings: 6,
  latestContracts: 2,
  /** CPI values in the back office: a year a page. */
  indexValues: 12,
  /** Lists without a size of their own in the spec (users in the back office). */
  default: 25,
} as const;
export const MAX_PAGE_SIZE = 100;

export const CONTRACT_ENTITY_RELATIONS_CACHE_MS = 24 * 60 * 60 * 1000;
export const TRANSLATION_CACHE_SECONDS = 24 * 60 * 60;
export const COOKIE_LOCALE_MAX_AGE_SECONDS = 31_536_000;

/** Insurance may be at most this many times (monthly price + housefund utility price). */
export const INSURANCE_CAP_MULTIPLIER = 3;

export const SENSITIVE_RESOURCE_TAGS = ['CREDIT_SCORE', 'NET_INCOME'] as const;
export type SensitiveResourceTag = (typeof SENSITIVE_RESOURCE_TAGS)[number];
export const DEFAULT_VISIBILITY = 'PRIVATE';

export const MOBILE_BANNER_COOKIE = 'hideMobileAppBanner';
export const MOBILE_BANNER_COOKIE_MAX_AGE_SECONDS = 259_200;
export const COOKIE_BANNER_KEY = 'cookie-banner-dismissed';
export const COOKIE_BANNER_DEFAULT = false;

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

export const TOASTS = {
  autoCloseMs: 5000,
  position: 'top-right',
  hideProgressBar: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  iconSize: 20,
} as const;

export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const ROUTE_PRELOAD_LIMIT = 4;
export const ICON_FETCH_TIMEOUT_MS = 1500;

export const IMAGES = {
  widths: { xs: 320, '2xs': 450, sm: 640, md: 840, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 },
  densities: [1, 2],
  formats: ['avif', 'webp'],
  quality: 70,
  placeholder: { width: 10, height: 10, quality: 50, blur: 3 },
  provider: 'ipx',
  domains: [] as readonly string[],
} as const;

/** SPEC 7: the generic fetch client retries on these statuses. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const RETRIES = { query: 1, mutation: 0 } as const;

/** Accounts (issue: foundation). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const EMAIL_CONFIRMATION_TTL_SECONDS = 3 * 24 * 60 * 60;
export const SMS_CODE = {
  length: 6,
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  resendIntervalSeconds: 30,
  maxPerHour: 5,
} as const;
/**
 * Sign-in limits, per 15-minute window (README, "Limits"). Wrong passwords are counted per account
 * and address together: a stranger elsewhere cannot lock the owner out. Per account from anywhere
 * and per address (an office or a mobile carrier shares one) they only slow down, with delays
 * that double, never a lock for the whole window.
 */
export const LOGIN_RATE_LIMIT = {
  windowSeconds: 15 * 60,
  /** Wrong tries at one account from one address; then that pair waits out the window. */
  perAccountAndAddress: 5,
  /** Wrong tries at one account from anywhere; then each next try waits 1, 2, 4 … 60 seconds. */
  perAccount: { limit: 10, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  /** Wrong tries from one address at any accounts; then each next try waits 1, 2, 4 … 30 seconds. */
  perAddress: { limit: 20, firstDelaySeconds: 1, maxDelaySeconds: 30 },
} as const;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** SPEC 9: the app's store pages (the web's mobile app banner and an app that must update). */
export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=is.leiga.app',
  ios: 'https://apps.apple.com/is/app/leiga/id1600000000',
} as const;
