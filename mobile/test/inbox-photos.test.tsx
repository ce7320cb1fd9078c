import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { act, fireEvent, screen, waitFor } from '@testing-library/react-native';
import { Platform } from 'react-native';
import { imagePickerControl, keptFiles, netInfoControl } from './device-mocks';
import { graphRequest, loginTokens, registerTenant } from './login';
import { DEMO_PASSWORD, network, renderApp } from './render-app';

/**
 * Photos in messages (issue #19): picked on the phone (the picker is the device's part), uploaded
 * to the real api and sent with the message; Magnús then reads them through the graph. A tenant
 * registered per platform run, so no seeded tenant's conversations change.
 */
const TENANT = `photos-${Platform.OS}-${Date.now()}@example.is`;
const PASSWORD = 'gott-lykilord-123';
const QUESTION = 'Má ég senda myndir af skemmdunum?';

/** A 64x48 PNG (the api re-encodes photos as JPEG with a thumbnail). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1slw63QpL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+WoTw4pxw+xcAAAAASUVORK5CYII=',
  'base64',
);

let tenant: { access: string; refresh: string };
let landlord: string;
let conversationId: string;
let dir: string;

type Asset = { uri: string; fileName: string; mimeType: string; fileSize: number };

async function fileAsset(name: string, type: string, bytes: Buffer): Promise<Asset> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return { uri: pathToFileURL(path).href, fileName: name, mimeType: type, fileSize: bytes.length };
}

type SeenMessage = {
  body: string;
  attachments: Array<{ fileName: string; isImage: boolean; thumbnailUrl: string | null }>;
};

async function messagesSeenByLandlord(): Promise<SeenMessage[]> {
  const data = await graphRequest<{ conversation: { messages: { items: SeenMessage[] } } }>(
    landlord,
    `query ($id: ID!) { conversation(id: $id) { messages(pageSize: 50) {
      items { body attachments { fileName isImage thumbnailUrl } } } } }`,
    { id: conversationId },
  );
  return data.conversation.messages.items;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leiga-photos-'));
  await registerTenant(TENANT, PASSWORD, 'Birta Sól Einarsdóttir');
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

function setOnline(online: boolean) {
  network.mode = online ? 'up' : 'down';
  act(() => netInfoControl.setOnline(online));
}

afterEach(() => {
  network.mode = 'up';
  netInfoControl.setOnline(true);
});

describe('photos in messages', () => {
  it('uploads chosen photos, sends them with the text, and the landlord sees them', async () => {
    imagePickerControl.setAssets([
      await fileAsset('leki.png', 'image/png', PNG),
      await fileAsset('gluggi.png', 'image/png', PNG),
    ]);
    renderApp({ initialUrl: `/inbox/${conversationId}`, session: tenant });
    expect(await screen.findByText(QUESTION)).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Choose photos' }));
    expect(await screen.findByText('leki.png is ready')).toBeOnTheScreen();
    expect(await screen.findByText('gluggi.png is ready')).toBeOnTheScreen();
    // One is taken back before sending.
    fireEvent.press(screen.getByRole('button', { name: 'Remove gluggi.png' }));
    expect(screen.queryByText('gluggi.png is ready')).toBeNull();

    const text = `Hér er lekinn (${Platform.OS}).`;
    fireEvent.changeText(screen.getByLabelText('Message'), text);
    fireEvent.press(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(await screen.findByRole('imagebutton', { name: /^Open the photo / })).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText('leki.png is ready')).not.toBeOnTheScreen());

    const sent = (await messagesSeenByLandlord()).filter((m) => m.body === text);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toHaveLength(1);
    expect(sent[0]!.attachments[0]).toMatchObject({ isImage: true });
    expect(sent[0]!.attachments[0]!.thumbnailUrl).toBeTruthy();
  });

  it('says why a file cannot go, in the user’s language, and sends nothing until removed', async () => {
    imagePickerControl.setAssets([
      await fileAsset('skjal.zip', 'application/zip', Buffer.from('PK\u0003\u0004')),
    ]);
    renderApp({ locale: 'is', initialUrl: `/inbox/${conversationId}`, session: tenant });
    expect(await screen.findByText(QUESTION)).toBeOnTheScreen();
    const before = (await messagesSeenByLandlord()).length;

    fireEvent.press(screen.getByRole('button', { name: 'Velja myndir' }));
    expect(await screen.findByText(/^skjal\.zip: /)).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Skilaboð'), 'Og skjalið');
    expect(screen.getByRole('button', { name: 'Senda' })).toBeDisabled();

    fireEvent.press(screen.getByRole('button', { name: 'Fjarlægja skjal.zip' }));
    expect(screen.getByRole('button', { name: 'Senda' })).toBeEnabled();
    expect(await messagesSeenByLandlord()).toHaveLength(before);
  });

  it('shows the api’s refusal of a file that only claims to be a photo', async () => {
    imagePickerControl.setAssets([
      await fileAsset('fals.png', 'image/png', Buffer.from('this is not a png at all')),
    ]);
    renderApp({ initialUrl: `/inbox/${conversationId}`, session: tenant });
    expect(await screen.findByText(QUESTION)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Choose photos' }));
    expect(await screen.findByText(/^fals\.png: /)).toBeOnTheScreen();
    expect(screen.queryByText(/^fals\.png: Something went wrong/)).toBeNull();
  });

  it('keeps a photo chosen offline on the phone and sends it with its message once, when back online', async () => {
    const asset = await fileAsset('rakablettur.png', 'image/png', PNG);
    imagePickerControl.setAssets([asset]);
    renderApp({ initialUrl: `/inbox/${conversationId}`, session: tenant });
    expect(await screen.findByText(QUESTION)).toBeOnTheScreen();
    setOnline(false);
    expect(await screen.findByText(/^Offline — /)).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Choose photos' }));
    expect(await screen.findByText('rakablettur.png is waiting on the phone')).toBeOnTheScreen();
    // A copy in the app's own folder: the picker's cache file may be cleared meanwhile.
    expect(keptFiles('message-photos')).toEqual([expect.stringMatching(/rakablettur\.png$/)]);
    await rm(new URL(asset.uri));

    const text = `Rakablettur í loftinu (${Platform.OS}).`;
    fireEvent.changeText(screen.getByLabelText('Message'), text);
    fireEvent.press(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Waiting to send')).toBeOnTheScreen();
    expect(screen.getByText('1 photo waiting')).toBeOnTheScreen();
    expect((await messagesSeenByLandlord()).some((m) => m.body === text)).toBe(false);

    setOnline(true);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeOnTheScreen(), {
      timeout: 40_000,
    });
    expect(
      await screen.findByRole('imagebutton', { name: /^Open the photo rakablettur/ }),
    ).toBeOnTheScreen();
    expect(keptFiles('message-photos')).toEqual([]);
    // Offline and back again: nothing more goes.
    setOnline(false);
    setOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const sent = (await messagesSeenByLandlord()).filter((m) => m.body === text);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toEqual([
      expect.objectContaining({ fileName: expect.stringMatching(/rakablettur/), isImage: true }),
    ]);
  });
});
