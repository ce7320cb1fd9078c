/**
 * The REST contract for clients: the response schemas of every module and their inferred types.
 * The graph infers its REST types from here (type imports only), so nothing is written twice.
 */
import type { z } from 'zod';
import type * as applications from './modules/applications/application-schemas.js';
import type * as collaboration from './modules/contracts/collaborators/invitation-view.js';
import type * as finance from './modules/finance/finance-schemas.js';
import type * as defaultInterest from './modules/finance/default-interest-view.js';
import type * as payments from './modules/payments/schedule-schemas.js';
import type * as paymentHistory from './modules/payment-history/payment-history-schemas.js';
import type * as finances from './modules/payments/finances-view.js';
import type * as billing from './modules/payments/billing-view.js';
import type * as staffBilling from './modules/payments/staff-billing-view.js';
import type * as contracts from './modules/contracts/contract-schemas.js';
import type * as contractParts from './modules/contracts/parts/part-schemas.js';
import type * as inbox from './modules/inbox/inbox-schemas.js';
import type * as inboxLinks from './modules/inbox/links-schemas.js';
import type * as fraud from './modules/fraud/fraud-schemas.js';
import type * as ledger from './modules/ledger/ledger-schemas.js';
import type * as inspections from './modules/inspections/inspection-schemas.js';
import type * as loans from './modules/loans/loans-schemas.js';
import type * as loanLifecycle from './modules/loans/lifecycle-view.js';
import type * as loanCoApplicant from './modules/loans/co-applicant-view.js';
import type * as livingCost from './modules/loans/living-cost-routes.js';
import type * as inspectionPhotos from './modules/inspections/photos-schemas.js';
import type * as ai from './modules/ai/ai-schemas.js';
import type * as guarantees from './modules/guarantees/guarantees-schemas.js';
import type * as guaranteePremium from './modules/guarantees/premium-schemas.js';
import type * as guaranteeApplicants from './modules/guarantees/applicants-view.js';
import type * as guaranteeClaims from './modules/guarantees/claims-schemas.js';
import type * as guaranteeLifecycle from './modules/guarantees/lifecycle/lifecycle-view.js';
import type * as guaranteeStaff from './modules/guarantees/staff/staff-schemas.js';
import type * as listings from './modules/listings/listing-schemas.js';
import type * as listingChecks from './modules/listing-checks/check-view.js';
import type * as notifications from './modules/notifications/notification-schemas.js';
import type * as pushDevices from './modules/notifications/push-device-view.js';
import type * as profiles from './modules/profiles/profile-schemas.js';
import type * as users from './modules/users/user-schemas.js';
import type * as mobileAppVersions from './modules/mobile-app-versions/mobile-app-versions-view.js';

type Out<T extends z.ZodType> = z.output<T>;
type ItemOf<T extends { results: unknown[] }> = T['results'][number];

export type { Page as RestPage } from './http/pagination.js';
export type RestError = Out<typeof import('./http/responses.js').errorResponse>;
export type RestDetail = Out<typeof import('./http/responses.js').detailResponse>;

// accounts
export type RestUser = Out<typeof users.userResponse>;
export type RestEmailAddress = Out<typeof users.emailAddressResponse>;
export type RestPhone = Out<typeof users.phoneResponse>;
export type RestLanguage = Out<typeof users.languageResponse>;
export type RestRentalProfileRef = Out<typeof users.rentalProfileRefResponse>;
export type RestTokens = Out<typeof users.tokensResponse>;
export type RestAuthResponse = Out<typeof users.authResponse>;
export type RestEidChallenge = Out<typeof users.eidChallengeResponse>;
export type RestEidStatus = Out<typeof users.eidStatusResponse>;
export type RestMobileLoginActivationStatus = Out<typeof users.mobileLoginActivationResponse>;
export type RestPhoneVerificationChallenge = Out<typeof users.phoneVerificationChallengeResponse>;

// listings
export type RestListing = Out<typeof listings.listingResponse>;
export type RestListingCard = Out<typeof listings.listingCardResponse>;
export type RestListingFieldValues = Out<typeof listings.listingFieldsResponse>;
export type RestListingPhoto = Out<typeof listings.listingPhotoResponse>;
export type RestListingOwner = Out<typeof listings.listingOwnerResponse>;
export type RestListingStep = Out<typeof listings.listingStepResponse>;
export type RestPricePoint = Out<typeof listings.pricePointResponse>;
export type RestListingSearchPage = Out<typeof listings.listingSearchPageResponse>;
export type RestPublishRequest = Out<typeof listings.publishRequestResponse>;
export type RestEmbeddedPublishRequest = Out<typeof listings.embeddedPublishRequestResponse>;
export type RestPublishDecision = Out<typeof listings.publishDecisionResponse>;
export type RestListingPublish = Out<typeof listings.listingPublishResponse>;
export type RestSearchFilters = Out<typeof listings.searchFiltersResponse>;
export type RestSavedSearch = Out<typeof listings.savedSearchResponse>;
export type RestPhotoList = Out<typeof listings.photoListResponse>;
export type RestLike = Out<typeof listings.likeResponse>;
export type RestListingFraudCheck = Out<typeof listingChecks.listingFraudCheckResponse>;
export type RestListingSignal = Out<typeof listingChecks.listingSignalResponse>;

// tenant profiles
export type RestProfileImage = Out<typeof profiles.imageResponse>;
export type RestProfileCard = Out<typeof profiles.profileCardResponse>;
export type RestProfileView = Out<typeof profiles.profileResponse>;
export type RestInterest = Out<typeof profiles.interestResponse>;
export type RestChild = Out<typeof profiles.childResponse>;
export type RestPet = Out<typeof profiles.petResponse>;
export type RestPetPhoto = Out<typeof profiles.petPhotoResponse>;
export type RestEmployer = Out<typeof profiles.employerResponse>;
export type RestEducation = Out<typeof profiles.educationResponse>;
export type RestCurrentlyBased = Out<typeof profiles.currentlyBasedResponse>;
export type RestAttachment = Out<typeof profiles.attachmentResponse>;
export type RestCreditScore = Out<typeof profiles.creditScoreResponse>;
export type RestPreApproval = Out<typeof profiles.preApprovalResponse>;
export type RestStaffPreApproval = Out<typeof profiles.staffPreApprovalResponse>;
export type RestMissingField = Out<typeof profiles.missingFieldResponse>;
export type RestProfileCompletion = Out<typeof profiles.profileCompletionResponse>;
export type RestAverageCompletion = Out<typeof profiles.averageCompletionResponse>;
export type RestInstitution = ItemOf<Out<typeof profiles.institutionListResponse>>;
export type RestPlace = ItemOf<Out<typeof profiles.placeListResponse>>;
export type RestFileLink = Out<typeof profiles.fileLinkResponse>;
export type RestProfileReview = Out<typeof profiles.reviewResponse>;
export type RestCorenterRequest = Out<typeof profiles.corenterRequestResponse>;
export type RestSensitiveResourceInfo = Out<typeof profiles.sensitiveResourceListResponse>[number];
export type RestVisibilityOptionInfo = Out<typeof profiles.visibilityOptionListResponse>[number];
export type RestVisibilitySetting = Out<typeof profiles.visibilitySettingResponse>;
export type RestIncome = Out<typeof profiles.incomeResponse>;
export type RestIncomes = Out<typeof profiles.incomesResponse>;
export type RestIncomesUpdate = Out<typeof profiles.incomesUpdateResponse>;
export type RestPreApprovalIncomes = Out<typeof profiles.preApprovalIncomesResponse>;
export type RestProfileAttachment = ItemOf<Out<typeof profiles.profileAttachmentListResponse>>;
export type RestProfileCorenterRequest = ItemOf<
  Out<typeof profiles.profileCorenterRequestListResponse>
>;
export type RestCreditScoreUpdateRequest = Out<typeof profiles.creditScoreUpdateRequestResponse>;
export type RestStaffCreditScoreUpdateRequest = ItemOf<
  Out<typeof profiles.staffCreditScoreUpdateRequestPageResponse>
>;

// rental applications
export type RestApplication = Out<typeof applications.applicationResponse>;
export type RestApplicationListing = Out<typeof applications.applicationListingResponse>;
export type RestTenantInsights = Out<typeof applications.tenantInsightsResponse>;
export type RestLandlordInsights = Out<typeof applications.landlordInsightsResponse>;
export type RestListingInsights = RestLandlordInsights['listings'][number];

// finance (payout methods, bank check, currencies, CPI) and contract collaboration
export type RestPayoutMethod = Out<typeof finance.payoutMethodResponse>;
export type RestVerifyAccount = Out<typeof finance.verifyAccountResponse>;
export type RestCurrency = ItemOf<Out<typeof finance.currencyListResponse>>;
export type RestIndexValue = Out<typeof finance.indexValueResponse>;
export type RestIndexedRent = Out<typeof finance.indexedRentResponse>;
export type RestPriceEstimation = Out<typeof finance.priceEstimationResponse>;
export type RestCollaboratorInvitation = Out<typeof collaboration.invitationResponse>;
export type RestCollaboratorInvitationPreview = Out<typeof collaboration.invitationPreviewResponse>;
export type RestCollaboratorInvitationAnswer = Out<typeof collaboration.invitationAnswerResponse>;
export type RestContractCollaborator = Out<typeof collaboration.collaboratorResponse>;
export type RestContractCollaboratorDetail = Out<typeof collaboration.collaboratorDetailResponse>;

// inspection reports (úttekt)
export type RestInspectionReport = Out<typeof inspections.reportResponse>;
export type RestInspectionIssue = Out<typeof inspections.issueResponse>;
export type RestInspectionPhoto = Out<typeof inspectionPhotos.photoResponse>;

// rental contracts
export type RestContract = Out<typeof contracts.contractResponse>;
export type RestContractEvent = Out<typeof contracts.contractEventResponse>;

// rental contracts: signing, HMS registration, special terms and private notes, the PDF
export type RestESignatureStatus = Out<
  typeof import('./modules/contracts/signing/signing-schemas.js').eSignatureStatusResponse
>;
export type RestSandboxSignerView = Out<
  typeof import('./modules/contracts/signing/signing-schemas.js').sandboxSignerResponse
>;
export type RestHmsSubmission = Out<
  typeof import('./modules/contracts/registration/submission-schemas.js').submissionResponse
>;
export type RestHmsSubmissionDetail = Out<
  typeof import('./modules/contracts/registration/submission-schemas.js').submissionDetailResponse
>;
export type RestSpecialTerm = Out<
  typeof import('./modules/contracts/terms/terms-schemas.js').specialTermResponse
>;
export type RestSpecialTermTemplate = Out<
  typeof import('./modules/contracts/terms/terms-schemas.js').specialTermTemplateResponse
>;
export type RestPrivateNote = Out<
  typeof import('./modules/contracts/terms/terms-schemas.js').privateNoteResponse
>;
export type RestKeyTransaction = Out<
  typeof import('./modules/contracts/terms/terms-schemas.js').keyTransactionResponse
>;
export type RestContractPdf = { filename: string; content_type: 'application/pdf'; base64: string };
export type RestRegistryProperty = Out<typeof contractParts.registryPropertyResponse>;
export type RestEntityAutofill = Out<typeof contractParts.entityAutofillResponse>;
export type RestAgentSuggestion = ItemOf<Out<typeof contractParts.agentSuggestionsResponse>>;

// notifications and consents
export type RestNotification = Out<typeof notifications.notificationResponse>;
export type RestNotificationPage = Out<typeof notifications.notificationPageResponse>;
export type RestNotificationSetting = Out<typeof notifications.notificationSettingResponse>;
export type RestPushDevice = Out<typeof pushDevices.pushDeviceResponse>;
export type RestNotificationSettings = Out<typeof notifications.notificationSettingsResponse>;
export type RestConsent = Out<typeof notifications.consentResponse>;
export type RestConsents = Out<typeof notifications.consentsResponse>;
// inbox
export type RestConversation = Out<typeof inbox.conversationResponse>;
export type RestConversationPage = Out<typeof inbox.conversationPageResponse>;
export type RestMessage = Out<typeof inbox.messageResponse>;
export type RestMessagePage = Out<typeof inbox.messagePageResponse>;
export type RestStartedConversation = Out<typeof inbox.startedConversationResponse>;
export type RestUnreadCount = Out<typeof inbox.unreadCountResponse>;
export type { LiveEvent } from './modules/inbox/live-events.js';
export type RestConversationLinks = Out<typeof inboxLinks.conversationLinksResponse>;
export type RestConversationEvent = Out<typeof inboxLinks.conversationEventResponse>;
export type RestTimelineItem = Out<typeof inboxLinks.timelineItemResponse>;
export type RestTimelinePage = Out<typeof inboxLinks.timelinePageResponse>;
export type RestCreatedConversationContract = Out<typeof inboxLinks.createdContractResponse>;
export type RestAdminConversation = Out<typeof inboxLinks.adminConversationResponse>;

// message fraud detection
export type RestFraudWarning = Out<typeof fraud.fraudWarningResponse>;
export type RestFraudDetection = Out<typeof fraud.detectionResponse>;
export type RestFraudDetectionPage = Out<typeof fraud.detectionPageResponse>;
export type RestScamOverview = Out<typeof fraud.scamOverviewResponse>;

// the rent ledger's reconciliations (staff)
export type RestLedgerReconciliation = Out<typeof ledger.reconciliationResponse>;
export type RestLedgerReconciliationPage = Out<typeof ledger.reconciliationPage>;
// AI help
export type RestLlmUsageReport = Out<typeof ai.usageReportResponse>;
export type RestConversationSummary = Out<typeof ai.summaryResponse>;
export type RestConversationSummaryPage = Out<typeof ai.summaryPageResponse>;
export type RestReplySuggestions = Out<typeof ai.replySuggestionsResponse>;

// the tenant's on-time payment history
export type RestPaymentHistory = Out<typeof paymentHistory.paymentHistoryResponse>;
// payment schedule
export type RestScheduleItem = Out<typeof payments.scheduleItemResponse>;
export type RestScheduleList = Out<typeof payments.scheduleListResponse>;
export type RestScheduleTotals = Out<typeof payments.scheduleTotalsResponse>;
// rent collection: bills, payouts, the landlord's finances and staff payment services
export type RestBill = Out<typeof billing.billView>;
export type RestStaffPayout = Out<typeof billing.payoutView>;
export type RestFinancePayout = Out<typeof finances.financePayoutView>;
export type RestFinancePayoutPage = Out<typeof finances.financePayoutPage>;
export type RestInvoice = Out<typeof finances.invoiceView>;
export type RestInvoicePage = Out<typeof finances.invoicePage>;
export type RestPaymentServices = Out<typeof finances.paymentServicesView>;
export type RestPaymentServicesContractPage = Out<typeof finances.paymentServicesContractPage>;
export type RestStaffBill = Out<typeof staffBilling.staffBillView>;
export type RestStaffPayoutState = Out<typeof staffBilling.staffPayoutStateView>;
// rental guarantees (issue #18)
export type RestGuarantee = Out<typeof guarantees.guaranteeResponse>;
export type RestLoanPaymentSchedule = Out<typeof guaranteePremium.loanPaymentScheduleResponse>;
export type RestGuaranteePage = Out<typeof guarantees.guaranteePageResponse>;
export type RestLoan = Out<typeof loans.loanResponse>;
export type RestLoanPage = Out<typeof loans.loanPageResponse>;
export type RestLoanSchedule = Out<typeof loans.loanScheduleResponse>;
export type RestLoanLifecycle = Out<typeof loanLifecycle.loanLifecycleResponse>;
export type RestLoanAgreement = Out<typeof loanLifecycle.loanAgreementResponse>;
export type RestLoanCoApplicant = Out<typeof loanCoApplicant.coApplicantResponse>;
export type RestLoanCoApplicantOfLoan = Out<typeof loanCoApplicant.loanCoApplicantResponse>;
// the UMS living-cost reference per period, kept by staff (issue #18)
export type RestLivingCostReference = Out<typeof livingCost.livingCostReferenceResponse>;
export type RestCreditAssessmentList = Out<typeof guarantees.assessmentListResponse>;
export type RestGuaranteeApplicantList = Out<typeof guaranteeApplicants.applicantListResponse>;
export type RestGuaranteeApplicantInvitation = Out<
  typeof guaranteeApplicants.applicantInvitationResponse
>;
export type RestGuaranteeApplicantInvitationList = Out<
  typeof guaranteeApplicants.applicantInvitationListResponse
>;
export type RestGuaranteeIdentityStart = Out<typeof guaranteeApplicants.identityStartResponse>;
export type RestGuaranteeIdentityStatus = Out<typeof guaranteeApplicants.identityStatusResponse>;
// claims on rental guarantees (issue #18)
export type RestGuaranteeClaim = Out<typeof guaranteeClaims.claimResponse>;
export type RestGuaranteeClaimList = Out<typeof guaranteeClaims.claimListResponse>;
export type RestMoveOutIssueList = Out<typeof guaranteeClaims.moveOutIssueListResponse>;
export type RestGuaranteeLifecycle = Out<typeof guaranteeLifecycle.lifecycleResponse>;
// the staff side of rental guarantees (issue #18)
export type RestStaffClaimPage = Out<typeof guaranteeStaff.staffClaimPageResponse>;
export type RestUserGuarantees = Out<typeof guaranteeStaff.userGuaranteesResponse>;

// mobile app versions
export type RestMobileAppVersion = Out<typeof mobileAppVersions.mobileAppVersionResponse>;

// the Central Bank's default-interest periods (issue #16)
export type RestDefaultInterestRate = Out<typeof defaultInterest.defaultInterestRateResponse>;
export type RestDefaultInterestRateList = Out<
  typeof defaultInterest.defaultInterestRateListResponse
>;
