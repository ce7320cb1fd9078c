import type {
  ContractAgentResolvers,
  ContractBankAccountResolvers,
  ContractCollaboratorResolvers,
  ContractEntityResolvers,
  ContractEventResolvers,
  ContractEventActorResolvers,
  ContractMeterReadingResolvers,
  ContractPageResolvers,
  ContractPayeeResolvers,
  ContractPayoutMethodResolvers,
  ContractPhoneResolvers,
  ContractRealEstateResolvers,
  ContractAddressResolvers,
  ContractResolvers,
  ContractRestrictionsResolvers,
  ContractUnitResolvers,
  ContractUtilityResolvers,
  ContractValidStepResolvers,
} from '../../__generated__/resolvers-types.js';
import type { ListingType } from '../../rest/listings-types.js';
import {
  ContractSignType as SignTypes,
  type ContractSignType,
  type SpecialGroupUsage,
  type ContractInsuranceType,
  type ContractUtilityTag,
} from '../../rest/contracts-types.js';
import { getViewerAccess, getViewerCanEdit } from './access.js';

/** REST snake_case to GraphQL camelCase, one small map per type. Fields named alike need none. */

const isSignType = (value: unknown): value is ContractSignType =>
  Object.values(SignTypes).includes(value as ContractSignType);

export const Contract: ContractResolvers = {
  signType: (c) => c.sign_type,
  skipIdCheck: (c) => c.skip_id_check,
  payoutMethod: (c) => c.payout_method,
  realEstate: (c) => c.real_estate,
  // The api stores domain's vocabularies; its response schema types them as text.
  listingType: (c) => (c.listing_type?.tag ?? null) as ListingType | null,
  specialGroupUsage: (c) => c.special_group_usage as SpecialGroupUsage | null,
  startDate: (c) => c.start_date,
  endDate: (c) => c.end_date,
  isDefinite: (c) => c.is_definite,
  terminationTermLength: (c) => c.termination_term_length,
  insuranceType: (c) => c.insurance_type as ContractInsuranceType | null,
  insuranceAmount: (c) => c.insurance_amount,
  prePaidRentAmount: (c) => c.pre_paid_rent_amount,
  prePaidRentMonths: (c) => c.pre_paid_rent_months,
  isIndexed: (c) => c.is_indexed,
  indexBaseMonth: (c) => c.index_base_month,
  indexBaseValue: (c) => c.index_base_value,
  paidWithCash: (c) => c.paid_with_cash,
  fireHazardSmokeDetectors: (c) => c.fire_hazard_smoke_detectors,
  fireHazardHandFireExtinguishers: (c) => c.fire_hazard_hand_fire_extinguishers,
  fireHazardEscapeRoutes: (c) => c.fire_hazard_escape_routes,
  fireHazardComplyDeclaration: (c) => c.fire_hazard_comply_declaration,
  smokeDetectorCount: (c) => c.smoke_detector_count,
  terminationReasons: (c) => c.termination_reasons,
  validSteps: (c) => c.valid_steps,
  updatedAt: (c) => c.updated_at,
  events: (c, _args, { dataSources }) => dataSources.contracts.events.load(c.id),
  viewerAccess: (c, _args, ctx) => getViewerAccess(c, ctx),
  viewerCanEdit: (c, _args, ctx) => getViewerCanEdit(c, ctx),
};

export const ContractEvent: ContractEventResolvers = {
  signType: (e) => (isSignType(e.data.sign_type) ? e.data.sign_type : null),
  changedFields: (e) =>
    Array.isArray(e.data.fields)
      ? e.data.fields.filter((f): f is string => typeof f === 'string')
      : [],
  createdAt: (e) => e.created_at,
};

export const ContractEventActor: ContractEventActorResolvers = {
  fullName: (a) => a.full_name,
};

const identity = {
  identifierCountry: (p: { identifier_country: string }) => p.identifier_country,
};

export const ContractEntity: ContractEntityResolvers = {
  ...identity,
  isIndividual: (p) => p.is_individual,
};

export const ContractAgent: ContractAgentResolvers = {
  ...identity,
  isIndividual: (p) => p.is_individual,
};

export const ContractPayee: ContractPayeeResolvers = {
  ...identity,
  entityId: (p) => p.entity_id ?? null,
};

export const ContractPhone: ContractPhoneResolvers = {
  countryCode: (p) => p.country_code,
};

export const ContractPayoutMethod: ContractPayoutMethodResolvers = {
  bankAccount: (m) => m.bank_account,
};

export const ContractBankAccount: ContractBankAccountResolvers = {
  holderKennitala: (b) => b.icelandic_format?.kt ?? null,
};

export const ContractRealEstate: ContractRealEstateResolvers = {
  landregId: (r) => r.landreg_id,
};

export const ContractAddress: ContractAddressResolvers = {
  postalCode: (a) => a.postal_code,
};

export const ContractUnit: ContractUnitResolvers = {
  propertyCode: (u) => u.property_code,
  unitCode: (u) => u.unit_code,
  changedSize: (u) => u.changed_size,
  fireInsuranceValue: (u) => u.fire_insurance_value,
};

export const ContractUtility: ContractUtilityResolvers = {
  tag: (u) => u.utility.tag as ContractUtilityTag,
  name: (u) => u.name ?? null,
  paidByTenant: (u) => u.paid_by_tenant,
  meterReadings: (u) => u.meter_readings,
};

export const ContractMeterReading: ContractMeterReadingResolvers = {
  meterNumber: (m) => m.meter_number,
  readAt: (m) => m.read_at,
};

export const ContractRestrictions: ContractRestrictionsResolvers = {
  sexAllowed: (r) => r.sex_allowed,
  sexAllowedReason: (r) => r.sex_allowed_reason,
};

export const ContractCollaborator: ContractCollaboratorResolvers = {
  userId: (c) => c.user_id,
  accessType: (c) => c.access_type,
};

export const ContractValidStep: ContractValidStepResolvers = {
  stepName: (s) => s.step_name,
  isValid: (s) => s.is_valid,
};

export const ContractPage: ContractPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

/** Enum resolvers: the REST value of each GraphQL enum value (rest/contracts-types.ts). */
export {
  ContractAccess,
  ContractCollaboratorAccess,
  ContractInsuranceType,
  ContractPartyRole,
  ContractSignType,
  ContractStatus,
  ContractUtilityTag,
  SpecialGroupUsage,
} from '../../rest/contracts-types.js';
