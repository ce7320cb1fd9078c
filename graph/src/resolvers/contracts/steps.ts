import type { ContractResolvers, MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

type StepsMutations = Pick<
  MutationResolvers,
  | 'updateContractAmenities'
  | 'updateContractMaintenance'
  | 'removeContractPhone'
  | 'removeContractEmail'
>;

/**
 * The amenities and maintenance-and-inspection steps, and removing one contact: one REST call
 * each, answering the whole contract; the api judges the input (field errors arrive camelCased).
 */
export const ContractStepsMutation: StepsMutations = {
  updateContractAmenities: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.putAmenities(toRestId(input.id), {
      amenities: input.amenities,
      fixtures_description: input.fixturesDescription ?? null,
    }),
  updateContractMaintenance: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.putMaintenance(toRestId(input.id), {
      tenant_duties: input.tenantDuties,
      maintenance_notes: input.maintenanceNotes ?? null,
      inspection: input.inspection,
      inspection_paid_by: input.inspectionPaidBy ?? null,
      inspector_name: input.inspectorName ?? null,
    }),
  removeContractPhone: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.removeContact('phones', toRestId(input.id)),
  removeContractEmail: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.removeContact('emails', toRestId(input.id)),
};

/** The Contract fields steps.graphql adds; spread into the Contract resolver map. */
export const StepsContract: Pick<ContractResolvers, 'fixturesDescription' | 'amenitySuggestions'> =
  {
    fixturesDescription: (c) => c.fixtures_description,
    // One REST call, and only where the amenities step asks for it.
    amenitySuggestions: (c, _args, { dataSources }) =>
      dataSources.contractParts.amenitySuggestions(c.id),
  };
