import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/live/pubsub.js';
import { parseLiveEvent, RedisPubSub } from '../src/live/redis-pubsub.js';

const redisUrl = process.env['REDIS_URL'];
const prefix = `leiga_test_${randomBytes(6).toString('hex')}:live:`;
const connections: Redis[] = [];
const connect = () => {
  const redis = new Redis(redisUrl ?? '');
  connections.push(redis);
  return redis;
};
/** A process's bus: its own publisher and subscriber connections. */
const processBus = () => new RedisPubSub({ publisher: connect(), subscriber: connect(), prefix });

describe('parseLiveEvent', () => {
  it('passes the known event shapes and nothing else', () => {
    const event: LiveEvent = { type: 'message.created', conversationId: 3, messageId: 9 };
    expect(parseLiveEvent(JSON.stringify(event))).toEqual(event);
    expect(parseLiveEvent('{"type":"notification.created","notificationId":4}')).toEqual({
      type: 'notification.created',
      notificationId: 4,
    });
    expect(parseLiveEvent('{"type":"message.created","conversationId":"3","messageId":9}')).toBe(
      null,
    );
    expect(parseLiveEvent('{"type":"user.deleted","userId":1}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
  });
});

describe.skipIf(!redisUrl)('RedisPubSub across two buses (needs REDIS_URL)', () => {
  let one: RedisPubSub;
  let two: RedisPubSub;
  let admin: Redis;
  beforeAll(() => {
    one = processBus();
    two = processBus();
    admin = connect();
  });
  afterAll(() => Promise.all(connections.map((c) => c.quit())));

  const subscribers = async (topic: string) => {
    const [, count] = (await admin.pubsub('NUMSUB', `${prefix}${topic}`)) as [string, number];
    return Number(count);
  };

  it('delivers what one process publishes to the other’s listeners, and only on that topic', async () => {
    const heard: LiveEvent[] = [];
    const elsewhere: LiveEvent[] = [];
    const stop = two.subscribe('conversation:1', (event) => heard.push(event));
    const stopOther = two.subscribe('conversation:2', (event) => elsewhere.push(event));
    await two.settled('conversation:1');
    await two.settled('conversation:2');
    const event: LiveEvent = { type: 'message.created', conversationId: 1, messageId: 7 };
    await one.publish('conversation:1', event);
    for (let i = 0; i < 100 && heard.length === 0; i++) await sleep(10);
    expect(heard).toEqual([event]);
    expect(elsewhere).toEqual([]);
    stop();
    stopOther();
  });

  it('shares one SUBSCRIBE among a topic’s listeners and UNSUBSCRIBEs with the last', async () => {
    const first = two.subscribe('user:5', () => undefined);
    const second = two.subscribe('user:5', () => undefined);
    await two.settled('user:5');
    expect(await subscribers('user:5')).toBe(1);
    first();
    await two.settled('user:5');
    expect(await subscribers('user:5')).toBe(1);
    second();
    await two.settled('user:5');
    expect(await subscribers('user:5')).toBe(0);
    expect(two.listenerCount('user:5')).toBe(0);
  });

  it('drops a forged message instead of handing it to listeners', async () => {
    const heard: LiveEvent[] = [];
    const stop = two.subscribe('user:6', (event) => heard.push(event));
    await two.settled('user:6');
    await admin.publish(`${prefix}user:6`, '{"type":"notification.created","notificationId":"x"}');
    const real: LiveEvent = { type: 'notification.created', notificationId: 12 };
    await one.publish('user:6', real);
    for (let i = 0; i < 100 && heard.length === 0; i++) await sleep(10);
    expect(heard).toEqual([real]);
    stop();
  });
});
