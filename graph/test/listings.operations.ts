/** The operations the web uses for listings (web/src/features/listings mirrors these). */

export const LISTING_CARD = /* GraphQL */ `
  fragment ListingCard on Listing {
    id
    status
    title
    street
    houseNumber
    postalCode
    municipality
    lat
    lng
    listingType
    rooms
    sizeM2
    price
    currency
    availableFrom
    isLiked
    likesCount
    coverPhoto {
      id
      key
      width
      height
      placeholder
    }
    photos {
      id
      key
      position
      isCover
    }
    owner {
      id
      fullName
    }
  }
`;

export const SEARCH = /* GraphQL */ `
  query SearchListings($filter: ListingSearchInput, $page: Int, $pageSize: Int) {
    listings(filter: $filter, page: $page, pageSize: $pageSize) {
      count
      page
      pageSize
      hasNextPage
      items {
        ...ListingCard
      }
    }
  }
  ${LISTING_CARD}
`;

export const LISTING = /* GraphQL */ `
  query Listing($id: ID!) {
    listing(id: $id) {
      ...ListingCard
      description
      amenities
      questions {
        id
        text
        required
      }
      securityType
      durationType
      viewsCount
      owner {
        id
        fullName
        memberSince
        hasVerifiedPhone
      }
      priceHistory {
        price
        currency
        changedAt
      }
    }
  }
  ${LISTING_CARD}
`;

export const LIKED = /* GraphQL */ `
  query LikedListings($page: Int, $pageSize: Int) {
    likedListings(page: $page, pageSize: $pageSize) {
      count
      page
      pageSize
      hasNextPage
      items {
        ...ListingCard
      }
    }
  }
  ${LISTING_CARD}
`;

export const EDITOR = /* GraphQL */ `
  fragment ListingEditor on Listing {
    id
    status
    postalCode
    municipality
    title
    price
    photos {
      id
      position
      isCover
    }
    coverPhoto {
      id
    }
    steps {
      step
      isComplete
      fields {
        field
        message
      }
    }
    publishRequest {
      id
      status
      reason
    }
  }
`;

export const CREATE = /* GraphQL */ `
  mutation CreateListing($input: CreateListingInput!) {
    createListing(input: $input) {
      ...ListingEditor
    }
  }
  ${EDITOR}
`;

export const UPDATE = /* GraphQL */ `
  mutation UpdateListing($input: UpdateListingInput!) {
    updateListing(input: $input) {
      ...ListingEditor
    }
  }
  ${EDITOR}
`;

export const SUBMIT = /* GraphQL */ `
  mutation SubmitListing($input: ListingIdInput!) {
    submitListing(input: $input) {
      ...ListingEditor
    }
  }
  ${EDITOR}
`;

export const REORDER = /* GraphQL */ `
  mutation ReorderListingPhotos($input: ReorderListingPhotosInput!) {
    reorderListingPhotos(input: $input) {
      ...ListingEditor
    }
  }
  ${EDITOR}
`;

export const SET_COVER = /* GraphQL */ `
  mutation SetListingCover($input: ListingPhotoInput!) {
    setListingCover(input: $input) {
      ...ListingEditor
    }
  }
  ${EDITOR}
`;

export const DELETE_PHOTO = /* GraphQL */ `
  mutation DeleteListingPhoto($input: ListingPhotoInput!) {
    deleteListingPhoto(input: $input) {
      ...ListingEditor
    }
  }
  ${EDITOR}
`;

export const PAUSE = /* GraphQL */ `
  mutation PauseListing($input: ListingIdInput!) {
    pauseListing(input: $input) {
      id
      status
    }
  }
`;

export const RESUME = /* GraphQL */ `
  mutation ResumeListing($input: ListingIdInput!) {
    resumeListing(input: $input) {
      id
      status
    }
  }
`;

export const MY_LISTINGS = /* GraphQL */ `
  query MyListings($status: ListingStatus, $page: Int, $pageSize: Int) {
    myListings(status: $status, page: $page, pageSize: $pageSize) {
      count
      pageSize
      items {
        ...ListingEditor
        likesCount
        viewsCount
      }
    }
  }
  ${EDITOR}
`;

export const LIKE = /* GraphQL */ `
  mutation LikeListing($input: ListingIdInput!) {
    likeListing(input: $input) {
      id
      isLiked
      likesCount
    }
  }
`;

export const UNLIKE = /* GraphQL */ `
  mutation UnlikeListing($input: ListingIdInput!) {
    unlikeListing(input: $input) {
      id
      isLiked
      likesCount
    }
  }
`;

export const PUBLISH_REQUESTS = /* GraphQL */ `
  query PublishRequests($status: PublishRequestStatus, $page: Int, $pageSize: Int) {
    publishRequests(status: $status, page: $page, pageSize: $pageSize) {
      count
      items {
        id
        status
        reason
        createdAt
        decidedAt
        reviewedBy {
          id
          fullName
        }
        listing {
          id
          status
          title
          owner {
            id
            fullName
          }
        }
      }
    }
  }
`;

export const APPROVE = /* GraphQL */ `
  mutation ApprovePublishRequest($input: ApprovePublishRequestInput!) {
    approvePublishRequest(input: $input) {
      id
      status
      decidedAt
      reviewedBy {
        id
      }
      listing {
        id
        status
        publishedAt
      }
    }
  }
`;

export const REJECT = /* GraphQL */ `
  mutation RejectPublishRequest($input: RejectPublishRequestInput!) {
    rejectPublishRequest(input: $input) {
      id
      status
      reason
      listing {
        id
        status
      }
    }
  }
`;

export const LISTING_PUBLISHES = /* GraphQL */ `
  query ListingPublishes($page: Int, $pageSize: Int) {
    listingPublishes(page: $page, pageSize: $pageSize) {
      count
      items {
        id
        via
        publishedBy
        createdAt
        listing {
          id
          title
          status
        }
      }
    }
  }
`;

export const SAVED_SEARCH = /* GraphQL */ `
  fragment SavedSearchItem on SavedSearch {
    id
    name
    isAlertEnabled
    filter {
      q
      postalCodes
      priceMax
      types
      pets
      bbox {
        south
        west
        north
        east
      }
      sort
    }
  }
`;

export const SAVE_SEARCH = /* GraphQL */ `
  mutation SaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      ...SavedSearchItem
    }
  }
  ${SAVED_SEARCH}
`;

export const UPDATE_SAVED_SEARCH = /* GraphQL */ `
  mutation UpdateSavedSearch($input: UpdateSavedSearchInput!) {
    updateSavedSearch(input: $input) {
      ...SavedSearchItem
    }
  }
  ${SAVED_SEARCH}
`;

export const DELETE_SAVED_SEARCH = /* GraphQL */ `
  mutation DeleteSavedSearch($input: SavedSearchIdInput!) {
    deleteSavedSearch(input: $input) {
      deletedId
    }
  }
`;

export const SAVED_SEARCHES = /* GraphQL */ `
  query SavedSearches {
    savedSearches {
      count
      items {
        ...SavedSearchItem
      }
    }
  }
  ${SAVED_SEARCH}
`;
