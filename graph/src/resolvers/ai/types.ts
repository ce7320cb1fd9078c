import type {
  ConversationSummaryPageResolvers,
  ConversationSummaryResolvers,
  LlmUsageDayResolvers,
  LlmUsageReportResolvers,
  ReplySuggestionsResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase, one small map per type. */

export const LlmUsageReport: LlmUsageReportResolvers = {
  fromDate: (r) => r.from_date,
  toDate: (r) => r.to_date,
  days: (r) => r.results,
};

export const LlmUsageDay: LlmUsageDayResolvers = {
  inputTokens: (d) => d.input_tokens,
  outputTokens: (d) => d.output_tokens,
  inputCharacters: (d) => d.input_characters,
  outputCharacters: (d) => d.output_characters,
  p50LatencyMs: (d) => d.p50_latency_ms,
  p95LatencyMs: (d) => d.p95_latency_ms,
};

export const ConversationSummary: ConversationSummaryResolvers = {
  conversationId: (s) => s.conversation_id,
  /** Staff read any conversation; one that is gone reads as null. */
  conversation: async (s, _args, { dataSources }) => {
    try {
      return await dataSources.inbox.getConversation(s.conversation_id);
    } catch (error) {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
        return null;
      throw error;
    }
  },
  providerKind: (s) => s.provider_kind,
  isExtractive: (s) => s.is_extractive,
  messageCount: (s) => s.message_count,
  createdAt: (s) => s.created_at,
  updatedAt: (s) => s.updated_at,
};

export const ConversationSummaryPage: ConversationSummaryPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export const ReplySuggestions: ReplySuggestionsResolvers = {
  conversationId: (r) => r.conversation_id,
  providerKind: (r) => r.provider_kind,
  isTemplateBased: (r) => r.is_template_based,
};

export { AiFeature, AiProviderKind } from '../../rest/ai-types.js';
