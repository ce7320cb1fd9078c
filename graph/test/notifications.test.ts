import { NOTIFICATION_METHODS, NOTIFICATION_TYPES, PAGE_SIZES } from '@leiga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './notifications.operations.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { publishListing } from './listings-support.js';

type Notification = {
  id: string;
  type: string;
  isClicked: boolean;
  targetPath: string;
  title: string | null;
  name: string | null;
  isAccepted: boolean | null;
};
type NotificationPage = {
  count: number;
  pageSize: number;
  unreadCount: number;
  items: Notification[];
};
type Setting = { type: string; method: string; isOffered: boolean; isEnabled: boolean };
type Consents = {
  me: { id: string; mustAcceptTerms: boolean | null };
  myConsents: {
    items: { id: string; type: string; isActive: boolean }[];
    terms: { currentVersion: string; mustAccept: boolean };
  };
};

let stack: Stack;
let anna: string;
let jon: string;
let listingId: number;

beforeAll(async () => {
  stack = await startStack();
  const [a, j, staff] = await Promise.all(
    ['anna@leiga.is', 'jon@leiga.is', 'stjorn@leiga.is'].map((email) => restLogin(stack, email)),
  );
  anna = a!;
  jon = j!;
  listingId = await publishListing(
    stack,
    { landlord: jon, staff: staff! },
    { title: 'Tilkynningaíbúð við Njálsgötu', street: 'Njálsgata' },
  );
}, 120_000);
afterAll(() => stack?.close());

const notificationsOf = async (token: string, variables: Record<string, unknown> = {}) => {
  const res = await stack.gql<{ myNotifications: NotificationPage }>(
    op.MY_NOTIFICATIONS,
    variables,
    { token },
  );
  expect(res.errors).toEqual([]);
  return res.data!.myNotifications;
};

/** The outbox delivers after the commit: wait for the landlord's list to grow. */
async function waitForUnread(token: string, above: number): Promise<NotificationPage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const page = await notificationsOf(token, { pageSize: PAGE_SIZES.headerNotifications });
    if (page.unreadCount > above) return page;
    if (Date.now() > deadline) throw new Error(`still ${page.unreadCount} unread`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('notifications through the graph', () => {
  it("shows the landlord a new application in the viewer's list, and marks it clicked", async () => {
    const before = await notificationsOf(jon);
    expect(before.pageSize).toBe(PAGE_SIZES.notifications);
    const applied = await fetch(`${stack.api.url}/api/tenants/rental-applications/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anna}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        listing_id: listingId,
        answers: [{ question_id: 'q-move', answer: 'Strax' }],
      }),
    });
    expect(applied.status).toBe(201);
    const after = await waitForUnread(jon, before.unreadCount);
    expect(after.pageSize).toBe(3);
    const [newest] = after.items;
    expect(newest).toMatchObject({
      type: 'APPLICATION_RECEIVED',
      isClicked: false,
      title: 'Tilkynningaíbúð við Njálsgötu',
      name: 'Anna Sigurðardóttir',
    });
    expect(newest!.targetPath).toMatch(/^\/landlords\/rental-applications\?application=\d+$/);

    const foreign = await stack.gql(
      op.MARK_CLICKED,
      { input: { id: newest!.id } },
      { token: anna },
    );
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
    const clicked = await stack.gql<{ markNotificationClicked: { isClicked: boolean } }>(
      op.MARK_CLICKED,
      { input: { id: newest!.id } },
      { token: jon },
    );
    expect(clicked.errors).toEqual([]);
    expect(clicked.data!.markNotificationClicked.isClicked).toBe(true);
    expect((await notificationsOf(jon)).unreadCount).toBe(after.unreadCount - 1);
  });

  it('refuses the anonymous and a page size out of range', async () => {
    expect(codesOf(await stack.gql(op.MY_NOTIFICATIONS))).toEqual(['UNAUTHENTICATED']);
    const big = await stack.gql(op.MY_NOTIFICATIONS, { pageSize: 1000 }, { token: jon });
    expect(codesOf(big)).toEqual(['BAD_USER_INPUT']);
  });

  it('reads and saves settings, naming the input field of a method not offered', async () => {
    const read = await stack.gql<{ notificationSettings: Setting[] }>(
      op.SETTINGS,
      {},
      {
        token: anna,
      },
    );
    expect(read.data!.notificationSettings).toHaveLength(
      NOTIFICATION_TYPES.length * NOTIFICATION_METHODS.length,
    );
    const saved = await stack.gql<{ updateNotificationSettings: Setting[] }>(
      op.UPDATE_SETTINGS,
      { input: { settings: [{ type: 'PRICE_DROP_ALERT', method: 'EMAIL', isEnabled: false }] } },
      { token: anna },
    );
    expect(saved.errors).toEqual([]);
    expect(
      saved.data!.updateNotificationSettings.find(
        (s) => s.type === 'PRICE_DROP_ALERT' && s.method === 'EMAIL',
      ),
    ).toMatchObject({ isEnabled: false });
    const refused = await stack.gql(
      op.UPDATE_SETTINGS,
      { input: { settings: [{ type: 'CONTRACT_SIGNED', method: 'SMS', isEnabled: true }] } },
      { token: anna },
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors[0]?.extensions?.fields).toEqual({
      'input.settings.0.isEnabled': 'validation.notifications.not_offered',
    });
  });

  it('gives and revokes consents; the terms flag is the viewer’s', async () => {
    const given = await stack.gql<{ giveConsent: { id: string; isActive: boolean } }>(
      op.GIVE_CONSENT,
      { input: { type: 'MARKETING' } },
      { token: anna },
    );
    expect(given.data!.giveConsent.isActive).toBe(true);
    const revoked = await stack.gql<{ revokeConsent: { isActive: boolean } }>(
      op.REVOKE_CONSENT,
      { input: { id: given.data!.giveConsent.id } },
      { token: anna },
    );
    expect(revoked.data!.revokeConsent.isActive).toBe(false);
    const foreign = await stack.gql(
      op.REVOKE_CONSENT,
      { input: { id: given.data!.giveConsent.id } },
      { token: jon },
    );
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
    const consents = await stack.gql<Consents>(op.MY_CONSENTS, {}, { token: anna });
    expect(consents.errors).toEqual([]);
    expect(consents.data!.me.mustAcceptTerms).toBe(false);
    expect(consents.data!.myConsents.items.filter((c) => c.type === 'MARKETING')).toEqual([
      expect.objectContaining({ isActive: false }),
    ]);
  });
});
