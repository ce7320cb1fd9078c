import { z } from 'zod';
import { AI_FEATURES, AI_PROVIDER_KINDS, LOCALES } from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { isoDate, isoMoment, pageOf } from '../../http/responses.js';

/** The REST answers of AI help, written once. */
const id = z.number().int();

export const usageDayResponse = z.object({
  day: isoDate,
  feature: z.enum(AI_FEATURES),
  calls: z.number().int(),
  errors: z.number().int(),
  timeouts: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  input_characters: z.number().int(),
  output_characters: z.number().int(),
  p50_latency_ms: z.number().int(),
  p95_latency_ms: z.number().int(),
});

export const usageReportResponse = z.object({
  from_date: isoDate,
  to_date: isoDate,
  results: z.array(usageDayResponse),
});
export type UsageReport = z.infer<typeof usageReportResponse>;

export const summaryResponse = z.object({
  id,
  conversation_id: id,
  summary: z.string(),
  provider_kind: z.enum(AI_PROVIDER_KINDS),
  /** True when the local provider made it: sentences people wrote, not a model's words. */
  is_extractive: z.boolean(),
  model: z.string(),
  language: z.enum(LOCALES),
  message_count: z.number().int(),
  last_message_id: id.nullable(),
  created_by: id.nullable(),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export type SummaryView = z.infer<typeof summaryResponse>;
export const summaryPageResponse = pageOf(summaryResponse);

export const createSummaryBody = z.object({
  conversation_id: dbIdParam,
  language: z.enum(LOCALES, { error: 'validation.locale' }).optional(),
});

export const replySuggestionsBody = z
  .object({ language: z.enum(LOCALES, { error: 'validation.locale' }).optional() })
  .default({});

export const replySuggestionsResponse = z.object({
  suggestions: z.array(z.string()),
  language: z.enum(LOCALES),
  provider_kind: z.enum(AI_PROVIDER_KINDS),
  /** True when the suggestions are templates (the local provider), which the UI says. */
  is_template_based: z.boolean(),
});
export type ReplySuggestionsView = z.infer<typeof replySuggestionsResponse>;
