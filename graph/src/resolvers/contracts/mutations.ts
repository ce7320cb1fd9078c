import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';
import { toContractPatch, toContractStep } from './inputs.js';

type ContractMutations = Pick<
  MutationResolvers,
  | 'createContract'
  | 'updateContract'
  | 'deleteContract'
  | 'logContractStep'
  | 'commitContract'
  | 'uncommitContract'
>;

/** Each change is one REST call answering the contract; REST errors arrive mapped (errors.ts). */
export const ContractMutation: ContractMutations = {
  createContract: (_root, { input }, { dataSources }) =>
    dataSources.contracts.create({
      ...(input.listingId ? { listing_id: toRestId(input.listingId, 'listingId') } : {}),
      ...(input.applicationId
        ? { application_id: toRestId(input.applicationId, 'applicationId') }
        : {}),
    }),

  updateContract: (_root, { input }, { dataSources }) =>
    dataSources.contracts.update(toRestId(input.id), toContractPatch(input)),

  deleteContract: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    await dataSources.contracts.remove(id);
    return id;
  },

  logContractStep: (_root, { input }, { dataSources }) =>
    dataSources.contracts.logStep(toRestId(input.id), {
      step_name: toContractStep(input.stepName),
      is_valid: input.isValid,
    }),

  commitContract: (_root, { input }, { dataSources }) =>
    dataSources.contracts.commit(toRestId(input.id), {
      sign_type: input.signType,
      skip_id_check: input.skipIdCheck ?? false,
    }),

  uncommitContract: (_root, { input }, { dataSources }) =>
    dataSources.contracts.uncommit(toRestId(input.id)),
};
