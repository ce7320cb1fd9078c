/** The inspection steps' operations, as the web's step pages ask them. */

export const STEP_FIELDS = /* GraphQL */ `
  fragment StepFields on InspectionReport {
    id
    status
    viewerCanEdit
    keyTransactions {
      id
      keyType
      count
      recipient
      recipientName
    }
    meterReadings {
      id
      utility
      meterNumber
      value
      previousValue
    }
    stepChecks {
      step
      valid
      problems {
        path
        code
      }
    }
    comments {
      count
      hasNextPage
      items {
        id
        authorName
        text
      }
    }
  }
`;

export const STEPS = /* GraphQL */ `
  ${STEP_FIELDS}
  query InspectionSteps($id: ID!) {
    inspectionReport(id: $id) {
      ...StepFields
    }
  }
`;

export const ADD_KEYS = /* GraphQL */ `
  ${STEP_FIELDS}
  mutation AddKeys($input: AddInspectionKeysInput!) {
    addInspectionKeys(input: $input) {
      ...StepFields
    }
  }
`;

export const ADD_METER = /* GraphQL */ `
  ${STEP_FIELDS}
  mutation AddMeter($input: AddInspectionMeterInput!) {
    addInspectionMeter(input: $input) {
      ...StepFields
    }
  }
`;

export const READ_METER = /* GraphQL */ `
  ${STEP_FIELDS}
  mutation ReadMeter($input: ReadInspectionMeterInput!) {
    readInspectionMeter(input: $input) {
      ...StepFields
    }
  }
`;

export const ADD_COMMENT = /* GraphQL */ `
  ${STEP_FIELDS}
  mutation AddComment($input: AddInspectionCommentInput!) {
    addInspectionComment(input: $input) {
      ...StepFields
    }
  }
`;

const PEOPLE_FIELDS = /* GraphQL */ `
  fragment PeopleFields on InspectionReport {
    id
    users {
      id
      role
      name
      isIndividual
      phones {
        countryCode
        number
      }
      emails {
        email
      }
    }
  }
`;

export const ADD_USER = /* GraphQL */ `
  ${PEOPLE_FIELDS}
  mutation AddUser($input: AddInspectionUserInput!) {
    addInspectionUser(input: $input) {
      ...PeopleFields
    }
  }
`;

export const UPDATE_USER = /* GraphQL */ `
  ${PEOPLE_FIELDS}
  mutation UpdateUser($input: UpdateInspectionUserInput!) {
    updateInspectionUser(input: $input) {
      ...PeopleFields
    }
  }
`;

export const REMOVE_USER = /* GraphQL */ `
  ${PEOPLE_FIELDS}
  mutation RemoveUser($input: RemoveInspectionUserInput!) {
    removeInspectionUser(input: $input) {
      ...PeopleFields
    }
  }
`;
