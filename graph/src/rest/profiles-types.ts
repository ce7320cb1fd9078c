/**
 * REST response shapes of the tenant-profiles domain, inferred from the api's response schemas
 * (codegen maps GraphQL types onto them); the enums' values come from @leiga/domain.
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
import type {
  RestAttachment,
  RestAverageCompletion,
  RestChild,
  RestCorenterRequest,
  RestCreditScore,
  RestCreditScoreUpdateRequest as RestOwnCreditScoreUpdateRequest,
  RestCurrentlyBased,
  RestEducation,
  RestEmployer,
  RestFileLink,
  RestIncome,
  RestIncomes,
  RestIncomesUpdate,
  RestInstitution,
  RestInterest,
  RestMissingField,
  RestPet,
  RestPetPhoto,
  RestPlace,
  RestPreApproval as RestOwnPreApproval,
  RestPreApprovalIncomes,
  RestProfileAttachment,
  RestProfileCard,
  RestProfileCorenterRequest,
  RestProfileImage,
  RestProfileReview,
  RestProfileView,
  RestSensitiveResourceInfo,
  RestStaffCreditScoreUpdateRequest,
  RestStaffPreApproval,
  RestVisibilityOptionInfo,
  RestVisibilitySetting,
} from '@leiga/api/contract';
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

export type {
  RestAttachment,
  RestAverageCompletion,
  RestChild,
  RestCorenterRequest,
  RestCreditScore,
  RestCurrentlyBased,
  RestEducation,
  RestEmployer,
  RestFileLink,
  RestIncome,
  RestIncomes,
  RestIncomesUpdate,
  RestInstitution,
  RestInterest,
  RestMissingField,
  RestPet,
  RestPetPhoto,
  RestPlace,
  RestPreApprovalIncomes,
  RestProfileAttachment,
  RestProfileCard,
  RestProfileCorenterRequest,
  RestProfileImage,
  RestProfileReview,
  RestProfileView,
  RestVisibilitySetting,
};

/** What a RentalProfile resolves from: a bare reference (User.rentalProfile), a card or the view. */
export type GraphRentalProfile = RestRentalProfileRef | RestProfileCard | RestProfileView;

/** A pre-approval as its tenant sees it, or a row of the staff list (kennitala and profile). */
export type RestPreApproval = RestOwnPreApproval &
  Partial<Pick<RestStaffPreApproval, 'kennitala' | 'profile'>>;

/** A request as its tenant sees it, or a row of the staff list (with the profile). */
export type RestCreditScoreUpdateRequest = RestOwnCreditScoreUpdateRequest &
  Partial<Pick<RestStaffCreditScoreUpdateRequest, 'profile'>>;

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
export type GraphSensitiveResourceInfo = RestSensitiveResourceInfo;
export type GraphVisibilityOptionInfo = RestVisibilityOptionInfo;
