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
  tenantContracts: path('/tenants/rental-contracts'),
  tenantContract: path('/tenants/rental-contracts/{id}'),
  tenantContractPdfSign: path('/tenants/rental-contracts/{id}/pdf-sign'),
  contractCreate: path('/rental-contracts/create'),
  contractWizard: path('/rental-contracts/{id}'),
  contractStep: path('/rental-contracts/{id}/edit/{step}'),
  adminContracts: path('/admin/rental-contracts'),
  adminContract: path('/admin/rental-contracts/{id}'),
  adminContractBankInformation: path('/admin/rental-contracts/{id}/bank-information'),
  adminHmsSubmissions: path('/admin/rental-contracts/hms-submissions'),
  adminIndexValues: path('/admin/index-values'),
  sandboxESign: path('/sandbox/e-sign/{token}'),
  contractInvitation: path('/invitations/rental-contracts/{id}'),
} as const;

export type PathId = keyof typeof paths;
