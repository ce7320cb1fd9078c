import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badUserInput } from '../../errors.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { toAgents, toEmails, toPartyPatch, toPhones } from './parts-inputs.js';

type PartsQueries = Pick<QueryResolvers, 'propertyRegistry' | 'contractAgentSuggestions'>;
type PartsMutations = Pick<
  MutationResolvers,
  | 'autofillContractEntity'
  | 'setContractRealEstate'
  | 'removeContractRealEstate'
  | 'updateContractUnit'
  | 'removeContractUnit'
  | 'addContractParty'
  | 'updateContractParty'
  | 'removeContractParty'
  | 'updateContractUtilities'
  | 'updateContractUtility'
  | 'addMeterReading'
  | 'removeMeterReading'
>;

/** The registers the wizard looks things up in; the api checks the input (field errors). */
export const ContractPartsQuery: PartsQueries = {
  propertyRegistry: async (_root, { q, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, 10);
    const rest = await dataSources.contractParts.searchRegistry(q, paging);
    return { kind: 'RegistryPropertyPage' as const, ...paging, rest };
  },
  contractAgentSuggestions: (_root, { identifier }, { dataSources }) =>
    dataSources.contractParts.agentSuggestions({ identifier }),
};

/** One REST call each, answering the whole contract (REST field errors arrive camelCased). */
export const ContractPartsMutation: PartsMutations = {
  // A kennitala nobody has is a mistake in the input, as the form shows it.
  autofillContractEntity: (_root, { identifier }, { dataSources }) =>
    dataSources.contractParts.autofill({ identifier }).catch((error: unknown) => {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
        throw badUserInput('identifier', 'validation.kennitala_unknown');
      throw error;
    }),

  setContractRealEstate: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.setRealEstate(toRestId(input.id), {
      property_code: input.propertyCode,
      unit_codes: input.unitCodes,
    }),
  removeContractRealEstate: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.removeRealEstate(toRestId(input.id)),
  updateContractUnit: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.updateUnit(toRestId(input.id), {
      ...(input.changedSize !== undefined ? { changed_size: input.changedSize } : {}),
      ...(input.rooms !== undefined ? { rooms: input.rooms } : {}),
    }),
  removeContractUnit: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.removeUnit(toRestId(input.id)),

  addContractParty: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.addParty(toRestId(input.id), input.role, {
      name: input.name,
      identifier: input.identifier,
      identifier_country: input.identifierCountry ?? 'IS',
      is_individual: input.isIndividual,
      phones: toPhones(input.phones),
      emails: toEmails(input.emails),
      agents: toAgents(input.agents),
    }),
  updateContractParty: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.updateParty(toRestId(input.id), toPartyPatch(input)),
  removeContractParty: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.removeParty(toRestId(input.id)),

  updateContractUtilities: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.putUtilities(toRestId(input.id), {
      utilities: input.utilities.map((u) => ({
        utility: { tag: u.tag },
        name: u.name ?? null,
        price: u.price ?? null,
        paid_by_tenant: u.paidByTenant,
      })),
    }),
  updateContractUtility: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.updateUtility(toRestId(input.id), {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.price !== undefined ? { price: input.price } : {}),
      ...(input.paidByTenant != null ? { paid_by_tenant: input.paidByTenant } : {}),
    }),
  addMeterReading: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.addReading(toRestId(input.utilityId, 'utilityId'), {
      meter_number: input.meterNumber,
      value: input.value,
      read_at: input.readAt,
    }),
  removeMeterReading: (_root, { input }, { dataSources }) =>
    dataSources.contractParts.removeReading(toRestId(input.id)),
};
