/**
 * REST response shapes of AI help, inferred from the api's response schemas (codegen maps
 * GraphQL types onto them).
 */
import type {
  RestConversationSummary,
  RestConversationSummaryPage,
  RestLlmUsageReport,
  RestReplySuggestions,
} from '@leiga/api/contract';
import { AI_FEATURES, AI_PROVIDER_KINDS } from '@leiga/domain';

export type {
  RestConversationSummary,
  RestConversationSummaryPage,
  RestLlmUsageReport,
  RestReplySuggestions,
};
export type RestLlmUsageDay = RestLlmUsageReport['results'][number];

/** AiFeature's SCREAMING_CASE names onto the REST values. */
export const AiFeature = {
  CONVERSATION_SUMMARY: AI_FEATURES[0],
  REPLY_SUGGESTION: AI_FEATURES[1],
  MESSAGE_FRAUD: AI_FEATURES[2],
  LISTING_FRAUD: AI_FEATURES[3],
} as const;
export type AiFeature = (typeof AiFeature)[keyof typeof AiFeature];

export const AiProviderKind = {
  LOCAL: AI_PROVIDER_KINDS[0],
  OPENAI_COMPATIBLE: AI_PROVIDER_KINDS[1],
} as const;
export type AiProviderKind = (typeof AiProviderKind)[keyof typeof AiProviderKind];

export type GraphConversationSummaryPage = {
  kind: 'ConversationSummaryPage';
  page: number;
  pageSize: number;
  rest: RestConversationSummaryPage;
};

/** The REST answer with the conversation it is for (the REST body does not repeat it). */
export type GraphReplySuggestions = RestReplySuggestions & { conversation_id: number };
