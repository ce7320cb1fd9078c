/**
 * A listing's requirements checked against an applicant, with a reason for each one not met,
 * so the tenant sees why before applying and the api refuses with the same reasons.
 */
export type ListingRequirements = {
  max_occupants: number | null;
  requires_pre_approval: boolean | null;
  min_income: number | null;
  pets_allowed: boolean | null;
};

export type Applicant = {
  /** The tenant, co-renters applying along, and children. */
  householdSize: number;
  hasCommittedPreApproval: boolean;
  /** Average monthly net income of the household's pre-approval, if any. */
  avgNetIncome: number | null;
  hasPets: boolean;
};

export type RequirementFailure =
  'max_occupants' | 'pre_approval_required' | 'min_income' | 'pets_not_allowed';

export function checkRequirements(
  listing: ListingRequirements,
  applicant: Applicant,
): RequirementFailure[] {
  const failures: RequirementFailure[] = [];
  if (listing.max_occupants !== null && applicant.householdSize > listing.max_occupants)
    failures.push('max_occupants');
  if (listing.requires_pre_approval && !applicant.hasCommittedPreApproval)
    failures.push('pre_approval_required');
  if (listing.min_income !== null && (applicant.avgNetIncome ?? 0) < listing.min_income)
    failures.push('min_income');
  if (listing.pets_allowed === false && applicant.hasPets) failures.push('pets_not_allowed');
  return failures;
}
