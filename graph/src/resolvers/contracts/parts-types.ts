import type {
  AgentSuggestionResolvers,
  EntityAutofillResolvers,
  RegistryAddressResolvers,
  RegistryPropertyPageResolvers,
  RegistryPropertyResolvers,
  RegistryUnitResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase for the registers' answers. */

export const RegistryProperty: RegistryPropertyResolvers = {
  propertyCode: (p) => p.property_code,
  landregId: (p) => p.landreg_id,
};

export const RegistryAddress: RegistryAddressResolvers = {
  houseNumber: (a) => a.house_number,
  postalCode: (a) => a.postal_code,
};

export const RegistryUnit: RegistryUnitResolvers = {
  unitCode: (u) => u.unit_code,
  fireInsuranceValue: (u) => u.fire_insurance_value,
  propertyValue: (u) => u.property_value,
};

export const RegistryPropertyPage: RegistryPropertyPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export const EntityAutofill: EntityAutofillResolvers = {
  isIndividual: (e) => e.is_individual,
  street: (e) => e.address.street,
  postalCode: (e) => e.address.postal_code,
  town: (e) => e.address.town,
};

export const AgentSuggestion: AgentSuggestionResolvers = {
  identifierCountry: (a) => a.identifier_country,
  isIndividual: (a) => a.is_individual,
};

export { AgentSuggestionSource } from '../../rest/contract-parts-types.js';
