/**
 * REST response shapes of a conversation's links, events and timeline, inferred from the api's
 * response schemas (codegen maps GraphQL types onto them).
 */
import type {
  RestAdminConversation,
  RestConversationEvent,
  RestConversationLinks,
  RestCreatedConversationContract,
  RestTimelineItem,
  RestTimelinePage,
} from '@leiga/api/contract';
import { CONVERSATION_EVENT_KINDS } from '@leiga/domain';

export type {
  RestAdminConversation,
  RestConversationEvent,
  RestConversationLinks,
  RestCreatedConversationContract,
  RestTimelineItem,
  RestTimelinePage,
};
export type RestLinkedListing = RestConversationLinks['listings'][number];
export type RestLinkedApplication = RestConversationLinks['applications'][number];
export type RestLinkedContract = RestConversationLinks['contracts'][number];

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

/** SCREAMING_CASE GraphQL enums onto the REST values. */
export const ConversationEventKind = enumOf(CONVERSATION_EVENT_KINDS);
export type ConversationEventKind =
  (typeof ConversationEventKind)[keyof typeof ConversationEventKind];
export const TimelineItemKind = enumOf(['message', 'event'] as const);
export type TimelineItemKind = (typeof TimelineItemKind)[keyof typeof TimelineItemKind];

/** A contract made from a conversation, with the conversation read again. */
export type GraphConversationContract = {
  contract_id: number;
  conversation: import('@leiga/api/contract').RestConversation;
};
