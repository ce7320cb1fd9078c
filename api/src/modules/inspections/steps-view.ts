import type { z } from 'zod';
import type {
  commentResponse,
  keyTransactionResponse,
  meterReadingResponse,
} from './steps-schemas.js';
import type {
  InspectionCommentRow,
  KeyTransactionRow,
  MeterReadingRow,
} from './steps-repository.js';

export const keyTransactionView = (
  row: KeyTransactionRow,
): z.infer<typeof keyTransactionResponse> => ({
  id: row.id,
  key_type: row.keyType,
  count: row.count,
  recipient: row.recipient,
  recipient_name: row.recipientName,
  created_at: row.createdAt.toISOString(),
});

export const meterReadingView = (row: MeterReadingRow): z.infer<typeof meterReadingResponse> => ({
  id: row.id,
  utility: row.utility,
  meter_number: row.meterNumber,
  value: row.value,
  previous_value: row.previousValue,
  updated_at: row.updatedAt.toISOString(),
});

export const commentView = (row: InspectionCommentRow): z.infer<typeof commentResponse> => ({
  id: row.id,
  author_id: row.authorId,
  author_name: row.authorName,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});
