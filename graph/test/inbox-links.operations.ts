/** Operations of the conversation links tests. */
const CONVERSATION_LINK_FIELDS = /* GraphQL */ `
  fragment ConversationLinkFields on Conversation {
    id
    links {
      listings {
        id
        title
      }
      applications {
        id
        status
        listingId
      }
      contracts {
        id
        status
      }
    }
  }
`;

export const CONVERSATION_TIMELINE = /* GraphQL */ `
  query ConversationTimeline($id: ID!, $before: String, $pageSize: Int) {
    conversation(id: $id) {
      id
      events {
        kind
        applicationId
      }
      timeline(before: $before, pageSize: $pageSize) {
        hasOlder
        items {
          kind
          cursor
          message {
            body
          }
          event {
            kind
          }
        }
      }
    }
  }
`;

export const CONNECT_LISTINGS = /* GraphQL */ `
  mutation ConnectListings($input: ConnectConversationListingsInput!) {
    connectConversationListings(input: $input) {
      ...ConversationLinkFields
    }
  }
  ${CONVERSATION_LINK_FIELDS}
`;

export const CREATE_CONTRACT = /* GraphQL */ `
  mutation CreateContract($input: CreateContractFromConversationInput!) {
    createContractFromConversation(input: $input) {
      contractId
      conversation {
        ...ConversationLinkFields
      }
    }
  }
  ${CONVERSATION_LINK_FIELDS}
`;

export const OPEN_APPLICATION_CONVERSATION = /* GraphQL */ `
  mutation OpenApplicationConversation($input: OpenApplicationConversationInput!) {
    openApplicationConversation(input: $input) {
      id
    }
  }
`;

export const ADMIN_CONVERSATION = /* GraphQL */ `
  query AdminConversation($id: ID!, $userId: ID!) {
    adminConversation(id: $id) {
      ...ConversationLinkFields
      participants {
        id
        fullName
      }
    }
    adminUserConversations(userId: $userId) {
      count
      items {
        id
      }
    }
  }
  ${CONVERSATION_LINK_FIELDS}
`;

export const LISTING_CONVERSATIONS = /* GraphQL */ `
  query ListingConversations($listingId: ID!) {
    listingConversations(listingId: $listingId) {
      count
      items {
        id
      }
    }
  }
`;

export type GraphLinks = {
  id: string;
  links: {
    listings: Array<{ id: string }>;
    applications: Array<{ id: string; status: string; listingId: string }>;
    contracts: Array<{ id: string; status: string }>;
  };
};
export type GraphTimeline = {
  conversation: {
    events: Array<{ kind: string; applicationId: string | null }>;
    timeline: {
      hasOlder: boolean;
      items: Array<{
        kind: string;
        cursor: string;
        message: { body: string } | null;
        event: { kind: string } | null;
      }>;
    };
  };
};
