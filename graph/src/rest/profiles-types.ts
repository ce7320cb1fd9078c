/**
 * REST response shapes of the tenant-profiles domain, declared once (codegen maps GraphQL types
 * onto them). The value vocabularies come from @leiga/domain, so they cannot drift from the api's.
 */
import {
  ATTACHMENT_KINDS,
  CORENTER_REQUEST_STATUSES,
  CREDIT_RESULT_STATUSES,
  PET_KINDS,
  PROFILE_COMPLETION_FIELDS,
  SENSITIVE_RESOURCE_TAGS,
  VISIBILITY_OPTIONS,
  type ProfileReader as DomainProfileReader,
} from '@leiga/domain';
import type { RestPageOf, RestRentalProfileRef } from './types.js';

type Screaming<S extends string> = Uppercase<S>;
type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Screaming<V>]: V };

/** A GraphQL enum's SCREAMING_CASE names onto the domain's REST values. */
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

/** Enum resolvers and codegen `enumValues` (see codegen.ts): one object per GraphQL enum. */
export const ProfileReader = enumOf([
  'owner',
  'staff',
  'applied_landlord',
  'landlord',
  'tenant',
  'anonymous',
] as const satisfies readonly DomainProfileReader[]);
export type ProfileReader = ValueOf<typeof ProfileReader>;
export const VisibilityOption = enumOf(VISIBILITY_OPTIONS);
export type VisibilityOption = ValueOf<typeof VisibilityOption>;
export const SensitiveResource = enumOf(SENSITIVE_RESOURCE_TAGS);
export type SensitiveResource = ValueOf<typeof SensitiveResource>;
export const PetKind = enumOf(PET_KINDS);
export type PetKind = ValueOf<typeof PetKind>;
export const AttachmentKind = enumOf(ATTACHMENT_KINDS);
export type AttachmentKind = ValueOf<typeof AttachmentKind>;
export const CorenterRequestStatus = enumOf(CORENTER_REQUEST_STATUSES);
export type CorenterRequestStatus = ValueOf<typeof CorenterRequestStatus>;
export const PreApprovalStatus = enumOf(['draft', 'committed', 'expired']);
export type PreApprovalStatus = ValueOf<typeof PreApprovalStatus>;
export const CreditResultStatus = enumOf(CREDIT_RESULT_STATUSES);
export type CreditResultStatus = ValueOf<typeof CreditResultStatus>;
export const CreditScoreUpdateRequestStatus = enumOf(['open', 'resolved']);
export type CreditScoreUpdateRequestStatus = ValueOf<typeof CreditScoreUpdateRequestStatus>;
export const ProfileCompletionField = enumOf(PROFILE_COMPLETION_FIELDS.map((f) => f.field));
export type ProfileCompletionField = ValueOf<typeof ProfileCompletionField>;
export const InstitutionKind = enumOf(['university', 'upper_secondary']);
export type InstitutionKind = ValueOf<typeof InstitutionKind>;
export const IncomeSource = enumOf(['payslip', 'manual']);
export type IncomeSource = ValueOf<typeof IncomeSource>;

export type RestProfileImage = { key: string; width: number; height: number; placeholder: string };

/** A profile as a card (co-renters, suggestions, request parties): a reference with a face. */
export type RestProfileCard = RestRentalProfileRef & {
  full_name: string;
  profile_image: RestProfileImage | null;
};

export type RestInterest = { id: number; interest_tag: string };
export type RestChild = { id: number; birth_year: number; shared_custody: boolean };
export type RestPetPhoto = RestProfileImage & { id: number };
export type RestPet = {
  id: number;
  kind: PetKind;
  name: string | null;
  breed: string | null;
  description: string | null;
  photos: RestPetPhoto[];
};
export type RestEmployer = {
  id: number;
  name: string;
  position: string | null;
  start_date: string | null;
  end_date: string | null;
};
export type RestEducation = {
  id: number;
  institution_id: string | null;
  institution_name: string;
  program: string | null;
  start_year: number | null;
  end_year: number | null;
};
export type RestCurrentlyBased = { place_id: string; name: string };

export type RestAttachment = {
  id: number;
  kind: AttachmentKind;
  filename: string;
  content_type: string;
  bytes: number;
  is_protected: boolean;
  created_at: string;
};

export type RestCreditScore = {
  status: CreditResultStatus;
  credit_class: string | null;
  checked_at: string;
};

export type RestPreApproval = {
  id: number;
  profile_id: number;
  status: PreApprovalStatus;
  is_committed: boolean;
  avg_net_income: number | null;
  credit_score: RestCreditScore | null;
  is_net_income_visible: boolean;
  is_credit_score_visible: boolean;
  committed_at: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
  /** Staff lists only. */
  kennitala?: string;
  profile?: RestProfileCard | null;
};

export type RestMissingField = {
  field: ProfileCompletionField;
  section: string;
  message_key: string;
};

export type RestProfileView = RestProfileCard & {
  user_id: number;
  cover: { image: RestProfileImage } | null;
  about: string | null;
  is_smoker: boolean | null;
  interests: RestInterest[];
  children: RestChild[];
  pets: RestPet[];
  employers: RestEmployer[];
  educations: RestEducation[];
  currently_based: RestCurrentlyBased | null;
  corenters: RestProfileCard[];
  reviews_count: number;
  average_rating: number | null;
  has_criminal_record: boolean;
  criminal_record: RestAttachment | null;
  paychecks: RestAttachment[];
  pre_approval: RestPreApproval | null;
  profile_completion_percentage: number;
  profile_completion_fields: RestMissingField[];
  visibility?: { CREDIT_SCORE: VisibilityOption; NET_INCOME: VisibilityOption };
  viewer: { relation: ProfileReader; can_edit: boolean; can_download_protected: boolean };
  created_at: string;
  updated_at: string;
};

/** What a RentalProfile resolves from: a bare reference (User.rentalProfile), a card or the view. */
export type GraphRentalProfile = RestRentalProfileRef | RestProfileCard | RestProfileView;

export type RestProfileReview = {
  id: number;
  profile_id: number;
  author: { id: number; full_name: string };
  rating: number;
  text: string;
  address: string | null;
  rental_start: string | null;
  rental_end: string | null;
  public_review_pdf: { id: number } | null;
  created_at: string;
  updated_at: string;
};

export type RestAverageCompletion = {
  average_profile_completion: number;
  profiles_count: number;
};

export type RestInstitution = {
  id: string;
  name: string;
  kind: InstitutionKind;
  town: string;
};

export type RestPlace = {
  place_id: string;
  name: string;
  description: string;
};

export type RestFileLink = {
  url: string;
  expires_at: string;
  filename: string;
  content_type: string;
};

export type RestCorenterRequest = {
  id: number;
  status: CorenterRequestStatus;
  sender: RestProfileCard | null;
  recipient: RestProfileCard | null;
  invite_email: string | null;
  replaces_id: number | null;
  created_at: string;
  responded_at: string | null;
};

export type RestNamedTag<T extends string> = { id: number; tag: T; name: string };

export type RestVisibilitySetting = {
  id: number;
  resource: SensitiveResource;
  option: VisibilityOption;
  updated_at: string;
};

export type RestIncome = {
  id: number;
  employer_name: string;
  period: string;
  gross_amount: number | null;
  net_amount: number;
  source: IncomeSource;
};

export type RestIncomes = { avg_net_income: number | null; results: RestIncome[] };

export type RestCreditScoreUpdateRequest = {
  id: number;
  pre_approval_id: number;
  reason: string;
  status: CreditScoreUpdateRequestStatus;
  resolution_note: string | null;
  resolved_by: number | null;
  resolved_at: string | null;
  created_at: string;
  profile?: RestProfileCard | null;
};

/** Graph-side pages (codegen mappers): the REST page plus the paging the caller asked for. */
type GraphPage<Kind extends string, T> = {
  kind: Kind;
  page: number;
  pageSize: number;
  rest: RestPageOf<T>;
};
export type GraphPreApprovalPage = GraphPage<'PreApprovalPage', RestPreApproval>;
export type GraphCreditScoreUpdateRequestPage = GraphPage<
  'CreditScoreUpdateRequestPage',
  RestCreditScoreUpdateRequest
>;
export type GraphProfileItemDeleteResult = { deletedId: number };
export type GraphSensitiveResourceInfo = RestNamedTag<SensitiveResource>;
export type GraphVisibilityOptionInfo = RestNamedTag<VisibilityOption>;
