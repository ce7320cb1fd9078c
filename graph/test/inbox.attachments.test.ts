import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, restLogin, startStack, type Stack } from './helpers.js';

/** Files in messages through the graph (issue #15): uploaded over REST, sent and read here. */
let stack: Stack;
let tenant: string;
let landlord: string;
let stranger: string;
let conversationId: string;

const ATTACHMENT_FIELDS = /* GraphQL */ `
  id
  fileName
  contentType
  size
  isImage
  width
  height
  url
  thumbnailUrl
  expiresAt
`;

type GraphAttachment = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  isImage: boolean;
  width: number | null;
  url: string;
  thumbnailUrl: string | null;
};
type GraphMessage = { id: string; body: string; attachments: GraphAttachment[] };

const SEND = /* GraphQL */ `
  mutation Send($conversationId: ID!, $message: String, $attachmentIds: [ID!]!) {
    sendMessageWithAttachments(
      conversationId: $conversationId
      message: $message
      attachmentIds: $attachmentIds
    ) {
      id
      body
      attachments { ${ATTACHMENT_FIELDS} }
    }
  }
`;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The REST upload the web makes (multipart, field `file`), with the bearer token. */
async function upload(token: string, name: string, type: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${stack.api.url}/api/conversations/${conversationId}/attachments/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { results: Array<{ id: number }> } };
}

async function photo(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  stack = await startStack();
  const [t, l] = await Promise.all([login(stack, 'anna@leiga.is'), login(stack, 'jon@leiga.is')]);
  tenant = t.accessToken;
  landlord = l.accessToken;
  stranger = await restLogin(stack, 'kristin@leiga.is');
  const listings = await stack.gql<{
    listings: { items: Array<{ id: string; owner: { id: string } }> };
  }>('{ listings(pageSize: 100) { items { id owner { id } } } }');
  const listingId = listings.data!.listings.items.find((i) => i.owner.id === l.user.id)!.id;
  const started = await stack.gql<{ startListingConversation: { conversation: { id: string } } }>(
    'mutation ($l: ID!) { startListingConversation(listingId: $l, message: "Myndir?") { conversation { id } } }',
    { l: listingId },
    { token: tenant },
  );
  conversationId = started.data!.startListingConversation.conversation.id;
}, 120_000);
afterAll(() => stack.close());

describe('message attachments in the graph', () => {
  it('sends uploaded files with a message and resolves them on the message for the other side', async () => {
    // One after the other: a message lists its files in upload order.
    const picture = await upload(tenant, 'stofa.png', 'image/png', await photo());
    const doc = await upload(tenant, 'kvittun.pdf', 'application/pdf', PDF);
    expect([picture.status, doc.status]).toEqual([201, 201]);
    const ids = [picture.body.results[0]!.id, doc.body.results[0]!.id].map(String);

    const sent = await stack.gql<{ sendMessageWithAttachments: GraphMessage }>(
      SEND,
      { conversationId, message: null, attachmentIds: ids },
      { token: tenant },
    );
    expect(sent.errors).toEqual([]);
    expect(sent.data!.sendMessageWithAttachments.body).toBe('');
    expect(sent.data!.sendMessageWithAttachments.attachments.map((a) => a.id)).toEqual(ids);

    const read = await stack.gql<{ conversation: { messages: { items: GraphMessage[] } } }>(
      `query ($id: ID!) { conversation(id: $id) { messages { items { id body attachments { ${ATTACHMENT_FIELDS} } } } } }`,
      { id: conversationId },
      { token: landlord },
    );
    const message = read.data!.conversation.messages.items.find(
      (m) => m.id === sent.data!.sendMessageWithAttachments.id,
    )!;
    expect(message.attachments).toMatchObject([
      { fileName: 'stofa.jpg', contentType: 'image/jpeg', isImage: true, width: 64 },
      {
        fileName: 'kvittun.pdf',
        contentType: 'application/pdf',
        isImage: false,
        thumbnailUrl: null,
      },
    ]);
    expect(message.attachments[0]!.thumbnailUrl).toMatch(/^\/api\/message-files\/.+thumbnail=1$/);
    const file = await fetch(`${stack.api.url}${message.attachments[1]!.url}`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Fresh links for a participant; none for someone outside the conversation.
    const query = `query ($id: ID!) { messageAttachment(id: $id) { id fileName } }`;
    const mine = await stack.gql<{ messageAttachment: GraphAttachment | null }>(
      query,
      { id: ids[1] },
      { token: landlord },
    );
    expect(mine.data!.messageAttachment).toMatchObject({ id: ids[1], fileName: 'kvittun.pdf' });
    const theirs = await stack.gql<{ messageAttachment: GraphAttachment | null }>(
      query,
      { id: ids[1] },
      { token: stranger },
    );
    expect(theirs.data!.messageAttachment).toBeNull();
  });

  it('refuses files that are not the sender’s, and forged ids, as bad input', async () => {
    const upload1 = await upload(landlord, 'hans.pdf', 'application/pdf', PDF);
    const foreign = await stack.gql(
      SEND,
      { conversationId, message: 'Hæ', attachmentIds: [String(upload1.body.results[0]!.id)] },
      { token: tenant },
    );
    expect(codesOf(foreign)).toEqual(['BAD_USER_INPUT']);
    const forged = await stack.gql(
      SEND,
      { conversationId, message: 'Hæ', attachmentIds: ['1; DROP'] },
      { token: tenant },
    );
    expect(codesOf(forged)).toEqual(['BAD_USER_INPUT']);
  });
});
