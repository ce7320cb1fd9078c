/** Operations of the amenities and maintenance-and-inspection steps and contact removal. */

export const STEPS_FIELDS = /* GraphQL */ `
  fragment StepsFields on Contract {
    id
    amenities
    fixturesDescription
    maintenance {
      tenantDuties
      maintenanceNotes
      inspection
      inspectionPaidBy
      inspectorName
    }
    tenants {
      id
      name
      identifier
      phones {
        id
        number
      }
      emails {
        id
        email
      }
    }
    validSteps {
      stepName
      isValid
    }
  }
`;

export const CREATE = /* GraphQL */ `
  mutation StepsCreate($input: CreateContractInput!) {
    createContract(input: $input) {
      ...StepsFields
    }
  }
  ${STEPS_FIELDS}
`;

export const SUGGESTIONS = /* GraphQL */ `
  query StepsSuggestions($id: ID!) {
    contract(id: $id) {
      id
      amenitySuggestions
    }
  }
`;

export const MY_LISTINGS = /* GraphQL */ `
  query StepsMyListings {
    myListings(status: PUBLISHED, page: 1, pageSize: 50) {
      items {
        id
        amenities
      }
    }
  }
`;

const mutation = (name: string, inputType: string) => /* GraphQL */ `
  mutation Steps_${name}($input: ${inputType}!) {
    ${name}(input: $input) {
      ...StepsFields
    }
  }
  ${STEPS_FIELDS}
`;

export const UPDATE_AMENITIES = mutation('updateContractAmenities', 'UpdateContractAmenitiesInput');
export const UPDATE_MAINTENANCE = mutation(
  'updateContractMaintenance',
  'UpdateContractMaintenanceInput',
);
export const ADD_PARTY = mutation('addContractParty', 'AddContractPartyInput');
export const UPDATE_PARTY = mutation('updateContractParty', 'UpdateContractPartyInput');
export const REMOVE_PHONE = mutation('removeContractPhone', 'ContractIdInput');
export const REMOVE_EMAIL = mutation('removeContractEmail', 'ContractIdInput');
