import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, listings } from '../src/db/schema/index.js';
import type { LiveEvent } from '../src/modules/inbox/live-events.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * "Kill a process between commit and delivery and nothing is lost", for inbox messages: the
 * message's event is committed with the message; a process that claimed it and died mid-delivery
 * leaves it to the next dispatcher once its lease runs out.
 */
let t: TestApp;
const published: Array<{ topic: string; event: LiveEvent }> = [];

/** Runs the dying api process on the test's database; resolves with the signal that ended it. */
function runDyingProcess(databaseUrl: string): Promise<NodeJS.Signals | null> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'support/outbox-dying-process.ts'), databaseUrl],
    { stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal));
  });
}

async function messageEvent(messageId: number) {
  const [row] = await t.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.type, 'message.created'),
        sql`(${events.payload}->>'message_id')::int = ${messageId}`,
      ),
    );
  return row;
}

// Two processes need one database server: PGlite is embedded in this one.
describe.skipIf(!process.env['DATABASE_URL'])('a process killed while delivering a message', () => {
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { liveEvents: { publish: async (topic, event) => void published.push({ topic, event }) } },
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('leaves the message event to the next dispatcher, which delivers it', async () => {
    const [tenant, landlord] = await Promise.all([t.as('tenant'), t.as('landlord')]);
    const [listing] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.ownerId, landlord.userId), eq(listings.status, 'published')))
      .limit(1);
    const started = await t.call<{ conversation: { id: number } }>(
      'POST',
      `/api/listings/${listing!.id}/messages/`,
      { token: tenant.access, body: { message: 'Er hiti innifalinn?' } },
    );
    expect(started.status).toBe(201);
    const conversationId = started.body.conversation.id;

    // This process stops delivering (its dispatcher is down), so the next event waits for others.
    await t.app.ctx.events.stop();
    const sent = await t.call<{ id: number }>(
      'POST',
      `/api/conversations/${conversationId}/messages/`,
      { token: tenant.access, body: { message: 'Og rafmagnið líka?' } },
    );
    expect(sent.status).toBe(201);
    const committed = await messageEvent(sent.body.id);
    expect(committed).toMatchObject({ dispatchedAt: null, claimedUntil: null });

    expect(await runDyingProcess(t.app.ctx.config.databaseUrl!)).toBe('SIGKILL');
    const orphan = await messageEvent(sent.body.id);
    expect(orphan!.dispatchedAt).toBeNull();
    expect(orphan!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(published.some((p) => isMessage(p.event, sent.body.id))).toBe(false);

    // Its lease runs out (a minute, moved here rather than waited for); this process resumes.
    await t.db
      .update(events)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(events.id, orphan!.id));
    t.app.ctx.events.start();
    await t.app.ctx.events.kick();
    expect(published).toContainEqual({
      topic: `conversation:${conversationId}`,
      event: { type: 'message.created', conversationId, messageId: sent.body.id },
    });
    expect((await messageEvent(sent.body.id))!.dispatchedAt).not.toBeNull();
  }, 90_000);
});

function isMessage(event: LiveEvent, messageId: number): boolean {
  return event.type === 'message.created' && event.messageId === messageId;
}
