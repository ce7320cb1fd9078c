import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, startStack, type Stack } from './helpers.js';
import {
  CONVERSATION_WARNINGS,
  DETECTIONS,
  OVERVIEW,
  REVIEW,
  type GraphDetection,
  type GraphWarning,
} from './fraud.operations.js';
import { SEND_MESSAGE, START_LISTING_CONVERSATION } from './inbox.operations.js';

const SCAM =
  'Ég er staddur erlendis og get ekki sýnt íbúðina. Leggðu inn tryggingu með Western Union og ég sendi lyklana í pósti.';

let stack: Stack;
let tenant: string;
let landlord: string;
let landlordId: string;
let staff: string;
let conversationId: string;
let scamId: string;

type Warnings = {
  conversation: { messages: { items: Array<{ id: string; fraudWarning: GraphWarning | null }> } };
};
type Detections = {
  messageFraudDetections: { count: number; hasNextPage: boolean; items: GraphDetection[] };
};

const warningOf = async (token: string) => {
  const res = await stack.gql<Warnings>(CONVERSATION_WARNINGS, { id: conversationId }, { token });
  return res.data?.conversation.messages.items.find((m) => m.id === scamId)?.fraudWarning;
};

beforeAll(async () => {
  stack = await startStack();
  const [t, l, s] = await Promise.all([
    login(stack, 'anna@leiga.is'),
    login(stack, 'jon@leiga.is'),
    login(stack, 'stjorn@leiga.is'),
  ]);
  [tenant, landlord, staff, landlordId] = [t.accessToken, l.accessToken, s.accessToken, l.user.id];
  const listings = await stack.gql<{
    listings: { items: Array<{ id: string; owner: { id: string } }> };
  }>('{ listings(pageSize: 100) { items { id owner { id } } } }');
  const listingId = listings.data!.listings.items.find((i) => i.owner.id === landlordId)!.id;
  const started = await stack.gql<{ startListingConversation: { conversation: { id: string } } }>(
    START_LISTING_CONVERSATION,
    { listingId, message: 'Er íbúðin laus?' },
    { token: tenant },
  );
  conversationId = started.data!.startListingConversation.conversation.id;
  const sent = await stack.gql<{ sendMessage: { id: string } }>(
    SEND_MESSAGE,
    { conversationId, message: SCAM },
    { token: landlord },
  );
  scamId = sent.data!.sendMessage.id;
}, 120_000);
afterAll(() => stack.close());

describe('Message.fraudWarning', () => {
  it('warns the recipient and staff, with the signals as enum values', async () => {
    const warning = await warningOf(tenant);
    expect(warning?.score).toBeGreaterThanOrEqual(0.5);
    expect(warning?.signals.map((s) => s.code)).toEqual(
      expect.arrayContaining(['OWNER_ABROAD', 'MONEY_TRANSFER_SERVICE', 'DEPOSIT_BEFORE_VIEWING']),
    );
    expect(await warningOf(staff)).not.toBeNull();
  });

  it('is null for the sender', async () => {
    expect(await warningOf(landlord)).toBeNull();
  });
});

describe('staff review', () => {
  it('lists pending detections and refuses others', async () => {
    const res = await stack.gql<Detections>(DETECTIONS, { status: 'PENDING' }, { token: staff });
    expect(res.errors).toEqual([]);
    const detection = res.data!.messageFraudDetections.items[0]!;
    expect(detection).toMatchObject({
      conversationId,
      status: 'PENDING',
      message: { id: scamId, body: SCAM },
      sender: { id: landlordId },
    });
    const refused = await stack.gql(DETECTIONS, {}, { token: tenant });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });

  it('confirms a detection and shows it in the sender’s overview', async () => {
    const list = await stack.gql<Detections>(DETECTIONS, {}, { token: staff });
    const id = list.data!.messageFraudDetections.items[0]!.id;
    const reviewed = await stack.gql<{ reviewMessageFraudDetection: GraphDetection }>(
      REVIEW,
      { id, status: 'CONFIRMED_SCAM' },
      { token: staff },
    );
    expect(reviewed.data?.reviewMessageFraudDetection.status).toBe('CONFIRMED_SCAM');
    expect(reviewed.data?.reviewMessageFraudDetection.reviewedAt).not.toBeNull();

    const overview = await stack.gql<{
      scamDetectionOverview: {
        detections: { total: number; confirmedScam: number };
        messagesSent: number;
        latestDetections: Array<{ id: string }>;
      };
    }>(OVERVIEW, { userId: landlordId }, { token: staff });
    expect(overview.data?.scamDetectionOverview.detections.confirmedScam).toBe(1);
    expect(overview.data?.scamDetectionOverview.messagesSent).toBeGreaterThanOrEqual(1);
    expect(overview.data?.scamDetectionOverview.latestDetections.map((d) => d.id)).toContain(id);

    const missing = await stack.gql(OVERVIEW, { userId: '2000000' }, { token: staff });
    expect(missing.data).toEqual({ scamDetectionOverview: null });
  });
});
