import type { RestConversation, RestConversationPage } from './inbox-types.js';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  RestAdminConversation,
  RestConversationEvent,
  RestConversationLinks,
  RestCreatedConversationContract,
  RestTimelinePage,
} from './inbox-links-types.js';

const BASE = 'conversations/';
type Paging = { page: number; pageSize: number };

function pageParams({ page, pageSize }: Paging) {
  return new URLSearchParams({ page: String(page), page_size: String(pageSize) });
}

/** A conversation's links, events and timeline, and the staff's views: one instance per request. */
export class ConversationLinksAPI extends LeigaDataSource {
  /** Links read with a staff view already: the `links` field reuses them. */
  private readonly knownLinks = new Map<number, RestConversationLinks>();

  /** A timeline changes between reads of one operation's subscription events. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  async getLinks(conversationId: number): Promise<RestConversationLinks> {
    const known = this.knownLinks.get(conversationId);
    if (known) return known;
    return this.get<RestConversationLinks>(`${BASE}${conversationId}/links/`);
  }

  async listEvents(conversationId: number): Promise<RestConversationEvent[]> {
    const page = await this.get<{ results: RestConversationEvent[] }>(
      `${BASE}${conversationId}/events/`,
    );
    return page.results;
  }

  getTimeline(conversationId: number, pageSize: number, before?: string) {
    const params = new URLSearchParams({ page_size: String(pageSize) });
    if (before !== undefined) params.set('before', before);
    return this.get<RestTimelinePage>(`${BASE}${conversationId}/timeline/`, { params });
  }

  async connectListings(conversationId: number, listingIds: number[]) {
    const links = await this.post<RestConversationLinks>(
      `${BASE}${conversationId}/connect-listings/`,
      { body: { listing_ids: listingIds } },
    );
    this.knownLinks.set(conversationId, links);
  }

  async connectContracts(conversationId: number, contractIds: number[]) {
    const links = await this.post<RestConversationLinks>(
      `${BASE}${conversationId}/connect-contracts/`,
      { body: { contract_ids: contractIds } },
    );
    this.knownLinks.set(conversationId, links);
  }

  async createContract(conversationId: number): Promise<number> {
    const created = await this.post<RestCreatedConversationContract>(
      `${BASE}${conversationId}/contracts/`,
    );
    this.knownLinks.set(conversationId, created.links);
    return created.contract_id;
  }

  openContractConversation(contractId: number) {
    return this.post<RestConversation>(`contracts/${contractId}/conversation/`);
  }

  openApplicationConversation(applicationId: number) {
    return this.post<RestConversation>(`rental-applications/${applicationId}/conversation/`);
  }

  listListingConversations(listingId: number, paging: Paging) {
    return this.get<RestConversationPage>(`listings/${listingId}/conversations/`, {
      params: pageParams(paging),
    });
  }

  async getAdminConversation(id: number): Promise<RestConversation> {
    const found = await this.get<RestAdminConversation>(`admin/conversations/${id}/`);
    this.knownLinks.set(id, found.links);
    return found.conversation;
  }

  listUserConversations(userId: number, paging: Paging) {
    return this.get<RestConversationPage>(`admin/users/${userId}/conversations/`, {
      params: pageParams(paging),
    });
  }
}
