import { buildPath, getSpecRoute } from '@leiga/domain';

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;
export type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>];

/** A page's path pattern of SPEC 2 and the builder of its links (without the locale prefix). */
export type RoutePath<P extends string = string> = {
  path: P;
  href: (...params: HrefArgs<P>) => string;
};

function path<const P extends string>(pattern: P): RoutePath<P> {
  // Throws at start for a pattern that is not in the domain's table of SPEC 2.
  getSpecRoute(pattern);
  return { path: pattern, href: (...params: HrefArgs<P>) => buildPath(pattern, params[0]) };
}

/**
 * Where every page is, for links: a leaf module that imports nothing of the router, so features
 * link to each other's pages without importing them (the router in routes.ts imports every page).
 * routes.ts has one entry per key here with the same pattern; app.test.tsx checks they agree.
 */
export const paths = {
  landing: path('/'),
  login: path('/login'),
  forgotPassword: path('/forgot-password'),
  resetPassword: path('/forgot-password/{token}'),
  emailConfirmation: path('/email-confirmation/{token}'),
  accountSettings: path('/account/settings'),
  accountNotifications: path('/account/notifications'),
  accountDeleted: path('/account-deleted'),
  tenantHome: path('/tenants/home'),
  landlordHome: path('/landlords/home'),
  admin: path('/admin'),
  adminUsers: path('/admin/users'),
  adminUser: path('/admin/users/{id}'),
  adminConversation: path('/admin/conversations/{id}'),
  cookiePolicy: path('/legal/cookie-policy'),
  userTerms: path('/legal/user-terms'),
  privacyPolicy: path('/legal/privacy-policy'),
  paymentTerms: path('/legal/payment-terms'),
  listings: path('/listings'),
  commercialListings: path('/commercial-listings'),
  listing: path('/listings/{id}'),
  listingFullscreen: path('/listings/mbl/{id}'),
  likedListings: path('/tenants/liked-listings'),
  savedSearches: path('/tenants/saved-searches'),
  inbox: path('/inbox'),
  inboxConversation: path('/inbox/{id}'),
  landlordListings: path('/landlords/listings'),
  landlordListing: path('/landlords/listings/{id}'),
  listingCreate: path('/listings/create'),
  listingCreateNew: path('/listings/create/new'),
  listingCreateDraft: path('/listings/create/{id}'),
  listingStepRealEstate: path('/listings/create/{id}/real-estate'),
  listingStepBasics: path('/listings/create/{id}/basics'),
  listingStepPhotos: path('/listings/create/{id}/photos'),
  listingStepAmenities: path('/listings/create/{id}/amenities'),
  listingStepUtilities: path('/listings/create/{id}/utilities'),
  listingStepPricing: path('/listings/create/{id}/pricing'),
  listingStepDuration: path('/listings/create/{id}/duration'),
  listingStepAvailability: path('/listings/create/{id}/availability'),
  listingStepRequirements: path('/listings/create/{id}/requirements'),
  listingStepQuestions: path('/listings/create/{id}/questions'),
  listingStepPublish: path('/listings/create/{id}/publish'),
  adminListings: path('/admin/listings'),
  adminPublishRequests: path('/admin/listings/publish-requests'),
  adminListingPublishes: path('/admin/listings/publishes'),
  listingApply: path('/listings/{id}/apply'),
  tenantApplications: path('/tenants/rental-applications'),
  tenantApplication: path('/tenants/rental-applications/{id}'),
  landlordApplications: path('/landlords/rental-applications'),
  rentalProfile: path('/tenants/rental-profiles/{username}'),
  preApproval: path('/pre-approval'),
  adminPreApprovals: path('/admin/users/pre-approvals'),
  adminCreditScoreUpdateRequests: path('/admin/users/credit-score-update-requests'),
  landlordContracts: path('/landlords/rental-contracts'),
  landlordContract: path('/landlords/rental-contracts/{id}'),
  landlordContractPdfSign: path('/landlords/rental-contracts/{id}/pdf-sign'),
  landlordContractPayments: path('/landlords/rental-contracts/{id}/payments'),
  landlordPayouts: path('/landlords/finances/payouts'),
  landlordInvoices: path('/landlords/finances/invoices'),
  landlordIncomeSummary: path('/landlords/finances/income-summary'),
  landlordPayoutTransfer: path('/landlords/payout-transfer/{id}'),
  adminPaymentServices: path('/admin/rental-contracts/payment-services'),
  tenantContracts: path('/tenants/rental-contracts'),
  tenantContract: path('/tenants/rental-contracts/{id}'),
  tenantContractPdfSign: path('/tenants/rental-contracts/{id}/pdf-sign'),
  tenantContractPayments: path('/tenants/rental-contracts/{id}/payments'),
  contractCreate: path('/rental-contracts/create'),
  landlordInspectionReports: path('/landlords/inspection-reports'),
  tenantInspectionReports: path('/tenants/inspection-reports'),
  landlordContractInspectionReports: path('/landlords/rental-contracts/{id}/inspection-report'),
  tenantContractInspectionReports: path('/tenants/rental-contracts/{id}/inspection-report'),
  tenantRentalGuarantees: path('/tenants/rental-guarantees'),
  tenantRentalGuarantee: path('/tenants/rental-guarantees/{id}'),
  landlordRentalGuarantees: path('/landlords/rental-guarantees'),
  landlordRentalGuarantee: path('/landlords/rental-guarantees/{id}'),
  rentalGuaranteeNew: path('/rental-guarantees/new'),
  rentalGuaranteeNewStatus: path('/rental-guarantees/new/{id}'),
  rentalGuarantee: path('/rental-guarantees/{id}'),
  landlordFileClaim: path('/landlords/rental-guarantees/{id}/file-claim'),
  landlordFileClaimDraft: path('/landlords/rental-guarantees/{id}/file-claim/{claimId}'),
  guaranteeClaim: path('/rental-guarantees/{id}/claims/{claimId}'),
  landlordContractGuarantee: path('/landlords/rental-contracts/{id}/rental-guarantee'),
  tenantContractGuarantee: path('/tenants/rental-contracts/{id}/rental-guarantee'),
  securityDepositGuarantee: path('/security-deposits/rental-guarantees/{id}'),
  inspectionCreate: path('/inspection-reports/create'),
  inspectionReport: path('/inspection-reports/{id}'),
  landlordInspectionImages: path('/landlords/inspection-reports/{id}/images'),
  tenantInspectionImages: path('/tenants/inspection-reports/{id}/images'),
  landlordInspectionIssues: path('/landlords/inspection-reports/{id}/issues'),
  tenantInspectionIssues: path('/tenants/inspection-reports/{id}/issues'),
  tenantInspectionDefects: path('/tenants/inspection-reports/{id}/defects'),
  inspectionStepKeys: path('/inspection-reports/{id}/edit/keys'),
  inspectionStepMeters: path('/inspection-reports/{id}/edit/meter-readings'),
  inspectionStepFurniture: path('/inspection-reports/{id}/edit/furniture-and-appliances'),
  inspectionStepSummary: path('/inspection-reports/{id}/edit/summary'),
  inspectionStepRoom: path('/inspection-reports/{id}/edit/rooms/{room}'),
  inspectionStepMedia: path('/inspection-reports/{id}/edit/media'),
  inspectionStepPhoto: path('/inspection-reports/{id}/edit/media/{photo}'),
  inspectionSigning: path('/inspection-reports/{id}/e-signature'),
  contractWizard: path('/rental-contracts/{id}'),
  contractStep: path('/rental-contracts/{id}/edit/{step}'),
  adminContracts: path('/admin/rental-contracts'),
  adminContract: path('/admin/rental-contracts/{id}'),
  adminContractBankInformation: path('/admin/rental-contracts/{id}/bank-information'),
  adminHmsSubmissions: path('/admin/rental-contracts/hms-submissions'),
  adminGuaranteeClaims: path('/admin/rental-guarantee-claims'),
  adminIndexValues: path('/admin/index-values'),
  adminMobileAppVersions: path('/admin/mobile-app-versions'),
  adminMessageFraudDetections: path('/admin/message-fraud-detections'),
  adminScamDetectionOverview: path('/admin/users/{id}/scam-detection-overview'),
  adminLlmUsage: path('/admin/llm-usage'),
  adminLedgerReconciliations: path('/admin/ledger-reconciliations'),
  adminConversationSummaries: path('/admin/conversation-summaries'),
  adminConversationSummary: path('/admin/conversation-summaries/{id}'),
  sandboxESign: path('/sandbox/e-sign/{token}'),
  sandboxBank: path('/sandbox/bank'),
  contractInvitation: path('/invitations/rental-contracts/{id}'),
  guaranteeInvitation: path('/invitations/rental-guarantee/{id}'),
} as const;

export type PathId = keyof typeof paths;
