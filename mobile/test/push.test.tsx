import { act, fireEvent, screen, waitFor } from '@testing-library/react-native';
import { Platform } from 'react-native';
import { fetch as undiciFetch } from 'undici';
import { graphRequest, loginTokens, registerTenant } from './login';
import { pushMock } from './push-mock';
import { DEMO_PASSWORD, renderApp } from './render-app';

/**
 * Each platform's run registers its own tenant (the two runs share one stack, and the seeded
 * tenants' conversations and notifications are counted by other suites) and its own phone token.
 */
const TENANT = `push-${Platform.OS}-${Date.now()}@example.is`;
const PASSWORD = 'gott-lykilord-123';
const GRAPH_PLATFORM = Platform.OS === 'ios' ? 'IOS' : 'ANDROID';
const ANSWER = `Já, hún er laus frá 1. mars (${Platform.OS}).`;

type Device = { id: string; platform: string; tokenSuffix: string };

/** A token no earlier run registered (the outbox matches it lower-cased). */
const newToken = (what: string) => `jest-${what}-${Platform.OS}-${Date.now()}`.toLowerCase();

async function myPushDevices(access: string): Promise<Device[]> {
  const data = await graphRequest<{ myPushDevices: Device[] }>(
    access,
    `query { myPushDevices { id platform tokenSuffix } }`,
  );
  return data.myPushDevices;
}

const deviceOf = (devices: Device[], token: string) =>
  devices.find((d) => token.endsWith(d.tokenSuffix));

/** The pushes the api's sandbox recorded for a token (the dev outbox, as a developer reads it). */
async function recordedPushes(token: string) {
  const res = await undiciFetch(
    `${process.env['MOBILE_TEST_API_URL']}/api/dev/outbox/?to=${encodeURIComponent(token)}`,
  );
  const body = (await res.json()) as {
    results: Array<{ channel: string; data: Record<string, unknown> }>;
  };
  return body.results.filter((m) => m.channel === 'push');
}

let session: { access: string; refresh: string };

/** The tenant writes to Jón about one of his listings; answers the conversation's id. */
async function askJon(message: string): Promise<string> {
  const jon = (await loginTokens('jon@leiga.is', DEMO_PASSWORD)).access;
  const listings = await graphRequest<{ myListings: { items: Array<{ id: string }> } }>(
    jon,
    `query { myListings(status: PUBLISHED, pageSize: 1) { items { id } } }`,
  );
  const started = await graphRequest<{
    startListingConversation: { conversation: { id: string } };
  }>(
    session.access,
    `mutation ($listingId: ID!, $message: String!) {
      startListingConversation(listingId: $listingId, message: $message) { conversation { id } }
    }`,
    { listingId: listings.myListings.items[0]!.id, message },
  );
  return started.startListingConversation.conversation.id;
}

beforeAll(async () => {
  await registerTenant(TENANT, PASSWORD, 'Sóley Jónsdóttir');
  session = await loginTokens(TENANT, PASSWORD);
});

describe('push notifications', () => {
  it('asks once after sign-in, registers this phone, and unregisters it at sign-out', async () => {
    const token = newToken('signin');
    pushMock.setPermission('undetermined', 'granted');
    pushMock.setToken(token);
    renderApp();
    fireEvent.changeText(await screen.findByLabelText('E-mail'), TENANT);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Sign in' }));

    // The app explains first; the phone asks only when the user goes on.
    expect(await screen.findByText('Notifications on this phone')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Turn on push notifications' }));
    await waitFor(async () => {
      expect(deviceOf(await myPushDevices(session.access), token)?.platform).toBe(GRAPH_PLATFORM);
    });
    expect(screen.queryByText('Notifications on this phone')).toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign in to Leiga')).toBeOnTheScreen();
    expect(deviceOf(await myPushDevices(session.access), token)).toBeUndefined();
  });

  it('opens the conversation a tapped push tells of, and marks its notification read', async () => {
    const token = newToken('tap');
    pushMock.setPermission('granted');
    pushMock.setToken(token);
    // A phone that allowed push before registers as the stored session comes back.
    renderApp({ session });
    await waitFor(async () => {
      expect(deviceOf(await myPushDevices(session.access), token)).toBeDefined();
    });

    const jon = (await loginTokens('jon@leiga.is', DEMO_PASSWORD)).access;
    const conversationId = await askJon(`Er hún laus? (${Platform.OS})`);
    await graphRequest(
      jon,
      `mutation ($conversationId: ID!, $message: String!) {
        sendMessage(conversationId: $conversationId, message: $message) { id }
      }`,
      { conversationId, message: ANSWER },
    );
    // The api pushes from its outbox a moment later; the sandbox records what the phone gets.
    let payload: { title: string; body: string; data: Record<string, string> } | undefined;
    await waitFor(
      async () => {
        const push = (await recordedPushes(token)).find(
          (p) => p.data['path'] === `/inbox/${conversationId}`,
        );
        if (!push) throw new Error('no push yet');
        payload = push.data['payload'] as typeof payload;
      },
      { timeout: 20_000, interval: 500 },
    );

    act(() => pushMock.tap(payload!, `push-${conversationId}`));
    expect(await screen.findByText(ANSWER, {}, { timeout: 15_000 })).toBeOnTheScreen();
    await waitFor(async () => {
      const read = await graphRequest<{
        myNotifications: { items: Array<{ id: string; isClicked: boolean }> };
      }>(
        session.access,
        `query { myNotifications(page: 1, pageSize: 12) { items { id isClicked } } }`,
      );
      const note = read.myNotifications.items.find(
        (n) => n.id === payload!.data['notification_id'],
      );
      expect(note?.isClicked).toBe(true);
    });
  });

  it('opens the screen of the push that started the app, once the user has signed in', async () => {
    pushMock.setPermission('denied');
    const message = `Hvenær má skoða? (${Platform.OS})`;
    const conversationId = await askJon(message);
    pushMock.startedBy(
      { title: 'Leiga', body: message, data: { path: `/inbox/${conversationId}` } },
      `cold-${conversationId}`,
    );
    renderApp();
    fireEvent.changeText(await screen.findByLabelText('E-mail'), TENANT);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message, {}, { timeout: 15_000 })).toBeOnTheScreen();
  });

  it('says why push is off, and saves a switched setting that the graph then reports', async () => {
    pushMock.setPermission('denied');
    renderApp({ session, initialUrl: '/notifications/settings' });
    expect(
      await screen.findByText(
        "Push notifications are off: the phone's settings do not allow notifications from Leiga.",
      ),
    ).toBeOnTheScreen();

    const label = 'Price drops by E-mail';
    const before = (await screen.findByLabelText(label)).props.value as boolean;
    fireEvent(screen.getByLabelText(label), 'valueChange', !before);
    expect(await screen.findByText('Notification settings saved.')).toBeOnTheScreen();
    const data = await graphRequest<{
      notificationSettings: Array<{ type: string; method: string; isEnabled: boolean }>;
    }>(session.access, `query { notificationSettings { type method isEnabled } }`);
    const cell = data.notificationSettings.find(
      (c) => c.type === 'PRICE_DROP_ALERT' && c.method === 'EMAIL',
    );
    expect(cell?.isEnabled).toBe(!before);
    expect(screen.getByLabelText('Saved-search alerts by SMS: Not offered')).toBeOnTheScreen();
  });
});
