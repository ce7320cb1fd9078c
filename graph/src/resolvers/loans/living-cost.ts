import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';

/** The UMS living-cost reference (issue #18): staff only; the api answers FORBIDDEN to others. */
export const LivingCostQuery: Pick<QueryResolvers, 'livingCostReferences'> = {
  livingCostReferences: (_root, _args, { dataSources }) => dataSources.loans.livingCostReferences(),
};

export const LivingCostMutation: Pick<MutationResolvers, 'addLivingCostReference'> = {
  addLivingCostReference: (_root, { input }, { dataSources }) =>
    dataSources.loans.addLivingCostReference({
      from: input.from,
      first_adult: input.firstAdult,
      other_adult: input.otherAdult,
      per_child: input.perChild,
      source: input.source,
    }),
};
