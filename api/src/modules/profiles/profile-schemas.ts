import { z } from 'zod';
import {
  ATTACHMENT_KINDS,
  CORENTER_REQUEST_STATUSES,
  CREDIT_RESULT_STATUSES,
  PET_KINDS,
  PROFILE_COMPLETION_FIELDS,
  SENSITIVE_RESOURCE_TAGS,
  VISIBILITY_OPTIONS,
  type ProfileReader,
} from '@leiga/domain';
import { isoDate, isoMoment, pageOf } from '../../http/responses.js';
import { paymentHistoryResponse } from '../payment-history/payment-history-schemas.js';

/** The REST answers of the tenant-profiles domain, written once. */
const id = z.number().int();
const resultsOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

export const profileReaders = [
  'owner',
  'staff',
  'applied_landlord',
  'landlord',
  'tenant',
  'anonymous',
] as const satisfies readonly ProfileReader[];

export const imageResponse = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
});
export type ImageView = z.infer<typeof imageResponse>;

/** A profile as a card (co-renters, suggestions, request parties): a reference with a face. */
export const profileCardResponse = z.object({
  id,
  profile_username: z.string(),
  full_name: z.string(),
  profile_image: imageResponse.nullable(),
});
export type ProfileCardView = z.infer<typeof profileCardResponse>;

export const interestResponse = z.object({ id, interest_tag: z.string() });
export const childResponse = z.object({
  id,
  birth_year: z.number().int(),
  shared_custody: z.boolean(),
});
export const petPhotoResponse = imageResponse.extend({ id });
export const petResponse = z.object({
  id,
  kind: z.enum(PET_KINDS),
  name: z.string().nullable(),
  breed: z.string().nullable(),
  description: z.string().nullable(),
  photos: z.array(petPhotoResponse),
});
export const employerResponse = z.object({
  id,
  name: z.string(),
  position: z.string().nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
});
export const educationResponse = z.object({
  id,
  institution_id: z.string().nullable(),
  institution_name: z.string(),
  program: z.string().nullable(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
});
export const currentlyBasedResponse = z.object({ place_id: z.string(), name: z.string() });

/** A file's metadata; never its storage key: downloads go through a signed, expiring link. */
export const attachmentResponse = z.object({
  id,
  kind: z.enum(ATTACHMENT_KINDS),
  filename: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
  is_protected: z.boolean(),
  created_at: isoMoment,
});
export type FileView = z.infer<typeof attachmentResponse>;

export const creditScoreResponse = z.object({
  status: z.enum(CREDIT_RESULT_STATUSES),
  credit_class: z.string().nullable(),
  checked_at: isoMoment,
});

export const preApprovalResponse = z.object({
  id,
  profile_id: id,
  status: z.enum(['draft', 'committed', 'expired']),
  is_committed: z.boolean(),
  /** Null when the reader may not see it (visibility) or there are no incomes. */
  avg_net_income: z.number().int().nullable(),
  credit_score: creditScoreResponse.nullable(),
  is_net_income_visible: z.boolean(),
  is_credit_score_visible: z.boolean(),
  committed_at: isoMoment.nullable(),
  expires_at: isoMoment,
  created_at: isoMoment,
  updated_at: isoMoment,
});
export type PreApprovalView = z.infer<typeof preApprovalResponse>;

/** A row of the staff's list: with the kennitala it was looked up by and the profile. */
export const staffPreApprovalResponse = preApprovalResponse.extend({
  kennitala: z.string(),
  profile: profileCardResponse.nullable(),
});
export const staffPreApprovalPageResponse = pageOf(staffPreApprovalResponse);

export const missingFieldResponse = z.object({
  field: z.enum(PROFILE_COMPLETION_FIELDS.map((f) => f.field)),
  section: z.string(),
  message_key: z.string(),
});

export const profileCompletionResponse = z.object({
  profile_completion_percentage: z.number().int(),
  profile_completion_fields: z.array(missingFieldResponse),
});

export const profileResponse = profileCardResponse.extend({
  user_id: id,
  cover: z.object({ image: imageResponse }).nullable(),
  about: z.string().nullable(),
  is_smoker: z.boolean().nullable(),
  interests: z.array(interestResponse),
  children: z.array(childResponse),
  pets: z.array(petResponse),
  employers: z.array(employerResponse),
  educations: z.array(educationResponse),
  currently_based: currentlyBasedResponse.nullable(),
  corenters: z.array(profileCardResponse),
  reviews_count: z.number().int(),
  average_rating: z.number().nullable(),
  has_criminal_record: z.boolean(),
  /** The attachment, for readers who may download it; null otherwise. */
  criminal_record: attachmentResponse.nullable(),
  paychecks: z.array(attachmentResponse),
  pre_approval: preApprovalResponse.nullable(),
  /** The on-time payment history: the owner and staff, and applied landlords when shown. */
  payment_history: paymentHistoryResponse.nullable(),
  ...profileCompletionResponse.shape,
  /** The owner's options: the owner and staff only. */
  visibility: z
    .object({ CREDIT_SCORE: z.enum(VISIBILITY_OPTIONS), NET_INCOME: z.enum(VISIBILITY_OPTIONS) })
    .optional(),
  viewer: z.object({
    relation: z.enum(profileReaders),
    can_edit: z.boolean(),
    can_download_protected: z.boolean(),
  }),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export type ProfileView = z.infer<typeof profileResponse>;

export const profileListResponse = resultsOf(profileResponse);
export const profileCardListResponse = resultsOf(profileCardResponse);

export const averageCompletionResponse = z.object({
  average_profile_completion: z.number().int(),
  profiles_count: z.number().int(),
});

export const institutionListResponse = resultsOf(
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['university', 'upper_secondary']),
    town: z.string(),
  }),
);

export const placeListResponse = resultsOf(
  z.object({
    place_id: z.string(),
    name: z.string(),
    description: z.string(),
    kind: z.enum(['town', 'neighbourhood']),
    postal_codes: z.array(z.string()),
    lat: z.number(),
    lng: z.number(),
  }),
);

export const profileImageListResponse = resultsOf(imageResponse);
export const coverPhotoResponse = z.object({ image: imageResponse });
export const petPhotoListResponse = resultsOf(petPhotoResponse);
export const attachmentListResponse = resultsOf(attachmentResponse);
/** The batch read of several profiles' files: each names its profile. */
export const profileAttachmentListResponse = resultsOf(
  attachmentResponse.extend({ profile_id: id }),
);

export const fileLinkResponse = z.object({
  url: z.string(),
  expires_at: isoMoment,
  filename: z.string(),
  content_type: z.string(),
});

export const reviewResponse = z.object({
  id,
  profile_id: id,
  author: z.object({ id, full_name: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  address: z.string().nullable(),
  rental_start: isoDate.nullable(),
  rental_end: isoDate.nullable(),
  /** A protected attachment: fetch it through /tenant-attachments/{id}/download-url/. */
  public_review_pdf: z.object({ id }).nullable(),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export type ReviewView = z.infer<typeof reviewResponse>;
export const reviewListResponse = resultsOf(reviewResponse);

export const corenterRequestResponse = z.object({
  id,
  status: z.enum(CORENTER_REQUEST_STATUSES),
  sender: profileCardResponse.nullable(),
  recipient: profileCardResponse.nullable(),
  invite_email: z.string().nullable(),
  replaces_id: id.nullable(),
  created_at: isoMoment,
  responded_at: isoMoment.nullable(),
});
export type CorenterRequestView = z.infer<typeof corenterRequestResponse>;
export const corenterRequestListResponse = resultsOf(corenterRequestResponse);
/** The batch read of several profiles' requests: each names the profile whose list it is in. */
export const profileCorenterRequestListResponse = resultsOf(
  corenterRequestResponse.extend({ profile_id: id }),
);

const namedTag = <T extends readonly [string, ...string[]]>(tags: T) =>
  z.object({ id, tag: z.enum(tags), name: z.string() });
export const sensitiveResourceListResponse = z.array(namedTag(SENSITIVE_RESOURCE_TAGS));
export const visibilityOptionListResponse = z.array(namedTag(VISIBILITY_OPTIONS));

export const visibilitySettingResponse = z.object({
  id,
  resource: z.enum(SENSITIVE_RESOURCE_TAGS),
  option: z.enum(VISIBILITY_OPTIONS),
  updated_at: isoMoment,
});
export type VisibilitySettingView = z.infer<typeof visibilitySettingResponse>;
export const visibilitySettingListResponse = resultsOf(visibilitySettingResponse);

export const incomeResponse = z.object({
  id,
  employer_name: z.string(),
  period: z.string(),
  gross_amount: z.number().int().nullable(),
  net_amount: z.number().int(),
  source: z.enum(['payslip', 'manual']),
});
export const incomesResponse = z.object({
  avg_net_income: z.number().int().nullable(),
  results: z.array(incomeResponse),
});
export type IncomesView = z.infer<typeof incomesResponse>;
export const incomesUpdateResponse = incomesResponse.extend({ pre_approval: preApprovalResponse });
/** The batch read of several pre-approvals' incomes: each names its pre-approval. */
export const preApprovalIncomesResponse = incomesResponse.extend({ pre_approval_id: id });
export type PreApprovalIncomesView = z.infer<typeof preApprovalIncomesResponse>;
export const preApprovalIncomesListResponse = resultsOf(preApprovalIncomesResponse);

export const creditScoreUpdateRequestResponse = z.object({
  id,
  pre_approval_id: id,
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution_note: z.string().nullable(),
  resolved_by: id.nullable(),
  resolved_at: isoMoment.nullable(),
  created_at: isoMoment,
});
export const creditScoreUpdateRequestListResponse = resultsOf(creditScoreUpdateRequestResponse);
export const staffCreditScoreUpdateRequestPageResponse = pageOf(
  creditScoreUpdateRequestResponse.extend({ profile: profileCardResponse.nullable() }),
);
