import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates, from the files in this repo only (never from a running server):
 * - graph/src/__generated__/resolvers-types.ts: resolver types with mappers to the REST shapes;
 * - <app>/src/__generated__/: the client preset's typed documents for web and mobile (when the
 *   app exists), with the sha256 of each operation embedded for trusted documents, and
 *   mobile/src/__generated__/session/: the mobile session layer's documents on their own;
 * - graph/src/__generated__/persisted-documents.json: the union of the apps' manifests, which the
 *   graph accepts by hash.
 * Run `npm run codegen`; CI runs `npm run codegen:check`.
 */

const SCHEMA = 'schema/**/*.graphql';
const GRAPH_MANIFEST = 'graph/src/__generated__/persisted-documents.json';
const CLIENT_APPS = ['web', 'mobile'].filter((app) => existsSync(`${app}/src`));

const SCALARS = { Date: 'string', DateTime: 'string' };
/** The api's ids are numbers; GraphQL serializes them as strings. */
const GRAPH_SCALARS = { ...SCALARS, ID: { input: 'string', output: 'string | number' } };

const REST = '../rest/types.js#';
const LISTINGS = '../rest/listings-types.js#';
const PROFILES = '../rest/profiles-types.js#';
const APPLICATIONS = '../rest/applications-types.js#';
const CONTRACTS = '../rest/contracts-types.js#';
const SIGNING = '../rest/contract-signing-types.js#';
const PARTS = '../rest/contract-parts-types.js#';
const PAYMENTS = '../rest/contract-payments-types.js#';
const INDEXATION = '../rest/indexation-types.js#';
const SCHEDULE = '../rest/payment-schedule-types.js#';
const COLLABORATORS = '../rest/contract-collaborators-types.js#';
const STEPS = '../rest/contract-steps-types.js#';
const NOTIFICATIONS = '../rest/notifications-types.js#';
const INBOX = '../rest/inbox-types.js#';
const INBOX_LINKS = '../rest/inbox-links-types.js#';
const FRAUD = '../rest/fraud-types.js#';
const LEDGER = '../rest/ledger-types.js#';
const FINANCES = '../rest/finances-types.js#';
const AI = '../rest/ai-types.js#';
const LISTING_CHECKS = '../rest/listing-checks-types.js#';
const INSPECTIONS = '../rest/inspections-types.js#';
const PAYMENT_HISTORY = '../rest/payment-history-types.js#';
const INSPECTION_PHOTOS = '../rest/inspection-photos-types.js#';
const INSPECTION_STEPS = '../rest/inspection-steps-types.js#';
const GUARANTEES = '../rest/guarantees-types.js#';
const APPLICANTS = '../rest/guarantee-applicants-types.js#';
const GUARANTEE_CLAIMS = '../rest/guarantee-claims-types.js#';
const GUARANTEE_LIFECYCLE = '../rest/guarantee-lifecycle.js#';
const LOANS = '../rest/loans-types.js#';

/** SCREAMING_CASE GraphQL enums onto the REST values (const objects in graph/src/rest/types.ts). */
const ENUM_VALUES = {
  UserType: `${REST}UserType`,
  Language: `${REST}Language`,
  EidStatus: `${REST}EidStatus`,
  ListingStatus: `${LISTINGS}ListingStatus`,
  ListingType: `${LISTINGS}ListingType`,
  SecurityType: `${LISTINGS}SecurityType`,
  DurationType: `${LISTINGS}DurationType`,
  ListingSort: `${LISTINGS}ListingSort`,
  Amenity: `${LISTINGS}Amenity`,
  ListingStepName: `${LISTINGS}ListingStepName`,
  PublishRequestStatus: `${LISTINGS}PublishRequestStatus`,
  ListingPublishVia: `${LISTINGS}ListingPublishVia`,
  ProfileReader: `${PROFILES}ProfileReader`,
  VisibilityOption: `${PROFILES}VisibilityOption`,
  SensitiveResource: `${PROFILES}SensitiveResource`,
  PetKind: `${PROFILES}PetKind`,
  AttachmentKind: `${PROFILES}AttachmentKind`,
  CorenterRequestStatus: `${PROFILES}CorenterRequestStatus`,
  PreApprovalStatus: `${PROFILES}PreApprovalStatus`,
  CreditResultStatus: `${PROFILES}CreditResultStatus`,
  CreditScoreUpdateRequestStatus: `${PROFILES}CreditScoreUpdateRequestStatus`,
  ProfileCompletionField: `${PROFILES}ProfileCompletionField`,
  InstitutionKind: `${PROFILES}InstitutionKind`,
  IncomeSource: `${PROFILES}IncomeSource`,
  RentalApplicationStatus: `${APPLICATIONS}RentalApplicationStatus`,
  RentalApplicationType: `${APPLICATIONS}RentalApplicationType`,
  RentalApplicationOrder: `${APPLICATIONS}RentalApplicationOrder`,
  ContractStatus: `${CONTRACTS}ContractStatus`,
  ContractSignType: `${CONTRACTS}ContractSignType`,
  ContractAccess: `${CONTRACTS}ContractAccess`,
  ContractPartyRole: `${CONTRACTS}ContractPartyRole`,
  ContractCollaboratorAccess: `${CONTRACTS}ContractCollaboratorAccess`,
  ContractInvitationStatus: `${COLLABORATORS}ContractInvitationStatus`,
  SpecialGroupUsage: `${CONTRACTS}SpecialGroupUsage`,
  ContractInsuranceType: `${CONTRACTS}ContractInsuranceType`,
  ContractUtilityTag: `${CONTRACTS}ContractUtilityTag`,
  ContractMaintenanceDuty: `${STEPS}ContractMaintenanceDuty`,
  ContractMoveInInspection: `${STEPS}ContractMoveInInspection`,
  ContractInspectionPayer: `${STEPS}ContractInspectionPayer`,
  ContractSigningStatus: `${SIGNING}ContractSigningStatus`,
  ContractSignerStatus: `${SIGNING}ContractSignerStatus`,
  HmsSubmissionStatus: `${SIGNING}HmsSubmissionStatus`,
  HmsAttemptOutcome: `${SIGNING}HmsAttemptOutcome`,
  ContractPdfLanguage: `${SIGNING}ContractPdfLanguage`,
  AgentSuggestionSource: `${PARTS}AgentSuggestionSource`,
  KeyHandoverDirection: `${PAYMENTS}KeyHandoverDirection`,
  IndexedRentMonthStatus: `${INDEXATION}IndexedRentMonthStatus`,
  PriceEstimateStatus: `${INDEXATION}PriceEstimateStatus`,
  PaymentScheduleItemStatus: `${SCHEDULE}PaymentScheduleItemStatus`,
  PaymentScheduleItemLock: `${SCHEDULE}PaymentScheduleItemLock`,
  PaymentClaimStatus: `${SCHEDULE}PaymentClaimStatus`,
  NotificationType: `${NOTIFICATIONS}NotificationType`,
  NotificationMethod: `${NOTIFICATIONS}NotificationMethod`,
  ConsentType: `${NOTIFICATIONS}ConsentType`,
  PushPlatform: `${NOTIFICATIONS}PushPlatform`,
  ConversationOrder: `${INBOX}ConversationOrder`,
  ConversationEventKind: `${INBOX_LINKS}ConversationEventKind`,
  TimelineItemKind: `${INBOX_LINKS}TimelineItemKind`,
  ScamSignalCode: `${FRAUD}ScamSignalCode`,
  FraudReviewStatus: `${FRAUD}FraudReviewStatus`,
  LedgerProblemCode: `${LEDGER}LedgerProblemCode`,
  PayoutStatus: `${FINANCES}PayoutStatus`,
  InvoiceStatusFilter: `${FINANCES}InvoiceStatusFilter`,
  LedgerReconciliationTrigger: `${LEDGER}LedgerReconciliationTrigger`,
  AiFeature: `${AI}AiFeature`,
  AiProviderKind: `${AI}AiProviderKind`,
  ListingVerification: `${LISTING_CHECKS}ListingVerification`,
  ListingSignalCode: `${LISTING_CHECKS}ListingSignalCode`,
  PriceComparisonScope: `${LISTING_CHECKS}PriceComparisonScope`,
  InspectionStatus: `${INSPECTIONS}InspectionStatus`,
  InspectionKind: `${INSPECTIONS}InspectionKind`,
  InspectionRole: `${INSPECTIONS}InspectionRole`,
  InspectionCondition: `${INSPECTIONS}InspectionCondition`,
  InspectionIssueSeverity: `${INSPECTIONS}InspectionIssueSeverity`,
  InspectionIssueResponsibility: `${INSPECTIONS}InspectionIssueResponsibility`,
  InspectionRoomType: `${INSPECTIONS}InspectionRoomType`,
  InspectionSubjectKind: `${INSPECTIONS}InspectionSubjectKind`,
  InspectionSubjectTag: `${INSPECTIONS}InspectionSubjectTag`,
  PaymentOutcome: `${PAYMENT_HISTORY}PaymentOutcome`,
  PaymentRecordEffect: `${PAYMENT_HISTORY}PaymentRecordEffect`,
  InspectionKeyType: `${INSPECTION_STEPS}InspectionKeyType`,
  InspectionKeyRecipient: `${INSPECTION_STEPS}InspectionKeyRecipient`,
  GuaranteeStatus: `${GUARANTEES}GuaranteeStatus`,
  GuaranteeDecision: `${GUARANTEES}GuaranteeDecision`,
  GuaranteeRole: `${GUARANTEES}GuaranteeRole`,
  LoanStatus: `${LOANS}LoanStatus`,
  LoanDeclineReason: `${LOANS}LoanDeclineReason`,
  LoanEmployment: `${LOANS}LoanEmployment`,
  LoanRole: `${LOANS}LoanRole`,
  LoanDisbursementStatus: `${LOANS}LoanDisbursementStatus`,
  LoanRepaymentState: `${LOANS}LoanRepaymentState`,
  LoanCoApplicantStatus: `${LOANS}LoanCoApplicantStatus`,
  LoanCoApplicantSide: `${LOANS}LoanCoApplicantSide`,
  GuaranteeApplicantRole: `${APPLICANTS}GuaranteeApplicantRole`,
  GuaranteeApplicantInvitationStatus: `${APPLICANTS}GuaranteeApplicantInvitationStatus`,
  GuaranteeInvitationSide: `${APPLICANTS}GuaranteeInvitationSide`,
  IdentityConfirmationState: `${APPLICANTS}IdentityConfirmationState`,
  GuaranteeClaimType: `${GUARANTEE_CLAIMS}GuaranteeClaimType`,
  GuaranteeClaimStatus: `${GUARANTEE_CLAIMS}GuaranteeClaimStatus`,
  GuaranteeClaimLineType: `${GUARANTEE_CLAIMS}GuaranteeClaimLineType`,
  GuaranteeClaimLineResponse: `${GUARANTEE_CLAIMS}GuaranteeClaimLineResponse`,
  GuaranteeClaimObligeeDecision: `${GUARANTEE_CLAIMS}GuaranteeClaimObligeeDecision`,
  GuaranteeClaimEvidenceKind: `${GUARANTEE_CLAIMS}GuaranteeClaimEvidenceKind`,
  GuaranteeClaimRulingBody: `${GUARANTEE_CLAIMS}GuaranteeClaimRulingBody`,
  GuaranteeParty: `${GUARANTEE_LIFECYCLE}GuaranteeParty`,
  GuaranteeCancellationStatus: `${GUARANTEE_LIFECYCLE}GuaranteeCancellationStatus`,
};
const MAPPERS = {
  RentalGuarantee: `${GUARANTEES}RestGuarantee`,
  RentalGuaranteePage: `${GUARANTEES}GraphRentalGuaranteePage`,
  Loan: `${LOANS}RestLoan`,
  LoanPage: `${LOANS}GraphLoanPage`,
  LoanHousehold: `${LOANS}RestLoanHousehold`,
  LoanPersonalDetails: `${LOANS}RestLoanPersonalDetails`,
  LoanCreditAssessment: `${LOANS}RestLoanCreditAssessment`,
  LoanPaymentAssessment: `${LOANS}RestLoanPaymentAssessment`,
  LoanLifecycle: `${LOANS}RestLoanLifecycle`,
  LoanSigning: `${LOANS}RestLoanSigning`,
  LoanDisbursement: `${LOANS}RestLoanDisbursement`,
  LoanPayoutAttempt: `${LOANS}RestLoanPayoutAttempt`,
  LoanRepayment: `${LOANS}RestLoanRepayment`,
  LoanCoApplicant: `${LOANS}RestLoanCoApplicant`,
  RentalGuaranteeApplicant: `${APPLICANTS}RestGuaranteeApplicant`,
  RentalGuaranteeApplicantInvitation: `${APPLICANTS}RestGuaranteeApplicantInvitation`,
  IdentityConfirmationStart: `${APPLICANTS}RestGuaranteeIdentityStart`,
  IdentityConfirmationStatus: `${APPLICANTS}RestGuaranteeIdentityStatus`,
  GuaranteeClaim: `${GUARANTEE_CLAIMS}RestGuaranteeClaim`,
  GuaranteeClaimLine: `${GUARANTEE_CLAIMS}RestGuaranteeClaimLine`,
  GuaranteeClaimFile: `${GUARANTEE_CLAIMS}RestGuaranteeClaimFile`,
  GuaranteeClaimList: `${GUARANTEE_CLAIMS}RestGuaranteeClaimList`,
  MoveOutIssue: `${GUARANTEE_CLAIMS}RestMoveOutIssue`,
  RentalGuaranteeLifecycle: `${GUARANTEE_LIFECYCLE}RestGuaranteeLifecycle`,
  PaymentHistory: `${PAYMENT_HISTORY}RestPaymentHistory`,
  PaymentHistoryMonth: `${PAYMENT_HISTORY}RestPaymentHistoryMonth`,
  InspectionReport: `${INSPECTIONS}RestInspectionReport`,
  InspectionUser: `${INSPECTIONS}RestInspectionUser`,
  InspectionUnit: `${INSPECTIONS}RestInspectionUnit`,
  InspectionSubject: `${INSPECTIONS}RestInspectionSubject`,
  InspectionIssue: `${INSPECTIONS}RestInspectionIssue`,
  InspectionReportPage: `${INSPECTIONS}GraphInspectionReportPage`,
  InspectionPhoto: `${INSPECTION_PHOTOS}RestInspectionPhoto`,
  User: `${REST}RestUser`,
  EmailAddress: `${REST}RestEmailAddress`,
  Phone: `${REST}RestPhone`,
  PrimaryLanguage: `${REST}RestLanguage`,
  RentalProfile: `${PROFILES}GraphRentalProfile`,
  UserPage: `${REST}GraphUserPage`,
  AuthPayload: `${REST}GraphAuthPayload`,
  EidChallenge: `${REST}RestEidChallenge`,
  EidLoginResult: `${REST}GraphEidLoginResult`,
  MobileLoginActivation: `${REST}GraphMobileLoginActivation`,
  PhoneVerificationChallenge: `${REST}GraphPhoneVerificationChallenge`,
  AddEmailAddressPayload: `${REST}GraphAddEmailAddressPayload`,
  AddPhonePayload: `${REST}GraphAddPhonePayload`,
  DeletePayload: `${REST}GraphDeletePayload`,
  Listing: `${LISTINGS}GraphListing`,
  ListingOwner: `${LISTINGS}RestListingOwner`,
  ListingPhoto: `${LISTINGS}RestListingPhoto`,
  ListingStep: `${LISTINGS}RestListingStep`,
  PricePoint: `${LISTINGS}RestPricePoint`,
  PublishRequest: `${LISTINGS}RestPublishRequest`,
  ListingPublish: `${LISTINGS}RestListingPublish`,
  ListingSearchFilter: `${LISTINGS}RestSearchFilters`,
  BoundingBox: `${LISTINGS}GraphBoundingBox`,
  SavedSearch: `${LISTINGS}RestSavedSearch`,
  ListingPage: `${LISTINGS}GraphListingPage`,
  SavedSearchPage: `${LISTINGS}GraphSavedSearchPage`,
  PublishRequestPage: `${LISTINGS}GraphPublishRequestPage`,
  ListingPublishPage: `${LISTINGS}GraphListingPublishPage`,
  DeleteResult: `${LISTINGS}GraphDeleteResult`,
  ProfileImage: `${PROFILES}RestProfileImage`,
  Interest: `${PROFILES}RestInterest`,
  Child: `${PROFILES}RestChild`,
  Pet: `${PROFILES}RestPet`,
  PetPhoto: `${PROFILES}RestPetPhoto`,
  Employer: `${PROFILES}RestEmployer`,
  Education: `${PROFILES}RestEducation`,
  CurrentlyBased: `${PROFILES}RestCurrentlyBased`,
  Attachment: `${PROFILES}RestAttachment`,
  ProfileReview: `${PROFILES}RestProfileReview`,
  MissingProfileField: `${PROFILES}RestMissingField`,
  AverageProfileCompletion: `${PROFILES}RestAverageCompletion`,
  EducationalInstitution: `${PROFILES}RestInstitution`,
  PlaceSuggestion: `${PROFILES}RestPlace`,
  FileDownloadLink: `${PROFILES}RestFileLink`,
  CorenterRequest: `${PROFILES}RestCorenterRequest`,
  SensitiveResourceInfo: `${PROFILES}GraphSensitiveResourceInfo`,
  VisibilityOptionInfo: `${PROFILES}GraphVisibilityOptionInfo`,
  VisibilitySetting: `${PROFILES}RestVisibilitySetting`,
  CreditScore: `${PROFILES}RestCreditScore`,
  Income: `${PROFILES}RestIncome`,
  PreApproval: `${PROFILES}RestPreApproval`,
  CreditScoreUpdateRequest: `${PROFILES}RestCreditScoreUpdateRequest`,
  PreApprovalPage: `${PROFILES}GraphPreApprovalPage`,
  CreditScoreUpdateRequestPage: `${PROFILES}GraphCreditScoreUpdateRequestPage`,
  ProfileItemDeleteResult: `${PROFILES}GraphProfileItemDeleteResult`,
  RentalApplication: `${APPLICATIONS}RestApplication`,
  RentalApplicationListing: `${APPLICATIONS}RestApplicationListing`,
  ApplicationTenant: `${APPLICATIONS}RestApplicationTenant`,
  ApplicationAnswer: `${APPLICATIONS}RestAnswer`,
  RentalApplicationPage: `${APPLICATIONS}GraphRentalApplicationPage`,
  AcceptApplicationPayload: `${APPLICATIONS}GraphAcceptApplicationPayload`,
  TenantInsights: `${APPLICATIONS}RestTenantInsights`,
  LandlordInsights: `${APPLICATIONS}RestLandlordInsights`,
  ListingApplicationInsights: `${APPLICATIONS}RestListingInsights`,
  Contract: `${CONTRACTS}RestContract`,
  ContractEvent: `${CONTRACTS}RestContractEvent`,
  ContractEntity: `${CONTRACTS}RestContractEntity`,
  ContractMaintenance: `${STEPS}RestContractMaintenance`,
  ContractAgent: `${CONTRACTS}RestContractAgent`,
  ContractPhone: `${CONTRACTS}RestContractPhone`,
  ContractEmail: `${CONTRACTS}RestContractEmail`,
  ContractPayee: `${CONTRACTS}RestContractPayee`,
  ContractPayoutMethod: `${CONTRACTS}RestContractPayoutMethod`,
  ContractBankAccount: `${CONTRACTS}RestContractBankAccount`,
  ContractRealEstate: `${CONTRACTS}RestContractRealEstate`,
  ContractAddress: `${CONTRACTS}RestContractAddress`,
  ContractUnit: `${CONTRACTS}RestContractUnit`,
  ContractUtility: `${CONTRACTS}RestContractUtility`,
  ContractMeterReading: `${CONTRACTS}RestContractMeterReading`,
  ContractRestrictions: `${CONTRACTS}RestContractRestrictions`,
  ContractCollaborator: `${COLLABORATORS}RestContractCollaboratorDetail`,
  ContractCollaboratorInvitation: `${COLLABORATORS}RestCollaboratorInvitation`,
  ContractInvitation: `${COLLABORATORS}RestCollaboratorInvitationPreview`,
  ContractTerminationReason: `${CONTRACTS}RestContractTerminationReason`,
  ContractValidStep: `${CONTRACTS}RestContractValidStep`,
  ContractEventActor: `${CONTRACTS}RestContractEventActor`,
  ContractPage: `${CONTRACTS}GraphContractPage`,
  ContractESignature: `${SIGNING}RestESignatureStatus`,
  ContractSigningProcess: `${SIGNING}RestSigningProcess`,
  ContractSigner: `${SIGNING}RestSigner`,
  ContractPdf: `${SIGNING}RestContractPdf`,
  HmsSubmission: `${SIGNING}RestHmsSubmissionView`,
  HmsSubmissionContract: `${SIGNING}RestHmsSubmissionContract`,
  HmsSubmissionParty: `${SIGNING}RestHmsParty`,
  HmsSubmissionAttempt: `${SIGNING}RestHmsAttempt`,
  HmsSubmissionPage: `${SIGNING}GraphHmsSubmissionPage`,
  SpecialTerm: `${SIGNING}RestSpecialTerm`,
  SpecialTermTemplate: `${SIGNING}RestSpecialTermTemplate`,
  PrivateNote: `${SIGNING}RestPrivateNote`,
  RegistryProperty: `${PARTS}RestRegistryProperty`,
  RegistryUnit: `${PARTS}RestRegistryUnit`,
  RegistryAddress: `${PARTS}RestRegistryAddress`,
  RegistryPropertyPage: `${PARTS}GraphRegistryPropertyPage`,
  EntityAutofill: `${PARTS}RestEntityAutofill`,
  AgentSuggestion: `${PARTS}RestAgentSuggestion`,
  PayoutMethod: `${PAYMENTS}RestPayoutMethod`,
  IcelandicBankAccount: `${PAYMENTS}RestIcelandicFormat`,
  BankAccountCheck: `${PAYMENTS}GraphBankAccountCheck`,
  KeyHandover: `${PAYMENTS}RestKeyTransaction`,
  IndexValue: `${INDEXATION}RestIndexValue`,
  IndexValueAuthor: `${INDEXATION}RestIndexValueAuthor`,
  IndexValuePage: `${INDEXATION}GraphIndexValuePage`,
  IndexedRentSchedule: `${INDEXATION}RestIndexedRent`,
  IndexedRentMonth: `${INDEXATION}RestIndexedRentMonth`,
  PriceEstimate: `${INDEXATION}RestPriceEstimation`,
  PaymentSchedule: `${SCHEDULE}GraphPaymentSchedule`,
  PaymentScheduleItem: `${SCHEDULE}RestScheduleItem`,
  PaymentScheduleTotals: `${SCHEDULE}RestScheduleTotals`,
  PaymentScheduleUtilityLine: `${SCHEDULE}RestScheduleUtilityLine`,
  PaymentClaim: `${SCHEDULE}RestScheduleClaim`,
  RemovePaymentScheduleItemPayload: `${SCHEDULE}GraphRemovedScheduleItem`,
  Notification: `${NOTIFICATIONS}RestNotification`,
  NotificationPage: `${NOTIFICATIONS}GraphNotificationPage`,
  NotificationSetting: `${NOTIFICATIONS}RestNotificationSetting`,
  Consent: `${NOTIFICATIONS}RestConsent`,
  ConsentList: `${NOTIFICATIONS}RestConsents`,
  TermsStatus: `${NOTIFICATIONS}RestTermsStatus`,
  PushDevice: `${NOTIFICATIONS}RestPushDevice`,
  Conversation: `${INBOX}RestConversation`,
  ConversationParticipant: `${INBOX}RestConversationParticipant`,
  ConversationListing: `${INBOX}RestConversationListing`,
  ConversationPage: `${INBOX}GraphConversationPage`,
  Message: `${INBOX}RestMessage`,
  MessagePage: `${INBOX}RestMessagePage`,
  StartedConversation: `${INBOX}RestStartedConversation`,
  ConversationLinks: `${INBOX_LINKS}RestConversationLinks`,
  LinkedListing: `${INBOX_LINKS}RestLinkedListing`,
  LinkedApplication: `${INBOX_LINKS}RestLinkedApplication`,
  LinkedContract: `${INBOX_LINKS}RestLinkedContract`,
  ConversationEvent: `${INBOX_LINKS}RestConversationEvent`,
  TimelineItem: `${INBOX_LINKS}RestTimelineItem`,
  TimelinePage: `${INBOX_LINKS}RestTimelinePage`,
  ConversationContract: `${INBOX_LINKS}GraphConversationContract`,
  ScamSignal: `${FRAUD}RestScamSignal`,
  FraudWarning: `${FRAUD}RestFraudWarning`,
  FraudDetectionMessage: `${FRAUD}RestFraudDetectionMessage`,
  MessageFraudDetection: `${FRAUD}RestFraudDetection`,
  MessageFraudDetectionPage: `${FRAUD}GraphMessageFraudDetectionPage`,
  ScamDetectionCounts: `${FRAUD}RestScamDetectionCounts`,
  ScamOverviewUser: `${FRAUD}RestScamOverviewUser`,
  ScamDetectionOverview: `${FRAUD}RestScamOverview`,
  LedgerProblem: `${LEDGER}RestLedgerProblem`,
  Payout: `${FINANCES}RestFinancePayout`,
  PayoutTotals: `${FINANCES}RestPayoutTotals`,
  PayoutPage: `${FINANCES}GraphPayoutPage`,
  Invoice: `${FINANCES}RestInvoice`,
  InvoiceTotals: `${FINANCES}RestInvoiceTotals`,
  InvoicePage: `${FINANCES}GraphInvoicePage`,
  Bill: `${FINANCES}RestBill`,
  StaffPayout: `${FINANCES}RestStaffPayout`,
  StaffFinanceAction: `${FINANCES}RestStaffFinanceAction`,
  ContractPaymentServices: `${FINANCES}RestPaymentServices`,
  PaymentServicesContract: `${FINANCES}RestPaymentServicesContract`,
  PaymentServicesContractPage: `${FINANCES}GraphPaymentServicesContractPage`,
  StaffFinanceChange: `${FINANCES}RestStaffFinanceChange`,
  StaffItemAction: `${FINANCES}RestStaffItemAction`,
  StaffBill: `${FINANCES}RestStaffBill`,
  StaffPayoutState: `${FINANCES}RestStaffPayoutState`,
  LedgerFinding: `${LEDGER}RestLedgerFinding`,
  LedgerReconciliation: `${LEDGER}RestLedgerReconciliation`,
  LedgerReconciliationPage: `${LEDGER}GraphLedgerReconciliationPage`,
  LlmUsageReport: `${AI}RestLlmUsageReport`,
  LlmUsageDay: `${AI}RestLlmUsageDay`,
  ConversationSummary: `${AI}RestConversationSummary`,
  ConversationSummaryPage: `${AI}GraphConversationSummaryPage`,
  ReplySuggestions: `${AI}GraphReplySuggestions`,
  ListingFraudCheck: `${LISTING_CHECKS}RestListingFraudCheck`,
  ListingSignal: `${LISTING_CHECKS}RestListingSignal`,
  MessageAttachment: '../rest/message-attachments-types.js#RestMessageAttachment',
};

function readManifest(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
}

/** Merges the apps' manifests into the one the graph serves (sorted, so output is stable). */
function writeGraphManifest(): void {
  const merged: Record<string, string> = {};
  for (const app of CLIENT_APPS) {
    Object.assign(merged, readManifest(`${app}/src/__generated__/persisted-documents.json`));
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync('graph/src/__generated__', { recursive: true });
  writeFileSync(GRAPH_MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Mapped enums are type aliases in rest/types.ts; codegen re-exports them as values, which
 * `verbatimModuleSyntax` rejects. Re-export them as types.
 */
function typeOnlyEnumReexports(_path: string, content: string): string {
  return content.replace(/^export \{ (\w+) \};$/gm, 'export type { $1 };');
}

/** The client preset's typed documents, with their hashes embedded, for one app's documents. */
function clientTarget(documents: string[]) {
  return {
    preset: 'client' as const,
    // The graph runs the stored document of a hash, so __typename must be in it for Apollo's
    // cache to normalise and match fragments.
    documentTransforms: [addTypenameSelectionDocumentTransform],
    documents,
    presetConfig: {
      fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      persistedDocuments: {
        mode: 'embedHashInDocument' as const,
        hashAlgorithm: 'sha256' as const,
      },
    },
    config: {
      scalars: SCALARS,
      enumsAsTypes: true,
      useTypeImports: true,
      skipTypename: false,
    },
  };
}

const clientTargets: CodegenConfig['generates'] = Object.fromEntries(
  CLIENT_APPS.map((app) => [
    `${app}/src/__generated__/`,
    clientTarget([`${app}/src/**/*.{ts,tsx,graphql}`, `!${app}/src/__generated__/**`]),
  ]),
);

/**
 * The mobile session layer's documents (sign-in, the electronic ID, push registration) once more,
 * on their own: the web export's sign-in screen sends them before Apollo and the app's other
 * documents are loaded (mobile/src/client-kit). Same hashes as in the app's manifest.
 */
const mobileSessionTarget: CodegenConfig['generates'] = CLIENT_APPS.includes('mobile')
  ? {
      'mobile/src/__generated__/session/': clientTarget([
        'mobile/src/graphql/session.graphql',
        'mobile/src/graphql/push.graphql',
      ]),
    }
  : {};

const config: CodegenConfig = {
  schema: SCHEMA,
  ignoreNoDocuments: true,
  generates: {
    'graph/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GraphContext',
        enumsAsTypes: true,
        mappers: MAPPERS,
        enumValues: ENUM_VALUES,
        scalars: GRAPH_SCALARS,
        useIndexSignature: false,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        resolverTypeWrapperSignature: 'T | Promise<T>',
      },
      hooks: { beforeOneFileWrite: [typeOnlyEnumReexports] },
    },
    ...clientTargets,
    ...mobileSessionTarget,
  },
  hooks: { afterAllFileWrite: [writeGraphManifest] },
};

export default config;
