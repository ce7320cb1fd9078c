/**
 * Rental contract (leigusamningur) vocabularies and limits: the values the api stores and the
 * contracts catalogue translates. Page sizes, the insurance multiplier and the entity-relations
 * cache are SPEC 9 constants and live in ../constants.ts with the others.
 */

/** SPEC 4 and issue #14: draft -> committed -> signing -> signed -> registered (with HMS). */
export const CONTRACT_STATUSES = ['draft', 'committed', 'signing', 'signed', 'registered'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** How a committed contract is signed: through the e-signing provider or on paper. */
export const SIGN_TYPES = ['electronic', 'paper'] as const;
export type SignType = (typeof SIGN_TYPES)[number];

/** SPEC 6: a collaborator with access type R only reads; W edits. */
export const COLLABORATOR_ACCESS_TYPES = ['R', 'W'] as const;
export type CollaboratorAccessType = (typeof COLLABORATOR_ACCESS_TYPES)[number];

/** The side of the lease a party is on: leigusali or leigjandi. */
export const CONTRACT_PARTY_ROLES = ['landlord', 'tenant'] as const;
export type ContractPartyRole = (typeof CONTRACT_PARTY_ROLES)[number];

/**
 * Housing meant for a special group (HMS `specialGroup`: No, Student, Elderly, Disabled,
 * HalfwayHouse, IncomeRestricted); `none` is the general market.
 */
export const SPECIAL_GROUP_USAGES = [
  'none',
  'student',
  'elderly',
  'disabled',
  'halfway_house',
  'income_restricted',
] as const;
export type SpecialGroupUsage = (typeof SPECIAL_GROUP_USAGES)[number];

/**
 * Security for the lease (40. gr. húsaleigulaga): bank guarantee, a third party's personal
 * guarantee, rent-payment insurance, a cash deposit (tryggingarfé), a landlords' mutual fund,
 * Leiga's own rental guarantee, or another form the landlord accepts.
 */
export const INSURANCE_TYPES = [
  'deposit',
  'bank_guarantee',
  'third_party_guarantee',
  'insurance',
  'landlord_mutual_fund',
  'rental_guarantee',
  'other',
] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

/**
 * The contract's utilities: the housing fund (hússjóður), electricity, heating, and a third
 * utility of the landlord's naming (`other`), which needs a price when the tenant pays it.
 */
export const UTILITY_TAGS = ['housefund', 'electricity', 'heating', 'other'] as const;
export type UtilityTag = (typeof UTILITY_TAGS)[number];
export const THIRD_UTILITY_TAG: UtilityTag = 'other';

/** restrictions.sex_allowed: 0 lets anyone rent; any other value restricts and needs a reason. */
export const SEX_ALLOWED = { anyone: 0, women: 1, men: 2 } as const;
export type SexAllowed = (typeof SEX_ALLOWED)[keyof typeof SEX_ALLOWED];

/** The four fire-safety items a landlord confirms (14. and 69. gr.: delivered in working order). */
export const FIRE_HAZARD_FIELDS = [
  'fire_hazard_smoke_detectors',
  'fire_hazard_hand_fire_extinguishers',
  'fire_hazard_escape_routes',
  'fire_hazard_comply_declaration',
] as const;
export type FireHazardField = (typeof FIRE_HAZARD_FIELDS)[number];

export const CONTRACT_LIMITS = {
  /** One smoke detector per this many m² of the rented units, rounded up (HMS lease form). */
  smokeDetectorAreaM2: 80,
  /**
   * A fixed-term lease of this many months or fewer may be neither indexed nor changed during
   * its term (37. gr. húsaleigulaga; island.is "Leigufjárhæð").
   */
  indexationMinFixedTermMonths: 12,
  /** A signing process must be completed within this many days, or it expires (Taktikal). */
  signingExpiryDays: 30,
  /** Sanity bounds for amounts and counts a form accepts; the law sets none of these. */
  maxAmount: 100_000_000,
  maxRooms: 50,
  maxPrepaidMonths: 60,
  maxTerminationTermMonths: 36,
  maxSmokeDetectors: 200,
  maxPartiesPerSide: 10,
  maxAgentsPerParty: 5,
  maxContactsPerParty: 5,
  maxUnits: 30,
  maxMeterReadings: 20,
  reasonMaxLength: 500,
  nameMaxLength: 200,
} as const;

/** Special groups exempt from the 12-month indexation rule: student housing and halfway houses. */
export const INDEXATION_EXEMPT_GROUPS: readonly SpecialGroupUsage[] = ['student', 'halfway_house'];
