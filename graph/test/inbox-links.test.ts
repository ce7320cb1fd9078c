import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import {
  ADMIN_CONVERSATION,
  CONNECT_LISTINGS,
  CONVERSATION_TIMELINE,
  CREATE_CONTRACT,
  LISTING_CONVERSATIONS,
  OPEN_APPLICATION_CONVERSATION,
  type GraphLinks,
  type GraphTimeline,
} from './inbox-links.operations.js';
import { START_LISTING_CONVERSATION } from './inbox.operations.js';
import { publishListing } from './listings-support.js';

let stack: Stack;
const t = { anna: '', jon: '', staff: '', kristin: '' };
let annaId: string;
let listingId: number;
let otherListingId: number;
let conversationId: string;
let applicationId: number;

async function rest<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.api.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const timeline = (token: string, variables: Record<string, unknown> = {}) =>
  stack.gql<GraphTimeline>(CONVERSATION_TIMELINE, { id: conversationId, ...variables }, { token });

beforeAll(async () => {
  stack = await startStack();
  const [anna, jon, staff, kristin] = await Promise.all(
    ['anna@leiga.is', 'jon@leiga.is', 'stjorn@leiga.is', 'kristin@leiga.is'].map((email) =>
      restLogin(stack, email),
    ),
  );
  Object.assign(t, { anna, jon, staff, kristin });
  annaId = String((await rest<{ id: number }>('GET', 'auth/user/', t.anna)).id);
  const tokens = { landlord: t.jon, staff: t.staff };
  listingId = await publishListing(stack, tokens, { title: 'Samtalsíbúð', street: 'Spjallgata' });
  otherListingId = await publishListing(stack, tokens, {
    title: 'Önnur íbúð',
    street: 'Hliðargata',
  });
  const started = await stack.gql<{ startListingConversation: { conversation: { id: string } } }>(
    START_LISTING_CONVERSATION,
    { listingId: String(listingId), message: 'Má skoða á laugardag?' },
    { token: t.anna },
  );
  expect(started.errors).toEqual([]);
  conversationId = started.data!.startListingConversation.conversation.id;
}, 180_000);
afterAll(() => stack?.close());

describe('the timeline', () => {
  it('shows an application’s event beside the messages, newest first', async () => {
    const applied = await rest<{ id: number }>('POST', 'tenants/rental-applications/', t.anna, {
      listing_id: listingId,
      answers: [{ question_id: 'q-move', answer: 'Strax' }],
    });
    applicationId = applied.id;
    let res = await timeline(t.anna);
    for (let i = 0; i < 80 && res.data?.conversation.events.length === 0; i++) {
      await sleep(50);
      res = await timeline(t.anna);
    }
    expect(res.errors).toEqual([]);
    expect(res.data!.conversation.events).toEqual([
      { kind: 'APPLICATION_SENT', applicationId: String(applicationId) },
    ]);
    expect(
      res.data!.conversation.timeline.items.map((i) => [i.kind, i.message?.body ?? i.event?.kind]),
    ).toEqual([
      ['EVENT', 'APPLICATION_SENT'],
      ['MESSAGE', 'Má skoða á laugardag?'],
    ]);
    const older = await timeline(t.anna, {
      pageSize: 1,
      before: res.data!.conversation.timeline.items[0]!.cursor,
    });
    expect(older.data!.conversation.timeline.items.map((i) => i.kind)).toEqual(['MESSAGE']);
    const bad = await timeline(t.anna, { before: 'DROP TABLE' });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('connecting and contracts', () => {
  it('connects the landlord’s own listing and refuses the tenant with field errors', async () => {
    const input = { conversationId, listingIds: [String(otherListingId)] };
    const byJon = await stack.gql<{ connectConversationListings: GraphLinks }>(
      CONNECT_LISTINGS,
      { input },
      { token: t.jon },
    );
    expect(byJon.errors).toEqual([]);
    expect(byJon.data!.connectConversationListings.links.listings.map((l) => l.id)).toEqual([
      String(listingId),
      String(otherListingId),
    ]);
    const byAnna = await stack.gql(CONNECT_LISTINGS, { input }, { token: t.anna });
    expect(codesOf(byAnna)).toEqual(['BAD_USER_INPUT']);
    expect(byAnna.errors[0]?.extensions?.fields).toEqual({
      'listingIds.0': 'inbox-links.errors.not_your_listing',
    });
    const none = await stack.gql(
      CONNECT_LISTINGS,
      { input: { conversationId, listingIds: [] } },
      { token: t.jon },
    );
    expect(codesOf(none)).toEqual(['BAD_USER_INPUT']);
  });

  it('makes a draft contract from the conversation and links it', async () => {
    const made = await stack.gql<{
      createContractFromConversation: { contractId: string; conversation: GraphLinks };
    }>(CREATE_CONTRACT, { input: { conversationId } }, { token: t.jon });
    expect(made.errors).toEqual([]);
    const { contractId, conversation } = made.data!.createContractFromConversation;
    expect(conversation.links.contracts).toEqual([{ id: contractId, status: 'DRAFT' }]);
  });

  it('opens the application’s conversation for its landlord, not for others', async () => {
    const input = { applicationId: String(applicationId) };
    const byJon = await stack.gql<{ openApplicationConversation: { id: string } }>(
      OPEN_APPLICATION_CONVERSATION,
      { input },
      { token: t.jon },
    );
    expect(byJon.data?.openApplicationConversation.id).toBe(conversationId);
    const byKristin = await stack.gql(
      OPEN_APPLICATION_CONVERSATION,
      { input },
      { token: t.kristin },
    );
    expect(codesOf(byKristin)).toEqual(['NOT_FOUND']);
  });
});

describe('staff and listing views', () => {
  it('lets staff read any conversation and a user’s list, and nobody else', async () => {
    const vars = { id: conversationId, userId: annaId };
    const before = stack.log.length;
    const byStaff = await stack.gql<{
      adminConversation: GraphLinks & { participants: Array<{ id: string }> };
      adminUserConversations: { items: Array<{ id: string }> };
    }>(ADMIN_CONVERSATION, vars, { token: t.staff });
    expect(byStaff.errors).toEqual([]);
    expect(byStaff.data!.adminConversation.participants.map((p) => p.id)).toContain(annaId);
    expect(byStaff.data!.adminConversation.links.applications.map((a) => a.id)).toEqual([
      String(applicationId),
    ]);
    expect(byStaff.data!.adminUserConversations.items.map((c) => c.id)).toContain(conversationId);
    // The staff view answers the links with the conversation: no third REST call for them.
    expect(stack.log.slice(before).map((l) => l.restCalls)).toEqual([2]);
    const byJon = await stack.gql(ADMIN_CONVERSATION, vars, { token: t.jon });
    expect(codesOf(byJon)).toContain('FORBIDDEN');
  });

  it('lists a listing’s conversations for its owner', async () => {
    const mine = await stack.gql<{ listingConversations: { items: Array<{ id: string }> } }>(
      LISTING_CONVERSATIONS,
      { listingId: String(listingId) },
      { token: t.jon },
    );
    expect(mine.data!.listingConversations.items.map((c) => c.id)).toContain(conversationId);
    const byAnna = await stack.gql(
      LISTING_CONVERSATIONS,
      { listingId: String(listingId) },
      { token: t.anna },
    );
    expect(codesOf(byAnna)).toEqual(['NOT_FOUND']);
  });
});
