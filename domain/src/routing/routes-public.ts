import type { RouteSpec } from './types.js';

const PRODUCT_PAGES = [
  'tenants',
  'landlords',
  'mobile-app',
  'application',
  'application-management',
  'inspections',
  'organizations',
  'rent-collection',
  'rental-contract',
  'rental-platform',
  'rental-guarantee',
] as const;

/** SPEC 2 "Public and marketing": no login needed. */
export const PUBLIC_ROUTES: readonly RouteSpec[] = [
  { pattern: '/', layout: 'default', auth: false },
  { pattern: '/our-team', layout: 'default', auth: false },
  { pattern: '/help', layout: 'default', auth: false },
  { pattern: '/help/search', layout: 'default', auth: false },
  { pattern: '/help/articles/{slug}', layout: 'default', auth: false },
  { pattern: '/help/categories/{id}', layout: 'default', auth: false },
  { pattern: '/contact-us', layout: 'default', auth: false },
  { pattern: '/contact-us/{id}', layout: 'default', auth: false },
  { pattern: '/listings', layout: 'default', auth: false },
  { pattern: '/commercial-listings', layout: 'default', auth: false },
  { pattern: '/listings/{id}', layout: 'default', auth: false },
  { pattern: '/listings/{id}/apply', layout: 'default', auth: false },
  { pattern: '/listings/mbl/{id}', layout: 'full-screen', auth: false },
  { pattern: '/pre-approval', layout: 'default', auth: false },
  { pattern: '/iso-27001', layout: 'default', auth: false },
  { pattern: '/brand-guide', layout: 'default', auth: false },
  { pattern: '/account-deleted', layout: 'inform', auth: false },
  // The e-signature sandbox's signing link (the SMS and e-mail point here).
  { pattern: '/sandbox/e-sign/{token}', layout: 'full-screen', auth: false },
  // The claims and payout sandbox bank: its claims, paid by hand (not served in production).
  { pattern: '/sandbox/bank', layout: 'full-screen', auth: false },
  { pattern: '/legal/user-terms', layout: 'default', auth: false },
  { pattern: '/legal/cookie-policy', layout: 'default', auth: false },
  { pattern: '/legal/payment-terms', layout: 'default', auth: false },
  { pattern: '/legal/privacy-policy', layout: 'default', auth: false },
  ...PRODUCT_PAGES.map((p): RouteSpec => ({
    pattern: `/products/${p}`,
    layout: 'product',
    auth: false,
  })),
];

/** SPEC 2 "Auth" and the loan application. */
export const ACCOUNT_ROUTES: readonly RouteSpec[] = [
  { pattern: '/login', layout: 'sm-center', auth: 'auth-guest' },
  // The request form (no token) and the form that sets a new password (token).
  { pattern: '/forgot-password', layout: 'sm-center', auth: false },
  { pattern: '/forgot-password/{token}', layout: 'sm-center', auth: false },
  { pattern: '/email-confirmation/{token}', layout: 'inform', auth: false },
  { pattern: '/inbox', layout: 'default' },
  { pattern: '/inbox/{id}', layout: 'full-screen' },
  { pattern: '/account/settings', layout: 'md-center' },
  { pattern: '/account/notifications', layout: 'md-center' },
  { pattern: '/loans', layout: 'default' },
  { pattern: '/loans/{id}', layout: 'default' },
  ...[
    'review',
    'rental-contract',
    'loan-configuration',
    'credit-assessment/applicants',
    'credit-assessment/rki-lookup',
    'credit-assessment/household-data',
    'credit-assessment/personal-details',
  ].map((step): RouteSpec => ({ pattern: `/loans/new/${step}`, layout: 'full-screen' })),
];
