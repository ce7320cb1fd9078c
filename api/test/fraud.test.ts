import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, llmUsage, messageFraudDetections } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';

type Warning = { score: number; signals: Array<{ code: string; excerpt: string }> };
type Message = { id: number; body: string; fraud_warning: Warning | null };
type Started = { conversation: { id: number; last_message: Message | null }; message: Message };
type MessagePage = { results: Message[] };
type Detection = {
  id: number;
  conversation_id: number;
  message: { id: number; body: string } | null;
  sender: { id: number; full_name: string } | null;
  score: number;
  status: string;
  reviewer: { id: number } | null;
  reviewed_at: string | null;
};
type DetectionPage = { count: number; results: Detection[] };
type Overview = {
  user: { id: number };
  detections: { total: number; pending: number; confirmed_scam: number; dismissed: number };
  messages_sent: number;
  conversations: number;
  latest_detections: Detection[];
};

const SCAM =
  'I am currently abroad and cannot show you the flat. Send the deposit by Western Union before the viewing and I will mail the keys.';
const NORMAL = 'Yes, it is available. I can show it on Saturday at 2 pm.';

let t: TestApp;
let landlord: Session;
let staff: Session;
let tenant: Session;
let conversationId: number;
let scamMessageId: number;

async function messagesAs(session: Session, id: number): Promise<Message[]> {
  const reply = await t.call<MessagePage>('GET', `/api/conversations/${id}/messages/`, {
    token: session.access,
  });
  expect(reply.status).toBe(200);
  return reply.body.results;
}

async function detectionsAs(session: Session, query = '') {
  return t.call<DetectionPage>('GET', `/api/admin/message-fraud-detections/${query}`, {
    token: session.access,
  });
}

async function review(session: Session, id: number, status: unknown) {
  return t.call<Detection>('PATCH', `/api/admin/message-fraud-detections/${id}/`, {
    token: session.access,
    body: { status },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [landlord, staff] = await Promise.all([t.as('landlord'), t.as('staff')]);
  tenant = await t.register({ user_type: 'TN' });
  const [listing] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, landlord.userId), eq(listings.status, 'published')))
    .limit(1);
  const asked = await t.call<Started>('POST', `/api/listings/${listing!.id}/messages/`, {
    token: tenant.access,
    body: { message: 'Is the flat still available? Can I see it this week?' },
  });
  conversationId = asked.body.conversation.id;
  const sent = await t.call<Message>('POST', `/api/conversations/${conversationId}/messages/`, {
    token: landlord.access,
    body: { message: SCAM },
  });
  expect(sent.status).toBe(201);
  // The sender hears nothing of it, not even in the reply to their own send.
  expect(sent.body.fraud_warning).toBeNull();
  scamMessageId = sent.body.id;
  await t.call('POST', `/api/conversations/${conversationId}/messages/`, {
    token: landlord.access,
    body: { message: NORMAL },
  });
}, 120_000);
afterAll(() => t.close());

describe('assessing sent messages', () => {
  it('stores a pending detection for a scam message in the same write, none for a normal one', async () => {
    const rows = await t.db
      .select()
      .from(messageFraudDetections)
      .where(eq(messageFraudDetections.conversationId, conversationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      messageId: scamMessageId,
      senderId: landlord.userId,
      status: 'pending',
      reviewerId: null,
    });
    expect(rows[0]!.score).toBeGreaterThanOrEqual(0.5);
    expect(rows[0]!.signals.map((s) => s.code)).toEqual(
      expect.arrayContaining(['money_transfer_service', 'owner_abroad', 'deposit_before_viewing']),
    );
  });

  it('assesses through the AI provider, one usage row a message', async () => {
    const rows = await t.db
      .select()
      .from(llmUsage)
      .where(
        and(eq(llmUsage.conversationId, conversationId), eq(llmUsage.feature, 'message_fraud')),
      );
    // The scam and the normal reply; the opening question was assessed before its conversation.
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.outcome === 'ok' && r.providerKind === 'local')).toBe(true);
    expect(rows.map((r) => r.inputCharacters).sort((a, b) => a - b)).toEqual(
      [NORMAL.length, SCAM.length].sort((a, b) => a - b),
    );
  });

  it('shows the recipient a warning with the score and signals', async () => {
    const messages = await messagesAs(tenant, conversationId);
    const scam = messages.find((m) => m.id === scamMessageId)!;
    expect(scam.fraud_warning?.score).toBeGreaterThanOrEqual(0.5);
    expect(scam.fraud_warning?.signals.map((s) => s.code)).toContain('money_transfer_service');
    expect(messages.find((m) => m.body === NORMAL)?.fraud_warning).toBeNull();
  });

  it('does not show the sender the warning on their own message', async () => {
    const messages = await messagesAs(landlord, conversationId);
    expect(messages.find((m) => m.id === scamMessageId)?.fraud_warning).toBeNull();
  });

  it('shows staff the warning too', async () => {
    const messages = await messagesAs(staff, conversationId);
    expect(messages.find((m) => m.id === scamMessageId)?.fraud_warning).not.toBeNull();
  });
});

describe('the staff review', () => {
  it('refuses anyone but staff', async () => {
    expect((await detectionsAs(tenant)).status).toBe(403);
    expect((await detectionsAs(landlord)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/message-fraud-detections/')).status).toBe(401);
    expect((await review(tenant, 1, 'dismissed')).status).toBe(403);
    const overview = await t.call(
      'GET',
      `/api/admin/users/${landlord.userId}/scam-detection-overview/`,
      {
        token: tenant.access,
      },
    );
    expect(overview.status).toBe(403);
  });

  it('lists detections by status, paginated, with the message and sender', async () => {
    const pending = await detectionsAs(staff, '?status=pending&page_size=1');
    expect(pending.status).toBe(200);
    expect(pending.body.count).toBeGreaterThanOrEqual(1);
    expect(pending.body.results).toHaveLength(1);
    const mine = pending.body.results[0]!;
    expect(mine).toMatchObject({
      conversation_id: conversationId,
      message: { id: scamMessageId, body: SCAM },
      sender: { id: landlord.userId },
      status: 'pending',
    });
    const bad = await detectionsAs(staff, '?status=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'validation.invalid' });
  });

  it('confirms, dismisses (the recipient then sees no warning) and reopens a detection', async () => {
    const [row] = await t.db
      .select({ id: messageFraudDetections.id })
      .from(messageFraudDetections)
      .where(eq(messageFraudDetections.messageId, scamMessageId));
    const confirmed = await review(staff, row!.id, 'confirmed_scam');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed_scam',
      reviewer: { id: staff.userId },
    });
    expect(confirmed.body.reviewed_at).not.toBeNull();
    expect(
      (await detectionsAs(staff, '?status=confirmed_scam')).body.results.map((d) => d.id),
    ).toContain(row!.id);

    expect((await review(staff, row!.id, 'dismissed')).body.status).toBe('dismissed');
    const afterDismissal = await messagesAs(tenant, conversationId);
    expect(afterDismissal.find((m) => m.id === scamMessageId)?.fraud_warning).toBeNull();

    const reopened = await review(staff, row!.id, 'pending');
    expect(reopened.body).toMatchObject({ status: 'pending', reviewer: null, reviewed_at: null });
  });

  it('answers bad input with 400 and an unknown detection with 404', async () => {
    const bad = await review(staff, 1, 'guilty');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'validation.invalid' });
    expect((await review(staff, 2_000_000, 'dismissed')).status).toBe(404);
    const extra = await t.call('PATCH', '/api/admin/message-fraud-detections/1/', {
      token: staff.access,
      body: { status: 'dismissed', reviewer_id: 1 },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.fields).toEqual({ reviewer_id: 'validation.unknown_field' });
  });

  it("gives a user's scam-detection overview", async () => {
    const reply = await t.call<Overview>(
      'GET',
      `/api/admin/users/${landlord.userId}/scam-detection-overview/`,
      { token: staff.access },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.user.id).toBe(landlord.userId);
    expect(reply.body.detections.total).toBeGreaterThanOrEqual(1);
    expect(reply.body.detections.pending).toBeGreaterThanOrEqual(1);
    expect(reply.body.messages_sent).toBeGreaterThanOrEqual(2);
    expect(reply.body.conversations).toBeGreaterThanOrEqual(1);
    expect(reply.body.latest_detections.map((d) => d.message?.id)).toContain(scamMessageId);
    const missing = await t.call('GET', '/api/admin/users/2000000/scam-detection-overview/', {
      token: staff.access,
    });
    expect(missing.status).toBe(404);
  });
});
