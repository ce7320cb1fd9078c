import { PAGE_SIZES } from '@leiga/domain';
import type {
  ContractResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';

/** The preview's default: a year of months. */
const DEFAULT_MONTHS = 12;

/** A contract's indexed rent and rent suggestion: one REST call each per contract and request. */
export const IndexationContract: Pick<ContractResolvers, 'indexedRent' | 'priceEstimate'> = {
  indexedRent: (c, { months }, { dataSources }) =>
    dataSources.indexation.indexedRent.load(`${c.id}:${months ?? DEFAULT_MONTHS}`),
  priceEstimate: (c, _args, { dataSources }) => dataSources.indexation.priceEstimate.load(c.id),
};

export const IndexationQuery: Pick<QueryResolvers, 'indexValues'> = {
  indexValues: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.indexValues);
    const rest = await dataSources.indexation.indexValues(paging.page, paging.pageSize);
    return { kind: 'IndexValuePage' as const, ...paging, rest };
  },
};

/** Staff only: the api answers FORBIDDEN to anyone else. */
export const IndexationMutation: Pick<MutationResolvers, 'addIndexValue' | 'correctIndexValue'> = {
  addIndexValue: (_root, { input }, { dataSources }) =>
    dataSources.indexation.addIndexValue({
      month_key: input.monthKey,
      value: input.value,
      source: input.source,
    }),
  correctIndexValue: (_root, { input }, { dataSources }) =>
    dataSources.indexation.correctIndexValue(input.monthKey, {
      ...(input.value != null ? { value: input.value } : {}),
      ...(input.source != null ? { source: input.source } : {}),
    }),
};
