import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationEvents, events } from '../src/db/schema/index.js';
import { publishEvent } from '../src/modules/events/outbox.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { publishListing } from './support/listings.js';

type Links = {
  listings: Array<{ id: number }>;
  applications: Array<{ id: number; status: string }>;
  contracts: Array<{ id: number }>;
};
type Conversation = { id: number; participants: Array<{ id: number }> };
type TimelineItem = {
  kind: 'message' | 'event';
  cursor: string;
  message: { body: string } | null;
  event: { kind: string } | null;
};
type Timeline = { results: TimelineItem[]; has_older: boolean };
type Page = { count: number; results: Conversation[] };

let t: TestApp;
let anna: Session;
let jon: Session;
let staff: Session;
let stranger: Session;
let listingId: number;
let conversationId: number;
let applicationId: number;

const eventKinds = async (id = conversationId) =>
  (
    await t.db
      .select({ kind: conversationEvents.kind })
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, id))
      .orderBy(conversationEvents.id)
  ).map((r) => r.kind);

const linksOf = (session: Session, id = conversationId) =>
  t.call<Links>('GET', `/api/conversations/${id}/links/`, { token: session.access });

beforeAll(async () => {
  t = await createTestApp();
  listingId = await publishListing(t, { title: 'Íbúð við Hverfisgötu' });
  [anna, jon, staff] = await Promise.all([t.as('tenant'), t.as('landlord'), t.as('staff')]);
  stranger = await t.register({ user_type: 'TN' });
  await t.app.ctx.events.kick();
  const asked = await t.call<{ conversation: Conversation }>(
    'POST',
    `/api/listings/${listingId}/messages/`,
    { token: anna.access, body: { message: 'Er íbúðin laus 1. mars?' } },
  );
  expect(asked.status).toBe(201);
  conversationId = asked.body.conversation.id;
}, 120_000);
afterAll(() => t.close());

describe('application events in the conversation', () => {
  it('links the application to the tenant’s question and writes its events once', async () => {
    const applied = await t.call<{ id: number }>('POST', '/api/tenants/rental-applications/', {
      token: anna.access,
      body: { listing_id: listingId, answers: [{ question_id: 'q-move', answer: 'Strax' }] },
    });
    expect(applied.status).toBe(201);
    applicationId = applied.body.id;
    await t.app.ctx.events.kick();
    expect(await eventKinds()).toEqual(['application_sent']);
    expect((await linksOf(anna)).body.applications.map((a) => a.id)).toEqual([applicationId]);

    // Delivered again (a crash before it was marked done): no second entry.
    await t.db
      .update(events)
      .set({ dispatchedAt: null })
      .where(and(eq(events.type, 'application.created')));
    await t.app.ctx.events.kick();
    expect(await eventKinds()).toEqual(['application_sent']);

    const accepted = await t.call('POST', `/api/rental-applications/${applicationId}/accept/`, {
      token: jon.access,
      body: {},
    });
    expect(accepted.status).toBe(200);
    await t.app.ctx.events.kick();
    expect(await eventKinds()).toEqual(['application_sent', 'application_accepted']);
  });

  it('interleaves messages and events by time, newest first, and pages back by cursor', async () => {
    await t.call('POST', `/api/conversations/${conversationId}/messages/`, {
      token: jon.access,
      body: { message: 'Velkomin!' },
    });
    const all = await t.call<Timeline>('GET', `/api/conversations/${conversationId}/timeline/`, {
      token: anna.access,
    });
    expect(all.status).toBe(200);
    expect(all.body.results.map((i) => i.message?.body ?? i.event?.kind)).toEqual([
      'Velkomin!',
      'application_accepted',
      'application_sent',
      'Er íbúðin laus 1. mars?',
    ]);
    const walked: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 6; page += 1) {
      const query = `?page_size=1${before ? `&before=${before}` : ''}`;
      const reply = await t.call<Timeline>(
        'GET',
        `/api/conversations/${conversationId}/timeline/${query}`,
        { token: anna.access },
      );
      walked.push(...reply.body.results.map((i) => i.cursor));
      if (!reply.body.has_older) break;
      before = reply.body.results.at(-1)!.cursor;
    }
    expect(walked).toEqual(all.body.results.map((i) => i.cursor));
    const bad = await t.call('GET', `/api/conversations/${conversationId}/timeline/?before=x`, {
      token: anna.access,
    });
    expect(bad.status).toBe(400);
    const outsider = await t.call('GET', `/api/conversations/${conversationId}/timeline/`, {
      token: stranger.access,
    });
    expect(outsider.status).toBe(404);
  });
});

describe('connecting listings and contracts', () => {
  it('lets a participant connect their own listing, twice without a second link', async () => {
    const second = await publishListing(t, { title: 'Önnur íbúð' });
    const url = `/api/conversations/${conversationId}/connect-listings/`;
    const first = await t.call<Links>('POST', url, {
      token: jon.access,
      body: { listing_ids: [second] },
    });
    expect(first.status).toBe(200);
    expect(first.body.listings.map((l) => l.id)).toEqual([listingId, second]);
    const again = await t.call<Links>('POST', url, {
      token: jon.access,
      body: { listing_ids: [second] },
    });
    expect(again.body.listings.map((l) => l.id)).toEqual([listingId, second]);
  });

  it('refuses others’ listings, bad bodies, outsiders and staff who only read', async () => {
    const url = `/api/conversations/${conversationId}/connect-listings/`;
    const foreign = await t.call('POST', url, {
      token: anna.access,
      body: { listing_ids: [listingId] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      fields: { 'listing_ids.0': 'inbox-links.errors.not_your_listing' },
    });
    const empty = await t.call('POST', url, { token: jon.access, body: { listing_ids: [] } });
    expect(empty.status).toBe(400);
    const outsider = await t.call('POST', url, {
      token: stranger.access,
      body: { listing_ids: [listingId] },
    });
    expect(outsider.status).toBe(404);
    const byStaff = await t.call('POST', url, {
      token: staff.access,
      body: { listing_ids: [listingId] },
    });
    expect(byStaff.status).toBe(403);
    expect((await t.call('POST', url, { body: { listing_ids: [listingId] } })).status).toBe(401);
  });

  it('connects a contract only for one of its parties', async () => {
    const draft = await t.call<{ id: number }>('POST', '/api/contracts/', {
      token: jon.access,
      body: {},
    });
    const url = `/api/conversations/${conversationId}/connect-contracts/`;
    const byAnna = await t.call('POST', url, {
      token: anna.access,
      body: { contract_ids: [draft.body.id] },
    });
    expect(byAnna.status).toBe(400);
    const byJon = await t.call<Links>('POST', url, {
      token: jon.access,
      body: { contract_ids: [draft.body.id] },
    });
    expect(byJon.status).toBe(200);
    expect(byJon.body.contracts.map((c) => c.id)).toContain(draft.body.id);
  });
});

describe('what happened before a conversation was about it', () => {
  it('copies a contract’s earlier events, at their own time, once, when it is connected', async () => {
    const draft = await t.call<{ id: number }>('POST', '/api/contracts/', {
      token: jon.access,
      body: {},
    });
    await t.db.transaction(async (tx) => {
      await publishEvent(tx, 'contract.signing_started', { contract_id: draft.body.id });
      await publishEvent(tx, 'contract.signed', { contract_id: draft.body.id, actor_id: null });
    });
    await t.app.ctx.events.kick();
    const before = await eventKinds();
    expect(before).not.toContain('contract_signed');

    const url = `/api/conversations/${conversationId}/connect-contracts/`;
    for (let i = 0; i < 2; i++)
      expect(
        (await t.call('POST', url, { token: jon.access, body: { contract_ids: [draft.body.id] } }))
          .status,
      ).toBe(200);
    const copied = await t.db
      .select()
      .from(conversationEvents)
      .where(
        and(
          eq(conversationEvents.conversationId, conversationId),
          eq(conversationEvents.contractId, draft.body.id),
        ),
      )
      .orderBy(conversationEvents.id);
    expect(copied.map((e) => e.kind)).toEqual(['contract_sent_for_signing', 'contract_signed']);
    const sources = await t.db
      .select()
      .from(events)
      .where(
        inArray(
          events.id,
          copied.map((e) => e.sourceEventId),
        ),
      )
      .orderBy(events.id);
    expect(copied.map((e) => e.createdAt.toISOString())).toEqual(
      sources.map((e) => e.createdAt.toISOString()),
    );
  });
});

describe('contracts and conversations, both ways', () => {
  let contractId: number;

  it('makes a draft contract from the conversation’s accepted application', async () => {
    const url = `/api/conversations/${conversationId}/contracts/`;
    expect((await t.call('POST', url, { token: anna.access })).status).toBe(422);
    const made = await t.call<{ contract_id: number; links: Links }>('POST', url, {
      token: jon.access,
    });
    expect(made.status).toBe(201);
    contractId = made.body.contract_id;
    expect(made.body.links.contracts.map((c) => c.id)).toContain(contractId);
    expect((await t.call('POST', url, { token: stranger.access })).status).toBe(404);
  });

  it('writes contract events into the conversations about the contract', async () => {
    await t.db.transaction((tx) =>
      publishEvent(tx, 'contract.signed', { contract_id: contractId, actor_id: null }),
    );
    await t.app.ctx.events.kick();
    expect((await eventKinds()).at(-1)).toBe('contract_signed');
  });

  it('opens the contract’s conversation from the contract, and the application’s from it', async () => {
    const opened = await t.call<Conversation>(
      'POST',
      `/api/contracts/${contractId}/conversation/`,
      {
        token: jon.access,
      },
    );
    // The contract was made from this conversation: the talk continues there.
    expect(opened.status).toBe(200);
    expect(opened.body.id).toBe(conversationId);
    expect(opened.body.participants.map((p) => p.id)).toEqual(
      expect.arrayContaining([jon.userId, anna.userId]),
    );
    const fromApplication = await t.call<Conversation>(
      'POST',
      `/api/rental-applications/${applicationId}/conversation/`,
      { token: jon.access },
    );
    expect(fromApplication.status).toBe(200);
    expect(fromApplication.body.id).toBe(conversationId);
    const refused = await t.call(
      'POST',
      `/api/rental-applications/${applicationId}/conversation/`,
      {
        token: stranger.access,
      },
    );
    expect(refused.status).toBe(404);
  });
});

describe('listing messages and the staff views', () => {
  it('lists the conversations about a listing for its owner only', async () => {
    const url = `/api/listings/${listingId}/conversations/`;
    const mine = await t.call<Page>('GET', url, { token: jon.access });
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((c) => c.id)).toContain(conversationId);
    expect((await t.call('GET', url, { token: anna.access })).status).toBe(404);
  });

  it('shows staff any conversation and a user’s conversations; nobody else', async () => {
    const url = `/api/admin/conversations/${conversationId}/`;
    const seen = await t.call<{ conversation: Conversation; links: Links }>('GET', url, {
      token: staff.access,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.links.applications.map((a) => a.id)).toEqual([applicationId]);
    expect((await t.call('GET', url, { token: jon.access })).status).toBe(403);
    expect((await t.call('GET', url)).status).toBe(401);
    const users = `/api/admin/users/${anna.userId}/conversations/`;
    const list = await t.call<Page>('GET', users, { token: staff.access });
    expect(list.body.results.map((c) => c.id)).toContain(conversationId);
    expect((await t.call('GET', users, { token: anna.access })).status).toBe(403);
  });
});
