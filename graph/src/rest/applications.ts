import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from '@leiga/domain';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  RestAnswer,
  RestApplication,
  RestApplicationFilter,
  RestLandlordInsights,
  RestTenantInsights,
} from './applications-types.js';
import type { RestPageOf } from './types.js';

export type Paging = { page: number; pageSize: number };
export type ApplyBody = {
  listing_id: number;
  message?: string;
  answers: RestAnswer[];
  corenter_ids: number[];
};
/** The landlord's status changes that take no body of their own. */
export type LandlordAction = 'undo-deny' | 'read' | 'unread';

const TENANT = 'tenants/rental-applications/';
const LANDLORD = 'rental-applications/';

function listParams(filter: RestApplicationFilter, { page, pageSize }: Paging): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/**
 * /api/tenants/rental-applications/* (the tenant's side), /api/rental-applications/* (the
 * landlord's) and the two insights: one instance per request.
 */
export class ApplicationsAPI extends LeigaDataSource {
  /** Detail reads (with the applicant's profile), at most once per application and request. */
  readonly tenantDetails = new DataLoader<number, RestApplication>(
    (ids) =>
      Promise.all(
        ids.map((id) => this.get<RestApplication>(`${TENANT}${id}/`).catch((e: Error) => e)),
      ),
    { batch: false },
  );
  readonly landlordDetails = new DataLoader<number, RestApplication>(
    (ids) =>
      Promise.all(
        ids.map((id) => this.get<RestApplication>(`${LANDLORD}${id}/`).catch((e: Error) => e)),
      ),
    { batch: false },
  );

  /** The DataLoaders are the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** An answer replaces what this request knew of the application. */
  private remember(application: RestApplication): RestApplication {
    this.tenantDetails.clear(application.id);
    this.landlordDetails.clear(application.id);
    return application;
  }

  // The tenant's side
  listMine(filter: RestApplicationFilter, paging: Paging): Promise<RestPageOf<RestApplication>> {
    return this.get<RestPageOf<RestApplication>>(TENANT, { params: listParams(filter, paging) });
  }
  async apply(body: ApplyBody): Promise<RestApplication> {
    return this.remember(await this.post<RestApplication>(TENANT, { body }));
  }
  async cancel(id: number): Promise<RestApplication> {
    return this.remember(await this.post<RestApplication>(`${TENANT}${id}/cancel/`));
  }
  async updateAnswers(id: number, answers: RestAnswer[]): Promise<RestApplication> {
    return this.remember(
      await this.put<RestApplication>(`${TENANT}${id}/responses/`, { body: { answers } }),
    );
  }
  getTenantInsights(userId: number): Promise<RestTenantInsights> {
    return this.get<RestTenantInsights>(`users/${userId}/insights/`);
  }

  // The landlord's side
  listForLandlord(
    filter: RestApplicationFilter,
    paging: Paging,
  ): Promise<RestPageOf<RestApplication>> {
    return this.get<RestPageOf<RestApplication>>(LANDLORD, { params: listParams(filter, paging) });
  }
  async accept(id: number, body: { deny_others: boolean; message?: string }) {
    return this.remember(await this.post<RestApplication>(`${LANDLORD}${id}/accept/`, { body }));
  }
  async deny(id: number, message: string | undefined): Promise<RestApplication> {
    const body = message ? { message } : {};
    return this.remember(await this.post<RestApplication>(`${LANDLORD}${id}/deny/`, { body }));
  }
  async act(id: number, action: LandlordAction): Promise<RestApplication> {
    return this.remember(await this.post<RestApplication>(`${LANDLORD}${id}/${action}/`));
  }
  async setConsidered(id: number, isConsidered: boolean): Promise<RestApplication> {
    return this.remember(
      await this.put<RestApplication>(`${LANDLORD}${id}/consideration/`, {
        body: { is_considered: isConsidered },
      }),
    );
  }
  async rejectMany(ids: number[], message: string | undefined): Promise<RestApplication[]> {
    const answer = await this.put<{ results: RestApplication[] }>(`${LANDLORD}reject-many/`, {
      body: { rental_application_ids: ids, ...(message ? { message } : {}) },
    });
    return answer.results.map((a) => this.remember(a));
  }
  /** Every application for one listing (the others after an acceptance), in one call. */
  async listForListing(listingId: number): Promise<RestApplication[]> {
    const page = await this.listForLandlord(
      { listing_id: listingId, type: 'all' },
      { page: 1, pageSize: MAX_PAGE_SIZE },
    );
    return page.results;
  }
  getLandlordInsights(): Promise<RestLandlordInsights> {
    return this.get<RestLandlordInsights>('landlord-insights/');
  }
}
