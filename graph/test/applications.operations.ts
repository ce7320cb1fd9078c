/** The operations of the applications domain, as the web asks them. */

export const APPLICATION_FIELDS = /* GraphQL */ `
  fragment ApplicationFields on RentalApplication {
    id
    status
    active
    isConsidered
    isReadByLandlord
    message
    denyMessage
    acceptedAt
    deniedAt
    canceledAt
    answers {
      questionId
      answer
    }
    listingSummary {
      id
      title
      status
      questions {
        id
        required
      }
    }
    tenant {
      id
      fullName
      profileUsername
    }
  }
`;

export const LANDLORD_LIST = /* GraphQL */ `
  query LandlordApplications($filter: RentalApplicationFilter, $page: Int, $pageSize: Int) {
    landlordApplications(filter: $filter, page: $page, pageSize: $pageSize) {
      count
      page
      pageSize
      hasNextPage
      items {
        ...ApplicationFields
        listing {
          id
          title
          owner {
            fullName
          }
          photos {
            id
          }
        }
        corenters {
          id
          profileUsername
          fullName
        }
        applicantProfile {
          id
          profileUsername
          fullName
          about
          viewer {
            relation
          }
        }
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

/** The same list with the co-renters' households: one more batch read. */
export const LANDLORD_LIST_DEEP = /* GraphQL */ `
  query LandlordApplicationsDeep($filter: RentalApplicationFilter) {
    landlordApplications(filter: $filter) {
      items {
        id
        listing {
          id
        }
        corenters {
          id
          children {
            id
          }
          pets {
            id
          }
        }
        applicantProfile {
          id
          children {
            id
          }
        }
      }
    }
  }
`;

export const MY_LIST = /* GraphQL */ `
  query MyApplications($filter: RentalApplicationFilter, $page: Int, $pageSize: Int) {
    myApplications(filter: $filter, page: $page, pageSize: $pageSize) {
      count
      pageSize
      items {
        ...ApplicationFields
        applicantProfile {
          id
        }
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

export const MY_ONE = /* GraphQL */ `
  query MyApplication($id: ID!) {
    myApplication(id: $id) {
      ...ApplicationFields
    }
  }
  ${APPLICATION_FIELDS}
`;

export const LANDLORD_ONE = /* GraphQL */ `
  query LandlordApplication($id: ID!) {
    landlordApplication(id: $id) {
      ...ApplicationFields
      applicantProfile {
        profileUsername
        viewer {
          relation
        }
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

export const APPLY = /* GraphQL */ `
  mutation Apply($input: ApplyForListingInput!) {
    applyForListing(input: $input) {
      ...ApplicationFields
      corenters {
        id
        fullName
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

const simple = (name: string, input: string) => /* GraphQL */ `
  mutation Run($input: ${input}!) {
    ${name}(input: $input) {
      ...ApplicationFields
    }
  }
  ${APPLICATION_FIELDS}
`;

export const CANCEL = simple('cancelApplication', 'RentalApplicationIdInput');
export const UPDATE_ANSWERS = simple('updateApplicationAnswers', 'UpdateApplicationAnswersInput');
export const DENY = simple('denyApplication', 'DenyApplicationInput');
export const UNDO_DENY = simple('undoDenyApplication', 'RentalApplicationIdInput');
export const CONSIDER = simple('setApplicationConsidered', 'SetApplicationConsideredInput');
export const READ = simple('markApplicationRead', 'RentalApplicationIdInput');
export const UNREAD = simple('markApplicationUnread', 'RentalApplicationIdInput');
export const REJECT_MANY = simple('rejectApplications', 'RejectApplicationsInput');

export const ACCEPT = /* GraphQL */ `
  mutation Accept($input: AcceptApplicationInput!) {
    acceptApplication(input: $input) {
      application {
        ...ApplicationFields
      }
      others {
        id
        status
        denyMessage
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

export const INSIGHTS = /* GraphQL */ `
  query Insights($userId: ID) {
    tenantInsights(userId: $userId) {
      applications
      pending
      accepted
      denied
      cancelled
      responseRate
      avgResponseHours
    }
  }
`;

export const LANDLORD_INSIGHTS = /* GraphQL */ `
  query LandlordInsights {
    landlordInsights {
      applications
      unread
      acceptanceRate
      avgResponseHours
      listings {
        listingId
        title
        status
        applications
        pending
        accepted
        denied
        unread
      }
    }
  }
`;
