import {
  buildPath,
  getSpecRoute,
  type LayoutName,
  type RouteAuth,
  type RouteSpec,
} from '@leiga/domain';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { loadApollo } from './graph';
import { setSignedInHeaderItem } from './layouts/header-slots';
import { withChunkReload, type PageLoader } from './lazy';
import type { HrefArgs } from './paths';

export type WebRoute<P extends string = string> = RouteSpec & {
  path: P;
  layout: LayoutName;
  auth: RouteAuth;
  guards: readonly string[];
  load: PageLoader;
  /** The path without locale prefix; links add the prefix (see RouteLink). */
  href: (...params: HrefArgs<P>) => string;
};

/** The page inside Apollo's provider, loaded with it (see graph.ts). */
function withApollo(load: PageLoader): PageLoader {
  return () =>
    Promise.all([load(), loadApollo()]).then(
      ([Page, { client, ApolloProvider }]) =>
        function GraphPage() {
          return createElement(ApolloProvider, { client, children: createElement(Page) });
        },
    );
}

/**
 * A built route: layout, auth and guards come from the domain's table of SPEC 2. Pages get Apollo
 * Client unless `isPublicFirstVisit`: those read the graph with fetchGraph and stay light.
 */
function route<const P extends string>(
  path: P,
  load: PageLoader,
  options: { isPublicFirstVisit?: boolean } = {},
): WebRoute<P> {
  const spec = getSpecRoute(path);
  return {
    ...spec,
    path,
    pattern: path,
    auth: spec.auth ?? true,
    guards: spec.guards ?? [],
    load: withChunkReload(options.isPublicFirstVisit ? load : withApollo(load)),
    href: (...params: HrefArgs<P>) => buildPath(path, params[0]),
  };
}

/**
 * A page with another feature's section below it: features never import each other, routes
 * compose them (the home dashboards show applications this way).
 */
function withSections(
  page: () => Promise<ComponentType<{ children?: ReactNode }>>,
  section: PageLoader,
): PageLoader {
  return () =>
    Promise.all([page(), section()]).then(
      ([Page, Section]) =>
        function ComposedPage() {
          return createElement(Page, null, createElement(Section));
        },
    );
}

/** Two sections of other features below a page, in order. */
function withTwoSections(
  page: () => Promise<ComponentType<{ children?: ReactNode }>>,
  first: PageLoader,
  second: PageLoader,
): PageLoader {
  return () =>
    Promise.all([page(), first(), second()]).then(
      ([Page, First, Second]) =>
        function ComposedPage() {
          return createElement(Page, null, createElement(First), createElement(Second));
        },
    );
}

/** Every step of the listing wizard is its own route of SPEC 2, all on one page. */
const wizard: PageLoader = () =>
  import('../features/listing-wizard/WizardPage').then((m) => m.WizardPage);

/** The contract wizard: the default step and each named one, on one page. */
const contractWizard: PageLoader = () =>
  import('../features/contracts/wizard/ContractWizardPage').then((m) => m.ContractWizardPage);

const light = { isPublicFirstVisit: true };

/** The one route registry: the router and every link are built from it. */
export const routes = {
  landing: route(
    '/',
    withSections(
      () => import('../features/landing/LandingPage').then((m) => m.LandingPage),
      () => import('../features/listings/RecentListings').then((m) => m.RecentListings),
    ),
    light,
  ),
  login: route('/login', () => import('../features/accounts/LoginPage').then((m) => m.LoginPage)),
  forgotPassword: route('/forgot-password', () =>
    import('../features/accounts/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  resetPassword: route('/forgot-password/{token}', () =>
    import('../features/accounts/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  emailConfirmation: route('/email-confirmation/{token}', () =>
    import('../features/accounts/EmailConfirmationPage').then((m) => m.EmailConfirmationPage),
  ),
  accountSettings: route(
    '/account/settings',
    withSections(
      () =>
        import('../features/accounts/settings/AccountSettingsPage').then(
          (m) => m.AccountSettingsPage,
        ),
      () => import('../features/notifications/ConsentsSection').then((m) => m.ConsentsSection),
    ),
  ),
  accountNotifications: route('/account/notifications', () =>
    import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  accountDeleted: route('/account-deleted', () =>
    import('../features/accounts/AccountDeletedPage').then((m) => m.AccountDeletedPage),
  ),
  tenantHome: route(
    '/tenants/home',
    withTwoSections(
      () => import('../features/dashboard/TenantHomePage').then((m) => m.TenantHomePage),
      () => import('../features/applications/HomeSections').then((m) => m.TenantApplicationsHome),
      () => import('../features/contracts/HomeSection').then((m) => m.TenantContractsHome),
    ),
  ),
  landlordHome: route(
    '/landlords/home',
    withTwoSections(
      () => import('../features/dashboard/LandlordHomePage').then((m) => m.LandlordHomePage),
      () => import('../features/applications/HomeSections').then((m) => m.LandlordInsightsHome),
      () => import('../features/contracts/HomeSection').then((m) => m.LandlordContractsHome),
    ),
  ),
  admin: route('/admin', () =>
    import('../features/admin/AdminHomePage').then((m) => m.AdminHomePage),
  ),
  adminUsers: route('/admin/users', () =>
    import('../features/admin/AdminUsersPage').then((m) => m.AdminUsersPage),
  ),
  adminUser: route(
    '/admin/users/{id}',
    withSections(
      () => import('../features/admin/AdminUserPage').then((m) => m.AdminUserPage),
      () =>
        import('../features/guarantees/staff/UserGuaranteesSection').then(
          (m) => m.AdminUserGuaranteesSection,
        ),
    ),
  ),
  adminConversation: route('/admin/conversations/{id}', () =>
    import('../features/admin/AdminConversationPage').then((m) => m.AdminConversationPage),
  ),
  cookiePolicy: route(
    '/legal/cookie-policy',
    () => import('../features/legal/CookiePolicyPage').then((m) => m.CookiePolicyPage),
    light,
  ),
  userTerms: route(
    '/legal/user-terms',
    () => import('../features/legal/LegalPage').then((m) => m.UserTermsPage),
    light,
  ),
  privacyPolicy: route(
    '/legal/privacy-policy',
    () => import('../features/legal/LegalPage').then((m) => m.PrivacyPolicyPage),
    light,
  ),
  paymentTerms: route(
    '/legal/payment-terms',
    () => import('../features/legal/LegalPage').then((m) => m.PaymentTermsPage),
    light,
  ),
  listings: route(
    '/listings',
    () => import('../features/listings/SearchPage').then((m) => m.ListingsPage),
    light,
  ),
  commercialListings: route(
    '/commercial-listings',
    () => import('../features/listings/SearchPage').then((m) => m.CommercialListingsPage),
    light,
  ),
  listing: route(
    '/listings/{id}',
    () => import('../features/listings/ListingPage').then((m) => m.ListingPage),
    light,
  ),
  listingFullscreen: route('/listings/mbl/{id}', () =>
    import('../features/listings/FullscreenGalleryPage').then((m) => m.FullscreenGalleryPage),
  ),
  likedListings: route('/tenants/liked-listings', () =>
    import('../features/listings/LikedListingsPage').then((m) => m.LikedListingsPage),
  ),
  savedSearches: route('/tenants/saved-searches', () =>
    import('../features/listings/SavedSearchesPage').then((m) => m.SavedSearchesPage),
  ),
  inbox: route('/inbox', () => import('../features/inbox/InboxPage').then((m) => m.InboxPage)),
  inboxConversation: route('/inbox/{id}', () =>
    import('../features/inbox/ConversationPage').then((m) => m.ConversationPage),
  ),
  landlordListings: route('/landlords/listings', () =>
    import('../features/listings/LandlordListingsPage').then((m) => m.LandlordListingsPage),
  ),
  landlordListing: route('/landlords/listings/{id}', () =>
    import('../features/listings/LandlordListingPage').then((m) => m.LandlordListingPage),
  ),
  listingCreate: route('/listings/create', () =>
    import('../features/listing-wizard/WizardStartPage').then((m) => m.WizardStartPage),
  ),
  listingCreateNew: route('/listings/create/new', () =>
    import('../features/listing-wizard/WizardNewPage').then((m) => m.WizardNewPage),
  ),
  listingCreateDraft: route('/listings/create/{id}', wizard),
  listingStepRealEstate: route('/listings/create/{id}/real-estate', wizard),
  listingStepBasics: route('/listings/create/{id}/basics', wizard),
  listingStepPhotos: route('/listings/create/{id}/photos', wizard),
  listingStepAmenities: route('/listings/create/{id}/amenities', wizard),
  listingStepUtilities: route('/listings/create/{id}/utilities', wizard),
  listingStepPricing: route('/listings/create/{id}/pricing', wizard),
  listingStepDuration: route('/listings/create/{id}/duration', wizard),
  listingStepAvailability: route('/listings/create/{id}/availability', wizard),
  listingStepRequirements: route('/listings/create/{id}/requirements', wizard),
  listingStepQuestions: route('/listings/create/{id}/questions', wizard),
  listingStepPublish: route('/listings/create/{id}/publish', wizard),
  adminListings: route('/admin/listings', () =>
    import('../features/admin/listings/AdminListingsPage').then((m) => m.AdminListingsPage),
  ),
  adminPublishRequests: route('/admin/listings/publish-requests', () =>
    import('../features/admin/listings/PublishRequestsPage').then((m) => m.PublishRequestsPage),
  ),
  adminListingPublishes: route('/admin/listings/publishes', () =>
    import('../features/admin/listings/ListingPublishesPage').then((m) => m.ListingPublishesPage),
  ),
  listingApply: route('/listings/{id}/apply', () =>
    import('../features/applications/ApplyPage').then((m) => m.ApplyPage),
  ),
  tenantApplications: route('/tenants/rental-applications', () =>
    import('../features/applications/TenantApplicationsPage').then((m) => m.TenantApplicationsPage),
  ),
  tenantApplication: route('/tenants/rental-applications/{id}', () =>
    import('../features/applications/TenantApplicationPage').then((m) => m.TenantApplicationPage),
  ),
  landlordApplications: route('/landlords/rental-applications', () =>
    import('../features/applications/LandlordApplicationsPage').then(
      (m) => m.LandlordApplicationsPage,
    ),
  ),
  rentalProfile: route(
    '/tenants/rental-profiles/{username}',
    withSections(
      () => import('../features/profiles/RentalProfilePage').then((m) => m.RentalProfilePage),
      () =>
        import('../features/payment-history/PaymentHistorySection').then(
          (m) => m.PaymentHistorySection,
        ),
    ),
  ),
  preApproval: route('/pre-approval', () =>
    import('../features/profiles/PreApprovalInfoPage').then((m) => m.PreApprovalInfoPage),
  ),
  adminPreApprovals: route('/admin/users/pre-approvals', () =>
    import('../features/admin/profiles/PreApprovalsPage').then((m) => m.PreApprovalsPage),
  ),
  adminCreditScoreUpdateRequests: route('/admin/users/credit-score-update-requests', () =>
    import('../features/admin/profiles/CreditScoreUpdateRequestsPage').then(
      (m) => m.CreditScoreUpdateRequestsPage,
    ),
  ),
  landlordContracts: route('/landlords/rental-contracts', () =>
    import('../features/contracts/ContractsListPage').then((m) => m.LandlordContractsPage),
  ),
  landlordContract: route('/landlords/rental-contracts/{id}', () =>
    import('../features/contracts/ContractPage').then((m) => m.ContractPage),
  ),
  landlordContractPdfSign: route('/landlords/rental-contracts/{id}/pdf-sign', () =>
    import('../features/contracts/PdfSignPage').then((m) => m.PdfSignPage),
  ),
  landlordContractPayments: route('/landlords/rental-contracts/{id}/payments', () =>
    import('../features/payments/PaymentSchedulePage').then((m) => m.PaymentSchedulePage),
  ),
  landlordPayouts: route('/landlords/finances/payouts', () =>
    import('../features/finances/PayoutsPage').then((m) => m.PayoutsPage),
  ),
  landlordInvoices: route('/landlords/finances/invoices', () =>
    import('../features/finances/InvoicesPage').then((m) => m.InvoicesPage),
  ),
  landlordIncomeSummary: route('/landlords/finances/income-summary', () =>
    import('../features/income-summary/IncomeSummaryPage').then((m) => m.IncomeSummaryPage),
  ),
  landlordPayoutTransfer: route('/landlords/payout-transfer/{id}', () =>
    import('../features/finances/PayoutTransferPage').then((m) => m.PayoutTransferPage),
  ),
  adminPaymentServices: route('/admin/rental-contracts/payment-services', () =>
    import('../features/admin/payment-services/PaymentServicesPage').then(
      (m) => m.PaymentServicesPage,
    ),
  ),
  tenantContractPayments: route('/tenants/rental-contracts/{id}/payments', () =>
    import('../features/payments/PaymentSchedulePage').then((m) => m.PaymentSchedulePage),
  ),
  tenantContractMoveIn: route('/tenants/rental-contracts/{id}/move-in', () =>
    import('../features/contracts/move-in/MoveInPage').then((m) => m.MoveInPage),
  ),
  tenantContracts: route('/tenants/rental-contracts', () =>
    import('../features/contracts/ContractsListPage').then((m) => m.TenantContractsPage),
  ),
  tenantContract: route('/tenants/rental-contracts/{id}', () =>
    import('../features/contracts/ContractPage').then((m) => m.ContractPage),
  ),
  tenantContractPdfSign: route('/tenants/rental-contracts/{id}/pdf-sign', () =>
    import('../features/contracts/PdfSignPage').then((m) => m.PdfSignPage),
  ),
  // SPEC 2's e-signature status page: the signing page, outside the role screens.
  contractSigning: route('/rental-contracts/{id}/e-signature', () =>
    import('../features/contracts/PdfSignPage').then((m) => m.PdfSignPage),
  ),
  contractCreate: route('/rental-contracts/create', () =>
    import('../features/contracts/CreateContractPage').then((m) => m.CreateContractPage),
  ),
  contractWizard: route('/rental-contracts/{id}', contractWizard),
  landlordInspectionReports: route('/landlords/inspection-reports', () =>
    import('../features/inspections/InspectionsListPage').then((m) => m.LandlordInspectionsPage),
  ),
  tenantInspectionReports: route('/tenants/inspection-reports', () =>
    import('../features/inspections/InspectionsListPage').then((m) => m.TenantInspectionsPage),
  ),
  tenantRentalGuarantees: route('/tenants/rental-guarantees', () =>
    import('../features/guarantees/GuaranteesListPage').then((m) => m.TenantGuaranteesPage),
  ),
  tenantRentalGuarantee: route('/tenants/rental-guarantees/{id}', () =>
    import('../features/guarantees/GuaranteePage').then((m) => m.GuaranteePage),
  ),
  landlordRentalGuarantees: route('/landlords/rental-guarantees', () =>
    import('../features/guarantees/GuaranteesListPage').then((m) => m.LandlordGuaranteesPage),
  ),
  landlordRentalGuarantee: route('/landlords/rental-guarantees/{id}', () =>
    import('../features/guarantees/GuaranteePage').then((m) => m.GuaranteePage),
  ),
  rentalGuaranteeNew: route('/rental-guarantees/new', () =>
    import('../features/guarantees/ApplyGuaranteePage').then((m) => m.ApplyGuaranteePage),
  ),
  rentalGuaranteeNewStatus: route('/rental-guarantees/new/{id}', () =>
    import('../features/guarantees/applicants/NewGuaranteeStatusPage').then(
      (m) => m.NewGuaranteeStatusPage,
    ),
  ),
  // SPEC 2's subpages of a new application: its status, details and the prompt to add
  // applicants are the sections of that one page.
  rentalGuaranteeNewStatusStep: route('/rental-guarantees/new/{id}/status', () =>
    import('../features/guarantees/applicants/NewGuaranteeStatusPage').then(
      (m) => m.NewGuaranteeStatusPage,
    ),
  ),
  rentalGuaranteeNewDetails: route('/rental-guarantees/new/{id}/details', () =>
    import('../features/guarantees/applicants/NewGuaranteeStatusPage').then(
      (m) => m.NewGuaranteeStatusPage,
    ),
  ),
  rentalGuaranteeNewApplicantPrompt: route(
    '/rental-guarantees/new/{id}/additional-applicant-prompt',
    () =>
      import('../features/guarantees/applicants/NewGuaranteeStatusPage').then(
        (m) => m.NewGuaranteeStatusPage,
      ),
  ),
  rentalGuaranteeNewForLease: route('/rental-guarantees/new/rental-contract', () =>
    import('../features/guarantees/ApplyGuaranteePage').then((m) => m.ApplyGuaranteeForLeasePage),
  ),
  rentalGuarantees: route('/rental-guarantees', () =>
    import('../features/guarantees/GuaranteesListPage').then((m) => m.MyGuaranteesPage),
  ),
  rentalGuarantee: route('/rental-guarantees/{id}', () =>
    import('../features/guarantees/GuaranteePage').then((m) => m.GuaranteePage),
  ),
  landlordFileClaim: route('/landlords/rental-guarantees/{id}/file-claim', () =>
    import('../features/guarantees/claims/FileClaimPage').then((m) => m.FileClaimPage),
  ),
  landlordFileClaimDraft: route('/landlords/rental-guarantees/{id}/file-claim/{claimId}', () =>
    import('../features/guarantees/claims/EditClaimPage').then((m) => m.EditClaimPage),
  ),
  guaranteeClaim: route('/rental-guarantees/{id}/claims/{claimId}', () =>
    import('../features/guarantees/claims/AnswerClaimPage').then((m) => m.AnswerClaimPage),
  ),
  landlordContractGuarantee: route('/landlords/rental-contracts/{id}/rental-guarantee', () =>
    import('../features/guarantees/lifecycle/ContractGuaranteePage').then(
      (m) => m.LandlordContractGuaranteePage,
    ),
  ),
  tenantContractGuarantee: route('/tenants/rental-contracts/{id}/rental-guarantee', () =>
    import('../features/guarantees/lifecycle/ContractGuaranteePage').then(
      (m) => m.TenantContractGuaranteePage,
    ),
  ),
  securityDepositGuarantee: route('/security-deposits/rental-guarantees/{id}', () =>
    import('../features/guarantees/lifecycle/SecurityDepositGuaranteePage').then(
      (m) => m.SecurityDepositGuaranteePage,
    ),
  ),
  inspectionCreate: route('/inspection-reports/create', () =>
    import('../features/inspections/CreateInspectionPage').then((m) => m.CreateInspectionPage),
  ),
  inspectionReport: route('/inspection-reports/{id}', () =>
    import('../features/inspections/InspectionReportPage').then((m) => m.InspectionReportPage),
  ),
  // SPEC 2's addresses of the report in each role's screens: the same page in their layouts.
  landlordInspectionReport: route('/landlords/inspection-reports/{id}', () =>
    import('../features/inspections/InspectionReportPage').then((m) => m.InspectionReportPage),
  ),
  tenantInspectionReport: route('/tenants/inspection-reports/{id}', () =>
    import('../features/inspections/InspectionReportPage').then((m) => m.InspectionReportPage),
  ),
  landlordContractInspectionReports: route(
    '/landlords/rental-contracts/{id}/inspection-report',
    () =>
      import('../features/inspections/ContractInspectionReportsPage').then(
        (m) => m.ContractInspectionReportsPage,
      ),
  ),
  tenantContractInspectionReports: route('/tenants/rental-contracts/{id}/inspection-report', () =>
    import('../features/inspections/ContractInspectionReportsPage').then(
      (m) => m.ContractInspectionReportsPage,
    ),
  ),
  landlordInspectionImages: route('/landlords/inspection-reports/{id}/images', () =>
    import('../features/inspections/ReportImagesPage').then((m) => m.ReportImagesPage),
  ),
  tenantInspectionImages: route('/tenants/inspection-reports/{id}/images', () =>
    import('../features/inspections/ReportImagesPage').then((m) => m.ReportImagesPage),
  ),
  landlordInspectionIssues: route('/landlords/inspection-reports/{id}/issues', () =>
    import('../features/inspections/ReportIssuesPage').then((m) => m.ReportIssuesPage),
  ),
  tenantInspectionIssues: route('/tenants/inspection-reports/{id}/issues', () =>
    import('../features/inspections/ReportIssuesPage').then((m) => m.ReportIssuesPage),
  ),
  tenantInspectionDefects: route('/tenants/inspection-reports/{id}/defects', () =>
    import('../features/inspections/defects/DefectWindowPage').then((m) => m.DefectWindowPage),
  ),
  inspectionStepKeys: route('/inspection-reports/{id}/edit/keys', () =>
    import('../features/inspections/steps/InspectionStepPage').then((m) => m.KeysStepPage),
  ),
  inspectionStepMeters: route('/inspection-reports/{id}/edit/meter-readings', () =>
    import('../features/inspections/steps/InspectionStepPage').then((m) => m.MeterReadingsStepPage),
  ),
  inspectionStepFurniture: route('/inspection-reports/{id}/edit/furniture-and-appliances', () =>
    import('../features/inspections/steps/InspectionStepPage').then((m) => m.FurnitureStepPage),
  ),
  inspectionStepSummary: route('/inspection-reports/{id}/edit/summary', () =>
    import('../features/inspections/steps/InspectionStepPage').then((m) => m.SummaryStepPage),
  ),
  inspectionStepRoom: route('/inspection-reports/{id}/edit/rooms/{room}', () =>
    import('../features/inspections/rooms/RoomStepPage').then((m) => m.RoomStepPage),
  ),
  inspectionStepMedia: route('/inspection-reports/{id}/edit/media', () =>
    import('../features/inspections/rooms/MediaStepPage').then((m) => m.MediaStepPage),
  ),
  inspectionStepPhoto: route('/inspection-reports/{id}/edit/media/{photo}', () =>
    import('../features/inspections/rooms/PhotoStepPage').then((m) => m.PhotoStepPage),
  ),
  inspectionSigning: route('/inspection-reports/{id}/e-signature', () =>
    import('../features/inspections/signing/InspectionSigningPage').then(
      (m) => m.InspectionSigningPage,
    ),
  ),
  contractStep: route('/rental-contracts/{id}/edit/{step}', contractWizard),
  adminContracts: route('/admin/rental-contracts', () =>
    import('../features/contracts/ContractsListPage').then((m) => m.AdminContractsPage),
  ),
  adminContract: route('/admin/rental-contracts/{id}', () =>
    import('../features/contracts/ContractPage').then((m) => m.ContractPage),
  ),
  adminContractBankInformation: route('/admin/rental-contracts/{id}/bank-information', () =>
    import('../features/contracts/payments/BankInformationPage').then((m) => m.BankInformationPage),
  ),
  adminHmsSubmissions: route('/admin/rental-contracts/hms-submissions', () =>
    import('../features/contracts/signing/HmsSubmissionsPage').then((m) => m.HmsSubmissionsPage),
  ),
  adminGuaranteeClaims: route('/admin/rental-guarantee-claims', () =>
    import('../features/guarantees/staff/StaffClaimsQueuePage').then((m) => m.StaffClaimsQueuePage),
  ),
  adminIndexValues: route('/admin/index-values', () =>
    import('../features/contracts/indexation/IndexValuesPage').then((m) => m.IndexValuesPage),
  ),
  adminDefaultInterestRates: route('/admin/finance/default-interest-rates', () =>
    import('../features/default-interest/DefaultInterestRatesPage').then(
      (m) => m.DefaultInterestRatesPage,
    ),
  ),
  adminLivingCostReferences: route('/admin/finance/living-cost-references', () =>
    import('../features/loans/living-cost/LivingCostReferencesPage').then(
      (m) => m.LivingCostReferencesPage,
    ),
  ),
  adminMobileAppVersions: route('/admin/mobile-app-versions', () =>
    import('../features/mobile-app-versions/MobileAppVersionsPage').then(
      (m) => m.MobileAppVersionsPage,
    ),
  ),
  adminMessageFraudDetections: route('/admin/message-fraud-detections', () =>
    import('../features/admin/fraud/MessageFraudDetectionsPage').then(
      (m) => m.MessageFraudDetectionsPage,
    ),
  ),
  adminScamDetectionOverview: route('/admin/users/{id}/scam-detection-overview', () =>
    import('../features/admin/fraud/ScamDetectionOverviewPage').then(
      (m) => m.ScamDetectionOverviewPage,
    ),
  ),
  adminLlmUsage: route('/admin/llm-usage', () =>
    import('../features/ai/LlmUsagePage').then((m) => m.LlmUsagePage),
  ),
  adminLedgerReconciliations: route('/admin/ledger-reconciliations', () =>
    import('../features/admin/ledger/LedgerReconciliationsPage').then(
      (m) => m.LedgerReconciliationsPage,
    ),
  ),
  adminConversationSummaries: route('/admin/conversation-summaries', () =>
    import('../features/ai/ConversationSummariesPage').then((m) => m.ConversationSummariesPage),
  ),
  adminConversationSummary: route('/admin/conversation-summaries/{id}', () =>
    import('../features/ai/ConversationSummaryPage').then((m) => m.ConversationSummaryPage),
  ),
  sandboxESign: route('/sandbox/e-sign/{token}', () =>
    import('../features/contracts/signing/SandboxSignPage').then((m) => m.SandboxSignPage),
  ),
  sandboxBank: route('/sandbox/bank', () =>
    import('../features/sandbox-bank/SandboxBankPage').then((m) => m.SandboxBankPage),
  ),
  contractInvitation: route('/invitations/rental-contracts/{id}', () =>
    import('../features/contracts/collaborators/InvitationPage').then((m) => m.InvitationPage),
  ),
  guaranteeInvitation: route('/invitations/rental-guarantee/{id}', () =>
    import('../features/guarantees/applicants/ApplicantInvitationPage').then(
      (m) => m.ApplicantInvitationPage,
    ),
  ),
  loanInvitation: route('/invitations/loan/{id}', () =>
    import('../features/loans/LoanInvitationPage').then((m) => m.LoanInvitationPage),
  ),
  loans: route('/loans', () =>
    import('../features/loans/LoansListPage').then((m) => m.LoansListPage),
  ),
  loan: route('/loans/{id}', () =>
    import('../features/loans/LoanDetailPage').then((m) => m.LoanDetailPage),
  ),
  loanNewReview: route('/loans/new/review', () =>
    import('../features/loans/LoanWizardPage').then((m) => m.LoanReviewPage),
  ),
  loanNewRentalContract: route('/loans/new/rental-contract', () =>
    import('../features/loans/LoanWizardPage').then((m) => m.LoanRentalContractPage),
  ),
  loanNewConfiguration: route('/loans/new/loan-configuration', () =>
    import('../features/loans/LoanWizardPage').then((m) => m.LoanConfigurationPage),
  ),
  loanNewApplicants: route('/loans/new/credit-assessment/applicants', () =>
    import('../features/loans/LoanWizardPage').then((m) => m.LoanApplicantsPage),
  ),
  loanNewRkiLookup: route('/loans/new/credit-assessment/rki-lookup', () =>
    import('../features/loans/LoanWizardPage').then((m) => m.LoanRkiLookupPage),
  ),
  loanNewHouseholdData: route('/loans/new/credit-assessment/household-data', () =>
    import('../features/loans/LoanWizardPage').then((m) => m.LoanHouseholdDataPage),
  ),
  loanNewPersonalDetails: route('/loans/new/credit-assessment/personal-details', () =>
    import('../features/loans/LoanWizardPage').then((m) => m.LoanPersonalDetailsPage),
  ),
} as const;

/** The bell (and the terms dialog) in the header of every signed-in page. */
setSignedInHeaderItem(() =>
  import('../features/notifications/SignedInExtras').then((m) => m.SignedInExtras),
);

export type RouteId = keyof typeof routes;
export const ROUTE_LIST: readonly (WebRoute & { id: RouteId })[] = Object.entries(routes).map(
  ([id, r]) => ({ ...(r as WebRoute), id: id as RouteId }),
);
