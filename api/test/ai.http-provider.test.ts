import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmUsage } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { publishedListingOf, seedIcelandicConversation } from './support/ai.js';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from './support/chat-completions-server.js';

let server: ChatCompletionsServer;
let t: TestApp;
let staff: Session;
let landlord: Session;
let conversationId: number;

async function newestUsage() {
  const [row] = await t.db.select().from(llmUsage).orderBy(desc(llmUsage.id)).limit(1);
  return row!;
}

beforeAll(async () => {
  server = await startChatCompletionsServer();
  t = await createTestApp({
    aiBaseUrl: server.baseUrl,
    aiApiKey: 'sk-test-key',
    aiModel: 'test-model',
    aiTimeoutMs: 300,
  });
  [staff, landlord] = await Promise.all([t.as('staff'), t.as('landlord')]);
  const listingId = await publishedListingOf(t, landlord.userId);
  ({ conversationId } = await seedIcelandicConversation(t, landlord, listingId, {
    tenant: ['Is the flat still available?', 'Can I view it on Friday at 18:00?'],
    landlord: ['Yes, from 1 December.'],
  }));
}, 120_000);
afterAll(async () => {
  await t.close();
  await server.close();
});

describe('the OpenAI-compatible provider over HTTP', () => {
  it('sends the transcript with the key and model and keeps the model’s summary', async () => {
    server.setBehaviour({
      kind: 'answer',
      content: JSON.stringify({ summary: 'The tenant asks to view the flat on Friday at 18:00.' }),
      promptTokens: 210,
      completionTokens: 18,
    });
    const reply = await t.call<{
      summary: string;
      provider_kind: string;
      is_extractive: boolean;
      model: string;
    }>('POST', '/api/conversation-summaries/', {
      token: staff.access,
      body: { conversation_id: conversationId },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      summary: 'The tenant asks to view the flat on Friday at 18:00.',
      provider_kind: 'openai-compatible',
      is_extractive: false,
      model: 'test-model',
    });
    const request = server.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test-key');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages[1]!.content).toContain('Can I view it on Friday at 18:00?');
    expect(await newestUsage()).toMatchObject({
      feature: 'conversation_summary',
      providerKind: 'openai-compatible',
      model: 'test-model',
      inputTokens: 210,
      outputTokens: 18,
      outcome: 'ok',
      conversationId,
    });
  });

  it('gives the landlord the model’s suggestions, not marked as templates', async () => {
    server.setBehaviour({
      kind: 'answer',
      content: JSON.stringify({
        suggestions: ['Friday works.', 'Saturday instead?', 'Sorry, no.', 'Extra'],
      }),
    });
    const reply = await t.call<{ suggestions: string[]; is_template_based: boolean }>(
      'POST',
      `/api/conversations/${conversationId}/reply-suggestions/`,
      { token: landlord.access, body: {} },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.suggestions).toEqual(['Friday works.', 'Saturday instead?', 'Sorry, no.']);
    expect(reply.body.is_template_based).toBe(false);
  });

  it('records an error outcome and answers 502 when the service fails', async () => {
    server.setBehaviour({ kind: 'status', status: 503 });
    const reply = await t.call('POST', '/api/conversation-summaries/', {
      token: staff.access,
      body: { conversation_id: conversationId },
    });
    expect(reply.status).toBe(502);
    expect(reply.body.code).toBe('ai_unavailable');
    expect(await newestUsage()).toMatchObject({
      outcome: 'error',
      outputCharacters: 0,
      conversationId,
    });
  });

  it('records an error outcome when the answer is not the JSON asked for', async () => {
    server.setBehaviour({ kind: 'answer', content: 'Here is your summary: ...' });
    const reply = await t.call('POST', `/api/conversations/${conversationId}/reply-suggestions/`, {
      token: landlord.access,
      body: {},
    });
    expect(reply.status).toBe(502);
    expect(await newestUsage()).toMatchObject({ feature: 'reply_suggestion', outcome: 'error' });
  });

  it('records a timeout and answers 504 when the service is too slow', async () => {
    server.setBehaviour({ kind: 'hang', ms: 2000 });
    const reply = await t.call('POST', '/api/conversation-summaries/', {
      token: staff.access,
      body: { conversation_id: conversationId },
    });
    expect(reply.status).toBe(504);
    expect(reply.body.code).toBe('ai_timeout');
    const usage = await newestUsage();
    expect(usage.outcome).toBe('timeout');
    expect(usage.latencyMs).toBeGreaterThanOrEqual(250);
  });

  it('shows the failures in the usage report', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = await t.call<{
      results: Array<{ feature: string; calls: number; errors: number; timeouts: number }>;
    }>('GET', `/api/admin/llm-usage/?from_date=${today}`, { token: staff.access });
    const summaries = report.body.results.find((r) => r.feature === 'conversation_summary');
    expect(summaries).toMatchObject({ calls: 3, errors: 1, timeouts: 1 });
  });
});
