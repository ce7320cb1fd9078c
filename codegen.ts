import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates, from the files in this repo only (never from a running server):
 * - graph/src/__generated__/resolvers-types.ts: resolver types with mappers to the REST shapes;
 * - <app>/src/__generated__/: the client preset's typed documents for web and mobile (when the
 *   app exists), with the sha256 of each operation embedded for trusted documents;
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
const COLLABORATORS = '../rest/contract-collaborators-types.js#';
const STEPS = '../rest/contract-steps-types.js#';
const NOTIFICATIONS = '../rest/notifications-types.js#';
const INBOX = '../rest/inbox-types.js#';

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
  NotificationType: `${NOTIFICATIONS}NotificationType`,
  NotificationMethod: `${NOTIFICATIONS}NotificationMethod`,
  ConsentType: `${NOTIFICATIONS}ConsentType`,
  ConversationOrder: `${INBOX}ConversationOrder`,
};
const MAPPERS = {
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
  Listing: `${LISTINGS}RestListing`,
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
  Notification: `${NOTIFICATIONS}RestNotification`,
  NotificationPage: `${NOTIFICATIONS}GraphNotificationPage`,
  NotificationSetting: `${NOTIFICATIONS}RestNotificationSetting`,
  Consent: `${NOTIFICATIONS}RestConsent`,
  ConsentList: `${NOTIFICATIONS}RestConsents`,
  TermsStatus: `${NOTIFICATIONS}RestTermsStatus`,
  Conversation: `${INBOX}RestConversation`,
  ConversationParticipant: `${INBOX}RestConversationParticipant`,
  ConversationListing: `${INBOX}RestConversationListing`,
  ConversationPage: `${INBOX}GraphConversationPage`,
  Message: `${INBOX}RestMessage`,
  MessagePage: `${INBOX}RestMessagePage`,
  StartedConversation: `${INBOX}RestStartedConversation`,
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

const clientTargets: CodegenConfig['generates'] = Object.fromEntries(
  CLIENT_APPS.map((app) => [
    `${app}/src/__generated__/`,
    {
      preset: 'client',
      // The graph runs the stored document of a hash, so __typename must be in it for Apollo's
      // cache to normalise and match fragments.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      documents: [`${app}/src/**/*.{ts,tsx,graphql}`, `!${app}/src/__generated__/**`],
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      config: {
        scalars: SCALARS,
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
      },
    },
  ]),
);

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
  },
  hooks: { afterAllFileWrite: [writeGraphManifest] },
};

export default config;
