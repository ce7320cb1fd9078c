import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_METHODS, NOTIFICATION_TYPES } from '@leiga/domain';
import { events, notifications } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { publishListing } from './support/listings.js';

type Notification = {
  id: number;
  notification_type: string;
  clicked: boolean;
  target_path: string;
  data: Record<string, string>;
};
type NotificationPage = { count: number; unread_count: number; results: Notification[] };
type Setting = {
  notification_type: string;
  method: string;
  is_offered: boolean;
  enabled: boolean;
  blacklist_id: number | null;
};

let t: TestApp;
let listingId: number;
let anna: Session;
let jon: Session;
let staff: Session;
let kristin: Session;

beforeAll(async () => {
  t = await createTestApp();
  listingId = await publishListing(t, { title: 'Björt íbúð við Laugaveg' });
  [anna, jon, staff, kristin] = await Promise.all([
    t.as('tenant'),
    t.as('landlord'),
    t.as('staff'),
    t.as('otherTenant'),
  ]);
  await t.app.ctx.events.kick();
}, 60_000);
afterAll(() => t.close());

const listOf = (session: Session, userId = session.userId, query = '') =>
  t.call<NotificationPage>('GET', `/api/users/${userId}/notifications/${query}`, {
    token: session.access,
  });

async function applyAsAnna(): Promise<number> {
  const applied = await t.call<{ id: number }>('POST', '/api/tenants/rental-applications/', {
    token: anna.access,
    body: { listing_id: listingId, answers: [{ question_id: 'q-move', answer: 'Strax' }] },
  });
  expect(applied.status).toBe(201);
  await t.app.ctx.events.kick();
  return applied.body.id;
}

describe('notifications from the outbox', () => {
  let applicationId: number;

  it('tells the landlord of an application, newest first, with the unread count', async () => {
    const before = (await listOf(jon)).body.unread_count;
    applicationId = await applyAsAnna();
    const after = await listOf(jon);
    expect(after.status).toBe(200);
    expect(after.body.unread_count).toBe(before + 1);
    expect(after.body.results[0]).toMatchObject({
      notification_type: 'application_received',
      clicked: false,
      target_path: `/landlords/rental-applications?application=${applicationId}`,
      data: { title: 'Björt íbúð við Laugaveg', name: expect.any(String) },
    });
  });

  it('notifies once per event and recipient when the event is delivered twice', async () => {
    const [event] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'application.created'))
      .orderBy(events.id);
    expect(event?.dispatchedAt).not.toBeNull();
    const count = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, jon.userId),
              eq(notifications.type, 'application_received'),
            ),
          )
      ).length;
    const before = await count();
    // As if the process died after the handler ran but before the event was marked done.
    await t.db
      .update(events)
      .set({ dispatchedAt: null, claimedUntil: null })
      .where(eq(events.id, event!.id));
    await t.app.ctx.events.kick();
    expect(await count()).toBe(before);
    const [again] = await t.db.select().from(events).where(eq(events.id, event!.id));
    expect(again?.dispatchedAt).not.toBeNull();
  });

  it('tells the tenant of the decision, and writes a notification.created event', async () => {
    const denied = await t.call('POST', `/api/rental-applications/${applicationId}/deny/`, {
      token: jon.access,
      body: { message: 'Því miður.' },
    });
    expect(denied.status).toBe(200);
    await t.app.ctx.events.kick();
    const list = await listOf(anna);
    expect(list.body.results[0]).toMatchObject({
      notification_type: 'application_decided',
      target_path: `/tenants/rental-applications/${applicationId}`,
      data: { decision: 'denied' },
    });
    const created = await t.db.select().from(events).where(eq(events.type, 'notification.created'));
    expect(created.map((e) => e.payload['notification_id'])).toContain(list.body.results[0]!.id);
  });

  it('marks a notification clicked, for its owner alone', async () => {
    const [first] = (await listOf(jon)).body.results;
    const unread = (await listOf(jon)).body.unread_count;
    const stranger = await t.call('PATCH', `/api/notifications/${first!.id}/`, {
      token: anna.access,
      body: { clicked: true },
    });
    expect(stranger.status).toBe(404);
    const bad = await t.call('PATCH', `/api/notifications/${first!.id}/`, {
      token: jon.access,
      body: { clicked: false },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ clicked: 'validation.notifications.clicked' });
    const clicked = await t.call<Notification>('PATCH', `/api/notifications/${first!.id}/`, {
      token: jon.access,
      body: { clicked: true },
    });
    expect(clicked.status).toBe(200);
    expect(clicked.body.clicked).toBe(true);
    const one = await t.call<Notification>('GET', `/api/notifications/${first!.id}/`, {
      token: jon.access,
    });
    expect(one.body).toMatchObject({ id: first!.id, clicked: true });
    const hidden = await t.call('GET', `/api/notifications/${first!.id}/`, { token: anna.access });
    expect(hidden.status).toBe(404);
    expect((await listOf(jon)).body.unread_count).toBe(unread - 1);
  });

  it('shows a list to its user and to staff, to nobody else; pages by 12 unless asked', async () => {
    expect((await listOf(anna, jon.userId)).status).toBe(403);
    expect((await listOf(staff, jon.userId)).status).toBe(200);
    expect((await t.call('GET', `/api/users/${jon.userId}/notifications/`)).status).toBe(401);
    const paged = await listOf(jon, jon.userId, '?page_size=1');
    expect(paged.body.results).toHaveLength(1);
    expect((await listOf(jon, jon.userId, '?page_size=0')).status).toBe(400);
  });
});

describe('settings', () => {
  const settingsOf = async (session: Session) =>
    (
      await t.call<{ results: Setting[] }>('GET', '/api/notification-settings/', {
        token: session.access,
      })
    ).body.results;

  it('lists every type by every method, on where offered', async () => {
    const settings = await settingsOf(kristin);
    expect(settings).toHaveLength(NOTIFICATION_TYPES.length * NOTIFICATION_METHODS.length);
    expect(settings).toContainEqual({
      notification_type: 'price_drop_alert',
      method: 'email',
      is_offered: true,
      enabled: true,
      blacklist_id: null,
    });
    expect(
      settings.find((s) => s.notification_type === 'contract_signed' && s.method === 'sms'),
    ).toMatchObject({ is_offered: false, enabled: false });
    expect(
      settings.find((s) => s.notification_type === 'contract_to_sign' && s.method === 'sms'),
    ).toMatchObject({ is_offered: true, enabled: true });
    expect(settings.filter((s) => s.method === 'push').every((s) => s.is_offered)).toBe(true);
  });

  it('refuses to switch on a method that is not offered, naming the cell', async () => {
    const reply = await t.call('PATCH', '/api/notification-settings/', {
      token: kristin.access,
      body: { settings: [{ notification_type: 'contract_signed', method: 'sms', enabled: true }] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      'settings.0.enabled': 'validation.notifications.not_offered',
    });
  });

  it('honours a saved-search e-mail turned off: the in-app alert comes, the e-mail does not', async () => {
    const saved = await t.call<{ id: number }>('POST', '/api/saved-searches/', {
      token: kristin.access,
      body: { name: 'Hlíðar', filters: { q: 'drapuhlid' } },
    });
    expect(saved.status).toBe(201);
    const off = await t.call<{ results: Setting[] }>('PATCH', '/api/notification-settings/', {
      token: kristin.access,
      body: {
        settings: [{ notification_type: 'saved_search_alert', method: 'email', enabled: false }],
      },
    });
    expect(off.status).toBe(200);
    const cell = off.body.results.find(
      (s) => s.notification_type === 'saved_search_alert' && s.method === 'email',
    );
    expect(cell).toMatchObject({ enabled: false, blacklist_id: expect.any(Number) });
    const mailsBefore = (await t.outbox('kristin@leiga.is')).length;
    const id = await publishListing(t, {
      street: 'Drápuhlíð',
      house_number: '12',
      postal_code: '105',
      title: 'Íbúð í Hlíðunum',
    });
    await t.app.ctx.events.kick();
    expect((await t.outbox('kristin@leiga.is')).length).toBe(mailsBefore);
    const list = await listOf(kristin);
    expect(list.body.results[0]).toMatchObject({
      notification_type: 'saved_search_alert',
      target_path: `/listings/${id}`,
      data: { title: 'Íbúð í Hlíðunum', name: 'Hlíðar' },
    });
  });

  it('keeps a blacklist: in-app off means no notification; entries are the owner’s', async () => {
    const entry = await t.call<{ id: number }>('POST', '/api/notification-blacklist/', {
      token: jon.access,
      body: { notification_type: 'application_received', method: 'in_app' },
    });
    expect(entry.status).toBe(201);
    const before = (await listOf(jon)).body.count;
    await t.call('POST', '/api/tenants/rental-applications/', {
      token: kristin.access,
      body: { listing_id: listingId, answers: [{ question_id: 'q-move', answer: 'Í vor' }] },
    });
    await t.app.ctx.events.kick();
    expect((await listOf(jon)).body.count).toBe(before);
    const listed = await t.call<{ results: { id: number }[] }>(
      'GET',
      '/api/notification-blacklist/',
      { token: jon.access },
    );
    expect(listed.body.results.map((e) => e.id)).toContain(entry.body.id);
    expect(
      (
        await t.call('DELETE', `/api/notification-blacklist/${entry.body.id}/`, {
          token: anna.access,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('DELETE', `/api/notification-blacklist/${entry.body.id}/`, {
          token: jon.access,
        })
      ).status,
    ).toBe(204);
    const bad = await t.call('POST', '/api/notification-blacklist/', {
      token: jon.access,
      body: { notification_type: 'fireworks', method: 'in_app' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ notification_type: 'validation.notifications.type' });
  });
});
