import type { UserType } from '../accounts/user-types.js';
import { isValidParams } from './params.js';
import { findRoute, isUnder } from './patterns.js';
import type { RouteSpec } from './types.js';

export const ROLE_ROOTS = { LL: '/landlords', TN: '/tenants' } as const satisfies Record<
  UserType,
  string
>;

/** Paths below this prefix are open to landlords and tenants alike (SPEC 2 guard 3). */
export const SHARED_ROLE_PREFIX = '/tenants/rental-profiles';

/**
 * SPEC 2 role path helper: ('LL', 'home') -> /landlords/home; ('TN') -> /tenants;
 * without a user type the path is /.
 */
export function getRolePath(userType: UserType | null | undefined, subRoute?: string): string {
  if (!userType) return '/';
  const root = ROLE_ROOTS[userType];
  const sub = subRoute?.replace(/^\/+/, '');
  return sub ? `${root}/${sub}` : root;
}

/** The home of the error screen and of guest-only pages: /landlords/home, /tenants/home or /. */
export function getHomePath(userType: UserType | null | undefined): string {
  if (!userType) return '/';
  return userType === 'LL' ? '/landlords/home' : '/tenants/home';
}

/**
 * SPEC 2 guard 3: where a user of one type goes when opening the other type's path: the matching
 * path of their own type if a route exists there, else their home. Null when no swap is needed.
 */
export function getRoleSwapTarget(
  path: string,
  userType: UserType | null | undefined,
  routes: readonly RouteSpec[],
): string | null {
  if (!userType) return null;
  if (isUnder(path, SHARED_ROLE_PREFIX)) return null;
  const own = ROLE_ROOTS[userType];
  const other = userType === 'LL' ? ROLE_ROOTS.TN : ROLE_ROOTS.LL;
  if (!isUnder(path, other)) return null;
  const [bare, ...rest] = path.split(/(?=[?#])/);
  const candidate = `${own}${bare!.slice(other.length)}`;
  const match = candidate === own ? null : findRoute(routes, candidate);
  if (match && isValidParams(match.params)) return candidate + rest.join('');
  return getHomePath(userType);
}
