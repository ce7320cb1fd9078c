import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter } from '../src/modules/auth/rate-limiter.js';
import { RedisRateLimiter } from '../src/modules/auth/redis-rate-limiter.js';
import { connectRedis } from '../src/redis.js';

/** What every limiter must do; `expire` moves time past the window. */
function contract(
  name: string,
  make: () => Promise<{ limiter: RateLimiter; expire(): Promise<void> }>,
) {
  describe(name, () => {
    it('lets a key try until the limit, then says how long to wait', async () => {
      const { limiter } = await make();
      for (let i = 0; i < 3; i++) {
        expect(await limiter.retryAfter('login:a@leiga.is', 3)).toBe(0);
        await limiter.hit('login:a@leiga.is', 60);
      }
      const wait = await limiter.retryAfter('login:a@leiga.is', 3);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // Other keys are counted apart.
      expect(await limiter.retryAfter('login:b@leiga.is', 3)).toBe(0);
    });

    it('forgets a key on reset and when its window ends', async () => {
      const { limiter, expire } = await make();
      await limiter.hit('sms:1', 1);
      await limiter.hit('sms:1', 1);
      expect(await limiter.retryAfter('sms:1', 2)).toBeGreaterThan(0);
      await limiter.reset('sms:1');
      expect(await limiter.retryAfter('sms:1', 2)).toBe(0);

      await limiter.hit('sms:2', 1);
      expect(await limiter.retryAfter('sms:2', 1)).toBeGreaterThan(0);
      await expire();
      expect(await limiter.retryAfter('sms:2', 1)).toBe(0);
      // A new window starts with the next hit.
      await limiter.hit('sms:2', 1);
      expect(await limiter.retryAfter('sms:2', 2)).toBe(0);
    });
  });
}

let clock = 1_000_000;
contract('MemoryRateLimiter', async () => ({
  limiter: new MemoryRateLimiter(() => clock),
  expire: async () => {
    clock += 1001;
  },
}));

// The Redis limiter runs against a real server: CI sets REDIS_URL for the api suite.
const redisUrl = process.env['REDIS_URL'];
describe.runIf(redisUrl)('with Redis', () => {
  const clients: Redis[] = [];
  const prefix = `leiga_test_${randomBytes(6).toString('hex')}:`;
  const connect = async () => {
    const redis = await connectRedis(redisUrl!);
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    await Promise.all(clients.map((c) => c.quit()));
  });

  contract('RedisRateLimiter', async () => {
    const redis = await connect();
    const limiter = new RedisRateLimiter(redis, `${prefix}${randomBytes(3).toString('hex')}:`);
    return {
      limiter,
      // Redis expires keys by its own clock: wait out the one-second window.
      expire: () => new Promise((resolve) => setTimeout(resolve, 1100)),
    };
  });

  it('shares the counts among processes', async () => {
    const [one, two] = [
      new RedisRateLimiter(await connect(), prefix),
      new RedisRateLimiter(await connect(), prefix),
    ];
    await one.hit('login:shared@leiga.is', 60);
    await two.hit('login:shared@leiga.is', 60);
    expect(await one.retryAfter('login:shared@leiga.is', 2)).toBeGreaterThan(0);
    expect(await two.retryAfter('login:shared@leiga.is', 3)).toBe(0);
  });

  it('says clearly when Redis cannot be reached', async () => {
    await expect(connectRedis('redis://127.0.0.1:1')).rejects.toThrow(/Cannot reach Redis/);
  });
});
