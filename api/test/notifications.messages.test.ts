import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, notifications } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { publishListing } from './support/listings.js';

type Started = { conversation: { id: number } };

let t: TestApp;
let listingId: number;
let jon: Session;

beforeAll(async () => {
  t = await createTestApp();
  listingId = await publishListing(t, { title: 'Íbúð við Hringbraut' });
  jon = await t.as('landlord');
}, 60_000);
afterAll(() => t.close());

const newMessageNotes = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_message')))
    .orderBy(notifications.id);

async function ask(session: Session, message: string): Promise<number> {
  const reply = await t.call<Started>('POST', `/api/listings/${listingId}/messages/`, {
    token: session.access,
    body: { message },
  });
  expect(reply.status).toBeLessThan(300);
  await t.app.ctx.events.kick();
  return reply.body.conversation.id;
}

async function send(session: Session, conversationId: number, message: string) {
  const sent = await t.call('POST', `/api/conversations/${conversationId}/messages/`, {
    token: session.access,
    body: { message },
  });
  expect(sent.status).toBe(201);
  await t.app.ctx.events.kick();
}

describe('new-message notifications', () => {
  it('tells the other participant once per unread burst, never the sender', async () => {
    const asker = await t.register({ user_type: 'TN' });
    const before = (await newMessageNotes(jon.userId)).length;
    const conversationId = await ask(asker, 'Er íbúðin laus 1. desember?');
    await send(asker, conversationId, 'Og má hafa kött?');

    const forJon = await newMessageNotes(jon.userId);
    expect(forJon).toHaveLength(before + 1);
    expect(forJon.at(-1)).toMatchObject({
      targetPath: `/inbox/${conversationId}`,
      clickedAt: null,
    });
    expect(forJon.at(-1)?.data.name).toBeTruthy();
    expect(await newMessageNotes(asker.userId)).toHaveLength(0);

    // Jón reads and answers: the asker hears of it; Jón's next unread message makes a new one.
    const read = await t.call('POST', `/api/conversations/${conversationId}/read/`, {
      token: jon.access,
      body: {},
    });
    expect(read.status).toBe(200);
    await send(jon, conversationId, 'Já, hún er laus og kötturinn er velkominn.');
    expect(await newMessageNotes(asker.userId)).toHaveLength(1);
    await send(asker, conversationId, 'Frábært, takk!');
    expect(await newMessageNotes(jon.userId)).toHaveLength(before + 2);
  });

  it('notifies nobody twice when the message event is delivered again', async () => {
    const asker = await t.register({ user_type: 'TN' });
    await ask(asker, 'Hvenær má skoða?');
    const count = (await newMessageNotes(jon.userId)).length;
    const [event] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'message.created'))
      .orderBy(events.id);
    // As if the process died after the handler ran but before the event was marked done.
    await t.db
      .update(events)
      .set({ dispatchedAt: null, claimedUntil: null })
      .where(eq(events.id, event!.id));
    await t.app.ctx.events.kick();
    expect(await newMessageNotes(jon.userId)).toHaveLength(count);
    const [again] = await t.db.select().from(events).where(eq(events.id, event!.id));
    expect(again?.dispatchedAt).not.toBeNull();
  });

  it('honours new messages turned off in the app', async () => {
    const settings = await t.call('PATCH', '/api/notification-settings/', {
      token: jon.access,
      body: { settings: [{ notification_type: 'new_message', method: 'in_app', enabled: false }] },
    });
    expect(settings.status).toBe(200);
    const count = (await newMessageNotes(jon.userId)).length;
    const asker = await t.register({ user_type: 'TN' });
    await ask(asker, 'Er hægt að leigja til lengri tíma?');
    expect(await newMessageNotes(jon.userId)).toHaveLength(count);
  });
});
