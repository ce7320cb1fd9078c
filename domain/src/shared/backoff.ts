/** A retry schedule that doubles its wait: the first wait, and the longest. */
export type Backoff = { baseDelayMs: number; maxDelayMs: number };

/** The wait after the given failed attempt (1-based): base, 2x base, 4x base ... at most max. */
export function getBackoffDelayMs(attempt: number, backoff: Backoff): number {
  return Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}
