import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CONTRACT_STATUSES,
  CONVERSATION_EVENT_KINDS,
  CONVERSATIONS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  TIMELINE_PAGE_SIZE,
} from '@leiga/domain';
import { pageQuery } from '../../http/pagination.js';
import { isoMoment, pageOf } from '../../http/responses.js';
import { conversationResponse, messageResponse } from './inbox-schemas.js';

/** The REST shapes of a conversation's links, its timeline and the staff views. */
const id = z.number().int();

export const linkedListingResponse = z.object({
  id,
  title: z.string().nullable(),
  street: z.string().nullable(),
});
export const linkedApplicationResponse = z.object({
  id,
  status: z.enum(APPLICATION_STATUSES),
  listing_id: id,
  title: z.string().nullable(),
});
export const linkedContractResponse = z.object({
  id,
  status: z.enum(CONTRACT_STATUSES),
  street: z.string().nullable(),
});

export const conversationLinksResponse = z.object({
  conversation_id: id,
  listings: z.array(linkedListingResponse),
  applications: z.array(linkedApplicationResponse),
  contracts: z.array(linkedContractResponse),
});
export type ConversationLinksView = z.infer<typeof conversationLinksResponse>;

export const conversationEventResponse = z.object({
  id,
  conversation_id: id,
  kind: z.enum(CONVERSATION_EVENT_KINDS),
  application_id: id.nullable(),
  contract_id: id.nullable(),
  created_at: isoMoment,
});
export type ConversationEventView = z.infer<typeof conversationEventResponse>;

/** One entry of a timeline: a message or a system event, by `kind`. */
export const timelineItemResponse = z.object({
  kind: z.enum(['message', 'event']),
  /** Orders entries of either kind; pass the last one's as `before` for older entries. */
  cursor: z.string(),
  created_at: isoMoment,
  message: messageResponse.nullable(),
  event: conversationEventResponse.nullable(),
});
export type TimelineItemView = z.infer<typeof timelineItemResponse>;

/** `<epoch ms>_<message|event>_<id>`: the keyset of an entry. */
export const TIMELINE_CURSOR = /^(\d{1,15})_(message|event)_(\d{1,10})$/;

export const timelineQuery = z.object({
  before: z.string().regex(TIMELINE_CURSOR, { error: 'inbox-links.errors.bad_cursor' }).optional(),
  page_size: z.coerce
    .number({ error: 'validation.page_size' })
    .int()
    .min(1, { error: 'validation.page_size' })
    .max(MAX_PAGE_SIZE, { error: 'validation.page_size' })
    .default(TIMELINE_PAGE_SIZE),
});

export const timelinePageResponse = z.object({
  /** Newest first. */
  results: z.array(timelineItemResponse),
  has_older: z.boolean(),
});

export const createdContractResponse = z.object({
  contract_id: id,
  links: conversationLinksResponse,
});

/** Staff's read-only view: the conversation with its links. */
export const adminConversationResponse = z.object({
  conversation: conversationResponse,
  links: conversationLinksResponse,
});

export const listingConversationsQuery = z.object(pageQuery(CONVERSATIONS_PAGE_SIZE));
export const userConversationsQuery = z.object(pageQuery(CONVERSATIONS_PAGE_SIZE));
export const conversationPageResponse = pageOf(conversationResponse);
