import { describe, expect, it } from 'vitest';
import { InMemoryPubSub } from '../src/live/pubsub.js';
import { SharedReads, sharedReadsOf } from '../src/live/shared-reads.js';

describe('shared reads of live events', () => {
  it('answers one key with one load while it is kept, then loads again', async () => {
    let now = 1_000;
    const reads = new SharedReads(500, () => now);
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([1, 2, 3].map(() => reads.read('message:1:user:7', load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(await reads.read('message:1:user:8', load)).toBe(2);
    now += 600;
    expect(await reads.read('message:1:user:7', load)).toBe(3);
  });

  it('keeps no failed read, so the next socket asks again', async () => {
    const reads = new SharedReads();
    await expect(reads.read('k', () => Promise.reject(new Error('NOT_FOUND')))).rejects.toThrow(
      'NOT_FOUND',
    );
    await Promise.resolve();
    expect(reads.size).toBe(0);
    expect(await reads.read('k', async () => 'found')).toBe('found');
  });

  it('lets old reads go as new ones come', async () => {
    let now = 0;
    const reads = new SharedReads(100, () => now);
    for (let i = 0; i < 10; i++) await reads.read(`message:${i}:user:1`, async () => i);
    expect(reads.size).toBe(10);
    now = 250;
    await reads.read('message:99:user:1', async () => 99);
    expect(reads.size).toBe(1);
  });

  it('is one per bus, as the bus is one per process', () => {
    const bus = new InMemoryPubSub();
    expect(sharedReadsOf(bus)).toBe(sharedReadsOf(bus));
    expect(sharedReadsOf(new InMemoryPubSub())).not.toBe(sharedReadsOf(bus));
  });
});
