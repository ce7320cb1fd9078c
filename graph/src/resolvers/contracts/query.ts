import { PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { toContractFilter } from './inputs.js';
import { orNull } from '../base.js';

export const ContractsQuery: Pick<QueryResolvers, 'contracts' | 'contract'> = {
  contracts: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.contracts);
    const rest = await dataSources.contracts.list(toContractFilter(filter), paging);
    return { kind: 'ContractPage' as const, ...paging, rest };
  },

  contract: (_root, { id }, { dataSources }) =>
    orNull(dataSources.contracts.contracts.load(toRestId(id))),
};
