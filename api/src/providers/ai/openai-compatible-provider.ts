import { z } from 'zod';
import {
  REPLY_SUGGESTION_COUNT,
  SCAM_SIGNAL_CODES,
  type ScamAssessment,
  type ScamTextKind,
} from '@leiga/domain';
import { AiCallError } from './ai-errors.js';
import type { AiLanguage, AiMessage, AiProvider, AiResult } from './ai-provider.js';

export type OpenAiCompatibleOptions = {
  /** e.g. https://api.openai.com/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

/** The part of a chat-completions answer this provider reads. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
  usage: z
    .object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int() })
    .optional(),
});

const summaryAnswer = z.object({ summary: z.string().min(1).max(10_000) });
const suggestionsAnswer = z.object({
  suggestions: z.array(z.string().min(1).max(2000)).min(1).max(10),
});
const fraudAnswer = z.object({
  score: z.number().min(0).max(1),
  signals: z
    .array(z.object({ code: z.enum(SCAM_SIGNAL_CODES), excerpt: z.string().max(200) }))
    .max(20),
});

const LANGUAGE_NAMES: Record<AiLanguage, string> = {
  is: 'Icelandic',
  en: 'English',
  uk: 'Ukrainian',
  da: 'Danish',
  pl: 'Polish',
};

const transcript = (messages: AiMessage[]) =>
  messages.map((m) => `[${m.sentAt}] ${m.authorName} (${m.role}): ${m.body}`).join('\n');

/**
 * A provider that speaks the OpenAI chat-completions protocol (OpenAI, Azure, a local vLLM or
 * Ollama): it asks for a JSON object, checks it with zod, and maps a slow answer to `timeout`
 * and anything else that goes wrong (status, network, unreadable JSON) to `error`.
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly kind = 'openai-compatible' as const;
  readonly model: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.model = options.model;
  }

  private async complete<T>(
    system: string,
    user: string,
    answer: z.ZodType<T>,
  ): Promise<AiResult<T>> {
    const body = JSON.stringify({
      model: this.model,
      temperature: 0.2,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    });
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      throw new AiCallError(
        isTimeout ? 'timeout' : 'error',
        isTimeout
          ? 'The language model did not answer in time.'
          : 'The language model could not be reached.',
      );
    }
    const raw: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      throw new AiCallError(
        'error',
        `The language model refused the request (${response.status}).`,
      );
    }
    const completion = completionSchema.safeParse(raw);
    if (!completion.success)
      throw new AiCallError('error', 'The language model answered in an unknown shape.');
    const content = completion.data.choices[0]!.message.content;
    let parsedContent: unknown;
    try {
      parsedContent = JSON.parse(content);
    } catch {
      throw new AiCallError('error', 'The language model did not answer with JSON.');
    }
    const value = answer.safeParse(parsedContent);
    if (!value.success)
      throw new AiCallError('error', 'The language model’s JSON lacks what was asked.');
    return {
      value: value.data,
      usage: {
        inputTokens: completion.data.usage?.prompt_tokens ?? null,
        outputTokens: completion.data.usage?.completion_tokens ?? null,
        inputCharacters: system.length + user.length,
        outputCharacters: content.length,
      },
    };
  }

  summarizeConversation(input: {
    messages: AiMessage[];
    language: AiLanguage;
  }): Promise<AiResult<{ summary: string }>> {
    return this.complete(
      `You summarise a conversation between a tenant and a landlord on an Icelandic rental platform for the platform's staff. Write in ${LANGUAGE_NAMES[input.language]}. Keep every date, amount, viewing time, fact about the home and decision; per participant. Invent nothing. Answer as JSON: {"summary": string}.`,
      transcript(input.messages),
      summaryAnswer,
    );
  }

  async suggestReplies(input: {
    messages: AiMessage[];
    language: AiLanguage;
    replierRole: 'landlord';
  }): Promise<AiResult<{ suggestions: string[] }>> {
    const result = await this.complete(
      `You help a ${input.replierRole} on an Icelandic rental platform answer the tenant's last message. Write ${REPLY_SUGGESTION_COUNT} short, polite, different replies in ${LANGUAGE_NAMES[input.language]}. Never ask for payment outside the platform. Answer as JSON: {"suggestions": string[]}.`,
      transcript(input.messages),
      suggestionsAnswer,
    );
    return {
      ...result,
      value: { suggestions: result.value.suggestions.slice(0, REPLY_SUGGESTION_COUNT) },
    };
  }

  assessFraud(input: { text: string; kind: ScamTextKind }): Promise<AiResult<ScamAssessment>> {
    return this.complete(
      `You detect rental scams in a ${input.kind} on an Icelandic rental platform. Signals: ${SCAM_SIGNAL_CODES.join(', ')}. Answer as JSON: {"score": number from 0 to 1, "signals": [{"code": one of the signals, "excerpt": the words, at most 80 characters}]}.`,
      input.text,
      fraudAnswer,
    );
  }
}
