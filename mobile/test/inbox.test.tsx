import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import { router } from 'expo-router';
import { Image, Platform } from 'react-native';
import { graphRequest, loginTokens, uploadMessageFile } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/**
 * A tenant asks Magnús about one of his homes and he answers: the tenant then has one unread
 * message. Each platform's run (ios, android) uses its own tenant, so the two runs against the
 * one stack do not read each other's messages.
 */
const TENANT = Platform.OS === 'ios' ? 'kristin@leiga.is' : 'olena@leiga.is';
const LANDLORD = 'magnus@leiga.is';
const LANDLORD_NAME = 'Magnús Helgason';
const QUESTION = 'Er íbúðin enn laus?';
const ANSWER = 'Já, hún er laus. Viltu koma að skoða?';
/** The fraud rules flag this one (graph/test/fraud.test.ts): abroad, Western Union, keys by post. */
const SCAM =
  'Ég er staddur erlendis og get ekki sýnt íbúðina. Leggðu inn tryggingu með Western Union og ég sendi lyklana í pósti.';

/** A 64x48 PNG (the api re-encodes photos as JPEG with a thumbnail) and the smallest PDF. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1slw63QpL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+WoTw4pxw+xcAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let tenant: string;
let landlord: string;
let conversationId: string;
let listingStreet: string;

type Conversation = { id: string; unreadCount: number };

async function sendAsLandlord(message: string): Promise<void> {
  await graphRequest(
    landlord,
    `mutation ($conversationId: ID!, $message: String!) {
      sendMessage(conversationId: $conversationId, message: $message) { id }
    }`,
    { conversationId, message },
  );
}

async function tenantUnreadCount(): Promise<number> {
  const data = await graphRequest<{ conversation: Conversation }>(
    tenant,
    `query ($id: ID!) { conversation(id: $id) { id unreadCount } }`,
    { id: conversationId },
  );
  return data.conversation.unreadCount;
}

beforeAll(async () => {
  [tenant, landlord] = await Promise.all([
    loginTokens(TENANT, DEMO_PASSWORD).then((s) => s.access),
    loginTokens(LANDLORD, DEMO_PASSWORD).then((s) => s.access),
  ]);
  const listings = await graphRequest<{
    myListings: { items: Array<{ id: string; street: string }> };
  }>(landlord, `query { myListings(status: PUBLISHED, pageSize: 1) { items { id street } } }`);
  const listing = listings.myListings.items[0];
  if (!listing) throw new Error('the demo has no published listing of Magnús');
  listingStreet = listing.street;
  const started = await graphRequest<{
    startListingConversation: { conversation: { id: string } };
  }>(
    tenant,
    `mutation ($listingId: ID!, $message: String!) {
      startListingConversation(listingId: $listingId, message: $message) { conversation { id } }
    }`,
    { listingId: listing.id, message: QUESTION },
  );
  conversationId = started.startListingConversation.conversation.id;
  await sendAsLandlord(ANSWER);
});

describe('inbox', () => {
  it('opens from the contracts screen, which says how many are unread: the conversation with its unread badge', async () => {
    renderApp({ session: await loginTokens(TENANT, DEMO_PASSWORD) });
    fireEvent.press(await screen.findByRole('button', { name: 'Messages, 1 unread' }));

    const row = await screen.findByTestId(`conversation-${conversationId}`);
    expect(screen.getByText('1 conversation')).toBeOnTheScreen();
    expect(within(row).getByText(LANDLORD_NAME)).toBeOnTheScreen();
    expect(within(row).getByText(ANSWER)).toBeOnTheScreen();
    expect(within(row).getByText(/^\d\d:\d\d$/)).toBeOnTheScreen();
    expect(within(row).getByTestId('unread-badge')).toHaveTextContent('1');
    expect(row).toHaveAccessibleName(
      new RegExp(`^Open the conversation with ${LANDLORD_NAME}\\. 1 unread\\.`),
    );
  });

  it('opening a conversation shows its messages and marks them read: the badges go', async () => {
    renderApp({ session: await loginTokens(TENANT, DEMO_PASSWORD) });
    fireEvent.press(await screen.findByRole('button', { name: 'Messages, 1 unread' }));
    fireEvent.press(await screen.findByTestId(`conversation-${conversationId}`));

    expect(await screen.findByText(ANSWER)).toBeOnTheScreen();
    expect(screen.getByText(QUESTION)).toBeOnTheScreen();
    expect(screen.getByText(`About ${listingStreet}`)).toBeOnTheScreen();
    await waitFor(async () => expect(await tenantUnreadCount()).toBe(0));

    // Back in the list the row has no badge, and on the contracts screen the button no count.
    act(() => router.back());
    const row = await screen.findByTestId(`conversation-${conversationId}`);
    await waitFor(() => expect(within(row).queryByTestId('unread-badge')).not.toBeOnTheScreen());
    act(() => router.back());
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeOnTheScreen();
  });

  it('sends a message and shows it', async () => {
    renderApp({
      initialUrl: `/inbox/${conversationId}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    await screen.findByText(ANSWER);
    const text = `Takk, ég kem á morgun (${Platform.OS}).`;
    fireEvent.changeText(screen.getByLabelText('Message'), text);
    fireEvent.press(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(text)).toBeOnTheScreen();
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveDisplayValue(''));
    expect(
      screen.getByLabelText(new RegExp(`^You, \\d\\d:\\d\\d: ${escapeRegExp(text)}$`)),
    ).toBeOnTheScreen();
  });

  it('shows a message from the other side live, without a refresh, and marks it read', async () => {
    renderApp({
      initialUrl: `/inbox/${conversationId}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    await screen.findByText(ANSWER);
    // The socket subscribes once the conversation has loaded; until the graph listens, a message
    // is not delivered (nor shown: this screen does not refetch). Each try is a new message.
    let shown: string | null = null;
    for (let attempt = 1; attempt <= 5 && !shown; attempt++) {
      const text = `Live ${Platform.OS} ${attempt}`;
      await sendAsLandlord(text);
      shown = await screen
        .findByText(text, {}, { timeout: 3_000 })
        .then(() => text)
        .catch(() => null);
    }
    expect(shown).not.toBeNull();
    await waitFor(async () => expect(await tenantUnreadCount()).toBe(0));
  });

  it('updates the list live: a new message shows in its row with an unread badge', async () => {
    renderApp({ initialUrl: '/inbox', session: await loginTokens(TENANT, DEMO_PASSWORD) });
    const row = await screen.findByTestId(`conversation-${conversationId}`);
    expect(within(row).queryByTestId('unread-badge')).toBeNull();
    // As above: until the graph listens a message is missed, so each try sends a new one.
    let shown: string | null = null;
    for (let attempt = 1; attempt <= 5 && !shown; attempt++) {
      const text = `In the list ${Platform.OS} ${attempt}`;
      await sendAsLandlord(text);
      shown = await within(row)
        .findByText(text, {}, { timeout: 3_000 })
        .then(() => text)
        .catch(() => null);
    }
    expect(shown).not.toBeNull();
    expect(within(row).getByTestId('unread-badge')).toBeOnTheScreen();
  });

  it('warns the reader of a flagged message, and not its sender', async () => {
    await sendAsLandlord(SCAM);
    renderApp({
      initialUrl: `/inbox/${conversationId}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const warning = await screen.findByTestId('fraud-warning');
    expect(within(warning).getByText('This message may be a scam')).toBeOnTheScreen();
    expect(within(warning).getByText(/^Risk \d+%$/)).toBeOnTheScreen();
    expect(
      within(warning).getByText(/Landlord abroad: says they are away and cannot show the home\./),
    ).toBeOnTheScreen();
    expect(within(warning).getByText(/Money transfer service:/)).toBeOnTheScreen();
    expect(
      within(warning).getByText(/^Never pay a deposit or rent outside Leiga/),
    ).toBeOnTheScreen();
    expect(screen.getAllByTestId('fraud-warning')).toHaveLength(1);
  });

  it('shows the warning in Icelandic', async () => {
    renderApp({
      locale: 'is',
      initialUrl: `/inbox/${conversationId}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const warning = await screen.findByTestId('fraud-warning');
    expect(within(warning).getByText('Þessi skilaboð gætu verið svik')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Senda' })).toBeOnTheScreen();
  });

  it('gives the sender of the flagged message no warning', async () => {
    renderApp({
      initialUrl: `/inbox/${conversationId}`,
      session: await loginTokens(LANDLORD, DEMO_PASSWORD),
    });
    expect(await screen.findByText(SCAM)).toBeOnTheScreen();
    expect(screen.queryByTestId('fraud-warning')).toBeNull();
  });

  it('shows the photos and files of a message: a thumbnail, and the PDF by name', async () => {
    const ids = [
      await uploadMessageFile(landlord, conversationId, {
        name: 'stofa.png',
        type: 'image/png',
        bytes: new Uint8Array(PNG),
      }),
      await uploadMessageFile(landlord, conversationId, {
        name: 'husreglur.pdf',
        type: 'application/pdf',
        bytes: new Uint8Array(PDF),
      }),
    ];
    await graphRequest(
      landlord,
      `mutation ($conversationId: ID!, $ids: [ID!]!) {
        sendMessageWithAttachments(conversationId: $conversationId, message: "Myndir", attachmentIds: $ids) { id }
      }`,
      { conversationId, ids },
    );
    renderApp({
      initialUrl: `/inbox/${conversationId}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const photo = await screen.findByRole('imagebutton', { name: /^Open the photo stofa\.jpg$/ });
    const graphOrigin = new URL(process.env['MOBILE_TEST_GRAPH_URL']!).origin;
    const image = within(photo).UNSAFE_getByType(Image);
    expect(image.props.source.uri).toMatch(new RegExp(`^${escapeRegExp(graphOrigin)}/`));
    const pdf = screen.getByRole('link', { name: 'Open the file husreglur.pdf' });
    expect(within(pdf).getByText('husreglur.pdf')).toBeOnTheScreen();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
