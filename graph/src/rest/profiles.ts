import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE } from '@leiga/domain';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  CreditScoreUpdateRequestStatus,
  PreApprovalStatus,
  RestAverageCompletion,
  RestChild,
  RestCorenterRequest,
  RestCreditScoreUpdateRequest,
  RestEducation,
  RestEmployer,
  RestFileLink,
  RestIncome,
  RestIncomes,
  RestIncomesUpdate,
  RestInstitution,
  RestInterest,
  RestPet,
  RestPlace,
  RestPreApproval,
  RestPreApprovalIncomes,
  RestProfileAttachment,
  RestProfileCard,
  RestProfileCorenterRequest,
  RestProfileReview,
  RestProfileView,
  RestVisibilitySetting,
  SensitiveResource,
  VisibilityOption,
  GraphSensitiveResourceInfo,
  GraphVisibilityOptionInfo,
} from './profiles-types.js';
import type { RestPageOf } from './types.js';
import { toPathSegment } from './path-segment.js';

export type Paging = { page: number; pageSize: number };
export type PetBody = Partial<Pick<RestPet, 'kind' | 'name' | 'breed' | 'description'>>;
export type EmployerBody = Partial<Omit<RestEmployer, 'id'>>;
export type EducationBody = Partial<Omit<RestEducation, 'id'>>;
export type ChildBody = Partial<Omit<RestChild, 'id'>>;
export type ReviewBody = Partial<
  Pick<RestProfileReview, 'rating' | 'text' | 'address' | 'rental_start' | 'rental_end'>
>;
export type IncomeBody = Pick<RestIncome, 'employer_name' | 'period' | 'net_amount'> & {
  gross_amount?: number | null;
};

const notFound = () =>
  new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND', reason: 'not_found' } });
const enc = (value: string) => toPathSegment(value, 'username');
const byUsername = (username: string) => `tenant-profiles/${enc(username)}/`;
const preApprovalPath = (id: number) => `tenant-profile-pre-approvals/${id}/`;

/** Items read in one batch call (`?ids=`), answered in the order asked; a missing one is 404. */
async function readByIds<T>(
  source: ProfilesAPI,
  path: string,
  ids: readonly number[],
  idOf: (item: T) => number,
): Promise<Array<T | Error>> {
  const answer = await source.getList<T>(path, { ids: ids.join(',') });
  const byId = new Map(answer.map((item) => [idOf(item), item]));
  return ids.map((id) => byId.get(id) ?? notFound());
}

const idOf = (item: { id: number }) => item.id;

/**
 * A list per profile (or other key) for any number of keys in one batch call, whose items each
 * name the key they belong to; keys the caller may not see answer an empty list.
 */
function listsByKey<T>(
  read: (keys: string) => Promise<T[]>,
  keyOf: (item: T) => number,
): DataLoader<number, T[]> {
  return new DataLoader<number, T[]>(
    async (keys) => {
      const items = await read(keys.join(','));
      return keys.map((key) => items.filter((item) => keyOf(item) === key));
    },
    { maxBatchSize: MAX_PAGE_SIZE },
  );
}

/**
 * /api/tenant-profiles/*, the sections, co-renters, visibility, pre-approval and protected files:
 * one instance per request.
 */
export class ProfilesAPI extends LeigaDataSource {
  /** Profiles by id through the batch read `?ids=`, as the caller may see them. */
  readonly profiles = new DataLoader<number, RestProfileView>(
    (ids) => readByIds<RestProfileView>(this, 'tenant-profiles/', ids, idOf),
    { maxBatchSize: MAX_PAGE_SIZE },
  );

  /** Reviews by id through the batch read `?ids=`. */
  readonly reviews = new DataLoader<number, RestProfileReview>(
    (ids) => readByIds<RestProfileReview>(this, 'tenant-profile-reviews/', ids, idOf),
    { maxBatchSize: MAX_PAGE_SIZE },
  );

  /** Each profile's reviews, newest first: any number of profiles in one batch read. */
  readonly reviewLists = listsByKey(
    async (profiles) => {
      const list = await this.getList<RestProfileReview>('tenant-profile-reviews/', { profiles });
      for (const review of list) this.reviews.prime(review.id, review);
      return list;
    },
    (review) => review.profile_id,
  );

  /** Each profile's files as the caller may see them (all kinds): one batch read. */
  readonly attachmentLists = listsByKey(
    (profiles) => this.getList<RestProfileAttachment>('tenant-attachments/', { profiles }),
    (attachment) => attachment.profile_id,
  );

  /** Requests each profile sent that still count (its owner and staff): one batch read. */
  readonly sentRequestLists = listsByKey(
    (senders) => this.getList<RestProfileCorenterRequest>('corenter-requests/', { senders }),
    (request) => request.profile_id,
  );

  /** Requests waiting for each profile's answer (its owner and staff): one batch read. */
  readonly incomingRequestLists = listsByKey(
    (recipients) => this.getList<RestProfileCorenterRequest>('corenter-requests/', { recipients }),
    (request) => request.profile_id,
  );

  /** Pre-approvals' incomes by pre-approval id (its tenant and staff; others 404): one batch read. */
  readonly incomes = new DataLoader<number, RestIncomes>(
    (ids) =>
      readByIds<RestPreApprovalIncomes>(
        this,
        'tenant-profile-pre-approvals/applicant-incomes/',
        ids,
        (incomes) => incomes.pre_approval_id,
      ),
    { maxBatchSize: MAX_PAGE_SIZE },
  );

  /** The DataLoaders are the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** Forgets the lists read so far in this request, after a change that may alter them. */
  private async changingLists<T>(change: Promise<T>): Promise<T> {
    const answer = await change;
    for (const lists of [
      this.reviewLists,
      this.attachmentLists,
      this.sentRequestLists,
      this.incomingRequestLists,
    ])
      lists.clearAll();
    return answer;
  }

  /** Replaces what this request knows of a profile after an answer carried it. */
  remember(view: RestProfileView): RestProfileView {
    this.profiles.clear(view.id).prime(view.id, view);
    return view;
  }

  /** `{ results }` lists (batch reads, suggestions, success lists). */
  async getList<T>(path: string, params: Record<string, string> = {}): Promise<T[]> {
    const answer = await this.get<{ results: T[] }>(path, { params });
    return answer.results;
  }

  // The profile
  async getProfile(username: string): Promise<RestProfileView> {
    return this.remember(await this.get<RestProfileView>(byUsername(username)));
  }
  getAverageCompletion(): Promise<RestAverageCompletion> {
    return this.get<RestAverageCompletion>('tenant-profiles/average-profile-completion/');
  }
  async updateProfile(
    userId: number,
    body: { about?: string | null; is_smoker?: boolean | null },
  ): Promise<RestProfileView> {
    return this.remember(await this.patch<RestProfileView>(`users/${userId}/profile/`, { body }));
  }
  async listReviews(username: string): Promise<RestProfileReview[]> {
    const list = await this.getList<RestProfileReview>(`${byUsername(username)}reviews/`);
    for (const review of list) this.reviews.prime(review.id, review);
    return list;
  }
  getFileLink(attachmentId: number): Promise<RestFileLink> {
    return this.get<RestFileLink>(`tenant-attachments/${attachmentId}/download-url/`);
  }

  // Suggestions
  suggestProfiles(q: string): Promise<RestProfileCard[]> {
    return this.getList<RestProfileCard>('rental-profiles-suggestions/', { q });
  }
  suggestInstitutions(q: string): Promise<RestInstitution[]> {
    return this.getList<RestInstitution>('educational-institutions/', { q });
  }
  suggestPlaces(query: string): Promise<RestPlace[]> {
    return this.getList<RestPlace>('currently-based-suggestions/', { query });
  }

  // Sections: answers are the item; callers re-read the profile where completion may change.
  async addInterest(username: string, tag: string): Promise<void> {
    await this.post<RestInterest>(`${byUsername(username)}interests/`, {
      body: { interest_tag: tag },
    });
  }
  async removeInterests(username: string, ids: number[]): Promise<void> {
    await this.delete(`${byUsername(username)}interests/`, { body: { ids } });
  }
  async addChild(username: string, body: ChildBody): Promise<void> {
    await this.post<RestChild>(`${byUsername(username)}children/`, { body });
  }
  updateChild(id: number, body: ChildBody): Promise<RestChild> {
    return this.patch<RestChild>(`tenant-children/${id}/`, { body });
  }
  async addPet(username: string, body: PetBody): Promise<void> {
    await this.post<RestPet>(`${byUsername(username)}pets/`, { body });
  }
  updatePet(id: number, body: PetBody): Promise<RestPet> {
    return this.patch<RestPet>(`tenant-pets/${id}/`, { body });
  }
  async addEmployer(username: string, body: EmployerBody): Promise<void> {
    await this.post<RestEmployer>(`${byUsername(username)}employers/`, { body });
  }
  updateEmployer(id: number, body: EmployerBody): Promise<RestEmployer> {
    return this.patch<RestEmployer>(`tenant-employers/${id}/`, { body });
  }
  async addEducation(username: string, body: EducationBody): Promise<void> {
    await this.post<RestEducation>(`${byUsername(username)}educations/`, { body });
  }
  updateEducation(id: number, body: EducationBody): Promise<RestEducation> {
    return this.patch<RestEducation>(`tenant-educations/${id}/`, { body });
  }
  /** `tenant-children`, `tenant-pets`, `tenant-employers`, `tenant-educations`, ... */
  async deleteItem(
    kind:
      | 'children'
      | 'pets'
      | 'employers'
      | 'educations'
      | 'pet-photos'
      | 'attachments'
      | 'profile-reviews',
    id: number,
  ): Promise<void> {
    await this.changingLists(this.delete(`tenant-${kind}/${id}/`));
  }
  async setCurrentlyBased(username: string, placeId: string): Promise<RestProfileView> {
    const view = await this.post<RestProfileView>(`${byUsername(username)}currently-based/`, {
      body: { place_id: placeId },
    });
    return this.remember(view);
  }
  async clearCurrentlyBased(username: string): Promise<RestProfileView> {
    return this.remember(
      await this.delete<RestProfileView>(`${byUsername(username)}currently-based/`),
    );
  }
  async deleteCoverPhoto(username: string): Promise<void> {
    await this.delete(`${byUsername(username)}cover-photo/`);
  }

  // Reviews (landlords)
  async addReview(username: string, body: ReviewBody): Promise<RestProfileReview> {
    const review = await this.changingLists(
      this.post<RestProfileReview>(`${byUsername(username)}reviews/`, { body }),
    );
    this.reviews.clear(review.id).prime(review.id, review);
    return review;
  }
  async updateReview(id: number, body: ReviewBody): Promise<RestProfileReview> {
    const review = await this.changingLists(
      this.patch<RestProfileReview>(`tenant-profile-reviews/${id}/`, { body }),
    );
    this.reviews.clear(review.id).prime(review.id, review);
    return review;
  }

  // Co-renters
  sendCorenterRequest(username: string): Promise<RestCorenterRequest> {
    return this.changingLists(
      this.post<RestCorenterRequest>(`${byUsername(username)}send-corenter-request/`),
    );
  }
  inviteCorenter(email: string): Promise<RestCorenterRequest> {
    return this.changingLists(
      this.post<RestCorenterRequest>('corenter-requests/', { body: { email } }),
    );
  }
  actOnCorenterRequest(
    id: number,
    action: 'accept' | 'decline' | 'retract' | 'resend',
  ): Promise<RestCorenterRequest> {
    return this.changingLists(this.post<RestCorenterRequest>(`corenter-requests/${id}/${action}/`));
  }
  async removeCorenter(username: string, corenterProfileId: number): Promise<void> {
    await this.changingLists(this.delete(`${byUsername(username)}corenters/${corenterProfileId}/`));
    this.profiles.clear(corenterProfileId);
  }

  // Visibility
  listSensitiveResources(): Promise<GraphSensitiveResourceInfo[]> {
    return this.get<GraphSensitiveResourceInfo[]>('sensitive-resources/');
  }
  listVisibilityOptions(): Promise<GraphVisibilityOptionInfo[]> {
    return this.get<GraphVisibilityOptionInfo[]>('visibility-options/');
  }
  listVisibilitySettings(): Promise<RestVisibilitySetting[]> {
    return this.getList<RestVisibilitySetting>('visibility-settings/');
  }
  setVisibility(resource: SensitiveResource, option: VisibilityOption) {
    return this.post<RestVisibilitySetting>('visibility-settings/', {
      body: { resource, option },
    });
  }
  updateVisibilitySetting(id: number, option: VisibilityOption) {
    return this.patch<RestVisibilitySetting>(`visibility-settings/${id}/`, { body: { option } });
  }

  // Pre-approval
  initiatePreApproval(username: string): Promise<RestPreApproval> {
    return this.post<RestPreApproval>(`${byUsername(username)}initiate-pre-approval/`, {
      body: { consent: true },
    });
  }
  async updateIncomes(id: number, incomes: IncomeBody[]): Promise<RestPreApproval> {
    const answer = await this.put<RestIncomesUpdate>(
      `${preApprovalPath(id)}update-pre-approval-incomes/`,
      { body: { incomes } },
    );
    this.incomes.clear(id).prime(id, answer);
    return answer.pre_approval;
  }
  transitionPreApproval(id: number, action: 'commit' | 'uncommit'): Promise<RestPreApproval> {
    return this.post<RestPreApproval>(`${preApprovalPath(id)}${action}/`);
  }
  renewPreApproval(id: number): Promise<RestPreApproval> {
    return this.post<RestPreApproval>(`${preApprovalPath(id)}renew/`, { body: { consent: true } });
  }
  listUpdateRequests(preApprovalId: number): Promise<RestCreditScoreUpdateRequest[]> {
    return this.getList<RestCreditScoreUpdateRequest>(
      `${preApprovalPath(preApprovalId)}credit-score-update-requests/`,
    );
  }
  requestScoreUpdate(preApprovalId: number, reason: string) {
    return this.post<RestCreditScoreUpdateRequest>(
      `${preApprovalPath(preApprovalId)}credit-score-update-requests/`,
      { body: { reason } },
    );
  }

  // Staff
  listAdminPreApprovals(status: PreApprovalStatus | undefined, paging: Paging) {
    return this.get<RestPageOf<RestPreApproval>>('admin/pre-approvals/', {
      params: pageParams(paging, { status }),
    });
  }
  listAdminUpdateRequests(status: CreditScoreUpdateRequestStatus | undefined, paging: Paging) {
    return this.get<RestPageOf<RestCreditScoreUpdateRequest>>(
      'admin/credit-score-update-requests/',
      { params: pageParams(paging, { status }) },
    );
  }
  resolveUpdateRequest(id: number, note: string): Promise<RestCreditScoreUpdateRequest> {
    return this.post<RestCreditScoreUpdateRequest>(
      `admin/credit-score-update-requests/${id}/resolve/`,
      { body: { note } },
    );
  }
}

function pageParams({ page, pageSize }: Paging, extra: Record<string, string | undefined>) {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params;
}
