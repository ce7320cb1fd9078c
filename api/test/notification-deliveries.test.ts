import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  notificationDeliveries,
  notifications,
  phones,
  users,
} from '../src/db/schema/index.js';
import {
  DELIVERY_MAX_ATTEMPTS,
  deliveryRetryDelayMs,
} from '../src/modules/notifications/deliveries-repository.js';
import { sendDueDeliveries } from '../src/modules/notifications/deliveries-service.js';
import type { EmailProvider } from '../src/providers/email/email-provider.js';
import type { PushProvider } from '../src/providers/push/push-provider.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { publishListing } from './support/listings.js';

let t: TestApp;
let listingId: number;
let jon: Session;

beforeAll(async () => {
  t = await createTestApp();
  listingId = await publishListing(t, { title: 'Íbúð við Ægisíðu' });
  jon = await t.as('landlord');
}, 60_000);
afterAll(() => t.close());

/** Delivers what the outbox holds, and what those deliveries wrote in turn. */
async function drain(): Promise<void> {
  await t.app.ctx.events.kick();
  await t.app.ctx.events.kick();
}

/** A fresh tenant asks about the listing and Jón answers: the tenant has a message to hear of. */
async function askAndGetAnswer(asker: Session): Promise<number> {
  const asked = await t.call<{ conversation: { id: number } }>(
    'POST',
    `/api/listings/${listingId}/messages/`,
    { token: asker.access, body: { message: 'Er íbúðin laus frá áramótum?' } },
  );
  expect(asked.status).toBeLessThan(300);
  const conversationId = asked.body.conversation.id;
  const answered = await t.call('POST', `/api/conversations/${conversationId}/messages/`, {
    token: jon.access,
    body: { message: 'Já, hún er laus 1. janúar.' },
  });
  expect(answered.status).toBe(201);
  await drain();
  return conversationId;
}

/** The e-mails notifications sent (a new account also gets its address confirmation). */
const notificationMails = async (email: string) =>
  (await t.outbox(email)).filter((m) => m.data['purpose']?.startsWith('notification_'));

async function registerDevice(session: Session, token: string, platform = 'ios') {
  return t.call<{ id: number; token_suffix: string }>(
    'POST',
    `/api/users/${session.userId}/push-devices/`,
    { token: session.access, body: { token, platform, app_version: '2.3.1' } },
  );
}

const deliveriesOf = (userId: number) =>
  t.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(notificationDeliveries.id);

/** Makes a delayed text due now, as if its minutes had passed. */
async function makeTextsDue(userId: number) {
  await t.db
    .update(notificationDeliveries)
    .set({ dueAt: new Date(Date.now() - 1000) })
    .where(
      and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.method, 'sms')),
    );
  await sendDueDeliveries(t.app.ctx);
}

async function giveVerifiedPhone(userId: number, number: string) {
  const [phone] = await t.db
    .insert(phones)
    .values({ userId, countryCode: '354', number, verified: true })
    .returning();
  await t.db.update(users).set({ primaryPhoneId: phone!.id }).where(eq(users.id, userId));
}

describe('delivery by every method the user has on', () => {
  it('sends a new message by e-mail and push to each device, in the reader language', async () => {
    const asker = await t.register({ user_type: 'TN' });
    expect((await registerDevice(asker, 'ios-token-aaaa1111')).status).toBe(201);
    expect((await registerDevice(asker, 'android-token-bbbb2222', 'android')).status).toBe(201);
    const conversationId = await askAndGetAnswer(asker);

    const [mail] = await notificationMails(asker.email);
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toMatch(/^Ný skilaboð frá /);
    expect(mail?.body).toContain(`/inbox/${conversationId}`);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, asker.userId));
    expect(note?.type).toBe('new_message');
    for (const token of ['ios-token-aaaa1111', 'android-token-bbbb2222']) {
      const pushes = await t.outbox(token);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({ channel: 'push', subject: 'Leiga' });
      expect(pushes[0]!.body).toMatch(/^Ný skilaboð frá /);
      expect(pushes[0]!.data['path']).toBe(`/inbox/${conversationId}`);
      // What the phone gets: a tap opens the path and marks the in-app notification read.
      expect(pushes[0]!.data['payload']).toEqual({
        title: 'Leiga',
        body: pushes[0]!.body,
        data: { path: `/inbox/${conversationId}`, notification_id: String(note!.id) },
      });
    }
  });

  it('leaves out each method the user turned off, and in-app alone when only that is off', async () => {
    const asker = await t.register({ user_type: 'TN' });
    await registerDevice(asker, 'ios-token-cccc3333');
    const off = await t.call('PATCH', '/api/notification-settings/', {
      token: asker.access,
      body: {
        settings: [
          { notification_type: 'new_message', method: 'email', enabled: false },
          { notification_type: 'new_message', method: 'in_app', enabled: false },
        ],
      },
    });
    expect(off.status).toBe(200);
    await askAndGetAnswer(asker);

    expect(await notificationMails(asker.email)).toHaveLength(0);
    const pushes = await t.outbox('ios-token-cccc3333');
    expect(pushes).toHaveLength(1);
    // No notification in the app to mark read: the push carries only where it leads.
    expect(pushes[0]!.data['payload']).toMatchObject({ data: { path: expect.any(String) } });
    expect(pushes[0]!.data['payload']).not.toHaveProperty('data.notification_id');
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, asker.userId));
    expect(notes).toHaveLength(0);
    expect((await deliveriesOf(asker.userId)).map((d) => d.method).sort()).toEqual(['push', 'sms']);
  });

  it('texts an unread message only later, only to a verified phone, and not once it is read', async () => {
    const withPhone = await t.register({ user_type: 'TN' });
    await giveVerifiedPhone(withPhone.userId, '6901234');
    await askAndGetAnswer(withPhone);
    // Not yet: the text waits to see whether the message is read in the app first.
    expect(await t.outbox('3546901234')).toHaveLength(0);
    await makeTextsDue(withPhone.userId);
    const [text] = await t.outbox('3546901234');
    expect(text?.channel).toBe('sms');
    expect(text?.body).toMatch(/^Leiga: Ný skilaboð frá .*\/inbox\/\d+$/);
    expect(text!.body.length).toBeLessThanOrEqual(140);

    const unverified = await t.register({ user_type: 'TN' });
    await t.db
      .insert(phones)
      .values({ userId: unverified.userId, countryCode: '354', number: '6907777' });
    await askAndGetAnswer(unverified);
    await makeTextsDue(unverified.userId);
    expect(await t.outbox('3546907777')).toHaveLength(0);
    const [sms] = (await deliveriesOf(unverified.userId)).filter((d) => d.method === 'sms');
    expect(sms?.outcome).toBe('no_verified_phone');

    const reader = await t.register({ user_type: 'TN' });
    await giveVerifiedPhone(reader.userId, '6905555');
    const conversationId = await askAndGetAnswer(reader);
    const read = await t.call('POST', `/api/conversations/${conversationId}/read/`, {
      token: reader.access,
      body: {},
    });
    expect(read.status).toBe(200);
    await makeTextsDue(reader.userId);
    expect(await t.outbox('3546905555')).toHaveLength(0);
  });

  it('offers texts only for a contract to sign, a defect window, a guarantee claim and an unread message', async () => {
    type Cell = { notification_type: string; method: string; is_offered: boolean };
    const settings = await t.call<{ results: Cell[] }>('GET', '/api/notification-settings/', {
      token: jon.access,
    });
    const offered = settings.body.results.filter((s) => s.method === 'sms' && s.is_offered);
    expect(offered.map((s) => s.notification_type).sort()).toEqual([
      'contract_to_sign',
      'guarantee_claim_received',
      'inspection_defect_window',
      'new_message',
    ]);
  });
});

describe('saved-search alerts through the settings', () => {
  it('alerts in the app, by one e-mail and by push, and a redelivered event sends nothing twice', async () => {
    const seeker = await t.register({ user_type: 'TN' });
    await registerDevice(seeker, 'ios-token-dddd4444');
    const saved = await t.call('POST', '/api/saved-searches/', {
      token: seeker.access,
      body: { name: 'Vesturbær', filters: { q: 'hofsvallagata' } },
    });
    expect(saved.status).toBe(201);
    const id = await publishListing(t, {
      street: 'Hofsvallagata',
      house_number: '21',
      postal_code: '107',
      title: 'Íbúð við Hofsvallagötu',
    });
    await drain();
    const mails = await notificationMails(seeker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Vesturbær');
    expect(mails[0]!.body).toContain(`/listings/${id}`);
    expect(await t.outbox('ios-token-dddd4444')).toHaveLength(1);

    // The listing's event delivered again (a crash before it was marked done).
    await t.db
      .update(events)
      .set({ dispatchedAt: null, claimedUntil: null })
      .where(eq(events.type, 'listing.published'));
    await drain();
    expect(await notificationMails(seeker.email)).toHaveLength(1);
    expect(await t.outbox('ios-token-dddd4444')).toHaveLength(1);
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seeker.userId));
    expect(alerts.map((a) => a.type)).toEqual(['saved_search_alert']);
  });
});

describe('a process that dies between sending and recording it', () => {
  it('sends each e-mail and each push once when the delivery is taken up again', async () => {
    const asker = await t.register({ user_type: 'TN' });
    await registerDevice(asker, 'ios-token-eeee5555');
    await registerDevice(asker, 'android-token-ffff6666', 'android');
    const providers = t.app.ctx.providers;
    const realEmail = providers.email;
    const realPush = providers.push;
    let isDead = true;
    // The provider accepts each message, then the process "dies" before the delivery is settled.
    const dyingEmail: EmailProvider = {
      send: async (message) => {
        await realEmail.send(message);
        if (isDead) throw new Error('process killed after the e-mail went out');
      },
    };
    // The first phone gets its push, then the process dies before the second one's.
    const dyingPush: PushProvider = {
      send: async (message) => {
        const result = await realPush.send(message);
        if (isDead && message.token === 'ios-token-eeee5555')
          throw new Error('process killed after the first push');
        return result;
      },
    };
    providers.email = dyingEmail;
    providers.push = dyingPush;
    try {
      await askAndGetAnswer(asker);
    } finally {
      providers.email = realEmail;
      providers.push = realPush;
      isDead = false;
    }
    const pending = (await deliveriesOf(asker.userId)).filter((d) => d.method !== 'sms');
    expect(pending.every((d) => d.settledAt === null)).toBe(true);
    const [deliverEvent] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'notification.deliver'))
      .orderBy(events.id)
      .then((rows) =>
        rows.filter((e) => (e.payload['delivery_ids'] as number[]).includes(pending[0]!.id)),
      );
    expect(deliverEvent?.dispatchedAt).toBeNull();

    // The failed deliveries wait out their back-off; another process takes the event up again
    // after the lease ran out.
    expect(pending.every((d) => d.claimedUntil !== null && d.claimedUntil > new Date())).toBe(true);
    await t.db
      .update(notificationDeliveries)
      .set({ claimedUntil: null })
      .where(eq(notificationDeliveries.userId, asker.userId));
    await t.db.update(events).set({ claimedUntil: null }).where(eq(events.id, deliverEvent!.id));
    await drain();
    expect(await notificationMails(asker.email)).toHaveLength(1);
    expect(await t.outbox('ios-token-eeee5555')).toHaveLength(1);
    expect(await t.outbox('android-token-ffff6666')).toHaveLength(1);
    const settled = (await deliveriesOf(asker.userId)).filter((d) => d.method !== 'sms');
    expect(settled.map((d) => d.outcome)).toEqual(['sent', 'sent']);
  });
});

describe('a provider that is down', () => {
  it('delays a delivery by a growing wait and sends it once the provider is back', async () => {
    const asker = await t.register({ user_type: 'TN' });
    const providers = t.app.ctx.providers;
    const realEmail = providers.email;
    let isDown = true;
    providers.email = {
      send: async (message) => {
        if (isDown && message.to === asker.email) throw new Error('the e-mail provider is down');
        await realEmail.send(message);
      },
    };
    const emailDelivery = async () =>
      (await deliveriesOf(asker.userId)).find((d) => d.method === 'email')!;
    /** Makes the delivery due, as if its wait had passed, and tries it. */
    const tryAgain = async () => {
      const { id } = await emailDelivery();
      await t.db
        .update(notificationDeliveries)
        .set({ claimedUntil: new Date(Date.now() - 1000) })
        .where(eq(notificationDeliveries.id, id));
      await sendDueDeliveries(t.app.ctx).catch((error: Error) => error);
      return emailDelivery();
    };
    try {
      await askAndGetAnswer(asker);
      const waits: number[] = [];
      let delivery = await emailDelivery();
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(delivery.settledAt).toBeNull();
        expect(delivery.attempts).toBe(attempt);
        const wait = delivery.claimedUntil!.getTime() - Date.now();
        expect(Math.abs(wait - deliveryRetryDelayMs(attempt))).toBeLessThan(2_000);
        waits.push(deliveryRetryDelayMs(attempt));
        // Not tried again before its wait has passed, by the sweep or by the event.
        await sendDueDeliveries(t.app.ctx);
        await drain();
        expect((await emailDelivery()).attempts).toBe(attempt);
        delivery = await tryAgain();
      }
      expect(waits).toEqual([5_000, 10_000, 20_000]);
      expect(await notificationMails(asker.email)).toHaveLength(0);

      isDown = false;
      delivery = await tryAgain();
      expect(delivery.outcome).toBe('sent');
      expect(await notificationMails(asker.email)).toHaveLength(1);
    } finally {
      providers.email = realEmail;
    }
  });

  it('keeps trying for hours, an hour apart at most, before it gives a delivery up', () => {
    const waits = Array.from({ length: DELIVERY_MAX_ATTEMPTS - 1 }, (_, i) =>
      deliveryRetryDelayMs(i + 1),
    );
    expect(Math.max(...waits)).toBe(3_600_000);
    const hours = waits.reduce((sum, ms) => sum + ms, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(8);
    expect(hours).toBeLessThan(24);
  });
});

describe('push devices', () => {
  it('lets only the user register, list and remove their phones', async () => {
    const owner = await t.register({ user_type: 'TN' });
    const other = await t.register({ user_type: 'TN' });
    const staff = await t.as('staff');
    const created = await registerDevice(owner, 'ios-token-gggg7777');
    expect(created.status).toBe(201);
    expect(created.body.token_suffix).toBe('gg7777');
    expect((await registerDevice(owner, 'ios-token-gggg7777')).status).toBe(200);

    const listed = await t.call<{ results: { id: number; platform: string }[] }>(
      'GET',
      `/api/users/${owner.userId}/push-devices/`,
      { token: owner.access },
    );
    expect(listed.body.results).toEqual([
      expect.objectContaining({ id: created.body.id, platform: 'ios', app_version: '2.3.1' }),
    ]);
    for (const stranger of [other, staff]) {
      const peek = await t.call('GET', `/api/users/${owner.userId}/push-devices/`, {
        token: stranger.access,
      });
      expect(peek.status).toBe(404);
      const remove = await t.call(
        'DELETE',
        `/api/users/${stranger.userId}/push-devices/${created.body.id}/`,
        { token: stranger.access },
      );
      expect(remove.status).toBe(404);
    }
    const anonymous = await t.call('GET', `/api/users/${owner.userId}/push-devices/`);
    expect(anonymous.status).toBe(401);

    const removed = await t.call(
      'DELETE',
      `/api/users/${owner.userId}/push-devices/${created.body.id}/`,
      { token: owner.access },
    );
    expect(removed.status).toBe(204);
  });

  it('answers bad input with the fields that are wrong', async () => {
    const owner = await t.register({ user_type: 'TN' });
    const reply = await t.call('POST', `/api/users/${owner.userId}/push-devices/`, {
      token: owner.access,
      body: { token: 'not a token!', platform: 'windows', app_version: 'latest' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      token: 'validation.push_devices.token',
      platform: 'validation.push_devices.platform',
      app_version: 'validation.push_devices.app_version',
    });
  });
});
