import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmUsage } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { publishedListingOf, seedIcelandicConversation } from './support/ai.js';

type Summary = {
  id: number;
  conversation_id: number;
  summary: string;
  provider_kind: string;
  is_extractive: boolean;
  language: string;
  message_count: number;
};
type Suggestions = {
  suggestions: string[];
  language: string;
  provider_kind: string;
  is_template_based: boolean;
};
type UsageReport = {
  from_date: string;
  to_date: string;
  results: Array<{
    day: string;
    feature: string;
    calls: number;
    errors: number;
    input_characters: number;
    p95_latency_ms: number;
  }>;
};

let t: TestApp;
let landlord: Session;
let staff: Session;
let otherTenant: Session;
let conversationId: number;
let tenant: Session;

beforeAll(async () => {
  t = await createTestApp();
  [landlord, staff, otherTenant] = await Promise.all([
    t.as('landlord'),
    t.as('staff'),
    t.as('otherTenant'),
  ]);
  const listingId = await publishedListingOf(t, landlord.userId);
  ({ conversationId, tenant } = await seedIcelandicConversation(t, landlord, listingId, {
    tenant: [
      'Góðan dag. Er íbúðin enn laus?',
      'Get ég komið að skoða á fimmtudaginn kl. 17:30?',
      'Frábært, ég tek íbúðina. Ég samþykki 250.000 kr. leigu og tryggingu upp á 750.000 kr.',
    ],
    landlord: [
      'Já, hún er laus frá 1. desember.',
      'Fimmtudagur kl. 17:30 hentar vel, ég sýni þér íbúðina þá.',
    ],
  }));
}, 120_000);
afterAll(() => t.close());

describe('conversation summaries (staff)', () => {
  it('refuses everyone but staff', async () => {
    const anonymous = await t.call('GET', '/api/conversation-summaries/');
    expect(anonymous.status).toBe(401);
    for (const session of [landlord, tenant, otherTenant]) {
      const list = await t.call('GET', '/api/conversation-summaries/', { token: session.access });
      expect(list.status).toBe(403);
      const create = await t.call('POST', '/api/conversation-summaries/', {
        token: session.access,
        body: { conversation_id: conversationId },
      });
      expect(create.status).toBe(403);
    }
    const usage = await t.call('GET', '/api/admin/llm-usage/', { token: landlord.access });
    expect(usage.status).toBe(403);
  });

  it('summarises a conversation with its dates, money, viewing and decision, per participant', async () => {
    const reply = await t.call<Summary>('POST', '/api/conversation-summaries/', {
      token: staff.access,
      body: { conversation_id: conversationId },
    });
    expect(reply.status).toBe(201);
    const summary = reply.body;
    expect(summary).toMatchObject({
      conversation_id: conversationId,
      provider_kind: 'local',
      is_extractive: true,
      language: 'is',
      message_count: 5,
    });
    expect(summary.summary).toContain('5 skilaboð');
    expect(summary.summary).toContain('Sigríður Jónsdóttir (leigjandi):');
    expect(summary.summary).toContain('Jón Guðmundsson (leigusali):');
    expect(summary.summary).toContain('1. desember');
    expect(summary.summary).toContain('kl. 17:30');
    expect(summary.summary).toContain('250.000 kr.');
    expect(summary.summary).toContain('750.000 kr.');
    expect(summary.summary).toMatch(/\[[^\]]*Ákvörðun[^\]]*\] Frábært, ég tek íbúðina\./);
    expect(summary.summary).toMatch(/\[[^\]]*Skoðun[^\]]*\] Get ég komið að skoða/);

    const read = await t.call<Summary>('GET', `/api/conversation-summaries/${summary.id}/`, {
      token: staff.access,
    });
    expect(read.body.summary).toBe(summary.summary);
    const list = await t.call<{ count: number; results: Summary[] }>(
      'GET',
      `/api/conversation-summaries/?conversation=${conversationId}`,
      { token: staff.access },
    );
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]!.id).toBe(summary.id);
  });

  it('regenerates a summary in place with the messages sent since', async () => {
    const made = await t.call<Summary>('POST', '/api/conversation-summaries/', {
      token: staff.access,
      body: { conversation_id: conversationId },
    });
    await t.call('POST', `/api/conversations/${conversationId}/messages/`, {
      token: landlord.access,
      body: { message: 'Ég sendi þér samninginn til undirritunar á morgun.' },
    });
    const again = await t.call<Summary>(
      'POST',
      `/api/conversation-summaries/${made.body.id}/regenerate/`,
      { token: staff.access },
    );
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);
    expect(again.body.message_count).toBe(6);
    expect(again.body.summary).toContain('til undirritunar á morgun');
  });

  it('answers 404 for a conversation or summary that does not exist and 400 for bad input', async () => {
    const missing = await t.call('POST', '/api/conversation-summaries/', {
      token: staff.access,
      body: { conversation_id: 999_999 },
    });
    expect(missing.status).toBe(404);
    const bad = await t.call('POST', '/api/conversation-summaries/', {
      token: staff.access,
      body: { conversation_id: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('conversation_id');
    const none = await t.call('GET', '/api/conversation-summaries/999999/', {
      token: staff.access,
    });
    expect(none.status).toBe(404);
  });
});

describe('reply suggestions (landlords)', () => {
  it('gives the landlord three Icelandic replies to an Icelandic question about the viewing', async () => {
    await t.call('POST', `/api/conversations/${conversationId}/messages/`, {
      token: tenant.access,
      body: { message: 'Má ég koma aftur að skoða íbúðina með manninum mínum?' },
    });
    const reply = await t.call<Suggestions>(
      'POST',
      `/api/conversations/${conversationId}/reply-suggestions/`,
      { token: landlord.access, body: {} },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      language: 'is',
      provider_kind: 'local',
      is_template_based: true,
    });
    expect(reply.body.suggestions).toHaveLength(3);
    expect(reply.body.suggestions[0]).toContain('velkomið að koma og skoða');
  });

  it('answers what the last question asks: pets', async () => {
    await t.call('POST', `/api/conversations/${conversationId}/messages/`, {
      token: tenant.access,
      body: { message: 'Eitt enn: má hafa kött í íbúðinni?' },
    });
    const reply = await t.call<Suggestions>(
      'POST',
      `/api/conversations/${conversationId}/reply-suggestions/`,
      { token: landlord.access, body: {} },
    );
    expect(reply.body.suggestions.some((s) => s.includes('Gæludýr'))).toBe(true);
  });

  it('refuses the tenant (403), a stranger (404) and staff who do not take part (403)', async () => {
    const url = `/api/conversations/${conversationId}/reply-suggestions/`;
    expect((await t.call('POST', url, { token: tenant.access, body: {} })).status).toBe(403);
    expect((await t.call('POST', url, { token: otherTenant.access, body: {} })).status).toBe(404);
    expect((await t.call('POST', url, { token: staff.access, body: {} })).status).toBe(403);
    expect((await t.call('POST', url, { body: {} })).status).toBe(401);
  });
});

describe('usage (staff)', () => {
  it('records every call and aggregates them per feature and day', async () => {
    const rows = await t.db
      .select()
      .from(llmUsage)
      .where(eq(llmUsage.conversationId, conversationId));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.outcome === 'ok' && r.providerKind === 'local')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const report = await t.call<UsageReport>(
      'GET',
      `/api/admin/llm-usage/?from_date=${today}&to_date=${today}`,
      { token: staff.access },
    );
    expect(report.status).toBe(200);
    const summaries = report.body.results.find((r) => r.feature === 'conversation_summary');
    const suggestions = report.body.results.find((r) => r.feature === 'reply_suggestion');
    expect(summaries).toMatchObject({ day: today, calls: 3, errors: 0 });
    expect(suggestions).toMatchObject({ day: today, calls: 2, errors: 0 });
    expect(summaries!.input_characters).toBeGreaterThan(100);
  });

  it('refuses a reversed period with a field error', async () => {
    const reply = await t.call(
      'GET',
      '/api/admin/llm-usage/?from_date=2026-05-02&to_date=2026-05-01',
      {
        token: staff.access,
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toHaveProperty('to_date');
  });
});
