import { z } from 'zod';
import {
  FRAUD_REVIEW_STATUSES,
  FRAUD_DETECTIONS_PAGE_SIZE,
  SCAM_SIGNAL_CODES,
} from '@leiga/domain';
import { pageQuery } from '../../http/pagination.js';
import { isoMoment, pageOf } from '../../http/responses.js';

/** The REST answers and queries of message fraud detection, written once. */
const id = z.number().int();

export const scamSignalResponse = z.object({
  code: z.enum(SCAM_SIGNAL_CODES),
  excerpt: z.string(),
});

/** What a recipient (and staff) see on a message the rules flagged. */
export const fraudWarningResponse = z.object({
  score: z.number(),
  signals: z.array(scamSignalResponse),
});
export type FraudWarningView = z.infer<typeof fraudWarningResponse>;

const personResponse = z.object({ id, full_name: z.string() });

export const detectionResponse = z.object({
  id,
  conversation_id: id,
  message: z.object({ id, body: z.string(), created_at: isoMoment }).nullable(),
  sender: personResponse.nullable(),
  score: z.number(),
  signals: z.array(scamSignalResponse),
  status: z.enum(FRAUD_REVIEW_STATUSES),
  reviewer: personResponse.nullable(),
  reviewed_at: isoMoment.nullable(),
  created_at: isoMoment,
});
export type DetectionView = z.infer<typeof detectionResponse>;

export const detectionPageResponse = pageOf(detectionResponse);

export const detectionListQuery = z.object({
  status: z.enum(FRAUD_REVIEW_STATUSES, { error: 'validation.invalid' }).optional(),
  ...pageQuery(FRAUD_DETECTIONS_PAGE_SIZE),
});

export const scamOverviewResponse = z.object({
  user: z.object({ id, full_name: z.string(), email: z.string() }),
  detections: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    confirmed_scam: z.number().int(),
    dismissed: z.number().int(),
  }),
  messages_sent: z.number().int(),
  conversations: z.number().int(),
  latest_detections: z.array(detectionResponse),
});
export type ScamOverviewView = z.infer<typeof scamOverviewResponse>;
