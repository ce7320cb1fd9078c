import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { getMyProfile } from '../profiles/source.js';

export const PaymentHistoryQuery: Pick<QueryResolvers, 'myPaymentHistory'> = {
  myPaymentHistory: (_root, _args, { dataSources }) => dataSources.paymentHistory.getMine(),
};

export const PaymentHistoryMutation: Pick<MutationResolvers, 'setPaymentHistoryShown'> = {
  setPaymentHistoryShown: async (_root, { input }, ctx) => {
    await ctx.dataSources.paymentHistory.setShown(input.isShown);
    return getMyProfile(ctx);
  },
};
