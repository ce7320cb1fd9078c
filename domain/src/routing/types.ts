import type { UserType } from '../accounts/user-types.js';

/** SPEC 2: the eleven layouts. */
export const LAYOUTS = [
  'default',
  'full-screen',
  'admin',
  'team-sidebar',
  'user-sidebar',
  'xl-center',
  'md-center',
  'sm-center',
  'product',
  'invitation',
  'inform',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** SPEC 2 guard 5: the named route guards. Any other name is an error. */
export const GUARD_NAMES = ['admin', 'auth-guest', 'auth', 'contract-step'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/**
 * Login requirement of a route. `true` (the default) needs login; `false` is public; `'auth'` and
 * `'auth-guest'` skip the global login check and apply the guard of that name instead.
 */
export type RouteAuth = boolean | 'auth' | 'auth-guest';

/** One route pattern of SPEC 2, with `{param}` placeholders. */
export type RouteSpec = {
  pattern: string;
  layout: LayoutName;
  auth?: RouteAuth;
  /** Named guards; typed loosely on purpose so an unknown name is caught at run time. */
  guards?: readonly string[];
};

export type RouteParams = Record<string, string>;

/** The signed-in user as the guards see it; null for a visitor. */
export type GuardUser = { isStaff: boolean; userType: UserType | null };

export type NavigationDecision =
  | { kind: 'allow'; route: RouteSpec; params: RouteParams }
  | { kind: 'redirect'; to: string; isFullPageLoad: boolean }
  | {
      kind: 'error';
      status: 403 | 404;
      /** What the error page adds, as a catalogue key and its values (SPEC 8's step error). */
      detail?: { key: string; values: Record<string, string> };
    };

/** SPEC 2 guard 4: a per-path server-side redirect. An absolute target is a full page load. */
export type RedirectRule = { from: string; to: string };
