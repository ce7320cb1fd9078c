import type { ScamAssessment, ScamTextKind } from '@leiga/domain';
import { aiOutcomeOf } from './ai-errors.js';
import type {
  AiFeature,
  AiLanguage,
  AiMessage,
  AiProvider,
  AiResult,
  AiUsage,
} from './ai-provider.js';

/** What a call was about: recorded with its usage so staff can trace it. */
export type AiCallSubject = { conversationId?: number | null; listingId?: number | null };

export type AiUsageRecord = AiUsage &
  AiCallSubject & {
    feature: AiFeature;
    providerKind: AiProvider['kind'];
    model: string;
    latencyMs: number;
    outcome: 'ok' | 'error' | 'timeout';
  };

export type AiUsageSink = (record: AiUsageRecord) => Promise<void>;

const charactersOf = (messages: AiMessage[]) => messages.reduce((sum, m) => sum + m.body.length, 0);

/**
 * Every call to the AI provider goes through here: it times the call and writes one usage row,
 * also when the call fails (with nothing out and the outcome error or timeout), then answers or
 * throws what the provider did. `about()` gives the same provider with the call's subject.
 */
export class RecordingAiProvider implements AiProvider {
  readonly kind: AiProvider['kind'];
  readonly model: string;

  constructor(
    private readonly inner: AiProvider,
    private readonly sink: AiUsageSink,
    private readonly subject: AiCallSubject = {},
  ) {
    this.kind = inner.kind;
    this.model = inner.model;
  }

  about(subject: AiCallSubject): RecordingAiProvider {
    return new RecordingAiProvider(this.inner, this.sink, subject);
  }

  private async record<T>(
    feature: AiFeature,
    inputCharacters: number,
    call: () => Promise<AiResult<T>>,
  ): Promise<AiResult<T>> {
    const started = performance.now();
    const base = {
      feature,
      providerKind: this.inner.kind,
      model: this.inner.model,
      conversationId: this.subject.conversationId ?? null,
      listingId: this.subject.listingId ?? null,
    };
    try {
      const result = await call();
      await this.sink({
        ...base,
        ...result.usage,
        latencyMs: Math.round(performance.now() - started),
        outcome: 'ok',
      });
      return result;
    } catch (error) {
      await this.sink({
        ...base,
        inputTokens: null,
        outputTokens: null,
        inputCharacters,
        outputCharacters: 0,
        latencyMs: Math.round(performance.now() - started),
        outcome: aiOutcomeOf(error),
      });
      throw error;
    }
  }

  summarizeConversation(input: {
    messages: AiMessage[];
    language: AiLanguage;
  }): Promise<AiResult<{ summary: string }>> {
    return this.record('conversation_summary', charactersOf(input.messages), () =>
      this.inner.summarizeConversation(input),
    );
  }

  suggestReplies(input: {
    messages: AiMessage[];
    language: AiLanguage;
    replierRole: 'landlord';
  }): Promise<AiResult<{ suggestions: string[] }>> {
    return this.record('reply_suggestion', charactersOf(input.messages), () =>
      this.inner.suggestReplies(input),
    );
  }

  assessFraud(input: { text: string; kind: ScamTextKind }): Promise<AiResult<ScamAssessment>> {
    const feature: AiFeature = input.kind === 'listing' ? 'listing_fraud' : 'message_fraud';
    return this.record(feature, input.text.length, () => this.inner.assessFraud(input));
  }
}
