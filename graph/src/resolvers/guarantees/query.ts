import { GUARANTEE_PAGE_SIZE } from '@leiga/domain';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

export const GuaranteesQuery: Pick<
  QueryResolvers,
  'myRentalGuarantees' | 'landlordRentalGuarantees' | 'rentalGuarantee'
> = {
  myRentalGuarantees: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, GUARANTEE_PAGE_SIZE);
    const rest = await dataSources.guarantees.listMine(paging);
    return { kind: 'RentalGuaranteePage', ...paging, rest };
  },
  landlordRentalGuarantees: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, GUARANTEE_PAGE_SIZE);
    const rest = await dataSources.guarantees.listAsLandlord(paging);
    return { kind: 'RentalGuaranteePage', ...paging, rest };
  },
  rentalGuarantee: (_root, { id }, { dataSources }) => dataSources.guarantees.getOne(toRestId(id)),
};

export const GuaranteesMutation: Pick<
  MutationResolvers,
  'createRentalGuarantee' | 'assessRentalGuarantee'
> = {
  createRentalGuarantee: (_root, { input }, { dataSources }) =>
    dataSources.guarantees.create({
      amount: input.amount,
      ...(input.contractId === null || input.contractId === undefined
        ? {}
        : { contract_id: toRestId(input.contractId, 'contractId') }),
      ...(input.monthlyRent === null || input.monthlyRent === undefined
        ? {}
        : { monthly_rent: input.monthlyRent }),
    }),
  assessRentalGuarantee: (_root, { input }, { dataSources }) =>
    dataSources.guarantees.assess(toRestId(input.id), input.consent),
};
