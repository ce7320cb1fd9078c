/** The operations of AI help, as the web asks them. */

export const START_CONVERSATION = /* GraphQL */ `
  mutation AiTestStart($listingId: ID!, $message: String!) {
    startListingConversation(listingId: $listingId, message: $message) {
      conversation {
        id
      }
    }
  }
`;

export const SEND = /* GraphQL */ `
  mutation AiTestSend($conversationId: ID!, $message: String!) {
    sendMessage(conversationId: $conversationId, message: $message) {
      id
    }
  }
`;

export const SUGGEST_REPLIES = /* GraphQL */ `
  mutation AiTestSuggest($input: SuggestRepliesInput!) {
    suggestReplies(input: $input) {
      conversationId
      suggestions
      language
      providerKind
      isTemplateBased
    }
  }
`;

export const CREATE_SUMMARY = /* GraphQL */ `
  mutation AiTestCreateSummary($input: CreateConversationSummaryInput!) {
    createConversationSummary(input: $input) {
      id
      summary
      providerKind
      isExtractive
      language
      messageCount
      conversation {
        id
        participants {
          fullName
        }
      }
    }
  }
`;

export const SUMMARIES = /* GraphQL */ `
  query AiTestSummaries($page: Int, $pageSize: Int) {
    conversationSummaries(page: $page, pageSize: $pageSize) {
      count
      hasNextPage
      items {
        id
        conversationId
        isExtractive
      }
    }
  }
`;

export const SUMMARY = /* GraphQL */ `
  query AiTestSummary($id: ID!) {
    conversationSummary(id: $id) {
      id
      summary
    }
  }
`;

export const USAGE = /* GraphQL */ `
  query AiTestUsage($fromDate: Date, $toDate: Date) {
    llmUsage(fromDate: $fromDate, toDate: $toDate) {
      fromDate
      toDate
      days {
        day
        feature
        calls
        errors
        inputCharacters
        p50LatencyMs
        p95LatencyMs
      }
    }
  }
`;
