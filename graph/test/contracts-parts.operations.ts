/** The operations of the contract's parts, as the wizard asks them. */

export const PARTS_FIELDS = /* GraphQL */ `
  fragment PartsFields on Contract {
    id
    realEstate {
      landregId
      address {
        street
        postalCode
      }
      units {
        id
        propertyCode
        unitCode
        size
        changedSize
        rooms
        fireInsuranceValue
      }
    }
    landlords {
      id
      name
      identifier
    }
    tenants {
      id
      name
      identifier
      isIndividual
      phones {
        id
        countryCode
        number
      }
      emails {
        id
        email
      }
      agents {
        id
        name
        identifier
      }
    }
    utilities {
      id
      tag
      price
      paidByTenant
      meterReadings {
        id
        meterNumber
        value
        readAt
      }
    }
    validSteps {
      stepName
      isValid
    }
  }
`;

export const CREATE_EMPTY = /* GraphQL */ `
  mutation CreateEmpty {
    createContract(input: {}) {
      ...PartsFields
    }
  }
  ${PARTS_FIELDS}
`;

export const REGISTRY = /* GraphQL */ `
  query Registry($q: String!, $page: Int, $pageSize: Int) {
    propertyRegistry(q: $q, page: $page, pageSize: $pageSize) {
      count
      hasNextPage
      items {
        propertyCode
        landregId
        address {
          street
          houseNumber
          postalCode
          town
        }
        units {
          unitCode
          usage
          size
          rooms
          fireInsuranceValue
        }
      }
    }
  }
`;

const mutation = (name: string, inputType: string) => /* GraphQL */ `
  mutation Parts_${name}($input: ${inputType}!) {
    ${name}(input: $input) {
      ...PartsFields
    }
  }
  ${PARTS_FIELDS}
`;

export const SET_REAL_ESTATE = mutation('setContractRealEstate', 'SetContractRealEstateInput');
export const REMOVE_REAL_ESTATE = mutation('removeContractRealEstate', 'ContractIdInput');
export const UPDATE_UNIT = mutation('updateContractUnit', 'UpdateContractUnitInput');
export const REMOVE_UNIT = mutation('removeContractUnit', 'ContractIdInput');
export const ADD_PARTY = mutation('addContractParty', 'AddContractPartyInput');
export const UPDATE_PARTY = mutation('updateContractParty', 'UpdateContractPartyInput');
export const REMOVE_PARTY = mutation('removeContractParty', 'ContractIdInput');
export const UPDATE_UTILITIES = mutation('updateContractUtilities', 'UpdateContractUtilitiesInput');
export const UPDATE_UTILITY = mutation('updateContractUtility', 'UpdateContractUtilityInput');
export const ADD_READING = mutation('addMeterReading', 'AddMeterReadingInput');
export const REMOVE_READING = mutation('removeMeterReading', 'ContractIdInput');

export const AUTOFILL = /* GraphQL */ `
  mutation Autofill($identifier: String!) {
    autofillContractEntity(identifier: $identifier) {
      identifier
      name
      isIndividual
      street
      postalCode
      town
    }
  }
`;

export const AGENT_SUGGESTIONS = /* GraphQL */ `
  query AgentSuggestions($identifier: String!) {
    contractAgentSuggestions(identifier: $identifier) {
      name
      identifier
      source
      phones {
        countryCode
        number
      }
    }
  }
`;
