import { isContractStep } from './contract-steps.js';
import { isValidParams } from './params.js';
import { findRoute, isAbsoluteUrl, isUnder, matchPattern } from './patterns.js';
import { getHomePath, getRoleSwapTarget } from './role.js';
import { GUARD_NAMES, type GuardName, type GuardUser, type NavigationDecision } from './types.js';
import type { RedirectRule, RouteParams, RouteSpec } from './types.js';

export const DEFAULT_NOT_LOGGED_IN_TARGET = '/login';

export function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}

/** SPEC 2 guard 5 / SPEC 8: an unknown guard name is an error, thrown as soon as it is seen. */
export function assertGuardNames(names: readonly string[]): GuardName[] {
  return names.map((name) => {
    if (!isGuardName(name)) throw new Error(`Unknown route guard: ${name}`);
    return name;
  });
}

/** SPEC 2 guard 2: login is needed unless the route says auth false, 'auth' or 'auth-guest'. */
export function needsLoginCheck(route: RouteSpec): boolean {
  return route.auth === undefined || route.auth === true;
}

/** The guards a route runs: its auth mode when named, then its own list (each once). */
export function getRouteGuards(route: RouteSpec): GuardName[] {
  const names =
    typeof route.auth === 'string'
      ? [route.auth, ...(route.guards ?? [])]
      : [...(route.guards ?? [])];
  return assertGuardNames([...new Set(names)]);
}

/** The not-logged-in target, remembering where the visitor wanted to go. */
export function getLoginRedirect(target: string, from: string): string {
  if (from === '/' || isAbsoluteUrl(target)) return target;
  const sep = target.includes('?') ? '&' : '?';
  return `${target}${sep}redirect=${encodeURIComponent(from)}`;
}

/** SPEC 2 guard 4: the first rule whose pattern matches, with its {params} filled in. */
export function matchRedirectRule(
  path: string,
  rules: readonly RedirectRule[],
): { to: string; isFullPageLoad: boolean } | null {
  for (const rule of rules) {
    const params = matchPattern(rule.from, path);
    if (!params) continue;
    const to = rule.to.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? ''));
    return { to, isFullPageLoad: isAbsoluteUrl(to) };
  }
  return null;
}

export type NavigationInput = {
  /** The path without locale prefix; a query string is ignored for matching. */
  path: string;
  user: GuardUser | null;
  routes: readonly RouteSpec[];
  redirects?: readonly RedirectRule[];
  notLoggedInTarget?: string;
};

type GuardStep = { route: RouteSpec; params: RouteParams; input: NavigationInput };

function runNamedGuard(name: GuardName, { params, input }: GuardStep): NavigationDecision | null {
  const { user, path } = input;
  const target = input.notLoggedInTarget ?? DEFAULT_NOT_LOGGED_IN_TARGET;
  switch (name) {
    case 'admin':
      if (!user) return redirect(getLoginRedirect(target, path));
      return user.isStaff ? null : { kind: 'error', status: 403 };
    case 'auth':
      return user ? null : redirect(getLoginRedirect(target, path));
    case 'auth-guest':
      return user ? redirect(getHomePath(user.userType)) : null;
    case 'contract-step':
      return isContractStep(params.step)
        ? null
        : {
            kind: 'error',
            status: 404,
            // SPEC 8: "Invalid step name: {name}", in the reader's language.
            detail: { key: 'errors.invalid_step_name', values: { name: String(params.step) } },
          };
  }
}

function redirect(to: string): NavigationDecision {
  return { kind: 'redirect', to, isFullPageLoad: isAbsoluteUrl(to) };
}

/**
 * Every guard rule of SPEC 2, in the order they run: server redirect rule, route match and
 * validity (404), staff-only /admin (403), login by default, the landlord/tenant split, then the
 * route's named guards.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const path = input.path.split(/[?#]/)[0] || '/';
  const rule = matchRedirectRule(path, input.redirects ?? []);
  if (rule) return { kind: 'redirect', ...rule };

  const match = findRoute(input.routes, path);
  if (!match || !isValidParams(match.params)) return { kind: 'error', status: 404 };
  const { route, params } = match;
  const guards = getRouteGuards(route);

  if (isUnder(path, '/admin') && input.user && !input.user.isStaff) {
    return { kind: 'error', status: 403 };
  }
  if (needsLoginCheck(route) && !input.user) {
    return redirect(
      getLoginRedirect(input.notLoggedInTarget ?? DEFAULT_NOT_LOGGED_IN_TARGET, input.path),
    );
  }
  const swap = getRoleSwapTarget(path, input.user?.userType, input.routes);
  if (swap) return redirect(swap);

  for (const name of guards) {
    const decision = runNamedGuard(name, { route, params, input });
    if (decision) return decision;
  }
  return { kind: 'allow', route, params };
}
