/** The operations of the inbox, as the web asks them. */

const MESSAGE_FIELDS = /* GraphQL */ `
  fragment InboxMessageFields on Message {
    id
    conversationId
    body
    createdAt
    sender {
      id
      fullName
    }
  }
`;

const CONVERSATION_FIELDS = /* GraphQL */ `
  fragment InboxConversationFields on Conversation {
    id
    unreadCount
    lastReadMessageId
    lastMessageAt
    listing {
      id
      title
    }
    participants {
      id
      fullName
    }
    lastMessage {
      ...InboxMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const START_LISTING_CONVERSATION = /* GraphQL */ `
  mutation StartListingConversation($listingId: ID!, $message: String!) {
    startListingConversation(listingId: $listingId, message: $message) {
      conversation {
        ...InboxConversationFields
      }
      message {
        ...InboxMessageFields
      }
    }
  }
  ${CONVERSATION_FIELDS}
`;

export const SEND_MESSAGE = /* GraphQL */ `
  mutation SendMessage($conversationId: ID!, $message: String!, $clientKey: String) {
    sendMessage(conversationId: $conversationId, message: $message, clientKey: $clientKey) {
      ...InboxMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const MARK_READ = /* GraphQL */ `
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) {
      ...InboxConversationFields
    }
  }
  ${CONVERSATION_FIELDS}
`;

export const CONVERSATIONS = /* GraphQL */ `
  query Conversations($search: String, $order: ConversationOrder, $page: Int) {
    conversations(search: $search, order: $order, page: $page) {
      count
      hasNextPage
      items {
        ...InboxConversationFields
      }
    }
    inboxUnreadCount
  }
  ${CONVERSATION_FIELDS}
`;

export const CONVERSATION = /* GraphQL */ `
  query Conversation($id: ID!, $before: ID) {
    conversation(id: $id) {
      ...InboxConversationFields
      messages(before: $before) {
        hasOlder
        items {
          ...InboxMessageFields
        }
      }
    }
  }
  ${CONVERSATION_FIELDS}
`;

export const MESSAGE_ADDED = /* GraphQL */ `
  subscription MessageAdded($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      ...InboxMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const CONVERSATION_UPDATED = /* GraphQL */ `
  subscription ConversationUpdated {
    conversationUpdated {
      ...InboxConversationFields
    }
  }
  ${CONVERSATION_FIELDS}
`;

export type GraphMessage = {
  id: string;
  conversationId: string;
  body: string;
  sender: { id: string; fullName: string } | null;
};
export type GraphConversation = {
  id: string;
  unreadCount: number;
  lastReadMessageId: string | null;
  participants: Array<{ id: string; fullName: string }>;
  lastMessage: GraphMessage | null;
  messages?: { hasOlder: boolean; items: GraphMessage[] };
};
