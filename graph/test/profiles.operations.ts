/** The operations the profiles tests run, written as a client would. */

export const PUBLIC_PROFILE = /* GraphQL */ `
  query PublicProfile($username: String!) {
    rentalProfile(username: $username) {
      id
      profileUsername
      fullName
      profileImage {
        key
        placeholder
      }
      coverPhoto {
        key
      }
      about
      interests {
        id
        tag
      }
      children {
        id
        birthYear
      }
      pets {
        id
        kind
        photos {
          id
        }
      }
      employers {
        id
        name
        startDate
      }
      educations {
        id
        institutionName
      }
      currentlyBased {
        placeId
        name
      }
      corenters {
        id
        fullName
        profileImage {
          key
        }
      }
      reviewsCount
      averageRating
      reviews {
        id
        rating
        text
        author {
          fullName
        }
        publicReviewPdfId
      }
      hasCriminalRecord
      attachments {
        id
        kind
        isProtected
      }
      preApproval {
        id
        status
        avgNetIncome
        isNetIncomeVisible
        creditScore {
          creditClass
        }
      }
      completion {
        percentage
        missingFields {
          field
          section
        }
      }
      visibility {
        creditScore
        netIncome
      }
      viewer {
        relation
        canEdit
        canDownloadProtected
      }
    }
  }
`;

export const MY_PROFILE = /* GraphQL */ `
  query MyProfileRef {
    me {
      id
      rentalProfile {
        id
        profileUsername
        fullName
        completion {
          percentage
        }
      }
    }
  }
`;

export const SET_VISIBILITY = /* GraphQL */ `
  mutation SetVisibility($input: SetVisibilityInput!) {
    setVisibility(input: $input) {
      id
      resource
      option
    }
  }
`;

export const FILE_LINK = /* GraphQL */ `
  query FileLink($id: ID!) {
    fileDownloadUrl(attachmentId: $id) {
      url
      expiresAt
      filename
    }
  }
`;

const REQUEST = `id status inviteEmail replacesId sender { id fullName } recipient { id fullName }`;

export const SUGGEST = /* GraphQL */ `
  query Suggest($q: String!) {
    rentalProfileSuggestions(q: $q) {
      id
      profileUsername
      fullName
    }
  }
`;

export const SEND_REQUEST = `mutation Send($input: ProfileUsernameInput!) { sendCorenterRequest(input: $input) { ${REQUEST} } }`;
export const INVITE = `mutation Invite($input: InviteCorenterInput!) { inviteCorenter(input: $input) { ${REQUEST} } }`;
export const act = (name: string) =>
  `mutation Act($input: ProfileItemInput!) { ${name}(input: $input) { ${REQUEST} } }`;

export const REQUEST_LISTS = /* GraphQL */ `
  query RequestLists($username: String!) {
    rentalProfile(username: $username) {
      id
      corenters { id fullName }
      sentCorenterRequests { ${REQUEST} }
      incomingCorenterRequests { ${REQUEST} }
    }
  }
`;

export const REMOVE_CORENTER = /* GraphQL */ `
  mutation Remove($input: RemoveCorenterInput!) {
    removeCorenter(input: $input) {
      id
      corenters {
        id
      }
    }
  }
`;

const PRE_APPROVAL = `id status isCommitted avgNetIncome creditScore { status creditClass } expiresAt
  incomes { id employerName period netAmount source }`;

export const INITIATE = `mutation Initiate($input: InitiatePreApprovalInput!) { initiatePreApproval(input: $input) { ${PRE_APPROVAL} } }`;
export const UPDATE_INCOMES = `mutation Incomes($input: UpdatePreApprovalIncomesInput!) { updatePreApprovalIncomes(input: $input) { ${PRE_APPROVAL} } }`;
export const preApprovalAction = (name: string) =>
  `mutation PreApprovalAction($input: PreApprovalInput!) { ${name}(input: $input) { ${PRE_APPROVAL} } }`;

export const RENEW = `mutation Renew($input: RenewPreApprovalInput!) { renewPreApproval(input: $input) { ${PRE_APPROVAL} } }`;

export const REQUEST_SCORE_UPDATE = /* GraphQL */ `
  mutation RequestScoreUpdate($input: RequestCreditScoreUpdateInput!) {
    requestCreditScoreUpdate(input: $input) {
      id
      status
      reason
    }
  }
`;

export const STAFF_LISTS = /* GraphQL */ `
  query StaffLists {
    adminPreApprovals(status: COMMITTED) {
      count
      items {
        id
        status
        kennitala
        profile {
          fullName
        }
      }
    }
    creditScoreUpdateRequests(status: OPEN) {
      count
      items {
        id
        reason
        status
        profile {
          fullName
        }
      }
    }
  }
`;

export const RESOLVE = /* GraphQL */ `
  mutation Resolve($input: ResolveCreditScoreUpdateRequestInput!) {
    resolveCreditScoreUpdateRequest(input: $input) {
      id
      status
      resolutionNote
      resolvedBy {
        fullName
      }
    }
  }
`;
