import { z } from 'zod';
import {
  CONVERSATION_ORDERS,
  CONVERSATIONS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
} from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery } from '../../http/pagination.js';
import { isoMoment, pageOf } from '../../http/responses.js';
import { fraudWarningResponse } from '../fraud/fraud-schemas.js';
import { messageAttachmentResponse } from './message-attachments-schemas.js';

/** The REST answers and queries of the inbox, written once. */
const id = z.number().int();

export const conversationListQuery = z.object({
  ...pageQuery(CONVERSATIONS_PAGE_SIZE),
  search: z.string().trim().max(200, { error: 'validation.search' }).optional(),
  order: z.enum(CONVERSATION_ORDERS, { error: 'validation.order' }).default('unread'),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;

/** Newest first; `before` (a message id) pages towards older messages. */
export const messageListQuery = z.object({
  before: dbIdParam.optional(),
  page_size: z.coerce
    .number({ error: 'validation.page_size' })
    .int()
    .min(1, { error: 'validation.page_size' })
    .max(MAX_PAGE_SIZE, { error: 'validation.page_size' })
    .default(PAGE_SIZES.messages),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** Marks read up to a message (the newest when absent). */
export const markReadBody = z.object({ message_id: dbIdParam.optional() }).default({});

export const participantResponse = z.object({ id, full_name: z.string() });

export const messageResponse = z.object({
  id,
  conversation_id: id,
  body: z.string(),
  sender: participantResponse.nullable(),
  created_at: isoMoment,
  /** The scam signals found in it: shown to its readers, never to its sender; null when none. */
  fraud_warning: fraudWarningResponse.nullable(),
  /** Photos and PDFs sent with the message (issue #15). */
  attachments: z.array(messageAttachmentResponse),
});
export type MessageView = z.infer<typeof messageResponse>;

export const conversationResponse = z.object({
  id,
  listing: z.object({ id, title: z.string().nullable(), street: z.string().nullable() }).nullable(),
  application_id: id.nullable(),
  contract_id: id.nullable(),
  participants: z.array(participantResponse),
  last_message: messageResponse.nullable(),
  last_message_at: isoMoment,
  /** Messages from others after the caller's read marker; 0 for staff who do not take part. */
  unread_count: z.number().int(),
  /** The caller's read marker. */
  last_read_message_id: id.nullable(),
  created_at: isoMoment,
});
export type ConversationView = z.infer<typeof conversationResponse>;

export const conversationPageResponse = pageOf(conversationResponse);

export const messagePageResponse = z.object({
  /** Newest first. */
  results: z.array(messageResponse),
  /** Whether messages older than the last of `results` exist. */
  has_older: z.boolean(),
});

export const unreadCountResponse = z.object({ count: z.number().int() });

/** A visitor's question on a listing: the conversation it opened (or continued) and the message. */
export const startedConversationResponse = z.object({
  conversation: conversationResponse,
  message: messageResponse,
});
