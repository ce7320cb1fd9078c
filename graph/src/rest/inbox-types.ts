/**
 * REST response shapes of the inbox, inferred from the api's response schemas (codegen maps
 * GraphQL types onto them).
 */
import type {
  RestConversation,
  RestConversationPage,
  RestMessage,
  RestMessagePage,
  RestStartedConversation,
} from '@leiga/api/contract';
import { CONVERSATION_ORDERS } from '@leiga/domain';

export type {
  RestConversation,
  RestConversationPage,
  RestMessage,
  RestMessagePage,
  RestStartedConversation,
};
export type RestConversationParticipant = RestConversation['participants'][number];
export type RestConversationListing = NonNullable<RestConversation['listing']>;

/** ConversationOrder's SCREAMING_CASE names onto the REST values. */
export const ConversationOrder = {
  UNREAD: CONVERSATION_ORDERS[0],
  NEWEST: CONVERSATION_ORDERS[1],
} as const;
export type ConversationOrder = (typeof ConversationOrder)[keyof typeof ConversationOrder];

export type GraphConversationPage = {
  kind: 'ConversationPage';
  page: number;
  pageSize: number;
  rest: RestConversationPage;
};
