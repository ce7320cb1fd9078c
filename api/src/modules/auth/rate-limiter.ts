/**
 * Counts failures per key in a fixed window: in memory for one process (the default), in Redis
 * (RedisRateLimiter, REDIS_URL) when several api processes share the counters.
 */
export type RateLimiter = {
  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string, limit: number): Promise<number>;
  hit(key: string, windowSeconds: number): Promise<void>;
  reset(key: string): Promise<void>;
};

export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async retryAfter(key: string, limit: number): Promise<number> {
    const bucket = this.live(key);
    if (!bucket || bucket.count < limit) return 0;
    return Math.ceil((bucket.resetAt - this.now()) / 1000);
  }

  async hit(key: string, windowSeconds: number): Promise<void> {
    const bucket = this.live(key);
    if (bucket) bucket.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: this.now() + windowSeconds * 1000 });
    if (this.buckets.size > 100_000) this.sweep();
  }

  async reset(key: string): Promise<void> {
    this.buckets.delete(key);
  }

  private live(key: string) {
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
