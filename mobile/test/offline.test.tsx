import { act, fireEvent, screen, waitFor } from '@testing-library/react-native';
import { Platform } from 'react-native';
import { netInfoControl } from './device-mocks';
import { graphRequest, loginTokens, registerTenant } from './login';
import { DEMO_PASSWORD, network, renderApp } from './render-app';

/**
 * Offline use (issue #19): the last loaded contracts and conversations show from the phone's
 * copy with a notice, and a message written offline is sent once when the connection is back.
 * Anna's contracts are only read; the messages go between a tenant registered per platform run
 * and Magnús, so no seeded tenant's conversations change.
 */
const CONTRACT_TENANT = 'anna@leiga.is';
const TENANT = `offline-${Platform.OS}-${Date.now()}@example.is`;
const PASSWORD = 'gott-lykilord-123';
const QUESTION = 'Er hægt að skoða íbúðina um helgina?';
const NOTICE = /^Offline — showing what was loaded at \d\d:\d\d$/;

let tenant: { access: string; refresh: string };
let landlord: string;
let conversationId: string;

function setOnline(online: boolean) {
  network.mode = online ? 'up' : 'down';
  act(() => netInfoControl.setOnline(online));
}

/** The bodies of the conversation as Magnús reads it through the graph. */
async function bodiesSeenByLandlord(): Promise<string[]> {
  const data = await graphRequest<{
    conversation: { messages: { items: Array<{ body: string }> } };
  }>(
    landlord,
    `query ($id: ID!) { conversation(id: $id) { messages(pageSize: 50) { items { body } } } }`,
    { id: conversationId },
  );
  return data.conversation.messages.items.map((m) => m.body);
}

beforeAll(async () => {
  await registerTenant(TENANT, PASSWORD, 'Hildur Ósk Jónsdóttir');
  tenant = await loginTokens(TENANT, PASSWORD);
  landlord = (await loginTokens('magnus@leiga.is', DEMO_PASSWORD)).access;
  const listings = await graphRequest<{ myListings: { items: Array<{ id: string }> } }>(
    landlord,
    `query { myListings(status: PUBLISHED, pageSize: 1) { items { id } } }`,
  );
  const listingId = listings.myListings.items[0]?.id;
  if (!listingId) throw new Error('the demo has no published listing of Magnús');
  const started = await graphRequest<{
    startListingConversation: { conversation: { id: string } };
  }>(
    tenant.access,
    `mutation ($listingId: ID!, $message: String!) {
      startListingConversation(listingId: $listingId, message: $message) { conversation { id } }
    }`,
    { listingId, message: QUESTION },
  );
  conversationId = started.startListingConversation.conversation.id;
});

afterEach(() => {
  network.mode = 'up';
  netInfoControl.setOnline(true);
});

describe('offline', () => {
  it('shows the contracts as last loaded, with a notice, also after a restart offline', async () => {
    const session = await loginTokens(CONTRACT_TENANT, DEMO_PASSWORD);
    const first = renderApp({ session });
    expect(await screen.findByText('12 contracts')).toBeOnTheScreen();
    expect(screen.queryByText(NOTICE)).toBeNull();

    setOnline(false);
    expect(await screen.findByText(NOTICE)).toBeOnTheScreen();
    expect(screen.getByText('12 contracts')).toBeOnTheScreen();
    // The copy is written as the network goes: let it land before the app closes.
    await waitFor(() => expect(screen.getByText(NOTICE)).toBeOnTheScreen());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    first.screen.unmount();

    // Started again with no network: the same user and the same list, from the phone.
    renderApp({ session });
    expect(await screen.findByText('12 contracts')).toBeOnTheScreen();
    expect(screen.getByText(NOTICE)).toBeOnTheScreen();

    setOnline(true);
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeOnTheScreen());
    expect(screen.getByText('12 contracts')).toBeOnTheScreen();
  });

  it('keeps a message written offline and sends it once when the connection is back', async () => {
    const first = renderApp({ initialUrl: `/inbox/${conversationId}`, session: tenant });
    expect(await screen.findByText(QUESTION)).toBeOnTheScreen();
    setOnline(false);
    expect(await screen.findByText(NOTICE)).toBeOnTheScreen();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    first.screen.unmount();

    // A restart offline: the conversation as loaded, and a message written now waits.
    renderApp({ initialUrl: `/inbox/${conversationId}`, session: tenant });
    expect(await screen.findByText(QUESTION)).toBeOnTheScreen();
    expect(screen.getByText(NOTICE)).toBeOnTheScreen();
    const text = `Skrifað án sambands (${Platform.OS}).`;
    fireEvent.changeText(screen.getByLabelText('Message'), text);
    fireEvent.press(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Waiting to send')).toBeOnTheScreen();
    expect(screen.getByText(text)).toBeOnTheScreen();
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveDisplayValue(''));
    expect(await bodiesSeenByLandlord()).not.toContain(text);

    setOnline(true);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeOnTheScreen());
    expect(
      await screen.findByLabelText(new RegExp(`^You, \\d\\d:\\d\\d: ${escapeRegExp(text)}$`)),
    ).toBeOnTheScreen();
    // Offline and back again: nothing more goes.
    setOnline(false);
    setOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect((await bodiesSeenByLandlord()).filter((b) => b === text)).toHaveLength(1);
  });

  it('sends a message once when the first answer was lost on the way back', async () => {
    renderApp({ initialUrl: `/inbox/${conversationId}`, session: tenant });
    expect(await screen.findByText(QUESTION)).toBeOnTheScreen();
    // The graph gets the send but the phone hears nothing: it keeps the message, same key.
    network.mode = 'answers-lost';
    const text = `Svarið týndist (${Platform.OS}).`;
    fireEvent.changeText(screen.getByLabelText('Message'), text);
    fireEvent.press(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Waiting to send')).toBeOnTheScreen();
    await waitFor(async () => expect(await bodiesSeenByLandlord()).toContain(text));

    // Back to normal: the retry answers the message sent the first time, not a second one.
    setOnline(false);
    setOnline(true);
    // A loaded machine (both presets at once against one api) can take a while to answer.
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeOnTheScreen(), {
      timeout: 40_000,
    });
    expect((await bodiesSeenByLandlord()).filter((b) => b === text)).toHaveLength(1);
    expect(screen.getAllByText(text)).toHaveLength(1);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
