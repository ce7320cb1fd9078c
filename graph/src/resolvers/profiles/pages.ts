import type {
  CreditScoreUpdateRequestPageResolvers,
  PreApprovalPageResolvers,
} from '../../__generated__/resolvers-types.js';

/** Every page type reads the same REST page: `{ count, next, previous, results }`. */
const page = {
  count: (p: { rest: { count: number } }) => p.rest.count,
  hasNextPage: (p: { rest: { next: string | null } }) => p.rest.next !== null,
};

export const PreApprovalPage: PreApprovalPageResolvers = { ...page, items: (p) => p.rest.results };
export const CreditScoreUpdateRequestPage: CreditScoreUpdateRequestPageResolvers = {
  ...page,
  items: (p) => p.rest.results,
};
