import { z } from 'zod';
import {
  CHECKED_INSPECTION_STEPS,
  KEY_RECIPIENTS,
  KEY_TYPES,
  PAGE_SIZES,
  UTILITY_TAGS,
} from '@leiga/domain';
import { pageQuery } from '../../http/pagination.js';
import { isoMoment, pageOf } from '../../http/responses.js';

/** The REST answers of the report's keys, meter-readings and comments (input: domain). */
const id = z.number().int();

export const keyTransactionResponse = z.object({
  id,
  key_type: z.enum(KEY_TYPES),
  count: z.number().int(),
  recipient: z.enum(KEY_RECIPIENTS),
  recipient_name: z.string(),
  created_at: isoMoment,
});
export const keyTransactionListResponse = z.object({ results: z.array(keyTransactionResponse) });

export const meterReadingResponse = z.object({
  id,
  utility: z.enum(UTILITY_TAGS),
  meter_number: z.string(),
  value: z.number().nullable(),
  previous_value: z.number().nullable(),
  updated_at: isoMoment,
});
export const meterReadingListResponse = z.object({ results: z.array(meterReadingResponse) });

export const commentResponse = z.object({
  id,
  author_id: id.nullable(),
  author_name: z.string(),
  text: z.string(),
  created_at: isoMoment,
});
export const commentPageResponse = pageOf(commentResponse);
export const commentsQuery = z.object(pageQuery(PAGE_SIZES.inspections));

export const stepChecksResponse = z.object({
  results: z.array(
    z.object({
      step: z.enum(CHECKED_INSPECTION_STEPS),
      valid: z.boolean(),
      problems: z.array(z.object({ path: z.string(), code: z.string() })),
    }),
  ),
});
