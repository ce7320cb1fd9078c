import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, startStack, type Stack } from './helpers.js';
import {
  CREATE_SUMMARY,
  SEND,
  START_CONVERSATION,
  SUGGEST_REPLIES,
  SUMMARIES,
  SUMMARY,
  USAGE,
} from './ai.operations.js';

let stack: Stack;
let tenant: string;
let landlord: string;
let staff: string;
let conversationId: string;

beforeAll(async () => {
  stack = await startStack();
  const [t, l, s] = await Promise.all([
    login(stack, 'anna@leiga.is'),
    login(stack, 'jon@leiga.is'),
    login(stack, 'stjorn@leiga.is'),
  ]);
  [tenant, landlord, staff] = [t.accessToken, l.accessToken, s.accessToken];
  const listings = await stack.gql<{
    listings: { items: Array<{ id: string; owner: { id: string } }> };
  }>('{ listings(pageSize: 100) { items { id owner { id } } } }');
  const listingId = listings.data!.listings.items.find((x) => x.owner.id === l.user.id)!.id;
  const started = await stack.gql<{ startListingConversation: { conversation: { id: string } } }>(
    START_CONVERSATION,
    { listingId, message: 'Góðan dag, hver er leigan og tryggingin fyrir íbúðina?' },
    { token: tenant },
  );
  conversationId = started.data!.startListingConversation.conversation.id;
}, 120_000);
afterAll(() => stack.close());

describe('reply suggestions', () => {
  it('gives the landlord three template replies in Icelandic about the price', async () => {
    const res = await stack.gql<{
      suggestReplies: {
        conversationId: string;
        suggestions: string[];
        language: string;
        providerKind: string;
        isTemplateBased: boolean;
      };
    }>(SUGGEST_REPLIES, { input: { conversationId } }, { token: landlord });
    expect(res.errors).toEqual([]);
    expect(res.data!.suggestReplies).toMatchObject({
      conversationId,
      language: 'IS',
      providerKind: 'LOCAL',
      isTemplateBased: true,
    });
    expect(res.data!.suggestReplies.suggestions).toHaveLength(3);
    expect(res.data!.suggestReplies.suggestions[0]).toContain('trygging');
  });

  it('refuses the tenant with FORBIDDEN', async () => {
    const res = await stack.gql(SUGGEST_REPLIES, { input: { conversationId } }, { token: tenant });
    expect(codesOf(res)).toEqual(['FORBIDDEN']);
  });
});

describe('conversation summaries and usage', () => {
  it('lets staff summarise, list and read a summary with its conversation in few REST calls', async () => {
    await stack.gql(
      SEND,
      { conversationId, message: 'Leigan er 260.000 kr. á mánuði.' },
      { token: landlord },
    );
    const created = await stack.gql<{
      createConversationSummary: {
        id: string;
        summary: string;
        isExtractive: boolean;
        language: string;
        messageCount: number;
        conversation: { id: string };
      };
    }>(CREATE_SUMMARY, { input: { conversationId } }, { token: staff });
    expect(created.errors).toEqual([]);
    const summary = created.data!.createConversationSummary;
    expect(summary).toMatchObject({
      isExtractive: true,
      language: 'IS',
      messageCount: 2,
      conversation: { id: conversationId },
    });
    expect(summary.summary).toContain('260.000 kr.');

    const list = await stack.gql<{
      conversationSummaries: { count: number; items: Array<{ id: string }> };
    }>(SUMMARIES, { page: 1, pageSize: 5 }, { token: staff });
    expect(list.data!.conversationSummaries.items.map((s) => s.id)).toContain(summary.id);
    expect(stack.log.at(-1)!.restCalls).toBe(1);

    const one = await stack.gql<{ conversationSummary: { summary: string } | null }>(
      SUMMARY,
      { id: summary.id },
      { token: staff },
    );
    expect(one.data!.conversationSummary!.summary).toBe(summary.summary);
    const none = await stack.gql<{ conversationSummary: null }>(
      SUMMARY,
      { id: '999999' },
      { token: staff },
    );
    expect(none.data!.conversationSummary).toBeNull();
  });

  it('refuses summaries and usage to everyone but staff', async () => {
    expect(codesOf(await stack.gql(SUMMARIES, {}, { token: landlord }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(USAGE, {}, { token: tenant }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(USAGE, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('shows the usage per feature and day to staff', async () => {
    const res = await stack.gql<{
      llmUsage: { toDate: string; days: Array<{ feature: string; calls: number; errors: number }> };
    }>(USAGE, {}, { token: staff });
    expect(res.errors).toEqual([]);
    const features = res.data!.llmUsage.days.map((d) => d.feature);
    expect(features).toEqual(expect.arrayContaining(['CONVERSATION_SUMMARY', 'REPLY_SUGGESTION']));
    const bad = await stack.gql(
      USAGE,
      { fromDate: '2026-05-02', toDate: '2026-05-01' },
      { token: staff },
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
  });
});
