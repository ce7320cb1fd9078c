import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, PAGE_SIZES } from '@leiga/domain';
import { events, listings } from '../src/db/schema/index.js';
import type { LiveEvent } from '../src/modules/inbox/live-events.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';

type Message = { id: number; body: string; sender: { id: number } | null };
type Conversation = {
  id: number;
  unread_count: number;
  last_read_message_id: number | null;
  participants: Array<{ id: number; full_name: string }>;
  last_message: Message | null;
  listing: { id: number } | null;
  contract_id: number | null;
};
type Started = { conversation: Conversation; message: Message };
type MessagePage = { results: Message[]; has_older: boolean };
type ConversationPage = { count: number; results: Conversation[] };

let t: TestApp;
let tenant: Session;
let landlord: Session;
let staff: Session;
let stranger: Session;
let listingId: number;
const published: Array<{ topic: string; event: LiveEvent }> = [];

async function publishedListing(ownerId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'published')))
    .orderBy(listings.id)
    .limit(1);
  return row!.id;
}

/** A conversation of its own: a fresh tenant asks the landlord about the listing. */
async function freshQuestion(message: string): Promise<{ asker: Session; started: Started }> {
  const asker = await t.register({ user_type: 'TN' });
  const reply = await ask(asker, listingId, message);
  return { asker, started: reply.body };
}

async function ask(session: Session, listing: number, message: string) {
  return t.call<Started>('POST', `/api/listings/${listing}/messages/`, {
    token: session.access,
    body: { message },
  });
}

async function send(session: Session, conversationId: number, message: string) {
  return t.call<Message>('POST', `/api/conversations/${conversationId}/messages/`, {
    token: session.access,
    body: { message },
  });
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      liveEvents: {
        publish: async (topic, event) => {
          published.push({ topic, event });
        },
      },
    },
  );
  [tenant, landlord, staff] = await Promise.all([t.as('tenant'), t.as('landlord'), t.as('staff')]);
  stranger = await t.register({ user_type: 'TN' });
  listingId = await publishedListing(landlord.userId);
}, 120_000);
afterAll(() => t.close());

describe('a visitor’s question on a listing', () => {
  it('starts a conversation with the landlord, then continues the same one', async () => {
    const first = await ask(tenant, listingId, '  Má hafa kött í íbúðinni?  ');
    expect(first.status).toBe(201);
    expect(first.body.message.body).toBe('Má hafa kött í íbúðinni?');
    expect(first.body.conversation.participants.map((p) => p.id).sort()).toEqual(
      [tenant.userId, landlord.userId].sort(),
    );
    expect(first.body.conversation.listing?.id).toBe(listingId);
    const again = await ask(tenant, listingId, 'Og hund?');
    expect(again.status).toBe(200);
    expect(again.body.conversation.id).toBe(first.body.conversation.id);
  });

  it('refuses a question about one’s own listing and an unknown listing', async () => {
    const own = await ask(landlord, listingId, 'Halló');
    expect(own.status).toBe(400);
    expect(own.body.fields).toEqual({ listing: 'inbox.errors.own_listing' });
    expect((await ask(tenant, 2_000_000, 'Halló')).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const reply = await t.call('POST', `/api/listings/${listingId}/messages/`, {
      body: { message: 'Halló' },
    });
    expect(reply.status).toBe(401);
  });
});

describe('message sizes', () => {
  it('takes exactly 5,000 characters and refuses 5,001, and an empty or blank one', async () => {
    const { body } = await ask(tenant, listingId, 'Stærðarpróf');
    const id = body.conversation.id;
    expect((await send(tenant, id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
    const tooLong = await send(tenant, id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ message: 'validation.message_length' });
    const blank = await send(tenant, id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ message: 'validation.required' });
  });
});

describe('who reads and writes a conversation', () => {
  let conversationId: number;
  beforeAll(async () => {
    conversationId = (await ask(tenant, listingId, 'Laus?')).body.conversation.id;
  });

  it('lets participants and staff read it, and answers 404 to anyone else', async () => {
    for (const reader of [tenant, landlord, staff]) {
      const reply = await t.call(`GET`, `/api/conversations/${conversationId}/messages/`, {
        token: reader.access,
      });
      expect(reply.status).toBe(200);
    }
    for (const path of ['', 'messages/']) {
      const reply = await t.call('GET', `/api/conversations/${conversationId}/${path}`, {
        token: stranger.access,
      });
      expect(reply.status).toBe(404);
    }
  });

  it('answers 404 to a stranger who writes or marks read, and 403 to staff who only read', async () => {
    expect((await send(stranger, conversationId, 'Halló')).status).toBe(404);
    const read = await t.call('POST', `/api/conversations/${conversationId}/read/`, {
      token: stranger.access,
      body: {},
    });
    expect(read.status).toBe(404);
    expect((await send(staff, conversationId, 'Halló')).status).toBe(403);
  });

  it('answers a bad or unknown id with 400 and 404', async () => {
    const bad = await t.call('GET', '/api/conversations/abc/', { token: tenant.access });
    expect(bad.status).toBe(400);
    const unknown = await t.call('GET', '/api/conversations/999999/', { token: tenant.access });
    expect(unknown.status).toBe(404);
  });
});

describe('read markers and unread counts', () => {
  it('counts the other side’s messages until they are read, never one’s own', async () => {
    const { asker, started: body } = await freshQuestion('Fyrsta');
    const id = body.conversation.id;
    expect(body.conversation.unread_count).toBe(0);
    await send(asker, id, 'Önnur');
    const before = await t.call<{ count: number }>('GET', '/api/conversations/unread-count/', {
      token: landlord.access,
    });
    const landlordView = await t.call<Conversation>('GET', `/api/conversations/${id}/`, {
      token: landlord.access,
    });
    expect(landlordView.body.unread_count).toBe(2);

    // Reading up to the first message leaves one unread; the marker never moves back.
    const page = await t.call<MessagePage>('GET', `/api/conversations/${id}/messages/`, {
      token: landlord.access,
    });
    const [newest, oldest] = page.body.results;
    const partly = await t.call<Conversation>('POST', `/api/conversations/${id}/read/`, {
      token: landlord.access,
      body: { message_id: oldest!.id },
    });
    expect(partly.body.unread_count).toBe(1);
    const all = await t.call<Conversation>('POST', `/api/conversations/${id}/read/`, {
      token: landlord.access,
      body: {},
    });
    expect(all.body).toMatchObject({ unread_count: 0, last_read_message_id: newest!.id });
    const back = await t.call<Conversation>('POST', `/api/conversations/${id}/read/`, {
      token: landlord.access,
      body: { message_id: oldest!.id },
    });
    expect(back.body.last_read_message_id).toBe(newest!.id);
    const after = await t.call<{ count: number }>('GET', '/api/conversations/unread-count/', {
      token: landlord.access,
    });
    expect(after.body.count).toBe(before.body.count - 2);
  });

  it('refuses to mark read a message of another conversation', async () => {
    const one = (await ask(tenant, listingId, 'A')).body;
    const other = (await freshQuestion('B')).started;
    const reply = await t.call('POST', `/api/conversations/${one.conversation.id}/read/`, {
      token: landlord.access,
      body: { message_id: other.message.id },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ message_id: 'inbox.errors.message_not_in_conversation' });
  });

  it('lists unread conversations first, and finds them by the other person’s name', async () => {
    const { body } = await ask(stranger, listingId, 'Ný spurning');
    const list = await t.call<ConversationPage>('GET', '/api/conversations/?order=unread', {
      token: landlord.access,
    });
    const unread = list.body.results.filter((c) => c.unread_count > 0);
    expect(list.body.results.slice(0, unread.length)).toEqual(unread);
    expect(unread.map((c) => c.id)).toContain(body.conversation.id);

    const found = await t.call<ConversationPage>(
      `GET`,
      `/api/conversations/?search=${encodeURIComponent('sigurdardottir')}`,
      { token: landlord.access },
    );
    expect(found.body.count).toBeGreaterThan(0);
    expect(
      found.body.results.every((c) => c.participants.some((p) => p.id === tenant.userId)),
    ).toBe(true);
    const none = await t.call<ConversationPage>('GET', '/api/conversations/?search=zzqqxx', {
      token: landlord.access,
    });
    expect(none.body).toMatchObject({ count: 0, results: [] });
  });
});

describe('bad input', () => {
  it('answers text PostgreSQL cannot store and an over-long search with 400, never 500', async () => {
    const { body } = await ask(tenant, listingId, 'Inntak');
    const nul = await send(tenant, body.conversation.id, 'a\u0000b');
    expect(nul.status).toBe(400);
    expect(nul.body.fields).toHaveProperty('message');
    for (const search of ['%00', 'x'.repeat(201)]) {
      const reply = await t.call('GET', `/api/conversations/?search=${search}`, {
        token: tenant.access,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toHaveProperty('search');
    }
    const order = await t.call('GET', '/api/conversations/?order=oldest', { token: tenant.access });
    expect(order.status).toBe(400);
    expect(order.body.fields).toEqual({ order: 'validation.order' });
  });
});

describe('message pages', () => {
  it('pages newest first by 15 with a cursor to older ones, without gaps or repeats', async () => {
    const { asker, started: body } = await freshQuestion('Skilaboð 1');
    const id = body.conversation.id;
    for (let i = 2; i <= 20; i += 1) await send(i % 2 ? asker : landlord, id, `Skilaboð ${i}`);
    const first = await t.call<MessagePage>('GET', `/api/conversations/${id}/messages/`, {
      token: asker.access,
    });
    expect(first.body.results).toHaveLength(PAGE_SIZES.messages);
    expect(first.body.results[0]!.body).toBe('Skilaboð 20');
    expect(first.body.has_older).toBe(true);
    const oldestShown = first.body.results.at(-1)!.id;
    const older = await t.call<MessagePage>(
      'GET',
      `/api/conversations/${id}/messages/?before=${oldestShown}`,
      { token: asker.access },
    );
    expect(older.body.has_older).toBe(false);
    const bodies = [...first.body.results, ...older.body.results].map((m) => m.body);
    expect(bodies).toEqual(Array.from({ length: 20 }, (_, i) => `Skilaboð ${20 - i}`));
  });

  it('answers a bad cursor with 400', async () => {
    const { body } = await ask(tenant, listingId, 'Bendill');
    const reply = await t.call(
      'GET',
      `/api/conversations/${body.conversation.id}/messages/?before=-3`,
      { token: tenant.access },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toHaveProperty('before');
  });
});

describe('the outbox', () => {
  it('writes message.created with the message, and hands it to the live bus', async () => {
    const { body } = await ask(tenant, listingId, 'Útsending');
    await t.app.ctx.events.kick();
    const [event] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'message.created'))
      .orderBy(events.id)
      .then((rows) => rows.filter((r) => r.payload.message_id === body.message.id));
    expect(event?.payload).toMatchObject({
      conversation_id: body.conversation.id,
      sender_id: tenant.userId,
    });
    expect(event?.dispatchedAt).not.toBeNull();
    expect(published).toContainEqual({
      topic: `conversation:${body.conversation.id}`,
      event: {
        type: 'message.created',
        conversationId: body.conversation.id,
        messageId: body.message.id,
      },
    });
    expect(published).toContainEqual({
      topic: `user:${landlord.userId}`,
      event: {
        type: 'conversation.updated',
        conversationId: body.conversation.id,
        eventId: event?.id,
      },
    });
  });
});

describe('a contract’s conversation', () => {
  it('opens one between the parties, once, and refuses those who may not see the contract', async () => {
    const draft = await t.call<{ id: number }>('POST', '/api/contracts/', {
      token: landlord.access,
      body: {},
    });
    const url = `/api/contracts/${draft.body.id}/conversation/`;
    const opened = await t.call<Conversation>('POST', url, { token: landlord.access });
    expect(opened.status).toBe(201);
    expect(opened.body.contract_id).toBe(draft.body.id);
    expect(opened.body.participants.map((p) => p.id)).toContain(landlord.userId);
    const again = await t.call<Conversation>('POST', url, { token: landlord.access });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(opened.body.id);
    expect((await t.call('POST', url, { token: stranger.access })).status).toBe(404);
  });
});
