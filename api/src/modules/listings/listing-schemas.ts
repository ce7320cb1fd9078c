import { z } from 'zod';
import {
  AMENITIES,
  DURATION_TYPES,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTING_STEPS,
  LISTING_TYPES,
  MUNICIPALITIES,
  SECURITY_TYPES,
} from '@leiga/domain';
import { isoDate, isoMoment, pageOf } from '../../http/responses.js';
import {
  listingFraudCheckResponse,
  listingVerificationResponse,
} from '../listing-checks/check-view.js';

/** The REST answers of the listings domain, written once. */
export const listingPhotoResponse = z.object({
  id: z.number().int(),
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  is_cover: z.boolean(),
  placeholder: z.string(),
});
export type ListingPhotoView = z.infer<typeof listingPhotoResponse>;

export const listingQuestionResponse = z.object({
  id: z.string(),
  text: z.string(),
  required: z.boolean(),
});

/** The editable fields as the PATCH body names them; null until answered. */
export const listingFieldsResponse = z.object({
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  unit: z.string().nullable(),
  postal_code: z.string().nullable(),
  municipality: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  property_number: z.string().nullable(),
  floor: z.number().int().nullable(),
  has_elevator: z.boolean().nullable(),
  listing_type: z.enum(LISTING_TYPES).nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  rooms: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  size_m2: z.number().nullable(),
  is_furnished: z.boolean().nullable(),
  amenities: z.array(z.enum(AMENITIES)).nullable(),
  heating_included: z.boolean().nullable(),
  electricity_included: z.boolean().nullable(),
  internet_included: z.boolean().nullable(),
  housefund_included: z.boolean().nullable(),
  price: z.number().int().nullable(),
  currency: z.string(),
  security_type: z.enum(SECURITY_TYPES).nullable(),
  security_months: z.number().int().nullable(),
  duration_type: z.enum(DURATION_TYPES).nullable(),
  end_date: isoDate.nullable(),
  min_months: z.number().int().nullable(),
  available_from: isoDate.nullable(),
  max_occupants: z.number().int().nullable(),
  requires_pre_approval: z.boolean().nullable(),
  min_income: z.number().int().nullable(),
  pets_allowed: z.boolean().nullable(),
  smoking_allowed: z.boolean().nullable(),
  questions: z.array(listingQuestionResponse).nullable(),
});
export type ListingFieldsView = z.infer<typeof listingFieldsResponse>;

export const publishRequestStatus = z.enum(['pending', 'approved', 'rejected', 'withdrawn']);

export const listingOwnerResponse = z.object({
  id: z.number().int(),
  full_name: z.string(),
  member_since: isoMoment,
  has_verified_phone: z.boolean(),
});

export const listingStepResponse = z.object({
  step: z.enum(LISTING_STEPS),
  is_complete: z.boolean(),
  fields: z.record(z.string(), z.string()),
});

export const pricePointResponse = z.object({
  price: z.number().int(),
  currency: z.string(),
  changed_at: isoMoment,
});

/** A listing's own publish request, embedded for its owner and staff. */
export const embeddedPublishRequestResponse = z.object({
  id: z.number().int(),
  status: publishRequestStatus,
  reason: z.string().nullable(),
  created_at: isoMoment,
});

export const listingResponse = listingFieldsResponse.extend({
  id: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  is_commercial: z.boolean(),
  owner: listingOwnerResponse,
  photos: z.array(listingPhotoResponse),
  cover_photo: listingPhotoResponse.nullable(),
  likes_count: z.number().int(),
  views_count: z.number().int(),
  is_liked: z.boolean(),
  published_at: isoMoment.nullable(),
  created_at: isoMoment,
  updated_at: isoMoment,
  /** Owner and staff only. */
  steps: z.array(listingStepResponse).optional(),
  publish_request: embeddedPublishRequestResponse.nullable().optional(),
  /** Detail reads only. */
  price_history: z.array(pricePointResponse).optional(),
  /** Passes the fraud check and its landlord is identified by electronic ID. */
  is_verified: z.boolean(),
  /** Owner and staff only: why it is (not) verified, in general terms. */
  verification: listingVerificationResponse.optional(),
  /** Staff only: the latest fraud check, null before the first. */
  fraud_check: listingFraudCheckResponse.nullable().optional(),
});
export type ListingView = z.infer<typeof listingResponse>;

export const listingPageResponse = pageOf(listingResponse);
/**
 * A search result. With `view=card` it leaves out what a results page does not show: every photo
 * but the cover (`cover_photo` stays) and the description, about half of a page's bytes.
 */
export const listingCardResponse = listingResponse.extend({
  photos: z.array(listingPhotoResponse).optional(),
  description: z.string().nullable().optional(),
});
/** The search's page says when its count stopped at the cap. */
export const listingSearchPageResponse = pageOf(listingCardResponse).extend({
  count_is_capped: z.boolean().optional(),
});

/** A row of the staff's publish-request list: the request with its listing. */
export const publishRequestResponse = embeddedPublishRequestResponse.extend({
  decided_at: isoMoment.nullable(),
  reviewed_by: z.number().int().nullable(),
  listing: listingResponse.nullable(),
});
export type PublishRequestView = z.infer<typeof publishRequestResponse>;
export const publishRequestPageResponse = pageOf(publishRequestResponse);

export const publishDecisionResponse = z.object({
  id: z.number().int(),
  status: publishRequestStatus,
  reason: z.string().optional(),
});

export const listingPublishResponse = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  listing_title: z.string().nullable(),
  listing_status: z.enum(LISTING_STATUSES),
  via: z.enum(['review', 'trusted', 'resume']),
  published_by: z.string().nullable(),
  created_at: isoMoment,
});
export type ListingPublishView = z.infer<typeof listingPublishResponse>;
export const listingPublishPageResponse = pageOf(listingPublishResponse);

export const photoListResponse = z.object({ results: z.array(listingPhotoResponse) });

export const likeResponse = z.object({ id: z.number().int(), is_liked: z.boolean() });

/** What a saved search keeps: the search's filters without paging. */
export const searchFiltersResponse = z.object({
  q: z.string().optional(),
  postal_codes: z.array(z.string()).optional(),
  municipalities: z.array(z.enum(MUNICIPALITIES)).optional(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  price_min: z.number().int().optional(),
  price_max: z.number().int().optional(),
  rooms_min: z.number().int().optional(),
  rooms_max: z.number().int().optional(),
  size_min: z.number().int().optional(),
  size_max: z.number().int().optional(),
  types: z.array(z.enum(LISTING_TYPES)).optional(),
  commercial: z.boolean().optional(),
  pets: z.boolean().optional(),
  furnished: z.boolean().optional(),
  available_by: isoDate.optional(),
  sort: z.enum(LISTING_SORTS).optional(),
});
export type SearchFiltersView = z.infer<typeof searchFiltersResponse>;

export const savedSearchResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: searchFiltersResponse,
  is_alert_enabled: z.boolean(),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export type SavedSearchView = z.infer<typeof savedSearchResponse>;
export const savedSearchPageResponse = pageOf(savedSearchResponse);
