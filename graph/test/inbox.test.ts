import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { isTokenExpiring, readTokenExpiryMs, TOKEN_EXPIRED_CLOSE } from '../src/client/index.js';
import { codesOf, login, restLogin, startStack, type Stack } from './helpers.js';
import {
  CONVERSATION,
  CONVERSATIONS,
  CONVERSATION_UPDATED,
  MARK_READ,
  MESSAGE_ADDED,
  SEND_MESSAGE,
  START_LISTING_CONVERSATION,
  type GraphConversation,
  type GraphMessage,
} from './inbox.operations.js';

let stack: Stack;
let tenant: string;
let landlord: string;
let stranger: string;
let listingId: string;
const clients: Client[] = [];

/** A published listing of the demo landlord's, found through the graph like a visitor would. */
async function findLandlordListing(landlordId: string): Promise<string> {
  const res = await stack.gql<{
    listings: { items: Array<{ id: string; owner: { id: string } }> };
  }>('{ listings(pageSize: 100) { items { id owner { id } } } }');
  const listing = res.data?.listings.items.find((l) => l.owner.id === landlordId);
  if (!listing) throw new Error(`no published listing of ${landlordId}: ${JSON.stringify(res)}`);
  return listing.id;
}

function socket(token: string): Client {
  const client = createClient({
    url: stack.url.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Resolves when a subscriber has a listener on the topic: then nothing sent afterwards is missed. */
async function listening(topic: string): Promise<void> {
  for (let i = 0; i < 200 && stack.live.listenerCount(topic) === 0; i++) await sleep(25);
  expect(stack.live.listenerCount(topic)).toBeGreaterThan(0);
}

type Received<T> = { values: T[]; errors: unknown[]; next(): Promise<T>; stop(): void };

/**
 * The next event that matches. An earlier event (the conversation's first message, sent before the
 * socket listened) may still reach it on Redis, after the listener is in place.
 */
async function nextMatching<T>(received: Received<T>, matches: (value: T) => boolean): Promise<T> {
  let value = await received.next();
  while (!matches(value)) value = await received.next();
  return value;
}

/** A subscription's events as they come, with a way to await the next one. */
function subscribe<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  pick: (data: Record<string, unknown>) => T,
): Received<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  let waiters: Array<(value: T) => void> = [];
  let taken = 0;
  const stop = client.subscribe<Record<string, unknown>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (!result.data) return;
        values.push(pick(result.data));
        const ready = waiters;
        waiters = [];
        for (const wake of ready) wake(values[taken++]!);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    values,
    errors,
    stop,
    next: () =>
      taken < values.length
        ? Promise.resolve(values[taken++]!)
        : new Promise<T>((resolve) => waiters.push(resolve)),
  };
}

beforeAll(async () => {
  stack = await startStack();
  const [t, l] = await Promise.all([login(stack, 'anna@leiga.is'), login(stack, 'jon@leiga.is')]);
  tenant = t.accessToken;
  landlord = l.accessToken;
  stranger = await restLogin(stack, 'kristin@leiga.is');
  listingId = await findLandlordListing(l.user.id);
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await stack.close();
});

/** A JWT-shaped token with only an expiry (seconds), unsigned. */
function fakeToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp })}.signature`;
}

describe('token expiry, read without verifying', () => {
  it('reads exp in milliseconds, and nothing from what is not a token', () => {
    expect(readTokenExpiryMs(`Bearer ${fakeToken(1_800_000_000)}`)).toBe(1_800_000_000_000);
    expect(readTokenExpiryMs('not-a-token')).toBeNull();
    expect(
      readTokenExpiryMs(`a.${Buffer.from('{"exp":"soon"}').toString('base64url')}.c`),
    ).toBeNull();
  });

  it('asks for a refresh within 30 seconds of expiry', () => {
    const now = 1_800_000_000_000;
    expect(isTokenExpiring(fakeToken(now / 1000 + 20), now)).toBe(true);
    expect(isTokenExpiring(fakeToken(now / 1000 + 600), now)).toBe(false);
  });
});

async function startConversation(message: string) {
  const res = await stack.gql<{
    startListingConversation: { conversation: GraphConversation; message: GraphMessage };
  }>(START_LISTING_CONVERSATION, { listingId, message }, { token: tenant });
  expect(res.errors).toEqual([]);
  return res.data!.startListingConversation;
}

describe('conversations over HTTP', () => {
  it('starts one from a listing, lists it with unread counts, pages its messages', async () => {
    const started = await startConversation('Er íbúðin enn laus?');
    const id = started.conversation.id;
    expect(started.message.body).toBe('Er íbúðin enn laus?');

    const list = await stack.gql<{
      conversations: { items: GraphConversation[] };
      inboxUnreadCount: number;
    }>(CONVERSATIONS, { order: 'UNREAD' }, { token: landlord });
    expect(list.errors).toEqual([]);
    const mine = list.data!.conversations.items.find((c) => c.id === id);
    expect(mine?.unreadCount).toBeGreaterThan(0);
    expect(list.data!.inboxUnreadCount).toBeGreaterThanOrEqual(mine!.unreadCount);

    const read = await stack.gql<{ markConversationRead: GraphConversation }>(
      MARK_READ,
      { conversationId: id },
      { token: landlord },
    );
    expect(read.data?.markConversationRead.unreadCount).toBe(0);

    const one = await stack.gql<{ conversation: GraphConversation }>(
      CONVERSATION,
      { id },
      { token: landlord },
    );
    expect(one.data?.conversation.messages?.items[0]?.body).toBe('Er íbúðin enn laus?');
  });

  it('answers a stranger with null, a bad id and an oversized message as input errors', async () => {
    const { conversation } = await startConversation('Hvað kostar hiti?');
    const foreign = await stack.gql<{ conversation: null }>(
      CONVERSATION,
      { id: conversation.id },
      { token: stranger },
    );
    expect(foreign.data).toEqual({ conversation: null });
    const bad = await stack.gql(CONVERSATION, { id: 'abc' }, { token: tenant });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    const long = await stack.gql(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'x'.repeat(5001) },
      { token: tenant },
    );
    expect(codesOf(long)).toEqual(['BAD_USER_INPUT']);
    expect(long.errors[0]?.extensions?.fields).toEqual({
      message: 'validation.message_length',
    });
    const notMine = await stack.gql(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'Halló' },
      { token: stranger },
    );
    expect(codesOf(notMine)).toEqual(['NOT_FOUND']);
  });
});

describe('a send with a client key (the phone’s offline outbox)', () => {
  it('answers the same message to a retry, and the conversation holds it once', async () => {
    const { conversation } = await startConversation('Má ég senda þetta aftur?');
    const variables = {
      conversationId: conversation.id,
      message: 'Skrifað án sambands.',
      clientKey: `outbox-${conversation.id}-1`,
    };
    const [first, second] = await Promise.all([
      stack.gql<{ sendMessage: GraphMessage }>(SEND_MESSAGE, variables, { token: tenant }),
      stack.gql<{ sendMessage: GraphMessage }>(SEND_MESSAGE, variables, { token: tenant }),
    ]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    expect(second.data!.sendMessage.id).toBe(first.data!.sendMessage.id);
    const another = await stack.gql<{ sendMessage: GraphMessage }>(
      SEND_MESSAGE,
      { ...variables, clientKey: `outbox-${conversation.id}-2` },
      { token: tenant },
    );
    expect(another.data!.sendMessage.id).not.toBe(first.data!.sendMessage.id);
    const read = await stack.gql<{ conversation: GraphConversation }>(
      CONVERSATION,
      { id: conversation.id },
      { token: tenant },
    );
    const bodies = read.data!.conversation.messages!.items.map((m) => m.body);
    expect(bodies.filter((b) => b === 'Skrifað án sambands.')).toHaveLength(2);
  });

  it('refuses a malformed key as an input error', async () => {
    const { conversation } = await startConversation('Og þetta?');
    const res = await stack.gql(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'Halló', clientKey: 'has space' },
      { token: tenant },
    );
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('live over graphql-ws', () => {
  it('delivers a message sent by the tenant to the landlord’s subscription', async () => {
    const { conversation } = await startConversation('Má ég koma að skoða?');
    const received = subscribe(
      socket(landlord),
      MESSAGE_ADDED,
      { conversationId: conversation.id },
      (data) => data.messageAdded as GraphMessage,
    );
    await listening(`conversation:${conversation.id}`);
    const sent = await stack.gql<{ sendMessage: GraphMessage }>(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'Á laugardaginn klukkan tvö?' },
      { token: tenant },
    );
    expect(sent.errors).toEqual([]);
    const message = await nextMatching(received, (m) => m.id === sent.data!.sendMessage.id);
    expect(message).toMatchObject({
      id: sent.data!.sendMessage.id,
      body: 'Á laugardaginn klukkan tvö?',
      sender: { fullName: 'Anna Sigurðardóttir' },
    });
    received.stop();
  });

  it('reads a message once for a viewer’s many sockets, and once more for another viewer', async () => {
    const { conversation } = await startConversation('Er þvottavél í íbúðinni?');
    const reads: string[] = [];
    const countRead = (request: { method?: string; url?: string }) => {
      const path = `/api/conversations/${conversation.id}/messages/`;
      if (request.method === 'GET' && request.url?.startsWith(path)) reads.push(request.url);
    };
    const landlordTabs = Array.from({ length: 6 }, () =>
      subscribe(
        socket(landlord),
        MESSAGE_ADDED,
        { conversationId: conversation.id },
        (data) => data.messageAdded as GraphMessage,
      ),
    );
    const tenantTab = subscribe(
      socket(tenant),
      MESSAGE_ADDED,
      { conversationId: conversation.id },
      (data) => data.messageAdded as GraphMessage,
    );
    const topic = `conversation:${conversation.id}`;
    for (let i = 0; i < 200 && stack.live.listenerCount(topic) < 7; i++) await sleep(25);
    expect(stack.live.listenerCount(topic)).toBe(7);
    stack.api.app.server.on('request', countRead);
    try {
      const sent = await stack.gql<{ sendMessage: GraphMessage }>(
        SEND_MESSAGE,
        { conversationId: conversation.id, message: 'Já, og þurrkari.' },
        { token: landlord },
      );
      expect(sent.errors).toEqual([]);
      const id = sent.data!.sendMessage.id;
      const heard = await Promise.all(
        [...landlordTabs, tenantTab].map((tab) => nextMatching(tab, (m) => m.id === id)),
      );
      expect(heard.map((m) => m.id)).toEqual(Array(7).fill(id));
      expect(heard.every((m) => m.body === 'Já, og þurrkari.')).toBe(true);
      // One read with the landlord's rights for six sockets, one with the tenant's.
      expect(reads).toHaveLength(2);
    } finally {
      stack.api.app.server.off('request', countRead);
      for (const tab of [...landlordTabs, tenantTab]) tab.stop();
    }
  });

  it('updates the landlord’s conversation list with the new unread count', async () => {
    const { conversation } = await startConversation('Eru gæludýr leyfð?');
    const updates = subscribe(
      socket(landlord),
      CONVERSATION_UPDATED,
      {},
      (data) => data.conversationUpdated as GraphConversation,
    );
    const me = await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, { token: landlord });
    await listening(`user:${me.data!.me.id}`);
    await stack.gql(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'Köttur, nánar til tekið.' },
      { token: tenant },
    );
    // The update that counts carries the new message (see nextMatching).
    const update = await nextMatching(
      updates,
      (u) => u.id === conversation.id && u.lastMessage?.body === 'Köttur, nánar til tekið.',
    );
    expect(update.unreadCount).toBeGreaterThanOrEqual(2);
    updates.stop();
  });

  it('tells the landlord of a new message through notificationAdded', async () => {
    const { conversation } = await startConversation('Er hússjóður innifalinn í leigunni?');
    const read = await stack.gql(
      MARK_READ,
      { conversationId: conversation.id },
      { token: landlord },
    );
    expect(read.errors).toEqual([]);
    const notes = subscribe(
      socket(landlord),
      'subscription { notificationAdded { id type targetPath name isClicked } }',
      {},
      (data) => data.notificationAdded as { type: string; targetPath: string; name: string | null },
    );
    const me = await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, { token: landlord });
    await listening(`user:${me.data!.me.id}`);
    await stack.gql(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'Og rafmagnið?' },
      { token: tenant },
    );
    const note = await nextMatching(notes, (n) => n.type === 'NEW_MESSAGE');
    expect(note).toMatchObject({ isClicked: false, name: 'Anna Sigurðardóttir' });
    expect(note.targetPath).toMatch(/^\/inbox\/\d+$/);
    expect(notes.errors).toEqual([]);
    notes.stop();
  });

  it('hears no one else’s notifications', async () => {
    const strangers = subscribe(
      socket(stranger),
      'subscription { notificationAdded { id type } }',
      {},
      (data) => data.notificationAdded as { id: string },
    );
    const me = await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, { token: stranger });
    await listening(`user:${me.data!.me.id}`);
    const { conversation } = await startConversation('Er geymsla í kjallaranum?');
    await stack.gql(MARK_READ, { conversationId: conversation.id }, { token: landlord });
    await stack.gql(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'Og hjólageymsla?' },
      { token: tenant },
    );
    await sleep(500);
    expect(strangers.values).toEqual([]);
    strangers.stop();
  });

  it('refuses a forged conversation id with an error, and leaves no listener behind', async () => {
    const { conversation } = await startConversation('Leyndarmál');
    const forged = subscribe(
      socket(stranger),
      MESSAGE_ADDED,
      { conversationId: conversation.id },
      (data) => data.messageAdded as GraphMessage,
    );
    for (let i = 0; i < 200 && forged.errors.length === 0; i++) await sleep(25);
    expect(forged.errors).toHaveLength(1);
    expect(JSON.stringify(forged.errors)).toContain('NOT_FOUND');
    await stack.gql(
      SEND_MESSAGE,
      { conversationId: conversation.id, message: 'Ekki fyrir ókunnuga' },
      { token: tenant },
    );
    await stack.api.app.ctx.events.kick();
    expect(forged.values).toEqual([]);
    expect(stack.live.listenerCount(`conversation:${conversation.id}`)).toBe(0);
  });

  it('closes a socket as its token expires, with a reason the client retries on', async () => {
    // Signed or not, the claim only schedules the close: the api verifies every call.
    const token = fakeToken(Math.floor(Date.now() / 1000) + 1);
    const client = createClient({
      url: stack.url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => {
      client.on('closed', (event) => resolve(event as { code: number; reason: string }));
    });
    expect(closed).toMatchObject(TOKEN_EXPIRED_CLOSE);
  });

  it('refuses a socket without a token', async () => {
    const client = createClient({
      url: stack.url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      // The refusal is what the test waits for; the client would print it as an error.
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    const closed = await new Promise<number>((resolve) => {
      client.on('closed', (event) => resolve((event as { code: number }).code));
    });
    expect(closed).toBe(4403);
  });
});
