import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.js';

// Counts and sets the window on the first hit in one step, so a crash between cannot leave a
// counter that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The counters in Redis (REDIS_URL): every api process sees the same failures. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async retryAfter(key: string, limit: number): Promise<number> {
    const name = this.keyOf(key);
    const [count, ttl] = await Promise.all([this.redis.get(name), this.redis.pttl(name)]);
    if (count === null || Number(count) < limit || ttl <= 0) return 0;
    return Math.ceil(ttl / 1000);
  }

  async hit(key: string, windowSeconds: number): Promise<void> {
    await this.redis.eval(HIT_SCRIPT, 1, this.keyOf(key), String(windowSeconds));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.prefix}rate:${key}`;
  }
}
