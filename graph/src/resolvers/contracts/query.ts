import { PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { toContractFilter } from './inputs.js';

/** A missing or foreign contract reads as null, like `listing(id)`. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
      return null;
    throw error;
  }
}

export const ContractsQuery: Pick<QueryResolvers, 'contracts' | 'contract'> = {
  contracts: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.contracts);
    const rest = await dataSources.contracts.list(toContractFilter(filter), paging);
    return { kind: 'ContractPage' as const, ...paging, rest };
  },

  contract: (_root, { id }, { dataSources }) =>
    orNull(dataSources.contracts.contracts.load(toRestId(id))),
};
