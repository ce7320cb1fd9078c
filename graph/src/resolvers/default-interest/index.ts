import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';

/** The Central Bank's default-interest periods (issue #16): anyone signed in reads them. */
export const DefaultInterestQuery: Pick<QueryResolvers, 'defaultInterestRates'> = {
  defaultInterestRates: (_root, _args, { dataSources }) => dataSources.defaultInterest.list(),
};

/** Staff only: the api answers FORBIDDEN to anyone else, and keeps who and why. */
export const DefaultInterestMutation: Pick<
  MutationResolvers,
  'addDefaultInterestRate' | 'correctDefaultInterestRate' | 'removeDefaultInterestRate'
> = {
  addDefaultInterestRate: (_root, { input }, { dataSources }) =>
    dataSources.defaultInterest.add({
      from: input.from,
      yearly_percent: input.yearlyPercent,
      source: input.source,
      is_verified: input.isVerified,
      reason: input.reason,
    }),
  correctDefaultInterestRate: (_root, { input }, { dataSources }) =>
    dataSources.defaultInterest.correct(input.from, {
      yearly_percent: input.yearlyPercent,
      source: input.source,
      is_verified: input.isVerified,
      reason: input.reason,
    }),
  removeDefaultInterestRate: (_root, { input }, { dataSources }) =>
    dataSources.defaultInterest.remove(input.from, input.reason),
};
