import type {
  FraudDetectionMessageResolvers,
  FraudWarningResolvers,
  MessageFraudDetectionPageResolvers,
  MessageFraudDetectionResolvers,
  ScamDetectionCountsResolvers,
  ScamDetectionOverviewResolvers,
  ScamOverviewUserResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase, one small map per type. Fields named alike need none. */

export const FraudWarning: FraudWarningResolvers = {};

export const FraudDetectionMessage: FraudDetectionMessageResolvers = {
  createdAt: (m) => m.created_at,
};

export const MessageFraudDetection: MessageFraudDetectionResolvers = {
  conversationId: (d) => d.conversation_id,
  reviewedAt: (d) => d.reviewed_at,
  createdAt: (d) => d.created_at,
};

export const MessageFraudDetectionPage: MessageFraudDetectionPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export const ScamDetectionCounts: ScamDetectionCountsResolvers = {
  confirmedScam: (c) => c.confirmed_scam,
};

export const ScamOverviewUser: ScamOverviewUserResolvers = {
  fullName: (u) => u.full_name,
};

export const ScamDetectionOverview: ScamDetectionOverviewResolvers = {
  messagesSent: (o) => o.messages_sent,
  latestDetections: (o) => o.latest_detections,
};

/** Enum resolvers: the REST value of each GraphQL enum value (declared in rest/fraud-types.ts). */
export { FraudReviewStatus, ScamSignalCode } from '../../rest/fraud-types.js';
