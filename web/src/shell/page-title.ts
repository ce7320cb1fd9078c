import { useEffect, useSyncExternalStore } from 'react';

let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(title: string | null): void {
  if (override === title) return;
  override = title;
  listeners.forEach((l) => l());
}

/**
 * Gives the current page a title of its own (a user's name, a listing's address) instead of the
 * catalogue's `shell.titles.<routeId>`. The route announcer puts it in document.title.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    setOverride(title);
    return () => setOverride(null);
  }, [title]);
}

export function getPageTitleOverride(): string | null {
  return override;
}

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => override,
    () => null,
  );
}

/** 'Account settings' -> 'Account settings · Leiga'; the app's own name stays alone. */
export function formatDocumentTitle(title: string | null | undefined, appName: string): string {
  const text = title?.trim();
  return text && text !== appName ? `${text} · ${appName}` : appName;
}

/** The router's match id (`accountSettings/en`, `not-found/en`) -> the route registry's id. */
export function routeIdOf(matchId: string | undefined): string | null {
  if (!matchId) return null;
  return matchId.split('/')[0] || null;
}
