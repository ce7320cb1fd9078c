import type {
  ConversationContractResolvers,
  ConversationEventResolvers,
  LinkedApplicationResolvers,
  TimelineItemResolvers,
  TimelinePageResolvers,
} from '../../__generated__/resolvers-types.js';

export const LinkedApplication: LinkedApplicationResolvers = {
  listingId: (a) => a.listing_id,
};

export const ConversationEvent: ConversationEventResolvers = {
  conversationId: (e) => e.conversation_id,
  applicationId: (e) => e.application_id,
  contractId: (e) => e.contract_id,
  createdAt: (e) => e.created_at,
};

export const TimelineItem: TimelineItemResolvers = {
  createdAt: (i) => i.created_at,
};

export const TimelinePage: TimelinePageResolvers = {
  items: (p) => p.results,
  hasOlder: (p) => p.has_older,
};

export const ConversationContract: ConversationContractResolvers = {
  contractId: (c) => c.contract_id,
};

export { ConversationEventKind, TimelineItemKind } from '../../rest/inbox-links-types.js';
