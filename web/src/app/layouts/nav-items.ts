import { buildPath } from '@leiga/domain';
import type { ReactNode } from 'react';
import { paths } from '../paths';

/** A navigation entry named by its SPEC 2 path pattern; shown only once that screen is built. */
export type NavEntry = { pattern: string; label: string; icon?: ReactNode; end?: boolean };
export type BuiltNavItem = { label: string; to: string; icon?: ReactNode; end?: boolean };

/** Whether the route registry holds a screen for a path pattern. */
export function isBuilt(pattern: string): boolean {
  return Object.values(paths).some((r) => r.path === pattern);
}

/**
 * The entries whose screens exist, with their links built from the pattern: a navigation never
 * shows a dead link for a screen that has not been built yet.
 */
export function builtNavItems(
  entries: readonly NavEntry[],
  params?: Record<string, string | number>,
): BuiltNavItem[] {
  return entries
    .filter((e) => isBuilt(e.pattern))
    .map(({ pattern, ...rest }) => ({ ...rest, to: buildPath(pattern, params) }));
}
