import { z } from 'zod';
import { APPLICATION_ORDERS, APPLICATION_STATUSES, LISTING_STATUSES } from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery } from '../../http/pagination.js';
import { isoMoment, pageOf } from '../../http/responses.js';
import { profileCardResponse, profileResponse } from '../profiles/profile-schemas.js';

/** The REST answers of the rental-applications domain, written once. */
const id = z.number().int();

export const applicationListingResponse = z.object({
  id,
  title: z.string().nullable(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  postal_code: z.string().nullable(),
  municipality: z.string().nullable(),
  price: z.number().int().nullable(),
  currency: z.string(),
  status: z.enum(LISTING_STATUSES),
  owner_id: id,
  cover_photo: z.object({ key: z.string(), placeholder: z.string() }).nullable(),
  questions: z.array(z.object({ id: z.string(), text: z.string(), required: z.boolean() })),
});

export const applicationResponse = z.object({
  id,
  status: z.enum(APPLICATION_STATUSES),
  active: z.boolean(),
  is_considered: z.boolean(),
  is_read_by_landlord: z.boolean(),
  message: z.string().nullable(),
  answers: z.array(z.object({ question_id: z.string(), answer: z.string() })),
  deny_message: z.string().nullable(),
  accepted_at: isoMoment.nullable(),
  denied_at: isoMoment.nullable(),
  canceled_at: isoMoment.nullable(),
  created_at: isoMoment,
  updated_at: isoMoment,
  listing_id: id,
  listing: applicationListingResponse,
  tenant: z.object({ id, full_name: z.string(), profile_username: z.string().nullable() }),
  corenters: z.array(profileCardResponse),
  /** The applicant's profile as the reader may see it: detail reads and the landlord's list. */
  applicant_profile: profileResponse.nullable().optional(),
});
export type ApplicationView = z.infer<typeof applicationResponse>;

export const applicationPageResponse = pageOf(applicationResponse);
export const applicationListResponse = z.object({ results: z.array(applicationResponse) });

export const tenantInsightsResponse = z.object({
  applications: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  denied: z.number().int(),
  cancelled: z.number().int(),
  response_rate: z.number().nullable(),
  avg_response_hours: z.number().nullable(),
});

export const landlordInsightsResponse = z.object({
  applications: z.number().int(),
  unread: z.number().int(),
  acceptance_rate: z.number().nullable(),
  avg_response_hours: z.number().nullable(),
  listings: z.array(
    z.object({
      listing_id: id,
      title: z.string().nullable(),
      status: z.enum(LISTING_STATUSES),
      applications: z.number().int(),
      pending: z.number().int(),
      accepted: z.number().int(),
      denied: z.number().int(),
      unread: z.number().int(),
      avg_response_hours: z.number().nullable(),
    }),
  ),
});

/** Filters both sides' lists share: the listing's address, a kind of application, an order. */
export const applicationListQuery = (pageSize: number) =>
  z.object({
    listing_address: z.string().trim().max(100).optional(),
    type: z
      .enum(['active', 'pending', 'accepted', 'denied', 'cancelled', 'considered', 'unread', 'all'])
      .default('all'),
    order_by: z.enum(APPLICATION_ORDERS).default('newest'),
    listing_id: dbIdParam.optional(),
    ...pageQuery(pageSize),
  });
export type ApplicationListQuery = z.infer<ReturnType<typeof applicationListQuery>>;
