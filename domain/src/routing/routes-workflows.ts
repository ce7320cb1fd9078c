import type { RouteSpec } from './types.js';

const LISTING_STEPS = [
  'basics',
  'photos',
  'pricing',
  'publish',
  'duration',
  'amenities',
  'questions',
  'utilities',
  'real-estate',
  'availability',
  'requirements',
];
const INSPECTION_STEPS = [
  'keys',
  'rooms/{room}',
  'rooms/{room}/media',
  'rooms/{room}/issues',
  'summary',
  'media',
  'media/{photo}',
  'meter-readings',
  'furniture-and-appliances',
];
const TERMINATION_PAGES = [
  'send',
  'default',
  'negotiate',
  'violation',
  '{requestId}',
  'requests/violate/{case}',
];

const full = (pattern: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  pattern,
  layout: 'full-screen',
  ...extra,
});
const wide = (pattern: string): RouteSpec => ({ pattern, layout: 'xl-center' });

/** SPEC 2: listing creation, rental contracts, inspection reports, rental guarantees. */
export const WORKFLOW_ROUTES: readonly RouteSpec[] = [
  full('/listings/create'),
  full('/listings/create/new'),
  full('/listings/create/{id}'),
  ...LISTING_STEPS.map((s) => full(`/listings/create/{id}/${s}`)),

  full('/rental-contracts/create'),
  wide('/rental-contracts/{id}'),
  full('/rental-contracts/{id}/edit/{step}', { guards: ['contract-step'] }),
  wide('/rental-contracts/{id}/e-signature'),
  ...TERMINATION_PAGES.map((p) => wide(`/rental-contracts/{id}/termination/${p}`)),

  full('/inspection-reports/create'),
  wide('/inspection-reports/{id}'),
  ...INSPECTION_STEPS.map((s) => full(`/inspection-reports/{id}/edit/${s}`)),
  wide('/inspection-reports/{id}/e-signature'),

  wide('/rental-guarantees'),
  full('/rental-guarantees/new'),
  full('/rental-guarantees/new/rental-contract'),
  full('/rental-guarantees/new/{id}'),
  ...['status', 'details', 'additional-applicant-prompt'].map((s) =>
    full(`/rental-guarantees/new/{id}/${s}`),
  ),
  wide('/rental-guarantees/{id}'),
  wide('/rental-guarantees/{id}/claims/{claimId}'),
  wide('/security-deposits/rental-guarantees/{id}'),
];

const ORGANIZATION_PAGES = [
  'inbox',
  'applications',
  'settings',
  'settings/clients',
  'settings/tenants',
  'settings/subsidiaries',
  'settings/members',
  'settings/members/{id}',
  'portfolios',
  'properties',
  'rental-contracts',
  'rental-guarantees',
  'inspection-reports',
];

/** SPEC 2 "Organizations" and the invitation pages. */
export const ORGANIZATION_ROUTES: readonly RouteSpec[] = [
  wide('/my-organizations'),
  { pattern: '/my-organizations/create', layout: 'md-center' },
  { pattern: '/organizations/{slug}', layout: 'team-sidebar' },
  ...ORGANIZATION_PAGES.map((p): RouteSpec => ({
    pattern: `/organizations/{slug}/${p}`,
    layout: 'team-sidebar',
  })),
  { pattern: '/invitations/organizations/{id}', layout: 'invitation' },
  { pattern: '/invitations/rental-contracts/{id}', layout: 'invitation' },
  { pattern: '/invitations/rental-guarantee/{id}', layout: 'invitation' },
  { pattern: '/invitations/loan/{id}', layout: 'invitation' },
];
