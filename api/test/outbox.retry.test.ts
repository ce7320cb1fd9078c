import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/index.js';
import {
  EventDispatcher,
  OUTBOX_MAX_ATTEMPTS,
  outboxRetryDelayMs,
} from '../src/modules/events/outbox.js';
import { createTestApp, type TestApp } from './helpers.js';
import { passOutboxWait } from './support/outbox.js';

let t: TestApp;
const errors: unknown[] = [];
let dispatcher: EventDispatcher;
/** What the handler does on each delivery, in turn; `true` succeeds. */
let outcomes: boolean[] = [];
const delivered: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The app's own dispatcher would deliver these events too; this test's one alone delivers them.
  await t.app.ctx.events.stop();
  dispatcher = new EventDispatcher(t.db, (error) => errors.push(error));
  dispatcher.on('listing.check_requested', async (payload) => {
    delivered.push(payload['n'] as number);
    if (!outcomes.shift()) throw new Error('consumer unavailable');
  });
});

afterAll(async () => {
  await dispatcher.stop();
  await t.close();
});

/** An event as publishEvent writes it, with `fields` set on it; its id. */
async function publish(n: number, fields: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(events)
    .values({ type: 'listing.check_requested', payload: { n }, ...fields })
    .returning({ id: events.id });
  return row!.id;
}

const eventRow = async (id: number) =>
  (await t.db.select().from(events).where(eq(events.id, id)))[0]!;

describe('the outbox retries a failing event with a growing wait', () => {
  it('waits 2 s, then 4 s, and delivers once the consumer is back', async () => {
    outcomes = [false, false, true];
    delivered.length = 0;
    const id = await publish(1);

    const before = Date.now();
    await dispatcher.kick();
    const after = Date.now();
    let row = await eventRow(id);
    expect(row).toMatchObject({
      attempts: 1,
      dispatchedAt: null,
      lastError: expect.stringContaining('consumer unavailable'),
    });
    expect(row.claimedUntil!.getTime()).toBeGreaterThanOrEqual(before + 2_000);
    expect(row.claimedUntil!.getTime()).toBeLessThanOrEqual(after + 2_000);

    // Asked again before the wait has passed: nothing is delivered.
    await dispatcher.kick();
    expect(delivered).toEqual([1]);

    await passOutboxWait(t.db, id);
    const second = Date.now();
    await dispatcher.kick();
    row = await eventRow(id);
    expect(row.attempts).toBe(2);
    expect(row.claimedUntil!.getTime()).toBeGreaterThanOrEqual(second + 4_000);

    await passOutboxWait(t.db, id);
    await dispatcher.kick();
    row = await eventRow(id);
    expect(row.dispatchedAt).not.toBeNull();
    expect(row.attempts).toBe(2);
    expect(delivered).toEqual([1, 1, 1]);
    expect(errors).toHaveLength(2);
  });

  it('keeps the other events moving while one waits', async () => {
    outcomes = [false, true];
    delivered.length = 0;
    const failing = await publish(2);
    const next = await publish(3);
    await dispatcher.kick();
    expect(delivered).toEqual([2, 3]);
    expect((await eventRow(failing)).dispatchedAt).toBeNull();
    expect((await eventRow(next)).dispatchedAt).not.toBeNull();
  });

  it('gives up after its last attempt, and leaves the event for someone to look at', async () => {
    outcomes = [false];
    delivered.length = 0;
    const id = await publish(4, { attempts: OUTBOX_MAX_ATTEMPTS - 1 });
    await dispatcher.kick();
    await passOutboxWait(t.db, id);
    await dispatcher.kick();
    const row = await eventRow(id);
    expect(delivered).toEqual([4]);
    expect(row).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, dispatchedAt: null });
  });

  it('spreads its attempts over most of a day, an hour apart at most', () => {
    const waits = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) =>
      outboxRetryDelayMs(i + 1),
    );
    expect(waits.slice(0, 4)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(Math.max(...waits)).toBe(3_600_000);
    const hours = waits.reduce((sum, ms) => sum + ms, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(18);
    expect(hours).toBeLessThan(24);
  });
});
