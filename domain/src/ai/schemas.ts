import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { CONVERSATION_SUMMARIES_PAGE_SIZE, LLM_USAGE_MAX_DAYS } from './constants.js';

const isoDay = z.iso.date({ error: 'validation.date' });
const DAY_MS = 86_400_000;

/** GET admin/llm-usage/: a period of whole days (both ends included), at most a year. */
export const llmUsageQuerySchema = z
  .object({ from_date: isoDay.optional(), to_date: isoDay.optional() })
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
    error: 'validation.date_range',
    path: ['to_date'],
  })
  .refine(
    (q) =>
      !q.from_date ||
      !q.to_date ||
      (Date.parse(q.to_date) - Date.parse(q.from_date)) / DAY_MS < LLM_USAGE_MAX_DAYS,
    { error: 'validation.date_range', path: ['to_date'] },
  );
export type LlmUsageQuery = z.infer<typeof llmUsageQuerySchema>;

/** GET conversation-summaries/: a page, optionally of one conversation. */
export const conversationSummaryListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.page' })
    .int()
    .min(1, { error: 'validation.page' })
    .default(1),
  page_size: z.coerce
    .number({ error: 'validation.page_size' })
    .int()
    .min(1, { error: 'validation.page_size' })
    .max(MAX_PAGE_SIZE, { error: 'validation.page_size' })
    .default(CONVERSATION_SUMMARIES_PAGE_SIZE),
  conversation: z.coerce
    .number({ error: 'validation.ids' })
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional(),
});
export type ConversationSummaryListQuery = z.infer<typeof conversationSummaryListQuerySchema>;
