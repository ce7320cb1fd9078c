import type { UserType } from '../rest/types.js';
import type { Language } from '../rest/types.js';
import type { EidStatus } from '../rest/types.js';
import type { ListingStatus } from '../rest/listings-types.js';
import type { ListingType } from '../rest/listings-types.js';
import type { SecurityType } from '../rest/listings-types.js';
import type { DurationType } from '../rest/listings-types.js';
import type { ListingSort } from '../rest/listings-types.js';
import type { Amenity } from '../rest/listings-types.js';
import type { ListingStepName } from '../rest/listings-types.js';
import type { PublishRequestStatus } from '../rest/listings-types.js';
import type { ListingPublishVia } from '../rest/listings-types.js';
import type { ProfileReader } from '../rest/profiles-types.js';
import type { VisibilityOption } from '../rest/profiles-types.js';
import type { SensitiveResource } from '../rest/profiles-types.js';
import type { PetKind } from '../rest/profiles-types.js';
import type { AttachmentKind } from '../rest/profiles-types.js';
import type { CorenterRequestStatus } from '../rest/profiles-types.js';
import type { PreApprovalStatus } from '../rest/profiles-types.js';
import type { CreditResultStatus } from '../rest/profiles-types.js';
import type { CreditScoreUpdateRequestStatus } from '../rest/profiles-types.js';
import type { ProfileCompletionField } from '../rest/profiles-types.js';
import type { InstitutionKind } from '../rest/profiles-types.js';
import type { IncomeSource } from '../rest/profiles-types.js';
import type { RentalApplicationStatus } from '../rest/applications-types.js';
import type { RentalApplicationType } from '../rest/applications-types.js';
import type { RentalApplicationOrder } from '../rest/applications-types.js';
import type { ContractStatus } from '../rest/contracts-types.js';
import type { ContractSignType } from '../rest/contracts-types.js';
import type { ContractAccess } from '../rest/contracts-types.js';
import type { ContractPartyRole } from '../rest/contracts-types.js';
import type { ContractCollaboratorAccess } from '../rest/contracts-types.js';
import type { ContractInvitationStatus } from '../rest/contract-collaborators-types.js';
import type { SpecialGroupUsage } from '../rest/contracts-types.js';
import type { ContractInsuranceType } from '../rest/contracts-types.js';
import type { ContractUtilityTag } from '../rest/contracts-types.js';
import type { ContractMaintenanceDuty } from '../rest/contract-steps-types.js';
import type { ContractMoveInInspection } from '../rest/contract-steps-types.js';
import type { ContractInspectionPayer } from '../rest/contract-steps-types.js';
import type { ContractSigningStatus } from '../rest/contract-signing-types.js';
import type { ContractSignerStatus } from '../rest/contract-signing-types.js';
import type { HmsSubmissionStatus } from '../rest/contract-signing-types.js';
import type { HmsAttemptOutcome } from '../rest/contract-signing-types.js';
import type { ContractPdfLanguage } from '../rest/contract-signing-types.js';
import type { AgentSuggestionSource } from '../rest/contract-parts-types.js';
import type { KeyHandoverDirection } from '../rest/contract-payments-types.js';
import type { IndexedRentMonthStatus } from '../rest/indexation-types.js';
import type { PriceEstimateStatus } from '../rest/indexation-types.js';
import type { PaymentScheduleItemStatus } from '../rest/payment-schedule-types.js';
import type { PaymentScheduleItemLock } from '../rest/payment-schedule-types.js';
import type { PaymentClaimStatus } from '../rest/payment-schedule-types.js';
import type { NotificationType } from '../rest/notifications-types.js';
import type { NotificationMethod } from '../rest/notifications-types.js';
import type { ConsentType } from '../rest/notifications-types.js';
import type { PushPlatform } from '../rest/notifications-types.js';
import type { ConversationOrder } from '../rest/inbox-types.js';
import type { ConversationEventKind } from '../rest/inbox-links-types.js';
import type { TimelineItemKind } from '../rest/inbox-links-types.js';
import type { ScamSignalCode } from '../rest/fraud-types.js';
import type { FraudReviewStatus } from '../rest/fraud-types.js';
import type { LedgerProblemCode } from '../rest/ledger-types.js';
import type { PayoutStatus } from '../rest/finances-types.js';
import type { InvoiceStatusFilter } from '../rest/finances-types.js';
import type { LedgerReconciliationTrigger } from '../rest/ledger-types.js';
import type { AiFeature } from '../rest/ai-types.js';
import type { AiProviderKind } from '../rest/ai-types.js';
import type { ListingVerification } from '../rest/listing-checks-types.js';
import type { ListingSignalCode } from '../rest/listing-checks-types.js';
import type { PriceComparisonScope } from '../rest/listing-checks-types.js';
import type { InspectionStatus } from '../rest/inspections-types.js';
import type { InspectionKind } from '../rest/inspections-types.js';
import type { InspectionRole } from '../rest/inspections-types.js';
import type { InspectionCondition } from '../rest/inspections-types.js';
import type { InspectionIssueSeverity } from '../rest/inspections-types.js';
import type { InspectionIssueResponsibility } from '../rest/inspections-types.js';
import type { InspectionRoomType } from '../rest/inspections-types.js';
import type { InspectionSubjectKind } from '../rest/inspections-types.js';
import type { InspectionSubjectTag } from '../rest/inspections-types.js';
import type { PaymentOutcome } from '../rest/payment-history-types.js';
import type { PaymentRecordEffect } from '../rest/payment-history-types.js';
import type { InspectionKeyType } from '../rest/inspection-steps-types.js';
import type { InspectionKeyRecipient } from '../rest/inspection-steps-types.js';
import type { GuaranteeStatus } from '../rest/guarantees-types.js';
import type { GuaranteeDecision } from '../rest/guarantees-types.js';
import type { GuaranteeRole } from '../rest/guarantees-types.js';
import type { LoanStatus } from '../rest/loans-types.js';
import type { LoanDeclineReason } from '../rest/loans-types.js';
import type { LoanEmployment } from '../rest/loans-types.js';
import type { LoanRole } from '../rest/loans-types.js';
import type { LoanDisbursementStatus } from '../rest/loans-types.js';
import type { LoanRepaymentState } from '../rest/loans-types.js';
import type { LoanCoApplicantStatus } from '../rest/loans-types.js';
import type { LoanCoApplicantSide } from '../rest/loans-types.js';
import type { GuaranteeApplicantRole } from '../rest/guarantee-applicants-types.js';
import type { GuaranteeApplicantInvitationStatus } from '../rest/guarantee-applicants-types.js';
import type { GuaranteeInvitationSide } from '../rest/guarantee-applicants-types.js';
import type { IdentityConfirmationState } from '../rest/guarantee-applicants-types.js';
import type { GuaranteeClaimType } from '../rest/guarantee-claims-types.js';
import type { GuaranteeClaimStatus } from '../rest/guarantee-claims-types.js';
import type { GuaranteeClaimLineType } from '../rest/guarantee-claims-types.js';
import type { GuaranteeClaimLineResponse } from '../rest/guarantee-claims-types.js';
import type { GuaranteeClaimObligeeDecision } from '../rest/guarantee-claims-types.js';
import type { GuaranteeClaimEvidenceKind } from '../rest/guarantee-claims-types.js';
import type { GuaranteeClaimRulingBody } from '../rest/guarantee-claims-types.js';
import type { GuaranteeParty } from '../rest/guarantee-lifecycle.js';
import type { GuaranteeCancellationStatus } from '../rest/guarantee-lifecycle.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestGuarantee, GraphRentalGuaranteePage } from '../rest/guarantees-types.js';
import type { RestLoan, GraphLoanPage, RestLoanHousehold, RestLoanPersonalDetails, RestLoanCreditAssessment, RestLoanPaymentAssessment, RestLoanLifecycle, RestLoanSigning, RestLoanDisbursement, RestLoanPayoutAttempt, RestLoanRepayment, RestLoanCoApplicant } from '../rest/loans-types.js';
import type { RestGuaranteeApplicant, RestGuaranteeApplicantInvitation, RestGuaranteeIdentityStart, RestGuaranteeIdentityStatus } from '../rest/guarantee-applicants-types.js';
import type { RestGuaranteeClaim, RestGuaranteeClaimLine, RestGuaranteeClaimFile, RestGuaranteeClaimList, RestMoveOutIssue } from '../rest/guarantee-claims-types.js';
import type { RestGuaranteeLifecycle } from '../rest/guarantee-lifecycle.js';
import type { RestPaymentHistory, RestPaymentHistoryMonth } from '../rest/payment-history-types.js';
import type { RestInspectionReport, RestInspectionUser, RestInspectionUnit, RestInspectionSubject, RestInspectionIssue, GraphInspectionReportPage } from '../rest/inspections-types.js';
import type { RestInspectionPhoto } from '../rest/inspection-photos-types.js';
import type { RestUser, RestEmailAddress, RestPhone, RestLanguage, GraphUserPage, GraphAuthPayload, RestEidChallenge, GraphEidLoginResult, GraphMobileLoginActivation, GraphPhoneVerificationChallenge, GraphAddEmailAddressPayload, GraphAddPhonePayload, GraphDeletePayload } from '../rest/types.js';
import type { GraphRentalProfile, RestProfileImage, RestInterest, RestChild, RestPet, RestPetPhoto, RestEmployer, RestEducation, RestCurrentlyBased, RestAttachment, RestProfileReview, RestMissingField, RestAverageCompletion, RestInstitution, RestPlace, RestFileLink, RestCorenterRequest, GraphSensitiveResourceInfo, GraphVisibilityOptionInfo, RestVisibilitySetting, RestCreditScore, RestIncome, RestPreApproval, RestCreditScoreUpdateRequest, GraphPreApprovalPage, GraphCreditScoreUpdateRequestPage, GraphProfileItemDeleteResult } from '../rest/profiles-types.js';
import type { GraphListing, RestListingOwner, RestListingPhoto, RestListingStep, RestPricePoint, RestPublishRequest, RestListingPublish, RestSearchFilters, GraphBoundingBox, RestSavedSearch, GraphListingPage, GraphSavedSearchPage, GraphPublishRequestPage, GraphListingPublishPage, GraphDeleteResult } from '../rest/listings-types.js';
import type { RestApplication, RestApplicationListing, RestApplicationTenant, RestAnswer, GraphRentalApplicationPage, GraphAcceptApplicationPayload, RestTenantInsights, RestLandlordInsights, RestListingInsights } from '../rest/applications-types.js';
import type { RestContract, RestContractEvent, RestContractEntity, RestContractAgent, RestContractPhone, RestContractEmail, RestContractPayee, RestContractPayoutMethod, RestContractBankAccount, RestContractRealEstate, RestContractAddress, RestContractUnit, RestContractUtility, RestContractMeterReading, RestContractRestrictions, RestContractTerminationReason, RestContractValidStep, RestContractEventActor, GraphContractPage } from '../rest/contracts-types.js';
import type { RestContractMaintenance } from '../rest/contract-steps-types.js';
import type { RestContractCollaboratorDetail, RestCollaboratorInvitation, RestCollaboratorInvitationPreview } from '../rest/contract-collaborators-types.js';
import type { RestESignatureStatus, RestSigningProcess, RestSigner, RestContractPdf, RestHmsSubmissionView, RestHmsSubmissionContract, RestHmsParty, RestHmsAttempt, GraphHmsSubmissionPage, RestSpecialTerm, RestSpecialTermTemplate, RestPrivateNote } from '../rest/contract-signing-types.js';
import type { RestRegistryProperty, RestRegistryUnit, RestRegistryAddress, GraphRegistryPropertyPage, RestEntityAutofill, RestAgentSuggestion } from '../rest/contract-parts-types.js';
import type { RestPayoutMethod, RestIcelandicFormat, GraphBankAccountCheck, RestKeyTransaction } from '../rest/contract-payments-types.js';
import type { RestIndexValue, RestIndexValueAuthor, GraphIndexValuePage, RestIndexedRent, RestIndexedRentMonth, RestPriceEstimation } from '../rest/indexation-types.js';
import type { GraphPaymentSchedule, RestScheduleItem, RestScheduleTotals, RestScheduleUtilityLine, RestScheduleClaim, GraphRemovedScheduleItem } from '../rest/payment-schedule-types.js';
import type { RestNotification, GraphNotificationPage, RestNotificationSetting, RestConsent, RestConsents, RestTermsStatus, RestPushDevice } from '../rest/notifications-types.js';
import type { RestConversation, RestConversationParticipant, RestConversationListing, GraphConversationPage, RestMessage, RestMessagePage, RestStartedConversation } from '../rest/inbox-types.js';
import type { RestConversationLinks, RestLinkedListing, RestLinkedApplication, RestLinkedContract, RestConversationEvent, RestTimelineItem, RestTimelinePage, GraphConversationContract } from '../rest/inbox-links-types.js';
import type { RestScamSignal, RestFraudWarning, RestFraudDetectionMessage, RestFraudDetection, GraphMessageFraudDetectionPage, RestScamDetectionCounts, RestScamOverviewUser, RestScamOverview } from '../rest/fraud-types.js';
import type { RestLedgerProblem, RestLedgerFinding, RestLedgerReconciliation, GraphLedgerReconciliationPage } from '../rest/ledger-types.js';
import type { RestFinancePayout, RestPayoutTotals, GraphPayoutPage, RestInvoice, RestInvoiceTotals, GraphInvoicePage, RestBill, RestStaffPayout, RestStaffFinanceAction, RestPaymentServices, RestPaymentServicesContract, GraphPaymentServicesContractPage, RestStaffFinanceChange, RestStaffItemAction, RestStaffBill, RestStaffPayoutState } from '../rest/finances-types.js';
import type { RestLlmUsageReport, RestLlmUsageDay, RestConversationSummary, GraphConversationSummaryPage, GraphReplySuggestions } from '../rest/ai-types.js';
import type { RestListingFraudCheck, RestListingSignal } from '../rest/listing-checks-types.js';
import type { RestMessageAttachment } from '../rest/message-attachments-types.js';
import type { GraphContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, ISO 8601 `YYYY-MM-DD` (no time, no zone). */
  Date: { input: string; output: string; }
  /** A moment in time, ISO 8601 with zone, e.g. `2026-03-01T12:00:00Z`. */
  DateTime: { input: string; output: string; }
};

export type AcceptApplicationInput = {
  /** Deny the listing's other pending applications (with `message`); otherwise they stay pending and are told. */
  denyOthers?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of acceptApplication: the accepted one, and the listing's other applications as they now stand. */
export type AcceptApplicationPayload = {
  __typename?: 'AcceptApplicationPayload';
  application: RentalApplication;
  /** Denied (denyOthers) or still pending: the other applications for the same listing. */
  others: Array<RentalApplication>;
};

export type AcceptGuaranteeApplicantInvitationInput = {
  /** Must be true: accepting carries the consent to the credit lookup. */
  consent: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

/** The answer of a mutation that changes nothing a client caches. */
export type Ack = {
  __typename?: 'Ack';
  ok: Scalars['Boolean']['output'];
};

export type AddChildInput = {
  birthYear: Scalars['Int']['input'];
  sharedCustody?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};

export type AddContractPartyInput = {
  agents?: InputMaybe<Array<ContractAgentInput>>;
  emails?: InputMaybe<Array<ContractEmailInput>>;
  /** The contract's id. */
  id: Scalars['ID']['input'];
  identifier: Scalars['String']['input'];
  /** IS unless given. */
  identifierCountry?: InputMaybe<Scalars['String']['input']>;
  isIndividual: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  phones?: InputMaybe<Array<ContractPhoneInput>>;
  role: ContractPartyRole;
};

export type AddDefaultInterestRateInput = {
  from: Scalars['Date']['input'];
  /** Checked against the Central Bank's table; true when absent. */
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  /** Needed when the period starts today or earlier. */
  reason?: InputMaybe<Scalars['String']['input']>;
  source: Scalars['String']['input'];
  /** At most two decimals, above 0 and at most 100. */
  yearlyPercent: Scalars['Float']['input'];
};

export type AddEducationInput = {
  education: EducationFieldsInput;
  username: Scalars['String']['input'];
};

export type AddEmailAddressInput = {
  email: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type AddEmailAddressPayload = {
  __typename?: 'AddEmailAddressPayload';
  emailAddress: EmailAddress;
  user: User;
};

export type AddEmployerInput = {
  employer: EmployerFieldsInput;
  username: Scalars['String']['input'];
};

export type AddIndexValueInput = {
  monthKey: Scalars['String']['input'];
  source: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};

export type AddInspectionCommentInput = {
  reportId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AddInspectionDefectInput = {
  description: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
  severity: InspectionIssueSeverity;
  subject: Scalars['String']['input'];
  /** The token of the link the tenant was sent. */
  token: Scalars['String']['input'];
};

export type AddInspectionIssueInput = {
  description: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
  responsibility?: InputMaybe<InspectionIssueResponsibility>;
  severity: InspectionIssueSeverity;
  subjectId: Scalars['ID']['input'];
};

export type AddInspectionKeysInput = {
  count: Scalars['Int']['input'];
  keyType: InspectionKeyType;
  recipient: InspectionKeyRecipient;
  recipientName: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
};

export type AddInspectionMeterInput = {
  meterNumber: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
  utility: ContractUtilityTag;
  value?: InputMaybe<Scalars['Float']['input']>;
};

export type AddInspectionRoomInput = {
  /** A name of the parties' own (Geymsla í kjallara); the type's word when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
  reportId: Scalars['ID']['input'];
  type: InspectionRoomType;
};

export type AddInspectionUserInput = {
  emails?: InputMaybe<Array<ContractEmailInput>>;
  /** A company or an individual; true when left out. An agent must be an individual. */
  isIndividual?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  phones?: InputMaybe<Array<ContractPhoneInput>>;
  reportId: Scalars['ID']['input'];
  role: InspectionRole;
};

export type AddInterestInput = {
  tag: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type AddKeyHandoverInput = {
  contractId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  direction: KeyHandoverDirection;
  handedOverOn: Scalars['Date']['input'];
  keyCount: Scalars['Int']['input'];
};

export type AddLivingCostReferenceInput = {
  firstAdult: Scalars['Int']['input'];
  from: Scalars['Date']['input'];
  otherAdult: Scalars['Int']['input'];
  perChild: Scalars['Int']['input'];
  /** Where the figures come from: UMS's table and its date. */
  source: Scalars['String']['input'];
};

export type AddMeterReadingInput = {
  meterNumber: Scalars['String']['input'];
  readAt: Scalars['Date']['input'];
  /** The utility's id. */
  utilityId: Scalars['ID']['input'];
  value: Scalars['Float']['input'];
};

export type AddPaymentScheduleItemInput = {
  amount: Scalars['Int']['input'];
  contractId: Scalars['ID']['input'];
  dueDate: Scalars['Date']['input'];
  finalDueDate?: InputMaybe<Scalars['Date']['input']>;
  periodEnd?: InputMaybe<Scalars['Date']['input']>;
  periodStart?: InputMaybe<Scalars['Date']['input']>;
};

export type AddPayoutMethodInput = {
  /** An IBAN; an Icelandic one carries the holder's kennitala. */
  iban: Scalars['String']['input'];
};

export type AddPetInput = {
  pet: PetFieldsInput;
  username: Scalars['String']['input'];
};

export type AddPhoneInput = {
  /** With or without the plus; defaults to 354. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type AddPhonePayload = {
  __typename?: 'AddPhonePayload';
  phone: Phone;
  user: User;
};

export type AddProfileReviewInput = {
  review: ProfileReviewFieldsInput;
  username: Scalars['String']['input'];
};

/** An Icelandic address, by the same rules as the listing's fields. */
export type AddressLookupInput = {
  houseNumber: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

/** Where an address is on the map, as the places provider finds it. */
export type AddressMatch = {
  __typename?: 'AddressMatch';
  houseNumber: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  postalCode: Scalars['String']['output'];
  precision: AddressPrecision;
  /** The street as the provider spells it (Icelandic letters restored). */
  street: Scalars['String']['output'];
};

/** How sure an address lookup is. */
export type AddressPrecision =
  /** The house itself. */
  | 'ADDRESS'
  /** Only the postal code's area is known: the pin needs moving to the house. */
  | 'POSTAL_CODE';

export type AdminListingFilter = {
  /** Matches address, title and description. */
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ListingStatus>;
};

/** Someone who may act for a company. */
export type AgentSuggestion = {
  __typename?: 'AgentSuggestion';
  emails: Array<ContractEmail>;
  identifier: Scalars['String']['output'];
  identifierCountry: Scalars['String']['output'];
  isIndividual: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phones: Array<ContractPhone>;
  source: AgentSuggestionSource;
};

export type { AgentSuggestionSource };

export type { AiFeature };

export type { AiProviderKind };

export type { Amenity };

export type AnswerGuaranteeCancellationInput = {
  accept: Scalars['Boolean']['input'];
  guaranteeId: Scalars['ID']['input'];
  /** Required when rejecting. */
  reason?: InputMaybe<Scalars['String']['input']>;
  requestId: Scalars['ID']['input'];
};

export type AnswerGuaranteeClaimRejectionInput = {
  claimId: Scalars['ID']['input'];
  decision: GuaranteeClaimObligeeDecision;
  guaranteeId: Scalars['ID']['input'];
};

/** An answer to one of the listing's questions (ListingQuestion.id). */
export type ApplicationAnswer = {
  __typename?: 'ApplicationAnswer';
  answer: Scalars['String']['output'];
  questionId: Scalars['String']['output'];
};

export type ApplicationAnswerInput = {
  answer: Scalars['String']['input'];
  questionId: Scalars['String']['input'];
};

/** A listing's cover as an application shows it: build the URL from `key` as for ListingPhoto. */
export type ApplicationCoverPhoto = {
  __typename?: 'ApplicationCoverPhoto';
  key: Scalars['String']['output'];
  placeholder: Scalars['String']['output'];
};

/** The applicant, by name. */
export type ApplicationTenant = {
  __typename?: 'ApplicationTenant';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null when the tenant has no rental profile. */
  profileUsername: Maybe<Scalars['String']['output']>;
};

export type ApplyForListingInput = {
  /** Every required question answered; field errors come back as `answers.<questionId>`. */
  answers?: InputMaybe<Array<ApplicationAnswerInput>>;
  /** Profile ids of the tenant's co-renters applying along. */
  corenterIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  listingId: Scalars['ID']['input'];
  /** Up to 2000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
};

export type ApprovePublishRequestInput = {
  id: Scalars['ID']['input'];
};

export type AssessLoanInput = {
  /** True records my consent to credit checks now; without it a consent given before must hold. */
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  loanId: Scalars['ID']['input'];
};

export type AssessRentalGuaranteeInput = {
  /** True records my consent to credit checks now; without it a consent given before must hold. */
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};

export type AttachLoanContractInput = {
  contractId: Scalars['ID']['input'];
  loanId: Scalars['ID']['input'];
};

/** A file's metadata; download it through Query.fileDownloadUrl. */
export type Attachment = {
  __typename?: 'Attachment';
  bytes: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isProtected: Scalars['Boolean']['output'];
  kind: AttachmentKind;
};

export type { AttachmentKind };

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Short-lived; send it as `Authorization: Bearer <accessToken>`. */
  accessToken: Scalars['String']['output'];
  /** Null in COOKIE mode. */
  refreshToken: Maybe<Scalars['String']['output']>;
  user: User;
};

export type AverageProfileCompletion = {
  __typename?: 'AverageProfileCompletion';
  average: Scalars['Int']['output'];
  profilesCount: Scalars['Int']['output'];
};

/** The bank's answer about an account, asked when the field is read. */
export type BankAccountCheck = {
  __typename?: 'BankAccountCheck';
  holderName: Maybe<Scalars['String']['output']>;
  iban: Scalars['String']['output'];
  icelandicFormat: Maybe<IcelandicBankAccount>;
  /** Whether the bank knows the account. */
  valid: Scalars['Boolean']['output'];
};

/** A schedule item's bill as staff see it. */
export type Bill = {
  __typename?: 'Bill';
  amount: Scalars['Int']['output'];
  claimAmount: Scalars['Int']['output'];
  claimId: Maybe<Scalars['String']['output']>;
  claimStatus: Maybe<PaymentClaimStatus>;
  contractId: Scalars['ID']['output'];
  dueDate: Scalars['Date']['output'];
  finalDueDate: Scalars['Date']['output'];
  interestAmount: Scalars['Int']['output'];
  invoicedAt: Maybe<Scalars['DateTime']['output']>;
  paidAmount: Scalars['Int']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  paymentFee: Scalars['Int']['output'];
  paymentFeeRemoved: Scalars['Boolean']['output'];
};

export type BoundingBox = {
  __typename?: 'BoundingBox';
  east: Scalars['Float']['output'];
  north: Scalars['Float']['output'];
  south: Scalars['Float']['output'];
  west: Scalars['Float']['output'];
};

export type BoundingBoxInput = {
  east: Scalars['Float']['input'];
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  west: Scalars['Float']['input'];
};

export type ChangeContractCollaboratorAccessInput = {
  accessType: ContractCollaboratorAccess;
  /** The collaborator's id. */
  id: Scalars['ID']['input'];
};

export type ChangePasswordInput = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type CheckEidLoginInput = {
  sessionMode?: InputMaybe<SessionMode>;
  token: Scalars['String']['input'];
};

export type Child = {
  __typename?: 'Child';
  birthYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  sharedCustody: Scalars['Boolean']['output'];
};

export type CommitContractInput = {
  id: Scalars['ID']['input'];
  signType: ContractSignType;
  /** Staff only: skip the signers' electronic-ID check. */
  skipIdCheck?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CommitGuaranteeClaimInput = {
  claimId: Scalars['ID']['input'];
  /** Must be true: the landlord confirms sending the claim to the tenant. */
  confirm: Scalars['Boolean']['input'];
  guaranteeId: Scalars['ID']['input'];
};

export type CommitInspectionReportInput = {
  reportId: Scalars['ID']['input'];
  signType: ContractSignType;
};

export type ConfigureLoanInput = {
  amount: Scalars['Int']['input'];
  loanId: Scalars['ID']['input'];
  months: Scalars['Int']['input'];
};

export type ConfirmEmailInput = {
  token: Scalars['String']['input'];
};

export type ConfirmPasswordResetInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type ConnectConversationContractsInput = {
  /** Contracts the signed-in user made or is a party to, 1 to 20. */
  contractIds: Array<Scalars['ID']['input']>;
  conversationId: Scalars['ID']['input'];
};

export type ConnectConversationListingsInput = {
  conversationId: Scalars['ID']['input'];
  /** Listings of the signed-in user, 1 to 20. */
  listingIds: Array<Scalars['ID']['input']>;
};

export type Consent = {
  __typename?: 'Consent';
  givenAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  type: ConsentType;
  /** The terms version accepted; null for the other types. */
  version: Maybe<Scalars['String']['output']>;
};

export type ConsentIdInput = {
  id: Scalars['ID']['input'];
};

export type ConsentList = {
  __typename?: 'ConsentList';
  items: Array<Consent>;
  terms: TermsStatus;
};

export type { ConsentType };

/** The Contract of SPEC 3. */
export type Contract = {
  __typename?: 'Contract';
  /** Null until the amenities step is saved (an empty list is an answer). */
  amenities: Maybe<Array<Amenity>>;
  /** The amenities of the listing the contract was made from, to start the step with. */
  amenitySuggestions: Array<Amenity>;
  /** Pending invitations, oldest first; empty to those who only read the contract. */
  collaboratorInvitations: Array<ContractCollaboratorInvitation>;
  collaborators: Array<ContractCollaborator>;
  /** Past the draft: read-only to everyone but staff. */
  committed: Scalars['Boolean']['output'];
  currency: Maybe<Scalars['String']['output']>;
  /** Status of the newest electronic signing: one REST call per contract and request. */
  eSignature: ContractESignature;
  endDate: Maybe<Scalars['Date']['output']>;
  /** The timeline, oldest first: one REST call per contract, so ask it on one contract at a time. */
  events: Array<ContractEvent>;
  fireHazardComplyDeclaration: Scalars['Boolean']['output'];
  fireHazardEscapeRoutes: Scalars['Boolean']['output'];
  fireHazardHandFireExtinguishers: Scalars['Boolean']['output'];
  fireHazardSmokeDetectors: Scalars['Boolean']['output'];
  /** Furnishings and fixtures that come with the dwelling; HMS gets it as descriptionInput. */
  fixturesDescription: Maybe<Scalars['String']['output']>;
  /** Null until the signed lease is sent to HMS. */
  hmsSubmission: Maybe<HmsSubmission>;
  id: Scalars['ID']['output'];
  /** Like 2025M06. */
  indexBaseMonth: Maybe<Scalars['String']['output']>;
  indexBaseValue: Maybe<Scalars['Float']['output']>;
  /** The rent of the coming months (default 12, at most 36) from this month or the lease's start. */
  indexedRent: IndexedRentSchedule;
  /** The contract's reports that the viewer may see, newest change first. */
  inspectionReports: Array<InspectionReport>;
  insuranceAmount: Maybe<Scalars['Float']['output']>;
  insuranceType: Maybe<ContractInsuranceType>;
  /** A fixed-term lease (tímabundinn). */
  isDefinite: Maybe<Scalars['Boolean']['output']>;
  /** Tied to the consumer price index (vísitala neysluverðs). */
  isIndexed: Scalars['Boolean']['output'];
  /** Keys handed over and returned: one REST call per contract, so ask it on one contract at a time. */
  keyHandovers: Array<KeyHandover>;
  landlords: Array<ContractEntity>;
  listingType: Maybe<ListingType>;
  /** Null until the maintenance-and-inspection step is saved. */
  maintenance: Maybe<ContractMaintenance>;
  paidWithCash: Scalars['Boolean']['output'];
  payee: Maybe<ContractPayee>;
  /** The payment schedule; null while the contract is a draft (SPEC 4). */
  paymentSchedule: Maybe<PaymentSchedule>;
  payor: Maybe<ContractPayee>;
  /** The bank asked now about the contract's payout account; null without one. */
  payoutAccountCheck: Maybe<BankAccountCheck>;
  payoutMethod: Maybe<ContractPayoutMethod>;
  /** The lease as a PDF (default: the viewer's language when Icelandic or English, else English). */
  pdf: ContractPdf;
  prePaidRentAmount: Maybe<Scalars['Float']['output']>;
  prePaidRentMonths: Maybe<Scalars['Int']['output']>;
  price: Maybe<Scalars['Float']['output']>;
  /** A suggested rent from comparable listings. */
  priceEstimate: PriceEstimate;
  /** Only the signed-in user's own notes. */
  privateNotes: Array<PrivateNote>;
  realEstate: Maybe<ContractRealEstate>;
  restrictions: ContractRestrictions;
  rooms: Maybe<Scalars['Int']['output']>;
  signType: Maybe<ContractSignType>;
  skipIdCheck: Scalars['Boolean']['output'];
  smokeDetectorCount: Maybe<Scalars['Int']['output']>;
  specialGroupUsage: Maybe<SpecialGroupUsage>;
  specialTerms: Array<SpecialTerm>;
  startDate: Maybe<Scalars['Date']['output']>;
  status: ContractStatus;
  tenants: Array<ContractEntity>;
  terminationReasons: Array<ContractTerminationReason>;
  /** Notice period in months (uppsagnarfrestur). */
  terminationTermLength: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  utilities: Array<ContractUtility>;
  /** Every step with whether it is complete, as the api worked it out. */
  validSteps: Array<ContractValidStep>;
  /** What the signed-in user may do: from their account, the parties and the collaborators. */
  viewerAccess: ContractAccess;
  /** Whether the signed-in user may change the fields now (editors a draft; staff a committed one). */
  viewerCanEdit: Scalars['Boolean']['output'];
};


/** The Contract of SPEC 3. */
export type ContractIndexedRentArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


/** The Contract of SPEC 3. */
export type ContractPdfArgs = {
  lang?: InputMaybe<ContractPdfLanguage>;
};

export type { ContractAccess };

export type ContractAddress = {
  __typename?: 'ContractAddress';
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** Someone who acts for a party (umboðsmaður). */
export type ContractAgent = {
  __typename?: 'ContractAgent';
  emails: Array<ContractEmail>;
  id: Maybe<Scalars['ID']['output']>;
  /** A kennitala when identifierCountry is IS. */
  identifier: Scalars['String']['output'];
  identifierCountry: Scalars['String']['output'];
  isIndividual: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phones: Array<ContractPhone>;
};

export type ContractAgentInput = {
  emails?: InputMaybe<Array<ContractEmailInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  identifier: Scalars['String']['input'];
  identifierCountry?: InputMaybe<Scalars['String']['input']>;
  isIndividual: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  phones?: InputMaybe<Array<ContractPhoneInput>>;
};

export type ContractBankAccount = {
  __typename?: 'ContractBankAccount';
  /** For an Icelandic account, the holder's kennitala as the bank check reported it. */
  holderKennitala: Maybe<Scalars['String']['output']>;
  iban: Scalars['String']['output'];
};

export type ContractCollaborator = {
  __typename?: 'ContractCollaborator';
  accessType: ContractCollaboratorAccess;
  email: Scalars['String']['output'];
  /** The name on the collaborator's Leiga account. */
  fullName: Scalars['String']['output'];
  id: Maybe<Scalars['ID']['output']>;
  userId: Scalars['ID']['output'];
};

export type { ContractCollaboratorAccess };

/** An invitation as those who edit the contract manage it. */
export type ContractCollaboratorInvitation = {
  __typename?: 'ContractCollaboratorInvitation';
  accessType: ContractCollaboratorAccess;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null once the inviter's account is gone. */
  inviter: Maybe<ContractEventActor>;
  /** When the link was last sent (resending sends a new link). */
  sentAt: Scalars['DateTime']['output'];
  status: ContractInvitationStatus;
};

/** The newest electronic signing process (null before any) and its signers. */
export type ContractESignature = {
  __typename?: 'ContractESignature';
  process: Maybe<ContractSigningProcess>;
  signers: Array<ContractSigner>;
  /** Whether the viewer has a signature pending in the open process (their link: contractSigningLink). */
  viewerCanSign: Scalars['Boolean']['output'];
};

export type ContractEmail = {
  __typename?: 'ContractEmail';
  email: Scalars['String']['output'];
  id: Maybe<Scalars['ID']['output']>;
};

export type ContractEmailInput = {
  email: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** A landlord (leigusali) or tenant (leigjandi): a person or a company. */
export type ContractEntity = {
  __typename?: 'ContractEntity';
  agents: Array<ContractAgent>;
  emails: Array<ContractEmail>;
  id: Maybe<Scalars['ID']['output']>;
  identifier: Scalars['String']['output'];
  identifierCountry: Scalars['String']['output'];
  isIndividual: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phones: Array<ContractPhone>;
  role: ContractPartyRole;
};

/** One entry of the contract's timeline: who did what, when. */
export type ContractEvent = {
  __typename?: 'ContractEvent';
  /** Null for the system (signing webhooks, registration). */
  actor: Maybe<ContractEventActor>;
  /** updated: the fields changed, as the api names them. */
  changedFields: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** created, updated, step_logged, committed, uncommitted, ... */
  kind: Scalars['String']['output'];
  /** committed: how it will be signed. */
  signType: Maybe<ContractSignType>;
};

export type ContractEventActor = {
  __typename?: 'ContractEventActor';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ContractFilter = {
  /** Contracts whose period overlaps fromDate..toDate. */
  fromDate?: InputMaybe<Scalars['Date']['input']>;
  /** A party's name or kennitala, or the street. */
  search?: InputMaybe<Scalars['String']['input']>;
  toDate?: InputMaybe<Scalars['Date']['input']>;
};

export type ContractIdInput = {
  id: Scalars['ID']['input'];
};

export type { ContractInspectionPayer };

export type { ContractInsuranceType };

/** What the invitation link shows the invitee, signed in or not. */
export type ContractInvitation = {
  __typename?: 'ContractInvitation';
  accessType: ContractCollaboratorAccess;
  /** The rented home; null while the draft has no property. */
  address: Maybe<ContractAddress>;
  contractId: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inviter: Maybe<ContractEventActor>;
  sentAt: Scalars['DateTime']['output'];
  status: ContractInvitationStatus;
};

export type ContractInvitationAnswerInput = {
  /** The invitation's id. */
  id: Scalars['ID']['input'];
  /** The token of the e-mail's link. */
  token: Scalars['String']['input'];
};

export type { ContractInvitationStatus };

/** What the parties agreed on upkeep and the move-in inspection. */
export type ContractMaintenance = {
  __typename?: 'ContractMaintenance';
  inspection: ContractMoveInInspection;
  /** Null unless the inspection is independent. */
  inspectionPaidBy: Maybe<ContractInspectionPayer>;
  inspectorName: Maybe<Scalars['String']['output']>;
  maintenanceNotes: Maybe<Scalars['String']['output']>;
  tenantDuties: Array<ContractMaintenanceDuty>;
};

export type { ContractMaintenanceDuty };

export type ContractMeterReading = {
  __typename?: 'ContractMeterReading';
  id: Maybe<Scalars['ID']['output']>;
  meterNumber: Scalars['String']['output'];
  readAt: Scalars['Date']['output'];
  value: Scalars['Float']['output'];
};

export type { ContractMoveInInspection };

export type ContractPage = Page & {
  __typename?: 'ContractPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Contract>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type { ContractPartyRole };

/** Who receives the rent (payee) or pays it (payor). */
export type ContractPayee = {
  __typename?: 'ContractPayee';
  /** The party this payee is, when it is one. */
  entityId: Maybe<Scalars['ID']['output']>;
  id: Maybe<Scalars['ID']['output']>;
  identifier: Scalars['String']['output'];
  identifierCountry: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ContractPayeeInput = {
  entityId?: InputMaybe<Scalars['ID']['input']>;
  identifier: Scalars['String']['input'];
  identifierCountry: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** Staff: a contract's bills, payouts and the staff actions on them. */
export type ContractPaymentServices = {
  __typename?: 'ContractPaymentServices';
  actions: Array<StaffFinanceAction>;
  bills: Array<Bill>;
  contractId: Scalars['ID']['output'];
  payouts: Array<StaffPayout>;
};

export type ContractPayoutMethod = {
  __typename?: 'ContractPayoutMethod';
  bankAccount: ContractBankAccount;
  id: Maybe<Scalars['ID']['output']>;
};

export type ContractPdf = {
  __typename?: 'ContractPdf';
  /** The PDF's bytes, base64. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
};

export type { ContractPdfLanguage };

export type ContractPhone = {
  __typename?: 'ContractPhone';
  countryCode: Scalars['String']['output'];
  id: Maybe<Scalars['ID']['output']>;
  number: Scalars['String']['output'];
};

export type ContractPhoneInput = {
  countryCode: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  number: Scalars['String']['input'];
};

export type ContractPrivateNoteInput = {
  contractId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type ContractRealEstate = {
  __typename?: 'ContractRealEstate';
  address: ContractAddress;
  id: Maybe<Scalars['ID']['output']>;
  /** Landeignarnúmer. */
  landregId: Maybe<Scalars['String']['output']>;
  units: Array<ContractUnit>;
};

export type ContractRestrictions = {
  __typename?: 'ContractRestrictions';
  /** 0 lets anyone rent; 1 women only, 2 men only. */
  sexAllowed: Scalars['Int']['output'];
  sexAllowedReason: Maybe<Scalars['String']['output']>;
};

export type ContractRestrictionsInput = {
  sexAllowed: Scalars['Int']['input'];
  sexAllowedReason?: InputMaybe<Scalars['String']['input']>;
};

export type { ContractSignType };

export type ContractSigner = {
  __typename?: 'ContractSigner';
  id: Scalars['ID']['output'];
  lastRemindedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  role: ContractPartyRole;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  status: ContractSignerStatus;
};

export type { ContractSignerStatus };

export type ContractSigningLink = {
  __typename?: 'ContractSigningLink';
  /** The signer's own page at the e-signature service. */
  url: Scalars['String']['output'];
};

export type ContractSigningProcess = {
  __typename?: 'ContractSigningProcess';
  createdAt: Scalars['DateTime']['output'];
  endedAt: Maybe<Scalars['DateTime']['output']>;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  status: ContractSigningStatus;
};

export type { ContractSigningStatus };

export type ContractSpecialTermInput = {
  contractId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type { ContractStatus };

export type ContractTerminationReason = {
  __typename?: 'ContractTerminationReason';
  id: Maybe<Scalars['ID']['output']>;
  text: Scalars['String']['output'];
};

/** One unit of the property as the registry lists it (merking 010101: floor 01, flat 01). */
export type ContractUnit = {
  __typename?: 'ContractUnit';
  /** The size agreed in the lease when it differs from the registry's. */
  changedSize: Maybe<Scalars['Float']['output']>;
  fireInsuranceValue: Maybe<Scalars['Float']['output']>;
  id: Maybe<Scalars['ID']['output']>;
  /** Fastanúmer. */
  propertyCode: Scalars['String']['output'];
  rooms: Maybe<Scalars['Int']['output']>;
  /** m². */
  size: Scalars['Float']['output'];
  unitCode: Scalars['String']['output'];
};

export type ContractUtility = {
  __typename?: 'ContractUtility';
  id: Maybe<Scalars['ID']['output']>;
  meterReadings: Array<ContractMeterReading>;
  /** The third utility's name. */
  name: Maybe<Scalars['String']['output']>;
  paidByTenant: Scalars['Boolean']['output'];
  price: Maybe<Scalars['Float']['output']>;
  tag: ContractUtilityTag;
};

export type ContractUtilityInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  paidByTenant: Scalars['Boolean']['input'];
  price?: InputMaybe<Scalars['Float']['input']>;
  tag: ContractUtilityTag;
};

export type { ContractUtilityTag };

/** One wizard step and whether the contract passes its rules (domain's steps.ts). */
export type ContractValidStep = {
  __typename?: 'ContractValidStep';
  isValid: Scalars['Boolean']['output'];
  /** A step name as the wizard's URL writes it: property, period, rent-and-securities, ... */
  stepName: Scalars['String']['output'];
};

export type Conversation = {
  __typename?: 'Conversation';
  applicationId: Maybe<Scalars['ID']['output']>;
  contractId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The application and contract events, oldest first (at most 100). */
  events: Array<ConversationEvent>;
  id: Scalars['ID']['output'];
  lastMessage: Maybe<Message>;
  lastMessageAt: Scalars['DateTime']['output'];
  lastReadMessageId: Maybe<Scalars['ID']['output']>;
  links: ConversationLinks;
  listing: Maybe<ConversationListing>;
  /** Newest first, 15 a page by default; `before` is a message id. */
  messages: MessagePage;
  participants: Array<ConversationParticipant>;
  /** Messages and events interleaved by time, newest first, 15 a page by default. */
  timeline: TimelinePage;
  /** Messages from others after the signed-in user's read marker. */
  unreadCount: Scalars['Int']['output'];
};


export type ConversationMessagesArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type ConversationTimelineArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A draft contract made from a conversation, and the conversation with it linked. */
export type ConversationContract = {
  __typename?: 'ConversationContract';
  contractId: Scalars['ID']['output'];
  conversation: Conversation;
};

export type ConversationEvent = {
  __typename?: 'ConversationEvent';
  applicationId: Maybe<Scalars['ID']['output']>;
  contractId: Maybe<Scalars['ID']['output']>;
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: ConversationEventKind;
};

export type { ConversationEventKind };

/** The listings, applications and contracts a conversation is about. */
export type ConversationLinks = {
  __typename?: 'ConversationLinks';
  applications: Array<LinkedApplication>;
  contracts: Array<LinkedContract>;
  listings: Array<LinkedListing>;
};

/** The listing a conversation is about. */
export type ConversationListing = {
  __typename?: 'ConversationListing';
  id: Scalars['ID']['output'];
  street: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

export type { ConversationOrder };

export type ConversationPage = Page & {
  __typename?: 'ConversationPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Conversation>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/** A person in a conversation. */
export type ConversationParticipant = {
  __typename?: 'ConversationParticipant';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ConversationSummary = {
  __typename?: 'ConversationSummary';
  /** The conversation summarised; null when it is gone. */
  conversation: Maybe<Conversation>;
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** True when the local provider made it from sentences people wrote, not a language model. */
  isExtractive: Scalars['Boolean']['output'];
  language: Language;
  messageCount: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  providerKind: AiProviderKind;
  summary: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ConversationSummaryPage = Page & {
  __typename?: 'ConversationSummaryPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<ConversationSummary>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type CorenterRequest = {
  __typename?: 'CorenterRequest';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The invited address: the sender and staff only. */
  inviteEmail: Maybe<Scalars['String']['output']>;
  /** Null while an e-mail invite waits for someone to sign up. */
  recipient: Maybe<RentalProfile>;
  /** The request this one replaced (resend). */
  replacesId: Maybe<Scalars['ID']['output']>;
  respondedAt: Maybe<Scalars['DateTime']['output']>;
  sender: Maybe<RentalProfile>;
  status: CorenterRequestStatus;
};

export type { CorenterRequestStatus };

export type CorrectDefaultInterestRateInput = {
  from: Scalars['Date']['input'];
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  /** Needed when the period has started. */
  reason?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  yearlyPercent?: InputMaybe<Scalars['Float']['input']>;
};

export type CorrectIndexValueInput = {
  monthKey: Scalars['String']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateContractFromConversationInput = {
  conversationId: Scalars['ID']['input'];
};

/** Start empty, from one of the landlord's listings, or from an accepted application. */
export type CreateContractInput = {
  applicationId?: InputMaybe<Scalars['ID']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateConversationSummaryInput = {
  conversationId: Scalars['ID']['input'];
  /** The conversation's own language when absent. */
  language?: InputMaybe<Language>;
};

export type CreateGuaranteeClaimInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  guaranteeId: Scalars['ID']['input'];
  /** Required for a damage claim: at most 4 weeks ago. */
  returnDate?: InputMaybe<Scalars['Date']['input']>;
  type: GuaranteeClaimType;
};

export type CreateInspectionAddendumInput = {
  reportId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type CreateInspectionReportInput = {
  contractId: Scalars['ID']['input'];
  kind: InspectionKind;
};

export type CreateListingInput = {
  /** Field errors come back as `fields.<field>`, e.g. `fields.postalCode`. */
  fields: ListingFieldsInput;
};

export type CreateRentalGuaranteeInput = {
  amount: Scalars['Int']['input'];
  /** One of my contracts; or leave it out and give the planned monthly rent. */
  contractId?: InputMaybe<Scalars['ID']['input']>;
  monthlyRent?: InputMaybe<Scalars['Int']['input']>;
};

export type { CreditResultStatus };

export type CreditScore = {
  __typename?: 'CreditScore';
  checkedAt: Scalars['DateTime']['output'];
  /** A1 (best) to E3; null when not scored. */
  creditClass: Maybe<Scalars['String']['output']>;
  status: CreditResultStatus;
};

export type CreditScoreUpdateRequest = {
  __typename?: 'CreditScoreUpdateRequest';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  preApprovalId: Scalars['ID']['output'];
  /** Set in the staff list. */
  profile: Maybe<RentalProfile>;
  reason: Scalars['String']['output'];
  resolutionNote: Maybe<Scalars['String']['output']>;
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
  resolvedBy: Maybe<User>;
  status: CreditScoreUpdateRequestStatus;
};

export type CreditScoreUpdateRequestPage = Page & {
  __typename?: 'CreditScoreUpdateRequestPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<CreditScoreUpdateRequest>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type { CreditScoreUpdateRequestStatus };

export type CurrentlyBased = {
  __typename?: 'CurrentlyBased';
  name: Scalars['String']['output'];
  placeId: Scalars['String']['output'];
};

export type DecideRentalGuaranteeInput = {
  decision: GuaranteeStaffDecisionKind;
  id: Scalars['ID']['input'];
  /** Required, 5 to 1000 characters after trimming; the tenant reads it. */
  reason: Scalars['String']['input'];
};

export type DeclineInspectionReportInput = {
  reason: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
};

/** One published period: its rate applies from `from` until the next period starts. */
export type DefaultInterestRate = {
  __typename?: 'DefaultInterestRate';
  createdAt: Scalars['DateTime']['output'];
  /** Null for the period the system was set up with. */
  createdBy: Maybe<DefaultInterestRateAuthor>;
  from: Scalars['Date']['output'];
  /** Its first day is today or earlier: changing it needs a reason. */
  hasStarted: Scalars['Boolean']['output'];
  /** The period in force today. */
  isCurrent: Scalars['Boolean']['output'];
  /** False while the figure is not checked against the Central Bank's published table. */
  isVerified: Scalars['Boolean']['output'];
  source: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Exact: 15.25 % is 1525. */
  yearlyBasisPoints: Scalars['Int']['output'];
  /** For display; computations use the basis points. */
  yearlyPercent: Scalars['Float']['output'];
};

export type DefaultInterestRateAuthor = {
  __typename?: 'DefaultInterestRateAuthor';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type DeleteInspectionPhotoInput = {
  photoId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
};

export type DeletePayload = {
  __typename?: 'DeletePayload';
  deletedId: Scalars['ID']['output'];
  user: User;
};

/** The answer of a deletion: the id to evict from caches. */
export type DeleteResult = {
  __typename?: 'DeleteResult';
  deletedId: Scalars['ID']['output'];
};

export type DenyApplicationInput = {
  id: Scalars['ID']['input'];
  /** Shown to the tenant; up to 2000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
};

export type { DurationType };

export type Education = {
  __typename?: 'Education';
  endYear: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Set when the school is one of the known institutions. */
  institutionId: Maybe<Scalars['String']['output']>;
  institutionName: Scalars['String']['output'];
  program: Maybe<Scalars['String']['output']>;
  startYear: Maybe<Scalars['Int']['output']>;
};

export type EducationFieldsInput = {
  endYear?: InputMaybe<Scalars['Int']['input']>;
  /** A known institution's id (from educationalInstitutions); or type institutionName. */
  institutionId?: InputMaybe<Scalars['String']['input']>;
  institutionName?: InputMaybe<Scalars['String']['input']>;
  program?: InputMaybe<Scalars['String']['input']>;
  startYear?: InputMaybe<Scalars['Int']['input']>;
};

export type EducationalInstitution = {
  __typename?: 'EducationalInstitution';
  id: Scalars['ID']['output'];
  kind: InstitutionKind;
  name: Scalars['String']['output'];
  town: Scalars['String']['output'];
};

export type EidChallenge = {
  __typename?: 'EidChallenge';
  status: EidStatus;
  token: Scalars['String']['output'];
  /** Shown to the user, who compares it with the code on the phone. */
  verificationCode: Scalars['String']['output'];
};

export type EidLoginResult = {
  __typename?: 'EidLoginResult';
  /** Why it failed, a message-catalogue key suffix. */
  code: Maybe<Scalars['String']['output']>;
  /** Set when status is COMPLETE. */
  session: Maybe<AuthPayload>;
  status: EidStatus;
};

export type { EidStatus };

export type EmailAddress = {
  __typename?: 'EmailAddress';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPrimary: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
};

export type EmailAddressInput = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type Employer = {
  __typename?: 'Employer';
  endDate: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Maybe<Scalars['String']['output']>;
  startDate: Maybe<Scalars['Date']['output']>;
};

export type EmployerFieldsInput = {
  endDate?: InputMaybe<Scalars['Date']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/** Who a kennitala belongs to, as the national registry answers. */
export type EntityAutofill = {
  __typename?: 'EntityAutofill';
  identifier: Scalars['String']['output'];
  isIndividual: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  town: Scalars['String']['output'];
};

/**
 * The codes a client finds in `errors[].extensions.code`; translate them through the message
 * catalogues (`errors.<code in lower case>`). `extensions.reason` carries the API's specific code
 * (e.g. `invalid_credentials`), `extensions.fields` the field errors of BAD_USER_INPUT.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNAUTHENTICATED';

/**
 * A validation error on one input field: the field's path in the input (camelCase, dot-separated)
 * and a message-catalogue key such as `validation.email`.
 */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type FileDownloadLink = {
  __typename?: 'FileDownloadLink';
  contentType: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  filename: Scalars['String']['output'];
  /** Relative to the site; works without a token until expiresAt. */
  url: Scalars['String']['output'];
};

export type FillInspectionRoomInput = {
  condition: InspectionCondition;
  reportId: Scalars['ID']['input'];
  unitId: Scalars['ID']['input'];
};

export type FraudDetectionMessage = {
  __typename?: 'FraudDetectionMessage';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

export type { FraudReviewStatus };

/** Why a message may be a scam: a score from 0 to 1 and the signals found. */
export type FraudWarning = {
  __typename?: 'FraudWarning';
  score: Scalars['Float']['output'];
  signals: Array<ScamSignal>;
};

export type GiveConsentInput = {
  /** TERMS accepts the current version. */
  type: ConsentType;
};

export type GuaranteeApplicantInvitationInput = {
  /** The invitation's id. */
  id: Scalars['ID']['input'];
};

export type { GuaranteeApplicantInvitationStatus };

export type { GuaranteeApplicantRole };

export type GuaranteeCancellationRequest = {
  __typename?: 'GuaranteeCancellationRequest';
  answerReason: Maybe<Scalars['String']['output']>;
  answeredAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  requestedBy: GuaranteeParty;
  status: GuaranteeCancellationStatus;
};

export type { GuaranteeCancellationStatus };

/** A claim on a rental guarantee. Amounts: whole ISK. */
export type GuaranteeClaim = {
  __typename?: 'GuaranteeClaim';
  /** What the claim stands at once answered: the lines accepted. */
  acceptedAmount: Maybe<Scalars['Int']['output']>;
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  committedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currentUserRole: GuaranteeRole;
  /** When the answer now awaited is due (4 weeks); null when none is awaited. */
  deadline: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  files: Array<GuaranteeClaimFile>;
  guaranteeAmount: Scalars['Int']['output'];
  guaranteeId: Scalars['ID']['output'];
  /** Of that cover, what the guarantee's open claims (sent, not yet paid or ended) hold back. */
  heldCover: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** True when the tenant said nothing for 4 weeks and was deemed to accept. */
  isDeemedAccepted: Scalars['Boolean']['output'];
  /** Only a draft, and only for the landlord. */
  isEditable: Scalars['Boolean']['output'];
  /** The last day a damage claim could be made: the return plus 4 weeks. */
  lastClaimDay: Maybe<Scalars['Date']['output']>;
  lines: Array<GuaranteeClaimLine>;
  obligeeRespondedAt: Maybe<Scalars['DateTime']['output']>;
  paidAt: Maybe<Scalars['DateTime']['output']>;
  principalRespondedAt: Maybe<Scalars['DateTime']['output']>;
  /** The guarantee's cover left after the claims paid from it. */
  remainingCover: Scalars['Int']['output'];
  /** The day the home was returned (damage claims). */
  returnDate: Maybe<Scalars['Date']['output']>;
  ruling: Maybe<GuaranteeClaimRuling>;
  status: GuaranteeClaimStatus;
  totalAmount: Scalars['Int']['output'];
  type: GuaranteeClaimType;
};

export type { GuaranteeClaimEvidenceKind };

/** An invoice or photo backing a claim; the url is a short-lived signed link. */
export type GuaranteeClaimFile = {
  __typename?: 'GuaranteeClaimFile';
  bytes: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: GuaranteeClaimEvidenceKind;
  lineId: Maybe<Scalars['ID']['output']>;
  url: Scalars['String']['output'];
};

/** A line of a claim, with the tenant's answer once given. Amount: whole ISK. */
export type GuaranteeClaimLine = {
  __typename?: 'GuaranteeClaimLine';
  amount: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Issues of the move-out inspection report the line rests on. */
  inspectionIssueIds: Array<Scalars['ID']['output']>;
  response: Maybe<GuaranteeClaimLineResponse>;
  responseReason: Maybe<Scalars['String']['output']>;
  type: GuaranteeClaimLineType;
};

export type GuaranteeClaimLineAnswerInput = {
  lineId: Scalars['ID']['input'];
  /** Required when rejecting. */
  reason?: InputMaybe<Scalars['String']['input']>;
  response: GuaranteeClaimLineResponse;
};

export type GuaranteeClaimLineInput = {
  amount: Scalars['Int']['input'];
  claimId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  guaranteeId: Scalars['ID']['input'];
  inspectionIssueIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Set to replace that line; leave out to add a line. */
  lineId?: InputMaybe<Scalars['ID']['input']>;
  type: GuaranteeClaimLineType;
};

export type { GuaranteeClaimLineResponse };

export type { GuaranteeClaimLineType };

export type GuaranteeClaimList = {
  __typename?: 'GuaranteeClaimList';
  heldCover: Scalars['Int']['output'];
  items: Array<GuaranteeClaim>;
  remainingCover: Scalars['Int']['output'];
};

export type { GuaranteeClaimObligeeDecision };

/** The staff claims queue's filter: OPEN (awaiting an answer, disputed, accepted and unpaid) or one status. */
export type GuaranteeClaimQueueFilter =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DISPUTED'
  | 'DRAFT'
  | 'LAPSED'
  | 'OPEN'
  | 'PAID'
  | 'PENDING_OBLIGEE_RESPONSE'
  | 'PENDING_PRINCIPAL_RESPONSE';

export type GuaranteeClaimRefInput = {
  claimId: Scalars['ID']['input'];
  guaranteeId: Scalars['ID']['input'];
};

/** The ruling on a disputed claim, as staff recorded it. */
export type GuaranteeClaimRuling = {
  __typename?: 'GuaranteeClaimRuling';
  /** What was awarded; the claim stands at this (nothing awarded ends it). */
  awardedAmount: Scalars['Int']['output'];
  body: GuaranteeClaimRulingBody;
  reference: Scalars['String']['output'];
  ruledAt: Scalars['DateTime']['output'];
};

export type { GuaranteeClaimRulingBody };

export type { GuaranteeClaimStatus };

export type { GuaranteeClaimType };

export type { GuaranteeDecision };

export type { GuaranteeInvitationSide };

export type { GuaranteeParty };

export type { GuaranteeRole };

export type GuaranteeSigning = {
  __typename?: 'GuaranteeSigning';
  /** SHA-256 of the terms the tenant signs. */
  documentHash: Scalars['String']['output'];
  invitedAt: Maybe<Scalars['DateTime']['output']>;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  /** starting, pending, signed, cancelled, expired or failed. */
  status: Scalars['String']['output'];
};

/** Staff approved or declined the application by hand; the tenant reads the reason. */
export type GuaranteeStaffDecision = {
  __typename?: 'GuaranteeStaffDecision';
  decidedAt: Scalars['DateTime']['output'];
  /** Who decided: shown to staff only (null to others). */
  decidedByName: Maybe<Scalars['String']['output']>;
  decision: GuaranteeStaffDecisionKind;
  reason: Scalars['String']['output'];
};

/** What staff may decide by hand. */
export type GuaranteeStaffDecisionKind =
  | 'APPROVED'
  | 'DECLINED';

export type GuaranteeStatementInfo = {
  __typename?: 'GuaranteeStatementInfo';
  issuedAt: Scalars['DateTime']['output'];
  sha256: Scalars['String']['output'];
};

export type { GuaranteeStatus };

export type { HmsAttemptOutcome };

/** One field HMS would refuse: its path in the lease and the catalogue key saying why. */
export type HmsRejectionError = {
  __typename?: 'HmsRejectionError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
};

export type HmsSubmission = {
  __typename?: 'HmsSubmission';
  attempts: Scalars['Int']['output'];
  /** Staff detail only (hmsSubmission(id)); empty elsewhere. */
  attemptsHistory: Array<HmsSubmissionAttempt>;
  contract: HmsSubmissionContract;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  maxAttempts: Scalars['Int']['output'];
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  registeredAt: Maybe<Scalars['DateTime']['output']>;
  registrationNumber: Maybe<Scalars['String']['output']>;
  /** What HMS refused in a rejected lease (empty otherwise). */
  rejectionErrors: Array<HmsRejectionError>;
  status: HmsSubmissionStatus;
};

export type HmsSubmissionAttempt = {
  __typename?: 'HmsSubmissionAttempt';
  attempt: Scalars['Int']['output'];
  error: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  outcome: HmsAttemptOutcome;
  registrationNumber: Maybe<Scalars['String']['output']>;
  startedAt: Scalars['DateTime']['output'];
};

export type HmsSubmissionContract = {
  __typename?: 'HmsSubmissionContract';
  id: Scalars['ID']['output'];
  landlords: Array<HmsSubmissionParty>;
  postalCode: Maybe<Scalars['String']['output']>;
  status: ContractStatus;
  street: Maybe<Scalars['String']['output']>;
  tenants: Array<HmsSubmissionParty>;
};

export type HmsSubmissionPage = Page & {
  __typename?: 'HmsSubmissionPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<HmsSubmission>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type HmsSubmissionParty = {
  __typename?: 'HmsSubmissionParty';
  identifier: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type { HmsSubmissionStatus };

/** An Icelandic account's parts: bank (4 digits), ledger (2) and account (6), and the holder's kennitala. */
export type IcelandicBankAccount = {
  __typename?: 'IcelandicBankAccount';
  account: Scalars['String']['output'];
  bank: Scalars['String']['output'];
  holderKennitala: Scalars['String']['output'];
  ledger: Scalars['String']['output'];
};

export type IdentityConfirmationStart = {
  __typename?: 'IdentityConfirmationStart';
  /** Polled with guaranteeIdentityConfirmation. */
  token: Scalars['String']['output'];
  /** Shown to the person to compare with the one on the phone. */
  verificationCode: Scalars['String']['output'];
};

export type { IdentityConfirmationState };

export type IdentityConfirmationStatus = {
  __typename?: 'IdentityConfirmationStatus';
  /** Why it failed: identity_mismatch, kennitala_in_use, user_cancelled, no_eid, expired. */
  code: Maybe<Scalars['String']['output']>;
  state: IdentityConfirmationState;
};

export type Income = {
  __typename?: 'Income';
  employerName: Scalars['String']['output'];
  grossAmount: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  netAmount: Scalars['Int']['output'];
  /** YYYY-MM */
  period: Scalars['String']['output'];
  source: IncomeSource;
};

/** Figures of a month, property, group or year. Whole ISK. */
export type IncomeFigures = {
  __typename?: 'IncomeFigures';
  /** Default interest on late payments. */
  defaultInterest: Scalars['Int']['output'];
  /** Platform fees kept back from payouts. */
  fees: Scalars['Int']['output'];
  /** What was paid out to the landlord. */
  paidOut: Scalars['Int']['output'];
  /** rent + utilities + defaultInterest. */
  received: Scalars['Int']['output'];
  /** Rent received, before fees. */
  rent: Scalars['Int']['output'];
  /** Utilities the tenant paid through Leiga. */
  utilities: Scalars['Int']['output'];
};

export type IncomeGroup = {
  __typename?: 'IncomeGroup';
  /** The tax return's box for this group's rent; null when none applies. */
  formBox: Maybe<Scalars['String']['output']>;
  kind: IncomeKind;
  properties: Array<IncomeProperty>;
  totals: IncomeFigures;
};

export type IncomeInput = {
  employerName: Scalars['String']['input'];
  grossAmount?: InputMaybe<Scalars['Int']['input']>;
  netAmount: Scalars['Int']['input'];
  /** YYYY-MM */
  period: Scalars['String']['input'];
};

/** How the tax return treats a property's rent. */
export type IncomeKind =
  /** Premises let for business: business income, no box here. */
  | 'COMMERCIAL'
  /** Residential housing: the gross rent goes to box 510 (through form RSK 3.25). */
  | 'RESIDENTIAL';

export type IncomeMonth = {
  __typename?: 'IncomeMonth';
  figures: IncomeFigures;
  /** 1 to 12. */
  month: Scalars['Int']['output'];
};

export type IncomeProperty = {
  __typename?: 'IncomeProperty';
  /** The unit's fastanúmer (F1234567) when the lease names one, else the address. */
  key: Scalars['String']['output'];
  /** Only the months with anything received or paid out. */
  months: Array<IncomeMonth>;
  postalCode: Scalars['String']['output'];
  propertyCode: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  totals: IncomeFigures;
};

export type { IncomeSource };

export type IncomeSummary = {
  __typename?: 'IncomeSummary';
  currency: Scalars['String']['output'];
  groups: Array<IncomeGroup>;
  /** Rent was received for more than two residential properties: business income then. */
  isResidentialOverLimit: Scalars['Boolean']['output'];
  totals: IncomeFigures;
  year: Scalars['Int']['output'];
};

/** A month's published consumer price index value, as staff recorded it. */
export type IndexValue = {
  __typename?: 'IndexValue';
  createdAt: Scalars['DateTime']['output'];
  createdBy: Maybe<IndexValueAuthor>;
  /** The month it applies to indexation, as Statistics Iceland writes it: 2025M06. */
  monthKey: Scalars['String']['output'];
  /** Where the value was published. */
  source: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  value: Scalars['Float']['output'];
};

export type IndexValueAuthor = {
  __typename?: 'IndexValueAuthor';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type IndexValuePage = Page & {
  __typename?: 'IndexValuePage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<IndexValue>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type IndexedRentMonth = {
  __typename?: 'IndexedRentMonth';
  indexValue: Maybe<Scalars['Float']['output']>;
  month: Scalars['String']['output'];
  /** Null when the month's index is not published (or lies before the base month). */
  rent: Maybe<Scalars['Float']['output']>;
  status: IndexedRentMonthStatus;
};

export type { IndexedRentMonthStatus };

export type IndexedRentSchedule = {
  __typename?: 'IndexedRentSchedule';
  baseMonth: Maybe<Scalars['String']['output']>;
  baseRent: Maybe<Scalars['Float']['output']>;
  baseValue: Maybe<Scalars['Float']['output']>;
  currency: Maybe<Scalars['String']['output']>;
  isIndexed: Scalars['Boolean']['output'];
  months: Array<IndexedRentMonth>;
};

export type InitiatePreApprovalInput = {
  /** The tenant's recorded consent to a credit lookup by kennitala; must be true. */
  consent: Scalars['Boolean']['input'];
  username: Scalars['String']['input'];
};

export type InspectionAddendum = {
  __typename?: 'InspectionAddendum';
  committedAt: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The account that wrote it (null once that account is gone). */
  createdById: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** Photos of a tenant's defect, oldest first (other addenda have none). REST upload: POST /api/inspection-reports/{id}/defect-window/{addendumId}/photos/ (multipart file, token, client_key). */
  photos: Array<InspectionDefectPhoto>;
  status: InspectionAddendumStatus;
  text: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type InspectionAddendumIdInput = {
  addendumId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
};

/** A DRAFT addendum is editable; a COMMITTED one is final. */
export type InspectionAddendumStatus =
  | 'COMMITTED'
  | 'DRAFT';

/** A person on the report and whether they were present (null: not recorded). */
export type InspectionAttendee = {
  __typename?: 'InspectionAttendee';
  name: Scalars['String']['output'];
  present: Maybe<Scalars['Boolean']['output']>;
  role: InspectionRole;
  /** The report user's id (InspectionUser.id). */
  userId: Scalars['ID']['output'];
};

export type InspectionAttendeeInput = {
  present: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

export type InspectionComment = {
  __typename?: 'InspectionComment';
  authorName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type InspectionCommentPage = {
  __typename?: 'InspectionCommentPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<InspectionComment>;
};

export type { InspectionCondition };

/** A photo of a tenant's defect; url and thumbnailUrl open it until expiresAt. */
export type InspectionDefectPhoto = {
  __typename?: 'InspectionDefectPhoto';
  expiresAt: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  thumbnailUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type InspectionDefectWindow = {
  __typename?: 'InspectionDefectWindow';
  code: Maybe<InspectionDefectWindowCode>;
  /** When the window closes (null before the report is signed). */
  endsAt: Maybe<Scalars['String']['output']>;
  /** Whether the tenant holding the link may still add defects. */
  open: Scalars['Boolean']['output'];
  reportId: Scalars['ID']['output'];
};

/** Why the window is closed (null while it is open). */
export type InspectionDefectWindowCode =
  | 'DEFECT_WINDOW_CLOSED'
  | 'NOT_MOVE_IN'
  | 'NOT_SIGNED';

/** The e-signature status page's data. */
export type InspectionESignature = {
  __typename?: 'InspectionESignature';
  attendance: Array<InspectionAttendee>;
  /** A report signed on paper: the kept scan of the signed pages. */
  paperScan: Maybe<InspectionPaperScan>;
  /** SHA-256 of the stored signed PDF, once signed. */
  pdfSha256: Maybe<Scalars['String']['output']>;
  /** The newest signing process (null before any). */
  process: Maybe<InspectionSigningProcess>;
  reportId: Scalars['ID']['output'];
  reportStatus: InspectionStatus;
  signers: Array<InspectionSigner>;
  viewerCanDecline: Scalars['Boolean']['output'];
  viewerCanEditAttendance: Scalars['Boolean']['output'];
  viewerCanFinish: Scalars['Boolean']['output'];
  /** A paper report waiting for its record: the landlord side records who signed (REST multipart upload of the scan to inspection-reports/{id}/paper-signatures/). */
  viewerCanRecordPaper: Scalars['Boolean']['output'];
  viewerCanSign: Scalars['Boolean']['output'];
  viewerCanStart: Scalars['Boolean']['output'];
  /** Once signed: the report's editors add later findings. */
  viewerCanWriteAddenda: Scalars['Boolean']['output'];
};

export type InspectionFireSafety = {
  __typename?: 'InspectionFireSafety';
  /** Any item not OK is an issue on the report. */
  hasIssue: Scalars['Boolean']['output'];
  items: Array<InspectionFireSafetyCheck>;
};

export type InspectionFireSafetyCheck = {
  __typename?: 'InspectionFireSafetyCheck';
  /** Smoke detectors: how many the contract declares. */
  declaredCount: Maybe<Scalars['Int']['output']>;
  item: InspectionFireSafetyItem;
  /** Smoke detectors: how many the rented area needs (null when the area is unknown). */
  required: Maybe<Scalars['Int']['output']>;
  status: InspectionFireSafetyStatus;
};

export type InspectionFireSafetyItem =
  | 'ESCAPE_ROUTES'
  | 'FIRE_EXTINGUISHER'
  | 'SMOKE_DETECTORS';

/** OK: declared and enough; MISSING: not declared; TOO_FEW: fewer smoke detectors than the area needs. */
export type InspectionFireSafetyStatus =
  | 'MISSING'
  | 'OK'
  | 'TOO_FEW';

/** A defect of a subject. */
export type InspectionIssue = {
  __typename?: 'InspectionIssue';
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Recorded at move-in and carried into this move-out: not new damage. */
  isCarried: Scalars['Boolean']['output'];
  photos: Array<InspectionPhoto>;
  responsibility: InspectionIssueResponsibility;
  severity: InspectionIssueSeverity;
  subjectId: Scalars['ID']['output'];
};

export type InspectionIssueIdInput = {
  issueId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
};

export type { InspectionIssueResponsibility };

export type { InspectionIssueSeverity };

export type { InspectionKeyRecipient };

/** Keys handed over: how many, which, to whom. */
export type InspectionKeyTransaction = {
  __typename?: 'InspectionKeyTransaction';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  keyType: InspectionKeyType;
  recipient: InspectionKeyRecipient;
  recipientName: Scalars['String']['output'];
};

export type { InspectionKeyType };

export type { InspectionKind };

/** A meter from the contract (sync-contract) or added, and the value read today (null: not yet). */
export type InspectionMeterReading = {
  __typename?: 'InspectionMeterReading';
  id: Scalars['ID']['output'];
  meterNumber: Scalars['String']['output'];
  /** The contract's latest reading of this meter. */
  previousValue: Maybe<Scalars['Float']['output']>;
  utility: ContractUtilityTag;
  value: Maybe<Scalars['Float']['output']>;
};

export type InspectionPaperScan = {
  __typename?: 'InspectionPaperScan';
  /** application/pdf, image/jpeg or image/png. */
  contentType: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
};

/** A photo of a room, a subject or an issue. */
export type InspectionPhoto = {
  __typename?: 'InspectionPhoto';
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  issueId: Maybe<Scalars['ID']['output']>;
  reportId: Scalars['ID']['output'];
  /** Bytes of the stored JPEG. */
  size: Scalars['Int']['output'];
  /** Set when the photo shows a subject or one of its issues. */
  subjectId: Maybe<Scalars['ID']['output']>;
  /** The photo at most 480 pixels on its long edge. */
  thumbnailUrl: Scalars['String']['output'];
  unitId: Scalars['ID']['output'];
  url: Scalars['String']['output'];
  /** The report is a DRAFT and the viewer took the photo (or is staff). */
  viewerCanDelete: Scalars['Boolean']['output'];
  width: Scalars['Int']['output'];
};

export type InspectionReport = {
  __typename?: 'InspectionReport';
  address: Maybe<ContractAddress>;
  /** Newest first, 25 a page. */
  comments: InspectionCommentPage;
  committedAt: Maybe<Scalars['DateTime']['output']>;
  contractId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Fire safety as the contract declares it; checked on every report. */
  fireSafety: InspectionFireSafety;
  id: Scalars['ID']['output'];
  issueCount: Scalars['Int']['output'];
  keyTransactions: Array<InspectionKeyTransaction>;
  kind: InspectionKind;
  meterReadings: Array<InspectionMeterReading>;
  /** Every photo of the report, oldest first. */
  photos: Array<InspectionPhoto>;
  /** A move-out's move-in. */
  previousReportId: Maybe<Scalars['ID']['output']>;
  signType: Maybe<ContractSignType>;
  status: InspectionStatus;
  stepChecks: Array<InspectionStepCheck>;
  /** Room by room; every report of an operation is read in one batch REST call. */
  units: Array<InspectionUnit>;
  updatedAt: Scalars['DateTime']['output'];
  users: Array<InspectionUser>;
  /** DRAFT, and the viewer is a user of the report who is not R (or staff). */
  viewerCanEdit: Scalars['Boolean']['output'];
  viewerCanUncommit: Scalars['Boolean']['output'];
  viewerRoles: Array<InspectionRole>;
};


export type InspectionReportCommentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type InspectionReportIdInput = {
  reportId: Scalars['ID']['input'];
};

export type InspectionReportPage = Page & {
  __typename?: 'InspectionReportPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<InspectionReport>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type InspectionReportPdf = {
  __typename?: 'InspectionReportPdf';
  /** The PDF's bytes, base64. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
};

export type { InspectionRole };

export type InspectionRoomIdInput = {
  reportId: Scalars['ID']['input'];
  unitId: Scalars['ID']['input'];
};

export type { InspectionRoomType };

export type InspectionSigner = {
  __typename?: 'InspectionSigner';
  declineReason: Maybe<Scalars['String']['output']>;
  declinedAt: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** When the signing link went out by SMS and e-mail. */
  invitedAt: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  role: InspectionRole;
  signedAt: Maybe<Scalars['String']['output']>;
  status: InspectionSignerStatus;
  /** The signer's account, when they have one. */
  userId: Maybe<Scalars['ID']['output']>;
};

export type InspectionSignerStatus =
  | 'DECLINED'
  | 'PENDING'
  | 'SIGNED';

export type InspectionSigningLink = {
  __typename?: 'InspectionSigningLink';
  /** The signer's own page at the e-signature service. */
  url: Scalars['String']['output'];
};

export type InspectionSigningProcess = {
  __typename?: 'InspectionSigningProcess';
  createdAt: Scalars['String']['output'];
  /** SHA-256 of the report PDF the signers were sent. */
  documentHash: Scalars['String']['output'];
  endedAt: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: InspectionSigningProcessStatus;
};

export type InspectionSigningProcessStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'FAILED'
  | 'PENDING'
  | 'SIGNED'
  | 'STARTING';

export type { InspectionStatus };

/** SPEC 5's rules for one edit step, as the api judges the report now. */
export type InspectionStepCheck = {
  __typename?: 'InspectionStepCheck';
  problems: Array<InspectionStepProblem>;
  /** The step's path segment: keys, rooms, meter-readings, furniture-and-appliances, summary. */
  step: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

export type InspectionStepProblem = {
  __typename?: 'InspectionStepProblem';
  /** A catalogue key (inspections.errors.* or inspection-steps.errors.*). */
  code: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

/** Something in a room whose condition is recorded. */
export type InspectionSubject = {
  __typename?: 'InspectionSubject';
  /** Null until someone has looked at it. */
  condition: Maybe<InspectionCondition>;
  id: Scalars['ID']['output'];
  isCarried: Scalars['Boolean']['output'];
  issues: Array<InspectionIssue>;
  kind: InspectionSubjectKind;
  /** A name of the parties' own, when the tag is not enough. */
  name: Maybe<Scalars['String']['output']>;
  note: Scalars['String']['output'];
  /** The subject's own photos (its issues' are theirs). */
  photos: Array<InspectionPhoto>;
  /** On a move-out: the condition at move-in. */
  previousCondition: Maybe<InspectionCondition>;
  tag: InspectionSubjectTag;
};

export type { InspectionSubjectKind };

export type { InspectionSubjectTag };

export type InspectionUnit = {
  __typename?: 'InspectionUnit';
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** The room's own photos (its subjects' and issues' are theirs). */
  photos: Array<InspectionPhoto>;
  position: Scalars['Int']['output'];
  subjects: Array<InspectionSubject>;
  type: InspectionRoomType;
};

/** A person on the report. */
export type InspectionUser = {
  __typename?: 'InspectionUser';
  emails: Array<ContractEmail>;
  id: Scalars['ID']['output'];
  isIndividual: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phones: Array<ContractPhone>;
  role: InspectionRole;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  /** The account, when the person has one. */
  userId: Maybe<Scalars['ID']['output']>;
};

export type { InstitutionKind };

export type Interest = {
  __typename?: 'Interest';
  id: Scalars['ID']['output'];
  tag: Scalars['String']['output'];
};

export type InviteContractCollaboratorInput = {
  accessType: ContractCollaboratorAccess;
  contractId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};

export type InviteCorenterInput = {
  email: Scalars['String']['input'];
};

export type InviteGuaranteeApplicantInput = {
  email: Scalars['String']['input'];
  guaranteeId: Scalars['ID']['input'];
  /** When given, only the person with this kennitala may accept. */
  kennitala?: InputMaybe<Scalars['String']['input']>;
  /** CO_APPLICANT (the default) or GUARANTOR; MAIN is refused (BAD_USER_INPUT on role). */
  role?: InputMaybe<GuaranteeApplicantRole>;
};

export type InviteLoanCoApplicantInput = {
  email: Scalars['String']['input'];
  /** When known: only that person may then accept. */
  kennitala?: InputMaybe<Scalars['String']['input']>;
  loanId: Scalars['ID']['input'];
};

/** A claim sent for one rent period of a contract of the landlord's. */
export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Int']['output'];
  claimAmount: Scalars['Int']['output'];
  claimId: Maybe<Scalars['String']['output']>;
  claimStatus: Maybe<PaymentClaimStatus>;
  contractId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  dueDate: Scalars['Date']['output'];
  finalDueDate: Scalars['Date']['output'];
  interestAmount: Scalars['Int']['output'];
  invoicedAt: Maybe<Scalars['DateTime']['output']>;
  overdue: Scalars['Boolean']['output'];
  paidAmount: Scalars['Int']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  paymentFee: Scalars['Int']['output'];
  paymentFeeRemoved: Scalars['Boolean']['output'];
};

export type InvoiceFilter = {
  contractId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<InvoiceStatusFilter>;
  to?: InputMaybe<Scalars['Date']['input']>;
};

export type InvoicePage = Page & {
  __typename?: 'InvoicePage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Invoice>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totals: InvoiceTotals;
};

export type { InvoiceStatusFilter };

export type InvoiceTotals = {
  __typename?: 'InvoiceTotals';
  claimAmount: Scalars['Int']['output'];
  outstanding: Scalars['Int']['output'];
  paidAmount: Scalars['Int']['output'];
};

export type KeyHandover = {
  __typename?: 'KeyHandover';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  direction: KeyHandoverDirection;
  /** The day the keys changed hands. */
  handedOverOn: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  keyCount: Scalars['Int']['output'];
};

export type { KeyHandoverDirection };

/** A landlord's applications at a glance: per listing, response time and acceptance rate. */
export type LandlordInsights = {
  __typename?: 'LandlordInsights';
  /** Accepted among decided (0 to 1); null before any decision. */
  acceptanceRate: Maybe<Scalars['Float']['output']>;
  /** Applications for the landlord's listings (withdrawn ones not counted). */
  applications: Scalars['Int']['output'];
  avgResponseHours: Maybe<Scalars['Float']['output']>;
  /** Every listing of the landlord, most applications first. */
  listings: Array<ListingApplicationInsights>;
  /** Pending applications not yet read. */
  unread: Scalars['Int']['output'];
};

export type { Language };

export type LedgerFinding = {
  __typename?: 'LedgerFinding';
  contractId: Scalars['ID']['output'];
  problems: Array<LedgerProblem>;
};

/** One disagreement: what the payment tables call for and what the ledger holds (whole ISK). */
export type LedgerProblem = {
  __typename?: 'LedgerProblem';
  actual: Scalars['Int']['output'];
  code: LedgerProblemCode;
  expected: Scalars['Int']['output'];
};

export type { LedgerProblemCode };

/** One run of the reconciliation. */
export type LedgerReconciliation = {
  __typename?: 'LedgerReconciliation';
  contractsChecked: Scalars['Int']['output'];
  contractsUnbalanced: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  durationMs: Scalars['Int']['output'];
  /** The contracts out of balance (at most 500 kept per run). */
  findings: Array<LedgerFinding>;
  id: Scalars['ID']['output'];
  isBalanced: Scalars['Boolean']['output'];
  startedById: Maybe<Scalars['ID']['output']>;
  trigger: LedgerReconciliationTrigger;
};

export type LedgerReconciliationPage = Page & {
  __typename?: 'LedgerReconciliationPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<LedgerReconciliation>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type { LedgerReconciliationTrigger };

export type LinkedApplication = {
  __typename?: 'LinkedApplication';
  id: Scalars['ID']['output'];
  listingId: Scalars['ID']['output'];
  status: RentalApplicationStatus;
  /** The listing's title. */
  title: Maybe<Scalars['String']['output']>;
};

export type LinkedContract = {
  __typename?: 'LinkedContract';
  id: Scalars['ID']['output'];
  status: ContractStatus;
  street: Maybe<Scalars['String']['output']>;
};

export type LinkedListing = {
  __typename?: 'LinkedListing';
  id: Scalars['ID']['output'];
  street: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

/**
 * A rental listing. The wizard's fields are null until the landlord answers them; `steps` and
 * `publishRequest` are for the owner and staff only (null for everyone else).
 */
export type Listing = {
  __typename?: 'Listing';
  /** Null until the amenities step is answered (an empty list is an answer). */
  amenities: Maybe<Array<Amenity>>;
  availableFrom: Maybe<Scalars['Date']['output']>;
  bathrooms: Maybe<Scalars['Int']['output']>;
  bedrooms: Maybe<Scalars['Int']['output']>;
  coverPhoto: Maybe<ListingPhoto>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  durationType: Maybe<DurationType>;
  electricityIncluded: Maybe<Scalars['Boolean']['output']>;
  endDate: Maybe<Scalars['Date']['output']>;
  floor: Maybe<Scalars['Int']['output']>;
  /** Staff only (null for everyone else, and before the first check): the latest fraud check. */
  fraudCheck: Maybe<ListingFraudCheck>;
  hasElevator: Maybe<Scalars['Boolean']['output']>;
  heatingIncluded: Maybe<Scalars['Boolean']['output']>;
  houseNumber: Maybe<Scalars['String']['output']>;
  housefundIncluded: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  internetIncluded: Maybe<Scalars['Boolean']['output']>;
  isCommercial: Scalars['Boolean']['output'];
  isFurnished: Maybe<Scalars['Boolean']['output']>;
  /** Whether the signed-in caller liked it (false when anonymous). */
  isLiked: Scalars['Boolean']['output'];
  /** Passes the fraud check and its landlord is identified by electronic ID: tenants see a badge. */
  isVerified: Scalars['Boolean']['output'];
  lat: Maybe<Scalars['Float']['output']>;
  likesCount: Scalars['Int']['output'];
  listingType: Maybe<ListingType>;
  lng: Maybe<Scalars['Float']['output']>;
  maxOccupants: Maybe<Scalars['Int']['output']>;
  minIncome: Maybe<Scalars['Int']['output']>;
  minMonths: Maybe<Scalars['Int']['output']>;
  /** Derived from the postal code. */
  municipality: Maybe<Scalars['String']['output']>;
  owner: ListingOwner;
  petsAllowed: Maybe<Scalars['Boolean']['output']>;
  /** In display order. */
  photos: Array<ListingPhoto>;
  /** Three digits, e.g. 101. */
  postalCode: Maybe<Scalars['String']['output']>;
  /** Monthly rent, an integer in the currency's minor unit (ISK has none in practice). */
  price: Maybe<Scalars['Int']['output']>;
  /** Detail reads only (`listing(id)` and the answers of mutations); null in lists. */
  priceHistory: Maybe<Array<PricePoint>>;
  /** The HMS property number (fastanúmer), seven digits. */
  propertyNumber: Maybe<Scalars['String']['output']>;
  /** Owner and staff only: the latest publish request. */
  publishRequest: Maybe<PublishRequest>;
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  questions: Maybe<Array<ListingQuestion>>;
  requiresPreApproval: Maybe<Scalars['Boolean']['output']>;
  rooms: Maybe<Scalars['Int']['output']>;
  /** Months of rent held as security (0 to 3). */
  securityMonths: Maybe<Scalars['Int']['output']>;
  securityType: Maybe<SecurityType>;
  sizeM2: Maybe<Scalars['Float']['output']>;
  smokingAllowed: Maybe<Scalars['Boolean']['output']>;
  status: ListingStatus;
  /** Owner and staff only: each wizard step, complete or with its field errors. */
  steps: Maybe<Array<ListingStep>>;
  street: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  unit: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Owner and staff only (null for everyone else): why it is or is not verified, in general terms. */
  verification: Maybe<ListingVerification>;
  viewsCount: Scalars['Int']['output'];
};

export type ListingApplicationInsights = {
  __typename?: 'ListingApplicationInsights';
  accepted: Scalars['Int']['output'];
  applications: Scalars['Int']['output'];
  avgResponseHours: Maybe<Scalars['Float']['output']>;
  denied: Scalars['Int']['output'];
  listingId: Scalars['ID']['output'];
  pending: Scalars['Int']['output'];
  status: ListingStatus;
  title: Maybe<Scalars['String']['output']>;
  unread: Scalars['Int']['output'];
};

/**
 * The wizard's fields; send those of the step being saved. Null clears unit, propertyNumber,
 * endDate, minMonths and minIncome, and is ignored for the others.
 */
export type ListingFieldsInput = {
  amenities?: InputMaybe<Array<Amenity>>;
  availableFrom?: InputMaybe<Scalars['Date']['input']>;
  bathrooms?: InputMaybe<Scalars['Int']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  durationType?: InputMaybe<DurationType>;
  electricityIncluded?: InputMaybe<Scalars['Boolean']['input']>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  floor?: InputMaybe<Scalars['Int']['input']>;
  hasElevator?: InputMaybe<Scalars['Boolean']['input']>;
  heatingIncluded?: InputMaybe<Scalars['Boolean']['input']>;
  houseNumber?: InputMaybe<Scalars['String']['input']>;
  housefundIncluded?: InputMaybe<Scalars['Boolean']['input']>;
  internetIncluded?: InputMaybe<Scalars['Boolean']['input']>;
  isFurnished?: InputMaybe<Scalars['Boolean']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  listingType?: InputMaybe<ListingType>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  maxOccupants?: InputMaybe<Scalars['Int']['input']>;
  minIncome?: InputMaybe<Scalars['Int']['input']>;
  minMonths?: InputMaybe<Scalars['Int']['input']>;
  petsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Int']['input']>;
  propertyNumber?: InputMaybe<Scalars['String']['input']>;
  questions?: InputMaybe<Array<ListingQuestionInput>>;
  requiresPreApproval?: InputMaybe<Scalars['Boolean']['input']>;
  rooms?: InputMaybe<Scalars['Int']['input']>;
  securityMonths?: InputMaybe<Scalars['Int']['input']>;
  securityType?: InputMaybe<SecurityType>;
  sizeM2?: InputMaybe<Scalars['Float']['input']>;
  smokingAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** A listing's latest fraud check. */
export type ListingFraudCheck = {
  __typename?: 'ListingFraudCheck';
  checkedAt: Scalars['DateTime']['output'];
  passes: Scalars['Boolean']['output'];
  /** 0 (nothing suspicious) to 1. */
  score: Scalars['Float']['output'];
  signals: Array<ListingSignal>;
};

export type ListingIdInput = {
  id: Scalars['ID']['input'];
};

/** The landlord, as a listing shows them to anyone. */
export type ListingOwner = {
  __typename?: 'ListingOwner';
  fullName: Scalars['String']['output'];
  hasVerifiedPhone: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  memberSince: Scalars['DateTime']['output'];
};

export type ListingPage = Page & {
  __typename?: 'ListingPage';
  /** Stops at SEARCH_COUNT_CAP (1000) for searches; see countIsCapped. */
  count: Scalars['Int']['output'];
  /** True when the search matched more listings than it counted: show the count as "1.000+". */
  countIsCapped: Scalars['Boolean']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Listing>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/**
 * A photo. Clients build image URLs from `key`: `/_ipx/{operations}/{key}` (e.g.
 * `/_ipx/f_webp&w_640&q_70/{key}`); `placeholder` is a 10x10 blurred data URI.
 */
export type ListingPhoto = {
  __typename?: 'ListingPhoto';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isCover: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  placeholder: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

export type ListingPhotoInput = {
  listingId: Scalars['ID']['input'];
  photoId: Scalars['ID']['input'];
};

/** A listing going live, for the back office's log. */
export type ListingPublish = {
  __typename?: 'ListingPublish';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  listing: Listing;
  /** The name of who published it. */
  publishedBy: Maybe<Scalars['String']['output']>;
  via: ListingPublishVia;
};

export type ListingPublishPage = Page & {
  __typename?: 'ListingPublishPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<ListingPublish>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type { ListingPublishVia };

/** A question applicants answer. `id` is the landlord's own slug, unique within the listing only. */
export type ListingQuestion = {
  __typename?: 'ListingQuestion';
  id: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
};

export type ListingQuestionInput = {
  /** A slug of 4-40 characters (a-z, 0-9, -), unique within the listing. */
  id: Scalars['String']['input'];
  required: Scalars['Boolean']['input'];
  text: Scalars['String']['input'];
};

/** The filters of a saved search, as ListingSearchInput names them (unset ones are null). */
export type ListingSearchFilter = {
  __typename?: 'ListingSearchFilter';
  availableBy: Maybe<Scalars['Date']['output']>;
  bbox: Maybe<BoundingBox>;
  commercial: Maybe<Scalars['Boolean']['output']>;
  furnished: Maybe<Scalars['Boolean']['output']>;
  municipalities: Maybe<Array<Scalars['String']['output']>>;
  pets: Maybe<Scalars['Boolean']['output']>;
  postalCodes: Maybe<Array<Scalars['String']['output']>>;
  priceMax: Maybe<Scalars['Int']['output']>;
  priceMin: Maybe<Scalars['Int']['output']>;
  q: Maybe<Scalars['String']['output']>;
  roomsMax: Maybe<Scalars['Int']['output']>;
  roomsMin: Maybe<Scalars['Int']['output']>;
  sizeMax: Maybe<Scalars['Int']['output']>;
  sizeMin: Maybe<Scalars['Int']['output']>;
  sort: Maybe<ListingSort>;
  types: Maybe<Array<ListingType>>;
};

/**
 * Search filters (SPEC 5): empty values (null, "", []) are dropped before they reach the api.
 * Without `types`, `commercial` picks residential (default) or commercial listings.
 */
export type ListingSearchInput = {
  /** Available on or before this day. */
  availableBy?: InputMaybe<Scalars['Date']['input']>;
  bbox?: InputMaybe<BoundingBoxInput>;
  commercial?: InputMaybe<Scalars['Boolean']['input']>;
  furnished?: InputMaybe<Scalars['Boolean']['input']>;
  municipalities?: InputMaybe<Array<Scalars['String']['input']>>;
  pets?: InputMaybe<Scalars['Boolean']['input']>;
  postalCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  priceMax?: InputMaybe<Scalars['Int']['input']>;
  priceMin?: InputMaybe<Scalars['Int']['input']>;
  /** Address, area or description; forgiving of Icelandic letters typed without accents. */
  q?: InputMaybe<Scalars['String']['input']>;
  roomsMax?: InputMaybe<Scalars['Int']['input']>;
  roomsMin?: InputMaybe<Scalars['Int']['input']>;
  sizeMax?: InputMaybe<Scalars['Int']['input']>;
  sizeMin?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ListingSort>;
  types?: InputMaybe<Array<ListingType>>;
};

/**
 * One reason a listing's fraud check did not pass. The fields of other codes are null: a reused
 * photo names the photo, the other listing and the bits apart (of 64); a low price the comparison;
 * a scam phrase its kind and the words.
 */
export type ListingSignal = {
  __typename?: 'ListingSignal';
  code: ListingSignalCode;
  comparables: Maybe<Scalars['Int']['output']>;
  distance: Maybe<Scalars['Int']['output']>;
  excerpt: Maybe<Scalars['String']['output']>;
  medianPerM2: Maybe<Scalars['Float']['output']>;
  otherListingId: Maybe<Scalars['ID']['output']>;
  photoId: Maybe<Scalars['ID']['output']>;
  pricePerM2: Maybe<Scalars['Float']['output']>;
  /** The listing's rent per m² over the median (0.4 = 40% of it). */
  ratio: Maybe<Scalars['Float']['output']>;
  /** The scam signal's code, as message fraud detections name it (e.g. money_transfer_service). */
  scamCode: Maybe<Scalars['String']['output']>;
  scope: Maybe<PriceComparisonScope>;
};

export type { ListingSignalCode };

export type { ListingSort };

export type { ListingStatus };

export type ListingStep = {
  __typename?: 'ListingStep';
  /** What is missing or wrong, by listing field (camelCase) with a message-catalogue key. */
  fields: Array<FieldError>;
  isComplete: Scalars['Boolean']['output'];
  step: ListingStepName;
};

export type { ListingStepName };

export type { ListingType };

export type { ListingVerification };

/** One set of monthly figures in whole ISK, without housing, childcare and car costs; from `from` until the next. */
export type LivingCostReference = {
  __typename?: 'LivingCostReference';
  createdAt: Scalars['DateTime']['output'];
  /** Null for the period the system was set up with. */
  createdBy: Maybe<LivingCostReferenceAuthor>;
  firstAdult: Scalars['Int']['output'];
  from: Scalars['Date']['output'];
  /** The period assessments use today. */
  isCurrent: Scalars['Boolean']['output'];
  /** False while the figures are not checked against UMS's published table. */
  isVerified: Scalars['Boolean']['output'];
  /** Each further adult. */
  otherAdult: Scalars['Int']['output'];
  perChild: Scalars['Int']['output'];
  source: Scalars['String']['output'];
};

export type LivingCostReferenceAuthor = {
  __typename?: 'LivingCostReferenceAuthor';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** One feature's calls on one day (UTC). */
export type LlmUsageDay = {
  __typename?: 'LlmUsageDay';
  calls: Scalars['Int']['output'];
  day: Scalars['Date']['output'];
  errors: Scalars['Int']['output'];
  feature: AiFeature;
  inputCharacters: Scalars['Int']['output'];
  inputTokens: Scalars['Int']['output'];
  outputCharacters: Scalars['Int']['output'];
  outputTokens: Scalars['Int']['output'];
  p50LatencyMs: Scalars['Int']['output'];
  p95LatencyMs: Scalars['Int']['output'];
  timeouts: Scalars['Int']['output'];
};

export type LlmUsageReport = {
  __typename?: 'LlmUsageReport';
  /** Newest day first, then by feature. */
  days: Array<LlmUsageDay>;
  fromDate: Scalars['Date']['output'];
  toDate: Scalars['Date']['output'];
};

/** A tenant's loan application. Amounts: whole ISK. */
export type Loan = {
  __typename?: 'Loan';
  amount: Maybe<Scalars['Int']['output']>;
  /** 1 alone, 2 as a couple. */
  borrowers: Scalars['Int']['output'];
  /** The invited or accepted co-applicant; null when there is none. One REST call. */
  coApplicant: Maybe<LoanCoApplicant>;
  /** The lease it is for (its address, parties and period) when the viewer may open it; null before one is attached. */
  contract: Maybe<Contract>;
  contractId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  creditAssessment: Maybe<LoanCreditAssessment>;
  currentUserRole: LoanRole;
  firstDueDate: Maybe<Scalars['Date']['output']>;
  household: Maybe<LoanHousehold>;
  id: Scalars['ID']['output'];
  isEditable: Scalars['Boolean']['output'];
  /** Signing, payout and repayment; null before approval. One REST call. */
  lifecycle: Maybe<LoanLifecycle>;
  /** The equal part plus the notice fee, once configured. */
  monthlyPayment: Maybe<Scalars['Int']['output']>;
  months: Maybe<Scalars['Int']['output']>;
  /** Whether the law asks for a payment assessment at this amount; null until configured. */
  paymentAssessmentRequired: Maybe<Scalars['Boolean']['output']>;
  /** The annuity schedule; null until the amount and term are chosen. One REST call each. */
  paymentSchedule: Maybe<LoanPaymentSchedule>;
  personalDetails: Maybe<LoanPersonalDetails>;
  status: LoanStatus;
};

/** The loan agreement as a PDF. */
export type LoanAgreementPdf = {
  __typename?: 'LoanAgreementPdf';
  /** The PDF's bytes, base64. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  /** Whether this is the signed version (with the signature's date). */
  signed: Scalars['Boolean']['output'];
};

export type LoanCoApplicant = {
  __typename?: 'LoanCoApplicant';
  email: Scalars['String']['output'];
  /** Whether they consented to their own default-register lookup (on accepting). */
  hasConsent: Scalars['Boolean']['output'];
  hasHousehold: Scalars['Boolean']['output'];
  /** Their own figures: only they and staff see them. */
  household: Maybe<LoanHousehold>;
  id: Scalars['ID']['output'];
  loanId: Scalars['ID']['output'];
  respondedAt: Maybe<Scalars['DateTime']['output']>;
  sentAt: Scalars['DateTime']['output'];
  status: LoanCoApplicantStatus;
  viewerSide: LoanCoApplicantSide;
};

export type { LoanCoApplicantSide };

export type { LoanCoApplicantStatus };

export type LoanCreditAssessment = {
  __typename?: 'LoanCreditAssessment';
  assessedAt: Scalars['DateTime']['output'];
  /** A1 to E3, when scored. */
  creditClass: Maybe<Scalars['String']['output']>;
  /** The credit bureau's answer: SCORED, ON_DEFAULT_REGISTER or NO_DOMICILE. */
  creditStatus: Scalars['String']['output'];
  declineReason: Maybe<LoanDeclineReason>;
  paymentAssessment: Maybe<LoanPaymentAssessment>;
};

export type { LoanDeclineReason };

export type LoanDisbursement = {
  __typename?: 'LoanDisbursement';
  amount: Scalars['Int']['output'];
  bookedAt: Maybe<Scalars['DateTime']['output']>;
  status: LoanDisbursementStatus;
};

export type { LoanDisbursementStatus };

export type { LoanEmployment };

/** The household a month: whole ISK after tax. */
export type LoanHousehold = {
  __typename?: 'LoanHousehold';
  adults: Scalars['Int']['output'];
  carCosts: Scalars['Int']['output'];
  childcare: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  housingCost: Scalars['Int']['output'];
  netIncome: Scalars['Int']['output'];
  otherLoanPayments: Scalars['Int']['output'];
};

/** Signing, payout and repayment of a loan. */
export type LoanLifecycle = {
  __typename?: 'LoanLifecycle';
  /** The latest payout attempt. */
  disbursement: Maybe<LoanDisbursement>;
  /** The loan's id (the cache keys the lifecycle by it). */
  id: Scalars['ID']['output'];
  /** Every payout attempt, the first first; empty unless staff ask. */
  payoutAttempts: Array<LoanPayoutAttempt>;
  repayments: Array<LoanRepayment>;
  signing: Maybe<LoanSigning>;
  /** When the approved, unsigned agreement lapses; null in any other status. */
  signingExpiresAt: Maybe<Scalars['DateTime']['output']>;
  status: LoanStatus;
};

export type LoanPage = Page & {
  __typename?: 'LoanPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Loan>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/** The payment-capacity assessment (greiðslumat): income less costs, living costs and the payment. */
export type LoanPaymentAssessment = {
  __typename?: 'LoanPaymentAssessment';
  disposable: Scalars['Int']['output'];
  livingCost: Scalars['Int']['output'];
  margin: Scalars['Int']['output'];
  monthlyPayment: Scalars['Int']['output'];
  positive: Scalars['Boolean']['output'];
  /** Whether the law asked for it (over 2 m kr alone or 4 m kr as a couple). */
  required: Scalars['Boolean']['output'];
};

/** One monthly payment: whole krónur. */
export type LoanPaymentRow = {
  __typename?: 'LoanPaymentRow';
  /** Still owed after this payment. */
  balance: Scalars['Int']['output'];
  /** The due date (YYYY-MM-DD), on a business day. */
  dueDate: Scalars['String']['output'];
  interest: Scalars['Int']['output'];
  noticeFee: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  principal: Scalars['Int']['output'];
  /** principal + interest + noticeFee. */
  total: Scalars['Int']['output'];
};

export type LoanPaymentSchedule = {
  __typename?: 'LoanPaymentSchedule';
  /** The equal part (principal and interest) of each payment. */
  annuity: Scalars['Int']['output'];
  /** The annual percentage rate of charge (árleg hlutfallstala kostnaðar). */
  aprcPercent: Scalars['Float']['output'];
  noticeFee: Scalars['Int']['output'];
  rows: Array<LoanPaymentRow>;
  totalFees: Scalars['Int']['output'];
  totalInterest: Scalars['Int']['output'];
  totalPaid: Scalars['Int']['output'];
  yearlyInterestPercent: Scalars['Float']['output'];
};

/**
 * One attempt at paying the loan out, with its own transfer key: the first is made on signing, a
 * further one only by staff, with a reason, after the bank rejected the last.
 */
export type LoanPayoutAttempt = {
  __typename?: 'LoanPayoutAttempt';
  amount: Scalars['Int']['output'];
  attempt: Scalars['Int']['output'];
  bookedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Staff's reason for the retry; null on the first attempt. */
  reason: Maybe<Scalars['String']['output']>;
  /** Why the bank rejected it (e.g. unknown_account); null otherwise. */
  rejectionCode: Maybe<Scalars['String']['output']>;
  status: LoanDisbursementStatus;
};

export type LoanPersonalDetails = {
  __typename?: 'LoanPersonalDetails';
  address: Scalars['String']['output'];
  email: Scalars['String']['output'];
  employment: LoanEmployment;
  phone: Scalars['String']['output'];
};

export type LoanRepayment = {
  __typename?: 'LoanRepayment';
  /** The payment plus the notice fee, whole ISK. */
  amount: Scalars['Int']['output'];
  dueDate: Scalars['Date']['output'];
  finalDueDate: Scalars['Date']['output'];
  number: Scalars['Int']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  state: LoanRepaymentState;
};

export type { LoanRepaymentState };

export type { LoanRole };

export type LoanSigning = {
  __typename?: 'LoanSigning';
  signedAt: Maybe<Scalars['DateTime']['output']>;
  /** The borrower's own signing link while the signature is awaited; null to anyone else. */
  signingUrl: Maybe<Scalars['String']['output']>;
  /** starting, pending, signed, cancelled, expired or failed. */
  status: Scalars['String']['output'];
};

export type { LoanStatus };

export type LogContractStepInput = {
  id: Scalars['ID']['input'];
  isValid: Scalars['Boolean']['input'];
  /** A step name as the wizard's URL writes it. */
  stepName: Scalars['String']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  sessionMode?: InputMaybe<SessionMode>;
};

export type LogoutInput = {
  /** TOKEN mode; omit it to use the cookie. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

export type Message = {
  __typename?: 'Message';
  /** Photos and PDFs sent with the message, in the order they were attached. */
  attachments: Array<MessageAttachment>;
  /** Trimmed, 1 to 5,000 characters. */
  body: Scalars['String']['output'];
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Shown to the message's readers and staff, never to its sender; null when nothing was found. */
  fraudWarning: Maybe<FraudWarning>;
  id: Scalars['ID']['output'];
  /** Null when the sender's account is gone. */
  sender: Maybe<ConversationParticipant>;
};

/** A photo or PDF sent in a message. The links open the file without a token until `expiresAt`. */
export type MessageAttachment = {
  __typename?: 'MessageAttachment';
  /** image/jpeg (photos are re-encoded as JPEG) or application/pdf. */
  contentType: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  height: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Whether it is a photo (it then has a thumbnail, a width and a height). */
  isImage: Scalars['Boolean']['output'];
  /** In bytes. */
  size: Scalars['Int']['output'];
  /** A photo's small version, for the conversation; null for a PDF. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  /** The file itself, relative to the site: a photo opens, a PDF downloads. */
  url: Scalars['String']['output'];
  width: Maybe<Scalars['Int']['output']>;
};

/** A message the scam rules flagged, with staff's review. */
export type MessageFraudDetection = {
  __typename?: 'MessageFraudDetection';
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Null when the message is gone. */
  message: Maybe<FraudDetectionMessage>;
  reviewedAt: Maybe<Scalars['DateTime']['output']>;
  reviewer: Maybe<ConversationParticipant>;
  score: Scalars['Float']['output'];
  sender: Maybe<ConversationParticipant>;
  signals: Array<ScamSignal>;
  status: FraudReviewStatus;
};

export type MessageFraudDetectionPage = Page & {
  __typename?: 'MessageFraudDetectionPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<MessageFraudDetection>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/** A page of messages, newest first; pass the last item's id as `before` for older ones. */
export type MessagePage = {
  __typename?: 'MessagePage';
  hasOlder: Scalars['Boolean']['output'];
  items: Array<Message>;
};

export type MissingProfileField = {
  __typename?: 'MissingProfileField';
  field: ProfileCompletionField;
  /** A message-catalogue key, e.g. profiles.completion.about. */
  messageKey: Scalars['String']['output'];
  /** The id of the profile page's section that fills it, e.g. currently-based. */
  section: Scalars['String']['output'];
};

export type MobileAppVersion = {
  __typename?: 'MobileAppVersion';
  /** The version in the store; an older app is told an update is available. */
  currentVersion: Scalars['String']['output'];
  /** The oldest version allowed to run; an older app must update first. */
  minimumVersion: Scalars['String']['output'];
  platform: MobilePlatform;
  updatedAt: Scalars['String']['output'];
};

export type MobileLoginActivation = {
  __typename?: 'MobileLoginActivation';
  status: EidStatus;
  /** The updated user, when status is COMPLETE. */
  user: Maybe<User>;
};

export type MobilePlatform =
  | 'ANDROID'
  | 'IOS';

/** An issue of a move-out inspection report, which a claim line can rest on. */
export type MoveOutIssue = {
  __typename?: 'MoveOutIssue';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reportId: Scalars['ID']['output'];
  responsibility: Scalars['String']['output'];
  severity: Scalars['String']['output'];
  subjectTag: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Landlords: pending only; the others for the listing are denied or told where they stand. */
  acceptApplication: AcceptApplicationPayload;
  /** The signed-in holder of the link becomes a collaborator: the contract they may now open. */
  acceptContractInvitation: Contract;
  acceptCorenterRequest: CorenterRequest;
  /** The invitee accepts with consent; CONFLICT `identity_unconfirmed` before e-ID is confirmed. */
  acceptGuaranteeApplicantInvitation: RentalGuaranteeApplicantInvitation;
  /** The invitee accepts, consenting to their own default-register lookup (consent must be true). */
  acceptLoanCoApplicant: LoanCoApplicant;
  addChild: RentalProfile;
  addContractParty: Contract;
  /** Staff only (FORBIDDEN otherwise). BAD_USER_INPUT with field errors; CONFLICT when the day has a period. */
  addDefaultInterestRate: DefaultInterestRate;
  addEducation: RentalProfile;
  addEmailAddress: AddEmailAddressPayload;
  addEmployer: RentalProfile;
  /** Staff: record a month's value; CONFLICT `index_month_exists` when it has one. */
  addIndexValue: IndexValue;
  addInspectionComment: InspectionReport;
  /** The tenant adds a defect; it joins the signed move-in report as a final addendum. CONFLICT (defect_window_closed, not_signed, not_move_in) or FORBIDDEN (defect_link_invalid). */
  addInspectionDefect: InspectionAddendum;
  addInspectionIssue: InspectionReport;
  /** BAD_USER_INPUT with inspection-steps.errors.* in `fields`. */
  addInspectionKeys: InspectionReport;
  addInspectionMeter: InspectionReport;
  /** A room with the usual subjects of its type. */
  addInspectionRoom: InspectionReport;
  /** Adds a person to a DRAFT report; answers the report with its people. */
  addInspectionUser: InspectionReport;
  addInterest: RentalProfile;
  addKeyHandover: KeyHandover;
  /** Record UMS's published figures from a day on (staff); CONFLICT `period_exists` for a taken day. */
  addLivingCostReference: LivingCostReference;
  addMeterReading: Contract;
  /** Landlord side and staff: add an item by hand. CONFLICT `due_date_taken` when a date is held. */
  addPaymentScheduleItem: PaymentScheduleItem;
  /** Adds an account in the signed-in user's name once the bank confirms it is theirs. */
  addPayoutMethod: PayoutMethod;
  addPet: RentalProfile;
  addPhone: AddPhonePayload;
  addPrivateNote: PrivateNote;
  /** Landlords review a tenant (one each); a PDF is made. */
  addProfileReview: ProfileReview;
  addSpecialTerm: SpecialTerm;
  /** Landlords: refer a rejection or accept it, within 4 weeks. */
  answerGuaranteeClaimRejection: GuaranteeClaim;
  /** The other side accepts (cancelled) or rejects (issued or active again, as the lease's dates make it). */
  answerRentalGuaranteeCancellation: RentalGuaranteeLifecycle;
  /**
   * Tenants only. Failures: BAD_USER_INPUT reason `requirements_not_met` with `fields` naming each
   * unmet requirement (maxOccupants, preApprovalRequired, minIncome, petsNotAllowed) with a
   * `requirements.<reason>` key; BAD_USER_INPUT `validation_error` for answers; CONFLICT
   * `already_applied` while an application is active, `no_rental_profile` without a profile.
   */
  applyForListing: RentalApplication;
  /** Staff only: the listing goes live. */
  approvePublishRequest: PublishRequest;
  archiveListing: Listing;
  /** The default-register lookup and payment assessment. UNPROCESSABLE `consent_missing` without consent. */
  assessLoan: Loan;
  /** Tenants: run the credit check and decide. UNPROCESSABLE `consent_missing` without consent. */
  assessRentalGuarantee: RentalGuarantee;
  /** Attach one of my rental contracts. Not a tenant on it: BAD_USER_INPUT on contract_id. */
  attachLoanContract: Loan;
  /** Name and address of a person or company by kennitala; BAD_USER_INPUT when unknown. */
  autofillContractEntity: EntityAutofill;
  /** The tenant withdraws (pending or accepted); CONFLICT `invalid_transition` otherwise. */
  cancelApplication: RentalApplication;
  /** Back to committed; CONFLICT once someone has signed. */
  cancelContractSigning: Contract;
  cancelGuaranteeClaim: GuaranteeClaim;
  changeContractCollaboratorAccess: Contract;
  /** Signs out every other session. */
  changePassword: Ack;
  /** Polls the sign-in; when COMPLETE it opens the session (cookie or tokens). */
  checkEidLogin: EidLoginResult;
  clearCurrentlyBased: RentalProfile;
  /** BAD_USER_INPUT `steps_invalid` while a step before signing is incomplete. */
  commitContract: Contract;
  /** Landlords: send the draft; the tenant then has 4 weeks to answer. */
  commitGuaranteeClaim: GuaranteeClaim;
  commitInspectionAddendum: InspectionAddendum;
  /** BAD_USER_INPUT with the SPEC 5 problems in `fields` while a rule fails. */
  commitInspectionReport: InspectionReport;
  commitPreApproval: PreApproval;
  /** Tenants: commit an approved guarantee; its terms go to e-signing. */
  commitRentalGuarantee: RentalGuaranteeLifecycle;
  /** The amount and term. Outside the limits: BAD_USER_INPUT on amount or months. */
  configureLoan: Loan;
  confirmEmail: EmailAddress;
  confirmPasswordReset: Ack;
  /** Connects contracts the signed-in participant is a party to; again is a no-op. */
  connectConversationContracts: Conversation;
  /** Connects listings of the signed-in participant to a conversation; again is a no-op. */
  connectConversationListings: Conversation;
  /** Staff only. BAD_USER_INPUT with a field error on `reason` for a started period without one. */
  correctDefaultInterestRate: DefaultInterestRate;
  /** Staff: correct a month's value or its source. */
  correctIndexValue: IndexValue;
  /** NOT_FOUND for a listing or application not the caller's; CONFLICT unless the application is accepted. */
  createContract: Contract;
  /** The landlord makes a draft contract from a conversation about their listing or application. */
  createContractFromConversation: ConversationContract;
  /** Staff: summarises a conversation and keeps the summary. */
  createConversationSummary: ConversationSummary;
  /** Landlords: draft a claim. A damage claim later than 4 weeks after the return: UNPROCESSABLE `damage_claim_late`. */
  createGuaranteeClaim: GuaranteeClaim;
  /** On a SIGNED report only. */
  createInspectionAddendum: InspectionAddendum;
  /** FORBIDDEN unless on the landlord side of the lease; CONFLICT for a draft contract or a move-out without a committed move-in. */
  createInspectionReport: InspectionReport;
  /** Landlords only: starts a draft. */
  createListing: Listing;
  /** Tenants: start a loan application (a draft). */
  createLoan: Loan;
  /** Tenants: apply for a guarantee. Amount above 3 months' rent: BAD_USER_INPUT on amount. */
  createRentalGuarantee: RentalGuarantee;
  /** Staff: approve or decline an application not yet committed (CONFLICT `guarantee_not_decidable` otherwise). */
  decideRentalGuarantee: RentalGuarantee;
  declineContractInvitation: ContractInvitation;
  declineCorenterRequest: CorenterRequest;
  /** The invitee declines. */
  declineGuaranteeApplicantInvitation: RentalGuaranteeApplicantInvitation;
  /** A tenant only; the reason is kept and printed in the signed PDF. */
  declineInspectionReport: InspectionESignature;
  /** The invitee declines (FORBIDDEN to the borrower); the borrower may then invite someone else. */
  declineLoanCoApplicant: LoanCoApplicant;
  deleteAccount: Ack;
  deleteAttachment: RentalProfile;
  deleteChild: RentalProfile;
  /** Drafts only; answers the deleted contract's id. */
  deleteContract: Scalars['ID']['output'];
  deleteCoverPhoto: RentalProfile;
  deleteEducation: RentalProfile;
  deleteEmailAddress: DeletePayload;
  deleteEmployer: RentalProfile;
  /** The inviter deletes it before it is answered. */
  deleteGuaranteeApplicantInvitation: RentalGuaranteeApplicantInvitation;
  /** Landlords: delete a draft; answers the id deleted. */
  deleteGuaranteeClaim: Scalars['ID']['output'];
  /** FORBIDDEN unless the viewer took the photo (or is staff); CONFLICT once committed. */
  deleteInspectionPhoto: InspectionReport;
  /** Drafts only. */
  deleteListing: DeleteResult;
  deleteListingPhoto: Listing;
  /** The borrower withdraws an unanswered invitation (FORBIDDEN to the invitee; CONFLICT once answered). */
  deleteLoanCoApplicant: LoanCoApplicant;
  deletePet: RentalProfile;
  deletePetPhoto: RentalProfile;
  deletePhone: DeletePayload;
  deleteProfileReview: ProfileItemDeleteResult;
  deleteSavedSearch: DeleteResult;
  denyApplication: RentalApplication;
  /** Staff: pay the landlord's share of a paid period. */
  executePayout: StaffPayout;
  /** Staff: take an executed payout back (once). */
  executeRevertPayout: StaffPayout;
  /** Every subject of the room still without a condition gets this one. */
  fillInspectionRoom: InspectionReport;
  /** The landlord side, once every landlord signed and every tenant signed or declined. */
  finishInspectionSigning: InspectionESignature;
  giveConsent: Consent;
  initiatePreApproval: PreApproval;
  /** Sends the invitation by e-mail; CONFLICT when the address already has a pending one. */
  inviteContractCollaborator: Contract;
  inviteCorenter: CorenterRequest;
  /** The main applicant invites a co-applicant or a guarantor; CONFLICT `already_invited`, `guarantee_not_open`. */
  inviteGuaranteeApplicant: RentalGuaranteeApplicantInvitation;
  /** The borrower invites a co-applicant by e-mail (one at most, while the application may change). */
  inviteLoanCoApplicant: LoanCoApplicant;
  /** Landlord side or staff: send the claim to the tenant's online bank. */
  invoicePaymentScheduleItem: Bill;
  likeListing: Listing;
  /** Logs one step's result as the wizard saw it; the api works valid_steps out itself. */
  logContractStep: Contract;
  login: AuthPayload;
  logout: Ack;
  markApplicationRead: RentalApplication;
  markApplicationUnread: RentalApplication;
  /** Staff: a paper lease signed by everyone. */
  markContractFullySigned: Contract;
  /** Moves the read marker to `messageId`, or to the newest message. */
  markConversationRead: Conversation;
  markListingRented: Listing;
  markNotificationClicked: Notification;
  /** The conversation of an application's tenant and landlord, opened on first use. */
  openApplicationConversation: Conversation;
  /** The conversation of a contract's parties, opened on first use. */
  openContractConversation: Conversation;
  /** Staff: change an unpaid bill's dates or amount, with a reason. */
  patchStaffBill: StaffBill;
  /** Staff: hold or release a payout, or choose the payee's account for it, with a reason. */
  patchStaffPayout: StaffPayoutState;
  pauseListing: Listing;
  /** Staff: pay an accepted claim from the guarantee. */
  payGuaranteeClaim: GuaranteeClaim;
  /** Staff: ask the bank for claim payments now. */
  pollClaimPayments: PollClaimsPayload;
  readInspectionMeter: InspectionReport;
  /** Staff: record the ruling on a disputed claim. An award over the claim: BAD_USER_INPUT. */
  recordGuaranteeClaimRuling: GuaranteeClaim;
  /** Ask the e-signing service how the signing stands (when its callback is late). */
  refreshLoanSigning: LoanLifecycle;
  /** Rotates the refresh token: each one works once. */
  refreshSession: SessionTokens;
  /** Re-reads the user's details from the national registry. */
  refreshUserEntity: User;
  /** Staff: summarises the conversation again, in place. */
  regenerateConversationSummary: ConversationSummary;
  register: AuthPayload;
  /** Send (or send again) a signed lease to HMS. */
  registerContractWithHms: Contract;
  registerPushDevice: PushDevice;
  /** Denies several pending applications at once, with one message. */
  rejectApplications: Array<RentalApplication>;
  /** Staff only: the listing goes back to draft with the reason. */
  rejectPublishRequest: PublishRequest;
  /** A rented or archived listing back to a draft. */
  relistListing: Listing;
  /** Staff: remove the bank fee from this period's bill. */
  removeBillPaymentFee: Bill;
  /** An editor removes a collaborator, or a collaborator leaves: null when the caller no longer sees the contract. */
  removeContractCollaborator: Maybe<Contract>;
  /** input.id is the e-mail's (ContractEmail.id), a party's own or one of its agents'. */
  removeContractEmail: Contract;
  /** input.id is the party's. */
  removeContractParty: Contract;
  /** input.id is the phone's (ContractPhone.id), a party's own or one of its agents'. */
  removeContractPhone: Contract;
  removeContractRealEstate: Contract;
  /** Leaves a unit out of the lease (input.id is the unit's). */
  removeContractUnit: Contract;
  /** Stop being co-renters; answers your profile. */
  removeCorenter: RentalProfile;
  /** Staff only. Answers the day removed. CONFLICT for the last period. */
  removeDefaultInterestRate: Scalars['Date']['output'];
  removeGuaranteeClaimLine: GuaranteeClaim;
  removeInspectionIssue: InspectionReport;
  removeInspectionKeys: InspectionReport;
  /** The room, its subjects and their issues. */
  removeInspectionRoom: InspectionReport;
  /** Removes a person from a DRAFT report; the last landlord stays. */
  removeInspectionUser: InspectionReport;
  removeInterests: RentalProfile;
  /** Removes a handover recorded by mistake; answers its id. */
  removeKeyHandover: Scalars['ID']['output'];
  /** input.id is the reading's. */
  removeMeterReading: Contract;
  /** Delete an unpaid, uninvoiced item. */
  removePaymentScheduleItem: RemovePaymentScheduleItemPayload;
  /** Removes one of the signed-in user's payout methods; answers its id. */
  removePayoutMethod: Scalars['ID']['output'];
  /** Answers the removed note's id. */
  removePrivateNote: Scalars['ID']['output'];
  /** Answers the removed term's id. */
  removeSpecialTerm: Scalars['ID']['output'];
  /** An expired pre-approval, with fresh consent and lookup. */
  renewPreApproval: PreApproval;
  reorderListingPhotos: Listing;
  requestCreditScoreUpdate: CreditScoreUpdateRequest;
  requestPasswordReset: Ack;
  /** The tenant or the landlord asks to cancel an issued guarantee (before the lease starts) or an active one. */
  requestRentalGuaranteeCancellation: RentalGuaranteeLifecycle;
  /** A new link by e-mail; the old link stops working. input.id is the invitation's. */
  resendContractInvitation: Contract;
  /** Answers the new request that replaces this one. */
  resendCorenterRequest: CorenterRequest;
  /** Sends the confirmation e-mail again. */
  resendEmailConfirmation: Ack;
  /** The inviter sends it again: RATE_LIMITED within 5 minutes or after 5 sendings. */
  resendGuaranteeApplicantInvitation: RentalGuaranteeApplicantInvitation;
  /** Staff only. */
  resolveCreditScoreUpdateRequest: CreditScoreUpdateRequest;
  /** Tenants: answer every line, accepted or rejected with a reason. */
  respondToGuaranteeClaim: GuaranteeClaim;
  /** Staff: send a failed or rejected submission again. */
  resubmitHmsSubmission: HmsSubmission;
  resumeListing: Listing;
  /** input.id is the invitation's. */
  retractContractInvitation: Contract;
  retractCorenterRequest: CorenterRequest;
  /** Staff: send a payout the bank rejected again, as a new attempt, with a reason. */
  retryLoanPayout: LoanLifecycle;
  /** Landlord side or staff: cancel the claim (refused once anything is paid). */
  revertPaymentScheduleItemInvoice: Bill;
  /** Staff only: confirm a detection as a scam, dismiss it, or reopen it (PENDING). */
  reviewMessageFraudDetection: MessageFraudDetection;
  revokeConsent: Consent;
  /** Staff only: reconcile every contract's ledger now. */
  runLedgerReconciliation: LedgerReconciliation;
  /** Landlords: add or replace a line of a draft. Over the cover left: UNPROCESSABLE `over_cover`. */
  saveGuaranteeClaimLine: GuaranteeClaim;
  saveSearch: SavedSearch;
  /** CONFLICT `reminder_too_soon` within the hour. */
  sendContractSigningReminder: Contract;
  /** Ask the owner of this profile to be your co-renter. */
  sendCorenterRequest: CorenterRequest;
  /**
   * Sends a message to a conversation the signed-in user takes part in. A retry with the same
   * `clientKey` (made by the client per message, e.g. a phone's offline outbox) answers the same
   * message and sends none twice.
   */
  sendMessage: Message;
  /**
   * Sends text and uploaded files (by id) to a conversation; the text may be empty when files go
   * with it. A retry with the same `clientKey` answers the same message.
   */
  sendMessageWithAttachments: Message;
  /** Sends a 6-digit code by SMS. */
  sendPhoneVerificationCode: PhoneVerificationChallenge;
  setApplicationConsidered: RentalApplication;
  /** The property and its rented units, from the register. */
  setContractRealEstate: Contract;
  setCurrentlyBased: RentalProfile;
  /** The tenant pays the premium at once or monthly (only while the approved offer stands). */
  setGuaranteeSpreadPayments: RentalGuarantee;
  setInspectionAttendance: InspectionESignature;
  setInspectionSubject: InspectionReport;
  setListingCover: Listing;
  setLoanApplicants: Loan;
  /** The accepted co-applicant's household figures. */
  setLoanCoApplicantHousehold: LoanCoApplicant;
  setLoanHousehold: Loan;
  setLoanPersonalDetails: Loan;
  /** Staff only (FORBIDDEN otherwise). BAD_USER_INPUT with field errors for a garbled version or a minimum newer than current. */
  setMobileAppVersion: MobileAppVersion;
  /** Show the payment history to the landlords the tenant applies to, or hide it; answers the profile. */
  setPaymentHistoryShown: RentalProfile;
  setPrimaryLanguage: User;
  setPrimaryPhone: User;
  /** Answers the setting; the profile's pre-approval view changes with it. */
  setVisibility: VisibilitySetting;
  /** The borrower signs an approved loan: answers with the signing link (an open one again). */
  signLoan: LoanLifecycle;
  /** Start electronic signing; a retry with the same idempotencyKey answers the same process. */
  startContractSigning: Contract;
  /** Sign in with the Icelandic electronic ID: start, then poll checkEidLogin. */
  startEidLogin: EidChallenge;
  /** The invitee confirms identity with electronic ID on a phone. */
  startGuaranteeIdentityConfirmation: IdentityConfirmationStart;
  /** CONFLICT when not committed for e-signing or already started. */
  startInspectionSigning: InspectionESignature;
  /** Asks the landlord about a listing: opens a conversation, or continues the one asked before. */
  startListingConversation: StartedConversation;
  /** Links the electronic ID to the signed-in account. */
  startMobileLoginActivation: EidChallenge;
  /**
   * Publishes (trusted landlords) or asks staff to review. An incomplete listing fails with
   * BAD_USER_INPUT, reason `listing_incomplete`, `fields` keyed by step name.
   */
  submitListing: Listing;
  /** The landlord in a conversation: three replies to the last message, in its language. */
  suggestReplies: ReplySuggestions;
  /** Takes the contract's meters the report does not have yet. */
  syncInspectionMeters: InspectionReport;
  /** Back to draft while nobody has signed; CONFLICT `already_signed` otherwise. */
  uncommitContract: Contract;
  /** CONFLICT once anyone has signed. */
  uncommitInspectionReport: InspectionReport;
  uncommitPreApproval: PreApproval;
  /** Tenants: withdraw the commitment before signing. */
  uncommitRentalGuarantee: RentalGuaranteeLifecycle;
  undoDenyApplication: RentalApplication;
  unlikeListing: Listing;
  /** Stops pushing to a phone (at sign-out); answers the device as it was. */
  unregisterPushDevice: PushDevice;
  /** While pending only. */
  updateApplicationAnswers: RentalApplication;
  updateChild: Child;
  /** Drafts only (staff: committed too); BAD_USER_INPUT with `fields` in camelCase. */
  updateContract: Contract;
  updateContractAmenities: Contract;
  updateContractMaintenance: Contract;
  updateContractParty: Contract;
  updateContractUnit: Contract;
  updateContractUtilities: Contract;
  updateContractUtility: Contract;
  updateEducation: Education;
  updateEmployer: Employer;
  updateGuaranteeClaim: GuaranteeClaim;
  /** CONFLICT once the addendum is committed. */
  updateInspectionAddendum: InspectionAddendum;
  updateInspectionIssue: InspectionReport;
  /** Changes the name, kind or contacts of a person on a DRAFT report; answers the report. */
  updateInspectionUser: InspectionReport;
  /** Saves fields of any step; a lower price on a live listing alerts likers and saved searches. */
  updateListing: Listing;
  updateNotificationSettings: Array<NotificationSetting>;
  /** Change an unpaid, uninvoiced item; CONFLICT `item_paid` or `item_invoiced` otherwise. */
  updatePaymentScheduleItem: PaymentScheduleItem;
  updatePet: Pet;
  /** Replaces the incomes (draft only); the average is computed again. */
  updatePreApprovalIncomes: PreApproval;
  updatePrivateNote: PrivateNote;
  updateProfileReview: ProfileReview;
  /** About and smoking; answers the caller's profile. */
  updateRentalProfile: RentalProfile;
  updateSavedSearch: SavedSearch;
  updateSpecialTerm: SpecialTerm;
  updateUser: User;
  updateVisibilitySetting: VisibilitySetting;
  useSpecialTermTemplate: SpecialTerm;
  verifyPhone: Phone;
};


export type MutationAcceptApplicationArgs = {
  input: AcceptApplicationInput;
};


export type MutationAcceptContractInvitationArgs = {
  input: ContractInvitationAnswerInput;
};


export type MutationAcceptCorenterRequestArgs = {
  input: ProfileItemInput;
};


export type MutationAcceptGuaranteeApplicantInvitationArgs = {
  input: AcceptGuaranteeApplicantInvitationInput;
};


export type MutationAcceptLoanCoApplicantArgs = {
  consent: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAddChildArgs = {
  input: AddChildInput;
};


export type MutationAddContractPartyArgs = {
  input: AddContractPartyInput;
};


export type MutationAddDefaultInterestRateArgs = {
  input: AddDefaultInterestRateInput;
};


export type MutationAddEducationArgs = {
  input: AddEducationInput;
};


export type MutationAddEmailAddressArgs = {
  input: AddEmailAddressInput;
};


export type MutationAddEmployerArgs = {
  input: AddEmployerInput;
};


export type MutationAddIndexValueArgs = {
  input: AddIndexValueInput;
};


export type MutationAddInspectionCommentArgs = {
  input: AddInspectionCommentInput;
};


export type MutationAddInspectionDefectArgs = {
  input: AddInspectionDefectInput;
};


export type MutationAddInspectionIssueArgs = {
  input: AddInspectionIssueInput;
};


export type MutationAddInspectionKeysArgs = {
  input: AddInspectionKeysInput;
};


export type MutationAddInspectionMeterArgs = {
  input: AddInspectionMeterInput;
};


export type MutationAddInspectionRoomArgs = {
  input: AddInspectionRoomInput;
};


export type MutationAddInspectionUserArgs = {
  input: AddInspectionUserInput;
};


export type MutationAddInterestArgs = {
  input: AddInterestInput;
};


export type MutationAddKeyHandoverArgs = {
  input: AddKeyHandoverInput;
};


export type MutationAddLivingCostReferenceArgs = {
  input: AddLivingCostReferenceInput;
};


export type MutationAddMeterReadingArgs = {
  input: AddMeterReadingInput;
};


export type MutationAddPaymentScheduleItemArgs = {
  input: AddPaymentScheduleItemInput;
};


export type MutationAddPayoutMethodArgs = {
  input: AddPayoutMethodInput;
};


export type MutationAddPetArgs = {
  input: AddPetInput;
};


export type MutationAddPhoneArgs = {
  input: AddPhoneInput;
};


export type MutationAddPrivateNoteArgs = {
  input: ContractPrivateNoteInput;
};


export type MutationAddProfileReviewArgs = {
  input: AddProfileReviewInput;
};


export type MutationAddSpecialTermArgs = {
  input: ContractSpecialTermInput;
};


export type MutationAnswerGuaranteeClaimRejectionArgs = {
  input: AnswerGuaranteeClaimRejectionInput;
};


export type MutationAnswerRentalGuaranteeCancellationArgs = {
  input: AnswerGuaranteeCancellationInput;
};


export type MutationApplyForListingArgs = {
  input: ApplyForListingInput;
};


export type MutationApprovePublishRequestArgs = {
  input: ApprovePublishRequestInput;
};


export type MutationArchiveListingArgs = {
  input: ListingIdInput;
};


export type MutationAssessLoanArgs = {
  input: AssessLoanInput;
};


export type MutationAssessRentalGuaranteeArgs = {
  input: AssessRentalGuaranteeInput;
};


export type MutationAttachLoanContractArgs = {
  input: AttachLoanContractInput;
};


export type MutationAutofillContractEntityArgs = {
  identifier: Scalars['String']['input'];
};


export type MutationCancelApplicationArgs = {
  input: RentalApplicationIdInput;
};


export type MutationCancelContractSigningArgs = {
  input: ContractIdInput;
};


export type MutationCancelGuaranteeClaimArgs = {
  input: GuaranteeClaimRefInput;
};


export type MutationChangeContractCollaboratorAccessArgs = {
  input: ChangeContractCollaboratorAccessInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckEidLoginArgs = {
  input: CheckEidLoginInput;
};


export type MutationClearCurrentlyBasedArgs = {
  input: ProfileUsernameInput;
};


export type MutationCommitContractArgs = {
  input: CommitContractInput;
};


export type MutationCommitGuaranteeClaimArgs = {
  input: CommitGuaranteeClaimInput;
};


export type MutationCommitInspectionAddendumArgs = {
  input: InspectionAddendumIdInput;
};


export type MutationCommitInspectionReportArgs = {
  input: CommitInspectionReportInput;
};


export type MutationCommitPreApprovalArgs = {
  input: PreApprovalInput;
};


export type MutationCommitRentalGuaranteeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfigureLoanArgs = {
  input: ConfigureLoanInput;
};


export type MutationConfirmEmailArgs = {
  input: ConfirmEmailInput;
};


export type MutationConfirmPasswordResetArgs = {
  input: ConfirmPasswordResetInput;
};


export type MutationConnectConversationContractsArgs = {
  input: ConnectConversationContractsInput;
};


export type MutationConnectConversationListingsArgs = {
  input: ConnectConversationListingsInput;
};


export type MutationCorrectDefaultInterestRateArgs = {
  input: CorrectDefaultInterestRateInput;
};


export type MutationCorrectIndexValueArgs = {
  input: CorrectIndexValueInput;
};


export type MutationCreateContractArgs = {
  input: CreateContractInput;
};


export type MutationCreateContractFromConversationArgs = {
  input: CreateContractFromConversationInput;
};


export type MutationCreateConversationSummaryArgs = {
  input: CreateConversationSummaryInput;
};


export type MutationCreateGuaranteeClaimArgs = {
  input: CreateGuaranteeClaimInput;
};


export type MutationCreateInspectionAddendumArgs = {
  input: CreateInspectionAddendumInput;
};


export type MutationCreateInspectionReportArgs = {
  input: CreateInspectionReportInput;
};


export type MutationCreateListingArgs = {
  input: CreateListingInput;
};


export type MutationCreateRentalGuaranteeArgs = {
  input: CreateRentalGuaranteeInput;
};


export type MutationDecideRentalGuaranteeArgs = {
  input: DecideRentalGuaranteeInput;
};


export type MutationDeclineContractInvitationArgs = {
  input: ContractInvitationAnswerInput;
};


export type MutationDeclineCorenterRequestArgs = {
  input: ProfileItemInput;
};


export type MutationDeclineGuaranteeApplicantInvitationArgs = {
  input: GuaranteeApplicantInvitationInput;
};


export type MutationDeclineInspectionReportArgs = {
  input: DeclineInspectionReportInput;
};


export type MutationDeclineLoanCoApplicantArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  input: UserIdInput;
};


export type MutationDeleteAttachmentArgs = {
  input: ProfileItemInput;
};


export type MutationDeleteChildArgs = {
  input: ProfileItemInput;
};


export type MutationDeleteContractArgs = {
  input: ContractIdInput;
};


export type MutationDeleteCoverPhotoArgs = {
  input: ProfileUsernameInput;
};


export type MutationDeleteEducationArgs = {
  input: ProfileItemInput;
};


export type MutationDeleteEmailAddressArgs = {
  input: EmailAddressInput;
};


export type MutationDeleteEmployerArgs = {
  input: ProfileItemInput;
};


export type MutationDeleteGuaranteeApplicantInvitationArgs = {
  input: GuaranteeApplicantInvitationInput;
};


export type MutationDeleteGuaranteeClaimArgs = {
  input: GuaranteeClaimRefInput;
};


export type MutationDeleteInspectionPhotoArgs = {
  input: DeleteInspectionPhotoInput;
};


export type MutationDeleteListingArgs = {
  input: ListingIdInput;
};


export type MutationDeleteListingPhotoArgs = {
  input: ListingPhotoInput;
};


export type MutationDeleteLoanCoApplicantArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePetArgs = {
  input: ProfileItemInput;
};


export type MutationDeletePetPhotoArgs = {
  input: ProfileItemInput;
};


export type MutationDeletePhoneArgs = {
  input: PhoneInput;
};


export type MutationDeleteProfileReviewArgs = {
  input: ProfileItemInput;
};


export type MutationDeleteSavedSearchArgs = {
  input: SavedSearchIdInput;
};


export type MutationDenyApplicationArgs = {
  input: DenyApplicationInput;
};


export type MutationExecutePayoutArgs = {
  input: StaffPaymentActionInput;
};


export type MutationExecuteRevertPayoutArgs = {
  input: StaffPaymentActionInput;
};


export type MutationFillInspectionRoomArgs = {
  input: FillInspectionRoomInput;
};


export type MutationFinishInspectionSigningArgs = {
  input: InspectionReportIdInput;
};


export type MutationGiveConsentArgs = {
  input: GiveConsentInput;
};


export type MutationInitiatePreApprovalArgs = {
  input: InitiatePreApprovalInput;
};


export type MutationInviteContractCollaboratorArgs = {
  input: InviteContractCollaboratorInput;
};


export type MutationInviteCorenterArgs = {
  input: InviteCorenterInput;
};


export type MutationInviteGuaranteeApplicantArgs = {
  input: InviteGuaranteeApplicantInput;
};


export type MutationInviteLoanCoApplicantArgs = {
  input: InviteLoanCoApplicantInput;
};


export type MutationInvoicePaymentScheduleItemArgs = {
  input: PaymentScheduleItemRef;
};


export type MutationLikeListingArgs = {
  input: ListingIdInput;
};


export type MutationLogContractStepArgs = {
  input: LogContractStepInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLogoutArgs = {
  input?: InputMaybe<LogoutInput>;
};


export type MutationMarkApplicationReadArgs = {
  input: RentalApplicationIdInput;
};


export type MutationMarkApplicationUnreadArgs = {
  input: RentalApplicationIdInput;
};


export type MutationMarkContractFullySignedArgs = {
  input: ContractIdInput;
};


export type MutationMarkConversationReadArgs = {
  conversationId: Scalars['ID']['input'];
  messageId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMarkListingRentedArgs = {
  input: ListingIdInput;
};


export type MutationMarkNotificationClickedArgs = {
  input: NotificationIdInput;
};


export type MutationOpenApplicationConversationArgs = {
  input: OpenApplicationConversationInput;
};


export type MutationOpenContractConversationArgs = {
  contractId: Scalars['ID']['input'];
};


export type MutationPatchStaffBillArgs = {
  input: StaffBillPatchInput;
};


export type MutationPatchStaffPayoutArgs = {
  input: StaffPayoutPatchInput;
};


export type MutationPauseListingArgs = {
  input: ListingIdInput;
};


export type MutationPayGuaranteeClaimArgs = {
  input: GuaranteeClaimRefInput;
};


export type MutationReadInspectionMeterArgs = {
  input: ReadInspectionMeterInput;
};


export type MutationRecordGuaranteeClaimRulingArgs = {
  input: RecordGuaranteeClaimRulingInput;
};


export type MutationRefreshLoanSigningArgs = {
  loanId: Scalars['ID']['input'];
};


export type MutationRefreshSessionArgs = {
  input?: InputMaybe<RefreshSessionInput>;
};


export type MutationRefreshUserEntityArgs = {
  input: UserIdInput;
};


export type MutationRegenerateConversationSummaryArgs = {
  input: RegenerateConversationSummaryInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterContractWithHmsArgs = {
  input: ContractIdInput;
};


export type MutationRegisterPushDeviceArgs = {
  input: RegisterPushDeviceInput;
};


export type MutationRejectApplicationsArgs = {
  input: RejectApplicationsInput;
};


export type MutationRejectPublishRequestArgs = {
  input: RejectPublishRequestInput;
};


export type MutationRelistListingArgs = {
  input: ListingIdInput;
};


export type MutationRemoveBillPaymentFeeArgs = {
  input: StaffPaymentActionInput;
};


export type MutationRemoveContractCollaboratorArgs = {
  input: RemoveContractCollaboratorInput;
};


export type MutationRemoveContractEmailArgs = {
  input: ContractIdInput;
};


export type MutationRemoveContractPartyArgs = {
  input: ContractIdInput;
};


export type MutationRemoveContractPhoneArgs = {
  input: ContractIdInput;
};


export type MutationRemoveContractRealEstateArgs = {
  input: ContractIdInput;
};


export type MutationRemoveContractUnitArgs = {
  input: ContractIdInput;
};


export type MutationRemoveCorenterArgs = {
  input: RemoveCorenterInput;
};


export type MutationRemoveDefaultInterestRateArgs = {
  input: RemoveDefaultInterestRateInput;
};


export type MutationRemoveGuaranteeClaimLineArgs = {
  input: RemoveGuaranteeClaimLineInput;
};


export type MutationRemoveInspectionIssueArgs = {
  input: InspectionIssueIdInput;
};


export type MutationRemoveInspectionKeysArgs = {
  input: RemoveInspectionKeysInput;
};


export type MutationRemoveInspectionRoomArgs = {
  input: InspectionRoomIdInput;
};


export type MutationRemoveInspectionUserArgs = {
  input: RemoveInspectionUserInput;
};


export type MutationRemoveInterestsArgs = {
  input: RemoveInterestsInput;
};


export type MutationRemoveKeyHandoverArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveMeterReadingArgs = {
  input: ContractIdInput;
};


export type MutationRemovePaymentScheduleItemArgs = {
  input: RemovePaymentScheduleItemInput;
};


export type MutationRemovePayoutMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePrivateNoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSpecialTermArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenewPreApprovalArgs = {
  input: RenewPreApprovalInput;
};


export type MutationReorderListingPhotosArgs = {
  input: ReorderListingPhotosInput;
};


export type MutationRequestCreditScoreUpdateArgs = {
  input: RequestCreditScoreUpdateInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationRequestRentalGuaranteeCancellationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationResendContractInvitationArgs = {
  input: ContractIdInput;
};


export type MutationResendCorenterRequestArgs = {
  input: ProfileItemInput;
};


export type MutationResendEmailConfirmationArgs = {
  input: EmailAddressInput;
};


export type MutationResendGuaranteeApplicantInvitationArgs = {
  input: GuaranteeApplicantInvitationInput;
};


export type MutationResolveCreditScoreUpdateRequestArgs = {
  input: ResolveCreditScoreUpdateRequestInput;
};


export type MutationRespondToGuaranteeClaimArgs = {
  input: RespondToGuaranteeClaimInput;
};


export type MutationResubmitHmsSubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResumeListingArgs = {
  input: ListingIdInput;
};


export type MutationRetractContractInvitationArgs = {
  input: ContractIdInput;
};


export type MutationRetractCorenterRequestArgs = {
  input: ProfileItemInput;
};


export type MutationRetryLoanPayoutArgs = {
  input: RetryLoanPayoutInput;
};


export type MutationRevertPaymentScheduleItemInvoiceArgs = {
  input: PaymentScheduleItemRef;
};


export type MutationReviewMessageFraudDetectionArgs = {
  id: Scalars['ID']['input'];
  status: FraudReviewStatus;
};


export type MutationRevokeConsentArgs = {
  input: ConsentIdInput;
};


export type MutationSaveGuaranteeClaimLineArgs = {
  input: GuaranteeClaimLineInput;
};


export type MutationSaveSearchArgs = {
  input: SaveSearchInput;
};


export type MutationSendContractSigningReminderArgs = {
  input: ContractIdInput;
};


export type MutationSendCorenterRequestArgs = {
  input: ProfileUsernameInput;
};


export type MutationSendMessageArgs = {
  clientKey?: InputMaybe<Scalars['String']['input']>;
  conversationId: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


export type MutationSendMessageWithAttachmentsArgs = {
  attachmentIds: Array<Scalars['ID']['input']>;
  clientKey?: InputMaybe<Scalars['String']['input']>;
  conversationId: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendPhoneVerificationCodeArgs = {
  input: SendPhoneVerificationCodeInput;
};


export type MutationSetApplicationConsideredArgs = {
  input: SetApplicationConsideredInput;
};


export type MutationSetContractRealEstateArgs = {
  input: SetContractRealEstateInput;
};


export type MutationSetCurrentlyBasedArgs = {
  input: SetCurrentlyBasedInput;
};


export type MutationSetGuaranteeSpreadPaymentsArgs = {
  input: SetGuaranteeSpreadPaymentsInput;
};


export type MutationSetInspectionAttendanceArgs = {
  input: SetInspectionAttendanceInput;
};


export type MutationSetInspectionSubjectArgs = {
  input: SetInspectionSubjectInput;
};


export type MutationSetListingCoverArgs = {
  input: ListingPhotoInput;
};


export type MutationSetLoanApplicantsArgs = {
  input: SetLoanApplicantsInput;
};


export type MutationSetLoanCoApplicantHouseholdArgs = {
  input: SetLoanCoApplicantHouseholdInput;
};


export type MutationSetLoanHouseholdArgs = {
  input: SetLoanHouseholdInput;
};


export type MutationSetLoanPersonalDetailsArgs = {
  input: SetLoanPersonalDetailsInput;
};


export type MutationSetMobileAppVersionArgs = {
  input: SetMobileAppVersionInput;
};


export type MutationSetPaymentHistoryShownArgs = {
  input: SetPaymentHistoryShownInput;
};


export type MutationSetPrimaryLanguageArgs = {
  input: SetPrimaryLanguageInput;
};


export type MutationSetPrimaryPhoneArgs = {
  input: SetPrimaryPhoneInput;
};


export type MutationSetVisibilityArgs = {
  input: SetVisibilityInput;
};


export type MutationSignLoanArgs = {
  loanId: Scalars['ID']['input'];
};


export type MutationStartContractSigningArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: ContractIdInput;
};


export type MutationStartEidLoginArgs = {
  input: StartEidInput;
};


export type MutationStartGuaranteeIdentityConfirmationArgs = {
  input: StartGuaranteeIdentityConfirmationInput;
};


export type MutationStartInspectionSigningArgs = {
  input: InspectionReportIdInput;
};


export type MutationStartListingConversationArgs = {
  listingId: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


export type MutationStartMobileLoginActivationArgs = {
  input: StartMobileLoginActivationInput;
};


export type MutationSubmitListingArgs = {
  input: ListingIdInput;
};


export type MutationSuggestRepliesArgs = {
  input: SuggestRepliesInput;
};


export type MutationSyncInspectionMetersArgs = {
  input: InspectionReportIdInput;
};


export type MutationUncommitContractArgs = {
  input: ContractIdInput;
};


export type MutationUncommitInspectionReportArgs = {
  input: InspectionReportIdInput;
};


export type MutationUncommitPreApprovalArgs = {
  input: PreApprovalInput;
};


export type MutationUncommitRentalGuaranteeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUndoDenyApplicationArgs = {
  input: RentalApplicationIdInput;
};


export type MutationUnlikeListingArgs = {
  input: ListingIdInput;
};


export type MutationUnregisterPushDeviceArgs = {
  input: PushDeviceIdInput;
};


export type MutationUpdateApplicationAnswersArgs = {
  input: UpdateApplicationAnswersInput;
};


export type MutationUpdateChildArgs = {
  input: UpdateChildInput;
};


export type MutationUpdateContractArgs = {
  input: UpdateContractInput;
};


export type MutationUpdateContractAmenitiesArgs = {
  input: UpdateContractAmenitiesInput;
};


export type MutationUpdateContractMaintenanceArgs = {
  input: UpdateContractMaintenanceInput;
};


export type MutationUpdateContractPartyArgs = {
  input: UpdateContractPartyInput;
};


export type MutationUpdateContractUnitArgs = {
  input: UpdateContractUnitInput;
};


export type MutationUpdateContractUtilitiesArgs = {
  input: UpdateContractUtilitiesInput;
};


export type MutationUpdateContractUtilityArgs = {
  input: UpdateContractUtilityInput;
};


export type MutationUpdateEducationArgs = {
  input: UpdateEducationInput;
};


export type MutationUpdateEmployerArgs = {
  input: UpdateEmployerInput;
};


export type MutationUpdateGuaranteeClaimArgs = {
  input: UpdateGuaranteeClaimInput;
};


export type MutationUpdateInspectionAddendumArgs = {
  input: UpdateInspectionAddendumInput;
};


export type MutationUpdateInspectionIssueArgs = {
  input: UpdateInspectionIssueInput;
};


export type MutationUpdateInspectionUserArgs = {
  input: UpdateInspectionUserInput;
};


export type MutationUpdateListingArgs = {
  input: UpdateListingInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  input: UpdateNotificationSettingsInput;
};


export type MutationUpdatePaymentScheduleItemArgs = {
  input: UpdatePaymentScheduleItemInput;
};


export type MutationUpdatePetArgs = {
  input: UpdatePetInput;
};


export type MutationUpdatePreApprovalIncomesArgs = {
  input: UpdatePreApprovalIncomesInput;
};


export type MutationUpdatePrivateNoteArgs = {
  input: UpdatePrivateNoteInput;
};


export type MutationUpdateProfileReviewArgs = {
  input: UpdateProfileReviewInput;
};


export type MutationUpdateRentalProfileArgs = {
  input: UpdateRentalProfileInput;
};


export type MutationUpdateSavedSearchArgs = {
  input: UpdateSavedSearchInput;
};


export type MutationUpdateSpecialTermArgs = {
  input: UpdateSpecialTermInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateVisibilitySettingArgs = {
  input: UpdateVisibilitySettingInput;
};


export type MutationUseSpecialTermTemplateArgs = {
  input: UseSpecialTermTemplateInput;
};


export type MutationVerifyPhoneArgs = {
  input: VerifyPhoneInput;
};

export type Notification = {
  __typename?: 'Notification';
  clickedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** For APPLICATION_DECIDED: whether the application was accepted. */
  isAccepted: Maybe<Scalars['Boolean']['output']>;
  isClicked: Scalars['Boolean']['output'];
  /** A person or a saved search the notification names. */
  name: Maybe<Scalars['String']['output']>;
  /** Where a click leads: a path of the web app without the locale prefix. */
  targetPath: Scalars['String']['output'];
  /** The listing's title or the contract's street the notification names. */
  title: Maybe<Scalars['String']['output']>;
  type: NotificationType;
};

export type NotificationIdInput = {
  id: Scalars['ID']['input'];
};

export type { NotificationMethod };

export type NotificationPage = Page & {
  __typename?: 'NotificationPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Notification>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Unread (never clicked) notifications of the user, on every page. */
  unreadCount: Scalars['Int']['output'];
};

/** One cell of the settings grid: a type by a method. */
export type NotificationSetting = {
  __typename?: 'NotificationSetting';
  /** The blacklist entry that turns the cell off, when it is off by the user's choice. */
  blacklistId: Maybe<Scalars['ID']['output']>;
  isEnabled: Scalars['Boolean']['output'];
  /** False where the platform does not deliver this type by this method; such a cell stays off. */
  isOffered: Scalars['Boolean']['output'];
  method: NotificationMethod;
  type: NotificationType;
};

export type NotificationSettingInput = {
  isEnabled: Scalars['Boolean']['input'];
  method: NotificationMethod;
  type: NotificationType;
};

export type { NotificationType };

export type OpenApplicationConversationInput = {
  applicationId: Scalars['ID']['input'];
};

/**
 * Paging, the same on every list: a field returning `XPage` takes `page` (from 1, default 1) and
 * `pageSize` (1 to 100, default the list's size from SPEC 9) and an optional `filter` input.
 */
export type Page = {
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type PaymentClaim = {
  __typename?: 'PaymentClaim';
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  id: Maybe<Scalars['String']['output']>;
  invoicedAt: Maybe<Scalars['DateTime']['output']>;
  status: Maybe<PaymentClaimStatus>;
};

export type { PaymentClaimStatus };

/** A tenant's on-time payment history over the payment schedules of their leases. */
export type PaymentHistory = {
  __typename?: 'PaymentHistory';
  countedMonths: Scalars['Int']['output'];
  /** On-time months in a row up to the latest judged one. */
  currentStreak: Scalars['Int']['output'];
  /** The tenant chose to show it to the landlords they apply to. */
  isShown: Scalars['Boolean']['output'];
  lateAfterDueMonths: Scalars['Int']['output'];
  lateAfterFinalDueMonths: Scalars['Int']['output'];
  longestStreak: Scalars['Int']['output'];
  /** The judged months, oldest first. */
  months: Array<PaymentHistoryMonth>;
  onTimeMonths: Scalars['Int']['output'];
  /** Whole percent of the counted months paid on time; null with none counted. */
  onTimeRate: Maybe<Scalars['Int']['output']>;
  /** Whole percent paid by the final due date; null with none counted. */
  paidByFinalDueRate: Maybe<Scalars['Int']['output']>;
  preApprovalEffect: PaymentRecordEffect;
  unpaidMonths: Scalars['Int']['output'];
};

export type PaymentHistoryMonth = {
  __typename?: 'PaymentHistoryMonth';
  dueDate: Scalars['Date']['output'];
  finalDueDate: Scalars['Date']['output'];
  outcome: PaymentOutcome;
  paidDate: Maybe<Scalars['Date']['output']>;
};

export type { PaymentOutcome };

export type { PaymentRecordEffect };

export type PaymentSchedule = {
  __typename?: 'PaymentSchedule';
  /** Whether the caller may change it (the landlord side and staff). */
  canEdit: Scalars['Boolean']['output'];
  contractId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  items: Array<PaymentScheduleItem>;
  totals: PaymentScheduleTotals;
};

/** One rent period of a contract, addressed by its due date. Amounts are whole ISK. */
export type PaymentScheduleItem = {
  __typename?: 'PaymentScheduleItem';
  /** Rent plus utilities. */
  amount: Scalars['Int']['output'];
  /** Amount plus the fee unless it was removed. */
  amountDue: Scalars['Int']['output'];
  claim: PaymentClaim;
  contractId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  dueDate: Scalars['Date']['output'];
  finalDueDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** The CPI month (2025M06) and value the rent was indexed with; null when not indexed. */
  indexMonthKey: Maybe<Scalars['String']['output']>;
  indexValue: Maybe<Scalars['Float']['output']>;
  interestAmount: Scalars['Int']['output'];
  isManual: Scalars['Boolean']['output'];
  lockedReason: Maybe<PaymentScheduleItemLock>;
  paidAmount: Scalars['Int']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** The bill payment fee (seðilgjald). */
  paymentFee: Scalars['Int']['output'];
  paymentFeeRemovedAt: Maybe<Scalars['DateTime']['output']>;
  /** The newest payout of this period to the caller (the payee); null for others or none yet. */
  payout: Maybe<Payout>;
  periodEnd: Scalars['Date']['output'];
  periodStart: Scalars['Date']['output'];
  rentAmount: Scalars['Int']['output'];
  status: PaymentScheduleItemStatus;
  updatedAt: Scalars['DateTime']['output'];
  utilities: Array<PaymentScheduleUtilityLine>;
};

export type { PaymentScheduleItemLock };

export type PaymentScheduleItemRef = {
  contractId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};

export type { PaymentScheduleItemStatus };

export type PaymentScheduleTotals = {
  __typename?: 'PaymentScheduleTotals';
  amount: Scalars['Int']['output'];
  amountDue: Scalars['Int']['output'];
  fees: Scalars['Int']['output'];
  late: Scalars['Int']['output'];
  outstanding: Scalars['Int']['output'];
  paid: Scalars['Int']['output'];
};

/** A utility the tenant pays through the platform, as a line of an item. */
export type PaymentScheduleUtilityLine = {
  __typename?: 'PaymentScheduleUtilityLine';
  amount: Scalars['Int']['output'];
  tag: Scalars['String']['output'];
};

export type PaymentServicesContract = {
  __typename?: 'PaymentServicesContract';
  bills: Scalars['Int']['output'];
  contractId: Scalars['ID']['output'];
  lastDueDate: Scalars['Date']['output'];
};

export type PaymentServicesContractPage = Page & {
  __typename?: 'PaymentServicesContractPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<PaymentServicesContract>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/** The landlord's share of a paid rent period, sent to their payout method. Amounts: whole ISK. */
export type Payout = {
  __typename?: 'Payout';
  /** What the landlord receives. */
  amount: Scalars['Int']['output'];
  bookedAt: Maybe<Scalars['DateTime']['output']>;
  contractId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** The due date of the rent period it pays out. */
  dueDate: Scalars['Date']['output'];
  /** The platform's fee. */
  feeAmount: Scalars['Int']['output'];
  /** What the tenant paid for the period. */
  grossAmount: Scalars['Int']['output'];
  /** The account, all but its last four characters hidden. */
  ibanMasked: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  rejectionCode: Maybe<Scalars['String']['output']>;
  reversedAt: Maybe<Scalars['DateTime']['output']>;
  status: PayoutStatus;
  transferId: Maybe<Scalars['String']['output']>;
};

/** Filters of the landlord's payouts; from and to are inclusive days. */
export type PayoutFilter = {
  contractId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<PayoutStatus>;
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** A bank account a user has added and the bank confirmed is theirs; rent is paid out to it. */
export type PayoutMethod = {
  __typename?: 'PayoutMethod';
  createdAt: Scalars['DateTime']['output'];
  /** The holder's name as the bank reported it. */
  holderName: Scalars['String']['output'];
  iban: Scalars['String']['output'];
  /** Null for an account outside Iceland. */
  icelandicFormat: Maybe<IcelandicBankAccount>;
  id: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type PayoutPage = Page & {
  __typename?: 'PayoutPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Payout>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Of every payout the filter keeps, not only this page's. */
  totals: PayoutTotals;
};

export type { PayoutStatus };

export type PayoutTotals = {
  __typename?: 'PayoutTotals';
  amount: Scalars['Int']['output'];
  feeAmount: Scalars['Int']['output'];
  grossAmount: Scalars['Int']['output'];
};

export type Pet = {
  __typename?: 'Pet';
  breed: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: PetKind;
  name: Maybe<Scalars['String']['output']>;
  photos: Array<PetPhoto>;
};

export type PetFieldsInput = {
  breed?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<PetKind>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type { PetKind };

export type PetPhoto = {
  __typename?: 'PetPhoto';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  placeholder: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type Phone = {
  __typename?: 'Phone';
  /** Without the plus, e.g. 354. */
  countryCode: Scalars['String']['output'];
  /** For display, e.g. +354 612 3456. */
  formatted: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  /** Digits without the country code, e.g. 6123456. */
  number: Scalars['String']['output'];
};

export type PhoneInput = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type PhoneVerificationChallenge = {
  __typename?: 'PhoneVerificationChallenge';
  expiresAt: Scalars['DateTime']['output'];
  phoneId: Scalars['ID']['output'];
  resendAvailableAt: Scalars['DateTime']['output'];
};

export type PlaceSuggestion = {
  __typename?: 'PlaceSuggestion';
  /** The town (for a neighbourhood) or region (for a town). */
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  placeId: Scalars['ID']['output'];
};

export type PollClaimsPayload = {
  __typename?: 'PollClaimsPayload';
  ok: Scalars['Boolean']['output'];
};

export type PreApproval = {
  __typename?: 'PreApproval';
  /** Null when the reader may not see it, or there are no incomes. */
  avgNetIncome: Maybe<Scalars['Int']['output']>;
  committedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Null when the reader may not see it. */
  creditScore: Maybe<CreditScore>;
  /** The tenant and staff only. */
  creditScoreUpdateRequests: Array<CreditScoreUpdateRequest>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The incomes the average is made of: the tenant and staff only. */
  incomes: Array<Income>;
  isCommitted: Scalars['Boolean']['output'];
  isCreditScoreVisible: Scalars['Boolean']['output'];
  isNetIncomeVisible: Scalars['Boolean']['output'];
  /** Staff lists only. */
  kennitala: Maybe<Scalars['String']['output']>;
  profile: Maybe<RentalProfile>;
  profileId: Scalars['ID']['output'];
  status: PreApprovalStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type PreApprovalInput = {
  id: Scalars['ID']['input'];
};

export type PreApprovalPage = Page & {
  __typename?: 'PreApprovalPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<PreApproval>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type { PreApprovalStatus };

export type { PriceComparisonScope };

export type PriceEstimate = {
  __typename?: 'PriceEstimate';
  /** How many listings were compared. */
  comparedCount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** The suggested monthly rent; null unless the status is OK. */
  estimate: Maybe<Scalars['Float']['output']>;
  high: Maybe<Scalars['Float']['output']>;
  low: Maybe<Scalars['Float']['output']>;
  status: PriceEstimateStatus;
};

export type { PriceEstimateStatus };

export type PricePoint = {
  __typename?: 'PricePoint';
  changedAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  price: Scalars['Int']['output'];
};

export type PrimaryLanguage = {
  __typename?: 'PrimaryLanguage';
  code: Language;
  name: Scalars['String']['output'];
  nativeName: Scalars['String']['output'];
};

export type PrivateNote = {
  __typename?: 'PrivateNote';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProfileCompletion = {
  __typename?: 'ProfileCompletion';
  missingFields: Array<MissingProfileField>;
  percentage: Scalars['Int']['output'];
};

export type { ProfileCompletionField };

/** A public image, served resized through /_ipx/{operations}/{key}. */
export type ProfileImage = {
  __typename?: 'ProfileImage';
  height: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  /** A tiny data URI shown until the image has loaded. */
  placeholder: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ProfileItemDeleteResult = {
  __typename?: 'ProfileItemDeleteResult';
  deletedId: Scalars['ID']['output'];
};

export type ProfileItemInput = {
  id: Scalars['ID']['input'];
};

export type { ProfileReader };

export type ProfileReview = {
  __typename?: 'ProfileReview';
  address: Maybe<Scalars['String']['output']>;
  author: ReviewAuthor;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  profileId: Scalars['ID']['output'];
  /** The attachment id of the review's PDF (protected): download it through fileDownloadUrl. */
  publicReviewPdfId: Maybe<Scalars['ID']['output']>;
  rating: Scalars['Int']['output'];
  rentalEnd: Maybe<Scalars['Date']['output']>;
  rentalStart: Maybe<Scalars['Date']['output']>;
  text: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProfileReviewFieldsInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['Int']['input']>;
  rentalEnd?: InputMaybe<Scalars['Date']['input']>;
  rentalStart?: InputMaybe<Scalars['Date']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileUsernameInput = {
  username: Scalars['String']['input'];
};

export type ProfileViewer = {
  __typename?: 'ProfileViewer';
  canDownloadProtected: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  relation: ProfileReader;
};

export type ProfileVisibility = {
  __typename?: 'ProfileVisibility';
  creditScore: VisibilityOption;
  netIncome: VisibilityOption;
};

export type PublishRequest = {
  __typename?: 'PublishRequest';
  createdAt: Scalars['DateTime']['output'];
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  listing: Maybe<Listing>;
  /** Why staff rejected it: shown to the landlord. */
  reason: Maybe<Scalars['String']['output']>;
  /** The staff member who decided (staff readers only). */
  reviewedBy: Maybe<User>;
  status: PublishRequestStatus;
};

export type PublishRequestPage = Page & {
  __typename?: 'PublishRequestPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<PublishRequest>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type { PublishRequestStatus };

/** A phone of the viewer's that gets push notifications. */
export type PushDevice = {
  __typename?: 'PushDevice';
  appVersion: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
  platform: PushPlatform;
  /** The token's last characters: enough to tell phones apart, useless to anyone else. */
  tokenSuffix: Scalars['String']['output'];
};

export type PushDeviceIdInput = {
  id: Scalars['ID']['input'];
};

export type { PushPlatform };

export type Query = {
  __typename?: 'Query';
  /**
   * Coordinates of an address for the listing wizard's map (signed-in users); null when neither
   * the street nor the postal code is known. Bad input fails with field errors `input.<field>`.
   */
  addressLookup: Maybe<AddressMatch>;
  /** Staff: any conversation, read-only; null when there is none. */
  adminConversation: Maybe<Conversation>;
  /** Staff only: every listing. */
  adminListings: ListingPage;
  /** Staff only. */
  adminPreApprovals: PreApprovalPage;
  /** Staff: a user's conversations, newest first. */
  adminUserConversations: ConversationPage;
  /** The average completion across tenants. */
  averageProfileCompletion: AverageProfileCompletion;
  /** Null when it does not exist for the signed-in user. */
  contract: Maybe<Contract>;
  /** People who may act for a company, by its kennitala. */
  contractAgentSuggestions: Array<AgentSuggestion>;
  /** The invitation a link opens; NOT_FOUND for a wrong, replaced or unknown link. */
  contractInvitation: ContractInvitation;
  /** Staff: a contract's bills, payouts and staff actions. */
  contractPaymentServices: Maybe<ContractPaymentServices>;
  /** The viewer's own signing link, never another signer's: FORBIDDEN to one not asked to sign, CONFLICT `not_signing` when nothing waits, `already_done` once signed. */
  contractSigningLink: ContractSigningLink;
  /**
   * The contracts the signed-in user is a party of, collaborates on or created (staff: all), newest
   * first, 25 a page: one REST call a page (and one for the viewer).
   */
  contracts: ContractPage;
  /** A conversation the signed-in user takes part in (staff: any); null when there is none to see. */
  conversation: Maybe<Conversation>;
  /** Staff: conversation summaries, most recently made first. */
  conversationSummaries: ConversationSummaryPage;
  /** Staff: one summary; null when there is none. */
  conversationSummary: Maybe<ConversationSummary>;
  /** The signed-in user's conversations; `search` finds another participant's name or the listing. */
  conversations: ConversationPage;
  /** Staff only. */
  creditScoreUpdateRequests: CreditScoreUpdateRequestPage;
  currentlyBasedSuggestions: Array<PlaceSuggestion>;
  /** Every period, newest first. Signed-in users only. */
  defaultInterestRates: Array<DefaultInterestRate>;
  educationalInstitutions: Array<EducationalInstitution>;
  /** An authorised link to a file that expires (protected files: owner, applied landlords, staff). */
  fileDownloadUrl: FileDownloadLink;
  /** One invitation: its invitee (by e-mail or kennitala), its inviter and staff; NOT_FOUND to others. */
  guaranteeApplicantInvitation: RentalGuaranteeApplicantInvitation;
  /** One claim; overdue deadlines are applied before it is read. */
  guaranteeClaim: Maybe<GuaranteeClaim>;
  /** The claims on a guarantee (the tenant sees no drafts); NOT_FOUND to others. */
  guaranteeClaims: GuaranteeClaimList;
  /** Polls an identity confirmation started on the invitation. */
  guaranteeIdentityConfirmation: IdentityConfirmationStatus;
  /** Landlords: the issues of the lease's move-out inspection report. */
  guaranteeMoveOutIssues: Array<MoveOutIssue>;
  /** Staff: one submission with its attempts; null when it does not exist. */
  hmsSubmission: Maybe<HmsSubmission>;
  /** Staff: HMS submissions, newest first, 25 a page. */
  hmsSubmissions: HmsSubmissionPage;
  /** Unread messages in all of the signed-in user's conversations (the header's badge). */
  inboxUnreadCount: Scalars['Int']['output'];
  /** The published CPI values, newest month first (12 a page). */
  indexValues: IndexValuePage;
  inspectionAddenda: Array<InspectionAddendum>;
  /** The window as the tenant holding the link sees it; FORBIDDEN (defect_link_invalid) for anyone else; null when the report is not theirs. */
  inspectionDefectWindow: Maybe<InspectionDefectWindow>;
  /** Null when the report does not exist for the viewer. */
  inspectionESignature: Maybe<InspectionESignature>;
  /** The scan of a report signed on paper (NOT_FOUND before it is recorded). */
  inspectionPaperScan: InspectionReportPdf;
  /** Null when it does not exist or the viewer is not one of its users. */
  inspectionReport: Maybe<InspectionReport>;
  /** The report as a PDF; once signed, the stored file. */
  inspectionReportPdf: InspectionReportPdf;
  /** The viewer's own signing link; CONFLICT once they signed or declined. */
  inspectionSigningLink: InspectionSigningLink;
  /** An application for one of the landlord's listings, with the applicant's profile. */
  landlordApplication: Maybe<RentalApplication>;
  /**
   * Applications for the signed-in landlord's listings (page size 12), each with the applicant's
   * profile; with listings and co-renters' cards in two REST calls a page.
   */
  landlordApplications: RentalApplicationPage;
  landlordInsights: LandlordInsights;
  /** Landlords: the guarantees on my contracts, newest first. */
  landlordRentalGuarantees: RentalGuaranteePage;
  /** Staff only: the reconciliations run, newest first. */
  ledgerReconciliations: LedgerReconciliationPage;
  /** The caller's liked listings, both kinds (page size 6 for 'load more'). */
  likedListings: ListingPage;
  /** One listing with its price history; a view is counted when someone else reads it. */
  listing: Maybe<Listing>;
  /** The conversations about one of the signed-in user's listings (SPEC 7 listing messages). */
  listingConversations: ConversationPage;
  /** Staff only: when listings went live, newest first. */
  listingPublishes: ListingPublishPage;
  /** Published listings (SPEC 9 page size 25). Costs one REST call with photos and owners. */
  listings: ListingPage;
  /** Every period, newest first (staff). */
  livingCostReferences: Array<LivingCostReference>;
  /** Staff: AI calls per feature and day; the last 30 days by default. */
  llmUsage: LlmUsageReport;
  /** One loan application: its owner and staff (NOT_FOUND to others). */
  loan: Maybe<Loan>;
  /**
   * The loan agreement (the borrower and staff; NOT_FOUND to others): the signed version once
   * signed. CONFLICT `loan_agreement_unavailable` before approval.
   */
  loanAgreementPdf: LoanAgreementPdf;
  /** A co-applicant invitation: the borrower, the invitee and staff (NOT_FOUND to others). */
  loanCoApplicant: LoanCoApplicant;
  /** The signed-in user; null without a token, UNAUTHENTICATED with an expired one. */
  me: Maybe<User>;
  /** A file of a message with fresh links (participants and staff); null when there is none to see. */
  messageAttachment: Maybe<MessageAttachment>;
  /** Staff only: flagged messages, newest first, optionally by review status. */
  messageFraudDetections: MessageFraudDetectionPage;
  /** Each platform's versions; a platform staff have not set is absent. Anyone may read them. */
  mobileAppVersions: Array<MobileAppVersion>;
  /** Poll until COMPLETE or FAILED (or subscribe to mobileLoginActivation). */
  mobileLoginActivation: MobileLoginActivation;
  /** One of the signed-in tenant's applications. */
  myApplication: Maybe<RentalApplication>;
  /** The signed-in tenant's applications (SPEC 9 page size 12; the home shows the latest 5). */
  myApplications: RentalApplicationPage;
  /** The viewer's consents, revoked ones too, and whether the terms need accepting. */
  myConsents: ConsentList;
  /** Landlords: my rent received in a year (2000 to 2100), per property and month. */
  myIncomeSummary: IncomeSummary;
  /** The reports the signed-in user is a user of (staff: all), newest change first, 25 a page. */
  myInspectionReports: InspectionReportPage;
  /** Landlords: the claims sent for my contracts, the latest due date first. */
  myInvoices: InvoicePage;
  /** The signed-in landlord's listings, newest change first. */
  myListings: ListingPage;
  /** My loan applications, newest first. */
  myLoans: LoanPage;
  /** The viewer's notifications, newest first (SPEC 9: 12 a page, the header asks for 3). */
  myNotifications: NotificationPage;
  /** The signed-in tenant's own payment history. */
  myPaymentHistory: PaymentHistory;
  /** The signed-in user's payout methods. */
  myPayoutMethods: Array<PayoutMethod>;
  /** Landlords: my payouts, newest first. */
  myPayouts: PayoutPage;
  /** The viewer's phones registered for push. */
  myPushDevices: Array<PushDevice>;
  /** Tenants: my guarantees, newest first. */
  myRentalGuarantees: RentalGuaranteePage;
  /** Every notification type by every method, for the viewer. */
  notificationSettings: Array<NotificationSetting>;
  /** Staff: the contracts with bills. */
  paymentServicesContracts: PaymentServicesContractPage;
  /** One payout: its payee and staff only (NOT_FOUND to others). */
  payout: Maybe<Payout>;
  /** One review by id (batched). */
  profileReview: Maybe<ProfileReview>;
  /** Properties by address (accents forgiven) or fastanúmer; at least two characters. */
  propertyRegistry: RegistryPropertyPage;
  /** Staff only: publish requests, oldest pending first (status defaults to PENDING). */
  publishRequests: PublishRequestPage;
  /** One guarantee: its tenant, the landlord of its contract and staff (NOT_FOUND to others). */
  rentalGuarantee: Maybe<RentalGuarantee>;
  /** The guarantee's tenant, landlord and staff (NOT_FOUND to others). */
  rentalGuaranteeLifecycle: RentalGuaranteeLifecycle;
  /** The tenant's own signing link. CONFLICT `not_signing` when nothing waits. */
  rentalGuaranteeSigningUrl: Scalars['String']['output'];
  /** The statement issued to the landlord. CONFLICT `guarantee_not_issued` before it is. */
  rentalGuaranteeStatementPdf: RentalGuaranteeStatementPdf;
  /** A tenant's profile as the caller may see it (visibility applied); open to anyone. */
  rentalProfile: Maybe<RentalProfile>;
  /** Tenant profiles by name or username, to ask as co-renters (not yourself). */
  rentalProfileSuggestions: Array<RentalProfile>;
  savedSearches: SavedSearchPage;
  /** Staff only: a user's scam-detection overview; null when there is no such user. */
  scamDetectionOverview: Maybe<ScamDetectionOverview>;
  sensitiveResources: Array<SensitiveResourceInfo>;
  /** The graph's clock, so that clients can correct for skew when they check token expiry. */
  serverTime: Scalars['DateTime']['output'];
  /** Templates in one language (default all). */
  specialTermTemplates: Array<SpecialTermTemplate>;
  /** Staff: one period's bill. */
  staffBill: Maybe<StaffBill>;
  /** Staff: claims on guarantees, the nearest deadline first (FORBIDDEN to others). */
  staffGuaranteeClaims: StaffGuaranteeClaimPage;
  /** Staff: one period's payout. */
  staffPayout: Maybe<StaffPayoutState>;
  /** A tenant's own insights (staff: anyone's); without userId, the signed-in user's. */
  tenantInsights: TenantInsights;
  /** Yourself, or anyone for staff. */
  user: Maybe<User>;
  /** A user's listings: all of them for the user and staff, published ones for others. */
  userListings: ListingPage;
  /** Staff: a user's guarantees as the tenant and as the landlord. */
  userRentalGuarantees: UserRentalGuarantees;
  /** Staff only. */
  users: UserPage;
  visibilityOptions: Array<VisibilityOptionInfo>;
  /** The caller's settings; resources without one are PRIVATE. */
  visibilitySettings: Array<VisibilitySetting>;
};


export type QueryAddressLookupArgs = {
  input: AddressLookupInput;
};


export type QueryAdminConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminListingsArgs = {
  filter?: InputMaybe<AdminListingFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminPreApprovalsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PreApprovalStatus>;
};


export type QueryAdminUserConversationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContractAgentSuggestionsArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryContractInvitationArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryContractPaymentServicesArgs = {
  contractId: Scalars['ID']['input'];
};


export type QueryContractSigningLinkArgs = {
  contractId: Scalars['ID']['input'];
};


export type QueryContractsArgs = {
  filter?: InputMaybe<ContractFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationSummariesArgs = {
  conversationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryConversationSummaryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationsArgs = {
  order?: InputMaybe<ConversationOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCreditScoreUpdateRequestsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<CreditScoreUpdateRequestStatus>;
};


export type QueryCurrentlyBasedSuggestionsArgs = {
  query: Scalars['String']['input'];
};


export type QueryEducationalInstitutionsArgs = {
  q: Scalars['String']['input'];
};


export type QueryFileDownloadUrlArgs = {
  attachmentId: Scalars['ID']['input'];
};


export type QueryGuaranteeApplicantInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGuaranteeClaimArgs = {
  claimId: Scalars['ID']['input'];
  guaranteeId: Scalars['ID']['input'];
};


export type QueryGuaranteeClaimsArgs = {
  guaranteeId: Scalars['ID']['input'];
};


export type QueryGuaranteeIdentityConfirmationArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryGuaranteeMoveOutIssuesArgs = {
  guaranteeId: Scalars['ID']['input'];
};


export type QueryHmsSubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHmsSubmissionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<HmsSubmissionStatus>;
};


export type QueryIndexValuesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInspectionAddendaArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryInspectionDefectWindowArgs = {
  reportId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryInspectionESignatureArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryInspectionPaperScanArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryInspectionReportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInspectionReportPdfArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryInspectionSigningLinkArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryLandlordApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLandlordApplicationsArgs = {
  filter?: InputMaybe<RentalApplicationFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLandlordRentalGuaranteesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLedgerReconciliationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLikedListingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingConversationsArgs = {
  listingId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListingPublishesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListingsArgs = {
  filter?: InputMaybe<ListingSearchInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLlmUsageArgs = {
  fromDate?: InputMaybe<Scalars['Date']['input']>;
  toDate?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryLoanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLoanAgreementPdfArgs = {
  loanId: Scalars['ID']['input'];
};


export type QueryLoanCoApplicantArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessageAttachmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessageFraudDetectionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<FraudReviewStatus>;
};


export type QueryMobileLoginActivationArgs = {
  token: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryMyApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyApplicationsArgs = {
  filter?: InputMaybe<RentalApplicationFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyIncomeSummaryArgs = {
  year: Scalars['Int']['input'];
};


export type QueryMyInspectionReportsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyInvoicesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyListingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ListingStatus>;
};


export type QueryMyLoansArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyPayoutsArgs = {
  filter?: InputMaybe<PayoutFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyRentalGuaranteesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentServicesContractsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayoutArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileReviewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPropertyRegistryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QueryPublishRequestsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PublishRequestStatus>;
};


export type QueryRentalGuaranteeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRentalGuaranteeLifecycleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRentalGuaranteeSigningUrlArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRentalGuaranteeStatementPdfArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRentalProfileArgs = {
  username: Scalars['String']['input'];
};


export type QueryRentalProfileSuggestionsArgs = {
  q: Scalars['String']['input'];
};


export type QuerySavedSearchesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryScamDetectionOverviewArgs = {
  userId: Scalars['ID']['input'];
};


export type QuerySpecialTermTemplatesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffBillArgs = {
  contractId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};


export type QueryStaffGuaranteeClaimsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<GuaranteeClaimQueueFilter>;
};


export type QueryStaffPayoutArgs = {
  contractId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};


export type QueryTenantInsightsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserListingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ListingStatus>;
  userId: Scalars['ID']['input'];
};


export type QueryUserRentalGuaranteesArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type ReadInspectionMeterInput = {
  meterId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
  /** Null clears the reading. */
  value?: InputMaybe<Scalars['Float']['input']>;
};

export type RecordGuaranteeClaimRulingInput = {
  awardedAmount: Scalars['Int']['input'];
  body: GuaranteeClaimRulingBody;
  claimId: Scalars['ID']['input'];
  guaranteeId: Scalars['ID']['input'];
  reference: Scalars['String']['input'];
};

export type RefreshSessionInput = {
  /** TOKEN mode; omit it to use the cookie. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

export type RegenerateConversationSummaryInput = {
  id: Scalars['ID']['input'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  primaryLanguage?: InputMaybe<Language>;
  sessionMode?: InputMaybe<SessionMode>;
  userType: UserType;
};

export type RegisterPushDeviceInput = {
  /** The app's version, such as 2.3.1. */
  appVersion: Scalars['String']['input'];
  platform: PushPlatform;
  /** The token the platform (APNs, FCM) gave the app; registering it again refreshes it. */
  token: Scalars['String']['input'];
};

export type RegistryAddress = {
  __typename?: 'RegistryAddress';
  houseNumber: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  town: Scalars['String']['output'];
};

/** A property (fasteign) of the HMS register. */
export type RegistryProperty = {
  __typename?: 'RegistryProperty';
  address: RegistryAddress;
  /** Landeignarnúmer. */
  landregId: Scalars['String']['output'];
  /** Fastanúmer, like F2001234. */
  propertyCode: Scalars['String']['output'];
  units: Array<RegistryUnit>;
};

export type RegistryPropertyPage = Page & {
  __typename?: 'RegistryPropertyPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<RegistryProperty>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/** One unit of a property as the register lists it. */
export type RegistryUnit = {
  __typename?: 'RegistryUnit';
  /** Brunabótamat, ISK. */
  fireInsuranceValue: Scalars['Float']['output'];
  /** Fasteignamat, ISK. */
  propertyValue: Scalars['Float']['output'];
  rooms: Scalars['Int']['output'];
  /** m². */
  size: Scalars['Float']['output'];
  /** Merking: building 01, floor 02, flat 03 is 010203. */
  unitCode: Scalars['String']['output'];
  /** íbúð, herbergi or atvinnuhúsnæði. */
  usage: Scalars['String']['output'];
};

export type RejectApplicationsInput = {
  /** Pending applications only; otherwise CONFLICT with `fields` `ids.<id>`. */
  ids: Array<Scalars['ID']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
};

export type RejectPublishRequestInput = {
  id: Scalars['ID']['input'];
  /** 5 to 1000 characters; the landlord sees it. */
  reason: Scalars['String']['input'];
};

export type RemoveContractCollaboratorInput = {
  contractId: Scalars['ID']['input'];
  /** The collaborator's id. */
  id: Scalars['ID']['input'];
};

export type RemoveCorenterInput = {
  /** The co-renter's profile id. */
  corenterId: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};

export type RemoveDefaultInterestRateInput = {
  from: Scalars['Date']['input'];
  /** Needed when the period has started. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveGuaranteeClaimLineInput = {
  claimId: Scalars['ID']['input'];
  guaranteeId: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
};

export type RemoveInspectionKeysInput = {
  keyTransactionId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
};

export type RemoveInspectionUserInput = {
  reportId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type RemoveInterestsInput = {
  ids: Array<Scalars['ID']['input']>;
  username: Scalars['String']['input'];
};

export type RemovePaymentScheduleItemInput = {
  contractId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};

export type RemovePaymentScheduleItemPayload = {
  __typename?: 'RemovePaymentScheduleItemPayload';
  contractId: Scalars['ID']['output'];
  date: Scalars['Date']['output'];
};

export type RenewPreApprovalInput = {
  consent: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type RentalApplication = {
  __typename?: 'RentalApplication';
  acceptedAt: Maybe<Scalars['DateTime']['output']>;
  /** Pending or accepted: an active application blocks another for the same listing. */
  active: Scalars['Boolean']['output'];
  answers: Array<ApplicationAnswer>;
  /**
   * The applicant's profile as the reader may see it (visibility applied), embedded by the api in
   * detail reads and in the landlord's list; null in the tenant's list and in bulk answers.
   */
  applicantProfile: Maybe<RentalProfile>;
  canceledAt: Maybe<Scalars['DateTime']['output']>;
  /** Co-renters applying along: cards (name, image); other fields cost one batch read a page. */
  corenters: Array<RentalProfile>;
  createdAt: Scalars['DateTime']['output'];
  deniedAt: Maybe<Scalars['DateTime']['output']>;
  /** The landlord's message with a denial: the tenant sees it. */
  denyMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The landlord's shortlist flag (pending applications only). */
  isConsidered: Scalars['Boolean']['output'];
  /** New applications are unread; opening one, or any decision, marks it read. */
  isReadByLandlord: Scalars['Boolean']['output'];
  /**
   * The full listing, through the batch read (one REST call for a whole page). Null when the
   * reader may no longer see it (paused, rented or archived, for a tenant).
   */
  listing: Maybe<Listing>;
  /** The listing as it was summarised with the application: always there, no extra call. */
  listingSummary: RentalApplicationListing;
  /** The tenant's note to the landlord. */
  message: Maybe<Scalars['String']['output']>;
  status: RentalApplicationStatus;
  tenant: ApplicationTenant;
  updatedAt: Scalars['DateTime']['output'];
};

export type RentalApplicationFilter = {
  /** Street, number, postal code or area of the listing; forgiving of Icelandic letters. */
  listingAddress?: InputMaybe<Scalars['String']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
  /** Default NEWEST. */
  orderBy?: InputMaybe<RentalApplicationOrder>;
  /** Default ALL (the landlord's ALL leaves withdrawn applications out; ask CANCELLED for them). */
  type?: InputMaybe<RentalApplicationType>;
};

export type RentalApplicationIdInput = {
  id: Scalars['ID']['input'];
};

/** The listing as the application carries it (no extra REST call), whatever the listing's status now. */
export type RentalApplicationListing = {
  __typename?: 'RentalApplicationListing';
  coverPhoto: Maybe<ApplicationCoverPhoto>;
  currency: Scalars['String']['output'];
  houseNumber: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  municipality: Maybe<Scalars['String']['output']>;
  ownerId: Scalars['ID']['output'];
  postalCode: Maybe<Scalars['String']['output']>;
  price: Maybe<Scalars['Int']['output']>;
  questions: Array<ListingQuestion>;
  status: ListingStatus;
  street: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

export type { RentalApplicationOrder };

export type RentalApplicationPage = Page & {
  __typename?: 'RentalApplicationPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<RentalApplication>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type { RentalApplicationStatus };

export type { RentalApplicationType };

/** A rental guarantee. Amounts: whole ISK. */
export type RentalGuarantee = {
  __typename?: 'RentalGuarantee';
  /** The most the landlord can be paid: at most 3 months' rent. */
  amount: Scalars['Int']['output'];
  /** The invitations the main applicant sent, every status; empty to anyone else. */
  applicantInvitations: Array<RentalGuaranteeApplicantInvitation>;
  /** The main applicant and every co-applicant who accepted. */
  applicants: Array<RentalGuaranteeApplicant>;
  assessedAt: Maybe<Scalars['DateTime']['output']>;
  cashThresholdAmount: Maybe<Scalars['Int']['output']>;
  /** The tenant's minimum cash share, in percent and in ISK, when approved. */
  cashThresholdPercent: Maybe<Scalars['Int']['output']>;
  /** That contract (its address, parties and period) when the viewer may open it; null for a planned lease. */
  contract: Maybe<Contract>;
  /** The contract it is for; null for a planned lease. */
  contractId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The credit class (A1 to E3) or NO_SCORE, once assessed. */
  creditGrade: Maybe<Scalars['String']['output']>;
  currentUserRole: GuaranteeRole;
  decision: Maybe<GuaranteeDecision>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The premium spread over 12 months; null until the premium is known. One REST call each. */
  loanPaymentSchedule: Maybe<LoanPaymentSchedule>;
  monthlyRent: Scalars['Int']['output'];
  /** The premium is paid in 12 monthly payments rather than at once. */
  spreadPayments: Scalars['Boolean']['output'];
  /** Set when staff decided the application by hand. */
  staffDecision: Maybe<GuaranteeStaffDecision>;
  status: GuaranteeStatus;
  tenantName: Scalars['String']['output'];
  /** The yearly premium, when approved. */
  yearlyPremium: Maybe<Scalars['Int']['output']>;
};

/** A person the guarantee is assessed on. */
export type RentalGuaranteeApplicant = {
  __typename?: 'RentalGuaranteeApplicant';
  createdAt: Scalars['DateTime']['output'];
  fullName: Scalars['String']['output'];
  /** Whether a live consent to credit checks is on record: no lookup happens without it. */
  hasCreditConsent: Scalars['Boolean']['output'];
  /** Whether the account has a kennitala confirmed with electronic ID. */
  hasKennitala: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  role: GuaranteeApplicantRole;
  userId: Scalars['ID']['output'];
};

/** An invitation to apply for a guarantee with its tenant. */
export type RentalGuaranteeApplicantInvitation = {
  __typename?: 'RentalGuaranteeApplicantInvitation';
  amount: Scalars['Int']['output'];
  /** When it may be sent again; null when no more resends are allowed. */
  canResendAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currentUserSide: GuaranteeInvitationSide;
  email: Scalars['String']['output'];
  guaranteeId: Scalars['ID']['output'];
  guaranteeStatus: GuaranteeStatus;
  id: Scalars['ID']['output'];
  identityConfirmedAt: Maybe<Scalars['DateTime']['output']>;
  inviterName: Maybe<Scalars['String']['output']>;
  kennitala: Maybe<Scalars['String']['output']>;
  monthlyRent: Scalars['Int']['output'];
  respondedAt: Maybe<Scalars['DateTime']['output']>;
  /** What the invitee is asked to be: CO_APPLICANT or GUARANTOR. */
  role: GuaranteeApplicantRole;
  /** How often the e-mail went out (at most 5). */
  sendCount: Scalars['Int']['output'];
  sentAt: Scalars['DateTime']['output'];
  status: GuaranteeApplicantInvitationStatus;
  /** The main applicant. */
  tenantName: Scalars['String']['output'];
};

/** Commit, signing, the statement and cancellation requests of a guarantee, as its viewer sees them. */
export type RentalGuaranteeLifecycle = {
  __typename?: 'RentalGuaranteeLifecycle';
  amount: Scalars['Int']['output'];
  cancellationRequests: Array<GuaranteeCancellationRequest>;
  contractId: Maybe<Scalars['ID']['output']>;
  currentUserRole: GuaranteeRole;
  guaranteeId: Scalars['ID']['output'];
  /** The guarantee's id (the cache keys the lifecycle by it). */
  id: Scalars['ID']['output'];
  monthlyRent: Scalars['Int']['output'];
  signing: Maybe<GuaranteeSigning>;
  statement: Maybe<GuaranteeStatementInfo>;
  status: GuaranteeStatus;
  tenantName: Scalars['String']['output'];
  /** The pending request the viewer may answer. */
  viewerCanAnswerRequestId: Maybe<Scalars['ID']['output']>;
  viewerCanCommit: Scalars['Boolean']['output'];
  viewerCanRequestCancellation: Scalars['Boolean']['output'];
  viewerCanSign: Scalars['Boolean']['output'];
  viewerCanUncommit: Scalars['Boolean']['output'];
};

/** Up to 25 of a user's guarantees on one side, newest first, and how many there are. */
export type RentalGuaranteeList = {
  __typename?: 'RentalGuaranteeList';
  count: Scalars['Int']['output'];
  items: Array<RentalGuarantee>;
};

export type RentalGuaranteePage = Page & {
  __typename?: 'RentalGuaranteePage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<RentalGuarantee>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type RentalGuaranteeStatementPdf = {
  __typename?: 'RentalGuaranteeStatementPdf';
  /** The PDF's bytes, base64. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
};

/** A tenant's rental profile, by reference; the profiles domain extends it. */
export type RentalProfile = {
  __typename?: 'RentalProfile';
  about: Maybe<Scalars['String']['output']>;
  /** The profile's files; protected ones only for the owner, applied landlords and staff. Empty when signed out. */
  attachments: Array<Attachment>;
  averageRating: Maybe<Scalars['Float']['output']>;
  children: Array<Child>;
  completion: ProfileCompletion;
  corenters: Array<RentalProfile>;
  coverPhoto: Maybe<ProfileImage>;
  createdAt: Maybe<Scalars['DateTime']['output']>;
  /** Only for readers who may download protected files. */
  criminalRecord: Maybe<Attachment>;
  currentlyBased: Maybe<CurrentlyBased>;
  educations: Array<Education>;
  employers: Array<Employer>;
  fullName: Scalars['String']['output'];
  hasCriminalRecord: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Requests waiting for this tenant's answer: the owner and staff. */
  incomingCorenterRequests: Array<CorenterRequest>;
  interests: Array<Interest>;
  isSmoker: Maybe<Scalars['Boolean']['output']>;
  /** Only for readers who may download protected files. */
  paychecks: Array<Attachment>;
  /** The owner and staff always; a landlord the tenant applied to only when the tenant shows it. */
  paymentHistory: Maybe<PaymentHistory>;
  pets: Array<Pet>;
  /** Shown to others only while committed and valid; income and score by the owner's visibility. */
  preApproval: Maybe<PreApproval>;
  profileImage: Maybe<ProfileImage>;
  profileUsername: Scalars['String']['output'];
  /** Reviews by former landlords, newest first; a list of profiles costs one REST call in all. */
  reviews: Array<ProfileReview>;
  reviewsCount: Scalars['Int']['output'];
  /** Requests this tenant sent that still wait (pending or declined): the owner and staff. */
  sentCorenterRequests: Array<CorenterRequest>;
  updatedAt: Maybe<Scalars['DateTime']['output']>;
  viewer: ProfileViewer;
  /** The owner's visibility options: the owner and staff only. */
  visibility: Maybe<ProfileVisibility>;
};


/** A tenant's rental profile, by reference; the profiles domain extends it. */
export type RentalProfileAttachmentsArgs = {
  kind?: InputMaybe<AttachmentKind>;
};

export type ReorderListingPhotosInput = {
  listingId: Scalars['ID']['input'];
  /** Every photo of the listing, exactly once, in the new order. */
  photoIds: Array<Scalars['ID']['input']>;
};

/** Replies a landlord may pick, edit and send. */
export type ReplySuggestions = {
  __typename?: 'ReplySuggestions';
  conversationId: Scalars['ID']['output'];
  /** True when they are templates chosen by what the last message asks (the local provider). */
  isTemplateBased: Scalars['Boolean']['output'];
  language: Language;
  providerKind: AiProviderKind;
  suggestions: Array<Scalars['String']['output']>;
};

export type RequestCreditScoreUpdateInput = {
  preApprovalId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type ResolveCreditScoreUpdateRequestInput = {
  id: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};

export type RespondToGuaranteeClaimInput = {
  claimId: Scalars['ID']['input'];
  guaranteeId: Scalars['ID']['input'];
  lines: Array<GuaranteeClaimLineAnswerInput>;
};

export type RetryLoanPayoutInput = {
  loanId: Scalars['ID']['input'];
  /** Why it is sent again (3 to 500 characters); kept with who asked. */
  reason: Scalars['String']['input'];
};

export type ReviewAuthor = {
  __typename?: 'ReviewAuthor';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type SaveSearchInput = {
  filter: ListingSearchInput;
  isAlertEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

export type SavedSearch = {
  __typename?: 'SavedSearch';
  createdAt: Scalars['DateTime']['output'];
  filter: ListingSearchFilter;
  id: Scalars['ID']['output'];
  /** E-mail me when a new listing matches (or a matching one drops its price). */
  isAlertEnabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SavedSearchIdInput = {
  id: Scalars['ID']['input'];
};

export type SavedSearchPage = Page & {
  __typename?: 'SavedSearchPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<SavedSearch>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type ScamDetectionCounts = {
  __typename?: 'ScamDetectionCounts';
  confirmedScam: Scalars['Int']['output'];
  dismissed: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One user as a sender: the detections of their messages, how much they wrote and where. */
export type ScamDetectionOverview = {
  __typename?: 'ScamDetectionOverview';
  conversations: Scalars['Int']['output'];
  detections: ScamDetectionCounts;
  /** The newest detections, newest first. */
  latestDetections: Array<MessageFraudDetection>;
  messagesSent: Scalars['Int']['output'];
  user: ScamOverviewUser;
};

export type ScamOverviewUser = {
  __typename?: 'ScamOverviewUser';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ScamSignal = {
  __typename?: 'ScamSignal';
  code: ScamSignalCode;
  /** The words that showed it, as written (at most 80 characters). */
  excerpt: Scalars['String']['output'];
};

export type { ScamSignalCode };

export type { SecurityType };

export type SendPhoneVerificationCodeInput = {
  phoneId: Scalars['ID']['input'];
};

export type { SensitiveResource };

export type SensitiveResourceInfo = {
  __typename?: 'SensitiveResourceInfo';
  id: Scalars['ID']['output'];
  /** English; clients translate by tag. */
  name: Scalars['String']['output'];
  tag: SensitiveResource;
};

/**
 * Where the refresh token travels. COOKIE (web): an httpOnly cookie that only the graph reads, and
 * `refreshToken` in answers is null. TOKEN (mobile): in the answer and in `refreshSession`'s input.
 */
export type SessionMode =
  | 'COOKIE'
  | 'TOKEN';

export type SessionTokens = {
  __typename?: 'SessionTokens';
  accessToken: Scalars['String']['output'];
  /** Null in COOKIE mode. */
  refreshToken: Maybe<Scalars['String']['output']>;
};

export type SetApplicationConsideredInput = {
  id: Scalars['ID']['input'];
  isConsidered: Scalars['Boolean']['input'];
};

export type SetContractRealEstateInput = {
  id: Scalars['ID']['input'];
  /** Fastanúmer. */
  propertyCode: Scalars['String']['input'];
  /** The units of it that are rented (at least one). */
  unitCodes: Array<Scalars['String']['input']>;
};

export type SetCurrentlyBasedInput = {
  placeId: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type SetGuaranteeSpreadPaymentsInput = {
  guaranteeId: Scalars['ID']['input'];
  spreadPayments: Scalars['Boolean']['input'];
};

export type SetInspectionAttendanceInput = {
  attendees: Array<InspectionAttendeeInput>;
  reportId: Scalars['ID']['input'];
};

export type SetInspectionSubjectInput = {
  /** Null clears it; left out keeps it. */
  condition?: InputMaybe<InspectionCondition>;
  note?: InputMaybe<Scalars['String']['input']>;
  reportId: Scalars['ID']['input'];
  subjectId: Scalars['ID']['input'];
};

export type SetLoanApplicantsInput = {
  borrowers: Scalars['Int']['input'];
  loanId: Scalars['ID']['input'];
};

export type SetLoanCoApplicantHouseholdInput = {
  adults: Scalars['Int']['input'];
  carCosts: Scalars['Int']['input'];
  childcare: Scalars['Int']['input'];
  children: Scalars['Int']['input'];
  coApplicantId: Scalars['ID']['input'];
  housingCost: Scalars['Int']['input'];
  netIncome: Scalars['Int']['input'];
  otherLoanPayments: Scalars['Int']['input'];
};

export type SetLoanHouseholdInput = {
  adults: Scalars['Int']['input'];
  carCosts: Scalars['Int']['input'];
  childcare: Scalars['Int']['input'];
  children: Scalars['Int']['input'];
  housingCost: Scalars['Int']['input'];
  loanId: Scalars['ID']['input'];
  netIncome: Scalars['Int']['input'];
  otherLoanPayments: Scalars['Int']['input'];
};

export type SetLoanPersonalDetailsInput = {
  address: Scalars['String']['input'];
  email: Scalars['String']['input'];
  employment: LoanEmployment;
  loanId: Scalars['ID']['input'];
  phone: Scalars['String']['input'];
};

export type SetMobileAppVersionInput = {
  currentVersion: Scalars['String']['input'];
  minimumVersion: Scalars['String']['input'];
  platform: MobilePlatform;
};

export type SetPaymentHistoryShownInput = {
  isShown: Scalars['Boolean']['input'];
};

export type SetPrimaryLanguageInput = {
  language: Language;
  userId: Scalars['ID']['input'];
};

export type SetPrimaryPhoneInput = {
  phoneId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type SetVisibilityInput = {
  option: VisibilityOption;
  resource: SensitiveResource;
};

export type { SpecialGroupUsage };

export type SpecialTerm = {
  __typename?: 'SpecialTerm';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  templateId: Maybe<Scalars['ID']['output']>;
  text: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SpecialTermTemplate = {
  __typename?: 'SpecialTermTemplate';
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Staff: one rent period's bill, with the staff actions on it. Amounts: whole ISK. */
export type StaffBill = {
  __typename?: 'StaffBill';
  actions: Array<StaffItemAction>;
  amount: Scalars['Int']['output'];
  claimAmount: Scalars['Int']['output'];
  claimId: Maybe<Scalars['String']['output']>;
  claimStatus: Maybe<PaymentClaimStatus>;
  contractId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  dueDate: Scalars['Date']['output'];
  finalDueDate: Scalars['Date']['output'];
  interestAmount: Scalars['Int']['output'];
  paidAmount: Scalars['Int']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  paymentFee: Scalars['Int']['output'];
  paymentFeeRemoved: Scalars['Boolean']['output'];
  periodEnd: Scalars['Date']['output'];
  periodStart: Scalars['Date']['output'];
  rentAmount: Scalars['Int']['output'];
};

/** Change an unpaid bill (no claim open in the bank): at least one of the fields. */
export type StaffBillPatchInput = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  contractId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  finalDueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Why (3 to 500 characters), recorded with who did it. */
  reason: Scalars['String']['input'];
};

/** What a staff member did to a contract's money, with why. */
export type StaffFinanceAction = {
  __typename?: 'StaffFinanceAction';
  action: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  payoutId: Maybe<Scalars['ID']['output']>;
  reason: Scalars['String']['output'];
  staffId: Maybe<Scalars['ID']['output']>;
};

/** One field a staff action changed: dates ISO, amounts whole ISK, written as text. */
export type StaffFinanceChange = {
  __typename?: 'StaffFinanceChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** A claim as the staff queue lists it. Amounts: whole ISK. */
export type StaffGuaranteeClaim = {
  __typename?: 'StaffGuaranteeClaim';
  acceptedAmount: Maybe<Scalars['Int']['output']>;
  committedAt: Maybe<Scalars['DateTime']['output']>;
  contractId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** When the answer now awaited is due (4 weeks); null when none is awaited. */
  deadline: Maybe<Scalars['DateTime']['output']>;
  guaranteeId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  landlordNames: Array<Scalars['String']['output']>;
  /** The contract's street; null for a planned lease. */
  property: Maybe<Scalars['String']['output']>;
  status: GuaranteeClaimStatus;
  tenantId: Scalars['ID']['output'];
  tenantName: Scalars['String']['output'];
  totalAmount: Scalars['Int']['output'];
  type: GuaranteeClaimType;
};

/** A page of the staff claims queue (the fields of Page; not a Page, having no REST mapper). */
export type StaffGuaranteeClaimPage = {
  __typename?: 'StaffGuaranteeClaimPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<StaffGuaranteeClaim>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/** What a staff member did to one rent period's bill or payout, with why and what changed. */
export type StaffItemAction = {
  __typename?: 'StaffItemAction';
  action: Scalars['String']['output'];
  changes: Array<StaffFinanceChange>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  payoutId: Maybe<Scalars['ID']['output']>;
  reason: Scalars['String']['output'];
  staffId: Maybe<Scalars['ID']['output']>;
};

export type StaffPaymentActionInput = {
  contractId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
  /** Why (3 to 500 characters), recorded with who did it. */
  reason: Scalars['String']['input'];
};

/** A payout as staff see it (the full IBAN). */
export type StaffPayout = {
  __typename?: 'StaffPayout';
  amount: Scalars['Int']['output'];
  bookedAt: Maybe<Scalars['DateTime']['output']>;
  contractId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  feeAmount: Scalars['Int']['output'];
  grossAmount: Scalars['Int']['output'];
  iban: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reversedAt: Maybe<Scalars['DateTime']['output']>;
  status: PayoutStatus;
  transferId: Maybe<Scalars['String']['output']>;
};

/** Hold or release a period's payout, or choose the payee's account for it. */
export type StaffPayoutPatchInput = {
  contractId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
  isOnHold?: InputMaybe<Scalars['Boolean']['input']>;
  payoutMethodId?: InputMaybe<Scalars['ID']['input']>;
  /** Why (3 to 500 characters), recorded with who did it. */
  reason: Scalars['String']['input'];
};

/** Staff: one rent period's payout: the hold, the account chosen, every attempt. */
export type StaffPayoutState = {
  __typename?: 'StaffPayoutState';
  actions: Array<StaffItemAction>;
  claimStatus: Maybe<PaymentClaimStatus>;
  contractId: Scalars['ID']['output'];
  dueDate: Scalars['Date']['output'];
  heldAt: Maybe<Scalars['DateTime']['output']>;
  /** Held by staff: not sent until released. */
  isOnHold: Scalars['Boolean']['output'];
  /** The newest attempt. */
  payout: Maybe<StaffPayout>;
  /** The payee's payout method chosen for this period; null: the contract's. */
  payoutMethodId: Maybe<Scalars['ID']['output']>;
  payouts: Array<StaffPayout>;
};

export type StartEidInput = {
  /** An Icelandic mobile number, e.g. 6123456 or +354 612 3456. */
  phone: Scalars['String']['input'];
};

export type StartGuaranteeIdentityConfirmationInput = {
  id: Scalars['ID']['input'];
  /** The 7-digit mobile number the electronic ID is on. */
  phone: Scalars['String']['input'];
};

export type StartMobileLoginActivationInput = {
  phone: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** A question asked on a listing page: the conversation it opened or continued, and the message. */
export type StartedConversation = {
  __typename?: 'StartedConversation';
  conversation: Conversation;
  message: Message;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The subscriber's conversations as they change: a new message, a read marker moved. */
  conversationUpdated: Conversation;
  /** Each new message of a conversation the subscriber may read (a foreign id is refused). */
  messageAdded: Message;
  /** Pushes the status of a mobile-login activation until it is COMPLETE or FAILED. */
  mobileLoginActivation: MobileLoginActivation;
  /** The signed-in user's notifications as they are made (the header's bell counts them). */
  notificationAdded: Notification;
};


export type SubscriptionMessageAddedArgs = {
  conversationId: Scalars['ID']['input'];
};


export type SubscriptionMobileLoginActivationArgs = {
  token: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type SuggestRepliesInput = {
  conversationId: Scalars['ID']['input'];
};

/** A tenant's applications at a glance (home dashboard). */
export type TenantInsights = {
  __typename?: 'TenantInsights';
  accepted: Scalars['Int']['output'];
  applications: Scalars['Int']['output'];
  avgResponseHours: Maybe<Scalars['Float']['output']>;
  cancelled: Scalars['Int']['output'];
  denied: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  /** Share of applications the landlord responded to (0 to 1); null without applications. */
  responseRate: Maybe<Scalars['Float']['output']>;
};

export type TermsStatus = {
  __typename?: 'TermsStatus';
  acceptedVersion: Maybe<Scalars['String']['output']>;
  currentVersion: Scalars['String']['output'];
  /** The user accepted an earlier version and must accept the current one. */
  mustAccept: Scalars['Boolean']['output'];
};

/** A message or a system event; exactly one of `message` and `event` is set, as `kind` says. */
export type TimelineItem = {
  __typename?: 'TimelineItem';
  createdAt: Scalars['DateTime']['output'];
  /** Pass the last item's cursor as `before` for older entries. */
  cursor: Scalars['String']['output'];
  event: Maybe<ConversationEvent>;
  kind: TimelineItemKind;
  message: Maybe<Message>;
};

export type { TimelineItemKind };

/** A page of a timeline, newest first. */
export type TimelinePage = {
  __typename?: 'TimelinePage';
  hasOlder: Scalars['Boolean']['output'];
  items: Array<TimelineItem>;
};

export type UpdateApplicationAnswersInput = {
  answers: Array<ApplicationAnswerInput>;
  id: Scalars['ID']['input'];
};

export type UpdateChildInput = {
  birthYear?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  sharedCustody?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateContractAmenitiesInput = {
  amenities: Array<Amenity>;
  /** At most 1,500 characters; empty or null clears it. */
  fixturesDescription?: InputMaybe<Scalars['String']['input']>;
  /** The contract's id. */
  id: Scalars['ID']['input'];
};

/** The fields a draft's editor changes; leave a field out to keep it, send null to clear it. */
export type UpdateContractInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  fireHazardComplyDeclaration?: InputMaybe<Scalars['Boolean']['input']>;
  fireHazardEscapeRoutes?: InputMaybe<Scalars['Boolean']['input']>;
  fireHazardHandFireExtinguishers?: InputMaybe<Scalars['Boolean']['input']>;
  fireHazardSmokeDetectors?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  indexBaseMonth?: InputMaybe<Scalars['String']['input']>;
  indexBaseValue?: InputMaybe<Scalars['Float']['input']>;
  insuranceAmount?: InputMaybe<Scalars['Float']['input']>;
  insuranceType?: InputMaybe<ContractInsuranceType>;
  isDefinite?: InputMaybe<Scalars['Boolean']['input']>;
  isIndexed?: InputMaybe<Scalars['Boolean']['input']>;
  listingType?: InputMaybe<ListingType>;
  paidWithCash?: InputMaybe<Scalars['Boolean']['input']>;
  payee?: InputMaybe<ContractPayeeInput>;
  payor?: InputMaybe<ContractPayeeInput>;
  payoutMethodId?: InputMaybe<Scalars['ID']['input']>;
  prePaidRentAmount?: InputMaybe<Scalars['Float']['input']>;
  prePaidRentMonths?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  restrictions?: InputMaybe<ContractRestrictionsInput>;
  rooms?: InputMaybe<Scalars['Int']['input']>;
  smokeDetectorCount?: InputMaybe<Scalars['Int']['input']>;
  specialGroupUsage?: InputMaybe<SpecialGroupUsage>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
  terminationTermLength?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateContractMaintenanceInput = {
  /** The contract's id. */
  id: Scalars['ID']['input'];
  inspection: ContractMoveInInspection;
  /** Required when the inspection is independent; ignored for a joint one. */
  inspectionPaidBy?: InputMaybe<ContractInspectionPayer>;
  inspectorName?: InputMaybe<Scalars['String']['input']>;
  maintenanceNotes?: InputMaybe<Scalars['String']['input']>;
  tenantDuties: Array<ContractMaintenanceDuty>;
};

/** Leave a field out to keep it; a list sent replaces the list (items with an id keep it). */
export type UpdateContractPartyInput = {
  agents?: InputMaybe<Array<ContractAgentInput>>;
  emails?: InputMaybe<Array<ContractEmailInput>>;
  /** The party's id (ContractEntity.id). */
  id: Scalars['ID']['input'];
  identifier?: InputMaybe<Scalars['String']['input']>;
  identifierCountry?: InputMaybe<Scalars['String']['input']>;
  isIndividual?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phones?: InputMaybe<Array<ContractPhoneInput>>;
};

export type UpdateContractUnitInput = {
  /** The size the lease agrees on when it differs from the register's; null clears it. */
  changedSize?: InputMaybe<Scalars['Float']['input']>;
  /** The unit's id (ContractUnit.id). */
  id: Scalars['ID']['input'];
  rooms?: InputMaybe<Scalars['Int']['input']>;
};

/** The utilities by tag; a tag not sent is left as it is. */
export type UpdateContractUtilitiesInput = {
  id: Scalars['ID']['input'];
  utilities: Array<ContractUtilityInput>;
};

export type UpdateContractUtilityInput = {
  /** The utility's id (ContractUtility.id). */
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  paidByTenant?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateEducationInput = {
  education: EducationFieldsInput;
  id: Scalars['ID']['input'];
};

export type UpdateEmployerInput = {
  employer: EmployerFieldsInput;
  id: Scalars['ID']['input'];
};

export type UpdateGuaranteeClaimInput = {
  claimId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  guaranteeId: Scalars['ID']['input'];
  returnDate?: InputMaybe<Scalars['Date']['input']>;
};

export type UpdateInspectionAddendumInput = {
  addendumId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type UpdateInspectionIssueInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  issueId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
  responsibility?: InputMaybe<InspectionIssueResponsibility>;
  severity?: InputMaybe<InspectionIssueSeverity>;
};

/** A change to a person on the report: a field left out (or null) stays; the role is not changed. */
export type UpdateInspectionUserInput = {
  /** Given, they replace the person's e-mails. */
  emails?: InputMaybe<Array<ContractEmailInput>>;
  /** An agent must stay an individual. */
  isIndividual?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Given, they replace the person's phones. */
  phones?: InputMaybe<Array<ContractPhoneInput>>;
  reportId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type UpdateListingInput = {
  /** Field errors come back as `fields.<field>`, e.g. `fields.postalCode`. */
  fields: ListingFieldsInput;
  id: Scalars['ID']['input'];
};

export type UpdateNotificationSettingsInput = {
  settings: Array<NotificationSettingInput>;
};

export type UpdatePaymentScheduleItemInput = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  contractId: Scalars['ID']['input'];
  /** The item's current due date. */
  date: Scalars['Date']['input'];
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  finalDueDate?: InputMaybe<Scalars['Date']['input']>;
  periodEnd?: InputMaybe<Scalars['Date']['input']>;
  periodStart?: InputMaybe<Scalars['Date']['input']>;
};

export type UpdatePetInput = {
  id: Scalars['ID']['input'];
  pet: PetFieldsInput;
};

export type UpdatePreApprovalIncomesInput = {
  id: Scalars['ID']['input'];
  incomes: Array<IncomeInput>;
};

export type UpdatePrivateNoteInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type UpdateProfileReviewInput = {
  id: Scalars['ID']['input'];
  review: ProfileReviewFieldsInput;
};

export type UpdateRentalProfileInput = {
  about?: InputMaybe<Scalars['String']['input']>;
  isSmoker?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateSavedSearchInput = {
  filter?: InputMaybe<ListingSearchInput>;
  id: Scalars['ID']['input'];
  isAlertEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSpecialTermInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type UpdateUserInput = {
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  primaryPhoneId?: InputMaybe<Scalars['ID']['input']>;
  userType?: InputMaybe<UserType>;
};

export type UpdateVisibilitySettingInput = {
  id: Scalars['ID']['input'];
  option: VisibilityOption;
};

export type UseSpecialTermTemplateInput = {
  contractId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
};

export type User = {
  __typename?: 'User';
  birthDate: Maybe<Scalars['Date']['output']>;
  dateJoined: Scalars['DateTime']['output'];
  /** The primary e-mail address. */
  email: Scalars['String']['output'];
  emailAddresses: Array<EmailAddress>;
  fullName: Scalars['String']['output'];
  /** Kennitala, ten digits, no hyphen. */
  icelandicId: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isStaff: Scalars['Boolean']['output'];
  /** The user's listings: all of them for the user and staff, published ones for others. */
  listings: ListingPage;
  /** Whether the user must accept the current terms again; null for anyone but the viewer. */
  mustAcceptTerms: Maybe<Scalars['Boolean']['output']>;
  personalId: Maybe<Scalars['String']['output']>;
  /** ISO 3166 alpha-2 country of personalId. */
  personalIdCountry: Maybe<Scalars['String']['output']>;
  phones: Array<Phone>;
  primaryLanguage: Maybe<PrimaryLanguage>;
  /** The phone whose id is primaryPhoneId, when it is verified. */
  primaryPhone: Maybe<Phone>;
  primaryPhoneId: Maybe<Scalars['ID']['output']>;
  rentalProfile: Maybe<RentalProfile>;
  /** Null for staff accounts that are neither. */
  userType: Maybe<UserType>;
};


export type UserListingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ListingStatus>;
};

export type UserFilter = {
  /** Matches name, e-mail, phone or kennitala. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type UserIdInput = {
  userId: Scalars['ID']['input'];
};

export type UserPage = Page & {
  __typename?: 'UserPage';
  count: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<User>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

/** A user's guarantees for staff: as the tenant, and on contracts they let. */
export type UserRentalGuarantees = {
  __typename?: 'UserRentalGuarantees';
  asLandlord: RentalGuaranteeList;
  asTenant: RentalGuaranteeList;
};

export type { UserType };

export type VerifyPhoneInput = {
  code: Scalars['String']['input'];
  phoneId: Scalars['ID']['input'];
};

export type { VisibilityOption };

export type VisibilityOptionInfo = {
  __typename?: 'VisibilityOptionInfo';
  id: Scalars['ID']['output'];
  /** English; clients translate by tag. */
  name: Scalars['String']['output'];
  tag: VisibilityOption;
};

export type VisibilitySetting = {
  __typename?: 'VisibilitySetting';
  id: Scalars['ID']['output'];
  option: VisibilityOption;
  resource: SensitiveResource;
  updatedAt: Scalars['DateTime']['output'];
};



export type ResolverTypeWrapper<T> = T | Promise<T>;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Page:
    | ( GraphContractPage )
    | ( GraphConversationPage )
    | ( GraphConversationSummaryPage )
    | ( GraphCreditScoreUpdateRequestPage )
    | ( GraphHmsSubmissionPage )
    | ( GraphIndexValuePage )
    | ( GraphInspectionReportPage )
    | ( GraphInvoicePage )
    | ( GraphLedgerReconciliationPage )
    | ( GraphListingPage )
    | ( GraphListingPublishPage )
    | ( GraphLoanPage )
    | ( GraphMessageFraudDetectionPage )
    | ( GraphNotificationPage )
    | ( GraphPaymentServicesContractPage )
    | ( GraphPayoutPage )
    | ( GraphPreApprovalPage )
    | ( GraphPublishRequestPage )
    | ( GraphRegistryPropertyPage )
    | ( GraphRentalApplicationPage )
    | ( GraphRentalGuaranteePage )
    | ( GraphSavedSearchPage )
    | ( GraphUserPage )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptApplicationInput: AcceptApplicationInput;
  AcceptApplicationPayload: ResolverTypeWrapper<GraphAcceptApplicationPayload>;
  AcceptGuaranteeApplicantInvitationInput: AcceptGuaranteeApplicantInvitationInput;
  Ack: ResolverTypeWrapper<Ack>;
  AddChildInput: AddChildInput;
  AddContractPartyInput: AddContractPartyInput;
  AddDefaultInterestRateInput: AddDefaultInterestRateInput;
  AddEducationInput: AddEducationInput;
  AddEmailAddressInput: AddEmailAddressInput;
  AddEmailAddressPayload: ResolverTypeWrapper<GraphAddEmailAddressPayload>;
  AddEmployerInput: AddEmployerInput;
  AddIndexValueInput: AddIndexValueInput;
  AddInspectionCommentInput: AddInspectionCommentInput;
  AddInspectionDefectInput: AddInspectionDefectInput;
  AddInspectionIssueInput: AddInspectionIssueInput;
  AddInspectionKeysInput: AddInspectionKeysInput;
  AddInspectionMeterInput: AddInspectionMeterInput;
  AddInspectionRoomInput: AddInspectionRoomInput;
  AddInspectionUserInput: AddInspectionUserInput;
  AddInterestInput: AddInterestInput;
  AddKeyHandoverInput: AddKeyHandoverInput;
  AddLivingCostReferenceInput: AddLivingCostReferenceInput;
  AddMeterReadingInput: AddMeterReadingInput;
  AddPaymentScheduleItemInput: AddPaymentScheduleItemInput;
  AddPayoutMethodInput: AddPayoutMethodInput;
  AddPetInput: AddPetInput;
  AddPhoneInput: AddPhoneInput;
  AddPhonePayload: ResolverTypeWrapper<GraphAddPhonePayload>;
  AddProfileReviewInput: AddProfileReviewInput;
  AddressLookupInput: AddressLookupInput;
  AddressMatch: ResolverTypeWrapper<AddressMatch>;
  AddressPrecision: AddressPrecision;
  AdminListingFilter: AdminListingFilter;
  AgentSuggestion: ResolverTypeWrapper<RestAgentSuggestion>;
  AgentSuggestionSource: AgentSuggestionSource;
  AiFeature: AiFeature;
  AiProviderKind: AiProviderKind;
  Amenity: Amenity;
  AnswerGuaranteeCancellationInput: AnswerGuaranteeCancellationInput;
  AnswerGuaranteeClaimRejectionInput: AnswerGuaranteeClaimRejectionInput;
  ApplicationAnswer: ResolverTypeWrapper<RestAnswer>;
  ApplicationAnswerInput: ApplicationAnswerInput;
  ApplicationCoverPhoto: ResolverTypeWrapper<ApplicationCoverPhoto>;
  ApplicationTenant: ResolverTypeWrapper<RestApplicationTenant>;
  ApplyForListingInput: ApplyForListingInput;
  ApprovePublishRequestInput: ApprovePublishRequestInput;
  AssessLoanInput: AssessLoanInput;
  AssessRentalGuaranteeInput: AssessRentalGuaranteeInput;
  AttachLoanContractInput: AttachLoanContractInput;
  Attachment: ResolverTypeWrapper<RestAttachment>;
  AttachmentKind: AttachmentKind;
  AuthPayload: ResolverTypeWrapper<GraphAuthPayload>;
  AverageProfileCompletion: ResolverTypeWrapper<RestAverageCompletion>;
  BankAccountCheck: ResolverTypeWrapper<GraphBankAccountCheck>;
  Bill: ResolverTypeWrapper<RestBill>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BoundingBox: ResolverTypeWrapper<GraphBoundingBox>;
  BoundingBoxInput: BoundingBoxInput;
  ChangeContractCollaboratorAccessInput: ChangeContractCollaboratorAccessInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckEidLoginInput: CheckEidLoginInput;
  Child: ResolverTypeWrapper<RestChild>;
  CommitContractInput: CommitContractInput;
  CommitGuaranteeClaimInput: CommitGuaranteeClaimInput;
  CommitInspectionReportInput: CommitInspectionReportInput;
  ConfigureLoanInput: ConfigureLoanInput;
  ConfirmEmailInput: ConfirmEmailInput;
  ConfirmPasswordResetInput: ConfirmPasswordResetInput;
  ConnectConversationContractsInput: ConnectConversationContractsInput;
  ConnectConversationListingsInput: ConnectConversationListingsInput;
  Consent: ResolverTypeWrapper<RestConsent>;
  ConsentIdInput: ConsentIdInput;
  ConsentList: ResolverTypeWrapper<RestConsents>;
  ConsentType: ConsentType;
  Contract: ResolverTypeWrapper<RestContract>;
  ContractAccess: ContractAccess;
  ContractAddress: ResolverTypeWrapper<RestContractAddress>;
  ContractAgent: ResolverTypeWrapper<RestContractAgent>;
  ContractAgentInput: ContractAgentInput;
  ContractBankAccount: ResolverTypeWrapper<RestContractBankAccount>;
  ContractCollaborator: ResolverTypeWrapper<RestContractCollaboratorDetail>;
  ContractCollaboratorAccess: ContractCollaboratorAccess;
  ContractCollaboratorInvitation: ResolverTypeWrapper<RestCollaboratorInvitation>;
  ContractESignature: ResolverTypeWrapper<RestESignatureStatus>;
  ContractEmail: ResolverTypeWrapper<RestContractEmail>;
  ContractEmailInput: ContractEmailInput;
  ContractEntity: ResolverTypeWrapper<RestContractEntity>;
  ContractEvent: ResolverTypeWrapper<RestContractEvent>;
  ContractEventActor: ResolverTypeWrapper<RestContractEventActor>;
  ContractFilter: ContractFilter;
  ContractIdInput: ContractIdInput;
  ContractInspectionPayer: ContractInspectionPayer;
  ContractInsuranceType: ContractInsuranceType;
  ContractInvitation: ResolverTypeWrapper<RestCollaboratorInvitationPreview>;
  ContractInvitationAnswerInput: ContractInvitationAnswerInput;
  ContractInvitationStatus: ContractInvitationStatus;
  ContractMaintenance: ResolverTypeWrapper<RestContractMaintenance>;
  ContractMaintenanceDuty: ContractMaintenanceDuty;
  ContractMeterReading: ResolverTypeWrapper<RestContractMeterReading>;
  ContractMoveInInspection: ContractMoveInInspection;
  ContractPage: ResolverTypeWrapper<GraphContractPage>;
  ContractPartyRole: ContractPartyRole;
  ContractPayee: ResolverTypeWrapper<RestContractPayee>;
  ContractPayeeInput: ContractPayeeInput;
  ContractPaymentServices: ResolverTypeWrapper<RestPaymentServices>;
  ContractPayoutMethod: ResolverTypeWrapper<RestContractPayoutMethod>;
  ContractPdf: ResolverTypeWrapper<RestContractPdf>;
  ContractPdfLanguage: ContractPdfLanguage;
  ContractPhone: ResolverTypeWrapper<RestContractPhone>;
  ContractPhoneInput: ContractPhoneInput;
  ContractPrivateNoteInput: ContractPrivateNoteInput;
  ContractRealEstate: ResolverTypeWrapper<RestContractRealEstate>;
  ContractRestrictions: ResolverTypeWrapper<RestContractRestrictions>;
  ContractRestrictionsInput: ContractRestrictionsInput;
  ContractSignType: ContractSignType;
  ContractSigner: ResolverTypeWrapper<RestSigner>;
  ContractSignerStatus: ContractSignerStatus;
  ContractSigningLink: ResolverTypeWrapper<ContractSigningLink>;
  ContractSigningProcess: ResolverTypeWrapper<RestSigningProcess>;
  ContractSigningStatus: ContractSigningStatus;
  ContractSpecialTermInput: ContractSpecialTermInput;
  ContractStatus: ContractStatus;
  ContractTerminationReason: ResolverTypeWrapper<RestContractTerminationReason>;
  ContractUnit: ResolverTypeWrapper<RestContractUnit>;
  ContractUtility: ResolverTypeWrapper<RestContractUtility>;
  ContractUtilityInput: ContractUtilityInput;
  ContractUtilityTag: ContractUtilityTag;
  ContractValidStep: ResolverTypeWrapper<RestContractValidStep>;
  Conversation: ResolverTypeWrapper<RestConversation>;
  ConversationContract: ResolverTypeWrapper<GraphConversationContract>;
  ConversationEvent: ResolverTypeWrapper<RestConversationEvent>;
  ConversationEventKind: ConversationEventKind;
  ConversationLinks: ResolverTypeWrapper<RestConversationLinks>;
  ConversationListing: ResolverTypeWrapper<RestConversationListing>;
  ConversationOrder: ConversationOrder;
  ConversationPage: ResolverTypeWrapper<GraphConversationPage>;
  ConversationParticipant: ResolverTypeWrapper<RestConversationParticipant>;
  ConversationSummary: ResolverTypeWrapper<RestConversationSummary>;
  ConversationSummaryPage: ResolverTypeWrapper<GraphConversationSummaryPage>;
  CorenterRequest: ResolverTypeWrapper<RestCorenterRequest>;
  CorenterRequestStatus: CorenterRequestStatus;
  CorrectDefaultInterestRateInput: CorrectDefaultInterestRateInput;
  CorrectIndexValueInput: CorrectIndexValueInput;
  CreateContractFromConversationInput: CreateContractFromConversationInput;
  CreateContractInput: CreateContractInput;
  CreateConversationSummaryInput: CreateConversationSummaryInput;
  CreateGuaranteeClaimInput: CreateGuaranteeClaimInput;
  CreateInspectionAddendumInput: CreateInspectionAddendumInput;
  CreateInspectionReportInput: CreateInspectionReportInput;
  CreateListingInput: CreateListingInput;
  CreateRentalGuaranteeInput: CreateRentalGuaranteeInput;
  CreditResultStatus: CreditResultStatus;
  CreditScore: ResolverTypeWrapper<RestCreditScore>;
  CreditScoreUpdateRequest: ResolverTypeWrapper<RestCreditScoreUpdateRequest>;
  CreditScoreUpdateRequestPage: ResolverTypeWrapper<GraphCreditScoreUpdateRequestPage>;
  CreditScoreUpdateRequestStatus: CreditScoreUpdateRequestStatus;
  CurrentlyBased: ResolverTypeWrapper<RestCurrentlyBased>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideRentalGuaranteeInput: DecideRentalGuaranteeInput;
  DeclineInspectionReportInput: DeclineInspectionReportInput;
  DefaultInterestRate: ResolverTypeWrapper<DefaultInterestRate>;
  DefaultInterestRateAuthor: ResolverTypeWrapper<DefaultInterestRateAuthor>;
  DeleteInspectionPhotoInput: DeleteInspectionPhotoInput;
  DeletePayload: ResolverTypeWrapper<GraphDeletePayload>;
  DeleteResult: ResolverTypeWrapper<GraphDeleteResult>;
  DenyApplicationInput: DenyApplicationInput;
  DurationType: DurationType;
  Education: ResolverTypeWrapper<RestEducation>;
  EducationFieldsInput: EducationFieldsInput;
  EducationalInstitution: ResolverTypeWrapper<RestInstitution>;
  EidChallenge: ResolverTypeWrapper<RestEidChallenge>;
  EidLoginResult: ResolverTypeWrapper<GraphEidLoginResult>;
  EidStatus: EidStatus;
  EmailAddress: ResolverTypeWrapper<RestEmailAddress>;
  EmailAddressInput: EmailAddressInput;
  Employer: ResolverTypeWrapper<RestEmployer>;
  EmployerFieldsInput: EmployerFieldsInput;
  EntityAutofill: ResolverTypeWrapper<RestEntityAutofill>;
  ErrorCode: ErrorCode;
  FieldError: ResolverTypeWrapper<FieldError>;
  FileDownloadLink: ResolverTypeWrapper<RestFileLink>;
  FillInspectionRoomInput: FillInspectionRoomInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FraudDetectionMessage: ResolverTypeWrapper<RestFraudDetectionMessage>;
  FraudReviewStatus: FraudReviewStatus;
  FraudWarning: ResolverTypeWrapper<RestFraudWarning>;
  GiveConsentInput: GiveConsentInput;
  GuaranteeApplicantInvitationInput: GuaranteeApplicantInvitationInput;
  GuaranteeApplicantInvitationStatus: GuaranteeApplicantInvitationStatus;
  GuaranteeApplicantRole: GuaranteeApplicantRole;
  GuaranteeCancellationRequest: ResolverTypeWrapper<GuaranteeCancellationRequest>;
  GuaranteeCancellationStatus: GuaranteeCancellationStatus;
  GuaranteeClaim: ResolverTypeWrapper<RestGuaranteeClaim>;
  GuaranteeClaimEvidenceKind: GuaranteeClaimEvidenceKind;
  GuaranteeClaimFile: ResolverTypeWrapper<RestGuaranteeClaimFile>;
  GuaranteeClaimLine: ResolverTypeWrapper<RestGuaranteeClaimLine>;
  GuaranteeClaimLineAnswerInput: GuaranteeClaimLineAnswerInput;
  GuaranteeClaimLineInput: GuaranteeClaimLineInput;
  GuaranteeClaimLineResponse: GuaranteeClaimLineResponse;
  GuaranteeClaimLineType: GuaranteeClaimLineType;
  GuaranteeClaimList: ResolverTypeWrapper<RestGuaranteeClaimList>;
  GuaranteeClaimObligeeDecision: GuaranteeClaimObligeeDecision;
  GuaranteeClaimQueueFilter: GuaranteeClaimQueueFilter;
  GuaranteeClaimRefInput: GuaranteeClaimRefInput;
  GuaranteeClaimRuling: ResolverTypeWrapper<GuaranteeClaimRuling>;
  GuaranteeClaimRulingBody: GuaranteeClaimRulingBody;
  GuaranteeClaimStatus: GuaranteeClaimStatus;
  GuaranteeClaimType: GuaranteeClaimType;
  GuaranteeDecision: GuaranteeDecision;
  GuaranteeInvitationSide: GuaranteeInvitationSide;
  GuaranteeParty: GuaranteeParty;
  GuaranteeRole: GuaranteeRole;
  GuaranteeSigning: ResolverTypeWrapper<GuaranteeSigning>;
  GuaranteeStaffDecision: ResolverTypeWrapper<GuaranteeStaffDecision>;
  GuaranteeStaffDecisionKind: GuaranteeStaffDecisionKind;
  GuaranteeStatementInfo: ResolverTypeWrapper<GuaranteeStatementInfo>;
  GuaranteeStatus: GuaranteeStatus;
  HmsAttemptOutcome: HmsAttemptOutcome;
  HmsRejectionError: ResolverTypeWrapper<HmsRejectionError>;
  HmsSubmission: ResolverTypeWrapper<RestHmsSubmissionView>;
  HmsSubmissionAttempt: ResolverTypeWrapper<RestHmsAttempt>;
  HmsSubmissionContract: ResolverTypeWrapper<RestHmsSubmissionContract>;
  HmsSubmissionPage: ResolverTypeWrapper<GraphHmsSubmissionPage>;
  HmsSubmissionParty: ResolverTypeWrapper<RestHmsParty>;
  HmsSubmissionStatus: HmsSubmissionStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IcelandicBankAccount: ResolverTypeWrapper<RestIcelandicFormat>;
  IdentityConfirmationStart: ResolverTypeWrapper<RestGuaranteeIdentityStart>;
  IdentityConfirmationState: IdentityConfirmationState;
  IdentityConfirmationStatus: ResolverTypeWrapper<RestGuaranteeIdentityStatus>;
  Income: ResolverTypeWrapper<RestIncome>;
  IncomeFigures: ResolverTypeWrapper<IncomeFigures>;
  IncomeGroup: ResolverTypeWrapper<IncomeGroup>;
  IncomeInput: IncomeInput;
  IncomeKind: IncomeKind;
  IncomeMonth: ResolverTypeWrapper<IncomeMonth>;
  IncomeProperty: ResolverTypeWrapper<IncomeProperty>;
  IncomeSource: IncomeSource;
  IncomeSummary: ResolverTypeWrapper<IncomeSummary>;
  IndexValue: ResolverTypeWrapper<RestIndexValue>;
  IndexValueAuthor: ResolverTypeWrapper<RestIndexValueAuthor>;
  IndexValuePage: ResolverTypeWrapper<GraphIndexValuePage>;
  IndexedRentMonth: ResolverTypeWrapper<RestIndexedRentMonth>;
  IndexedRentMonthStatus: IndexedRentMonthStatus;
  IndexedRentSchedule: ResolverTypeWrapper<RestIndexedRent>;
  InitiatePreApprovalInput: InitiatePreApprovalInput;
  InspectionAddendum: ResolverTypeWrapper<InspectionAddendum>;
  InspectionAddendumIdInput: InspectionAddendumIdInput;
  InspectionAddendumStatus: InspectionAddendumStatus;
  InspectionAttendee: ResolverTypeWrapper<InspectionAttendee>;
  InspectionAttendeeInput: InspectionAttendeeInput;
  InspectionComment: ResolverTypeWrapper<InspectionComment>;
  InspectionCommentPage: ResolverTypeWrapper<InspectionCommentPage>;
  InspectionCondition: InspectionCondition;
  InspectionDefectPhoto: ResolverTypeWrapper<InspectionDefectPhoto>;
  InspectionDefectWindow: ResolverTypeWrapper<InspectionDefectWindow>;
  InspectionDefectWindowCode: InspectionDefectWindowCode;
  InspectionESignature: ResolverTypeWrapper<InspectionESignature>;
  InspectionFireSafety: ResolverTypeWrapper<InspectionFireSafety>;
  InspectionFireSafetyCheck: ResolverTypeWrapper<InspectionFireSafetyCheck>;
  InspectionFireSafetyItem: InspectionFireSafetyItem;
  InspectionFireSafetyStatus: InspectionFireSafetyStatus;
  InspectionIssue: ResolverTypeWrapper<RestInspectionIssue>;
  InspectionIssueIdInput: InspectionIssueIdInput;
  InspectionIssueResponsibility: InspectionIssueResponsibility;
  InspectionIssueSeverity: InspectionIssueSeverity;
  InspectionKeyRecipient: InspectionKeyRecipient;
  InspectionKeyTransaction: ResolverTypeWrapper<InspectionKeyTransaction>;
  InspectionKeyType: InspectionKeyType;
  InspectionKind: InspectionKind;
  InspectionMeterReading: ResolverTypeWrapper<InspectionMeterReading>;
  InspectionPaperScan: ResolverTypeWrapper<InspectionPaperScan>;
  InspectionPhoto: ResolverTypeWrapper<RestInspectionPhoto>;
  InspectionReport: ResolverTypeWrapper<RestInspectionReport>;
  InspectionReportIdInput: InspectionReportIdInput;
  InspectionReportPage: ResolverTypeWrapper<GraphInspectionReportPage>;
  InspectionReportPdf: ResolverTypeWrapper<InspectionReportPdf>;
  InspectionRole: InspectionRole;
  InspectionRoomIdInput: InspectionRoomIdInput;
  InspectionRoomType: InspectionRoomType;
  InspectionSigner: ResolverTypeWrapper<InspectionSigner>;
  InspectionSignerStatus: InspectionSignerStatus;
  InspectionSigningLink: ResolverTypeWrapper<InspectionSigningLink>;
  InspectionSigningProcess: ResolverTypeWrapper<InspectionSigningProcess>;
  InspectionSigningProcessStatus: InspectionSigningProcessStatus;
  InspectionStatus: InspectionStatus;
  InspectionStepCheck: ResolverTypeWrapper<InspectionStepCheck>;
  InspectionStepProblem: ResolverTypeWrapper<InspectionStepProblem>;
  InspectionSubject: ResolverTypeWrapper<RestInspectionSubject>;
  InspectionSubjectKind: InspectionSubjectKind;
  InspectionSubjectTag: InspectionSubjectTag;
  InspectionUnit: ResolverTypeWrapper<RestInspectionUnit>;
  InspectionUser: ResolverTypeWrapper<RestInspectionUser>;
  InstitutionKind: InstitutionKind;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Interest: ResolverTypeWrapper<RestInterest>;
  InviteContractCollaboratorInput: InviteContractCollaboratorInput;
  InviteCorenterInput: InviteCorenterInput;
  InviteGuaranteeApplicantInput: InviteGuaranteeApplicantInput;
  InviteLoanCoApplicantInput: InviteLoanCoApplicantInput;
  Invoice: ResolverTypeWrapper<RestInvoice>;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: ResolverTypeWrapper<GraphInvoicePage>;
  InvoiceStatusFilter: InvoiceStatusFilter;
  InvoiceTotals: ResolverTypeWrapper<RestInvoiceTotals>;
  KeyHandover: ResolverTypeWrapper<RestKeyTransaction>;
  KeyHandoverDirection: KeyHandoverDirection;
  LandlordInsights: ResolverTypeWrapper<RestLandlordInsights>;
  Language: Language;
  LedgerFinding: ResolverTypeWrapper<RestLedgerFinding>;
  LedgerProblem: ResolverTypeWrapper<RestLedgerProblem>;
  LedgerProblemCode: LedgerProblemCode;
  LedgerReconciliation: ResolverTypeWrapper<RestLedgerReconciliation>;
  LedgerReconciliationPage: ResolverTypeWrapper<GraphLedgerReconciliationPage>;
  LedgerReconciliationTrigger: LedgerReconciliationTrigger;
  LinkedApplication: ResolverTypeWrapper<RestLinkedApplication>;
  LinkedContract: ResolverTypeWrapper<RestLinkedContract>;
  LinkedListing: ResolverTypeWrapper<RestLinkedListing>;
  Listing: ResolverTypeWrapper<GraphListing>;
  ListingApplicationInsights: ResolverTypeWrapper<RestListingInsights>;
  ListingFieldsInput: ListingFieldsInput;
  ListingFraudCheck: ResolverTypeWrapper<RestListingFraudCheck>;
  ListingIdInput: ListingIdInput;
  ListingOwner: ResolverTypeWrapper<RestListingOwner>;
  ListingPage: ResolverTypeWrapper<GraphListingPage>;
  ListingPhoto: ResolverTypeWrapper<RestListingPhoto>;
  ListingPhotoInput: ListingPhotoInput;
  ListingPublish: ResolverTypeWrapper<RestListingPublish>;
  ListingPublishPage: ResolverTypeWrapper<GraphListingPublishPage>;
  ListingPublishVia: ListingPublishVia;
  ListingQuestion: ResolverTypeWrapper<ListingQuestion>;
  ListingQuestionInput: ListingQuestionInput;
  ListingSearchFilter: ResolverTypeWrapper<RestSearchFilters>;
  ListingSearchInput: ListingSearchInput;
  ListingSignal: ResolverTypeWrapper<RestListingSignal>;
  ListingSignalCode: ListingSignalCode;
  ListingSort: ListingSort;
  ListingStatus: ListingStatus;
  ListingStep: ResolverTypeWrapper<RestListingStep>;
  ListingStepName: ListingStepName;
  ListingType: ListingType;
  ListingVerification: ListingVerification;
  LivingCostReference: ResolverTypeWrapper<LivingCostReference>;
  LivingCostReferenceAuthor: ResolverTypeWrapper<LivingCostReferenceAuthor>;
  LlmUsageDay: ResolverTypeWrapper<RestLlmUsageDay>;
  LlmUsageReport: ResolverTypeWrapper<RestLlmUsageReport>;
  Loan: ResolverTypeWrapper<RestLoan>;
  LoanAgreementPdf: ResolverTypeWrapper<LoanAgreementPdf>;
  LoanCoApplicant: ResolverTypeWrapper<RestLoanCoApplicant>;
  LoanCoApplicantSide: LoanCoApplicantSide;
  LoanCoApplicantStatus: LoanCoApplicantStatus;
  LoanCreditAssessment: ResolverTypeWrapper<RestLoanCreditAssessment>;
  LoanDeclineReason: LoanDeclineReason;
  LoanDisbursement: ResolverTypeWrapper<RestLoanDisbursement>;
  LoanDisbursementStatus: LoanDisbursementStatus;
  LoanEmployment: LoanEmployment;
  LoanHousehold: ResolverTypeWrapper<RestLoanHousehold>;
  LoanLifecycle: ResolverTypeWrapper<RestLoanLifecycle>;
  LoanPage: ResolverTypeWrapper<GraphLoanPage>;
  LoanPaymentAssessment: ResolverTypeWrapper<RestLoanPaymentAssessment>;
  LoanPaymentRow: ResolverTypeWrapper<LoanPaymentRow>;
  LoanPaymentSchedule: ResolverTypeWrapper<LoanPaymentSchedule>;
  LoanPayoutAttempt: ResolverTypeWrapper<RestLoanPayoutAttempt>;
  LoanPersonalDetails: ResolverTypeWrapper<RestLoanPersonalDetails>;
  LoanRepayment: ResolverTypeWrapper<RestLoanRepayment>;
  LoanRepaymentState: LoanRepaymentState;
  LoanRole: LoanRole;
  LoanSigning: ResolverTypeWrapper<RestLoanSigning>;
  LoanStatus: LoanStatus;
  LogContractStepInput: LogContractStepInput;
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  Message: ResolverTypeWrapper<RestMessage>;
  MessageAttachment: ResolverTypeWrapper<RestMessageAttachment>;
  MessageFraudDetection: ResolverTypeWrapper<RestFraudDetection>;
  MessageFraudDetectionPage: ResolverTypeWrapper<GraphMessageFraudDetectionPage>;
  MessagePage: ResolverTypeWrapper<RestMessagePage>;
  MissingProfileField: ResolverTypeWrapper<RestMissingField>;
  MobileAppVersion: ResolverTypeWrapper<MobileAppVersion>;
  MobileLoginActivation: ResolverTypeWrapper<GraphMobileLoginActivation>;
  MobilePlatform: MobilePlatform;
  MoveOutIssue: ResolverTypeWrapper<RestMoveOutIssue>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<RestNotification>;
  NotificationIdInput: NotificationIdInput;
  NotificationMethod: NotificationMethod;
  NotificationPage: ResolverTypeWrapper<GraphNotificationPage>;
  NotificationSetting: ResolverTypeWrapper<RestNotificationSetting>;
  NotificationSettingInput: NotificationSettingInput;
  NotificationType: NotificationType;
  OpenApplicationConversationInput: OpenApplicationConversationInput;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  PaymentClaim: ResolverTypeWrapper<RestScheduleClaim>;
  PaymentClaimStatus: PaymentClaimStatus;
  PaymentHistory: ResolverTypeWrapper<RestPaymentHistory>;
  PaymentHistoryMonth: ResolverTypeWrapper<RestPaymentHistoryMonth>;
  PaymentOutcome: PaymentOutcome;
  PaymentRecordEffect: PaymentRecordEffect;
  PaymentSchedule: ResolverTypeWrapper<GraphPaymentSchedule>;
  PaymentScheduleItem: ResolverTypeWrapper<RestScheduleItem>;
  PaymentScheduleItemLock: PaymentScheduleItemLock;
  PaymentScheduleItemRef: PaymentScheduleItemRef;
  PaymentScheduleItemStatus: PaymentScheduleItemStatus;
  PaymentScheduleTotals: ResolverTypeWrapper<RestScheduleTotals>;
  PaymentScheduleUtilityLine: ResolverTypeWrapper<RestScheduleUtilityLine>;
  PaymentServicesContract: ResolverTypeWrapper<RestPaymentServicesContract>;
  PaymentServicesContractPage: ResolverTypeWrapper<GraphPaymentServicesContractPage>;
  Payout: ResolverTypeWrapper<RestFinancePayout>;
  PayoutFilter: PayoutFilter;
  PayoutMethod: ResolverTypeWrapper<RestPayoutMethod>;
  PayoutPage: ResolverTypeWrapper<GraphPayoutPage>;
  PayoutStatus: PayoutStatus;
  PayoutTotals: ResolverTypeWrapper<RestPayoutTotals>;
  Pet: ResolverTypeWrapper<RestPet>;
  PetFieldsInput: PetFieldsInput;
  PetKind: PetKind;
  PetPhoto: ResolverTypeWrapper<RestPetPhoto>;
  Phone: ResolverTypeWrapper<RestPhone>;
  PhoneInput: PhoneInput;
  PhoneVerificationChallenge: ResolverTypeWrapper<GraphPhoneVerificationChallenge>;
  PlaceSuggestion: ResolverTypeWrapper<RestPlace>;
  PollClaimsPayload: ResolverTypeWrapper<PollClaimsPayload>;
  PreApproval: ResolverTypeWrapper<RestPreApproval>;
  PreApprovalInput: PreApprovalInput;
  PreApprovalPage: ResolverTypeWrapper<GraphPreApprovalPage>;
  PreApprovalStatus: PreApprovalStatus;
  PriceComparisonScope: PriceComparisonScope;
  PriceEstimate: ResolverTypeWrapper<RestPriceEstimation>;
  PriceEstimateStatus: PriceEstimateStatus;
  PricePoint: ResolverTypeWrapper<RestPricePoint>;
  PrimaryLanguage: ResolverTypeWrapper<RestLanguage>;
  PrivateNote: ResolverTypeWrapper<RestPrivateNote>;
  ProfileCompletion: ResolverTypeWrapper<Omit<ProfileCompletion, 'missingFields'> & { missingFields: Array<ResolversTypes['MissingProfileField']> }>;
  ProfileCompletionField: ProfileCompletionField;
  ProfileImage: ResolverTypeWrapper<RestProfileImage>;
  ProfileItemDeleteResult: ResolverTypeWrapper<GraphProfileItemDeleteResult>;
  ProfileItemInput: ProfileItemInput;
  ProfileReader: ProfileReader;
  ProfileReview: ResolverTypeWrapper<RestProfileReview>;
  ProfileReviewFieldsInput: ProfileReviewFieldsInput;
  ProfileUsernameInput: ProfileUsernameInput;
  ProfileViewer: ResolverTypeWrapper<ProfileViewer>;
  ProfileVisibility: ResolverTypeWrapper<ProfileVisibility>;
  PublishRequest: ResolverTypeWrapper<RestPublishRequest>;
  PublishRequestPage: ResolverTypeWrapper<GraphPublishRequestPage>;
  PublishRequestStatus: PublishRequestStatus;
  PushDevice: ResolverTypeWrapper<RestPushDevice>;
  PushDeviceIdInput: PushDeviceIdInput;
  PushPlatform: PushPlatform;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadInspectionMeterInput: ReadInspectionMeterInput;
  RecordGuaranteeClaimRulingInput: RecordGuaranteeClaimRulingInput;
  RefreshSessionInput: RefreshSessionInput;
  RegenerateConversationSummaryInput: RegenerateConversationSummaryInput;
  RegisterInput: RegisterInput;
  RegisterPushDeviceInput: RegisterPushDeviceInput;
  RegistryAddress: ResolverTypeWrapper<RestRegistryAddress>;
  RegistryProperty: ResolverTypeWrapper<RestRegistryProperty>;
  RegistryPropertyPage: ResolverTypeWrapper<GraphRegistryPropertyPage>;
  RegistryUnit: ResolverTypeWrapper<RestRegistryUnit>;
  RejectApplicationsInput: RejectApplicationsInput;
  RejectPublishRequestInput: RejectPublishRequestInput;
  RemoveContractCollaboratorInput: RemoveContractCollaboratorInput;
  RemoveCorenterInput: RemoveCorenterInput;
  RemoveDefaultInterestRateInput: RemoveDefaultInterestRateInput;
  RemoveGuaranteeClaimLineInput: RemoveGuaranteeClaimLineInput;
  RemoveInspectionKeysInput: RemoveInspectionKeysInput;
  RemoveInspectionUserInput: RemoveInspectionUserInput;
  RemoveInterestsInput: RemoveInterestsInput;
  RemovePaymentScheduleItemInput: RemovePaymentScheduleItemInput;
  RemovePaymentScheduleItemPayload: ResolverTypeWrapper<GraphRemovedScheduleItem>;
  RenewPreApprovalInput: RenewPreApprovalInput;
  RentalApplication: ResolverTypeWrapper<RestApplication>;
  RentalApplicationFilter: RentalApplicationFilter;
  RentalApplicationIdInput: RentalApplicationIdInput;
  RentalApplicationListing: ResolverTypeWrapper<RestApplicationListing>;
  RentalApplicationOrder: RentalApplicationOrder;
  RentalApplicationPage: ResolverTypeWrapper<GraphRentalApplicationPage>;
  RentalApplicationStatus: RentalApplicationStatus;
  RentalApplicationType: RentalApplicationType;
  RentalGuarantee: ResolverTypeWrapper<RestGuarantee>;
  RentalGuaranteeApplicant: ResolverTypeWrapper<RestGuaranteeApplicant>;
  RentalGuaranteeApplicantInvitation: ResolverTypeWrapper<RestGuaranteeApplicantInvitation>;
  RentalGuaranteeLifecycle: ResolverTypeWrapper<RestGuaranteeLifecycle>;
  RentalGuaranteeList: ResolverTypeWrapper<Omit<RentalGuaranteeList, 'items'> & { items: Array<ResolversTypes['RentalGuarantee']> }>;
  RentalGuaranteePage: ResolverTypeWrapper<GraphRentalGuaranteePage>;
  RentalGuaranteeStatementPdf: ResolverTypeWrapper<RentalGuaranteeStatementPdf>;
  RentalProfile: ResolverTypeWrapper<GraphRentalProfile>;
  ReorderListingPhotosInput: ReorderListingPhotosInput;
  ReplySuggestions: ResolverTypeWrapper<GraphReplySuggestions>;
  RequestCreditScoreUpdateInput: RequestCreditScoreUpdateInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResolveCreditScoreUpdateRequestInput: ResolveCreditScoreUpdateRequestInput;
  RespondToGuaranteeClaimInput: RespondToGuaranteeClaimInput;
  RetryLoanPayoutInput: RetryLoanPayoutInput;
  ReviewAuthor: ResolverTypeWrapper<ReviewAuthor>;
  SaveSearchInput: SaveSearchInput;
  SavedSearch: ResolverTypeWrapper<RestSavedSearch>;
  SavedSearchIdInput: SavedSearchIdInput;
  SavedSearchPage: ResolverTypeWrapper<GraphSavedSearchPage>;
  ScamDetectionCounts: ResolverTypeWrapper<RestScamDetectionCounts>;
  ScamDetectionOverview: ResolverTypeWrapper<RestScamOverview>;
  ScamOverviewUser: ResolverTypeWrapper<RestScamOverviewUser>;
  ScamSignal: ResolverTypeWrapper<RestScamSignal>;
  ScamSignalCode: ScamSignalCode;
  SecurityType: SecurityType;
  SendPhoneVerificationCodeInput: SendPhoneVerificationCodeInput;
  SensitiveResource: SensitiveResource;
  SensitiveResourceInfo: ResolverTypeWrapper<GraphSensitiveResourceInfo>;
  SessionMode: SessionMode;
  SessionTokens: ResolverTypeWrapper<SessionTokens>;
  SetApplicationConsideredInput: SetApplicationConsideredInput;
  SetContractRealEstateInput: SetContractRealEstateInput;
  SetCurrentlyBasedInput: SetCurrentlyBasedInput;
  SetGuaranteeSpreadPaymentsInput: SetGuaranteeSpreadPaymentsInput;
  SetInspectionAttendanceInput: SetInspectionAttendanceInput;
  SetInspectionSubjectInput: SetInspectionSubjectInput;
  SetLoanApplicantsInput: SetLoanApplicantsInput;
  SetLoanCoApplicantHouseholdInput: SetLoanCoApplicantHouseholdInput;
  SetLoanHouseholdInput: SetLoanHouseholdInput;
  SetLoanPersonalDetailsInput: SetLoanPersonalDetailsInput;
  SetMobileAppVersionInput: SetMobileAppVersionInput;
  SetPaymentHistoryShownInput: SetPaymentHistoryShownInput;
  SetPrimaryLanguageInput: SetPrimaryLanguageInput;
  SetPrimaryPhoneInput: SetPrimaryPhoneInput;
  SetVisibilityInput: SetVisibilityInput;
  SpecialGroupUsage: SpecialGroupUsage;
  SpecialTerm: ResolverTypeWrapper<RestSpecialTerm>;
  SpecialTermTemplate: ResolverTypeWrapper<RestSpecialTermTemplate>;
  StaffBill: ResolverTypeWrapper<RestStaffBill>;
  StaffBillPatchInput: StaffBillPatchInput;
  StaffFinanceAction: ResolverTypeWrapper<RestStaffFinanceAction>;
  StaffFinanceChange: ResolverTypeWrapper<RestStaffFinanceChange>;
  StaffGuaranteeClaim: ResolverTypeWrapper<StaffGuaranteeClaim>;
  StaffGuaranteeClaimPage: ResolverTypeWrapper<StaffGuaranteeClaimPage>;
  StaffItemAction: ResolverTypeWrapper<RestStaffItemAction>;
  StaffPaymentActionInput: StaffPaymentActionInput;
  StaffPayout: ResolverTypeWrapper<RestStaffPayout>;
  StaffPayoutPatchInput: StaffPayoutPatchInput;
  StaffPayoutState: ResolverTypeWrapper<RestStaffPayoutState>;
  StartEidInput: StartEidInput;
  StartGuaranteeIdentityConfirmationInput: StartGuaranteeIdentityConfirmationInput;
  StartMobileLoginActivationInput: StartMobileLoginActivationInput;
  StartedConversation: ResolverTypeWrapper<RestStartedConversation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuggestRepliesInput: SuggestRepliesInput;
  TenantInsights: ResolverTypeWrapper<RestTenantInsights>;
  TermsStatus: ResolverTypeWrapper<RestTermsStatus>;
  TimelineItem: ResolverTypeWrapper<RestTimelineItem>;
  TimelineItemKind: TimelineItemKind;
  TimelinePage: ResolverTypeWrapper<RestTimelinePage>;
  UpdateApplicationAnswersInput: UpdateApplicationAnswersInput;
  UpdateChildInput: UpdateChildInput;
  UpdateContractAmenitiesInput: UpdateContractAmenitiesInput;
  UpdateContractInput: UpdateContractInput;
  UpdateContractMaintenanceInput: UpdateContractMaintenanceInput;
  UpdateContractPartyInput: UpdateContractPartyInput;
  UpdateContractUnitInput: UpdateContractUnitInput;
  UpdateContractUtilitiesInput: UpdateContractUtilitiesInput;
  UpdateContractUtilityInput: UpdateContractUtilityInput;
  UpdateEducationInput: UpdateEducationInput;
  UpdateEmployerInput: UpdateEmployerInput;
  UpdateGuaranteeClaimInput: UpdateGuaranteeClaimInput;
  UpdateInspectionAddendumInput: UpdateInspectionAddendumInput;
  UpdateInspectionIssueInput: UpdateInspectionIssueInput;
  UpdateInspectionUserInput: UpdateInspectionUserInput;
  UpdateListingInput: UpdateListingInput;
  UpdateNotificationSettingsInput: UpdateNotificationSettingsInput;
  UpdatePaymentScheduleItemInput: UpdatePaymentScheduleItemInput;
  UpdatePetInput: UpdatePetInput;
  UpdatePreApprovalIncomesInput: UpdatePreApprovalIncomesInput;
  UpdatePrivateNoteInput: UpdatePrivateNoteInput;
  UpdateProfileReviewInput: UpdateProfileReviewInput;
  UpdateRentalProfileInput: UpdateRentalProfileInput;
  UpdateSavedSearchInput: UpdateSavedSearchInput;
  UpdateSpecialTermInput: UpdateSpecialTermInput;
  UpdateUserInput: UpdateUserInput;
  UpdateVisibilitySettingInput: UpdateVisibilitySettingInput;
  UseSpecialTermTemplateInput: UseSpecialTermTemplateInput;
  User: ResolverTypeWrapper<RestUser>;
  UserFilter: UserFilter;
  UserIdInput: UserIdInput;
  UserPage: ResolverTypeWrapper<GraphUserPage>;
  UserRentalGuarantees: ResolverTypeWrapper<Omit<UserRentalGuarantees, 'asLandlord' | 'asTenant'> & { asLandlord: ResolversTypes['RentalGuaranteeList'], asTenant: ResolversTypes['RentalGuaranteeList'] }>;
  UserType: UserType;
  VerifyPhoneInput: VerifyPhoneInput;
  VisibilityOption: VisibilityOption;
  VisibilityOptionInfo: ResolverTypeWrapper<GraphVisibilityOptionInfo>;
  VisibilitySetting: ResolverTypeWrapper<RestVisibilitySetting>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptApplicationInput: AcceptApplicationInput;
  AcceptApplicationPayload: GraphAcceptApplicationPayload;
  AcceptGuaranteeApplicantInvitationInput: AcceptGuaranteeApplicantInvitationInput;
  Ack: Ack;
  AddChildInput: AddChildInput;
  AddContractPartyInput: AddContractPartyInput;
  AddDefaultInterestRateInput: AddDefaultInterestRateInput;
  AddEducationInput: AddEducationInput;
  AddEmailAddressInput: AddEmailAddressInput;
  AddEmailAddressPayload: GraphAddEmailAddressPayload;
  AddEmployerInput: AddEmployerInput;
  AddIndexValueInput: AddIndexValueInput;
  AddInspectionCommentInput: AddInspectionCommentInput;
  AddInspectionDefectInput: AddInspectionDefectInput;
  AddInspectionIssueInput: AddInspectionIssueInput;
  AddInspectionKeysInput: AddInspectionKeysInput;
  AddInspectionMeterInput: AddInspectionMeterInput;
  AddInspectionRoomInput: AddInspectionRoomInput;
  AddInspectionUserInput: AddInspectionUserInput;
  AddInterestInput: AddInterestInput;
  AddKeyHandoverInput: AddKeyHandoverInput;
  AddLivingCostReferenceInput: AddLivingCostReferenceInput;
  AddMeterReadingInput: AddMeterReadingInput;
  AddPaymentScheduleItemInput: AddPaymentScheduleItemInput;
  AddPayoutMethodInput: AddPayoutMethodInput;
  AddPetInput: AddPetInput;
  AddPhoneInput: AddPhoneInput;
  AddPhonePayload: GraphAddPhonePayload;
  AddProfileReviewInput: AddProfileReviewInput;
  AddressLookupInput: AddressLookupInput;
  AddressMatch: AddressMatch;
  AdminListingFilter: AdminListingFilter;
  AgentSuggestion: RestAgentSuggestion;
  AnswerGuaranteeCancellationInput: AnswerGuaranteeCancellationInput;
  AnswerGuaranteeClaimRejectionInput: AnswerGuaranteeClaimRejectionInput;
  ApplicationAnswer: RestAnswer;
  ApplicationAnswerInput: ApplicationAnswerInput;
  ApplicationCoverPhoto: ApplicationCoverPhoto;
  ApplicationTenant: RestApplicationTenant;
  ApplyForListingInput: ApplyForListingInput;
  ApprovePublishRequestInput: ApprovePublishRequestInput;
  AssessLoanInput: AssessLoanInput;
  AssessRentalGuaranteeInput: AssessRentalGuaranteeInput;
  AttachLoanContractInput: AttachLoanContractInput;
  Attachment: RestAttachment;
  AuthPayload: GraphAuthPayload;
  AverageProfileCompletion: RestAverageCompletion;
  BankAccountCheck: GraphBankAccountCheck;
  Bill: RestBill;
  Boolean: Scalars['Boolean']['output'];
  BoundingBox: GraphBoundingBox;
  BoundingBoxInput: BoundingBoxInput;
  ChangeContractCollaboratorAccessInput: ChangeContractCollaboratorAccessInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckEidLoginInput: CheckEidLoginInput;
  Child: RestChild;
  CommitContractInput: CommitContractInput;
  CommitGuaranteeClaimInput: CommitGuaranteeClaimInput;
  CommitInspectionReportInput: CommitInspectionReportInput;
  ConfigureLoanInput: ConfigureLoanInput;
  ConfirmEmailInput: ConfirmEmailInput;
  ConfirmPasswordResetInput: ConfirmPasswordResetInput;
  ConnectConversationContractsInput: ConnectConversationContractsInput;
  ConnectConversationListingsInput: ConnectConversationListingsInput;
  Consent: RestConsent;
  ConsentIdInput: ConsentIdInput;
  ConsentList: RestConsents;
  Contract: RestContract;
  ContractAddress: RestContractAddress;
  ContractAgent: RestContractAgent;
  ContractAgentInput: ContractAgentInput;
  ContractBankAccount: RestContractBankAccount;
  ContractCollaborator: RestContractCollaboratorDetail;
  ContractCollaboratorInvitation: RestCollaboratorInvitation;
  ContractESignature: RestESignatureStatus;
  ContractEmail: RestContractEmail;
  ContractEmailInput: ContractEmailInput;
  ContractEntity: RestContractEntity;
  ContractEvent: RestContractEvent;
  ContractEventActor: RestContractEventActor;
  ContractFilter: ContractFilter;
  ContractIdInput: ContractIdInput;
  ContractInvitation: RestCollaboratorInvitationPreview;
  ContractInvitationAnswerInput: ContractInvitationAnswerInput;
  ContractMaintenance: RestContractMaintenance;
  ContractMeterReading: RestContractMeterReading;
  ContractPage: GraphContractPage;
  ContractPayee: RestContractPayee;
  ContractPayeeInput: ContractPayeeInput;
  ContractPaymentServices: RestPaymentServices;
  ContractPayoutMethod: RestContractPayoutMethod;
  ContractPdf: RestContractPdf;
  ContractPhone: RestContractPhone;
  ContractPhoneInput: ContractPhoneInput;
  ContractPrivateNoteInput: ContractPrivateNoteInput;
  ContractRealEstate: RestContractRealEstate;
  ContractRestrictions: RestContractRestrictions;
  ContractRestrictionsInput: ContractRestrictionsInput;
  ContractSigner: RestSigner;
  ContractSigningLink: ContractSigningLink;
  ContractSigningProcess: RestSigningProcess;
  ContractSpecialTermInput: ContractSpecialTermInput;
  ContractTerminationReason: RestContractTerminationReason;
  ContractUnit: RestContractUnit;
  ContractUtility: RestContractUtility;
  ContractUtilityInput: ContractUtilityInput;
  ContractValidStep: RestContractValidStep;
  Conversation: RestConversation;
  ConversationContract: GraphConversationContract;
  ConversationEvent: RestConversationEvent;
  ConversationLinks: RestConversationLinks;
  ConversationListing: RestConversationListing;
  ConversationPage: GraphConversationPage;
  ConversationParticipant: RestConversationParticipant;
  ConversationSummary: RestConversationSummary;
  ConversationSummaryPage: GraphConversationSummaryPage;
  CorenterRequest: RestCorenterRequest;
  CorrectDefaultInterestRateInput: CorrectDefaultInterestRateInput;
  CorrectIndexValueInput: CorrectIndexValueInput;
  CreateContractFromConversationInput: CreateContractFromConversationInput;
  CreateContractInput: CreateContractInput;
  CreateConversationSummaryInput: CreateConversationSummaryInput;
  CreateGuaranteeClaimInput: CreateGuaranteeClaimInput;
  CreateInspectionAddendumInput: CreateInspectionAddendumInput;
  CreateInspectionReportInput: CreateInspectionReportInput;
  CreateListingInput: CreateListingInput;
  CreateRentalGuaranteeInput: CreateRentalGuaranteeInput;
  CreditScore: RestCreditScore;
  CreditScoreUpdateRequest: RestCreditScoreUpdateRequest;
  CreditScoreUpdateRequestPage: GraphCreditScoreUpdateRequestPage;
  CurrentlyBased: RestCurrentlyBased;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DecideRentalGuaranteeInput: DecideRentalGuaranteeInput;
  DeclineInspectionReportInput: DeclineInspectionReportInput;
  DefaultInterestRate: DefaultInterestRate;
  DefaultInterestRateAuthor: DefaultInterestRateAuthor;
  DeleteInspectionPhotoInput: DeleteInspectionPhotoInput;
  DeletePayload: GraphDeletePayload;
  DeleteResult: GraphDeleteResult;
  DenyApplicationInput: DenyApplicationInput;
  Education: RestEducation;
  EducationFieldsInput: EducationFieldsInput;
  EducationalInstitution: RestInstitution;
  EidChallenge: RestEidChallenge;
  EidLoginResult: GraphEidLoginResult;
  EmailAddress: RestEmailAddress;
  EmailAddressInput: EmailAddressInput;
  Employer: RestEmployer;
  EmployerFieldsInput: EmployerFieldsInput;
  EntityAutofill: RestEntityAutofill;
  FieldError: FieldError;
  FileDownloadLink: RestFileLink;
  FillInspectionRoomInput: FillInspectionRoomInput;
  Float: Scalars['Float']['output'];
  FraudDetectionMessage: RestFraudDetectionMessage;
  FraudWarning: RestFraudWarning;
  GiveConsentInput: GiveConsentInput;
  GuaranteeApplicantInvitationInput: GuaranteeApplicantInvitationInput;
  GuaranteeCancellationRequest: GuaranteeCancellationRequest;
  GuaranteeClaim: RestGuaranteeClaim;
  GuaranteeClaimFile: RestGuaranteeClaimFile;
  GuaranteeClaimLine: RestGuaranteeClaimLine;
  GuaranteeClaimLineAnswerInput: GuaranteeClaimLineAnswerInput;
  GuaranteeClaimLineInput: GuaranteeClaimLineInput;
  GuaranteeClaimList: RestGuaranteeClaimList;
  GuaranteeClaimRefInput: GuaranteeClaimRefInput;
  GuaranteeClaimRuling: GuaranteeClaimRuling;
  GuaranteeSigning: GuaranteeSigning;
  GuaranteeStaffDecision: GuaranteeStaffDecision;
  GuaranteeStatementInfo: GuaranteeStatementInfo;
  HmsRejectionError: HmsRejectionError;
  HmsSubmission: RestHmsSubmissionView;
  HmsSubmissionAttempt: RestHmsAttempt;
  HmsSubmissionContract: RestHmsSubmissionContract;
  HmsSubmissionPage: GraphHmsSubmissionPage;
  HmsSubmissionParty: RestHmsParty;
  ID: Scalars['ID']['output'];
  IcelandicBankAccount: RestIcelandicFormat;
  IdentityConfirmationStart: RestGuaranteeIdentityStart;
  IdentityConfirmationStatus: RestGuaranteeIdentityStatus;
  Income: RestIncome;
  IncomeFigures: IncomeFigures;
  IncomeGroup: IncomeGroup;
  IncomeInput: IncomeInput;
  IncomeMonth: IncomeMonth;
  IncomeProperty: IncomeProperty;
  IncomeSummary: IncomeSummary;
  IndexValue: RestIndexValue;
  IndexValueAuthor: RestIndexValueAuthor;
  IndexValuePage: GraphIndexValuePage;
  IndexedRentMonth: RestIndexedRentMonth;
  IndexedRentSchedule: RestIndexedRent;
  InitiatePreApprovalInput: InitiatePreApprovalInput;
  InspectionAddendum: InspectionAddendum;
  InspectionAddendumIdInput: InspectionAddendumIdInput;
  InspectionAttendee: InspectionAttendee;
  InspectionAttendeeInput: InspectionAttendeeInput;
  InspectionComment: InspectionComment;
  InspectionCommentPage: InspectionCommentPage;
  InspectionDefectPhoto: InspectionDefectPhoto;
  InspectionDefectWindow: InspectionDefectWindow;
  InspectionESignature: InspectionESignature;
  InspectionFireSafety: InspectionFireSafety;
  InspectionFireSafetyCheck: InspectionFireSafetyCheck;
  InspectionIssue: RestInspectionIssue;
  InspectionIssueIdInput: InspectionIssueIdInput;
  InspectionKeyTransaction: InspectionKeyTransaction;
  InspectionMeterReading: InspectionMeterReading;
  InspectionPaperScan: InspectionPaperScan;
  InspectionPhoto: RestInspectionPhoto;
  InspectionReport: RestInspectionReport;
  InspectionReportIdInput: InspectionReportIdInput;
  InspectionReportPage: GraphInspectionReportPage;
  InspectionReportPdf: InspectionReportPdf;
  InspectionRoomIdInput: InspectionRoomIdInput;
  InspectionSigner: InspectionSigner;
  InspectionSigningLink: InspectionSigningLink;
  InspectionSigningProcess: InspectionSigningProcess;
  InspectionStepCheck: InspectionStepCheck;
  InspectionStepProblem: InspectionStepProblem;
  InspectionSubject: RestInspectionSubject;
  InspectionUnit: RestInspectionUnit;
  InspectionUser: RestInspectionUser;
  Int: Scalars['Int']['output'];
  Interest: RestInterest;
  InviteContractCollaboratorInput: InviteContractCollaboratorInput;
  InviteCorenterInput: InviteCorenterInput;
  InviteGuaranteeApplicantInput: InviteGuaranteeApplicantInput;
  InviteLoanCoApplicantInput: InviteLoanCoApplicantInput;
  Invoice: RestInvoice;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: GraphInvoicePage;
  InvoiceTotals: RestInvoiceTotals;
  KeyHandover: RestKeyTransaction;
  LandlordInsights: RestLandlordInsights;
  LedgerFinding: RestLedgerFinding;
  LedgerProblem: RestLedgerProblem;
  LedgerReconciliation: RestLedgerReconciliation;
  LedgerReconciliationPage: GraphLedgerReconciliationPage;
  LinkedApplication: RestLinkedApplication;
  LinkedContract: RestLinkedContract;
  LinkedListing: RestLinkedListing;
  Listing: GraphListing;
  ListingApplicationInsights: RestListingInsights;
  ListingFieldsInput: ListingFieldsInput;
  ListingFraudCheck: RestListingFraudCheck;
  ListingIdInput: ListingIdInput;
  ListingOwner: RestListingOwner;
  ListingPage: GraphListingPage;
  ListingPhoto: RestListingPhoto;
  ListingPhotoInput: ListingPhotoInput;
  ListingPublish: RestListingPublish;
  ListingPublishPage: GraphListingPublishPage;
  ListingQuestion: ListingQuestion;
  ListingQuestionInput: ListingQuestionInput;
  ListingSearchFilter: RestSearchFilters;
  ListingSearchInput: ListingSearchInput;
  ListingSignal: RestListingSignal;
  ListingStep: RestListingStep;
  LivingCostReference: LivingCostReference;
  LivingCostReferenceAuthor: LivingCostReferenceAuthor;
  LlmUsageDay: RestLlmUsageDay;
  LlmUsageReport: RestLlmUsageReport;
  Loan: RestLoan;
  LoanAgreementPdf: LoanAgreementPdf;
  LoanCoApplicant: RestLoanCoApplicant;
  LoanCreditAssessment: RestLoanCreditAssessment;
  LoanDisbursement: RestLoanDisbursement;
  LoanHousehold: RestLoanHousehold;
  LoanLifecycle: RestLoanLifecycle;
  LoanPage: GraphLoanPage;
  LoanPaymentAssessment: RestLoanPaymentAssessment;
  LoanPaymentRow: LoanPaymentRow;
  LoanPaymentSchedule: LoanPaymentSchedule;
  LoanPayoutAttempt: RestLoanPayoutAttempt;
  LoanPersonalDetails: RestLoanPersonalDetails;
  LoanRepayment: RestLoanRepayment;
  LoanSigning: RestLoanSigning;
  LogContractStepInput: LogContractStepInput;
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  Message: RestMessage;
  MessageAttachment: RestMessageAttachment;
  MessageFraudDetection: RestFraudDetection;
  MessageFraudDetectionPage: GraphMessageFraudDetectionPage;
  MessagePage: RestMessagePage;
  MissingProfileField: RestMissingField;
  MobileAppVersion: MobileAppVersion;
  MobileLoginActivation: GraphMobileLoginActivation;
  MoveOutIssue: RestMoveOutIssue;
  Mutation: Record<PropertyKey, never>;
  Notification: RestNotification;
  NotificationIdInput: NotificationIdInput;
  NotificationPage: GraphNotificationPage;
  NotificationSetting: RestNotificationSetting;
  NotificationSettingInput: NotificationSettingInput;
  OpenApplicationConversationInput: OpenApplicationConversationInput;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  PaymentClaim: RestScheduleClaim;
  PaymentHistory: RestPaymentHistory;
  PaymentHistoryMonth: RestPaymentHistoryMonth;
  PaymentSchedule: GraphPaymentSchedule;
  PaymentScheduleItem: RestScheduleItem;
  PaymentScheduleItemRef: PaymentScheduleItemRef;
  PaymentScheduleTotals: RestScheduleTotals;
  PaymentScheduleUtilityLine: RestScheduleUtilityLine;
  PaymentServicesContract: RestPaymentServicesContract;
  PaymentServicesContractPage: GraphPaymentServicesContractPage;
  Payout: RestFinancePayout;
  PayoutFilter: PayoutFilter;
  PayoutMethod: RestPayoutMethod;
  PayoutPage: GraphPayoutPage;
  PayoutTotals: RestPayoutTotals;
  Pet: RestPet;
  PetFieldsInput: PetFieldsInput;
  PetPhoto: RestPetPhoto;
  Phone: RestPhone;
  PhoneInput: PhoneInput;
  PhoneVerificationChallenge: GraphPhoneVerificationChallenge;
  PlaceSuggestion: RestPlace;
  PollClaimsPayload: PollClaimsPayload;
  PreApproval: RestPreApproval;
  PreApprovalInput: PreApprovalInput;
  PreApprovalPage: GraphPreApprovalPage;
  PriceEstimate: RestPriceEstimation;
  PricePoint: RestPricePoint;
  PrimaryLanguage: RestLanguage;
  PrivateNote: RestPrivateNote;
  ProfileCompletion: Omit<ProfileCompletion, 'missingFields'> & { missingFields: Array<ResolversParentTypes['MissingProfileField']> };
  ProfileImage: RestProfileImage;
  ProfileItemDeleteResult: GraphProfileItemDeleteResult;
  ProfileItemInput: ProfileItemInput;
  ProfileReview: RestProfileReview;
  ProfileReviewFieldsInput: ProfileReviewFieldsInput;
  ProfileUsernameInput: ProfileUsernameInput;
  ProfileViewer: ProfileViewer;
  ProfileVisibility: ProfileVisibility;
  PublishRequest: RestPublishRequest;
  PublishRequestPage: GraphPublishRequestPage;
  PushDevice: RestPushDevice;
  PushDeviceIdInput: PushDeviceIdInput;
  Query: Record<PropertyKey, never>;
  ReadInspectionMeterInput: ReadInspectionMeterInput;
  RecordGuaranteeClaimRulingInput: RecordGuaranteeClaimRulingInput;
  RefreshSessionInput: RefreshSessionInput;
  RegenerateConversationSummaryInput: RegenerateConversationSummaryInput;
  RegisterInput: RegisterInput;
  RegisterPushDeviceInput: RegisterPushDeviceInput;
  RegistryAddress: RestRegistryAddress;
  RegistryProperty: RestRegistryProperty;
  RegistryPropertyPage: GraphRegistryPropertyPage;
  RegistryUnit: RestRegistryUnit;
  RejectApplicationsInput: RejectApplicationsInput;
  RejectPublishRequestInput: RejectPublishRequestInput;
  RemoveContractCollaboratorInput: RemoveContractCollaboratorInput;
  RemoveCorenterInput: RemoveCorenterInput;
  RemoveDefaultInterestRateInput: RemoveDefaultInterestRateInput;
  RemoveGuaranteeClaimLineInput: RemoveGuaranteeClaimLineInput;
  RemoveInspectionKeysInput: RemoveInspectionKeysInput;
  RemoveInspectionUserInput: RemoveInspectionUserInput;
  RemoveInterestsInput: RemoveInterestsInput;
  RemovePaymentScheduleItemInput: RemovePaymentScheduleItemInput;
  RemovePaymentScheduleItemPayload: GraphRemovedScheduleItem;
  RenewPreApprovalInput: RenewPreApprovalInput;
  RentalApplication: RestApplication;
  RentalApplicationFilter: RentalApplicationFilter;
  RentalApplicationIdInput: RentalApplicationIdInput;
  RentalApplicationListing: RestApplicationListing;
  RentalApplicationPage: GraphRentalApplicationPage;
  RentalGuarantee: RestGuarantee;
  RentalGuaranteeApplicant: RestGuaranteeApplicant;
  RentalGuaranteeApplicantInvitation: RestGuaranteeApplicantInvitation;
  RentalGuaranteeLifecycle: RestGuaranteeLifecycle;
  RentalGuaranteeList: Omit<RentalGuaranteeList, 'items'> & { items: Array<ResolversParentTypes['RentalGuarantee']> };
  RentalGuaranteePage: GraphRentalGuaranteePage;
  RentalGuaranteeStatementPdf: RentalGuaranteeStatementPdf;
  RentalProfile: GraphRentalProfile;
  ReorderListingPhotosInput: ReorderListingPhotosInput;
  ReplySuggestions: GraphReplySuggestions;
  RequestCreditScoreUpdateInput: RequestCreditScoreUpdateInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResolveCreditScoreUpdateRequestInput: ResolveCreditScoreUpdateRequestInput;
  RespondToGuaranteeClaimInput: RespondToGuaranteeClaimInput;
  RetryLoanPayoutInput: RetryLoanPayoutInput;
  ReviewAuthor: ReviewAuthor;
  SaveSearchInput: SaveSearchInput;
  SavedSearch: RestSavedSearch;
  SavedSearchIdInput: SavedSearchIdInput;
  SavedSearchPage: GraphSavedSearchPage;
  ScamDetectionCounts: RestScamDetectionCounts;
  ScamDetectionOverview: RestScamOverview;
  ScamOverviewUser: RestScamOverviewUser;
  ScamSignal: RestScamSignal;
  SendPhoneVerificationCodeInput: SendPhoneVerificationCodeInput;
  SensitiveResourceInfo: GraphSensitiveResourceInfo;
  SessionTokens: SessionTokens;
  SetApplicationConsideredInput: SetApplicationConsideredInput;
  SetContractRealEstateInput: SetContractRealEstateInput;
  SetCurrentlyBasedInput: SetCurrentlyBasedInput;
  SetGuaranteeSpreadPaymentsInput: SetGuaranteeSpreadPaymentsInput;
  SetInspectionAttendanceInput: SetInspectionAttendanceInput;
  SetInspectionSubjectInput: SetInspectionSubjectInput;
  SetLoanApplicantsInput: SetLoanApplicantsInput;
  SetLoanCoApplicantHouseholdInput: SetLoanCoApplicantHouseholdInput;
  SetLoanHouseholdInput: SetLoanHouseholdInput;
  SetLoanPersonalDetailsInput: SetLoanPersonalDetailsInput;
  SetMobileAppVersionInput: SetMobileAppVersionInput;
  SetPaymentHistoryShownInput: SetPaymentHistoryShownInput;
  SetPrimaryLanguageInput: SetPrimaryLanguageInput;
  SetPrimaryPhoneInput: SetPrimaryPhoneInput;
  SetVisibilityInput: SetVisibilityInput;
  SpecialTerm: RestSpecialTerm;
  SpecialTermTemplate: RestSpecialTermTemplate;
  StaffBill: RestStaffBill;
  StaffBillPatchInput: StaffBillPatchInput;
  StaffFinanceAction: RestStaffFinanceAction;
  StaffFinanceChange: RestStaffFinanceChange;
  StaffGuaranteeClaim: StaffGuaranteeClaim;
  StaffGuaranteeClaimPage: StaffGuaranteeClaimPage;
  StaffItemAction: RestStaffItemAction;
  StaffPaymentActionInput: StaffPaymentActionInput;
  StaffPayout: RestStaffPayout;
  StaffPayoutPatchInput: StaffPayoutPatchInput;
  StaffPayoutState: RestStaffPayoutState;
  StartEidInput: StartEidInput;
  StartGuaranteeIdentityConfirmationInput: StartGuaranteeIdentityConfirmationInput;
  StartMobileLoginActivationInput: StartMobileLoginActivationInput;
  StartedConversation: RestStartedConversation;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SuggestRepliesInput: SuggestRepliesInput;
  TenantInsights: RestTenantInsights;
  TermsStatus: RestTermsStatus;
  TimelineItem: RestTimelineItem;
  TimelinePage: RestTimelinePage;
  UpdateApplicationAnswersInput: UpdateApplicationAnswersInput;
  UpdateChildInput: UpdateChildInput;
  UpdateContractAmenitiesInput: UpdateContractAmenitiesInput;
  UpdateContractInput: UpdateContractInput;
  UpdateContractMaintenanceInput: UpdateContractMaintenanceInput;
  UpdateContractPartyInput: UpdateContractPartyInput;
  UpdateContractUnitInput: UpdateContractUnitInput;
  UpdateContractUtilitiesInput: UpdateContractUtilitiesInput;
  UpdateContractUtilityInput: UpdateContractUtilityInput;
  UpdateEducationInput: UpdateEducationInput;
  UpdateEmployerInput: UpdateEmployerInput;
  UpdateGuaranteeClaimInput: UpdateGuaranteeClaimInput;
  UpdateInspectionAddendumInput: UpdateInspectionAddendumInput;
  UpdateInspectionIssueInput: UpdateInspectionIssueInput;
  UpdateInspectionUserInput: UpdateInspectionUserInput;
  UpdateListingInput: UpdateListingInput;
  UpdateNotificationSettingsInput: UpdateNotificationSettingsInput;
  UpdatePaymentScheduleItemInput: UpdatePaymentScheduleItemInput;
  UpdatePetInput: UpdatePetInput;
  UpdatePreApprovalIncomesInput: UpdatePreApprovalIncomesInput;
  UpdatePrivateNoteInput: UpdatePrivateNoteInput;
  UpdateProfileReviewInput: UpdateProfileReviewInput;
  UpdateRentalProfileInput: UpdateRentalProfileInput;
  UpdateSavedSearchInput: UpdateSavedSearchInput;
  UpdateSpecialTermInput: UpdateSpecialTermInput;
  UpdateUserInput: UpdateUserInput;
  UpdateVisibilitySettingInput: UpdateVisibilitySettingInput;
  UseSpecialTermTemplateInput: UseSpecialTermTemplateInput;
  User: RestUser;
  UserFilter: UserFilter;
  UserIdInput: UserIdInput;
  UserPage: GraphUserPage;
  UserRentalGuarantees: Omit<UserRentalGuarantees, 'asLandlord' | 'asTenant'> & { asLandlord: ResolversParentTypes['RentalGuaranteeList'], asTenant: ResolversParentTypes['RentalGuaranteeList'] };
  VerifyPhoneInput: VerifyPhoneInput;
  VisibilityOptionInfo: GraphVisibilityOptionInfo;
  VisibilitySetting: RestVisibilitySetting;
};

export type AcceptApplicationPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AcceptApplicationPayload'] = ResolversParentTypes['AcceptApplicationPayload']> = {
  application?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType>;
  others?: Resolver<Array<ResolversTypes['RentalApplication']>, ParentType, ContextType>;
};

export type AckResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Ack'] = ResolversParentTypes['Ack']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AddEmailAddressPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AddEmailAddressPayload'] = ResolversParentTypes['AddEmailAddressPayload']> = {
  emailAddress?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type AddPhonePayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AddPhonePayload'] = ResolversParentTypes['AddPhonePayload']> = {
  phone?: Resolver<ResolversTypes['Phone'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type AddressMatchResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AddressMatch'] = ResolversParentTypes['AddressMatch']> = {
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  precision?: Resolver<ResolversTypes['AddressPrecision'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentSuggestionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AgentSuggestion'] = ResolversParentTypes['AgentSuggestion']> = {
  emails?: Resolver<Array<ResolversTypes['ContractEmail']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifierCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isIndividual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['ContractPhone']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AgentSuggestionSource'], ParentType, ContextType>;
};

export type AgentSuggestionSourceResolvers = EnumResolverSignature<{ PREVIOUS?: any, REGISTRY?: any }, ResolversTypes['AgentSuggestionSource']>;

export type AiFeatureResolvers = EnumResolverSignature<{ CONVERSATION_SUMMARY?: any, LISTING_FRAUD?: any, MESSAGE_FRAUD?: any, REPLY_SUGGESTION?: any }, ResolversTypes['AiFeature']>;

export type AiProviderKindResolvers = EnumResolverSignature<{ LOCAL?: any, OPENAI_COMPATIBLE?: any }, ResolversTypes['AiProviderKind']>;

export type AmenityResolvers = EnumResolverSignature<{ BALCONY?: any, BIKE_STORAGE?: any, DISHWASHER?: any, DRYER?: any, EV_CHARGER?: any, FIBER_INTERNET?: any, FIREPLACE?: any, GARAGE?: any, GARDEN?: any, HOT_TUB?: any, MOUNTAIN_VIEW?: any, PARKING?: any, SAUNA?: any, SEA_VIEW?: any, STORAGE?: any, TERRACE?: any, WASHING_MACHINE?: any, WHEELCHAIR_ACCESS?: any }, ResolversTypes['Amenity']>;

export type ApplicationAnswerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApplicationAnswer'] = ResolversParentTypes['ApplicationAnswer']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationCoverPhotoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApplicationCoverPhoto'] = ResolversParentTypes['ApplicationCoverPhoto']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeholder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationTenantResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApplicationTenant'] = ResolversParentTypes['ApplicationTenant']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isProtected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AttachmentKind'], ParentType, ContextType>;
};

export type AttachmentKindResolvers = EnumResolverSignature<{ CRIMINAL_RECORD?: any, OTHER?: any, PAYCHECK?: any, REFERENCE?: any, REVIEW_PDF?: any }, ResolversTypes['AttachmentKind']>;

export type AuthPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type AverageProfileCompletionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AverageProfileCompletion'] = ResolversParentTypes['AverageProfileCompletion']> = {
  average?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profilesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BankAccountCheckResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['BankAccountCheck'] = ResolversParentTypes['BankAccountCheck']> = {
  holderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icelandicFormat?: Resolver<Maybe<ResolversTypes['IcelandicBankAccount']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BillResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Bill'] = ResolversParentTypes['Bill']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimStatus?: Resolver<Maybe<ResolversTypes['PaymentClaimStatus']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  finalDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  interestAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentFeeRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BoundingBoxResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['BoundingBox'] = ResolversParentTypes['BoundingBox']> = {
  east?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  north?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  south?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  west?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ChildResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Child'] = ResolversParentTypes['Child']> = {
  birthYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sharedCustody?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Consent'] = ResolversParentTypes['Consent']> = {
  givenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConsentType'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsentListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConsentList'] = ResolversParentTypes['ConsentList']> = {
  items?: Resolver<Array<ResolversTypes['Consent']>, ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['TermsStatus'], ParentType, ContextType>;
};

export type ConsentTypeResolvers = EnumResolverSignature<{ CREDIT_CHECK?: any, MARKETING?: any, TERMS?: any }, ResolversTypes['ConsentType']>;

export type ContractResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  amenities?: Resolver<Maybe<Array<ResolversTypes['Amenity']>>, ParentType, ContextType>;
  amenitySuggestions?: Resolver<Array<ResolversTypes['Amenity']>, ParentType, ContextType>;
  collaboratorInvitations?: Resolver<Array<ResolversTypes['ContractCollaboratorInvitation']>, ParentType, ContextType>;
  collaborators?: Resolver<Array<ResolversTypes['ContractCollaborator']>, ParentType, ContextType>;
  committed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eSignature?: Resolver<ResolversTypes['ContractESignature'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ContractEvent']>, ParentType, ContextType>;
  fireHazardComplyDeclaration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fireHazardEscapeRoutes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fireHazardHandFireExtinguishers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fireHazardSmokeDetectors?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fixturesDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hmsSubmission?: Resolver<Maybe<ResolversTypes['HmsSubmission']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indexBaseMonth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  indexBaseValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  indexedRent?: Resolver<ResolversTypes['IndexedRentSchedule'], ParentType, ContextType, Partial<ContractIndexedRentArgs>>;
  inspectionReports?: Resolver<Array<ResolversTypes['InspectionReport']>, ParentType, ContextType>;
  insuranceAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  insuranceType?: Resolver<Maybe<ResolversTypes['ContractInsuranceType']>, ParentType, ContextType>;
  isDefinite?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isIndexed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keyHandovers?: Resolver<Array<ResolversTypes['KeyHandover']>, ParentType, ContextType>;
  landlords?: Resolver<Array<ResolversTypes['ContractEntity']>, ParentType, ContextType>;
  listingType?: Resolver<Maybe<ResolversTypes['ListingType']>, ParentType, ContextType>;
  maintenance?: Resolver<Maybe<ResolversTypes['ContractMaintenance']>, ParentType, ContextType>;
  paidWithCash?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payee?: Resolver<Maybe<ResolversTypes['ContractPayee']>, ParentType, ContextType>;
  paymentSchedule?: Resolver<Maybe<ResolversTypes['PaymentSchedule']>, ParentType, ContextType>;
  payor?: Resolver<Maybe<ResolversTypes['ContractPayee']>, ParentType, ContextType>;
  payoutAccountCheck?: Resolver<Maybe<ResolversTypes['BankAccountCheck']>, ParentType, ContextType>;
  payoutMethod?: Resolver<Maybe<ResolversTypes['ContractPayoutMethod']>, ParentType, ContextType>;
  pdf?: Resolver<ResolversTypes['ContractPdf'], ParentType, ContextType, Partial<ContractPdfArgs>>;
  prePaidRentAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  prePaidRentMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceEstimate?: Resolver<ResolversTypes['PriceEstimate'], ParentType, ContextType>;
  privateNotes?: Resolver<Array<ResolversTypes['PrivateNote']>, ParentType, ContextType>;
  realEstate?: Resolver<Maybe<ResolversTypes['ContractRealEstate']>, ParentType, ContextType>;
  restrictions?: Resolver<ResolversTypes['ContractRestrictions'], ParentType, ContextType>;
  rooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  signType?: Resolver<Maybe<ResolversTypes['ContractSignType']>, ParentType, ContextType>;
  skipIdCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smokeDetectorCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  specialGroupUsage?: Resolver<Maybe<ResolversTypes['SpecialGroupUsage']>, ParentType, ContextType>;
  specialTerms?: Resolver<Array<ResolversTypes['SpecialTerm']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  tenants?: Resolver<Array<ResolversTypes['ContractEntity']>, ParentType, ContextType>;
  terminationReasons?: Resolver<Array<ResolversTypes['ContractTerminationReason']>, ParentType, ContextType>;
  terminationTermLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  utilities?: Resolver<Array<ResolversTypes['ContractUtility']>, ParentType, ContextType>;
  validSteps?: Resolver<Array<ResolversTypes['ContractValidStep']>, ParentType, ContextType>;
  viewerAccess?: Resolver<ResolversTypes['ContractAccess'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContractAccessResolvers = EnumResolverSignature<{ EDIT?: any, READ?: any }, ResolversTypes['ContractAccess']>;

export type ContractAddressResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractAddress'] = ResolversParentTypes['ContractAddress']> = {
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractAgentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractAgent'] = ResolversParentTypes['ContractAgent']> = {
  emails?: Resolver<Array<ResolversTypes['ContractEmail']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifierCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isIndividual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['ContractPhone']>, ParentType, ContextType>;
};

export type ContractBankAccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractBankAccount'] = ResolversParentTypes['ContractBankAccount']> = {
  holderKennitala?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractCollaboratorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractCollaborator'] = ResolversParentTypes['ContractCollaborator']> = {
  accessType?: Resolver<ResolversTypes['ContractCollaboratorAccess'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContractCollaboratorAccessResolvers = EnumResolverSignature<{ R?: any, W?: any }, ResolversTypes['ContractCollaboratorAccess']>;

export type ContractCollaboratorInvitationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractCollaboratorInvitation'] = ResolversParentTypes['ContractCollaboratorInvitation']> = {
  accessType?: Resolver<ResolversTypes['ContractCollaboratorAccess'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviter?: Resolver<Maybe<ResolversTypes['ContractEventActor']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractInvitationStatus'], ParentType, ContextType>;
};

export type ContractESignatureResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractESignature'] = ResolversParentTypes['ContractESignature']> = {
  process?: Resolver<Maybe<ResolversTypes['ContractSigningProcess']>, ParentType, ContextType>;
  signers?: Resolver<Array<ResolversTypes['ContractSigner']>, ParentType, ContextType>;
  viewerCanSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContractEmailResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractEmail'] = ResolversParentTypes['ContractEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ContractEntityResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractEntity'] = ResolversParentTypes['ContractEntity']> = {
  agents?: Resolver<Array<ResolversTypes['ContractAgent']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['ContractEmail']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifierCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isIndividual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['ContractPhone']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ContractPartyRole'], ParentType, ContextType>;
};

export type ContractEventResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractEvent'] = ResolversParentTypes['ContractEvent']> = {
  actor?: Resolver<Maybe<ResolversTypes['ContractEventActor']>, ParentType, ContextType>;
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signType?: Resolver<Maybe<ResolversTypes['ContractSignType']>, ParentType, ContextType>;
};

export type ContractEventActorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractEventActor'] = ResolversParentTypes['ContractEventActor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContractInspectionPayerResolvers = EnumResolverSignature<{ LANDLORD?: any, SPLIT?: any, TENANT?: any }, ResolversTypes['ContractInspectionPayer']>;

export type ContractInsuranceTypeResolvers = EnumResolverSignature<{ BANK_GUARANTEE?: any, DEPOSIT?: any, INSURANCE?: any, LANDLORD_MUTUAL_FUND?: any, OTHER?: any, RENTAL_GUARANTEE?: any, THIRD_PARTY_GUARANTEE?: any }, ResolversTypes['ContractInsuranceType']>;

export type ContractInvitationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractInvitation'] = ResolversParentTypes['ContractInvitation']> = {
  accessType?: Resolver<ResolversTypes['ContractCollaboratorAccess'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['ContractAddress']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviter?: Resolver<Maybe<ResolversTypes['ContractEventActor']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractInvitationStatus'], ParentType, ContextType>;
};

export type ContractInvitationStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, DECLINED?: any, PENDING?: any, RETRACTED?: any }, ResolversTypes['ContractInvitationStatus']>;

export type ContractMaintenanceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractMaintenance'] = ResolversParentTypes['ContractMaintenance']> = {
  inspection?: Resolver<ResolversTypes['ContractMoveInInspection'], ParentType, ContextType>;
  inspectionPaidBy?: Resolver<Maybe<ResolversTypes['ContractInspectionPayer']>, ParentType, ContextType>;
  inspectorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maintenanceNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantDuties?: Resolver<Array<ResolversTypes['ContractMaintenanceDuty']>, ParentType, ContextType>;
};

export type ContractMaintenanceDutyResolvers = EnumResolverSignature<{ APPLIANCES?: any, COMMON_AREAS_CLEANING?: any, GARDEN?: any, INTERIOR_PAINTING?: any, MINOR_REPAIRS?: any, SNOW_CLEARING?: any }, ResolversTypes['ContractMaintenanceDuty']>;

export type ContractMeterReadingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractMeterReading'] = ResolversParentTypes['ContractMeterReading']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  meterNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ContractMoveInInspectionResolvers = EnumResolverSignature<{ INDEPENDENT?: any, JOINT?: any }, ResolversTypes['ContractMoveInInspection']>;

export type ContractPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractPage'] = ResolversParentTypes['ContractPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractPartyRoleResolvers = EnumResolverSignature<{ LANDLORD?: any, TENANT?: any }, ResolversTypes['ContractPartyRole']>;

export type ContractPayeeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractPayee'] = ResolversParentTypes['ContractPayee']> = {
  entityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifierCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractPaymentServicesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractPaymentServices'] = ResolversParentTypes['ContractPaymentServices']> = {
  actions?: Resolver<Array<ResolversTypes['StaffFinanceAction']>, ParentType, ContextType>;
  bills?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['StaffPayout']>, ParentType, ContextType>;
};

export type ContractPayoutMethodResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractPayoutMethod'] = ResolversParentTypes['ContractPayoutMethod']> = {
  bankAccount?: Resolver<ResolversTypes['ContractBankAccount'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ContractPdfResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractPdf'] = ResolversParentTypes['ContractPdf']> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractPdfLanguageResolvers = EnumResolverSignature<{ EN?: any, IS?: any }, ResolversTypes['ContractPdfLanguage']>;

export type ContractPhoneResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractPhone'] = ResolversParentTypes['ContractPhone']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractRealEstateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractRealEstate'] = ResolversParentTypes['ContractRealEstate']> = {
  address?: Resolver<ResolversTypes['ContractAddress'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  landregId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['ContractUnit']>, ParentType, ContextType>;
};

export type ContractRestrictionsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractRestrictions'] = ResolversParentTypes['ContractRestrictions']> = {
  sexAllowed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sexAllowedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContractSignTypeResolvers = EnumResolverSignature<{ ELECTRONIC?: any, PAPER?: any }, ResolversTypes['ContractSignType']>;

export type ContractSignerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractSigner'] = ResolversParentTypes['ContractSigner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastRemindedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ContractPartyRole'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractSignerStatus'], ParentType, ContextType>;
};

export type ContractSignerStatusResolvers = EnumResolverSignature<{ DECLINED?: any, PENDING?: any, SIGNED?: any }, ResolversTypes['ContractSignerStatus']>;

export type ContractSigningLinkResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractSigningLink'] = ResolversParentTypes['ContractSigningLink']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractSigningProcessResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractSigningProcess'] = ResolversParentTypes['ContractSigningProcess']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractSigningStatus'], ParentType, ContextType>;
};

export type ContractSigningStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, EXPIRED?: any, FAILED?: any, PENDING?: any, SIGNED?: any, STARTING?: any }, ResolversTypes['ContractSigningStatus']>;

export type ContractStatusResolvers = EnumResolverSignature<{ COMMITTED?: any, DRAFT?: any, REGISTERED?: any, SIGNED?: any, SIGNING?: any }, ResolversTypes['ContractStatus']>;

export type ContractTerminationReasonResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractTerminationReason'] = ResolversParentTypes['ContractTerminationReason']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractUnitResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractUnit'] = ResolversParentTypes['ContractUnit']> = {
  changedSize?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fireInsuranceValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  propertyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractUtilityResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractUtility'] = ResolversParentTypes['ContractUtility']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  meterReadings?: Resolver<Array<ResolversTypes['ContractMeterReading']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidByTenant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['ContractUtilityTag'], ParentType, ContextType>;
};

export type ContractUtilityTagResolvers = EnumResolverSignature<{ ELECTRICITY?: any, HEATING?: any, HOUSEFUND?: any, OTHER?: any }, ResolversTypes['ContractUtilityTag']>;

export type ContractValidStepResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContractValidStep'] = ResolversParentTypes['ContractValidStep']> = {
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stepName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ConversationEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastReadMessageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  links?: Resolver<ResolversTypes['ConversationLinks'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['ConversationListing']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, Partial<ConversationMessagesArgs>>;
  participants?: Resolver<Array<ResolversTypes['ConversationParticipant']>, ParentType, ContextType>;
  timeline?: Resolver<ResolversTypes['TimelinePage'], ParentType, ContextType, Partial<ConversationTimelineArgs>>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationContractResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationContract'] = ResolversParentTypes['ConversationContract']> = {
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  conversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType>;
};

export type ConversationEventResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationEvent'] = ResolversParentTypes['ConversationEvent']> = {
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConversationEventKind'], ParentType, ContextType>;
};

export type ConversationEventKindResolvers = EnumResolverSignature<{ APPLICATION_ACCEPTED?: any, APPLICATION_DENIED?: any, APPLICATION_SENT?: any, APPLICATION_WITHDRAWN?: any, CONTRACT_REGISTERED?: any, CONTRACT_SENT_FOR_SIGNING?: any, CONTRACT_SIGNED?: any }, ResolversTypes['ConversationEventKind']>;

export type ConversationLinksResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationLinks'] = ResolversParentTypes['ConversationLinks']> = {
  applications?: Resolver<Array<ResolversTypes['LinkedApplication']>, ParentType, ContextType>;
  contracts?: Resolver<Array<ResolversTypes['LinkedContract']>, ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['LinkedListing']>, ParentType, ContextType>;
};

export type ConversationListingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationListing'] = ResolversParentTypes['ConversationListing']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConversationOrderResolvers = EnumResolverSignature<{ NEWEST?: any, UNREAD?: any }, ResolversTypes['ConversationOrder']>;

export type ConversationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationPage'] = ResolversParentTypes['ConversationPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConversationParticipantResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationParticipant'] = ResolversParentTypes['ConversationParticipant']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConversationSummaryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationSummary'] = ResolversParentTypes['ConversationSummary']> = {
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isExtractive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  messageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerKind?: Resolver<ResolversTypes['AiProviderKind'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ConversationSummaryPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversationSummaryPage'] = ResolversParentTypes['ConversationSummaryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ConversationSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CorenterRequestResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CorenterRequest'] = ResolversParentTypes['CorenterRequest']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviteEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  replacesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  respondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CorenterRequestStatus'], ParentType, ContextType>;
};

export type CorenterRequestStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, DECLINED?: any, PENDING?: any, REPLACED?: any, RETRACTED?: any }, ResolversTypes['CorenterRequestStatus']>;

export type CreditResultStatusResolvers = EnumResolverSignature<{ NO_DOMICILE?: any, ON_DEFAULT_REGISTER?: any, SCORED?: any }, ResolversTypes['CreditResultStatus']>;

export type CreditScoreResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreditScore'] = ResolversParentTypes['CreditScore']> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CreditResultStatus'], ParentType, ContextType>;
};

export type CreditScoreUpdateRequestResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreditScoreUpdateRequest'] = ResolversParentTypes['CreditScoreUpdateRequest']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preApprovalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolutionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CreditScoreUpdateRequestStatus'], ParentType, ContextType>;
};

export type CreditScoreUpdateRequestPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreditScoreUpdateRequestPage'] = ResolversParentTypes['CreditScoreUpdateRequestPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CreditScoreUpdateRequest']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreditScoreUpdateRequestStatusResolvers = EnumResolverSignature<{ OPEN?: any, RESOLVED?: any }, ResolversTypes['CreditScoreUpdateRequestStatus']>;

export type CurrentlyBasedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CurrentlyBased'] = ResolversParentTypes['CurrentlyBased']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DefaultInterestRateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DefaultInterestRate'] = ResolversParentTypes['DefaultInterestRate']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['DefaultInterestRateAuthor']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hasStarted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  yearlyBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearlyPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DefaultInterestRateAuthorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DefaultInterestRateAuthor'] = ResolversParentTypes['DefaultInterestRateAuthor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeletePayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type DeleteResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DurationTypeResolvers = EnumResolverSignature<{ FIXED?: any, INDEFINITE?: any }, ResolversTypes['DurationType']>;

export type EducationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Education'] = ResolversParentTypes['Education']> = {
  endYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type EducationalInstitutionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EducationalInstitution'] = ResolversParentTypes['EducationalInstitution']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InstitutionKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EidChallengeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EidChallenge'] = ResolversParentTypes['EidChallenge']> = {
  status?: Resolver<ResolversTypes['EidStatus'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EidLoginResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EidLoginResult'] = ResolversParentTypes['EidLoginResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EidStatus'], ParentType, ContextType>;
};

export type EidStatusResolvers = EnumResolverSignature<{ COMPLETE?: any, FAILED?: any, PENDING?: any }, ResolversTypes['EidStatus']>;

export type EmailAddressResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailAddress'] = ResolversParentTypes['EmailAddress']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EmployerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Employer'] = ResolversParentTypes['Employer']> = {
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type EntityAutofillResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EntityAutofill'] = ResolversParentTypes['EntityAutofill']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isIndividual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileDownloadLinkResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FileDownloadLink'] = ResolversParentTypes['FileDownloadLink']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FraudDetectionMessageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FraudDetectionMessage'] = ResolversParentTypes['FraudDetectionMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FraudReviewStatusResolvers = EnumResolverSignature<{ CONFIRMED_SCAM?: any, DISMISSED?: any, PENDING?: any }, ResolversTypes['FraudReviewStatus']>;

export type FraudWarningResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FraudWarning'] = ResolversParentTypes['FraudWarning']> = {
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  signals?: Resolver<Array<ResolversTypes['ScamSignal']>, ParentType, ContextType>;
};

export type GuaranteeApplicantInvitationStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, DECLINED?: any, DELETED?: any, PENDING?: any }, ResolversTypes['GuaranteeApplicantInvitationStatus']>;

export type GuaranteeApplicantRoleResolvers = EnumResolverSignature<{ CO_APPLICANT?: any, GUARANTOR?: any, MAIN?: any }, ResolversTypes['GuaranteeApplicantRole']>;

export type GuaranteeCancellationRequestResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeCancellationRequest'] = ResolversParentTypes['GuaranteeCancellationRequest']> = {
  answerReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['GuaranteeParty'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GuaranteeCancellationStatus'], ParentType, ContextType>;
};

export type GuaranteeCancellationStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, PENDING?: any, REJECTED?: any }, ResolversTypes['GuaranteeCancellationStatus']>;

export type GuaranteeClaimResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeClaim'] = ResolversParentTypes['GuaranteeClaim']> = {
  acceptedAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  committedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentUserRole?: Resolver<ResolversTypes['GuaranteeRole'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['GuaranteeClaimFile']>, ParentType, ContextType>;
  guaranteeAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guaranteeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  heldCover?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeemedAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastClaimDay?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['GuaranteeClaimLine']>, ParentType, ContextType>;
  obligeeRespondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  principalRespondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remainingCover?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  ruling?: Resolver<Maybe<ResolversTypes['GuaranteeClaimRuling']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GuaranteeClaimStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['GuaranteeClaimType'], ParentType, ContextType>;
};

export type GuaranteeClaimEvidenceKindResolvers = EnumResolverSignature<{ INVOICE?: any, PHOTO?: any }, ResolversTypes['GuaranteeClaimEvidenceKind']>;

export type GuaranteeClaimFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeClaimFile'] = ResolversParentTypes['GuaranteeClaimFile']> = {
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GuaranteeClaimEvidenceKind'], ParentType, ContextType>;
  lineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuaranteeClaimLineResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeClaimLine'] = ResolversParentTypes['GuaranteeClaimLine']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inspectionIssueIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['GuaranteeClaimLineResponse']>, ParentType, ContextType>;
  responseReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['GuaranteeClaimLineType'], ParentType, ContextType>;
};

export type GuaranteeClaimLineResponseResolvers = EnumResolverSignature<{ ACCEPTED?: any, REJECTED?: any }, ResolversTypes['GuaranteeClaimLineResponse']>;

export type GuaranteeClaimLineTypeResolvers = EnumResolverSignature<{ CLEANING?: any, DAMAGE?: any, OTHER?: any, UNPAID_RENT?: any, UTILITIES?: any }, ResolversTypes['GuaranteeClaimLineType']>;

export type GuaranteeClaimListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeClaimList'] = ResolversParentTypes['GuaranteeClaimList']> = {
  heldCover?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GuaranteeClaim']>, ParentType, ContextType>;
  remainingCover?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GuaranteeClaimObligeeDecisionResolvers = EnumResolverSignature<{ ACCEPT_REJECTION?: any, REFER?: any }, ResolversTypes['GuaranteeClaimObligeeDecision']>;

export type GuaranteeClaimRulingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeClaimRuling'] = ResolversParentTypes['GuaranteeClaimRuling']> = {
  awardedAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['GuaranteeClaimRulingBody'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ruledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type GuaranteeClaimRulingBodyResolvers = EnumResolverSignature<{ COMPLAINTS_COMMITTEE?: any, COURT?: any }, ResolversTypes['GuaranteeClaimRulingBody']>;

export type GuaranteeClaimStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, CANCELLED?: any, DISPUTED?: any, DRAFT?: any, LAPSED?: any, PAID?: any, PENDING_OBLIGEE_RESPONSE?: any, PENDING_PRINCIPAL_RESPONSE?: any }, ResolversTypes['GuaranteeClaimStatus']>;

export type GuaranteeClaimTypeResolvers = EnumResolverSignature<{ DAMAGE?: any, DEFAULT?: any }, ResolversTypes['GuaranteeClaimType']>;

export type GuaranteeDecisionResolvers = EnumResolverSignature<{ APPROVED?: any, DECLINED?: any, NEEDS_GUARANTOR?: any }, ResolversTypes['GuaranteeDecision']>;

export type GuaranteeInvitationSideResolvers = EnumResolverSignature<{ INVITEE?: any, INVITER?: any, STAFF?: any }, ResolversTypes['GuaranteeInvitationSide']>;

export type GuaranteePartyResolvers = EnumResolverSignature<{ OBLIGEE?: any, PRINCIPAL?: any }, ResolversTypes['GuaranteeParty']>;

export type GuaranteeRoleResolvers = EnumResolverSignature<{ CO_APPLICANT?: any, GUARANTOR?: any, OBLIGEE?: any, PRINCIPAL?: any, STAFF?: any }, ResolversTypes['GuaranteeRole']>;

export type GuaranteeSigningResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeSigning'] = ResolversParentTypes['GuaranteeSigning']> = {
  documentHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuaranteeStaffDecisionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeStaffDecision'] = ResolversParentTypes['GuaranteeStaffDecision']> = {
  decidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['GuaranteeStaffDecisionKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuaranteeStatementInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuaranteeStatementInfo'] = ResolversParentTypes['GuaranteeStatementInfo']> = {
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuaranteeStatusResolvers = EnumResolverSignature<{ ACTIVE?: any, APPLICATION_EXPIRED?: any, APPROVED?: any, ASSESSED?: any, CANCELLATION_REQUESTED?: any, CANCELLED?: any, COMMITTED?: any, DECLINED?: any, DRAFT?: any, ENDED?: any, EXPIRED?: any, ISSUED?: any, NEEDS_GUARANTOR?: any }, ResolversTypes['GuaranteeStatus']>;

export type HmsAttemptOutcomeResolvers = EnumResolverSignature<{ ERROR?: any, REGISTERED?: any, REJECTED?: any, STARTED?: any, TIMEOUT?: any, UNAVAILABLE?: any }, ResolversTypes['HmsAttemptOutcome']>;

export type HmsRejectionErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HmsRejectionError'] = ResolversParentTypes['HmsRejectionError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HmsSubmissionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HmsSubmission'] = ResolversParentTypes['HmsSubmission']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attemptsHistory?: Resolver<Array<ResolversTypes['HmsSubmissionAttempt']>, ParentType, ContextType>;
  contract?: Resolver<ResolversTypes['HmsSubmissionContract'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  registeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionErrors?: Resolver<Array<ResolversTypes['HmsRejectionError']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HmsSubmissionStatus'], ParentType, ContextType>;
};

export type HmsSubmissionAttemptResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HmsSubmissionAttempt'] = ResolversParentTypes['HmsSubmissionAttempt']> = {
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['HmsAttemptOutcome'], ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type HmsSubmissionContractResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HmsSubmissionContract'] = ResolversParentTypes['HmsSubmissionContract']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landlords?: Resolver<Array<ResolversTypes['HmsSubmissionParty']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenants?: Resolver<Array<ResolversTypes['HmsSubmissionParty']>, ParentType, ContextType>;
};

export type HmsSubmissionPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HmsSubmissionPage'] = ResolversParentTypes['HmsSubmissionPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HmsSubmission']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HmsSubmissionPartyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HmsSubmissionParty'] = ResolversParentTypes['HmsSubmissionParty']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HmsSubmissionStatusResolvers = EnumResolverSignature<{ FAILED?: any, PENDING?: any, REGISTERED?: any, REJECTED?: any, SUBMITTING?: any }, ResolversTypes['HmsSubmissionStatus']>;

export type IcelandicBankAccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IcelandicBankAccount'] = ResolversParentTypes['IcelandicBankAccount']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderKennitala?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ledger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdentityConfirmationStartResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IdentityConfirmationStart'] = ResolversParentTypes['IdentityConfirmationStart']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdentityConfirmationStateResolvers = EnumResolverSignature<{ COMPLETE?: any, FAILED?: any, PENDING?: any }, ResolversTypes['IdentityConfirmationState']>;

export type IdentityConfirmationStatusResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IdentityConfirmationStatus'] = ResolversParentTypes['IdentityConfirmationStatus']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['IdentityConfirmationState'], ParentType, ContextType>;
};

export type IncomeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Income'] = ResolversParentTypes['Income']> = {
  employerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['IncomeSource'], ParentType, ContextType>;
};

export type IncomeFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IncomeFigures'] = ResolversParentTypes['IncomeFigures']> = {
  defaultInterest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidOut?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  utilities?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IncomeGroupResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IncomeGroup'] = ResolversParentTypes['IncomeGroup']> = {
  formBox?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IncomeKind'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['IncomeProperty']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['IncomeFigures'], ParentType, ContextType>;
};

export type IncomeMonthResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IncomeMonth'] = ResolversParentTypes['IncomeMonth']> = {
  figures?: Resolver<ResolversTypes['IncomeFigures'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IncomePropertyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IncomeProperty'] = ResolversParentTypes['IncomeProperty']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['IncomeMonth']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['IncomeFigures'], ParentType, ContextType>;
};

export type IncomeSourceResolvers = EnumResolverSignature<{ MANUAL?: any, PAYSLIP?: any }, ResolversTypes['IncomeSource']>;

export type IncomeSummaryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IncomeSummary'] = ResolversParentTypes['IncomeSummary']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['IncomeGroup']>, ParentType, ContextType>;
  isResidentialOverLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['IncomeFigures'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IndexValueResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IndexValue'] = ResolversParentTypes['IndexValue']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['IndexValueAuthor']>, ParentType, ContextType>;
  monthKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IndexValueAuthorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IndexValueAuthor'] = ResolversParentTypes['IndexValueAuthor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IndexValuePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IndexValuePage'] = ResolversParentTypes['IndexValuePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['IndexValue']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IndexedRentMonthResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IndexedRentMonth'] = ResolversParentTypes['IndexedRentMonth']> = {
  indexValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IndexedRentMonthStatus'], ParentType, ContextType>;
};

export type IndexedRentMonthStatusResolvers = EnumResolverSignature<{ BEFORE_BASE?: any, MISSING_INDEX?: any, NOT_INDEXED?: any, OK?: any }, ResolversTypes['IndexedRentMonthStatus']>;

export type IndexedRentScheduleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IndexedRentSchedule'] = ResolversParentTypes['IndexedRentSchedule']> = {
  baseMonth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  baseValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isIndexed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['IndexedRentMonth']>, ParentType, ContextType>;
};

export type InspectionAddendumResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionAddendum'] = ResolversParentTypes['InspectionAddendum']> = {
  committedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['InspectionDefectPhoto']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InspectionAddendumStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionAttendeeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionAttendee'] = ResolversParentTypes['InspectionAttendee']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  present?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['InspectionRole'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InspectionCommentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionComment'] = ResolversParentTypes['InspectionComment']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionCommentPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionCommentPage'] = ResolversParentTypes['InspectionCommentPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InspectionComment']>, ParentType, ContextType>;
};

export type InspectionConditionResolvers = EnumResolverSignature<{ DAMAGED?: any, GOOD?: any, MISSING?: any, NEW?: any, WORN?: any }, ResolversTypes['InspectionCondition']>;

export type InspectionDefectPhotoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionDefectPhoto'] = ResolversParentTypes['InspectionDefectPhoto']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InspectionDefectWindowResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionDefectWindow'] = ResolversParentTypes['InspectionDefectWindow']> = {
  code?: Resolver<Maybe<ResolversTypes['InspectionDefectWindowCode']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InspectionESignatureResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionESignature'] = ResolversParentTypes['InspectionESignature']> = {
  attendance?: Resolver<Array<ResolversTypes['InspectionAttendee']>, ParentType, ContextType>;
  paperScan?: Resolver<Maybe<ResolversTypes['InspectionPaperScan']>, ParentType, ContextType>;
  pdfSha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  process?: Resolver<Maybe<ResolversTypes['InspectionSigningProcess']>, ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reportStatus?: Resolver<ResolversTypes['InspectionStatus'], ParentType, ContextType>;
  signers?: Resolver<Array<ResolversTypes['InspectionSigner']>, ParentType, ContextType>;
  viewerCanDecline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanEditAttendance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanFinish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanRecordPaper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanStart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanWriteAddenda?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InspectionFireSafetyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionFireSafety'] = ResolversParentTypes['InspectionFireSafety']> = {
  hasIssue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InspectionFireSafetyCheck']>, ParentType, ContextType>;
};

export type InspectionFireSafetyCheckResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionFireSafetyCheck'] = ResolversParentTypes['InspectionFireSafetyCheck']> = {
  declaredCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['InspectionFireSafetyItem'], ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InspectionFireSafetyStatus'], ParentType, ContextType>;
};

export type InspectionIssueResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionIssue'] = ResolversParentTypes['InspectionIssue']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCarried?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['InspectionPhoto']>, ParentType, ContextType>;
  responsibility?: Resolver<ResolversTypes['InspectionIssueResponsibility'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['InspectionIssueSeverity'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InspectionIssueResponsibilityResolvers = EnumResolverSignature<{ LANDLORD?: any, SHARED?: any, TENANT?: any, UNDECIDED?: any }, ResolversTypes['InspectionIssueResponsibility']>;

export type InspectionIssueSeverityResolvers = EnumResolverSignature<{ MAJOR?: any, MINOR?: any, MODERATE?: any }, ResolversTypes['InspectionIssueSeverity']>;

export type InspectionKeyRecipientResolvers = EnumResolverSignature<{ AGENT?: any, INSPECTOR?: any, LANDLORD?: any, TENANT?: any }, ResolversTypes['InspectionKeyRecipient']>;

export type InspectionKeyTransactionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionKeyTransaction'] = ResolversParentTypes['InspectionKeyTransaction']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyType?: Resolver<ResolversTypes['InspectionKeyType'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['InspectionKeyRecipient'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionKeyTypeResolvers = EnumResolverSignature<{ APARTMENT?: any, FRONT_DOOR?: any, GARAGE?: any, MAILBOX?: any, OTHER?: any, STORAGE?: any }, ResolversTypes['InspectionKeyType']>;

export type InspectionKindResolvers = EnumResolverSignature<{ MOVE_IN?: any, MOVE_OUT?: any }, ResolversTypes['InspectionKind']>;

export type InspectionMeterReadingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionMeterReading'] = ResolversParentTypes['InspectionMeterReading']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meterNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['ContractUtilityTag'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type InspectionPaperScanResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionPaperScan'] = ResolversParentTypes['InspectionPaperScan']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionPhotoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionPhoto'] = ResolversParentTypes['InspectionPhoto']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InspectionReportResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionReport'] = ResolversParentTypes['InspectionReport']> = {
  address?: Resolver<Maybe<ResolversTypes['ContractAddress']>, ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['InspectionCommentPage'], ParentType, ContextType, Partial<InspectionReportCommentsArgs>>;
  committedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fireSafety?: Resolver<ResolversTypes['InspectionFireSafety'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyTransactions?: Resolver<Array<ResolversTypes['InspectionKeyTransaction']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InspectionKind'], ParentType, ContextType>;
  meterReadings?: Resolver<Array<ResolversTypes['InspectionMeterReading']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['InspectionPhoto']>, ParentType, ContextType>;
  previousReportId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  signType?: Resolver<Maybe<ResolversTypes['ContractSignType']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InspectionStatus'], ParentType, ContextType>;
  stepChecks?: Resolver<Array<ResolversTypes['InspectionStepCheck']>, ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['InspectionUnit']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['InspectionUser']>, ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUncommit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerRoles?: Resolver<Array<ResolversTypes['InspectionRole']>, ParentType, ContextType>;
};

export type InspectionReportPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionReportPage'] = ResolversParentTypes['InspectionReportPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InspectionReport']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InspectionReportPdfResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionReportPdf'] = ResolversParentTypes['InspectionReportPdf']> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionRoleResolvers = EnumResolverSignature<{ AG?: any, IN?: any, LL?: any, R?: any, TN?: any }, ResolversTypes['InspectionRole']>;

export type InspectionRoomTypeResolvers = EnumResolverSignature<{ APARTMENT?: any, BALCONY?: any, BATHROOM?: any, BEDROOM?: any, GARAGE?: any, HALLWAY?: any, KITCHEN?: any, LAUNDRY?: any, LIVING_ROOM?: any, OTHER?: any, STORAGE?: any }, ResolversTypes['InspectionRoomType']>;

export type InspectionSignerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionSigner'] = ResolversParentTypes['InspectionSigner']> = {
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declinedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['InspectionRole'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InspectionSignerStatus'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type InspectionSigningLinkResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionSigningLink'] = ResolversParentTypes['InspectionSigningLink']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionSigningProcessResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionSigningProcess'] = ResolversParentTypes['InspectionSigningProcess']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InspectionSigningProcessStatus'], ParentType, ContextType>;
};

export type InspectionStatusResolvers = EnumResolverSignature<{ DRAFT?: any, SIGNED?: any, SIGNING?: any }, ResolversTypes['InspectionStatus']>;

export type InspectionStepCheckResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionStepCheck'] = ResolversParentTypes['InspectionStepCheck']> = {
  problems?: Resolver<Array<ResolversTypes['InspectionStepProblem']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InspectionStepProblemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionStepProblem'] = ResolversParentTypes['InspectionStepProblem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionSubjectResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionSubject'] = ResolversParentTypes['InspectionSubject']> = {
  condition?: Resolver<Maybe<ResolversTypes['InspectionCondition']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCarried?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['InspectionIssue']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InspectionSubjectKind'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['InspectionPhoto']>, ParentType, ContextType>;
  previousCondition?: Resolver<Maybe<ResolversTypes['InspectionCondition']>, ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['InspectionSubjectTag'], ParentType, ContextType>;
};

export type InspectionSubjectKindResolvers = EnumResolverSignature<{ APPLIANCE?: any, FIXTURE?: any, FURNITURE?: any, SURFACE?: any }, ResolversTypes['InspectionSubjectKind']>;

export type InspectionSubjectTagResolvers = EnumResolverSignature<{ BATHTUB?: any, CABINETS?: any, CEILING?: any, COUNTERTOP?: any, DISHWASHER?: any, DOORS?: any, DRYER?: any, ELECTRICAL_PANEL?: any, ENTRANCE_DOOR?: any, EXTRACTOR_HOOD?: any, FIRE_BLANKET?: any, FIRE_EXTINGUISHER?: any, FLOOR?: any, FRIDGE?: any, INTERCOM?: any, LIGHTS?: any, MIRROR?: any, OTHER?: any, OVEN?: any, RADIATORS?: any, RAILING?: any, SHOWER?: any, SINK?: any, SMOKE_DETECTOR?: any, SOCKETS?: any, STOVE?: any, TOILET?: any, VENTILATION?: any, WALLS?: any, WARDROBE?: any, WASHING_MACHINE?: any, WINDOWS?: any }, ResolversTypes['InspectionSubjectTag']>;

export type InspectionUnitResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionUnit'] = ResolversParentTypes['InspectionUnit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['InspectionPhoto']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['InspectionSubject']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InspectionRoomType'], ParentType, ContextType>;
};

export type InspectionUserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InspectionUser'] = ResolversParentTypes['InspectionUser']> = {
  emails?: Resolver<Array<ResolversTypes['ContractEmail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isIndividual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['ContractPhone']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['InspectionRole'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type InstitutionKindResolvers = EnumResolverSignature<{ UNIVERSITY?: any, UPPER_SECONDARY?: any }, ResolversTypes['InstitutionKind']>;

export type InterestResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Interest'] = ResolversParentTypes['Interest']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimStatus?: Resolver<Maybe<ResolversTypes['PaymentClaimStatus']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  finalDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  interestAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentFeeRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['InvoiceTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceStatusFilterResolvers = EnumResolverSignature<{ CANCELLED?: any, OVERDUE?: any, PAID?: any, PARTLY_PAID?: any, UNPAID?: any }, ResolversTypes['InvoiceStatusFilter']>;

export type InvoiceTotalsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvoiceTotals'] = ResolversParentTypes['InvoiceTotals']> = {
  claimAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KeyHandoverResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['KeyHandover'] = ResolversParentTypes['KeyHandover']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['KeyHandoverDirection'], ParentType, ContextType>;
  handedOverOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KeyHandoverDirectionResolvers = EnumResolverSignature<{ TO_LANDLORD?: any, TO_TENANT?: any }, ResolversTypes['KeyHandoverDirection']>;

export type LandlordInsightsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LandlordInsights'] = ResolversParentTypes['LandlordInsights']> = {
  acceptanceRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  avgResponseHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['ListingApplicationInsights']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LanguageResolvers = EnumResolverSignature<{ DA?: any, EN?: any, IS?: any, PL?: any, UK?: any }, ResolversTypes['Language']>;

export type LedgerFindingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LedgerFinding'] = ResolversParentTypes['LedgerFinding']> = {
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['LedgerProblem']>, ParentType, ContextType>;
};

export type LedgerProblemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LedgerProblem'] = ResolversParentTypes['LedgerProblem']> = {
  actual?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['LedgerProblemCode'], ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LedgerProblemCodeResolvers = EnumResolverSignature<{ LANDLORD_OWED_MISMATCH?: any, LANDLORD_PAID_MISMATCH?: any, LOAN_COLLECTED_MISMATCH?: any, LOAN_FUNDED_MISMATCH?: any, LOAN_INCOME_MISMATCH?: any, LOAN_RECEIVABLE_MISMATCH?: any, PAID_OUT_MORE_THAN_COLLECTED?: any, PLATFORM_FEE_MISMATCH?: any, TENANT_OWES_MISMATCH?: any, TENANT_PAID_MISMATCH?: any, UNBALANCED?: any }, ResolversTypes['LedgerProblemCode']>;

export type LedgerReconciliationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LedgerReconciliation'] = ResolversParentTypes['LedgerReconciliation']> = {
  contractsChecked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contractsUnbalanced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['LedgerFinding']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBalanced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['LedgerReconciliationTrigger'], ParentType, ContextType>;
};

export type LedgerReconciliationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LedgerReconciliationPage'] = ResolversParentTypes['LedgerReconciliationPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['LedgerReconciliation']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LedgerReconciliationTriggerResolvers = EnumResolverSignature<{ SCHEDULE?: any, STAFF?: any }, ResolversTypes['LedgerReconciliationTrigger']>;

export type LinkedApplicationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LinkedApplication'] = ResolversParentTypes['LinkedApplication']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RentalApplicationStatus'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LinkedContractResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LinkedContract'] = ResolversParentTypes['LinkedContract']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LinkedListingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LinkedListing'] = ResolversParentTypes['LinkedListing']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing']> = {
  amenities?: Resolver<Maybe<Array<ResolversTypes['Amenity']>>, ParentType, ContextType>;
  availableFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bathrooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bedrooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coverPhoto?: Resolver<Maybe<ResolversTypes['ListingPhoto']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationType?: Resolver<Maybe<ResolversTypes['DurationType']>, ParentType, ContextType>;
  electricityIncluded?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fraudCheck?: Resolver<Maybe<ResolversTypes['ListingFraudCheck']>, ParentType, ContextType>;
  hasElevator?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  heatingIncluded?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  housefundIncluded?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internetIncluded?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCommercial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFurnished?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listingType?: Resolver<Maybe<ResolversTypes['ListingType']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxOccupants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minIncome?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  municipality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['ListingOwner'], ParentType, ContextType>;
  petsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ListingPhoto']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceHistory?: Resolver<Maybe<Array<ResolversTypes['PricePoint']>>, ParentType, ContextType>;
  propertyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishRequest?: Resolver<Maybe<ResolversTypes['PublishRequest']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['ListingQuestion']>>, ParentType, ContextType>;
  requiresPreApproval?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  securityMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  securityType?: Resolver<Maybe<ResolversTypes['SecurityType']>, ParentType, ContextType>;
  sizeM2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  smokingAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  steps?: Resolver<Maybe<Array<ResolversTypes['ListingStep']>>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  verification?: Resolver<Maybe<ResolversTypes['ListingVerification']>, ParentType, ContextType>;
  viewsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingApplicationInsightsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingApplicationInsights'] = ResolversParentTypes['ListingApplicationInsights']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  avgResponseHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  denied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingFraudCheckResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingFraudCheck'] = ResolversParentTypes['ListingFraudCheck']> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  passes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  signals?: Resolver<Array<ResolversTypes['ListingSignal']>, ParentType, ContextType>;
};

export type ListingOwnerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingOwner'] = ResolversParentTypes['ListingOwner']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasVerifiedPhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ListingPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingPage'] = ResolversParentTypes['ListingPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countIsCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ListingPhotoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingPhoto'] = ResolversParentTypes['ListingPhoto']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeholder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingPublishResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingPublish'] = ResolversParentTypes['ListingPublish']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  publishedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  via?: Resolver<ResolversTypes['ListingPublishVia'], ParentType, ContextType>;
};

export type ListingPublishPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingPublishPage'] = ResolversParentTypes['ListingPublishPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ListingPublish']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ListingPublishViaResolvers = EnumResolverSignature<{ RESUME?: any, REVIEW?: any, TRUSTED?: any }, ResolversTypes['ListingPublishVia']>;

export type ListingQuestionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingQuestion'] = ResolversParentTypes['ListingQuestion']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingSearchFilterResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingSearchFilter'] = ResolversParentTypes['ListingSearchFilter']> = {
  availableBy?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bbox?: Resolver<Maybe<ResolversTypes['BoundingBox']>, ParentType, ContextType>;
  commercial?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  furnished?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  municipalities?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  pets?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  postalCodes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  priceMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  q?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomsMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roomsMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sizeMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sizeMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sort?: Resolver<Maybe<ResolversTypes['ListingSort']>, ParentType, ContextType>;
  types?: Resolver<Maybe<Array<ResolversTypes['ListingType']>>, ParentType, ContextType>;
};

export type ListingSignalResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingSignal'] = ResolversParentTypes['ListingSignal']> = {
  code?: Resolver<ResolversTypes['ListingSignalCode'], ParentType, ContextType>;
  comparables?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medianPerM2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  otherListingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  photoId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pricePerM2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scamCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scope?: Resolver<Maybe<ResolversTypes['PriceComparisonScope']>, ParentType, ContextType>;
};

export type ListingSignalCodeResolvers = EnumResolverSignature<{ PRICE_FAR_BELOW?: any, REUSED_PHOTO?: any, SCAM_PHRASE?: any }, ResolversTypes['ListingSignalCode']>;

export type ListingSortResolvers = EnumResolverSignature<{ AVAILABLE_FROM?: any, NEWEST?: any, PRICE_ASC?: any, PRICE_DESC?: any, SIZE_DESC?: any }, ResolversTypes['ListingSort']>;

export type ListingStatusResolvers = EnumResolverSignature<{ ARCHIVED?: any, AWAITING_REVIEW?: any, DRAFT?: any, PAUSED?: any, PUBLISHED?: any, RENTED?: any }, ResolversTypes['ListingStatus']>;

export type ListingStepResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListingStep'] = ResolversParentTypes['ListingStep']> = {
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['ListingStepName'], ParentType, ContextType>;
};

export type ListingStepNameResolvers = EnumResolverSignature<{ AMENITIES?: any, AVAILABILITY?: any, BASICS?: any, DURATION?: any, PHOTOS?: any, PRICING?: any, PUBLISH?: any, QUESTIONS?: any, REAL_ESTATE?: any, REQUIREMENTS?: any, UTILITIES?: any }, ResolversTypes['ListingStepName']>;

export type ListingTypeResolvers = EnumResolverSignature<{ APARTMENT?: any, HOUSE?: any, OFFICE?: any, OTHER?: any, RETAIL?: any, ROOM?: any, STUDIO?: any, TOWNHOUSE?: any, WAREHOUSE?: any }, ResolversTypes['ListingType']>;

export type ListingVerificationResolvers = EnumResolverSignature<{ LANDLORD_NOT_IDENTIFIED?: any, NEEDS_REVIEW?: any, PENDING_CHECK?: any, VERIFIED?: any }, ResolversTypes['ListingVerification']>;

export type LivingCostReferenceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LivingCostReference'] = ResolversParentTypes['LivingCostReference']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['LivingCostReferenceAuthor']>, ParentType, ContextType>;
  firstAdult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherAdult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LivingCostReferenceAuthorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LivingCostReferenceAuthor'] = ResolversParentTypes['LivingCostReferenceAuthor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LlmUsageDayResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LlmUsageDay'] = ResolversParentTypes['LlmUsageDay']> = {
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feature?: Resolver<ResolversTypes['AiFeature'], ParentType, ContextType>;
  inputCharacters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inputTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outputCharacters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outputTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p50LatencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p95LatencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeouts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LlmUsageReportResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LlmUsageReport'] = ResolversParentTypes['LlmUsageReport']> = {
  days?: Resolver<Array<ResolversTypes['LlmUsageDay']>, ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type LoanResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Loan'] = ResolversParentTypes['Loan']> = {
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  borrowers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coApplicant?: Resolver<Maybe<ResolversTypes['LoanCoApplicant']>, ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditAssessment?: Resolver<Maybe<ResolversTypes['LoanCreditAssessment']>, ParentType, ContextType>;
  currentUserRole?: Resolver<ResolversTypes['LoanRole'], ParentType, ContextType>;
  firstDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  household?: Resolver<Maybe<ResolversTypes['LoanHousehold']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lifecycle?: Resolver<Maybe<ResolversTypes['LoanLifecycle']>, ParentType, ContextType>;
  monthlyPayment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  months?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paymentAssessmentRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  paymentSchedule?: Resolver<Maybe<ResolversTypes['LoanPaymentSchedule']>, ParentType, ContextType>;
  personalDetails?: Resolver<Maybe<ResolversTypes['LoanPersonalDetails']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanStatus'], ParentType, ContextType>;
};

export type LoanAgreementPdfResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanAgreementPdf'] = ResolversParentTypes['LoanAgreementPdf']> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoanCoApplicantResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanCoApplicant'] = ResolversParentTypes['LoanCoApplicant']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasHousehold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  household?: Resolver<Maybe<ResolversTypes['LoanHousehold']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  respondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanCoApplicantStatus'], ParentType, ContextType>;
  viewerSide?: Resolver<ResolversTypes['LoanCoApplicantSide'], ParentType, ContextType>;
};

export type LoanCoApplicantSideResolvers = EnumResolverSignature<{ INVITEE?: any, INVITER?: any, STAFF?: any }, ResolversTypes['LoanCoApplicantSide']>;

export type LoanCoApplicantStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, DECLINED?: any, DELETED?: any, PENDING?: any }, ResolversTypes['LoanCoApplicantStatus']>;

export type LoanCreditAssessmentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanCreditAssessment'] = ResolversParentTypes['LoanCreditAssessment']> = {
  assessedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['LoanDeclineReason']>, ParentType, ContextType>;
  paymentAssessment?: Resolver<Maybe<ResolversTypes['LoanPaymentAssessment']>, ParentType, ContextType>;
};

export type LoanDeclineReasonResolvers = EnumResolverSignature<{ DEFAULT_REGISTER?: any, NO_SCORE?: any, PAYMENT_CAPACITY?: any }, ResolversTypes['LoanDeclineReason']>;

export type LoanDisbursementResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanDisbursement'] = ResolversParentTypes['LoanDisbursement']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanDisbursementStatus'], ParentType, ContextType>;
};

export type LoanDisbursementStatusResolvers = EnumResolverSignature<{ BOOKED?: any, PENDING?: any, REJECTED?: any }, ResolversTypes['LoanDisbursementStatus']>;

export type LoanEmploymentResolvers = EnumResolverSignature<{ EMPLOYED?: any, OTHER?: any, RETIRED?: any, SELF_EMPLOYED?: any, STUDENT?: any, UNEMPLOYED?: any }, ResolversTypes['LoanEmployment']>;

export type LoanHouseholdResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanHousehold'] = ResolversParentTypes['LoanHousehold']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  carCosts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childcare?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  housingCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netIncome?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  otherLoanPayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoanLifecycleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanLifecycle'] = ResolversParentTypes['LoanLifecycle']> = {
  disbursement?: Resolver<Maybe<ResolversTypes['LoanDisbursement']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutAttempts?: Resolver<Array<ResolversTypes['LoanPayoutAttempt']>, ParentType, ContextType>;
  repayments?: Resolver<Array<ResolversTypes['LoanRepayment']>, ParentType, ContextType>;
  signing?: Resolver<Maybe<ResolversTypes['LoanSigning']>, ParentType, ContextType>;
  signingExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanStatus'], ParentType, ContextType>;
};

export type LoanPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanPage'] = ResolversParentTypes['LoanPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Loan']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoanPaymentAssessmentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanPaymentAssessment'] = ResolversParentTypes['LoanPaymentAssessment']> = {
  disposable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  livingCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoanPaymentRowResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanPaymentRow'] = ResolversParentTypes['LoanPaymentRow']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noticeFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoanPaymentScheduleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanPaymentSchedule'] = ResolversParentTypes['LoanPaymentSchedule']> = {
  annuity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  aprcPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  noticeFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['LoanPaymentRow']>, ParentType, ContextType>;
  totalFees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalInterest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPaid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearlyInterestPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LoanPayoutAttemptResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanPayoutAttempt'] = ResolversParentTypes['LoanPayoutAttempt']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanDisbursementStatus'], ParentType, ContextType>;
};

export type LoanPersonalDetailsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanPersonalDetails'] = ResolversParentTypes['LoanPersonalDetails']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employment?: Resolver<ResolversTypes['LoanEmployment'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoanRepaymentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanRepayment'] = ResolversParentTypes['LoanRepayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  finalDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LoanRepaymentState'], ParentType, ContextType>;
};

export type LoanRepaymentStateResolvers = EnumResolverSignature<{ DUE?: any, LATE?: any, PAID?: any, SCHEDULED?: any }, ResolversTypes['LoanRepaymentState']>;

export type LoanRoleResolvers = EnumResolverSignature<{ OWNER?: any, STAFF?: any }, ResolversTypes['LoanRole']>;

export type LoanSigningResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanSigning'] = ResolversParentTypes['LoanSigning']> = {
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoanStatusResolvers = EnumResolverSignature<{ APPROVED?: any, CONFIGURED?: any, CONTRACT_ATTACHED?: any, CREDIT_ASSESSMENT?: any, DECLINED?: any, DEFAULTED?: any, DISBURSED?: any, DRAFT?: any, EXPIRED?: any, IN_ARREARS?: any, PAID_OFF?: any, REPAYING?: any, SIGNED?: any }, ResolversTypes['LoanStatus']>;

export type MessageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  attachments?: Resolver<Array<ResolversTypes['MessageAttachment']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fraudWarning?: Resolver<Maybe<ResolversTypes['FraudWarning']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['ConversationParticipant']>, ParentType, ContextType>;
};

export type MessageAttachmentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MessageAttachment'] = ResolversParentTypes['MessageAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MessageFraudDetectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MessageFraudDetection'] = ResolversParentTypes['MessageFraudDetection']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['FraudDetectionMessage']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewer?: Resolver<Maybe<ResolversTypes['ConversationParticipant']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['ConversationParticipant']>, ParentType, ContextType>;
  signals?: Resolver<Array<ResolversTypes['ScamSignal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FraudReviewStatus'], ParentType, ContextType>;
};

export type MessageFraudDetectionPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MessageFraudDetectionPage'] = ResolversParentTypes['MessageFraudDetectionPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MessageFraudDetection']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
};

export type MissingProfileFieldResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MissingProfileField'] = ResolversParentTypes['MissingProfileField']> = {
  field?: Resolver<ResolversTypes['ProfileCompletionField'], ParentType, ContextType>;
  messageKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileAppVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MobileAppVersion'] = ResolversParentTypes['MobileAppVersion']> = {
  currentVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['MobilePlatform'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileLoginActivationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MobileLoginActivation'] = ResolversParentTypes['MobileLoginActivation']> = {
  status?: Resolver<ResolversTypes['EidStatus'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type MoveOutIssueResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MoveOutIssue'] = ResolversParentTypes['MoveOutIssue']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responsibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptApplication?: Resolver<ResolversTypes['AcceptApplicationPayload'], ParentType, ContextType, RequireFields<MutationAcceptApplicationArgs, 'input'>>;
  acceptContractInvitation?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationAcceptContractInvitationArgs, 'input'>>;
  acceptCorenterRequest?: Resolver<ResolversTypes['CorenterRequest'], ParentType, ContextType, RequireFields<MutationAcceptCorenterRequestArgs, 'input'>>;
  acceptGuaranteeApplicantInvitation?: Resolver<ResolversTypes['RentalGuaranteeApplicantInvitation'], ParentType, ContextType, RequireFields<MutationAcceptGuaranteeApplicantInvitationArgs, 'input'>>;
  acceptLoanCoApplicant?: Resolver<ResolversTypes['LoanCoApplicant'], ParentType, ContextType, RequireFields<MutationAcceptLoanCoApplicantArgs, 'consent' | 'id'>>;
  addChild?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationAddChildArgs, 'input'>>;
  addContractParty?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationAddContractPartyArgs, 'input'>>;
  addDefaultInterestRate?: Resolver<ResolversTypes['DefaultInterestRate'], ParentType, ContextType, RequireFields<MutationAddDefaultInterestRateArgs, 'input'>>;
  addEducation?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationAddEducationArgs, 'input'>>;
  addEmailAddress?: Resolver<ResolversTypes['AddEmailAddressPayload'], ParentType, ContextType, RequireFields<MutationAddEmailAddressArgs, 'input'>>;
  addEmployer?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationAddEmployerArgs, 'input'>>;
  addIndexValue?: Resolver<ResolversTypes['IndexValue'], ParentType, ContextType, RequireFields<MutationAddIndexValueArgs, 'input'>>;
  addInspectionComment?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationAddInspectionCommentArgs, 'input'>>;
  addInspectionDefect?: Resolver<ResolversTypes['InspectionAddendum'], ParentType, ContextType, RequireFields<MutationAddInspectionDefectArgs, 'input'>>;
  addInspectionIssue?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationAddInspectionIssueArgs, 'input'>>;
  addInspectionKeys?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationAddInspectionKeysArgs, 'input'>>;
  addInspectionMeter?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationAddInspectionMeterArgs, 'input'>>;
  addInspectionRoom?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationAddInspectionRoomArgs, 'input'>>;
  addInspectionUser?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationAddInspectionUserArgs, 'input'>>;
  addInterest?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationAddInterestArgs, 'input'>>;
  addKeyHandover?: Resolver<ResolversTypes['KeyHandover'], ParentType, ContextType, RequireFields<MutationAddKeyHandoverArgs, 'input'>>;
  addLivingCostReference?: Resolver<ResolversTypes['LivingCostReference'], ParentType, ContextType, RequireFields<MutationAddLivingCostReferenceArgs, 'input'>>;
  addMeterReading?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationAddMeterReadingArgs, 'input'>>;
  addPaymentScheduleItem?: Resolver<ResolversTypes['PaymentScheduleItem'], ParentType, ContextType, RequireFields<MutationAddPaymentScheduleItemArgs, 'input'>>;
  addPayoutMethod?: Resolver<ResolversTypes['PayoutMethod'], ParentType, ContextType, RequireFields<MutationAddPayoutMethodArgs, 'input'>>;
  addPet?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationAddPetArgs, 'input'>>;
  addPhone?: Resolver<ResolversTypes['AddPhonePayload'], ParentType, ContextType, RequireFields<MutationAddPhoneArgs, 'input'>>;
  addPrivateNote?: Resolver<ResolversTypes['PrivateNote'], ParentType, ContextType, RequireFields<MutationAddPrivateNoteArgs, 'input'>>;
  addProfileReview?: Resolver<ResolversTypes['ProfileReview'], ParentType, ContextType, RequireFields<MutationAddProfileReviewArgs, 'input'>>;
  addSpecialTerm?: Resolver<ResolversTypes['SpecialTerm'], ParentType, ContextType, RequireFields<MutationAddSpecialTermArgs, 'input'>>;
  answerGuaranteeClaimRejection?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationAnswerGuaranteeClaimRejectionArgs, 'input'>>;
  answerRentalGuaranteeCancellation?: Resolver<ResolversTypes['RentalGuaranteeLifecycle'], ParentType, ContextType, RequireFields<MutationAnswerRentalGuaranteeCancellationArgs, 'input'>>;
  applyForListing?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationApplyForListingArgs, 'input'>>;
  approvePublishRequest?: Resolver<ResolversTypes['PublishRequest'], ParentType, ContextType, RequireFields<MutationApprovePublishRequestArgs, 'input'>>;
  archiveListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationArchiveListingArgs, 'input'>>;
  assessLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationAssessLoanArgs, 'input'>>;
  assessRentalGuarantee?: Resolver<ResolversTypes['RentalGuarantee'], ParentType, ContextType, RequireFields<MutationAssessRentalGuaranteeArgs, 'input'>>;
  attachLoanContract?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationAttachLoanContractArgs, 'input'>>;
  autofillContractEntity?: Resolver<ResolversTypes['EntityAutofill'], ParentType, ContextType, RequireFields<MutationAutofillContractEntityArgs, 'identifier'>>;
  cancelApplication?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationCancelApplicationArgs, 'input'>>;
  cancelContractSigning?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationCancelContractSigningArgs, 'input'>>;
  cancelGuaranteeClaim?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationCancelGuaranteeClaimArgs, 'input'>>;
  changeContractCollaboratorAccess?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationChangeContractCollaboratorAccessArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['Ack'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkEidLogin?: Resolver<ResolversTypes['EidLoginResult'], ParentType, ContextType, RequireFields<MutationCheckEidLoginArgs, 'input'>>;
  clearCurrentlyBased?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationClearCurrentlyBasedArgs, 'input'>>;
  commitContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationCommitContractArgs, 'input'>>;
  commitGuaranteeClaim?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationCommitGuaranteeClaimArgs, 'input'>>;
  commitInspectionAddendum?: Resolver<ResolversTypes['InspectionAddendum'], ParentType, ContextType, RequireFields<MutationCommitInspectionAddendumArgs, 'input'>>;
  commitInspectionReport?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationCommitInspectionReportArgs, 'input'>>;
  commitPreApproval?: Resolver<ResolversTypes['PreApproval'], ParentType, ContextType, RequireFields<MutationCommitPreApprovalArgs, 'input'>>;
  commitRentalGuarantee?: Resolver<ResolversTypes['RentalGuaranteeLifecycle'], ParentType, ContextType, RequireFields<MutationCommitRentalGuaranteeArgs, 'id'>>;
  configureLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationConfigureLoanArgs, 'input'>>;
  confirmEmail?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'input'>>;
  confirmPasswordReset?: Resolver<ResolversTypes['Ack'], ParentType, ContextType, RequireFields<MutationConfirmPasswordResetArgs, 'input'>>;
  connectConversationContracts?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationConnectConversationContractsArgs, 'input'>>;
  connectConversationListings?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationConnectConversationListingsArgs, 'input'>>;
  correctDefaultInterestRate?: Resolver<ResolversTypes['DefaultInterestRate'], ParentType, ContextType, RequireFields<MutationCorrectDefaultInterestRateArgs, 'input'>>;
  correctIndexValue?: Resolver<ResolversTypes['IndexValue'], ParentType, ContextType, RequireFields<MutationCorrectIndexValueArgs, 'input'>>;
  createContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationCreateContractArgs, 'input'>>;
  createContractFromConversation?: Resolver<ResolversTypes['ConversationContract'], ParentType, ContextType, RequireFields<MutationCreateContractFromConversationArgs, 'input'>>;
  createConversationSummary?: Resolver<ResolversTypes['ConversationSummary'], ParentType, ContextType, RequireFields<MutationCreateConversationSummaryArgs, 'input'>>;
  createGuaranteeClaim?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationCreateGuaranteeClaimArgs, 'input'>>;
  createInspectionAddendum?: Resolver<ResolversTypes['InspectionAddendum'], ParentType, ContextType, RequireFields<MutationCreateInspectionAddendumArgs, 'input'>>;
  createInspectionReport?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationCreateInspectionReportArgs, 'input'>>;
  createListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationCreateListingArgs, 'input'>>;
  createLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType>;
  createRentalGuarantee?: Resolver<ResolversTypes['RentalGuarantee'], ParentType, ContextType, RequireFields<MutationCreateRentalGuaranteeArgs, 'input'>>;
  decideRentalGuarantee?: Resolver<ResolversTypes['RentalGuarantee'], ParentType, ContextType, RequireFields<MutationDecideRentalGuaranteeArgs, 'input'>>;
  declineContractInvitation?: Resolver<ResolversTypes['ContractInvitation'], ParentType, ContextType, RequireFields<MutationDeclineContractInvitationArgs, 'input'>>;
  declineCorenterRequest?: Resolver<ResolversTypes['CorenterRequest'], ParentType, ContextType, RequireFields<MutationDeclineCorenterRequestArgs, 'input'>>;
  declineGuaranteeApplicantInvitation?: Resolver<ResolversTypes['RentalGuaranteeApplicantInvitation'], ParentType, ContextType, RequireFields<MutationDeclineGuaranteeApplicantInvitationArgs, 'input'>>;
  declineInspectionReport?: Resolver<ResolversTypes['InspectionESignature'], ParentType, ContextType, RequireFields<MutationDeclineInspectionReportArgs, 'input'>>;
  declineLoanCoApplicant?: Resolver<ResolversTypes['LoanCoApplicant'], ParentType, ContextType, RequireFields<MutationDeclineLoanCoApplicantArgs, 'id'>>;
  deleteAccount?: Resolver<ResolversTypes['Ack'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteAttachment?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationDeleteAttachmentArgs, 'input'>>;
  deleteChild?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationDeleteChildArgs, 'input'>>;
  deleteContract?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteContractArgs, 'input'>>;
  deleteCoverPhoto?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationDeleteCoverPhotoArgs, 'input'>>;
  deleteEducation?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationDeleteEducationArgs, 'input'>>;
  deleteEmailAddress?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteEmailAddressArgs, 'input'>>;
  deleteEmployer?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationDeleteEmployerArgs, 'input'>>;
  deleteGuaranteeApplicantInvitation?: Resolver<ResolversTypes['RentalGuaranteeApplicantInvitation'], ParentType, ContextType, RequireFields<MutationDeleteGuaranteeApplicantInvitationArgs, 'input'>>;
  deleteGuaranteeClaim?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteGuaranteeClaimArgs, 'input'>>;
  deleteInspectionPhoto?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationDeleteInspectionPhotoArgs, 'input'>>;
  deleteListing?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteListingArgs, 'input'>>;
  deleteListingPhoto?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationDeleteListingPhotoArgs, 'input'>>;
  deleteLoanCoApplicant?: Resolver<ResolversTypes['LoanCoApplicant'], ParentType, ContextType, RequireFields<MutationDeleteLoanCoApplicantArgs, 'id'>>;
  deletePet?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationDeletePetArgs, 'input'>>;
  deletePetPhoto?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationDeletePetPhotoArgs, 'input'>>;
  deletePhone?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePhoneArgs, 'input'>>;
  deleteProfileReview?: Resolver<ResolversTypes['ProfileItemDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteProfileReviewArgs, 'input'>>;
  deleteSavedSearch?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteSavedSearchArgs, 'input'>>;
  denyApplication?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationDenyApplicationArgs, 'input'>>;
  executePayout?: Resolver<ResolversTypes['StaffPayout'], ParentType, ContextType, RequireFields<MutationExecutePayoutArgs, 'input'>>;
  executeRevertPayout?: Resolver<ResolversTypes['StaffPayout'], ParentType, ContextType, RequireFields<MutationExecuteRevertPayoutArgs, 'input'>>;
  fillInspectionRoom?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationFillInspectionRoomArgs, 'input'>>;
  finishInspectionSigning?: Resolver<ResolversTypes['InspectionESignature'], ParentType, ContextType, RequireFields<MutationFinishInspectionSigningArgs, 'input'>>;
  giveConsent?: Resolver<ResolversTypes['Consent'], ParentType, ContextType, RequireFields<MutationGiveConsentArgs, 'input'>>;
  initiatePreApproval?: Resolver<ResolversTypes['PreApproval'], ParentType, ContextType, RequireFields<MutationInitiatePreApprovalArgs, 'input'>>;
  inviteContractCollaborator?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationInviteContractCollaboratorArgs, 'input'>>;
  inviteCorenter?: Resolver<ResolversTypes['CorenterRequest'], ParentType, ContextType, RequireFields<MutationInviteCorenterArgs, 'input'>>;
  inviteGuaranteeApplicant?: Resolver<ResolversTypes['RentalGuaranteeApplicantInvitation'], ParentType, ContextType, RequireFields<MutationInviteGuaranteeApplicantArgs, 'input'>>;
  inviteLoanCoApplicant?: Resolver<ResolversTypes['LoanCoApplicant'], ParentType, ContextType, RequireFields<MutationInviteLoanCoApplicantArgs, 'input'>>;
  invoicePaymentScheduleItem?: Resolver<ResolversTypes['Bill'], ParentType, ContextType, RequireFields<MutationInvoicePaymentScheduleItemArgs, 'input'>>;
  likeListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationLikeListingArgs, 'input'>>;
  logContractStep?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationLogContractStepArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Ack'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  markApplicationRead?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationMarkApplicationReadArgs, 'input'>>;
  markApplicationUnread?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationMarkApplicationUnreadArgs, 'input'>>;
  markContractFullySigned?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationMarkContractFullySignedArgs, 'input'>>;
  markConversationRead?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'conversationId'>>;
  markListingRented?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationMarkListingRentedArgs, 'input'>>;
  markNotificationClicked?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationClickedArgs, 'input'>>;
  openApplicationConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationOpenApplicationConversationArgs, 'input'>>;
  openContractConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationOpenContractConversationArgs, 'contractId'>>;
  patchStaffBill?: Resolver<ResolversTypes['StaffBill'], ParentType, ContextType, RequireFields<MutationPatchStaffBillArgs, 'input'>>;
  patchStaffPayout?: Resolver<ResolversTypes['StaffPayoutState'], ParentType, ContextType, RequireFields<MutationPatchStaffPayoutArgs, 'input'>>;
  pauseListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationPauseListingArgs, 'input'>>;
  payGuaranteeClaim?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationPayGuaranteeClaimArgs, 'input'>>;
  pollClaimPayments?: Resolver<ResolversTypes['PollClaimsPayload'], ParentType, ContextType>;
  readInspectionMeter?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationReadInspectionMeterArgs, 'input'>>;
  recordGuaranteeClaimRuling?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationRecordGuaranteeClaimRulingArgs, 'input'>>;
  refreshLoanSigning?: Resolver<ResolversTypes['LoanLifecycle'], ParentType, ContextType, RequireFields<MutationRefreshLoanSigningArgs, 'loanId'>>;
  refreshSession?: Resolver<ResolversTypes['SessionTokens'], ParentType, ContextType, Partial<MutationRefreshSessionArgs>>;
  refreshUserEntity?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRefreshUserEntityArgs, 'input'>>;
  regenerateConversationSummary?: Resolver<ResolversTypes['ConversationSummary'], ParentType, ContextType, RequireFields<MutationRegenerateConversationSummaryArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerContractWithHms?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRegisterContractWithHmsArgs, 'input'>>;
  registerPushDevice?: Resolver<ResolversTypes['PushDevice'], ParentType, ContextType, RequireFields<MutationRegisterPushDeviceArgs, 'input'>>;
  rejectApplications?: Resolver<Array<ResolversTypes['RentalApplication']>, ParentType, ContextType, RequireFields<MutationRejectApplicationsArgs, 'input'>>;
  rejectPublishRequest?: Resolver<ResolversTypes['PublishRequest'], ParentType, ContextType, RequireFields<MutationRejectPublishRequestArgs, 'input'>>;
  relistListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationRelistListingArgs, 'input'>>;
  removeBillPaymentFee?: Resolver<ResolversTypes['Bill'], ParentType, ContextType, RequireFields<MutationRemoveBillPaymentFeeArgs, 'input'>>;
  removeContractCollaborator?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationRemoveContractCollaboratorArgs, 'input'>>;
  removeContractEmail?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRemoveContractEmailArgs, 'input'>>;
  removeContractParty?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRemoveContractPartyArgs, 'input'>>;
  removeContractPhone?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRemoveContractPhoneArgs, 'input'>>;
  removeContractRealEstate?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRemoveContractRealEstateArgs, 'input'>>;
  removeContractUnit?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRemoveContractUnitArgs, 'input'>>;
  removeCorenter?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationRemoveCorenterArgs, 'input'>>;
  removeDefaultInterestRate?: Resolver<ResolversTypes['Date'], ParentType, ContextType, RequireFields<MutationRemoveDefaultInterestRateArgs, 'input'>>;
  removeGuaranteeClaimLine?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationRemoveGuaranteeClaimLineArgs, 'input'>>;
  removeInspectionIssue?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationRemoveInspectionIssueArgs, 'input'>>;
  removeInspectionKeys?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationRemoveInspectionKeysArgs, 'input'>>;
  removeInspectionRoom?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationRemoveInspectionRoomArgs, 'input'>>;
  removeInspectionUser?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationRemoveInspectionUserArgs, 'input'>>;
  removeInterests?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationRemoveInterestsArgs, 'input'>>;
  removeKeyHandover?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveKeyHandoverArgs, 'id'>>;
  removeMeterReading?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRemoveMeterReadingArgs, 'input'>>;
  removePaymentScheduleItem?: Resolver<ResolversTypes['RemovePaymentScheduleItemPayload'], ParentType, ContextType, RequireFields<MutationRemovePaymentScheduleItemArgs, 'input'>>;
  removePayoutMethod?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemovePayoutMethodArgs, 'id'>>;
  removePrivateNote?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemovePrivateNoteArgs, 'id'>>;
  removeSpecialTerm?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveSpecialTermArgs, 'id'>>;
  renewPreApproval?: Resolver<ResolversTypes['PreApproval'], ParentType, ContextType, RequireFields<MutationRenewPreApprovalArgs, 'input'>>;
  reorderListingPhotos?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationReorderListingPhotosArgs, 'input'>>;
  requestCreditScoreUpdate?: Resolver<ResolversTypes['CreditScoreUpdateRequest'], ParentType, ContextType, RequireFields<MutationRequestCreditScoreUpdateArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Ack'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestRentalGuaranteeCancellation?: Resolver<ResolversTypes['RentalGuaranteeLifecycle'], ParentType, ContextType, RequireFields<MutationRequestRentalGuaranteeCancellationArgs, 'id' | 'reason'>>;
  resendContractInvitation?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationResendContractInvitationArgs, 'input'>>;
  resendCorenterRequest?: Resolver<ResolversTypes['CorenterRequest'], ParentType, ContextType, RequireFields<MutationResendCorenterRequestArgs, 'input'>>;
  resendEmailConfirmation?: Resolver<ResolversTypes['Ack'], ParentType, ContextType, RequireFields<MutationResendEmailConfirmationArgs, 'input'>>;
  resendGuaranteeApplicantInvitation?: Resolver<ResolversTypes['RentalGuaranteeApplicantInvitation'], ParentType, ContextType, RequireFields<MutationResendGuaranteeApplicantInvitationArgs, 'input'>>;
  resolveCreditScoreUpdateRequest?: Resolver<ResolversTypes['CreditScoreUpdateRequest'], ParentType, ContextType, RequireFields<MutationResolveCreditScoreUpdateRequestArgs, 'input'>>;
  respondToGuaranteeClaim?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationRespondToGuaranteeClaimArgs, 'input'>>;
  resubmitHmsSubmission?: Resolver<ResolversTypes['HmsSubmission'], ParentType, ContextType, RequireFields<MutationResubmitHmsSubmissionArgs, 'id'>>;
  resumeListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationResumeListingArgs, 'input'>>;
  retractContractInvitation?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRetractContractInvitationArgs, 'input'>>;
  retractCorenterRequest?: Resolver<ResolversTypes['CorenterRequest'], ParentType, ContextType, RequireFields<MutationRetractCorenterRequestArgs, 'input'>>;
  retryLoanPayout?: Resolver<ResolversTypes['LoanLifecycle'], ParentType, ContextType, RequireFields<MutationRetryLoanPayoutArgs, 'input'>>;
  revertPaymentScheduleItemInvoice?: Resolver<ResolversTypes['Bill'], ParentType, ContextType, RequireFields<MutationRevertPaymentScheduleItemInvoiceArgs, 'input'>>;
  reviewMessageFraudDetection?: Resolver<ResolversTypes['MessageFraudDetection'], ParentType, ContextType, RequireFields<MutationReviewMessageFraudDetectionArgs, 'id' | 'status'>>;
  revokeConsent?: Resolver<ResolversTypes['Consent'], ParentType, ContextType, RequireFields<MutationRevokeConsentArgs, 'input'>>;
  runLedgerReconciliation?: Resolver<ResolversTypes['LedgerReconciliation'], ParentType, ContextType>;
  saveGuaranteeClaimLine?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationSaveGuaranteeClaimLineArgs, 'input'>>;
  saveSearch?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType, RequireFields<MutationSaveSearchArgs, 'input'>>;
  sendContractSigningReminder?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationSendContractSigningReminderArgs, 'input'>>;
  sendCorenterRequest?: Resolver<ResolversTypes['CorenterRequest'], ParentType, ContextType, RequireFields<MutationSendCorenterRequestArgs, 'input'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'conversationId' | 'message'>>;
  sendMessageWithAttachments?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageWithAttachmentsArgs, 'attachmentIds' | 'conversationId'>>;
  sendPhoneVerificationCode?: Resolver<ResolversTypes['PhoneVerificationChallenge'], ParentType, ContextType, RequireFields<MutationSendPhoneVerificationCodeArgs, 'input'>>;
  setApplicationConsidered?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationSetApplicationConsideredArgs, 'input'>>;
  setContractRealEstate?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationSetContractRealEstateArgs, 'input'>>;
  setCurrentlyBased?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationSetCurrentlyBasedArgs, 'input'>>;
  setGuaranteeSpreadPayments?: Resolver<ResolversTypes['RentalGuarantee'], ParentType, ContextType, RequireFields<MutationSetGuaranteeSpreadPaymentsArgs, 'input'>>;
  setInspectionAttendance?: Resolver<ResolversTypes['InspectionESignature'], ParentType, ContextType, RequireFields<MutationSetInspectionAttendanceArgs, 'input'>>;
  setInspectionSubject?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationSetInspectionSubjectArgs, 'input'>>;
  setListingCover?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationSetListingCoverArgs, 'input'>>;
  setLoanApplicants?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSetLoanApplicantsArgs, 'input'>>;
  setLoanCoApplicantHousehold?: Resolver<ResolversTypes['LoanCoApplicant'], ParentType, ContextType, RequireFields<MutationSetLoanCoApplicantHouseholdArgs, 'input'>>;
  setLoanHousehold?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSetLoanHouseholdArgs, 'input'>>;
  setLoanPersonalDetails?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSetLoanPersonalDetailsArgs, 'input'>>;
  setMobileAppVersion?: Resolver<ResolversTypes['MobileAppVersion'], ParentType, ContextType, RequireFields<MutationSetMobileAppVersionArgs, 'input'>>;
  setPaymentHistoryShown?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationSetPaymentHistoryShownArgs, 'input'>>;
  setPrimaryLanguage?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetPrimaryLanguageArgs, 'input'>>;
  setPrimaryPhone?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetPrimaryPhoneArgs, 'input'>>;
  setVisibility?: Resolver<ResolversTypes['VisibilitySetting'], ParentType, ContextType, RequireFields<MutationSetVisibilityArgs, 'input'>>;
  signLoan?: Resolver<ResolversTypes['LoanLifecycle'], ParentType, ContextType, RequireFields<MutationSignLoanArgs, 'loanId'>>;
  startContractSigning?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationStartContractSigningArgs, 'input'>>;
  startEidLogin?: Resolver<ResolversTypes['EidChallenge'], ParentType, ContextType, RequireFields<MutationStartEidLoginArgs, 'input'>>;
  startGuaranteeIdentityConfirmation?: Resolver<ResolversTypes['IdentityConfirmationStart'], ParentType, ContextType, RequireFields<MutationStartGuaranteeIdentityConfirmationArgs, 'input'>>;
  startInspectionSigning?: Resolver<ResolversTypes['InspectionESignature'], ParentType, ContextType, RequireFields<MutationStartInspectionSigningArgs, 'input'>>;
  startListingConversation?: Resolver<ResolversTypes['StartedConversation'], ParentType, ContextType, RequireFields<MutationStartListingConversationArgs, 'listingId' | 'message'>>;
  startMobileLoginActivation?: Resolver<ResolversTypes['EidChallenge'], ParentType, ContextType, RequireFields<MutationStartMobileLoginActivationArgs, 'input'>>;
  submitListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationSubmitListingArgs, 'input'>>;
  suggestReplies?: Resolver<ResolversTypes['ReplySuggestions'], ParentType, ContextType, RequireFields<MutationSuggestRepliesArgs, 'input'>>;
  syncInspectionMeters?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationSyncInspectionMetersArgs, 'input'>>;
  uncommitContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUncommitContractArgs, 'input'>>;
  uncommitInspectionReport?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationUncommitInspectionReportArgs, 'input'>>;
  uncommitPreApproval?: Resolver<ResolversTypes['PreApproval'], ParentType, ContextType, RequireFields<MutationUncommitPreApprovalArgs, 'input'>>;
  uncommitRentalGuarantee?: Resolver<ResolversTypes['RentalGuaranteeLifecycle'], ParentType, ContextType, RequireFields<MutationUncommitRentalGuaranteeArgs, 'id'>>;
  undoDenyApplication?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationUndoDenyApplicationArgs, 'input'>>;
  unlikeListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationUnlikeListingArgs, 'input'>>;
  unregisterPushDevice?: Resolver<ResolversTypes['PushDevice'], ParentType, ContextType, RequireFields<MutationUnregisterPushDeviceArgs, 'input'>>;
  updateApplicationAnswers?: Resolver<ResolversTypes['RentalApplication'], ParentType, ContextType, RequireFields<MutationUpdateApplicationAnswersArgs, 'input'>>;
  updateChild?: Resolver<ResolversTypes['Child'], ParentType, ContextType, RequireFields<MutationUpdateChildArgs, 'input'>>;
  updateContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUpdateContractArgs, 'input'>>;
  updateContractAmenities?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUpdateContractAmenitiesArgs, 'input'>>;
  updateContractMaintenance?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUpdateContractMaintenanceArgs, 'input'>>;
  updateContractParty?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUpdateContractPartyArgs, 'input'>>;
  updateContractUnit?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUpdateContractUnitArgs, 'input'>>;
  updateContractUtilities?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUpdateContractUtilitiesArgs, 'input'>>;
  updateContractUtility?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationUpdateContractUtilityArgs, 'input'>>;
  updateEducation?: Resolver<ResolversTypes['Education'], ParentType, ContextType, RequireFields<MutationUpdateEducationArgs, 'input'>>;
  updateEmployer?: Resolver<ResolversTypes['Employer'], ParentType, ContextType, RequireFields<MutationUpdateEmployerArgs, 'input'>>;
  updateGuaranteeClaim?: Resolver<ResolversTypes['GuaranteeClaim'], ParentType, ContextType, RequireFields<MutationUpdateGuaranteeClaimArgs, 'input'>>;
  updateInspectionAddendum?: Resolver<ResolversTypes['InspectionAddendum'], ParentType, ContextType, RequireFields<MutationUpdateInspectionAddendumArgs, 'input'>>;
  updateInspectionIssue?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationUpdateInspectionIssueArgs, 'input'>>;
  updateInspectionUser?: Resolver<ResolversTypes['InspectionReport'], ParentType, ContextType, RequireFields<MutationUpdateInspectionUserArgs, 'input'>>;
  updateListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationUpdateListingArgs, 'input'>>;
  updateNotificationSettings?: Resolver<Array<ResolversTypes['NotificationSetting']>, ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updatePaymentScheduleItem?: Resolver<ResolversTypes['PaymentScheduleItem'], ParentType, ContextType, RequireFields<MutationUpdatePaymentScheduleItemArgs, 'input'>>;
  updatePet?: Resolver<ResolversTypes['Pet'], ParentType, ContextType, RequireFields<MutationUpdatePetArgs, 'input'>>;
  updatePreApprovalIncomes?: Resolver<ResolversTypes['PreApproval'], ParentType, ContextType, RequireFields<MutationUpdatePreApprovalIncomesArgs, 'input'>>;
  updatePrivateNote?: Resolver<ResolversTypes['PrivateNote'], ParentType, ContextType, RequireFields<MutationUpdatePrivateNoteArgs, 'input'>>;
  updateProfileReview?: Resolver<ResolversTypes['ProfileReview'], ParentType, ContextType, RequireFields<MutationUpdateProfileReviewArgs, 'input'>>;
  updateRentalProfile?: Resolver<ResolversTypes['RentalProfile'], ParentType, ContextType, RequireFields<MutationUpdateRentalProfileArgs, 'input'>>;
  updateSavedSearch?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType, RequireFields<MutationUpdateSavedSearchArgs, 'input'>>;
  updateSpecialTerm?: Resolver<ResolversTypes['SpecialTerm'], ParentType, ContextType, RequireFields<MutationUpdateSpecialTermArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateVisibilitySetting?: Resolver<ResolversTypes['VisibilitySetting'], ParentType, ContextType, RequireFields<MutationUpdateVisibilitySettingArgs, 'input'>>;
  useSpecialTermTemplate?: Resolver<ResolversTypes['SpecialTerm'], ParentType, ContextType, RequireFields<MutationUseSpecialTermTemplateArgs, 'input'>>;
  verifyPhone?: Resolver<ResolversTypes['Phone'], ParentType, ContextType, RequireFields<MutationVerifyPhoneArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  clickedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAccepted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isClicked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationMethodResolvers = EnumResolverSignature<{ EMAIL?: any, IN_APP?: any, PUSH?: any, SMS?: any }, ResolversTypes['NotificationMethod']>;

export type NotificationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationSettingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NotificationSetting'] = ResolversParentTypes['NotificationSetting']> = {
  blacklistId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['NotificationMethod'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationTypeResolvers = EnumResolverSignature<{ APPLICATION_DECIDED?: any, APPLICATION_RECEIVED?: any, CONTRACT_REGISTERED?: any, CONTRACT_SIGNED?: any, CONTRACT_TO_SIGN?: any, GUARANTEE_CANCELLATION?: any, GUARANTEE_CLAIM_ANSWERED?: any, GUARANTEE_CLAIM_RECEIVED?: any, GUARANTEE_DECIDED?: any, GUARANTEE_ISSUED?: any, INSPECTION_DEFECT_WINDOW?: any, INSPECTION_SIGNED?: any, LOAN_DEFAULTED?: any, LOAN_DISBURSED?: any, LOAN_REPAYMENT_LATE?: any, LOAN_SIGNING_EXPIRED?: any, LOAN_SIGNING_REMINDER?: any, NEW_MESSAGE?: any, PRICE_DROP_ALERT?: any, SAVED_SEARCH_ALERT?: any, SMOKE_DETECTOR_REMINDER?: any }, ResolversTypes['NotificationType']>;

export type PageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  __resolveType: TypeResolveFn<'ContractPage' | 'ConversationPage' | 'ConversationSummaryPage' | 'CreditScoreUpdateRequestPage' | 'HmsSubmissionPage' | 'IndexValuePage' | 'InspectionReportPage' | 'InvoicePage' | 'LedgerReconciliationPage' | 'ListingPage' | 'ListingPublishPage' | 'LoanPage' | 'MessageFraudDetectionPage' | 'NotificationPage' | 'PaymentServicesContractPage' | 'PayoutPage' | 'PreApprovalPage' | 'PublishRequestPage' | 'RegistryPropertyPage' | 'RentalApplicationPage' | 'RentalGuaranteePage' | 'SavedSearchPage' | 'UserPage', ParentType, ContextType>;
};

export type PaymentClaimResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentClaim'] = ResolversParentTypes['PaymentClaim']> = {
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoicedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['PaymentClaimStatus']>, ParentType, ContextType>;
};

export type PaymentClaimStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, PAID?: any, PARTLY_PAID?: any, UNPAID?: any }, ResolversTypes['PaymentClaimStatus']>;

export type PaymentHistoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentHistory'] = ResolversParentTypes['PaymentHistory']> = {
  countedMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isShown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lateAfterDueMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateAfterFinalDueMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longestStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['PaymentHistoryMonth']>, ParentType, ContextType>;
  onTimeMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTimeRate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paidByFinalDueRate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preApprovalEffect?: Resolver<ResolversTypes['PaymentRecordEffect'], ParentType, ContextType>;
  unpaidMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentHistoryMonthResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentHistoryMonth'] = ResolversParentTypes['PaymentHistoryMonth']> = {
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  finalDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type PaymentOutcomeResolvers = EnumResolverSignature<{ LATE_AFTER_DUE?: any, LATE_AFTER_FINAL_DUE?: any, ON_TIME?: any, UNPAID?: any }, ResolversTypes['PaymentOutcome']>;

export type PaymentRecordEffectResolvers = EnumResolverSignature<{ NEUTRAL?: any, NOT_SHARED?: any, POOR?: any, STRENGTHENS?: any, TOO_SHORT?: any }, ResolversTypes['PaymentRecordEffect']>;

export type PaymentScheduleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentSchedule'] = ResolversParentTypes['PaymentSchedule']> = {
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PaymentScheduleItem']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PaymentScheduleTotals'], ParentType, ContextType>;
};

export type PaymentScheduleItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentScheduleItem'] = ResolversParentTypes['PaymentScheduleItem']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claim?: Resolver<ResolversTypes['PaymentClaim'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  finalDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indexMonthKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  indexValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  interestAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isManual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lockedReason?: Resolver<Maybe<ResolversTypes['PaymentScheduleItemLock']>, ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentFeeRemovedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rentAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentScheduleItemStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  utilities?: Resolver<Array<ResolversTypes['PaymentScheduleUtilityLine']>, ParentType, ContextType>;
};

export type PaymentScheduleItemLockResolvers = EnumResolverSignature<{ ITEM_INVOICED?: any, ITEM_PAID?: any }, ResolversTypes['PaymentScheduleItemLock']>;

export type PaymentScheduleItemStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, DUE?: any, LATE?: any, PAID?: any, PARTLY_PAID?: any, UPCOMING?: any }, ResolversTypes['PaymentScheduleItemStatus']>;

export type PaymentScheduleTotalsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentScheduleTotals'] = ResolversParentTypes['PaymentScheduleTotals']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentScheduleUtilityLineResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentScheduleUtilityLine'] = ResolversParentTypes['PaymentScheduleUtilityLine']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentServicesContractResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentServicesContract'] = ResolversParentTypes['PaymentServicesContract']> = {
  bills?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type PaymentServicesContractPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentServicesContractPage'] = ResolversParentTypes['PaymentServicesContractPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PaymentServicesContract']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PayoutResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  feeAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ibanMasked?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rejectionCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayoutStatus'], ParentType, ContextType>;
  transferId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutMethodResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PayoutMethod'] = ResolversParentTypes['PayoutMethod']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icelandicFormat?: Resolver<Maybe<ResolversTypes['IcelandicBankAccount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PayoutPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PayoutPage'] = ResolversParentTypes['PayoutPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PayoutTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PayoutStatusResolvers = EnumResolverSignature<{ BOOKED?: any, PENDING?: any, REJECTED?: any, REVERSED?: any }, ResolversTypes['PayoutStatus']>;

export type PayoutTotalsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PayoutTotals'] = ResolversParentTypes['PayoutTotals']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feeAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PetResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Pet'] = ResolversParentTypes['Pet']> = {
  breed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PetKind'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['PetPhoto']>, ParentType, ContextType>;
};

export type PetKindResolvers = EnumResolverSignature<{ BIRD?: any, CAT?: any, DOG?: any, FISH?: any, OTHER?: any, RABBIT?: any, REPTILE?: any, RODENT?: any }, ResolversTypes['PetKind']>;

export type PetPhotoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PetPhoto'] = ResolversParentTypes['PetPhoto']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeholder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhoneResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneVerificationChallengeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PhoneVerificationChallenge'] = ResolversParentTypes['PhoneVerificationChallenge']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  phoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resendAvailableAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlaceSuggestionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PollClaimsPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PollClaimsPayload'] = ResolversParentTypes['PollClaimsPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PreApprovalResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PreApproval'] = ResolversParentTypes['PreApproval']> = {
  avgNetIncome?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  committedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditScore?: Resolver<Maybe<ResolversTypes['CreditScore']>, ParentType, ContextType>;
  creditScoreUpdateRequests?: Resolver<Array<ResolversTypes['CreditScoreUpdateRequest']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  incomes?: Resolver<Array<ResolversTypes['Income']>, ParentType, ContextType>;
  isCommitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCreditScoreVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNetIncomeVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kennitala?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PreApprovalStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PreApprovalPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PreApprovalPage'] = ResolversParentTypes['PreApprovalPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PreApproval']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PreApprovalStatusResolvers = EnumResolverSignature<{ COMMITTED?: any, DRAFT?: any, EXPIRED?: any }, ResolversTypes['PreApprovalStatus']>;

export type PriceComparisonScopeResolvers = EnumResolverSignature<{ MUNICIPALITY?: any, POSTAL_CODE?: any }, ResolversTypes['PriceComparisonScope']>;

export type PriceEstimateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PriceEstimate'] = ResolversParentTypes['PriceEstimate']> = {
  comparedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PriceEstimateStatus'], ParentType, ContextType>;
};

export type PriceEstimateStatusResolvers = EnumResolverSignature<{ FAILED?: any, INSUFFICIENT_DATA?: any, OK?: any }, ResolversTypes['PriceEstimateStatus']>;

export type PricePointResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PricePoint'] = ResolversParentTypes['PricePoint']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrimaryLanguageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PrimaryLanguage'] = ResolversParentTypes['PrimaryLanguage']> = {
  code?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nativeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrivateNoteResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PrivateNote'] = ResolversParentTypes['PrivateNote']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProfileCompletionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProfileCompletion'] = ResolversParentTypes['ProfileCompletion']> = {
  missingFields?: Resolver<Array<ResolversTypes['MissingProfileField']>, ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileCompletionFieldResolvers = EnumResolverSignature<{ ABOUT?: any, CURRENTLY_BASED?: any, EDUCATIONS?: any, EMPLOYERS?: any, INTERESTS?: any, PRE_APPROVAL?: any, PROFILE_IMAGE?: any }, ResolversTypes['ProfileCompletionField']>;

export type ProfileImageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProfileImage'] = ResolversParentTypes['ProfileImage']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeholder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileItemDeleteResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProfileItemDeleteResult'] = ResolversParentTypes['ProfileItemDeleteResult']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProfileReaderResolvers = EnumResolverSignature<{ ANONYMOUS?: any, APPLIED_LANDLORD?: any, LANDLORD?: any, OWNER?: any, STAFF?: any, TENANT?: any }, ResolversTypes['ProfileReader']>;

export type ProfileReviewResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProfileReview'] = ResolversParentTypes['ProfileReview']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['ReviewAuthor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicReviewPdfId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rentalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  rentalStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProfileViewerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProfileViewer'] = ResolversParentTypes['ProfileViewer']> = {
  canDownloadProtected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['ProfileReader'], ParentType, ContextType>;
};

export type ProfileVisibilityResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProfileVisibility'] = ResolversParentTypes['ProfileVisibility']> = {
  creditScore?: Resolver<ResolversTypes['VisibilityOption'], ParentType, ContextType>;
  netIncome?: Resolver<ResolversTypes['VisibilityOption'], ParentType, ContextType>;
};

export type PublishRequestResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PublishRequest'] = ResolversParentTypes['PublishRequest']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishRequestStatus'], ParentType, ContextType>;
};

export type PublishRequestPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PublishRequestPage'] = ResolversParentTypes['PublishRequestPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PublishRequest']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublishRequestStatusResolvers = EnumResolverSignature<{ APPROVED?: any, PENDING?: any, REJECTED?: any, WITHDRAWN?: any }, ResolversTypes['PublishRequestStatus']>;

export type PushDeviceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PushDevice'] = ResolversParentTypes['PushDevice']> = {
  appVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['PushPlatform'], ParentType, ContextType>;
  tokenSuffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PushPlatformResolvers = EnumResolverSignature<{ ANDROID?: any, IOS?: any }, ResolversTypes['PushPlatform']>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressLookup?: Resolver<Maybe<ResolversTypes['AddressMatch']>, ParentType, ContextType, RequireFields<QueryAddressLookupArgs, 'input'>>;
  adminConversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryAdminConversationArgs, 'id'>>;
  adminListings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, Partial<QueryAdminListingsArgs>>;
  adminPreApprovals?: Resolver<ResolversTypes['PreApprovalPage'], ParentType, ContextType, RequireFields<QueryAdminPreApprovalsArgs, 'page' | 'pageSize'>>;
  adminUserConversations?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, RequireFields<QueryAdminUserConversationsArgs, 'userId'>>;
  averageProfileCompletion?: Resolver<ResolversTypes['AverageProfileCompletion'], ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<QueryContractArgs, 'id'>>;
  contractAgentSuggestions?: Resolver<Array<ResolversTypes['AgentSuggestion']>, ParentType, ContextType, RequireFields<QueryContractAgentSuggestionsArgs, 'identifier'>>;
  contractInvitation?: Resolver<ResolversTypes['ContractInvitation'], ParentType, ContextType, RequireFields<QueryContractInvitationArgs, 'id' | 'token'>>;
  contractPaymentServices?: Resolver<Maybe<ResolversTypes['ContractPaymentServices']>, ParentType, ContextType, RequireFields<QueryContractPaymentServicesArgs, 'contractId'>>;
  contractSigningLink?: Resolver<ResolversTypes['ContractSigningLink'], ParentType, ContextType, RequireFields<QueryContractSigningLinkArgs, 'contractId'>>;
  contracts?: Resolver<ResolversTypes['ContractPage'], ParentType, ContextType, Partial<QueryContractsArgs>>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversationSummaries?: Resolver<ResolversTypes['ConversationSummaryPage'], ParentType, ContextType, Partial<QueryConversationSummariesArgs>>;
  conversationSummary?: Resolver<Maybe<ResolversTypes['ConversationSummary']>, ParentType, ContextType, RequireFields<QueryConversationSummaryArgs, 'id'>>;
  conversations?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, Partial<QueryConversationsArgs>>;
  creditScoreUpdateRequests?: Resolver<ResolversTypes['CreditScoreUpdateRequestPage'], ParentType, ContextType, RequireFields<QueryCreditScoreUpdateRequestsArgs, 'page' | 'pageSize'>>;
  currentlyBasedSuggestions?: Resolver<Array<ResolversTypes['PlaceSuggestion']>, ParentType, ContextType, RequireFields<QueryCurrentlyBasedSuggestionsArgs, 'query'>>;
  defaultInterestRates?: Resolver<Array<ResolversTypes['DefaultInterestRate']>, ParentType, ContextType>;
  educationalInstitutions?: Resolver<Array<ResolversTypes['EducationalInstitution']>, ParentType, ContextType, RequireFields<QueryEducationalInstitutionsArgs, 'q'>>;
  fileDownloadUrl?: Resolver<ResolversTypes['FileDownloadLink'], ParentType, ContextType, RequireFields<QueryFileDownloadUrlArgs, 'attachmentId'>>;
  guaranteeApplicantInvitation?: Resolver<ResolversTypes['RentalGuaranteeApplicantInvitation'], ParentType, ContextType, RequireFields<QueryGuaranteeApplicantInvitationArgs, 'id'>>;
  guaranteeClaim?: Resolver<Maybe<ResolversTypes['GuaranteeClaim']>, ParentType, ContextType, RequireFields<QueryGuaranteeClaimArgs, 'claimId' | 'guaranteeId'>>;
  guaranteeClaims?: Resolver<ResolversTypes['GuaranteeClaimList'], ParentType, ContextType, RequireFields<QueryGuaranteeClaimsArgs, 'guaranteeId'>>;
  guaranteeIdentityConfirmation?: Resolver<ResolversTypes['IdentityConfirmationStatus'], ParentType, ContextType, RequireFields<QueryGuaranteeIdentityConfirmationArgs, 'id' | 'token'>>;
  guaranteeMoveOutIssues?: Resolver<Array<ResolversTypes['MoveOutIssue']>, ParentType, ContextType, RequireFields<QueryGuaranteeMoveOutIssuesArgs, 'guaranteeId'>>;
  hmsSubmission?: Resolver<Maybe<ResolversTypes['HmsSubmission']>, ParentType, ContextType, RequireFields<QueryHmsSubmissionArgs, 'id'>>;
  hmsSubmissions?: Resolver<ResolversTypes['HmsSubmissionPage'], ParentType, ContextType, Partial<QueryHmsSubmissionsArgs>>;
  inboxUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indexValues?: Resolver<ResolversTypes['IndexValuePage'], ParentType, ContextType, Partial<QueryIndexValuesArgs>>;
  inspectionAddenda?: Resolver<Array<ResolversTypes['InspectionAddendum']>, ParentType, ContextType, RequireFields<QueryInspectionAddendaArgs, 'reportId'>>;
  inspectionDefectWindow?: Resolver<Maybe<ResolversTypes['InspectionDefectWindow']>, ParentType, ContextType, RequireFields<QueryInspectionDefectWindowArgs, 'reportId' | 'token'>>;
  inspectionESignature?: Resolver<Maybe<ResolversTypes['InspectionESignature']>, ParentType, ContextType, RequireFields<QueryInspectionESignatureArgs, 'reportId'>>;
  inspectionPaperScan?: Resolver<ResolversTypes['InspectionReportPdf'], ParentType, ContextType, RequireFields<QueryInspectionPaperScanArgs, 'reportId'>>;
  inspectionReport?: Resolver<Maybe<ResolversTypes['InspectionReport']>, ParentType, ContextType, RequireFields<QueryInspectionReportArgs, 'id'>>;
  inspectionReportPdf?: Resolver<ResolversTypes['InspectionReportPdf'], ParentType, ContextType, RequireFields<QueryInspectionReportPdfArgs, 'reportId'>>;
  inspectionSigningLink?: Resolver<ResolversTypes['InspectionSigningLink'], ParentType, ContextType, RequireFields<QueryInspectionSigningLinkArgs, 'reportId'>>;
  landlordApplication?: Resolver<Maybe<ResolversTypes['RentalApplication']>, ParentType, ContextType, RequireFields<QueryLandlordApplicationArgs, 'id'>>;
  landlordApplications?: Resolver<ResolversTypes['RentalApplicationPage'], ParentType, ContextType, Partial<QueryLandlordApplicationsArgs>>;
  landlordInsights?: Resolver<ResolversTypes['LandlordInsights'], ParentType, ContextType>;
  landlordRentalGuarantees?: Resolver<ResolversTypes['RentalGuaranteePage'], ParentType, ContextType, RequireFields<QueryLandlordRentalGuaranteesArgs, 'page' | 'pageSize'>>;
  ledgerReconciliations?: Resolver<ResolversTypes['LedgerReconciliationPage'], ParentType, ContextType, RequireFields<QueryLedgerReconciliationsArgs, 'page' | 'pageSize'>>;
  likedListings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, Partial<QueryLikedListingsArgs>>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  listingConversations?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, RequireFields<QueryListingConversationsArgs, 'listingId'>>;
  listingPublishes?: Resolver<ResolversTypes['ListingPublishPage'], ParentType, ContextType, Partial<QueryListingPublishesArgs>>;
  listings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, Partial<QueryListingsArgs>>;
  livingCostReferences?: Resolver<Array<ResolversTypes['LivingCostReference']>, ParentType, ContextType>;
  llmUsage?: Resolver<ResolversTypes['LlmUsageReport'], ParentType, ContextType, Partial<QueryLlmUsageArgs>>;
  loan?: Resolver<Maybe<ResolversTypes['Loan']>, ParentType, ContextType, RequireFields<QueryLoanArgs, 'id'>>;
  loanAgreementPdf?: Resolver<ResolversTypes['LoanAgreementPdf'], ParentType, ContextType, RequireFields<QueryLoanAgreementPdfArgs, 'loanId'>>;
  loanCoApplicant?: Resolver<ResolversTypes['LoanCoApplicant'], ParentType, ContextType, RequireFields<QueryLoanCoApplicantArgs, 'id'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  messageAttachment?: Resolver<Maybe<ResolversTypes['MessageAttachment']>, ParentType, ContextType, RequireFields<QueryMessageAttachmentArgs, 'id'>>;
  messageFraudDetections?: Resolver<ResolversTypes['MessageFraudDetectionPage'], ParentType, ContextType, RequireFields<QueryMessageFraudDetectionsArgs, 'page' | 'pageSize'>>;
  mobileAppVersions?: Resolver<Array<ResolversTypes['MobileAppVersion']>, ParentType, ContextType>;
  mobileLoginActivation?: Resolver<ResolversTypes['MobileLoginActivation'], ParentType, ContextType, RequireFields<QueryMobileLoginActivationArgs, 'token' | 'userId'>>;
  myApplication?: Resolver<Maybe<ResolversTypes['RentalApplication']>, ParentType, ContextType, RequireFields<QueryMyApplicationArgs, 'id'>>;
  myApplications?: Resolver<ResolversTypes['RentalApplicationPage'], ParentType, ContextType, Partial<QueryMyApplicationsArgs>>;
  myConsents?: Resolver<ResolversTypes['ConsentList'], ParentType, ContextType>;
  myIncomeSummary?: Resolver<ResolversTypes['IncomeSummary'], ParentType, ContextType, RequireFields<QueryMyIncomeSummaryArgs, 'year'>>;
  myInspectionReports?: Resolver<ResolversTypes['InspectionReportPage'], ParentType, ContextType, Partial<QueryMyInspectionReportsArgs>>;
  myInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryMyInvoicesArgs, 'page' | 'pageSize'>>;
  myListings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, Partial<QueryMyListingsArgs>>;
  myLoans?: Resolver<ResolversTypes['LoanPage'], ParentType, ContextType, RequireFields<QueryMyLoansArgs, 'page' | 'pageSize'>>;
  myNotifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryMyNotificationsArgs>>;
  myPaymentHistory?: Resolver<ResolversTypes['PaymentHistory'], ParentType, ContextType>;
  myPayoutMethods?: Resolver<Array<ResolversTypes['PayoutMethod']>, ParentType, ContextType>;
  myPayouts?: Resolver<ResolversTypes['PayoutPage'], ParentType, ContextType, RequireFields<QueryMyPayoutsArgs, 'page' | 'pageSize'>>;
  myPushDevices?: Resolver<Array<ResolversTypes['PushDevice']>, ParentType, ContextType>;
  myRentalGuarantees?: Resolver<ResolversTypes['RentalGuaranteePage'], ParentType, ContextType, RequireFields<QueryMyRentalGuaranteesArgs, 'page' | 'pageSize'>>;
  notificationSettings?: Resolver<Array<ResolversTypes['NotificationSetting']>, ParentType, ContextType>;
  paymentServicesContracts?: Resolver<ResolversTypes['PaymentServicesContractPage'], ParentType, ContextType, RequireFields<QueryPaymentServicesContractsArgs, 'page' | 'pageSize'>>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType, RequireFields<QueryPayoutArgs, 'id'>>;
  profileReview?: Resolver<Maybe<ResolversTypes['ProfileReview']>, ParentType, ContextType, RequireFields<QueryProfileReviewArgs, 'id'>>;
  propertyRegistry?: Resolver<ResolversTypes['RegistryPropertyPage'], ParentType, ContextType, RequireFields<QueryPropertyRegistryArgs, 'q'>>;
  publishRequests?: Resolver<ResolversTypes['PublishRequestPage'], ParentType, ContextType, Partial<QueryPublishRequestsArgs>>;
  rentalGuarantee?: Resolver<Maybe<ResolversTypes['RentalGuarantee']>, ParentType, ContextType, RequireFields<QueryRentalGuaranteeArgs, 'id'>>;
  rentalGuaranteeLifecycle?: Resolver<ResolversTypes['RentalGuaranteeLifecycle'], ParentType, ContextType, RequireFields<QueryRentalGuaranteeLifecycleArgs, 'id'>>;
  rentalGuaranteeSigningUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryRentalGuaranteeSigningUrlArgs, 'id'>>;
  rentalGuaranteeStatementPdf?: Resolver<ResolversTypes['RentalGuaranteeStatementPdf'], ParentType, ContextType, RequireFields<QueryRentalGuaranteeStatementPdfArgs, 'id'>>;
  rentalProfile?: Resolver<Maybe<ResolversTypes['RentalProfile']>, ParentType, ContextType, RequireFields<QueryRentalProfileArgs, 'username'>>;
  rentalProfileSuggestions?: Resolver<Array<ResolversTypes['RentalProfile']>, ParentType, ContextType, RequireFields<QueryRentalProfileSuggestionsArgs, 'q'>>;
  savedSearches?: Resolver<ResolversTypes['SavedSearchPage'], ParentType, ContextType, Partial<QuerySavedSearchesArgs>>;
  scamDetectionOverview?: Resolver<Maybe<ResolversTypes['ScamDetectionOverview']>, ParentType, ContextType, RequireFields<QueryScamDetectionOverviewArgs, 'userId'>>;
  sensitiveResources?: Resolver<Array<ResolversTypes['SensitiveResourceInfo']>, ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  specialTermTemplates?: Resolver<Array<ResolversTypes['SpecialTermTemplate']>, ParentType, ContextType, Partial<QuerySpecialTermTemplatesArgs>>;
  staffBill?: Resolver<Maybe<ResolversTypes['StaffBill']>, ParentType, ContextType, RequireFields<QueryStaffBillArgs, 'contractId' | 'date'>>;
  staffGuaranteeClaims?: Resolver<ResolversTypes['StaffGuaranteeClaimPage'], ParentType, ContextType, RequireFields<QueryStaffGuaranteeClaimsArgs, 'page' | 'pageSize' | 'status'>>;
  staffPayout?: Resolver<Maybe<ResolversTypes['StaffPayoutState']>, ParentType, ContextType, RequireFields<QueryStaffPayoutArgs, 'contractId' | 'date'>>;
  tenantInsights?: Resolver<ResolversTypes['TenantInsights'], ParentType, ContextType, Partial<QueryTenantInsightsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userListings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, RequireFields<QueryUserListingsArgs, 'userId'>>;
  userRentalGuarantees?: Resolver<ResolversTypes['UserRentalGuarantees'], ParentType, ContextType, RequireFields<QueryUserRentalGuaranteesArgs, 'userId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'pageSize'>>;
  visibilityOptions?: Resolver<Array<ResolversTypes['VisibilityOptionInfo']>, ParentType, ContextType>;
  visibilitySettings?: Resolver<Array<ResolversTypes['VisibilitySetting']>, ParentType, ContextType>;
};

export type RegistryAddressResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RegistryAddress'] = ResolversParentTypes['RegistryAddress']> = {
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistryPropertyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RegistryProperty'] = ResolversParentTypes['RegistryProperty']> = {
  address?: Resolver<ResolversTypes['RegistryAddress'], ParentType, ContextType>;
  landregId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['RegistryUnit']>, ParentType, ContextType>;
};

export type RegistryPropertyPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RegistryPropertyPage'] = ResolversParentTypes['RegistryPropertyPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RegistryProperty']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegistryUnitResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RegistryUnit'] = ResolversParentTypes['RegistryUnit']> = {
  fireInsuranceValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  propertyValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemovePaymentScheduleItemPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RemovePaymentScheduleItemPayload'] = ResolversParentTypes['RemovePaymentScheduleItemPayload']> = {
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type RentalApplicationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalApplication'] = ResolversParentTypes['RentalApplication']> = {
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['ApplicationAnswer']>, ParentType, ContextType>;
  applicantProfile?: Resolver<Maybe<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  corenters?: Resolver<Array<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deniedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  denyMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isConsidered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReadByLandlord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingSummary?: Resolver<ResolversTypes['RentalApplicationListing'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RentalApplicationStatus'], ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['ApplicationTenant'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RentalApplicationListingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalApplicationListing'] = ResolversParentTypes['RentalApplicationListing']> = {
  coverPhoto?: Resolver<Maybe<ResolversTypes['ApplicationCoverPhoto']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  municipality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['ListingQuestion']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RentalApplicationOrderResolvers = EnumResolverSignature<{ NEWEST?: any, OLDEST?: any, STATUS?: any }, ResolversTypes['RentalApplicationOrder']>;

export type RentalApplicationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalApplicationPage'] = ResolversParentTypes['RentalApplicationPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RentalApplication']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RentalApplicationStatusResolvers = EnumResolverSignature<{ ACCEPTED?: any, CANCELLED?: any, DENIED?: any, PENDING?: any }, ResolversTypes['RentalApplicationStatus']>;

export type RentalApplicationTypeResolvers = EnumResolverSignature<{ ACCEPTED?: any, ACTIVE?: any, ALL?: any, CANCELLED?: any, CONSIDERED?: any, DENIED?: any, PENDING?: any, UNREAD?: any }, ResolversTypes['RentalApplicationType']>;

export type RentalGuaranteeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalGuarantee'] = ResolversParentTypes['RentalGuarantee']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicantInvitations?: Resolver<Array<ResolversTypes['RentalGuaranteeApplicantInvitation']>, ParentType, ContextType>;
  applicants?: Resolver<Array<ResolversTypes['RentalGuaranteeApplicant']>, ParentType, ContextType>;
  assessedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cashThresholdAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cashThresholdPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditGrade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentUserRole?: Resolver<ResolversTypes['GuaranteeRole'], ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['GuaranteeDecision']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanPaymentSchedule?: Resolver<Maybe<ResolversTypes['LoanPaymentSchedule']>, ParentType, ContextType>;
  monthlyRent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spreadPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staffDecision?: Resolver<Maybe<ResolversTypes['GuaranteeStaffDecision']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GuaranteeStatus'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yearlyPremium?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RentalGuaranteeApplicantResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalGuaranteeApplicant'] = ResolversParentTypes['RentalGuaranteeApplicant']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCreditConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasKennitala?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['GuaranteeApplicantRole'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RentalGuaranteeApplicantInvitationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalGuaranteeApplicantInvitation'] = ResolversParentTypes['RentalGuaranteeApplicantInvitation']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canResendAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentUserSide?: Resolver<ResolversTypes['GuaranteeInvitationSide'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guaranteeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  guaranteeStatus?: Resolver<ResolversTypes['GuaranteeStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identityConfirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  inviterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kennitala?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyRent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  respondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['GuaranteeApplicantRole'], ParentType, ContextType>;
  sendCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GuaranteeApplicantInvitationStatus'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RentalGuaranteeLifecycleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalGuaranteeLifecycle'] = ResolversParentTypes['RentalGuaranteeLifecycle']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancellationRequests?: Resolver<Array<ResolversTypes['GuaranteeCancellationRequest']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currentUserRole?: Resolver<ResolversTypes['GuaranteeRole'], ParentType, ContextType>;
  guaranteeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthlyRent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signing?: Resolver<Maybe<ResolversTypes['GuaranteeSigning']>, ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['GuaranteeStatementInfo']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GuaranteeStatus'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanAnswerRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  viewerCanCommit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanRequestCancellation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUncommit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RentalGuaranteeListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalGuaranteeList'] = ResolversParentTypes['RentalGuaranteeList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RentalGuarantee']>, ParentType, ContextType>;
};

export type RentalGuaranteePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalGuaranteePage'] = ResolversParentTypes['RentalGuaranteePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RentalGuarantee']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RentalGuaranteeStatementPdfResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalGuaranteeStatementPdf'] = ResolversParentTypes['RentalGuaranteeStatementPdf']> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RentalProfileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RentalProfile'] = ResolversParentTypes['RentalProfile']> = {
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType, Partial<RentalProfileAttachmentsArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Child']>, ParentType, ContextType>;
  completion?: Resolver<ResolversTypes['ProfileCompletion'], ParentType, ContextType>;
  corenters?: Resolver<Array<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  coverPhoto?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  criminalRecord?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType>;
  currentlyBased?: Resolver<Maybe<ResolversTypes['CurrentlyBased']>, ParentType, ContextType>;
  educations?: Resolver<Array<ResolversTypes['Education']>, ParentType, ContextType>;
  employers?: Resolver<Array<ResolversTypes['Employer']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCriminalRecord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  incomingCorenterRequests?: Resolver<Array<ResolversTypes['CorenterRequest']>, ParentType, ContextType>;
  interests?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType>;
  isSmoker?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  paychecks?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  paymentHistory?: Resolver<Maybe<ResolversTypes['PaymentHistory']>, ParentType, ContextType>;
  pets?: Resolver<Array<ResolversTypes['Pet']>, ParentType, ContextType>;
  preApproval?: Resolver<Maybe<ResolversTypes['PreApproval']>, ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  profileUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['ProfileReview']>, ParentType, ContextType>;
  reviewsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentCorenterRequests?: Resolver<Array<ResolversTypes['CorenterRequest']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['ProfileViewer'], ParentType, ContextType>;
  visibility?: Resolver<Maybe<ResolversTypes['ProfileVisibility']>, ParentType, ContextType>;
};

export type ReplySuggestionsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ReplySuggestions'] = ResolversParentTypes['ReplySuggestions']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isTemplateBased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  providerKind?: Resolver<ResolversTypes['AiProviderKind'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReviewAuthorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ReviewAuthor'] = ResolversParentTypes['ReviewAuthor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SavedSearchResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SavedSearch'] = ResolversParentTypes['SavedSearch']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['ListingSearchFilter'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAlertEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SavedSearchPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SavedSearchPage'] = ResolversParentTypes['SavedSearchPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SavedSearch']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScamDetectionCountsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ScamDetectionCounts'] = ResolversParentTypes['ScamDetectionCounts']> = {
  confirmedScam?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dismissed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScamDetectionOverviewResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ScamDetectionOverview'] = ResolversParentTypes['ScamDetectionOverview']> = {
  conversations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  detections?: Resolver<ResolversTypes['ScamDetectionCounts'], ParentType, ContextType>;
  latestDetections?: Resolver<Array<ResolversTypes['MessageFraudDetection']>, ParentType, ContextType>;
  messagesSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ScamOverviewUser'], ParentType, ContextType>;
};

export type ScamOverviewUserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ScamOverviewUser'] = ResolversParentTypes['ScamOverviewUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ScamSignalResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ScamSignal'] = ResolversParentTypes['ScamSignal']> = {
  code?: Resolver<ResolversTypes['ScamSignalCode'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScamSignalCodeResolvers = EnumResolverSignature<{ CREDENTIAL_REQUEST?: any, DEPOSIT_BEFORE_VIEWING?: any, FOREIGN_PHONE_NUMBER?: any, LOOKALIKE_LINK?: any, MONEY_TRANSFER_SERVICE?: any, OFF_PLATFORM_CONTACT?: any, OWNER_ABROAD?: any, PAYMENT_OUTSIDE_PLATFORM?: any, TOO_GOOD_TO_BE_TRUE?: any, URGENCY?: any }, ResolversTypes['ScamSignalCode']>;

export type SecurityTypeResolvers = EnumResolverSignature<{ BANK_GUARANTEE?: any, DEPOSIT?: any, INSURANCE?: any, NONE?: any, RENTAL_GUARANTEE?: any }, ResolversTypes['SecurityType']>;

export type SensitiveResourceResolvers = EnumResolverSignature<{ CREDIT_SCORE?: any, NET_INCOME?: any }, ResolversTypes['SensitiveResource']>;

export type SensitiveResourceInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SensitiveResourceInfo'] = ResolversParentTypes['SensitiveResourceInfo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['SensitiveResource'], ParentType, ContextType>;
};

export type SessionTokensResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SessionTokens'] = ResolversParentTypes['SessionTokens']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SpecialGroupUsageResolvers = EnumResolverSignature<{ DISABLED?: any, ELDERLY?: any, HALFWAY_HOUSE?: any, INCOME_RESTRICTED?: any, NONE?: any, STUDENT?: any }, ResolversTypes['SpecialGroupUsage']>;

export type SpecialTermResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpecialTerm'] = ResolversParentTypes['SpecialTerm']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SpecialTermTemplateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpecialTermTemplate'] = ResolversParentTypes['SpecialTermTemplate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffBillResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffBill'] = ResolversParentTypes['StaffBill']> = {
  actions?: Resolver<Array<ResolversTypes['StaffItemAction']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimStatus?: Resolver<Maybe<ResolversTypes['PaymentClaimStatus']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  finalDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  interestAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentFeeRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rentAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffFinanceActionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffFinanceAction'] = ResolversParentTypes['StaffFinanceAction']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type StaffFinanceChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffFinanceChange'] = ResolversParentTypes['StaffFinanceChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffGuaranteeClaimResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffGuaranteeClaim'] = ResolversParentTypes['StaffGuaranteeClaim']> = {
  acceptedAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  committedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  guaranteeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landlordNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GuaranteeClaimStatus'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['GuaranteeClaimType'], ParentType, ContextType>;
};

export type StaffGuaranteeClaimPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffGuaranteeClaimPage'] = ResolversParentTypes['StaffGuaranteeClaimPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StaffGuaranteeClaim']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffItemActionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffItemAction'] = ResolversParentTypes['StaffItemAction']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['StaffFinanceChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type StaffPayoutResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffPayout'] = ResolversParentTypes['StaffPayout']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reversedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayoutStatus'], ParentType, ContextType>;
  transferId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffPayoutStateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffPayoutState'] = ResolversParentTypes['StaffPayoutState']> = {
  actions?: Resolver<Array<ResolversTypes['StaffItemAction']>, ParentType, ContextType>;
  claimStatus?: Resolver<Maybe<ResolversTypes['PaymentClaimStatus']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  heldAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isOnHold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['StaffPayout']>, ParentType, ContextType>;
  payoutMethodId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['StaffPayout']>, ParentType, ContextType>;
};

export type StartedConversationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StartedConversation'] = ResolversParentTypes['StartedConversation']> = {
  conversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  conversationUpdated?: SubscriptionResolver<ResolversTypes['Conversation'], "conversationUpdated", ParentType, ContextType>;
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, RequireFields<SubscriptionMessageAddedArgs, 'conversationId'>>;
  mobileLoginActivation?: SubscriptionResolver<ResolversTypes['MobileLoginActivation'], "mobileLoginActivation", ParentType, ContextType, RequireFields<SubscriptionMobileLoginActivationArgs, 'token' | 'userId'>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
};

export type TenantInsightsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TenantInsights'] = ResolversParentTypes['TenantInsights']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  avgResponseHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  denied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TermsStatusResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TermsStatus'] = ResolversParentTypes['TermsStatus']> = {
  acceptedVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mustAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TimelineItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TimelineItem'] = ResolversParentTypes['TimelineItem']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['ConversationEvent']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TimelineItemKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
};

export type TimelineItemKindResolvers = EnumResolverSignature<{ EVENT?: any, MESSAGE?: any }, ResolversTypes['TimelineItemKind']>;

export type TimelinePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TimelinePage'] = ResolversParentTypes['TimelinePage']> = {
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TimelineItem']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dateJoined?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailAddresses?: Resolver<Array<ResolversTypes['EmailAddress']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icelandicId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, Partial<UserListingsArgs>>;
  mustAcceptTerms?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  personalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalIdCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  primaryLanguage?: Resolver<Maybe<ResolversTypes['PrimaryLanguage']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['Phone']>, ParentType, ContextType>;
  primaryPhoneId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rentalProfile?: Resolver<Maybe<ResolversTypes['RentalProfile']>, ParentType, ContextType>;
  userType?: Resolver<Maybe<ResolversTypes['UserType']>, ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserRentalGuaranteesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserRentalGuarantees'] = ResolversParentTypes['UserRentalGuarantees']> = {
  asLandlord?: Resolver<ResolversTypes['RentalGuaranteeList'], ParentType, ContextType>;
  asTenant?: Resolver<ResolversTypes['RentalGuaranteeList'], ParentType, ContextType>;
};

export type UserTypeResolvers = EnumResolverSignature<{ LANDLORD?: any, TENANT?: any }, ResolversTypes['UserType']>;

export type VisibilityOptionResolvers = EnumResolverSignature<{ APPLIED_LANDLORDS?: any, PRIVATE?: any, PUBLIC?: any }, ResolversTypes['VisibilityOption']>;

export type VisibilityOptionInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['VisibilityOptionInfo'] = ResolversParentTypes['VisibilityOptionInfo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['VisibilityOption'], ParentType, ContextType>;
};

export type VisibilitySettingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['VisibilitySetting'] = ResolversParentTypes['VisibilitySetting']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['VisibilityOption'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['SensitiveResource'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphContext> = {
  AcceptApplicationPayload?: AcceptApplicationPayloadResolvers<ContextType>;
  Ack?: AckResolvers<ContextType>;
  AddEmailAddressPayload?: AddEmailAddressPayloadResolvers<ContextType>;
  AddPhonePayload?: AddPhonePayloadResolvers<ContextType>;
  AddressMatch?: AddressMatchResolvers<ContextType>;
  AgentSuggestion?: AgentSuggestionResolvers<ContextType>;
  AgentSuggestionSource?: AgentSuggestionSourceResolvers;
  AiFeature?: AiFeatureResolvers;
  AiProviderKind?: AiProviderKindResolvers;
  Amenity?: AmenityResolvers;
  ApplicationAnswer?: ApplicationAnswerResolvers<ContextType>;
  ApplicationCoverPhoto?: ApplicationCoverPhotoResolvers<ContextType>;
  ApplicationTenant?: ApplicationTenantResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AttachmentKind?: AttachmentKindResolvers;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  AverageProfileCompletion?: AverageProfileCompletionResolvers<ContextType>;
  BankAccountCheck?: BankAccountCheckResolvers<ContextType>;
  Bill?: BillResolvers<ContextType>;
  BoundingBox?: BoundingBoxResolvers<ContextType>;
  Child?: ChildResolvers<ContextType>;
  Consent?: ConsentResolvers<ContextType>;
  ConsentList?: ConsentListResolvers<ContextType>;
  ConsentType?: ConsentTypeResolvers;
  Contract?: ContractResolvers<ContextType>;
  ContractAccess?: ContractAccessResolvers;
  ContractAddress?: ContractAddressResolvers<ContextType>;
  ContractAgent?: ContractAgentResolvers<ContextType>;
  ContractBankAccount?: ContractBankAccountResolvers<ContextType>;
  ContractCollaborator?: ContractCollaboratorResolvers<ContextType>;
  ContractCollaboratorAccess?: ContractCollaboratorAccessResolvers;
  ContractCollaboratorInvitation?: ContractCollaboratorInvitationResolvers<ContextType>;
  ContractESignature?: ContractESignatureResolvers<ContextType>;
  ContractEmail?: ContractEmailResolvers<ContextType>;
  ContractEntity?: ContractEntityResolvers<ContextType>;
  ContractEvent?: ContractEventResolvers<ContextType>;
  ContractEventActor?: ContractEventActorResolvers<ContextType>;
  ContractInspectionPayer?: ContractInspectionPayerResolvers;
  ContractInsuranceType?: ContractInsuranceTypeResolvers;
  ContractInvitation?: ContractInvitationResolvers<ContextType>;
  ContractInvitationStatus?: ContractInvitationStatusResolvers;
  ContractMaintenance?: ContractMaintenanceResolvers<ContextType>;
  ContractMaintenanceDuty?: ContractMaintenanceDutyResolvers;
  ContractMeterReading?: ContractMeterReadingResolvers<ContextType>;
  ContractMoveInInspection?: ContractMoveInInspectionResolvers;
  ContractPage?: ContractPageResolvers<ContextType>;
  ContractPartyRole?: ContractPartyRoleResolvers;
  ContractPayee?: ContractPayeeResolvers<ContextType>;
  ContractPaymentServices?: ContractPaymentServicesResolvers<ContextType>;
  ContractPayoutMethod?: ContractPayoutMethodResolvers<ContextType>;
  ContractPdf?: ContractPdfResolvers<ContextType>;
  ContractPdfLanguage?: ContractPdfLanguageResolvers;
  ContractPhone?: ContractPhoneResolvers<ContextType>;
  ContractRealEstate?: ContractRealEstateResolvers<ContextType>;
  ContractRestrictions?: ContractRestrictionsResolvers<ContextType>;
  ContractSignType?: ContractSignTypeResolvers;
  ContractSigner?: ContractSignerResolvers<ContextType>;
  ContractSignerStatus?: ContractSignerStatusResolvers;
  ContractSigningLink?: ContractSigningLinkResolvers<ContextType>;
  ContractSigningProcess?: ContractSigningProcessResolvers<ContextType>;
  ContractSigningStatus?: ContractSigningStatusResolvers;
  ContractStatus?: ContractStatusResolvers;
  ContractTerminationReason?: ContractTerminationReasonResolvers<ContextType>;
  ContractUnit?: ContractUnitResolvers<ContextType>;
  ContractUtility?: ContractUtilityResolvers<ContextType>;
  ContractUtilityTag?: ContractUtilityTagResolvers;
  ContractValidStep?: ContractValidStepResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationContract?: ConversationContractResolvers<ContextType>;
  ConversationEvent?: ConversationEventResolvers<ContextType>;
  ConversationEventKind?: ConversationEventKindResolvers;
  ConversationLinks?: ConversationLinksResolvers<ContextType>;
  ConversationListing?: ConversationListingResolvers<ContextType>;
  ConversationOrder?: ConversationOrderResolvers;
  ConversationPage?: ConversationPageResolvers<ContextType>;
  ConversationParticipant?: ConversationParticipantResolvers<ContextType>;
  ConversationSummary?: ConversationSummaryResolvers<ContextType>;
  ConversationSummaryPage?: ConversationSummaryPageResolvers<ContextType>;
  CorenterRequest?: CorenterRequestResolvers<ContextType>;
  CorenterRequestStatus?: CorenterRequestStatusResolvers;
  CreditResultStatus?: CreditResultStatusResolvers;
  CreditScore?: CreditScoreResolvers<ContextType>;
  CreditScoreUpdateRequest?: CreditScoreUpdateRequestResolvers<ContextType>;
  CreditScoreUpdateRequestPage?: CreditScoreUpdateRequestPageResolvers<ContextType>;
  CreditScoreUpdateRequestStatus?: CreditScoreUpdateRequestStatusResolvers;
  CurrentlyBased?: CurrentlyBasedResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DefaultInterestRate?: DefaultInterestRateResolvers<ContextType>;
  DefaultInterestRateAuthor?: DefaultInterestRateAuthorResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  DurationType?: DurationTypeResolvers;
  Education?: EducationResolvers<ContextType>;
  EducationalInstitution?: EducationalInstitutionResolvers<ContextType>;
  EidChallenge?: EidChallengeResolvers<ContextType>;
  EidLoginResult?: EidLoginResultResolvers<ContextType>;
  EidStatus?: EidStatusResolvers;
  EmailAddress?: EmailAddressResolvers<ContextType>;
  Employer?: EmployerResolvers<ContextType>;
  EntityAutofill?: EntityAutofillResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FileDownloadLink?: FileDownloadLinkResolvers<ContextType>;
  FraudDetectionMessage?: FraudDetectionMessageResolvers<ContextType>;
  FraudReviewStatus?: FraudReviewStatusResolvers;
  FraudWarning?: FraudWarningResolvers<ContextType>;
  GuaranteeApplicantInvitationStatus?: GuaranteeApplicantInvitationStatusResolvers;
  GuaranteeApplicantRole?: GuaranteeApplicantRoleResolvers;
  GuaranteeCancellationRequest?: GuaranteeCancellationRequestResolvers<ContextType>;
  GuaranteeCancellationStatus?: GuaranteeCancellationStatusResolvers;
  GuaranteeClaim?: GuaranteeClaimResolvers<ContextType>;
  GuaranteeClaimEvidenceKind?: GuaranteeClaimEvidenceKindResolvers;
  GuaranteeClaimFile?: GuaranteeClaimFileResolvers<ContextType>;
  GuaranteeClaimLine?: GuaranteeClaimLineResolvers<ContextType>;
  GuaranteeClaimLineResponse?: GuaranteeClaimLineResponseResolvers;
  GuaranteeClaimLineType?: GuaranteeClaimLineTypeResolvers;
  GuaranteeClaimList?: GuaranteeClaimListResolvers<ContextType>;
  GuaranteeClaimObligeeDecision?: GuaranteeClaimObligeeDecisionResolvers;
  GuaranteeClaimRuling?: GuaranteeClaimRulingResolvers<ContextType>;
  GuaranteeClaimRulingBody?: GuaranteeClaimRulingBodyResolvers;
  GuaranteeClaimStatus?: GuaranteeClaimStatusResolvers;
  GuaranteeClaimType?: GuaranteeClaimTypeResolvers;
  GuaranteeDecision?: GuaranteeDecisionResolvers;
  GuaranteeInvitationSide?: GuaranteeInvitationSideResolvers;
  GuaranteeParty?: GuaranteePartyResolvers;
  GuaranteeRole?: GuaranteeRoleResolvers;
  GuaranteeSigning?: GuaranteeSigningResolvers<ContextType>;
  GuaranteeStaffDecision?: GuaranteeStaffDecisionResolvers<ContextType>;
  GuaranteeStatementInfo?: GuaranteeStatementInfoResolvers<ContextType>;
  GuaranteeStatus?: GuaranteeStatusResolvers;
  HmsAttemptOutcome?: HmsAttemptOutcomeResolvers;
  HmsRejectionError?: HmsRejectionErrorResolvers<ContextType>;
  HmsSubmission?: HmsSubmissionResolvers<ContextType>;
  HmsSubmissionAttempt?: HmsSubmissionAttemptResolvers<ContextType>;
  HmsSubmissionContract?: HmsSubmissionContractResolvers<ContextType>;
  HmsSubmissionPage?: HmsSubmissionPageResolvers<ContextType>;
  HmsSubmissionParty?: HmsSubmissionPartyResolvers<ContextType>;
  HmsSubmissionStatus?: HmsSubmissionStatusResolvers;
  IcelandicBankAccount?: IcelandicBankAccountResolvers<ContextType>;
  IdentityConfirmationStart?: IdentityConfirmationStartResolvers<ContextType>;
  IdentityConfirmationState?: IdentityConfirmationStateResolvers;
  IdentityConfirmationStatus?: IdentityConfirmationStatusResolvers<ContextType>;
  Income?: IncomeResolvers<ContextType>;
  IncomeFigures?: IncomeFiguresResolvers<ContextType>;
  IncomeGroup?: IncomeGroupResolvers<ContextType>;
  IncomeMonth?: IncomeMonthResolvers<ContextType>;
  IncomeProperty?: IncomePropertyResolvers<ContextType>;
  IncomeSource?: IncomeSourceResolvers;
  IncomeSummary?: IncomeSummaryResolvers<ContextType>;
  IndexValue?: IndexValueResolvers<ContextType>;
  IndexValueAuthor?: IndexValueAuthorResolvers<ContextType>;
  IndexValuePage?: IndexValuePageResolvers<ContextType>;
  IndexedRentMonth?: IndexedRentMonthResolvers<ContextType>;
  IndexedRentMonthStatus?: IndexedRentMonthStatusResolvers;
  IndexedRentSchedule?: IndexedRentScheduleResolvers<ContextType>;
  InspectionAddendum?: InspectionAddendumResolvers<ContextType>;
  InspectionAttendee?: InspectionAttendeeResolvers<ContextType>;
  InspectionComment?: InspectionCommentResolvers<ContextType>;
  InspectionCommentPage?: InspectionCommentPageResolvers<ContextType>;
  InspectionCondition?: InspectionConditionResolvers;
  InspectionDefectPhoto?: InspectionDefectPhotoResolvers<ContextType>;
  InspectionDefectWindow?: InspectionDefectWindowResolvers<ContextType>;
  InspectionESignature?: InspectionESignatureResolvers<ContextType>;
  InspectionFireSafety?: InspectionFireSafetyResolvers<ContextType>;
  InspectionFireSafetyCheck?: InspectionFireSafetyCheckResolvers<ContextType>;
  InspectionIssue?: InspectionIssueResolvers<ContextType>;
  InspectionIssueResponsibility?: InspectionIssueResponsibilityResolvers;
  InspectionIssueSeverity?: InspectionIssueSeverityResolvers;
  InspectionKeyRecipient?: InspectionKeyRecipientResolvers;
  InspectionKeyTransaction?: InspectionKeyTransactionResolvers<ContextType>;
  InspectionKeyType?: InspectionKeyTypeResolvers;
  InspectionKind?: InspectionKindResolvers;
  InspectionMeterReading?: InspectionMeterReadingResolvers<ContextType>;
  InspectionPaperScan?: InspectionPaperScanResolvers<ContextType>;
  InspectionPhoto?: InspectionPhotoResolvers<ContextType>;
  InspectionReport?: InspectionReportResolvers<ContextType>;
  InspectionReportPage?: InspectionReportPageResolvers<ContextType>;
  InspectionReportPdf?: InspectionReportPdfResolvers<ContextType>;
  InspectionRole?: InspectionRoleResolvers;
  InspectionRoomType?: InspectionRoomTypeResolvers;
  InspectionSigner?: InspectionSignerResolvers<ContextType>;
  InspectionSigningLink?: InspectionSigningLinkResolvers<ContextType>;
  InspectionSigningProcess?: InspectionSigningProcessResolvers<ContextType>;
  InspectionStatus?: InspectionStatusResolvers;
  InspectionStepCheck?: InspectionStepCheckResolvers<ContextType>;
  InspectionStepProblem?: InspectionStepProblemResolvers<ContextType>;
  InspectionSubject?: InspectionSubjectResolvers<ContextType>;
  InspectionSubjectKind?: InspectionSubjectKindResolvers;
  InspectionSubjectTag?: InspectionSubjectTagResolvers;
  InspectionUnit?: InspectionUnitResolvers<ContextType>;
  InspectionUser?: InspectionUserResolvers<ContextType>;
  InstitutionKind?: InstitutionKindResolvers;
  Interest?: InterestResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoiceStatusFilter?: InvoiceStatusFilterResolvers;
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>;
  KeyHandover?: KeyHandoverResolvers<ContextType>;
  KeyHandoverDirection?: KeyHandoverDirectionResolvers;
  LandlordInsights?: LandlordInsightsResolvers<ContextType>;
  Language?: LanguageResolvers;
  LedgerFinding?: LedgerFindingResolvers<ContextType>;
  LedgerProblem?: LedgerProblemResolvers<ContextType>;
  LedgerProblemCode?: LedgerProblemCodeResolvers;
  LedgerReconciliation?: LedgerReconciliationResolvers<ContextType>;
  LedgerReconciliationPage?: LedgerReconciliationPageResolvers<ContextType>;
  LedgerReconciliationTrigger?: LedgerReconciliationTriggerResolvers;
  LinkedApplication?: LinkedApplicationResolvers<ContextType>;
  LinkedContract?: LinkedContractResolvers<ContextType>;
  LinkedListing?: LinkedListingResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingApplicationInsights?: ListingApplicationInsightsResolvers<ContextType>;
  ListingFraudCheck?: ListingFraudCheckResolvers<ContextType>;
  ListingOwner?: ListingOwnerResolvers<ContextType>;
  ListingPage?: ListingPageResolvers<ContextType>;
  ListingPhoto?: ListingPhotoResolvers<ContextType>;
  ListingPublish?: ListingPublishResolvers<ContextType>;
  ListingPublishPage?: ListingPublishPageResolvers<ContextType>;
  ListingPublishVia?: ListingPublishViaResolvers;
  ListingQuestion?: ListingQuestionResolvers<ContextType>;
  ListingSearchFilter?: ListingSearchFilterResolvers<ContextType>;
  ListingSignal?: ListingSignalResolvers<ContextType>;
  ListingSignalCode?: ListingSignalCodeResolvers;
  ListingSort?: ListingSortResolvers;
  ListingStatus?: ListingStatusResolvers;
  ListingStep?: ListingStepResolvers<ContextType>;
  ListingStepName?: ListingStepNameResolvers;
  ListingType?: ListingTypeResolvers;
  ListingVerification?: ListingVerificationResolvers;
  LivingCostReference?: LivingCostReferenceResolvers<ContextType>;
  LivingCostReferenceAuthor?: LivingCostReferenceAuthorResolvers<ContextType>;
  LlmUsageDay?: LlmUsageDayResolvers<ContextType>;
  LlmUsageReport?: LlmUsageReportResolvers<ContextType>;
  Loan?: LoanResolvers<ContextType>;
  LoanAgreementPdf?: LoanAgreementPdfResolvers<ContextType>;
  LoanCoApplicant?: LoanCoApplicantResolvers<ContextType>;
  LoanCoApplicantSide?: LoanCoApplicantSideResolvers;
  LoanCoApplicantStatus?: LoanCoApplicantStatusResolvers;
  LoanCreditAssessment?: LoanCreditAssessmentResolvers<ContextType>;
  LoanDeclineReason?: LoanDeclineReasonResolvers;
  LoanDisbursement?: LoanDisbursementResolvers<ContextType>;
  LoanDisbursementStatus?: LoanDisbursementStatusResolvers;
  LoanEmployment?: LoanEmploymentResolvers;
  LoanHousehold?: LoanHouseholdResolvers<ContextType>;
  LoanLifecycle?: LoanLifecycleResolvers<ContextType>;
  LoanPage?: LoanPageResolvers<ContextType>;
  LoanPaymentAssessment?: LoanPaymentAssessmentResolvers<ContextType>;
  LoanPaymentRow?: LoanPaymentRowResolvers<ContextType>;
  LoanPaymentSchedule?: LoanPaymentScheduleResolvers<ContextType>;
  LoanPayoutAttempt?: LoanPayoutAttemptResolvers<ContextType>;
  LoanPersonalDetails?: LoanPersonalDetailsResolvers<ContextType>;
  LoanRepayment?: LoanRepaymentResolvers<ContextType>;
  LoanRepaymentState?: LoanRepaymentStateResolvers;
  LoanRole?: LoanRoleResolvers;
  LoanSigning?: LoanSigningResolvers<ContextType>;
  LoanStatus?: LoanStatusResolvers;
  Message?: MessageResolvers<ContextType>;
  MessageAttachment?: MessageAttachmentResolvers<ContextType>;
  MessageFraudDetection?: MessageFraudDetectionResolvers<ContextType>;
  MessageFraudDetectionPage?: MessageFraudDetectionPageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MissingProfileField?: MissingProfileFieldResolvers<ContextType>;
  MobileAppVersion?: MobileAppVersionResolvers<ContextType>;
  MobileLoginActivation?: MobileLoginActivationResolvers<ContextType>;
  MoveOutIssue?: MoveOutIssueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationMethod?: NotificationMethodResolvers;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationSetting?: NotificationSettingResolvers<ContextType>;
  NotificationType?: NotificationTypeResolvers;
  Page?: PageResolvers<ContextType>;
  PaymentClaim?: PaymentClaimResolvers<ContextType>;
  PaymentClaimStatus?: PaymentClaimStatusResolvers;
  PaymentHistory?: PaymentHistoryResolvers<ContextType>;
  PaymentHistoryMonth?: PaymentHistoryMonthResolvers<ContextType>;
  PaymentOutcome?: PaymentOutcomeResolvers;
  PaymentRecordEffect?: PaymentRecordEffectResolvers;
  PaymentSchedule?: PaymentScheduleResolvers<ContextType>;
  PaymentScheduleItem?: PaymentScheduleItemResolvers<ContextType>;
  PaymentScheduleItemLock?: PaymentScheduleItemLockResolvers;
  PaymentScheduleItemStatus?: PaymentScheduleItemStatusResolvers;
  PaymentScheduleTotals?: PaymentScheduleTotalsResolvers<ContextType>;
  PaymentScheduleUtilityLine?: PaymentScheduleUtilityLineResolvers<ContextType>;
  PaymentServicesContract?: PaymentServicesContractResolvers<ContextType>;
  PaymentServicesContractPage?: PaymentServicesContractPageResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutMethod?: PayoutMethodResolvers<ContextType>;
  PayoutPage?: PayoutPageResolvers<ContextType>;
  PayoutStatus?: PayoutStatusResolvers;
  PayoutTotals?: PayoutTotalsResolvers<ContextType>;
  Pet?: PetResolvers<ContextType>;
  PetKind?: PetKindResolvers;
  PetPhoto?: PetPhotoResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  PhoneVerificationChallenge?: PhoneVerificationChallengeResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  PollClaimsPayload?: PollClaimsPayloadResolvers<ContextType>;
  PreApproval?: PreApprovalResolvers<ContextType>;
  PreApprovalPage?: PreApprovalPageResolvers<ContextType>;
  PreApprovalStatus?: PreApprovalStatusResolvers;
  PriceComparisonScope?: PriceComparisonScopeResolvers;
  PriceEstimate?: PriceEstimateResolvers<ContextType>;
  PriceEstimateStatus?: PriceEstimateStatusResolvers;
  PricePoint?: PricePointResolvers<ContextType>;
  PrimaryLanguage?: PrimaryLanguageResolvers<ContextType>;
  PrivateNote?: PrivateNoteResolvers<ContextType>;
  ProfileCompletion?: ProfileCompletionResolvers<ContextType>;
  ProfileCompletionField?: ProfileCompletionFieldResolvers;
  ProfileImage?: ProfileImageResolvers<ContextType>;
  ProfileItemDeleteResult?: ProfileItemDeleteResultResolvers<ContextType>;
  ProfileReader?: ProfileReaderResolvers;
  ProfileReview?: ProfileReviewResolvers<ContextType>;
  ProfileViewer?: ProfileViewerResolvers<ContextType>;
  ProfileVisibility?: ProfileVisibilityResolvers<ContextType>;
  PublishRequest?: PublishRequestResolvers<ContextType>;
  PublishRequestPage?: PublishRequestPageResolvers<ContextType>;
  PublishRequestStatus?: PublishRequestStatusResolvers;
  PushDevice?: PushDeviceResolvers<ContextType>;
  PushPlatform?: PushPlatformResolvers;
  Query?: QueryResolvers<ContextType>;
  RegistryAddress?: RegistryAddressResolvers<ContextType>;
  RegistryProperty?: RegistryPropertyResolvers<ContextType>;
  RegistryPropertyPage?: RegistryPropertyPageResolvers<ContextType>;
  RegistryUnit?: RegistryUnitResolvers<ContextType>;
  RemovePaymentScheduleItemPayload?: RemovePaymentScheduleItemPayloadResolvers<ContextType>;
  RentalApplication?: RentalApplicationResolvers<ContextType>;
  RentalApplicationListing?: RentalApplicationListingResolvers<ContextType>;
  RentalApplicationOrder?: RentalApplicationOrderResolvers;
  RentalApplicationPage?: RentalApplicationPageResolvers<ContextType>;
  RentalApplicationStatus?: RentalApplicationStatusResolvers;
  RentalApplicationType?: RentalApplicationTypeResolvers;
  RentalGuarantee?: RentalGuaranteeResolvers<ContextType>;
  RentalGuaranteeApplicant?: RentalGuaranteeApplicantResolvers<ContextType>;
  RentalGuaranteeApplicantInvitation?: RentalGuaranteeApplicantInvitationResolvers<ContextType>;
  RentalGuaranteeLifecycle?: RentalGuaranteeLifecycleResolvers<ContextType>;
  RentalGuaranteeList?: RentalGuaranteeListResolvers<ContextType>;
  RentalGuaranteePage?: RentalGuaranteePageResolvers<ContextType>;
  RentalGuaranteeStatementPdf?: RentalGuaranteeStatementPdfResolvers<ContextType>;
  RentalProfile?: RentalProfileResolvers<ContextType>;
  ReplySuggestions?: ReplySuggestionsResolvers<ContextType>;
  ReviewAuthor?: ReviewAuthorResolvers<ContextType>;
  SavedSearch?: SavedSearchResolvers<ContextType>;
  SavedSearchPage?: SavedSearchPageResolvers<ContextType>;
  ScamDetectionCounts?: ScamDetectionCountsResolvers<ContextType>;
  ScamDetectionOverview?: ScamDetectionOverviewResolvers<ContextType>;
  ScamOverviewUser?: ScamOverviewUserResolvers<ContextType>;
  ScamSignal?: ScamSignalResolvers<ContextType>;
  ScamSignalCode?: ScamSignalCodeResolvers;
  SecurityType?: SecurityTypeResolvers;
  SensitiveResource?: SensitiveResourceResolvers;
  SensitiveResourceInfo?: SensitiveResourceInfoResolvers<ContextType>;
  SessionTokens?: SessionTokensResolvers<ContextType>;
  SpecialGroupUsage?: SpecialGroupUsageResolvers;
  SpecialTerm?: SpecialTermResolvers<ContextType>;
  SpecialTermTemplate?: SpecialTermTemplateResolvers<ContextType>;
  StaffBill?: StaffBillResolvers<ContextType>;
  StaffFinanceAction?: StaffFinanceActionResolvers<ContextType>;
  StaffFinanceChange?: StaffFinanceChangeResolvers<ContextType>;
  StaffGuaranteeClaim?: StaffGuaranteeClaimResolvers<ContextType>;
  StaffGuaranteeClaimPage?: StaffGuaranteeClaimPageResolvers<ContextType>;
  StaffItemAction?: StaffItemActionResolvers<ContextType>;
  StaffPayout?: StaffPayoutResolvers<ContextType>;
  StaffPayoutState?: StaffPayoutStateResolvers<ContextType>;
  StartedConversation?: StartedConversationResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TenantInsights?: TenantInsightsResolvers<ContextType>;
  TermsStatus?: TermsStatusResolvers<ContextType>;
  TimelineItem?: TimelineItemResolvers<ContextType>;
  TimelineItemKind?: TimelineItemKindResolvers;
  TimelinePage?: TimelinePageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserRentalGuarantees?: UserRentalGuaranteesResolvers<ContextType>;
  UserType?: UserTypeResolvers;
  VisibilityOption?: VisibilityOptionResolvers;
  VisibilityOptionInfo?: VisibilityOptionInfoResolvers<ContextType>;
  VisibilitySetting?: VisibilitySettingResolvers<ContextType>;
};

