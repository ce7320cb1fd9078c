import { PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

type ProfilesQueries = Pick<
  QueryResolvers,
  | 'rentalProfile'
  | 'averageProfileCompletion'
  | 'rentalProfileSuggestions'
  | 'educationalInstitutions'
  | 'currentlyBasedSuggestions'
  | 'profileReview'
  | 'fileDownloadUrl'
  | 'sensitiveResources'
  | 'visibilityOptions'
  | 'visibilitySettings'
  | 'adminPreApprovals'
  | 'creditScoreUpdateRequests'
>;

const trimmed = (value: string) => value.trim().slice(0, 100);

export const ProfilesQuery: ProfilesQueries = {
  rentalProfile: (_root, { username }, { dataSources }) =>
    dataSources.profiles.getProfile(username.trim().toLowerCase()),

  averageProfileCompletion: (_root, _args, { dataSources }) =>
    dataSources.profiles.getAverageCompletion(),

  rentalProfileSuggestions: (_root, { q }, { dataSources }) =>
    trimmed(q) ? dataSources.profiles.suggestProfiles(trimmed(q)) : [],

  educationalInstitutions: (_root, { q }, { dataSources }) =>
    dataSources.profiles.suggestInstitutions(trimmed(q)),

  currentlyBasedSuggestions: (_root, { query }, { dataSources }) =>
    dataSources.profiles.suggestPlaces(trimmed(query)),

  profileReview: (_root, { id }, { dataSources }) =>
    dataSources.profiles.reviews.load(toRestId(id)),

  fileDownloadUrl: (_root, { attachmentId }, { dataSources }) =>
    dataSources.profiles.getFileLink(toRestId(attachmentId, 'attachmentId')),

  sensitiveResources: (_root, _args, { dataSources }) =>
    dataSources.profiles.listSensitiveResources(),

  visibilityOptions: (_root, _args, { dataSources }) =>
    dataSources.profiles.listVisibilityOptions(),

  visibilitySettings: (_root, _args, { dataSources }) =>
    dataSources.profiles.listVisibilitySettings(),

  adminPreApprovals: async (_root, { status, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.default);
    const rest = await dataSources.profiles.listAdminPreApprovals(status ?? undefined, paging);
    return { kind: 'PreApprovalPage', ...paging, rest };
  },

  creditScoreUpdateRequests: async (_root, { status, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.default);
    const rest = await dataSources.profiles.listAdminUpdateRequests(status ?? undefined, paging);
    return { kind: 'CreditScoreUpdateRequestPage', ...paging, rest };
  },
};
