import { InMemoryCache, type FieldPolicy, type TypePolicies } from '@apollo/client/cache';

/**
 * A paged list (`XPage { count, page, pageSize, hasNextPage, items }`) is cached per filter, page
 * and size: each page is its own entry, which is what page-number navigation wants.
 */
export function pagedListPolicy(keyArgs: string[] = ['filter', 'page', 'pageSize']): FieldPolicy {
  return { keyArgs };
}

type PageLike = { items?: readonly unknown[]; page?: number } & Record<string, unknown>;

/**
 * "Load more" lists: pages of one filter are appended into one entry (items in page order).
 * Use it for a field whose UI grows a list instead of switching pages.
 */
export function appendPagesPolicy(keyArgs: string[] = ['filter']): FieldPolicy<PageLike> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = Number(args?.page ?? 1);
      if (!existing || page <= 1) return incoming;
      return { ...incoming, items: [...(existing.items ?? []), ...(incoming.items ?? [])] };
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      users: pagedListPolicy(),
      // `user(id)` can answer from a User already in the cache.
      user: {
        read: (existing, { args, toReference }) =>
          existing ?? toReference({ __typename: 'User', id: String(args?.id) }),
      },
      listings: pagedListPolicy(),
      listing: {
        read: (existing, { args, toReference }) =>
          existing ?? toReference({ __typename: 'Listing', id: String(args?.id) }),
      },
      // SPEC 4: liked listings grow with "load more".
      likedListings: appendPagesPolicy([]),
      myListings: pagedListPolicy(['status', 'page', 'pageSize']),
      userListings: pagedListPolicy(['userId', 'status', 'page', 'pageSize']),
      adminListings: pagedListPolicy(),
      publishRequests: pagedListPolicy(['status', 'page', 'pageSize']),
      listingPublishes: pagedListPolicy(['page', 'pageSize']),
      savedSearches: pagedListPolicy(['page', 'pageSize']),
      myApplications: pagedListPolicy(),
      landlordApplications: pagedListPolicy(),
      myApplication: {
        read: (existing, { args, toReference }) =>
          existing ?? toReference({ __typename: 'RentalApplication', id: String(args?.id) }),
      },
      landlordApplication: {
        read: (existing, { args, toReference }) =>
          existing ?? toReference({ __typename: 'RentalApplication', id: String(args?.id) }),
      },
      adminPreApprovals: pagedListPolicy(['status', 'page', 'pageSize']),
      creditScoreUpdateRequests: pagedListPolicy(['status', 'page', 'pageSize']),
    },
  },
  User: {
    fields: {
      // Lists of a user's contacts are replaced whole by each answer.
      emailAddresses: { merge: false },
      phones: { merge: false },
    },
  },
  Listing: {
    fields: {
      photos: { merge: false },
      steps: { merge: false },
      questions: { merge: false },
      priceHistory: { merge: false },
    },
  },
  RentalApplication: {
    fields: {
      answers: { merge: false },
      corenters: { merge: false },
    },
  },
  // A profile's sections and lists are replaced whole by each answer (items come and go).
  RentalProfile: {
    fields: Object.fromEntries(
      [
        'interests',
        'children',
        'pets',
        'employers',
        'educations',
        'corenters',
        'paychecks',
        'attachments',
        'reviews',
        'sentCorenterRequests',
        'incomingCorenterRequests',
      ].map((field) => [field, { merge: false }]),
    ),
  },
  Pet: { fields: { photos: { merge: false } } },
  PreApproval: {
    fields: { incomes: { merge: false }, creditScoreUpdateRequests: { merge: false } },
  },
  // Value objects without their own identity live inside their parent.
  PrimaryLanguage: { keyFields: false },
  UserPage: { keyFields: false },
  AuthPayload: { keyFields: false },
  SessionTokens: { keyFields: false },
  ListingPage: { keyFields: false },
  SavedSearchPage: { keyFields: false },
  PublishRequestPage: { keyFields: false },
  ListingPublishPage: { keyFields: false },
  // A question's id is unique within its listing only.
  ListingQuestion: { keyFields: false },
  ListingStep: { keyFields: false },
  ListingSearchFilter: { keyFields: false },
  DeleteResult: { keyFields: false },
  ProfileImage: { keyFields: false },
  ProfileCompletion: { keyFields: false },
  MissingProfileField: { keyFields: false },
  ProfileVisibility: { keyFields: false },
  ProfileViewer: { keyFields: false },
  CurrentlyBased: { keyFields: false },
  CreditScore: { keyFields: false },
  ReviewAuthor: { keyFields: false },
  AverageProfileCompletion: { keyFields: false },
  FileDownloadLink: { keyFields: false },
  PlaceSuggestion: { keyFields: false },
  PreApprovalPage: { keyFields: false },
  CreditScoreUpdateRequestPage: { keyFields: false },
  ProfileItemDeleteResult: { keyFields: false },
  RentalApplicationPage: { keyFields: false },
  ApplicationAnswer: { keyFields: false },
  ApplicationCoverPhoto: { keyFields: false },
  AcceptApplicationPayload: { keyFields: false },
  TenantInsights: { keyFields: false },
  LandlordInsights: { keyFields: false },
  ListingApplicationInsights: { keyFields: false },
  ContractPage: { keyFields: false },
  HmsSubmissionPage: { keyFields: false },
  // A contract's step results and restrictions belong to it.
  ContractValidStep: { keyFields: false },
  ContractRestrictions: { keyFields: false },
};

const PAGE_TYPES = [
  'UserPage',
  'ListingPage',
  'SavedSearchPage',
  'PublishRequestPage',
  'ListingPublishPage',
  'PreApprovalPage',
  'CreditScoreUpdateRequestPage',
  'RentalApplicationPage',
  'ContractPage',
  'HmsSubmissionPage',
];

export function createGraphCache(extra: TypePolicies = {}): InMemoryCache {
  return new InMemoryCache({
    typePolicies: { ...typePolicies, ...extra },
    possibleTypes: { Page: PAGE_TYPES },
  });
}
