/** The operations of message fraud detection, as the web asks them. */

const DETECTION_FIELDS = /* GraphQL */ `
  fragment FraudDetectionFields on MessageFraudDetection {
    id
    conversationId
    score
    status
    reviewedAt
    signals {
      code
      excerpt
    }
    message {
      id
      body
    }
    sender {
      id
      fullName
    }
    reviewer {
      id
    }
  }
`;

export const CONVERSATION_WARNINGS = /* GraphQL */ `
  query ConversationWarnings($id: ID!) {
    conversation(id: $id) {
      messages {
        items {
          id
          body
          fraudWarning {
            score
            signals {
              code
              excerpt
            }
          }
        }
      }
    }
  }
`;

export const DETECTIONS = /* GraphQL */ `
  query Detections($status: FraudReviewStatus, $page: Int, $pageSize: Int) {
    messageFraudDetections(status: $status, page: $page, pageSize: $pageSize) {
      count
      hasNextPage
      items {
        ...FraudDetectionFields
      }
    }
  }
  ${DETECTION_FIELDS}
`;

export const REVIEW = /* GraphQL */ `
  mutation Review($id: ID!, $status: FraudReviewStatus!) {
    reviewMessageFraudDetection(id: $id, status: $status) {
      ...FraudDetectionFields
    }
  }
  ${DETECTION_FIELDS}
`;

export const OVERVIEW = /* GraphQL */ `
  query Overview($userId: ID!) {
    scamDetectionOverview(userId: $userId) {
      user {
        id
        fullName
      }
      detections {
        total
        pending
        confirmedScam
        dismissed
      }
      messagesSent
      conversations
      latestDetections {
        id
      }
    }
  }
`;

export type GraphWarning = { score: number; signals: Array<{ code: string; excerpt: string }> };
export type GraphDetection = {
  id: string;
  conversationId: string;
  score: number;
  status: string;
  reviewedAt: string | null;
  signals: Array<{ code: string }>;
  message: { id: string; body: string } | null;
  sender: { id: string } | null;
  reviewer: { id: string } | null;
};
