import { describe, expect, it } from 'vitest';
import {
  LAYOUTS,
  matchFirstVisitPage,
  SPEC_ROUTES,
  assertContractStep,
  buildPath,
  decideNavigation,
  findRoute,
  getHomePath,
  getSpecRoute,
  getRolePath,
  getRoleSwapTarget,
  isAbsoluteUrl,
  matchRedirectRule,
  routesMatching,
  toRouterPath,
  type GuardUser,
  type NavigationDecision,
  type RouteSpec,
} from '../src/index.js';

const SAMPLE_PARAMS: Record<string, string> = {
  id: '7',
  claimId: '3',
  requestId: '11',
  case: '2',
  photo: '5',
  room: '4',
  username: 'anna.sig',
  slug: 'reykjavik-eignir',
  token: 'Zm9vYmFyYmF6cXV4MTIzNDU2',
  step: 'parties',
};
const sample = (pattern: string) =>
  pattern.replace(/\{(\w+)\}/g, (_, n: string) => SAMPLE_PARAMS[n] ?? 'x');

const VISITOR = null;
const TENANT: GuardUser = { isStaff: false, userType: 'TN' };
const LANDLORD: GuardUser = { isStaff: false, userType: 'LL' };
const STAFF: GuardUser = { isStaff: true, userType: 'LL' };

const decide = (path: string, user: GuardUser | null, extra = {}): NavigationDecision =>
  decideNavigation({ path, user, routes: SPEC_ROUTES, ...extra });
const allow = (pattern: string) =>
  expect.objectContaining({ kind: 'allow', route: expect.objectContaining({ pattern }) });
const to = (target: string): NavigationDecision => ({
  kind: 'redirect',
  to: target,
  isFullPageLoad: false,
});
const loginFor = (path: string) => to(`/login?redirect=${encodeURIComponent(path)}`);

/** Public by SPEC 2 (written out by hand, not derived from the route table). */
const PUBLIC = new Set([
  '/',
  '/our-team',
  '/help',
  '/help/search',
  '/help/articles/{slug}',
  '/help/categories/{id}',
  '/contact-us',
  '/contact-us/{id}',
  '/listings',
  '/commercial-listings',
  '/listings/{id}',
  '/listings/{id}/apply',
  '/sandbox/e-sign/{token}',
  '/sandbox/bank',
  '/listings/mbl/{id}',
  '/pre-approval',
  '/iso-27001',
  '/brand-guide',
  '/account-deleted',
  '/legal/user-terms',
  '/legal/cookie-policy',
  '/legal/payment-terms',
  '/legal/privacy-policy',
  '/forgot-password',
  '/forgot-password/{token}',
  '/email-confirmation/{token}',
  ...[
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
  ].map((p) => `/products/${p}`),
]);

/** A landlord opening a /tenants pattern lands here (SPEC 2 guard 3). */
const TENANT_TO_LANDLORD: Record<string, string> = {
  '/tenants/home': '/landlords/home',
  '/tenants/liked-listings': '/landlords/home',
  '/tenants/saved-searches': '/landlords/home',
  '/tenants/rental-applications': '/landlords/rental-applications',
  '/tenants/rental-applications/{id}': '/landlords/home',
  '/tenants/rental-contracts': '/landlords/rental-contracts',
  '/tenants/rental-contracts/{id}': '/landlords/rental-contracts/7',
  '/tenants/rental-contracts/{id}/move-in': '/landlords/home',
  '/tenants/rental-contracts/{id}/payments': '/landlords/rental-contracts/7/payments',
  '/tenants/rental-contracts/{id}/pdf-sign': '/landlords/rental-contracts/7/pdf-sign',
  '/tenants/rental-contracts/{id}/rental-guarantee':
    '/landlords/rental-contracts/7/rental-guarantee',
  '/tenants/rental-contracts/{id}/inspection-report':
    '/landlords/rental-contracts/7/inspection-report',
  '/tenants/inspection-reports': '/landlords/inspection-reports',
  '/tenants/inspection-reports/{id}': '/landlords/inspection-reports/7',
  '/tenants/inspection-reports/{id}/images': '/landlords/inspection-reports/7/images',
  '/tenants/inspection-reports/{id}/issues': '/landlords/inspection-reports/7/issues',
  '/tenants/inspection-reports/{id}/defects': '/landlords/home',
  '/tenants/rental-guarantees': '/landlords/rental-guarantees',
  '/tenants/rental-guarantees/{id}': '/landlords/rental-guarantees/7',
};

/** A tenant opening a /landlords pattern lands here. */
const LANDLORD_TO_TENANT: Record<string, string> = {
  '/landlords/home': '/tenants/home',
  '/landlords/rental-applications': '/tenants/rental-applications',
  '/landlords/rental-contracts': '/tenants/rental-contracts',
  '/landlords/rental-contracts/{id}': '/tenants/rental-contracts/7',
  '/landlords/rental-contracts/{id}/payments': '/tenants/rental-contracts/7/payments',
  '/landlords/rental-contracts/{id}/pdf-sign': '/tenants/rental-contracts/7/pdf-sign',
  '/landlords/rental-contracts/{id}/rental-guarantee':
    '/tenants/rental-contracts/7/rental-guarantee',
  '/landlords/rental-contracts/{id}/inspection-report':
    '/tenants/rental-contracts/7/inspection-report',
  '/landlords/inspection-reports': '/tenants/inspection-reports',
  '/landlords/inspection-reports/{id}': '/tenants/inspection-reports/7',
  '/landlords/inspection-reports/{id}/images': '/tenants/inspection-reports/7/images',
  '/landlords/inspection-reports/{id}/issues': '/tenants/inspection-reports/7/issues',
  '/landlords/rental-guarantees': '/tenants/rental-guarantees',
  '/landlords/rental-guarantees/{id}': '/tenants/rental-guarantees/7',
};

type Row = { pattern: string; path: string; route: RouteSpec };
const rows: Row[] = SPEC_ROUTES.map((route) => ({
  pattern: route.pattern,
  path: sample(route.pattern),
  route,
}));

describe('the route table of SPEC 2', () => {
  it('has each pattern once, a known layout, and every sample path finds its own pattern', () => {
    expect(new Set(SPEC_ROUTES.map((r) => r.pattern)).size).toBe(SPEC_ROUTES.length);
    expect(SPEC_ROUTES.length).toBeGreaterThan(200);
    for (const { pattern, path, route } of rows) {
      expect(LAYOUTS).toContain(route.layout);
      expect(findRoute(SPEC_ROUTES, path)?.route.pattern).toBe(pattern);
    }
  });
  it('looks a route up by its pattern, and refuses a pattern SPEC 2 does not have', () => {
    for (const route of SPEC_ROUTES) expect(getSpecRoute(route.pattern)).toBe(route);
    expect(() => getSpecRoute('/no/such/{page}')).toThrow('Not a route of SPEC 2: /no/such/{page}');
  });
  it('gives landlord screens the user-sidebar layout and admin screens the admin layout', () => {
    for (const r of SPEC_ROUTES) {
      if (r.pattern.startsWith('/landlords/')) expect(r.layout).toBe('user-sidebar');
      if (r.pattern.startsWith('/admin')) expect(r.layout).toBe('admin');
    }
  });
});

describe.each(rows)('$pattern', ({ pattern, path }) => {
  it('as a visitor', () => {
    const expected = PUBLIC.has(pattern) || pattern === '/login' ? allow(pattern) : loginFor(path);
    expect(decide(path, VISITOR)).toEqual(expected);
  });

  it('as a tenant', () => {
    const got = decide(path, TENANT);
    if (pattern.startsWith('/admin')) return expect(got).toEqual({ kind: 'error', status: 403 });
    if (pattern === '/login') return expect(got).toEqual(to('/tenants/home'));
    if (pattern.startsWith('/landlords/'))
      return expect(got).toEqual(to(LANDLORD_TO_TENANT[pattern] ?? '/tenants/home'));
    expect(got).toEqual(allow(pattern));
  });

  it('as a landlord', () => {
    const got = decide(path, LANDLORD);
    if (pattern.startsWith('/admin')) return expect(got).toEqual({ kind: 'error', status: 403 });
    if (pattern === '/login') return expect(got).toEqual(to('/landlords/home'));
    if (pattern.startsWith('/tenants/') && !pattern.startsWith('/tenants/rental-profiles'))
      return expect(got).toEqual(to(TENANT_TO_LANDLORD[pattern]!));
    expect(got).toEqual(allow(pattern));
  });

  it('as staff', () => {
    const got = decide(path, STAFF);
    if (pattern === '/login') return expect(got).toEqual(to('/landlords/home'));
    if (pattern.startsWith('/tenants/') && !pattern.startsWith('/tenants/rental-profiles'))
      return expect(got.kind).toBe('redirect');
    expect(got).toEqual(allow(pattern));
  });

  it('gives 404 when a path parameter fails its validity check', () => {
    if (!pattern.includes('{')) return;
    const bad = pattern.replace(/\{(\w+)\}/g, '%00bad%20value!');
    expect(decide(bad, STAFF)).toEqual({ kind: 'error', status: 404 });
  });
});

describe('guard details', () => {
  it('404s paths that match no pattern, for everyone', () => {
    for (const user of [VISITOR, TENANT, STAFF]) {
      expect(decide('/no/such/page', user)).toEqual({ kind: 'error', status: 404 });
      expect(decide('/administrator', user)).toEqual({ kind: 'error', status: 404 });
    }
  });
  it('runs contract-step: a known step passes, an unknown one is a 404', () => {
    expect(decide('/rental-contracts/7/edit/preview', TENANT).kind).toBe('allow');
    expect(decide('/rental-contracts/7/edit/maintenance-and-inspection', TENANT).kind).toBe(
      'allow',
    );
    expect(decide('/rental-contracts/7/edit/nope', TENANT)).toEqual({
      kind: 'error',
      status: 404,
      detail: { key: 'errors.invalid_step_name', values: { name: 'nope' } },
    });
    expect(() => assertContractStep('nope')).toThrow('Invalid step name: nope');
  });
  it('guards landlord contract payments with the auth guard, not the global check', () => {
    const route = findRoute(SPEC_ROUTES, '/landlords/rental-contracts/7/payments')!.route;
    expect(route.auth).toBe('auth');
    expect(decide('/landlords/rental-contracts/7/payments', VISITOR)).toEqual(
      loginFor('/landlords/rental-contracts/7/payments'),
    );
  });
  it('throws on an unknown guard name', () => {
    const routes: RouteSpec[] = [{ pattern: '/x', layout: 'default', guards: ['sudo'] }];
    expect(() => decideNavigation({ path: '/x', user: STAFF, routes })).toThrow(
      'Unknown route guard: sudo',
    );
  });
  it('sends visitors to a configurable not-logged-in target', () => {
    expect(decide('/inbox', VISITOR, { notLoggedInTarget: '/products/tenants' })).toEqual(
      to('/products/tenants?redirect=%2Finbox'),
    );
    expect(decide('/inbox', VISITOR, { notLoggedInTarget: 'https://id.leiga.is/' })).toEqual({
      kind: 'redirect',
      to: 'https://id.leiga.is/',
      isFullPageLoad: true,
    });
  });
  it('applies per-path redirect rules first; absolute targets are full page loads', () => {
    const redirects = [
      { from: '/tenants', to: '/tenants/home' },
      { from: '/old-listing/{id}', to: '/listings/{id}' },
      { from: '/blog', to: 'https://blog.leiga.is/' },
    ];
    expect(decide('/tenants', VISITOR, { redirects })).toEqual(to('/tenants/home'));
    expect(decide('/old-listing/9', VISITOR, { redirects })).toEqual(to('/listings/9'));
    expect(decide('/blog', TENANT, { redirects })).toEqual({
      kind: 'redirect',
      to: 'https://blog.leiga.is/',
      isFullPageLoad: true,
    });
    expect(matchRedirectRule('/nothing', redirects)).toBeNull();
  });
  it('keeps the query string when swapping role paths', () => {
    expect(getRoleSwapTarget('/tenants/rental-contracts?page=2', 'LL', SPEC_ROUTES)).toBe(
      '/landlords/rental-contracts?page=2',
    );
    expect(getRoleSwapTarget('/tenants/rental-profiles/anna', 'LL', SPEC_ROUTES)).toBeNull();
    expect(getRoleSwapTarget('/tenants/home', null, SPEC_ROUTES)).toBeNull();
  });
});

describe('role path helper', () => {
  it.each([
    ['LL', 'home', '/landlords/home'],
    ['LL', '/rental-contracts', '/landlords/rental-contracts'],
    ['TN', 'liked-listings', '/tenants/liked-listings'],
    ['TN', undefined, '/tenants'],
    ['LL', '', '/landlords'],
    [null, 'home', '/'],
    [undefined, undefined, '/'],
  ] as const)('%s + %s -> %s', (type, sub, expected) => {
    expect(getRolePath(type, sub)).toBe(expected);
  });
  it('homes by role', () => {
    expect(getHomePath('LL')).toBe('/landlords/home');
    expect(getHomePath('TN')).toBe('/tenants/home');
    expect(getHomePath(null)).toBe('/');
  });
});

describe('pattern helpers', () => {
  it('builds, converts and recognises absolute targets', () => {
    expect(buildPath('/admin/users/{id}', { id: 4 })).toBe('/admin/users/4');
    expect(() => buildPath('/admin/users/{id}')).toThrow('Missing route param: id');
    expect(toRouterPath('/a/{id}/b/{claimId}')).toBe('/a/:id/b/:claimId');
    expect(isAbsoluteUrl('https://x.is')).toBe(true);
    expect(isAbsoluteUrl('//x.is')).toBe(true);
    expect(isAbsoluteUrl('/x')).toBe(false);
  });

  it('names every route a path may be, and none for a path of no route', () => {
    const patterns = (path: string) => routesMatching(SPEC_ROUTES, path).map((r) => r.pattern);
    expect(patterns('/listings/create').sort()).toEqual(['/listings/create', '/listings/{id}']);
    expect(patterns('/listings/12/')).toEqual(['/listings/{id}']);
    expect(patterns('/listings?page=2')).toEqual(['/listings']);
    expect(patterns('/no/such/page')).toEqual([]);
    // The best of them is findRoute's.
    expect(findRoute(SPEC_ROUTES, '/listings/create')?.route.pattern).toBe('/listings/create');
  });
});

describe('first-visit pages', () => {
  it.each([
    ['/', { page: 'landing' }],
    ['/en', { page: 'landing' }],
    ['/pl/', { page: 'landing' }],
    ['/listings', { page: 'search' }],
    ['/listings/', { page: 'search' }],
    ['/da/commercial-listings', { page: 'search' }],
    ['/listings/7', { page: 'listing', listingId: 7 }],
    ['/uk/listings/mbl/42/', { page: 'listing', listingId: 42 }],
    ['/listings/abc', null],
    ['/listings/7/gallery', null],
    ['/login', null],
    ['/xx/listings', null],
  ])('%s', (path, expected) => {
    expect(matchFirstVisitPage(path)).toEqual(expected);
  });
});
