import { LeigaDataSource } from './base.js';
import type {
  RestConversationSummary,
  RestConversationSummaryPage,
  RestLlmUsageReport,
  RestReplySuggestions,
} from './ai-types.js';

export type SummaryListParams = { page: number; pageSize: number; conversationId?: number };

/** /api/conversation-summaries/*, reply suggestions and /api/admin/llm-usage/. */
export class AiAPI extends LeigaDataSource {
  getUsage(fromDate?: string | null, toDate?: string | null) {
    const params = new URLSearchParams();
    if (fromDate) params.set('from_date', fromDate);
    if (toDate) params.set('to_date', toDate);
    return this.get<RestLlmUsageReport>('admin/llm-usage/', { params });
  }

  listSummaries({ page, pageSize, conversationId }: SummaryListParams) {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    if (conversationId !== undefined) params.set('conversation', String(conversationId));
    return this.get<RestConversationSummaryPage>('conversation-summaries/', { params });
  }

  getSummary(id: number) {
    return this.get<RestConversationSummary>(`conversation-summaries/${id}/`);
  }

  createSummary(conversationId: number, language?: string) {
    return this.post<RestConversationSummary>('conversation-summaries/', {
      body: language
        ? { conversation_id: conversationId, language }
        : { conversation_id: conversationId },
    });
  }

  regenerateSummary(id: number) {
    return this.post<RestConversationSummary>(`conversation-summaries/${id}/regenerate/`, {
      body: {},
    });
  }

  suggestReplies(conversationId: number) {
    return this.post<RestReplySuggestions>(`conversations/${conversationId}/reply-suggestions/`, {
      body: {},
    });
  }
}
