import { assessScamSignals, type ScamAssessment, type ScamTextKind } from '@leiga/domain';
import type { AiLanguage, AiMessage, AiProvider, AiResult, AiUsage } from './ai-provider.js';
import { writeExtractiveSummary } from './conversation-facts.js';
import { detectReplyIntent, lastQuestion, REPLY_TEMPLATES } from './reply-templates.js';

const charactersOf = (messages: AiMessage[]) => messages.reduce((sum, m) => sum + m.body.length, 0);

function usageOf(inputCharacters: number, output: string): AiUsage {
  return {
    inputTokens: null,
    outputTokens: null,
    inputCharacters,
    outputCharacters: output.length,
  };
}

/**
 * The default provider: no network, no model. Summaries are extractive (the sentences people
 * wrote about dates, money, the viewing, the home and decisions), reply suggestions come from
 * templates chosen by what the last message asks, and fraud is the domain's scam signals.
 */
export class LocalAiProvider implements AiProvider {
  readonly kind = 'local' as const;
  readonly model = 'extractive-v1';

  async summarizeConversation(input: {
    messages: AiMessage[];
    language: AiLanguage;
  }): Promise<AiResult<{ summary: string }>> {
    const summary = writeExtractiveSummary(input.messages, input.language);
    return { value: { summary }, usage: usageOf(charactersOf(input.messages), summary) };
  }

  async suggestReplies(input: {
    messages: AiMessage[];
    language: AiLanguage;
    replierRole: 'landlord';
  }): Promise<AiResult<{ suggestions: string[] }>> {
    const question = lastQuestion(input.messages);
    const intent = question ? detectReplyIntent(question.body) : 'general';
    const suggestions = [...REPLY_TEMPLATES[input.language][intent]];
    return {
      value: { suggestions },
      usage: usageOf(question?.body.length ?? 0, suggestions.join('')),
    };
  }

  async assessFraud(input: {
    text: string;
    kind: ScamTextKind;
  }): Promise<AiResult<ScamAssessment>> {
    const value = assessScamSignals(input.text, input.kind);
    return { value, usage: usageOf(input.text.length, JSON.stringify(value)) };
  }
}
