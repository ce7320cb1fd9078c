import { GraphQLError } from 'graphql';
import type {
  AcceptApplicationPayloadResolvers,
  ApplicationAnswerResolvers,
  ApplicationTenantResolvers,
  LandlordInsightsResolvers,
  ListingApplicationInsightsResolvers,
  RentalApplicationListingResolvers,
  RentalApplicationPageResolvers,
  RentalApplicationResolvers,
  TenantInsightsResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase, one small map per type. Fields named alike need none. */

export const RentalApplication: RentalApplicationResolvers = {
  isConsidered: (a) => a.is_considered,
  isReadByLandlord: (a) => a.is_read_by_landlord,
  denyMessage: (a) => a.deny_message,
  acceptedAt: (a) => a.accepted_at,
  deniedAt: (a) => a.denied_at,
  canceledAt: (a) => a.canceled_at,
  createdAt: (a) => a.created_at,
  updatedAt: (a) => a.updated_at,
  // Embedded in every REST application: no call of its own.
  listingSummary: (a) => a.listing,
  tenant: (a) => a.tenant,
  corenters: (a) => a.corenters,
  applicantProfile: (a) => a.applicant_profile ?? null,
  // The listings of a page come in one batch read; a listing the reader may not see is null.
  listing: async (a, _args, { dataSources }) => {
    try {
      return await dataSources.listings.listings.load(a.listing_id);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
};

export const RentalApplicationListing: RentalApplicationListingResolvers = {
  houseNumber: (l) => l.house_number,
  postalCode: (l) => l.postal_code,
  ownerId: (l) => l.owner_id,
  coverPhoto: (l) => l.cover_photo,
};

export const ApplicationTenant: ApplicationTenantResolvers = {
  fullName: (t) => t.full_name,
  profileUsername: (t) => t.profile_username,
};

export const ApplicationAnswer: ApplicationAnswerResolvers = {
  questionId: (a) => a.question_id,
};

export const RentalApplicationPage: RentalApplicationPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export const AcceptApplicationPayload: AcceptApplicationPayloadResolvers = {};

export const TenantInsights: TenantInsightsResolvers = {
  responseRate: (i) => i.response_rate,
  avgResponseHours: (i) => i.avg_response_hours,
};

export const LandlordInsights: LandlordInsightsResolvers = {
  acceptanceRate: (i) => i.acceptance_rate,
  avgResponseHours: (i) => i.avg_response_hours,
};

export const ListingApplicationInsights: ListingApplicationInsightsResolvers = {
  listingId: (l) => l.listing_id,
  avgResponseHours: (l) => l.avg_response_hours,
};

/** Enum resolvers: the REST value of each GraphQL enum value (rest/applications-types.ts). */
export {
  RentalApplicationOrder,
  RentalApplicationStatus,
  RentalApplicationType,
} from '../../rest/applications-types.js';
