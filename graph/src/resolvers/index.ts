import type { Resolvers } from '../__generated__/resolvers-types.js';
import { AuthMutation } from './accounts/auth.js';
import { ContactMutation } from './accounts/contacts.js';
import { AccountsQuery } from './accounts/query.js';
import { AccountsSubscription } from './accounts/subscription.js';
import * as AccountsTypes from './accounts/types.js';
import { UserMutation } from './accounts/user.js';
import { LandlordApplicationMutation } from './applications/landlord.js';
import { ApplicationsQuery } from './applications/query.js';
import { TenantApplicationMutation } from './applications/tenant.js';
import * as ApplicationsTypes from './applications/types.js';
import {
  CollaboratorsContract,
  CollaboratorsMutation,
  CollaboratorsQuery,
  CollaboratorDetails,
  ContractCollaboratorInvitation,
  ContractInvitation,
  ContractInvitationStatus,
} from './contracts/collaborators.js';
import { ContractMutation } from './contracts/mutations.js';
import { ContractPartsMutation, ContractPartsQuery } from './contracts/parts.js';
import * as ContractPaymentsTypes from './contracts/payments.js';
import * as ContractPartsTypes from './contracts/parts-types.js';
import { ContractStepsMutation, StepsContract } from './contracts/steps.js';
import * as ContractStepsTypes from './contracts/steps-types.js';
import { ContractsQuery } from './contracts/query.js';
import * as ContractsTypes from './contracts/types.js';
import {
  ContractSigningMutation,
  ContractSigningQuery,
  SigningContract,
} from './contracts/signing.js';
import * as ContractSigningTypes from './contracts/signing-types.js';
import { IndexationContract, IndexationMutation, IndexationQuery } from './contracts/indexation.js';
import { MobileAppVersionsMutation, MobileAppVersionsQuery } from './mobile-app-versions/index.js';
import { DefaultInterestMutation, DefaultInterestQuery } from './default-interest/index.js';
import * as IndexationTypes from './contracts/indexation-types.js';
import { ScheduleContract, ScheduleMutation } from './payments/schedule.js';
import * as ScheduleTypes from './payments/types.js';
import { InspectionsMutation } from './inspections/mutations.js';
import { InspectionsContract, InspectionsQuery } from './inspections/query.js';
import * as InspectionsTypes from './inspections/types.js';
import {
  InspectionPhoto,
  InspectionPhotosMutation,
  IssuePhotos,
  ReportPhotos,
  SubjectPhotos,
  UnitPhotos,
} from './inspections/photos.js';
import {
  InspectionKeyRecipient,
  InspectionKeyType,
  InspectionStepsMutation,
  InspectionStepsReport,
} from './inspections/steps.js';
import { InspectionPeopleMutation, InspectionUserContacts } from './inspections/people.js';
import { InspectionSigningMutation, InspectionSigningQuery } from './inspections/signing.js';
import * as DefectWindow from './inspections/defect-window.js';
import { FinancesMutation, FinancesQuery, PayoutOfItem } from './payments/finances.js';
import * as FinancesTypes from './payments/finances-types.js';
import { GuaranteePremium, GuaranteePremiumMutation } from './guarantees/premium.js';
import { GuaranteesMutation, GuaranteesQuery } from './guarantees/query.js';
import * as GuaranteesTypes from './guarantees/types.js';
import { LoansMutation, LoansQuery } from './loans/query.js';
import * as LoansTypes from './loans/types.js';
import * as LoanLifecycleTypes from './loans/lifecycle.js';
import * as LoanCoApplicantTypes from './loans/co-applicant.js';
import { LoanCoApplicantMutation, LoanCoApplicantQuery } from './loans/co-applicant-operations.js';
import { LivingCostMutation, LivingCostQuery } from './loans/living-cost.js';
import * as ApplicantsTypes from './guarantees/applicants.js';
import { GuaranteeClaimsMutation, GuaranteeClaimsQuery } from './guarantee-claims/query.js';
import * as GuaranteeClaimsTypes from './guarantee-claims/types.js';
import * as GuaranteeLifecycle from './guarantees/lifecycle.js';
import {
  GuaranteeStaffMutation,
  GuaranteeStaffQuery,
  StaffDecisionRentalGuarantee,
} from './guarantees/staff.js';
import { IncomeSummaryQuery } from './payments/income-summary.js';
import {
  StaffBill,
  StaffFinanceMutation,
  StaffFinanceQuery,
  StaffItemAction,
  StaffPayoutState,
} from './payments/staff-finance.js';
import { AttachmentsMutation, AttachmentsQuery, MessageAttachment } from './inbox/attachments.js';
import { InboxMutation } from './inbox/mutations.js';
import { InboxQuery } from './inbox/query.js';
import { InboxSubscription } from './inbox/subscription.js';
import * as InboxTypes from './inbox/types.js';
import { ConversationLinksMutation } from './inbox-links/mutations.js';
import { ConversationLinksQuery } from './inbox-links/query.js';
import * as InboxLinkTypes from './inbox-links/types.js';
import { ConversationLinkFields } from './inbox-links/conversation.js';
import { FraudMutation, FraudQuery } from './fraud/query.js';
import * as FraudTypes from './fraud/types.js';
import { FraudMessage } from './fraud/message.js';
import { LedgerMutation, LedgerQuery } from './ledger/query.js';
import { PaymentHistoryMutation, PaymentHistoryQuery } from './payment-history/query.js';
import * as PaymentHistoryTypes from './payment-history/types.js';
import * as LedgerTypes from './ledger/types.js';
import { AiMutation } from './ai/mutations.js';
import { AiQuery } from './ai/query.js';
import * as AiTypes from './ai/types.js';
import { BaseQuery, DateScalar, DateTimeScalar, Page } from './base.js';
import { AdminListingsMutation, AdminListingsQuery } from './listings/admin.js';
import * as ListingChecksTypes from './listing-checks/types.js';
import { MarketplaceMutation } from './listings/marketplace.js';
import * as ListingsPages from './listings/pages.js';
import { ListingsQuery, ListingsUser } from './listings/query.js';
import { SavedSearchMutation } from './listings/saved-searches.js';
import * as ListingsTypes from './listings/types.js';
import { WizardMutation } from './listings/wizard.js';
import { NotificationsMutation } from './notifications/mutations.js';
import { NotificationsQuery } from './notifications/query.js';
import { NotificationsSubscription } from './notifications/subscription.js';
import * as NotificationsTypes from './notifications/types.js';
import * as PushDevices from './notifications/push-devices.js';
import { NotificationsUser } from './notifications/user.js';
import { CorenterMutation } from './profiles/corenters.js';
import * as ProfilesPages from './profiles/pages.js';
import { PreApprovalMutation } from './profiles/pre-approval.js';
import { RentalProfile } from './profiles/profile.js';
import { ProfilesQuery } from './profiles/query.js';
import { ReviewMutation } from './profiles/reviews.js';
import { SectionMutation } from './profiles/sections.js';
import * as ProfilesTypes from './profiles/types.js';

/** Every domain's resolver maps, merged once at start-up. */
export const resolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Page,
  Query: {
    ...BaseQuery,
    ...AccountsQuery,
    ...ListingsQuery,
    ...AdminListingsQuery,
    ...ProfilesQuery,
    ...ApplicationsQuery,
    ...ContractsQuery,
    ...ContractSigningQuery,
    ...ContractPartsQuery,
    ...ContractPaymentsTypes.PaymentsQuery,
    ...IndexationQuery,
    ...MobileAppVersionsQuery,
    ...DefaultInterestQuery,
    ...CollaboratorsQuery,
    ...NotificationsQuery,
    ...PushDevices.PushDevicesQuery,
    ...InboxQuery,
    ...ConversationLinksQuery,
    ...FraudQuery,
    ...LedgerQuery,
    ...PaymentHistoryQuery,
    ...FinancesQuery,
    ...GuaranteesQuery,
    ...ApplicantsTypes.ApplicantsQuery,
    ...GuaranteeClaimsQuery,
    ...GuaranteeLifecycle.GuaranteeLifecycleQuery,
    ...GuaranteeStaffQuery,
    ...LoansQuery,
    ...LoanCoApplicantQuery,
    ...LivingCostQuery,
    ...IncomeSummaryQuery,
    ...StaffFinanceQuery,
    ...AiQuery,
    ...AttachmentsQuery,
    ...InspectionsQuery,
    ...InspectionSigningQuery,
    ...DefectWindow.InspectionDefectWindowQuery,
  },
  Mutation: {
    ...AuthMutation,
    ...UserMutation,
    ...ContactMutation,
    ...WizardMutation,
    ...MarketplaceMutation,
    ...SavedSearchMutation,
    ...AdminListingsMutation,
    ...SectionMutation,
    ...ReviewMutation,
    ...CorenterMutation,
    ...PreApprovalMutation,
    ...TenantApplicationMutation,
    ...LandlordApplicationMutation,
    ...ContractMutation,
    ...ContractSigningMutation,
    ...ContractPartsMutation,
    ...ContractPaymentsTypes.PaymentsMutation,
    ...IndexationMutation,
    ...MobileAppVersionsMutation,
    ...DefaultInterestMutation,
    ...ScheduleMutation,
    ...CollaboratorsMutation,
    ...ContractStepsMutation,
    ...NotificationsMutation,
    ...PushDevices.PushDevicesMutation,
    ...InboxMutation,
    ...ConversationLinksMutation,
    ...FraudMutation,
    ...LedgerMutation,
    ...PaymentHistoryMutation,
    ...FinancesMutation,
    ...GuaranteesMutation,
    ...LoansMutation,
    ...LoanCoApplicantMutation,
    ...LivingCostMutation,
    ...GuaranteePremiumMutation,
    ...ApplicantsTypes.ApplicantsMutation,
    ...GuaranteeClaimsMutation,
    ...GuaranteeLifecycle.GuaranteeLifecycleMutation,
    ...GuaranteeStaffMutation,
    ...StaffFinanceMutation,
    ...AiMutation,
    ...AttachmentsMutation,
    ...InspectionsMutation,
    ...InspectionPhotosMutation,
    ...InspectionStepsMutation,
    ...InspectionPeopleMutation,
    ...InspectionSigningMutation,
    ...DefectWindow.InspectionDefectWindowMutation,
  },
  Subscription: { ...AccountsSubscription, ...InboxSubscription, ...NotificationsSubscription },
  ...AccountsTypes,
  ...ListingsTypes,
  ...ListingsPages,
  Listing: { ...ListingsTypes.Listing, ...ListingChecksTypes.ListingVerificationFields },
  ListingFraudCheck: ListingChecksTypes.ListingFraudCheck,
  ListingSignal: ListingChecksTypes.ListingSignal,
  ListingVerification: ListingChecksTypes.ListingVerification,
  ListingSignalCode: ListingChecksTypes.ListingSignalCode,
  PriceComparisonScope: ListingChecksTypes.PriceComparisonScope,
  ...ProfilesTypes,
  ...ProfilesPages,
  ...ApplicationsTypes,
  ...ContractsTypes,
  ...ContractSigningTypes,
  Contract: {
    ...ContractsTypes.Contract,
    ...SigningContract,
    ...ContractPaymentsTypes.PaymentsContract,
    ...IndexationContract,
    ...ScheduleContract,
    ...CollaboratorsContract,
    ...StepsContract,
    ...InspectionsContract,
  },
  ...IndexationTypes,
  ...ScheduleTypes,
  ...InspectionsTypes,
  InspectionReport: {
    ...InspectionsTypes.InspectionReport,
    ...ReportPhotos,
    ...InspectionStepsReport,
    ...DefectWindow.InspectionFireSafetyReport,
  },
  InspectionUser: { ...InspectionsTypes.InspectionUser, ...InspectionUserContacts },
  InspectionUnit: { ...InspectionsTypes.InspectionUnit, ...UnitPhotos },
  InspectionSubject: { ...InspectionsTypes.InspectionSubject, ...SubjectPhotos },
  InspectionIssue: { ...InspectionsTypes.InspectionIssue, ...IssuePhotos },
  InspectionPhoto,
  InspectionKeyType,
  InspectionKeyRecipient,
  PaymentScheduleItem: { ...ScheduleTypes.PaymentScheduleItem, ...PayoutOfItem },
  ...FinancesTypes,
  ...GuaranteesTypes,
  ...LoansTypes,
  ...LoanLifecycleTypes,
  ...LoanCoApplicantTypes,
  RentalGuarantee: {
    ...GuaranteesTypes.RentalGuarantee,
    ...GuaranteePremium,
    ...ApplicantsTypes.ApplicantsRentalGuarantee,
    ...StaffDecisionRentalGuarantee,
  },
  RentalGuaranteeApplicant: ApplicantsTypes.RentalGuaranteeApplicant,
  RentalGuaranteeApplicantInvitation: ApplicantsTypes.RentalGuaranteeApplicantInvitation,
  IdentityConfirmationStart: ApplicantsTypes.IdentityConfirmationStart,
  IdentityConfirmationStatus: ApplicantsTypes.IdentityConfirmationStatus,
  GuaranteeApplicantRole: ApplicantsTypes.GuaranteeApplicantRole,
  GuaranteeApplicantInvitationStatus: ApplicantsTypes.GuaranteeApplicantInvitationStatus,
  GuaranteeInvitationSide: ApplicantsTypes.GuaranteeInvitationSide,
  IdentityConfirmationState: ApplicantsTypes.IdentityConfirmationState,
  ...GuaranteeClaimsTypes,
  ...GuaranteeLifecycle.GuaranteeLifecycleTypes,
  GuaranteeParty: GuaranteeLifecycle.GuaranteeParty,
  GuaranteeCancellationStatus: GuaranteeLifecycle.GuaranteeCancellationStatus,
  StaffBill,
  StaffItemAction,
  StaffPayoutState,
  ...ContractPartsTypes,
  KeyHandoverDirection: ContractPaymentsTypes.KeyHandoverDirection,
  PayoutMethod: ContractPaymentsTypes.PayoutMethod,
  IcelandicBankAccount: ContractPaymentsTypes.IcelandicBankAccount,
  BankAccountCheck: ContractPaymentsTypes.BankAccountCheck,
  KeyHandover: ContractPaymentsTypes.KeyHandover,
  ContractCollaboratorInvitation,
  ContractInvitation,
  ContractInvitationStatus,
  ContractCollaborator: { ...ContractsTypes.ContractCollaborator, ...CollaboratorDetails },
  ...ContractStepsTypes,
  ...NotificationsTypes,
  PushPlatform: PushDevices.PushPlatform,
  PushDevice: PushDevices.PushDevice,
  User: { ...AccountsTypes.User, ...ListingsUser, ...NotificationsUser },
  ...InboxTypes,
  ...InboxLinkTypes,
  Conversation: { ...InboxTypes.Conversation, ...ConversationLinkFields },
  ...FraudTypes,
  ...LedgerTypes,
  PaymentHistory: PaymentHistoryTypes.PaymentHistory,
  PaymentHistoryMonth: PaymentHistoryTypes.PaymentHistoryMonth,
  PaymentOutcome: PaymentHistoryTypes.PaymentOutcome,
  PaymentRecordEffect: PaymentHistoryTypes.PaymentRecordEffect,
  Message: { ...InboxTypes.Message, ...FraudMessage },
  ...AiTypes,
  MessageAttachment,
  RentalProfile: {
    ...AccountsTypes.RentalProfile,
    ...RentalProfile,
    ...PaymentHistoryTypes.PaymentHistoryProfile,
  },
};
