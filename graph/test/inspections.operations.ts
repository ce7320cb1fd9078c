/** The operations of the inspections domain, as the web asks them. */

export const REPORT_FIELDS = /* GraphQL */ `
  fragment ReportFields on InspectionReport {
    id
    contractId
    kind
    status
    signType
    viewerRoles
    viewerCanEdit
    viewerCanUncommit
    issueCount
    previousReportId
    address {
      street
    }
    users {
      id
      role
      name
    }
    units {
      id
      type
      subjects {
        id
        tag
        kind
        condition
        previousCondition
        isCarried
        note
        issues {
          id
          description
          severity
          responsibility
          isCarried
        }
      }
    }
  }
`;

export const MY_REPORTS = /* GraphQL */ `
  query MyReports($page: Int, $pageSize: Int) {
    myInspectionReports(page: $page, pageSize: $pageSize) {
      count
      pageSize
      hasNextPage
      items {
        ...ReportFields
      }
    }
  }
  ${REPORT_FIELDS}
`;

export const REPORT = /* GraphQL */ `
  query Report($id: ID!) {
    inspectionReport(id: $id) {
      ...ReportFields
    }
  }
  ${REPORT_FIELDS}
`;

export const CONTRACT_REPORTS = /* GraphQL */ `
  query ContractReports {
    contracts(page: 1, pageSize: 25) {
      items {
        id
        status
        inspectionReports {
          id
          kind
          status
        }
      }
    }
  }
`;

export const CREATE = /* GraphQL */ `
  mutation Create($input: CreateInspectionReportInput!) {
    createInspectionReport(input: $input) {
      ...ReportFields
    }
  }
  ${REPORT_FIELDS}
`;

export const SET_SUBJECT = /* GraphQL */ `
  mutation SetSubject($input: SetInspectionSubjectInput!) {
    setInspectionSubject(input: $input) {
      ...ReportFields
    }
  }
  ${REPORT_FIELDS}
`;

export const FILL_ROOM = /* GraphQL */ `
  mutation FillRoom($input: FillInspectionRoomInput!) {
    fillInspectionRoom(input: $input) {
      id
      units {
        id
        subjects {
          id
          condition
        }
      }
    }
  }
`;

export const ADD_ISSUE = /* GraphQL */ `
  mutation AddIssue($input: AddInspectionIssueInput!) {
    addInspectionIssue(input: $input) {
      ...ReportFields
    }
  }
  ${REPORT_FIELDS}
`;

export const COMMIT = /* GraphQL */ `
  mutation Commit($input: CommitInspectionReportInput!) {
    commitInspectionReport(input: $input) {
      ...ReportFields
    }
  }
  ${REPORT_FIELDS}
`;

export const UNCOMMIT = /* GraphQL */ `
  mutation Uncommit($input: InspectionReportIdInput!) {
    uncommitInspectionReport(input: $input) {
      id
      status
    }
  }
`;

export const ADD_ROOM = /* GraphQL */ `
  mutation AddRoom($input: AddInspectionRoomInput!) {
    addInspectionRoom(input: $input) {
      id
      units {
        id
        type
        name
        subjects {
          tag
        }
      }
    }
  }
`;
