import type { ScamAssessment, ScamTextKind } from '@leiga/domain';

/**
 * AI help behind one interface: an OpenAI-compatible HTTP provider (base URL, key and model from
 * the environment) or the default local provider that needs no network (extractive and
 * template-based; the UI says so). Every call goes through the usage recorder, which writes the
 * feature, tokens or characters, latency and outcome.
 */
export type AiFeature =
  'conversation_summary' | 'reply_suggestion' | 'message_fraud' | 'listing_fraud';

export type AiMessage = {
  /** The author's role in the conversation. */
  role: 'tenant' | 'landlord' | 'staff' | 'other';
  authorName: string;
  body: string;
  sentAt: string;
};

export type AiUsage = {
  /** Token counts when the provider reports them (HTTP providers). */
  inputTokens: number | null;
  outputTokens: number | null;
  /** Characters in and out: always known, and what the local provider reports. */
  inputCharacters: number;
  outputCharacters: number;
};

export type AiResult<T> = { value: T; usage: AiUsage };

export type AiLanguage = 'is' | 'en' | 'uk' | 'da' | 'pl';

export type AiProvider = {
  /** 'local' or 'openai-compatible' (shown in the UI and recorded with the usage). */
  readonly kind: 'local' | 'openai-compatible';
  readonly model: string;
  summarizeConversation(input: {
    messages: AiMessage[];
    language: AiLanguage;
  }): Promise<AiResult<{ summary: string }>>;
  suggestReplies(input: {
    messages: AiMessage[];
    language: AiLanguage;
    /** Who the suggestions are for. */
    replierRole: 'landlord';
  }): Promise<AiResult<{ suggestions: string[] }>>;
  assessFraud(input: { text: string; kind: ScamTextKind }): Promise<AiResult<ScamAssessment>>;
};
