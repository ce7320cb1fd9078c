import type { RouteSpec } from './types.js';

const tenant = (pattern: string): RouteSpec => ({
  pattern: `/tenants${pattern}`,
  layout: 'xl-center',
});
const landlord = (pattern: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  pattern: `/landlords${pattern}`,
  layout: 'user-sidebar',
  ...extra,
});

/** SPEC 2 "Tenant screens". */
export const TENANT_ROUTES: readonly RouteSpec[] = [
  '/home',
  '/liked-listings',
  '/saved-searches',
  '/rental-applications',
  '/rental-applications/{id}',
  '/rental-profiles/{username}',
  '/rental-contracts',
  '/rental-contracts/{id}',
  '/rental-contracts/{id}/move-in',
  '/rental-contracts/{id}/payments',
  '/rental-contracts/{id}/pdf-sign',
  '/rental-contracts/{id}/rental-guarantee',
  '/rental-contracts/{id}/inspection-report',
  '/inspection-reports',
  '/inspection-reports/{id}',
  '/inspection-reports/{id}/images',
  '/inspection-reports/{id}/issues',
  '/inspection-reports/{id}/defects',
  '/rental-guarantees',
  '/rental-guarantees/{id}',
].map(tenant);

/** SPEC 2 "Landlord screens" (user-sidebar layout). */
export const LANDLORD_ROUTES: readonly RouteSpec[] = [
  ...[
    '/home',
    '/search',
    '/listings',
    '/listings/{id}',
    '/portfolios',
    '/properties',
    '/finances/payouts',
    '/finances/invoices',
    '/finances/income-summary',
    '/payout-transfer/{id}',
    '/rental-applications',
    '/rental-contracts',
    '/rental-contracts/renewals',
    '/rental-contracts/{id}',
    '/rental-contracts/{id}/pdf-sign',
    '/rental-contracts/{id}/rental-guarantee',
    '/rental-contracts/{id}/inspection-report',
    '/inspection-reports',
    '/inspection-reports/{id}',
    '/inspection-reports/{id}/images',
    '/inspection-reports/{id}/issues',
    '/rental-guarantees',
    '/rental-guarantees/{id}',
    '/rental-guarantees/{id}/file-claim',
    '/rental-guarantees/{id}/file-claim/{claimId}',
  ].map((p) => landlord(p)),
  // SPEC 2 guard 5: landlord contract payments requires auth.
  landlord('/rental-contracts/{id}/payments', { auth: 'auth' }),
];
