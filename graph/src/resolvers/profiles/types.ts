import type {
  AttachmentResolvers,
  ChildResolvers,
  CorenterRequestResolvers,
  CreditScoreResolvers,
  CreditScoreUpdateRequestResolvers,
  CurrentlyBasedResolvers,
  EducationResolvers,
  EmployerResolvers,
  IncomeResolvers,
  InterestResolvers,
  MissingProfileFieldResolvers,
  PlaceSuggestionResolvers,
  PreApprovalResolvers,
  ProfileReviewResolvers,
  AverageProfileCompletionResolvers,
  FileDownloadLinkResolvers,
  VisibilitySettingResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase, one small map per type. Fields named alike need none. */

export const Interest: InterestResolvers = { tag: (i) => i.interest_tag };

export const Child: ChildResolvers = {
  birthYear: (c) => c.birth_year,
  sharedCustody: (c) => c.shared_custody,
};

export const Employer: EmployerResolvers = {
  startDate: (e) => e.start_date,
  endDate: (e) => e.end_date,
};

export const Education: EducationResolvers = {
  institutionId: (e) => e.institution_id,
  institutionName: (e) => e.institution_name,
  startYear: (e) => e.start_year,
  endYear: (e) => e.end_year,
};

export const CurrentlyBased: CurrentlyBasedResolvers = { placeId: (c) => c.place_id };

export const Attachment: AttachmentResolvers = {
  contentType: (a) => a.content_type,
  isProtected: (a) => a.is_protected,
  createdAt: (a) => a.created_at,
};

export const ProfileReview: ProfileReviewResolvers = {
  profileId: (r) => r.profile_id,
  author: (r) => ({ id: String(r.author.id), fullName: r.author.full_name }),
  rentalStart: (r) => r.rental_start,
  rentalEnd: (r) => r.rental_end,
  publicReviewPdfId: (r) => r.public_review_pdf?.id ?? null,
  createdAt: (r) => r.created_at,
  updatedAt: (r) => r.updated_at,
};

export const MissingProfileField: MissingProfileFieldResolvers = {
  messageKey: (f) => f.message_key,
};

export const AverageProfileCompletion: AverageProfileCompletionResolvers = {
  average: (a) => a.average_profile_completion,
  profilesCount: (a) => a.profiles_count,
};

export const PlaceSuggestion: PlaceSuggestionResolvers = { placeId: (p) => p.place_id };

export const FileDownloadLink: FileDownloadLinkResolvers = {
  expiresAt: (l) => l.expires_at,
  contentType: (l) => l.content_type,
};

export const CorenterRequest: CorenterRequestResolvers = {
  inviteEmail: (r) => r.invite_email,
  replacesId: (r) => r.replaces_id,
  createdAt: (r) => r.created_at,
  respondedAt: (r) => r.responded_at,
};

export const VisibilitySetting: VisibilitySettingResolvers = {
  updatedAt: (s) => s.updated_at,
};

export const CreditScore: CreditScoreResolvers = {
  creditClass: (c) => c.credit_class,
  checkedAt: (c) => c.checked_at,
};

export const Income: IncomeResolvers = {
  employerName: (i) => i.employer_name,
  grossAmount: (i) => i.gross_amount,
  netAmount: (i) => i.net_amount,
};

export const PreApproval: PreApprovalResolvers = {
  profileId: (p) => p.profile_id,
  isCommitted: (p) => p.is_committed,
  avgNetIncome: (p) => p.avg_net_income,
  creditScore: (p) => p.credit_score,
  isNetIncomeVisible: (p) => p.is_net_income_visible,
  isCreditScoreVisible: (p) => p.is_credit_score_visible,
  committedAt: (p) => p.committed_at,
  expiresAt: (p) => p.expires_at,
  createdAt: (p) => p.created_at,
  updatedAt: (p) => p.updated_at,
  // The tenant and staff only; a page of pre-approvals' incomes comes in one batch read.
  incomes: async (p, _args, { dataSources }) =>
    (await dataSources.profiles.incomes.load(p.id)).results,
  creditScoreUpdateRequests: (p, _args, { dataSources }) =>
    dataSources.profiles.listUpdateRequests(p.id),
  kennitala: (p) => p.kennitala ?? null,
  // Staff lists embed the card; elsewhere the profile comes in one batch read.
  profile: (p, _args, { dataSources }) =>
    p.profile ?? dataSources.profiles.profiles.load(p.profile_id),
};

export const CreditScoreUpdateRequest: CreditScoreUpdateRequestResolvers = {
  preApprovalId: (r) => r.pre_approval_id,
  resolutionNote: (r) => r.resolution_note,
  resolvedBy: (r, _args, { dataSources }) =>
    r.resolved_by ? dataSources.accounts.users.load(r.resolved_by) : null,
  resolvedAt: (r) => r.resolved_at,
  createdAt: (r) => r.created_at,
  profile: (r) => r.profile ?? null,
};

/** Enum resolvers: the REST value of each GraphQL enum value (declared in rest/profiles-types.ts). */
export {
  AttachmentKind,
  CorenterRequestStatus,
  CreditResultStatus,
  CreditScoreUpdateRequestStatus,
  IncomeSource,
  InstitutionKind,
  PetKind,
  PreApprovalStatus,
  ProfileCompletionField,
  ProfileReader,
  SensitiveResource,
  VisibilityOption,
} from '../../rest/profiles-types.js';
