import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE, toSearchParams } from '@leiga/domain';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  ListingStatus,
  PublishRequestStatus,
  GraphListing,
  RestListing,
  RestListingCard,
  RestListingFields,
  RestListingPhoto,
  RestListingPublish,
  RestPublishDecision,
  RestPublishRequest,
  RestSavedSearch,
  RestSearchFilters,
} from './listings-types.js';
import type { RestPageOf } from './types.js';

export type Paging = { page: number; pageSize: number };
export type ListingBody = Partial<{
  [K in keyof RestListingFields]: RestListingFields[K] | null;
}>;
export type SavedSearchBody = {
  name?: string;
  filters?: RestSearchFilters;
  is_alert_enabled?: boolean;
};
export type RestAddressMatch = {
  lat: number;
  lng: number;
  precision: 'address' | 'postal_code';
  street: string;
  house_number: string;
  postal_code: string;
};
export type ListingTransition = 'pause' | 'resume' | 'mark-rented' | 'archive' | 'relist';

const notFound = () =>
  new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND', reason: 'not_found' } });

const pageParams = ({ page, pageSize }: Paging, extra: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params;
};

/** /api/listings/*, photos, likes, saved searches and the staff review: one instance per request. */
export class ListingsAPI extends LeigaDataSource {
  /** Listings by id through the batch read `?ids=`: N references cost one REST call. */
  readonly listings = new DataLoader<number, RestListing>((ids) => this.getListingsByIds(ids), {
    maxBatchSize: MAX_PAGE_SIZE,
  });

  /** The detail read (price history, counts a view): at most once per listing and request. */
  readonly details = new DataLoader<number, RestListing>(
    (ids) => Promise.all(ids.map((id) => this.getListingDetail(id).catch((e: Error) => e))),
    { batch: false },
  );

  /** The DataLoaders are the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** Replaces what this request knows of a listing after an answer carried it. */
  remember(listing: RestListing): RestListing {
    this.listings.clear(listing.id).prime(listing.id, listing);
    return listing;
  }

  /** Forgets a listing, so the next read fetches it again. */
  forget(id: number): void {
    this.listings.clear(id);
    this.details.clear(id);
  }

  private rememberPage(page: RestPageOf<RestListing>): RestPageOf<RestListing> {
    for (const listing of page.results) this.listings.prime(listing.id, listing);
    return page;
  }

  private async getListingsByIds(ids: readonly number[]): Promise<Array<RestListing | Error>> {
    const answer = await this.get<RestPageOf<RestListing>>('listings/', {
      params: { ids: ids.join(','), page_size: String(MAX_PAGE_SIZE) },
    });
    const byId = new Map(answer.results.map((l) => [l.id, l]));
    return ids.map((id) => byId.get(id) ?? notFound());
  }

  private async getListingDetail(id: number): Promise<RestListing> {
    const listing = await this.get<RestListing>(`listings/${id}/`);
    this.remember(listing);
    return listing;
  }

  // Reads
  /**
   * The search; `card` answers without photos (the cover stays) and description. Cards are not
   * remembered as the listings they stand for: a later read by id fetches the full listing.
   */
  searchListings(
    filters: RestSearchFilters,
    paging: Paging,
    view: 'full' | 'card' = 'full',
  ): Promise<RestPageOf<GraphListing>> {
    const params = toSearchParams(filters);
    params.set('page', String(paging.page));
    params.set('page_size', String(paging.pageSize));
    if (view === 'card') {
      params.set('view', 'card');
      return this.get<RestPageOf<RestListingCard>>('listings/', { params });
    }
    return this.get<RestPageOf<RestListing>>('listings/', { params }).then((p) =>
      this.rememberPage(p),
    );
  }
  listLikedListings(paging: Paging): Promise<RestPageOf<RestListing>> {
    const params = pageParams(paging, { liked: 'true' });
    return this.get<RestPageOf<RestListing>>('listings/', { params }).then((p) =>
      this.rememberPage(p),
    );
  }
  listMyListings(status: ListingStatus | undefined, paging: Paging) {
    const params = pageParams(paging, { status });
    return this.get<RestPageOf<RestListing>>('listingsv2/', { params }).then((p) =>
      this.rememberPage(p),
    );
  }
  listUserListings(userId: number, status: ListingStatus | undefined, paging: Paging) {
    const params = pageParams(paging, { status });
    return this.get<RestPageOf<RestListing>>(`users/${userId}/listings/v2/`, { params }).then((p) =>
      this.rememberPage(p),
    );
  }

  // The wizard and status changes: every answer is the listing's detail view.
  /** The wizard's address lookup; null for an address the places provider does not know. */
  async lookupAddress(query: {
    street: string;
    house_number: string;
    postal_code: string;
  }): Promise<RestAddressMatch | null> {
    try {
      return await this.get<RestAddressMatch>('address-lookup/', {
        params: new URLSearchParams(query),
      });
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async createListing(body: ListingBody): Promise<RestListing> {
    return this.remember(await this.post<RestListing>('listings/', { body }));
  }
  async updateListing(id: number, body: ListingBody): Promise<RestListing> {
    return this.remember(await this.patch<RestListing>(`listings/${id}/`, { body }));
  }
  async deleteListing(id: number): Promise<void> {
    await this.delete(`listings/${id}/`);
    this.forget(id);
  }
  async submitListing(id: number): Promise<RestListing> {
    return this.remember(await this.post<RestListing>(`listings/${id}/submit/`));
  }
  async transitionListing(id: number, transition: ListingTransition): Promise<RestListing> {
    return this.remember(await this.post<RestListing>(`listings/${id}/${transition}/`));
  }

  // Photos (uploads go to REST directly) and likes: the answer is partial, so re-read the listing.
  async reorderPhotos(listingId: number, ids: number[]): Promise<void> {
    await this.put<{ results: RestListingPhoto[] }>(`listings/${listingId}/photos/order/`, {
      body: { ids },
    });
    this.forget(listingId);
  }
  async setCoverPhoto(listingId: number, photoId: number): Promise<void> {
    await this.patch<RestListingPhoto>(`listing-photos/${photoId}/`, { body: { is_cover: true } });
    this.forget(listingId);
  }
  async deletePhoto(listingId: number, photoId: number): Promise<void> {
    await this.delete(`listing-photos/${photoId}/`);
    this.forget(listingId);
  }
  async setLiked(id: number, isLiked: boolean): Promise<void> {
    if (isLiked) await this.post(`listings/${id}/like/`);
    else await this.delete(`listings/${id}/like/`);
    this.forget(id);
  }

  // Saved searches
  listSavedSearches(paging: Paging): Promise<RestPageOf<RestSavedSearch>> {
    return this.get<RestPageOf<RestSavedSearch>>('saved-searches/', { params: pageParams(paging) });
  }
  createSavedSearch(body: Required<SavedSearchBody>): Promise<RestSavedSearch> {
    return this.post<RestSavedSearch>('saved-searches/', { body });
  }
  updateSavedSearch(id: number, body: SavedSearchBody): Promise<RestSavedSearch> {
    return this.patch<RestSavedSearch>(`saved-searches/${id}/`, { body });
  }
  async deleteSavedSearch(id: number): Promise<void> {
    await this.delete(`saved-searches/${id}/`);
  }

  // Staff
  listAdminListings(filter: { status?: ListingStatus; q?: string }, paging: Paging) {
    const params = pageParams(paging, filter);
    return this.get<RestPageOf<RestListing>>('admin/listings/', { params }).then((p) =>
      this.rememberPage(p),
    );
  }
  async listPublishRequests(status: PublishRequestStatus, paging: Paging) {
    const params = pageParams(paging, { status });
    const page = await this.get<RestPageOf<RestPublishRequest>>('admin/listing-publish-requests/', {
      params,
    });
    for (const request of page.results) if (request.listing) this.remember(request.listing);
    return page;
  }
  listListingPublishes(paging: Paging): Promise<RestPageOf<RestListingPublish>> {
    return this.get<RestPageOf<RestListingPublish>>('admin/listing-publishes/', {
      params: pageParams(paging),
    });
  }
  decidePublishRequest(
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<RestPublishDecision> {
    return decision.approve
      ? this.post<RestPublishDecision>(`admin/listing-publish-requests/${id}/approve/`)
      : this.post<RestPublishDecision>(`admin/listing-publish-requests/${id}/reject/`, {
          body: { reason: decision.reason },
        });
  }
}
