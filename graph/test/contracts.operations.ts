/** The operations of the contracts domain, as the web asks them. */

export const CONTRACT_FIELDS = /* GraphQL */ `
  fragment ContractFields on Contract {
    id
    status
    committed
    signType
    landlords {
      name
      identifier
      role
      emails {
        email
      }
    }
    tenants {
      name
      role
    }
    realEstate {
      landregId
      address {
        street
        postalCode
      }
    }
    listingType
    startDate
    endDate
    isDefinite
    price
    currency
    insuranceType
    insuranceAmount
    validSteps {
      stepName
      isValid
    }
    viewerAccess
    viewerCanEdit
    updatedAt
  }
`;

export const CONTRACTS = /* GraphQL */ `
  query Contracts($filter: ContractFilter, $page: Int, $pageSize: Int) {
    contracts(filter: $filter, page: $page, pageSize: $pageSize) {
      count
      page
      pageSize
      hasNextPage
      items {
        ...ContractFields
      }
    }
  }
  ${CONTRACT_FIELDS}
`;

export const CONTRACT = /* GraphQL */ `
  query Contract($id: ID!) {
    contract(id: $id) {
      ...ContractFields
      events {
        id
        kind
        signType
        changedFields
        createdAt
        actor {
          fullName
        }
      }
    }
  }
  ${CONTRACT_FIELDS}
`;

export const CREATE = /* GraphQL */ `
  mutation CreateContract($input: CreateContractInput!) {
    createContract(input: $input) {
      ...ContractFields
    }
  }
  ${CONTRACT_FIELDS}
`;

export const UPDATE = /* GraphQL */ `
  mutation UpdateContract($input: UpdateContractInput!) {
    updateContract(input: $input) {
      ...ContractFields
    }
  }
  ${CONTRACT_FIELDS}
`;

export const DELETE = /* GraphQL */ `
  mutation DeleteContract($input: ContractIdInput!) {
    deleteContract(input: $input)
  }
`;

export const LOG_STEP = /* GraphQL */ `
  mutation LogContractStep($input: LogContractStepInput!) {
    logContractStep(input: $input) {
      id
      validSteps {
        stepName
        isValid
      }
    }
  }
`;

export const COMMIT = /* GraphQL */ `
  mutation CommitContract($input: CommitContractInput!) {
    commitContract(input: $input) {
      ...ContractFields
    }
  }
  ${CONTRACT_FIELDS}
`;

export const UNCOMMIT = /* GraphQL */ `
  mutation UncommitContract($input: ContractIdInput!) {
    uncommitContract(input: $input) {
      ...ContractFields
    }
  }
  ${CONTRACT_FIELDS}
`;
