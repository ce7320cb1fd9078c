import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  ConversationOrder,
  RestConversation,
  RestConversationPage,
  RestMessage,
  RestMessagePage,
  RestStartedConversation,
} from './inbox-types.js';
import type { RestMessageAttachment } from './message-attachments-types.js';

const BASE = 'conversations/';

function clientKeyHeader(clientKey: string | null | undefined): Record<string, string> {
  return clientKey ? { 'idempotency-key': clientKey } : {};
}

export type ConversationListParams = {
  search?: string | null;
  order?: ConversationOrder | null;
  page: number;
  pageSize: number;
};

/** /api/conversations/* and /api/listings/{id}/messages/: one instance per request. */
export class InboxAPI extends LeigaDataSource {
  /** Messages change between reads of one subscription's events: never reuse an answer. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  listConversations({ search, order, page, pageSize }: ConversationListParams) {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    if (search) params.set('search', search);
    if (order) params.set('order', order);
    return this.get<RestConversationPage>(BASE, { params });
  }

  getConversation(id: number) {
    return this.get<RestConversation>(`${BASE}${id}/`);
  }

  async getUnreadCount(): Promise<number> {
    return (await this.get<{ count: number }>(`${BASE}unread-count/`)).count;
  }

  listMessages(conversationId: number, pageSize: number, before?: number) {
    const params = new URLSearchParams({ page_size: String(pageSize) });
    if (before !== undefined) params.set('before', String(before));
    return this.get<RestMessagePage>(`${BASE}${conversationId}/messages/`, { params });
  }

  /** `clientKey` goes as the Idempotency-Key: a retried send answers the first message. */
  sendMessage(conversationId: number, message: string, clientKey?: string | null) {
    return this.post<RestMessage>(`${BASE}${conversationId}/messages/`, {
      body: { message },
      headers: clientKeyHeader(clientKey),
    });
  }

  /** A message with files uploaded beforehand (issue #15); the text may be empty then. */
  sendMessageWithAttachments(
    conversationId: number,
    message: string,
    attachmentIds: number[],
    clientKey?: string | null,
  ) {
    return this.post<RestMessage>(`${BASE}${conversationId}/messages/`, {
      body: { message, attachment_ids: attachmentIds },
      headers: clientKeyHeader(clientKey),
    });
  }

  getMessageAttachment(id: number) {
    return this.get<RestMessageAttachment>(`message-attachments/${id}/`);
  }

  markRead(conversationId: number, messageId?: number) {
    return this.post<RestConversation>(`${BASE}${conversationId}/read/`, {
      body: messageId === undefined ? {} : { message_id: messageId },
    });
  }

  askAboutListing(listingId: number, message: string) {
    return this.post<RestStartedConversation>(`listings/${listingId}/messages/`, {
      body: { message },
    });
  }

  openContractConversation(contractId: number) {
    return this.post<RestConversation>(`contracts/${contractId}/conversation/`);
  }
}
