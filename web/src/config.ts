import type { RedirectRule } from '@leiga/domain';

/** Where a visitor goes when a page needs login (SPEC 2 guard 2). */
export const NOT_LOGGED_IN_TARGET = '/login';

/** SPEC 2 guard 4: per-path redirects; an absolute target is a full page load. */
export const REDIRECT_RULES: readonly RedirectRule[] = [
  { from: '/account', to: '/account/settings' },
  { from: '/tenants', to: '/tenants/home' },
  { from: '/landlords', to: '/landlords/home' },
  { from: '/signup', to: '/login?tab=sign-up' },
  // SPEC 2's loan application lives under /loans/new; its first step is the review.
  { from: '/loans/new', to: '/loans/new/review' },
];

/** How often the app asks whether a newer build is out. */
export const UPDATE_POLL_MS = 5 * 60 * 1000;
