/** AI help in the inbox (issue #15): what is recorded, and the limits of the staff screens. */
export const AI_FEATURES = [
  'conversation_summary',
  'reply_suggestion',
  'message_fraud',
  'listing_fraud',
] as const;
export type AiFeatureName = (typeof AI_FEATURES)[number];

export const AI_PROVIDER_KINDS = ['local', 'openai-compatible'] as const;
export type AiProviderKind = (typeof AI_PROVIDER_KINDS)[number];

export const AI_OUTCOMES = ['ok', 'error', 'timeout'] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** Reply suggestions shown at once to a landlord. */
export const REPLY_SUGGESTION_COUNT = 3;
/** Conversation summaries in one page of the back office's list. */
export const CONVERSATION_SUMMARIES_PAGE_SIZE = 20;
/** The longest period the usage table aggregates at once (days). */
export const LLM_USAGE_MAX_DAYS = 366;
/** The usage table's default period: the last 30 days. */
export const LLM_USAGE_DEFAULT_DAYS = 30;
