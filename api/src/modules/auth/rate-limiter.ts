/**
 * Counts attempts per key in a fixed window: in memory for one process (the default), in Redis
 * (RedisRateLimiter, REDIS_URL) when several api processes share the counters.
 *
 * An attempt is counted before the work it guards is done (checking a password, sending a
 * message), in the same step that decides whether it may go ahead, so many requests arriving
 * together cannot all slip through below the limit.
 */

/** What a key may do in its window. */
export type LimitRule = {
  /** Attempts allowed in the window without waiting. */
  limit: number;
  windowSeconds: number;
  /**
   * Without it, once the limit is reached the key waits until its window ends. With it, each
   * further attempt is allowed after a delay since the previous one that doubles, from
   * firstDelaySeconds up to maxDelaySeconds: slower and slower, never shut out for the window.
   */
  growingDelay?: { firstDelaySeconds: number; maxDelaySeconds: number };
};

export type LimitCheck = { key: string; rule: LimitRule };

export type RateLimiter = {
  /**
   * In one atomic step: when every key may try now, counts one attempt on each and answers 0;
   * otherwise counts nothing and answers the seconds to wait (the longest of the keys' waits).
   */
  take(checks: readonly LimitCheck[]): Promise<number>;
  /** Takes back one counted attempt (it turned out not to be a failure). */
  giveBack(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/** Bucket of one key; times in milliseconds. */
export type Bucket = { count: number; resetAt: number; lastAt: number };

/**
 * Milliseconds a key must still wait given its bucket, or 0. Shared by both backends (the Redis
 * script does the same sums) and by the contract test.
 */
export function waitMs(bucket: Bucket | undefined, rule: LimitRule, now: number): number {
  if (!bucket || bucket.resetAt <= now || bucket.count < rule.limit) return 0;
  if (!rule.growingDelay) return bucket.resetAt - now;
  const { firstDelaySeconds, maxDelaySeconds } = rule.growingDelay;
  const steps = Math.min(bucket.count - rule.limit, 30);
  const delay = Math.min(firstDelaySeconds * 2 ** steps, maxDelaySeconds) * 1000;
  return Math.max(0, Math.min(bucket.lastAt + delay, bucket.resetAt) - now);
}

export const toSeconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0);

export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = Date.now) {}

  // No await between reading and writing the buckets: one step for the event loop, so atomic.
  async take(checks: readonly LimitCheck[]): Promise<number> {
    const now = this.now();
    const wait = Math.max(0, ...checks.map(({ key, rule }) => waitMs(this.live(key), rule, now)));
    if (wait > 0) return toSeconds(wait);
    for (const { key, rule } of checks) {
      const bucket = this.live(key);
      if (bucket) {
        bucket.count += 1;
        bucket.lastAt = now;
      } else {
        this.buckets.set(key, { count: 1, resetAt: now + rule.windowSeconds * 1000, lastAt: now });
      }
    }
    if (this.buckets.size > 100_000) this.sweep();
    return 0;
  }

  async giveBack(key: string): Promise<void> {
    const bucket = this.live(key);
    if (bucket) bucket.count = Math.max(0, bucket.count - 1);
  }

  async reset(key: string): Promise<void> {
    this.buckets.delete(key);
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private sweep(): void {
    for (const key of [...this.buckets.keys()]) this.live(key);
  }
}
