import { useSyncExternalStore } from 'react';

let hasError = false;
const listeners = new Set<() => void>();

/** The error screen marks the current load as failed; the bar turns red. */
export function markLoadError(value = true): void {
  if (hasError === value) return;
  hasError = value;
  listeners.forEach((l) => l());
}

export function useLoadError(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => hasError,
    () => false,
  );
}
