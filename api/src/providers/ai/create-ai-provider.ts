import type { Db } from '../../db/client.js';
import { llmUsage } from '../../db/schema/index.js';
import { LocalAiProvider } from './local-ai-provider.js';
import { OpenAiCompatibleProvider } from './openai-compatible-provider.js';
import { RecordingAiProvider, type AiUsageSink } from './recording-ai-provider.js';

export type AiConfig = {
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string;
  aiTimeoutMs: number;
};

/** Writes each call's usage as a row of llm_usage. */
export function createDbUsageSink(db: Db): AiUsageSink {
  return async (record) => {
    await db.insert(llmUsage).values({
      feature: record.feature,
      providerKind: record.providerKind,
      model: record.model,
      inputTokens: record.inputTokens,
      outputTokens: record.outputTokens,
      inputCharacters: record.inputCharacters,
      outputCharacters: record.outputCharacters,
      latencyMs: record.latencyMs,
      outcome: record.outcome,
      conversationId: record.conversationId ?? null,
      listingId: record.listingId ?? null,
    });
  };
}

/** AI_BASE_URL set: the HTTP provider; otherwise the local one. Always behind the recorder. */
export function createAiProvider(config: AiConfig, db: Db): RecordingAiProvider {
  const inner = config.aiBaseUrl
    ? new OpenAiCompatibleProvider({
        baseUrl: config.aiBaseUrl,
        apiKey: config.aiApiKey,
        model: config.aiModel,
        timeoutMs: config.aiTimeoutMs,
      })
    : new LocalAiProvider();
  return new RecordingAiProvider(inner, createDbUsageSink(db));
}
