import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';

export const MobileAppVersionsQuery: Pick<QueryResolvers, 'mobileAppVersions'> = {
  mobileAppVersions: (_root, _args, { dataSources }) => dataSources.mobileAppVersions.list(),
};

/** Staff only: the api answers FORBIDDEN to anyone else. */
export const MobileAppVersionsMutation: Pick<MutationResolvers, 'setMobileAppVersion'> = {
  setMobileAppVersion: (_root, { input }, { dataSources }) =>
    dataSources.mobileAppVersions.set(input.platform === 'IOS' ? 'ios' : 'android', {
      current_version: input.currentVersion,
      minimum_version: input.minimumVersion,
    }),
};
