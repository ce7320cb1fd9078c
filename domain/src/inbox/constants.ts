/** Limits of the inbox (issue #15; the page size is SPEC 9's, kept in PAGE_SIZES.messages). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Conversations in one page of the inbox list. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** What a conversation is about: SPEC 3 (Conversation: applications, contracts, listings). */
export const CONVERSATION_SUBJECTS = ['listing', 'application', 'contract'] as const;
export type ConversationSubject = (typeof CONVERSATION_SUBJECTS)[number];
/** The inbox list's orders: unread conversations first, or newest activity first. */
export const CONVERSATION_ORDERS = ['unread', 'newest'] as const;
export type ConversationOrder = (typeof CONVERSATION_ORDERS)[number];
