import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MemoryRateLimiter,
  type LimitRule,
  type RateLimiter,
} from '../src/modules/auth/rate-limiter.js';
import { RedisRateLimiter } from '../src/modules/auth/redis-rate-limiter.js';
import { connectRedis } from '../src/redis.js';
import { race } from './support/concurrency.js';

type Clock = { now: () => number; advance(ms: number): void };
function clock(): Clock {
  let offset = 0;
  const start = Date.now();
  return {
    now: () => start + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

const hard = (limit: number, windowSeconds = 60): LimitRule => ({ limit, windowSeconds });

/** What every limiter must do; the limiter reads time from `clock`. */
function contract(name: string, make: (clock: Clock) => Promise<RateLimiter>) {
  describe(name, () => {
    it('lets a key try until the limit, then says how long to wait', async () => {
      const limiter = await make(clock());
      const check = { key: 'login:a@leiga.is', rule: hard(3) };
      for (let i = 0; i < 3; i++) expect(await limiter.take([check])).toBe(0);
      const wait = await limiter.take([check]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // Other keys are counted apart.
      expect(await limiter.take([{ key: 'login:b@leiga.is', rule: hard(3) }])).toBe(0);
    });

    it('forgets a key on reset and when its window ends', async () => {
      const time = clock();
      const limiter = await make(time);
      const one = { key: 'sms:1', rule: hard(2, 1) };
      await limiter.take([one]);
      await limiter.take([one]);
      expect(await limiter.take([one])).toBeGreaterThan(0);
      await limiter.reset('sms:1');
      expect(await limiter.take([one])).toBe(0);

      const two = { key: 'sms:2', rule: hard(1, 1) };
      await limiter.take([two]);
      expect(await limiter.take([two])).toBe(1);
      time.advance(1001);
      // A new window starts with the next attempt.
      expect(await limiter.take([two])).toBe(0);
      expect(await limiter.take([two])).toBe(1);
    });

    it('lets exactly the limit through when 50 attempts arrive at once', async () => {
      const limiter = await make(clock());
      const waits = await race(50, () => limiter.take([{ key: 'login:rush', rule: hard(5) }]));
      expect(waits.filter((w) => w === 0)).toHaveLength(5);
      expect(waits.filter((w) => w > 0)).toHaveLength(45);
    });

    it('counts on every key of a check or on none', async () => {
      const limiter = await make(clock());
      const pair = { key: 'pair', rule: hard(1) };
      const wide = { key: 'wide', rule: hard(2) };
      expect(await limiter.take([pair, wide])).toBe(0);
      // The pair is spent: nothing is counted on the wide key either.
      expect(await limiter.take([pair, wide])).toBeGreaterThan(0);
      expect(await limiter.take([wide])).toBe(0);
      expect(await limiter.take([wide])).toBeGreaterThan(0);
    });

    it('takes back an attempt that was no failure', async () => {
      const limiter = await make(clock());
      const check = { key: 'login:given-back', rule: hard(2) };
      await limiter.take([check]);
      await limiter.take([check]);
      expect(await limiter.take([check])).toBeGreaterThan(0);
      await limiter.giveBack('login:given-back');
      expect(await limiter.take([check])).toBe(0);
      await limiter.giveBack('login:never-seen');
      expect(await limiter.take([{ key: 'login:never-seen', rule: hard(1) }])).toBe(0);
    });

    it('past the limit of a growing rule, spaces attempts by doubling delays up to the cap', async () => {
      const time = clock();
      const limiter = await make(time);
      const check = {
        key: 'login:address:10.0.0.1',
        rule: {
          limit: 2,
          windowSeconds: 600,
          growingDelay: { firstDelaySeconds: 1, maxDelaySeconds: 4 },
        },
      };
      expect(await limiter.take([check])).toBe(0);
      expect(await limiter.take([check])).toBe(0);
      const waits: number[] = [];
      for (const step of [1, 2, 4, 4]) {
        waits.push(await limiter.take([check]));
        time.advance(step * 1000);
        expect(await limiter.take([check])).toBe(0);
      }
      expect(waits).toEqual([1, 2, 4, 4]);
      // Never shut out for the whole window: the wait stays at the cap.
      expect(await limiter.take([check])).toBe(4);
    });
  });
}

contract('MemoryRateLimiter', async (time) => new MemoryRateLimiter(time.now));

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

  contract(
    'RedisRateLimiter',
    async (time) =>
      new RedisRateLimiter(
        await connect(),
        `${prefix}${randomBytes(3).toString('hex')}:`,
        time.now,
      ),
  );

  it('shares the counts among processes, and Redis forgets a key with its window', async () => {
    const redis = await connect();
    const [one, two] = [
      new RedisRateLimiter(redis, prefix),
      new RedisRateLimiter(await connect(), prefix),
    ];
    const check = { key: 'login:shared@leiga.is', rule: hard(2) };
    expect(await one.take([check])).toBe(0);
    expect(await two.take([check])).toBe(0);
    expect(await one.take([check])).toBeGreaterThan(0);
    expect(await two.take([check])).toBeGreaterThan(0);
    const ttl = await redis.pttl(`${prefix}limit:login:shared@leiga.is`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('says clearly when Redis cannot be reached', async () => {
    await expect(connectRedis('redis://127.0.0.1:1')).rejects.toThrow(/Cannot reach Redis/);
  });
});
