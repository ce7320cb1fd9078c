import { detectTextLanguage, LLM_USAGE_DEFAULT_DAYS, type Locale } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { ApiError, forbidden, notFound } from '../../http/errors.js';
import { AiCallError } from '../../providers/ai/ai-errors.js';
import { requireParticipant, type ConversationSubject } from '../inbox/access.js';
import { findConversation, type ConversationRow } from '../inbox/inbox-repository.js';
import type { ReplySuggestionsView, SummaryView, UsageReport } from './ai-schemas.js';
import {
  findSummary,
  insertSummary,
  replaceSummary,
  type SummaryRow,
} from './summaries-repository.js';
import { loadTranscript, type Transcript } from './transcript-repository.js';
import { aggregateUsage } from './usage-repository.js';

export function toSummaryView(row: SummaryRow): SummaryView {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    summary: row.summary,
    provider_kind: row.providerKind as SummaryView['provider_kind'],
    is_extractive: row.providerKind === 'local',
    model: row.model,
    language: row.language as Locale,
    message_count: row.messageCount,
    last_message_id: row.lastMessageId,
    created_by: row.createdById,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A provider that failed answers 502 (or 504 when it was too slow), never a 500. */
async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AiCallError)) throw error;
    throw error.outcome === 'timeout'
      ? new ApiError(504, 'ai_timeout', 'The AI service did not answer in time. Try again.')
      : new ApiError(502, 'ai_unavailable', 'The AI service could not answer. Try again.');
  }
}

const languageOf = (transcript: Transcript, requested: Locale | undefined): Locale =>
  requested ?? detectTextLanguage(transcript.messages.map((m) => m.body));

async function summarize(ctx: AppContext, conversation: ConversationRow, requested?: Locale) {
  const transcript = await loadTranscript(ctx.db, conversation);
  const language = languageOf(transcript, requested);
  const ai = ctx.providers.ai.about({ conversationId: conversation.id });
  const result = await callProvider(() =>
    ai.summarizeConversation({ messages: transcript.messages, language }),
  );
  return {
    summary: result.value.summary,
    providerKind: ai.kind,
    model: ai.model,
    language,
    messageCount: transcript.messages.length,
    lastMessageId: transcript.lastMessageId,
  };
}

/** Staff: summarises a conversation and keeps the summary. */
export async function createSummary(
  ctx: AppContext,
  auth: Auth,
  conversationId: number,
  language: Locale | undefined,
): Promise<SummaryView> {
  const conversation = await findConversation(ctx.db, conversationId);
  if (!conversation) throw notFound('This conversation was not found.');
  const made = await summarize(ctx, conversation, language);
  const row = await insertSummary(ctx.db, {
    conversationId,
    createdById: auth.user.id,
    ...made,
  });
  return toSummaryView(row);
}

/** Staff: summarises the conversation again (new messages, or another provider) in place. */
export async function regenerateSummary(ctx: AppContext, id: number): Promise<SummaryView> {
  const existing = await findSummary(ctx.db, id);
  if (!existing) throw notFound('This summary was not found.');
  const conversation = await findConversation(ctx.db, existing.conversationId);
  if (!conversation) throw notFound('This conversation was not found.');
  const made = await summarize(ctx, conversation, existing.language as Locale);
  return toSummaryView(await replaceSummary(ctx.db, id, made));
}

/** A landlord taking part: three replies to the tenant's last message, in the talk's language. */
export async function suggestReplies(
  ctx: AppContext,
  subject: ConversationSubject,
  language: Locale | undefined,
): Promise<ReplySuggestionsView> {
  const participant = requireParticipant(subject);
  const transcript = await loadTranscript(ctx.db, subject.conversation);
  if (transcript.roles.get(participant.userId) !== 'landlord') {
    throw forbidden('Reply suggestions are for the landlord in a conversation.');
  }
  const chosen = languageOf(transcript, language);
  const ai = ctx.providers.ai.about({ conversationId: subject.conversation.id });
  const result = await callProvider(() =>
    ai.suggestReplies({ messages: transcript.messages, language: chosen, replierRole: 'landlord' }),
  );
  return {
    suggestions: result.value.suggestions,
    language: chosen,
    provider_kind: ai.kind,
    is_template_based: ai.kind === 'local',
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Usage per feature and day; the last 30 days by default. */
export async function getUsageReport(
  ctx: AppContext,
  query: { from_date?: string | undefined; to_date?: string | undefined },
): Promise<UsageReport> {
  const toDate = query.to_date ?? isoDay(new Date());
  const fromDate =
    query.from_date ??
    isoDay(new Date(Date.parse(toDate) - (LLM_USAGE_DEFAULT_DAYS - 1) * 86_400_000));
  const rows = await aggregateUsage(ctx.db, fromDate, toDate);
  return {
    from_date: fromDate,
    to_date: toDate,
    results: rows.map((row) => ({
      ...row,
      feature: row.feature as UsageReport['results'][number]['feature'],
    })),
  };
}
