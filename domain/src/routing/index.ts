import { ACCOUNT_ROUTES, PUBLIC_ROUTES } from './routes-public.js';
import { ADMIN_ROUTES } from './routes-admin.js';
import { LANDLORD_ROUTES, TENANT_ROUTES } from './routes-roles.js';
import { ORGANIZATION_ROUTES, WORKFLOW_ROUTES } from './routes-workflows.js';
import type { RouteSpec } from './types.js';

export * from './types.js';
export * from './patterns.js';
export * from './params.js';
export * from './role.js';
export * from './guards.js';
export * from './contract-steps.js';
export * from './first-visit.js';
export * from './first-visit-manifest.js';

/** Every path pattern of SPEC 2, with its layout, auth mode and guards. */
export const SPEC_ROUTES: readonly RouteSpec[] = [
  ...PUBLIC_ROUTES,
  ...ACCOUNT_ROUTES,
  ...TENANT_ROUTES,
  ...LANDLORD_ROUTES,
  ...WORKFLOW_ROUTES,
  ...ORGANIZATION_ROUTES,
  ...ADMIN_ROUTES,
];

/** The table by pattern: the web looks up each of its ~120 pages twice as its entry loads. */
let byPattern: Map<string, RouteSpec> | null = null;

export function getSpecRoute(pattern: string): RouteSpec {
  byPattern ??= new Map(SPEC_ROUTES.map((r) => [r.pattern, r]));
  const route = byPattern.get(pattern);
  if (!route) throw new Error(`Not a route of SPEC 2: ${pattern}`);
  return route;
}
