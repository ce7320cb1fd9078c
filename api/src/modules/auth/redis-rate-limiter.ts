import type { Redis } from 'ioredis';
import { toSeconds, type LimitCheck, type RateLimiter } from './rate-limiter.js';

// Decides and counts in one step (a script runs alone in Redis), for every key of the check at
// once. Each key is a hash { c: count, r: window end, l: last counted attempt } in milliseconds
// of the api's clock; the key expires with its window so nothing is left behind. The sums are
// those of waitMs() in rate-limiter.ts.
// KEYS: the keys. ARGV: now, then per key: limit, window ms, first delay ms, max delay ms (0: none).
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
local counts, ends = {}, {}
for i, key in ipairs(KEYS) do
  local a = 1 + (i - 1) * 4
  local limit, window = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2])
  local first, max = tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local s = redis.call('HMGET', key, 'c', 'r', 'l')
  local c, r, l = tonumber(s[1]) or 0, tonumber(s[2]) or 0, tonumber(s[3]) or 0
  if r <= now then c = 0; r = now + window; l = 0 end
  counts[i], ends[i] = c, r
  if c >= limit then
    local untilAt = r
    if first > 0 then
      local delay = math.min(first * 2 ^ math.min(c - limit, 30), max)
      untilAt = math.min(l + delay, r)
    end
    if untilAt - now > wait then wait = untilAt - now end
  end
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  redis.call('HSET', key, 'c', counts[i] + 1, 'r', ends[i], 'l', now)
  redis.call('PEXPIRE', key, math.max(1, ends[i] - now))
end
return 0`;

const GIVE_BACK_SCRIPT = `
local c = tonumber(redis.call('HGET', KEYS[1], 'c'))
if c and c > 0 then redis.call('HSET', KEYS[1], 'c', c - 1) end
return 0`;

/** The counters in Redis (REDIS_URL): every api process sees the same attempts. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async take(checks: readonly LimitCheck[]): Promise<number> {
    if (checks.length === 0) return 0;
    const args = checks.flatMap(({ rule }) => [
      rule.limit,
      rule.windowSeconds * 1000,
      (rule.growingDelay?.firstDelaySeconds ?? 0) * 1000,
      (rule.growingDelay?.maxDelaySeconds ?? 0) * 1000,
    ]);
    const wait = await this.redis.eval(
      TAKE_SCRIPT,
      checks.length,
      ...checks.map(({ key }) => this.keyOf(key)),
      this.now(),
      ...args,
    );
    return toSeconds(Number(wait));
  }

  async giveBack(key: string): Promise<void> {
    await this.redis.eval(GIVE_BACK_SCRIPT, 1, this.keyOf(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.prefix}limit:${key}`;
  }
}
