import { fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import { Platform } from 'react-native';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/**
 * A tenant asks Jón about one of his homes and he answers: the tenant gets a "new message"
 * notification. Each platform's run uses its own tenant, so the two runs against the one stack
 * do not read each other's notifications.
 */
const TENANT = Platform.OS === 'ios' ? 'piotr@leiga.is' : 'anna@leiga.is';
const ANSWER = 'Velkomin að skoða á laugardaginn klukkan tvö.';

type Notification = { id: string; type: string; isClicked: boolean; targetPath: string };

let session: { access: string; refresh: string };
let notificationId: string;

async function myNotifications(): Promise<Notification[]> {
  const data = await graphRequest<{ myNotifications: { items: Notification[] } }>(
    session.access,
    `query { myNotifications(page: 1, pageSize: 12) { items { id type isClicked targetPath } } }`,
  );
  return data.myNotifications.items;
}

beforeAll(async () => {
  session = await loginTokens(TENANT, DEMO_PASSWORD);
  const jon = (await loginTokens('jon@leiga.is', DEMO_PASSWORD)).access;
  const listings = await graphRequest<{ myListings: { items: Array<{ id: string }> } }>(
    jon,
    `query { myListings(status: PUBLISHED, pageSize: 1) { items { id } } }`,
  );
  const listingId = listings.myListings.items[0]?.id;
  if (!listingId) throw new Error('the demo has no published listing of Jón');
  const started = await graphRequest<{
    startListingConversation: { conversation: { id: string } };
  }>(
    session.access,
    `mutation ($listingId: ID!, $message: String!) {
      startListingConversation(listingId: $listingId, message: $message) { conversation { id } }
    }`,
    { listingId, message: `Má ég koma að skoða? (${Platform.OS})` },
  );
  const conversationId = started.startListingConversation.conversation.id;
  await graphRequest(
    jon,
    `mutation ($conversationId: ID!, $message: String!) {
      sendMessage(conversationId: $conversationId, message: $message) { id }
    }`,
    { conversationId, message: ANSWER },
  );
  // The notification is made from the outbox's event, a moment after the message.
  await waitFor(
    async () => {
      const found = (await myNotifications()).find(
        (n) => n.type === 'NEW_MESSAGE' && n.targetPath === `/inbox/${conversationId}`,
      );
      if (!found) throw new Error('no notification yet');
      notificationId = found.id;
    },
    { timeout: 20_000, interval: 500 },
  );
});

describe('notifications', () => {
  it('lists the notification unread, and opening it marks it read and opens the conversation', async () => {
    renderApp({ session, initialUrl: '/notifications' });
    const row = await screen.findByTestId(
      `notification-${notificationId}`,
      {},
      { timeout: 15_000 },
    );
    expect(within(row).getByText('New message from Jón Guðmundsson')).toBeOnTheScreen();
    expect(within(row).getByTestId('unread-dot')).toBeOnTheScreen();
    expect(await screen.findByText(/unread notification/)).toBeOnTheScreen();
    fireEvent.press(row);
    expect(await screen.findByText(ANSWER, {}, { timeout: 15_000 })).toBeOnTheScreen();
    const after = (await myNotifications()).find((n) => n.id === notificationId);
    expect(after?.isClicked).toBe(true);
  });

  it('says each notification in the device’s language', async () => {
    renderApp({ session, initialUrl: '/notifications', locale: 'is' });
    const row = await screen.findByTestId(
      `notification-${notificationId}`,
      {},
      { timeout: 15_000 },
    );
    expect(within(row).getByText('Ný skilaboð frá Jón Guðmundsson')).toBeOnTheScreen();
    expect(await screen.findByText(/ólesin tilkynning|ólesnar tilkynningar/)).toBeOnTheScreen();
  });
});
