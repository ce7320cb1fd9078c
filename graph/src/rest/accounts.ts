import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE } from '@leiga/domain';
import { withFieldRenames } from '../errors.js';
import {
  LeigaDataSource,
  type DataSourceOptions,
  type OutgoingRequest,
  type RequestDeduplicationPolicy,
} from './base.js';
import type {
  RestAuthResponse,
  RestDetail,
  RestEidChallenge,
  RestEidStatus,
  RestEmailAddress,
  RestLanguage,
  RestMobileLoginActivationStatus,
  RestPageOf,
  RestPhone,
  RestPhoneVerificationChallenge,
  RestTokens,
  RestUser,
} from './types.js';
import { toPathSegment } from './path-segment.js';

export type RegisterBody = {
  email: string;
  password: string;
  full_name: string;
  user_type: 'LL' | 'TN';
  primary_language?: RestLanguage['iso6391'];
};

export type UserPatch = Partial<
  Pick<RestUser, 'full_name' | 'birth_date' | 'user_type' | 'email' | 'primary_phone_id'>
>;

export type UserListQuery = { search?: string; page: number; pageSize: number };

const enc = (value: string) => toPathSegment(value, 'token');

/** /api/auth/*, /api/users/*, /api/emails/*, /api/phones/*: one instance per GraphQL request. */
export class AccountsAPI extends LeigaDataSource {
  /** Users by id through the batch read `?ids=`: N references cost one REST call. */
  readonly users = new DataLoader<number, RestUser>((ids) => this.getUsersByIds(ids), {
    maxBatchSize: MAX_PAGE_SIZE,
  });

  private me: Promise<RestUser | null> | undefined;

  constructor(options: DataSourceOptions) {
    super(options);
  }

  /** GET phones/{id}/verify/ sends an SMS: two of them are never merged into one. */
  protected override requestDeduplicationPolicyFor(
    request: OutgoingRequest,
  ): RequestDeduplicationPolicy {
    if (/\/phones\/\d+\/verify\/(?:\?|$)/.test(request.url)) {
      return { policy: 'do-not-deduplicate' };
    }
    return super.requestDeduplicationPolicyFor(request);
  }

  /** The caller, read once per request; null without a token. */
  getMe(): Promise<RestUser | null> {
    if (!this.isAuthenticated) return Promise.resolve(null);
    this.me ??= this.get<RestUser>('auth/user/').then((user) => {
      this.users.prime(user.id, user);
      return user;
    });
    return this.me;
  }

  /** Replaces what this request knows of a user after a mutation answered with it. */
  remember(user: RestUser): RestUser {
    this.users.clear(user.id).prime(user.id, user);
    return user;
  }

  private async getUsersByIds(ids: readonly number[]): Promise<Array<RestUser | Error>> {
    const answer = await this.get<RestPageOf<RestUser> | RestUser[]>('users/', {
      params: { ids: ids.join(','), page_size: String(MAX_PAGE_SIZE) },
    });
    const list = Array.isArray(answer) ? answer : answer.results;
    const byId = new Map(list.map((u) => [u.id, u]));
    return ids.map(
      (id) =>
        byId.get(id) ??
        new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND', reason: 'not_found' } }),
    );
  }

  listUsers({ search, page, pageSize }: UserListQuery): Promise<RestPageOf<RestUser>> {
    const params: Record<string, string> = { page: String(page), page_size: String(pageSize) };
    if (search) params.search = search;
    return this.get<RestPageOf<RestUser>>('users/', { params }).then((result) => {
      for (const user of result.results) this.users.prime(user.id, user);
      return result;
    });
  }

  // Sessions
  register(body: RegisterBody): Promise<RestAuthResponse> {
    return this.post<RestAuthResponse>('auth/register/', { body });
  }
  login(email: string, password: string): Promise<RestAuthResponse> {
    return this.post<RestAuthResponse>('auth/login/', { body: { email, password } });
  }
  refresh(refresh: string): Promise<RestTokens> {
    return this.post<RestTokens>('auth/refresh/', { body: { refresh } });
  }
  async logout(refresh: string | null): Promise<void> {
    await this.post('auth/logout/', { body: refresh ? { refresh } : {} });
  }
  async requestPasswordReset(email: string): Promise<void> {
    await this.post<RestDetail>('auth/password-reset/', { body: { email } });
  }
  async confirmPasswordReset(token: string, password: string): Promise<void> {
    await this.post<RestDetail>('auth/password-reset/confirm/', { body: { token, password } });
  }
  startEidLogin(phone: string): Promise<RestEidChallenge> {
    return this.post<RestEidChallenge>('auth/eid/start/', { body: { phone } });
  }
  getEidLoginStatus(token: string): Promise<RestEidStatus> {
    return this.get<RestEidStatus>(`auth/eid/status/${enc(token)}/`);
  }

  // The user
  async updateUser(id: number, patch: UserPatch): Promise<RestUser> {
    return this.remember(await this.patch<RestUser>(`users/${id}/`, { body: patch }));
  }
  async refreshUserEntity(id: number): Promise<RestUser> {
    return this.remember(await this.get<RestUser>(`users/${id}/refresh-entity/`));
  }
  async setPrimaryLanguage(id: number, lang: RestLanguage['iso6391']): Promise<RestUser> {
    const user = await this.post<RestUser>(`users/${id}/set-primary-language/`, { body: { lang } });
    return this.remember(user);
  }
  async changePassword(id: number, oldPassword: string, newPassword: string): Promise<void> {
    await this.post(`users/${id}/change-password/`, {
      body: { old_password: oldPassword, new_password: newPassword },
    });
  }
  async deleteUser(id: number): Promise<void> {
    await this.delete(`users/${id}/delete/`);
  }
  startMobileLoginActivation(id: number, phone: string): Promise<RestEidChallenge> {
    return this.post<RestEidChallenge>(`users/${id}/activate-mobile-login/`, { body: { phone } });
  }
  getMobileLoginActivation(id: number, token: string): Promise<RestMobileLoginActivationStatus> {
    return this.get<RestMobileLoginActivationStatus>(
      `users/${id}/activate-mobile-login/status/${enc(token)}/`,
    );
  }

  // E-mail addresses
  addEmailAddress(userId: number, email: string): Promise<RestEmailAddress> {
    return this.post<RestEmailAddress>(`users/${userId}/emails/`, { body: { email } });
  }
  async deleteEmailAddress(id: number): Promise<void> {
    await this.delete(`emails/${id}/`);
  }
  async resendEmailConfirmation(id: number): Promise<void> {
    await this.post(`emails/${id}/verify/`);
  }
  confirmEmail(token: string): Promise<RestEmailAddress> {
    return this.post<RestEmailAddress>('emailconfirmation/', { body: { token } });
  }

  // Phones
  addPhone(userId: number, countryCode: string, number: string): Promise<RestPhone> {
    const call = this.post<RestPhone>(`users/${userId}/phones/`, {
      body: { country_code: { code: countryCode }, number },
    });
    return withFieldRenames(call, { 'countryCode.code': 'countryCode' });
  }
  async deletePhone(id: number): Promise<void> {
    await this.delete(`phones/${id}/`);
  }
  sendPhoneVerificationCode(id: number): Promise<RestPhoneVerificationChallenge> {
    return this.get<RestPhoneVerificationChallenge>(`phones/${id}/verify/`);
  }
  verifyPhone(id: number, code: string): Promise<RestPhone> {
    return this.post<RestPhone>(`phones/${id}/verify/`, { body: { code } });
  }
}
