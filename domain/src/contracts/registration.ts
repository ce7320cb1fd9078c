import { z } from 'zod';
import { parseKennitala } from '../accounts/kennitala.js';
import { COMMERCIAL_LISTING_TYPES } from '../listings/constants.js';
import { getBackoffDelayMs } from '../shared/backoff.js';
import type { InsuranceType, SpecialGroupUsage } from './constants.js';
import { LEASE_DETAILS_LIMITS } from './lease-details.js';
import type { Contract, ContractEntity } from './schemas.js';

/**
 * Registration of a signed lease in HMS's rent register (leiguskrá). The lease is sent in the
 * shape of HMS's LeigusamningarService `POST /contract` (LeaseApplication, research brief §1c);
 * this file maps a Contract to it, says what HMS needs that the contract lacks, and holds the
 * retry schedule of the api's submission worker.
 */

/** A submission's life: waiting, being sent, registered, out of retries, or refused by HMS. */
export const HMS_SUBMISSION_STATUSES = [
  'pending',
  'submitting',
  'registered',
  'failed',
  'rejected',
] as const;
export type HmsSubmissionStatus = (typeof HMS_SUBMISSION_STATUSES)[number];

/** How one attempt ended: HMS answered (registered, rejected) or did not (unavailable, timeout). */
export const HMS_ATTEMPT_OUTCOMES = [
  'started',
  'registered',
  'rejected',
  'unavailable',
  'timeout',
  'error',
] as const;
export type HmsAttemptOutcome = (typeof HMS_ATTEMPT_OUTCOMES)[number];

/**
 * Exponential back-off: 30 s, 1 min, 2 min, ... capped at 6 hours, and `failed` after 10
 * attempts (about 9 hours of outage); staff may then resubmit.
 */
export const HMS_RETRY = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
} as const;

/** The wait after the given failed attempt (1-based) before the next one. */
export function getHmsRetryDelayMs(attempt: number, retry = HMS_RETRY): number {
  return getBackoffDelayMs(attempt, retry);
}

/** Whether a failed attempt leaves another try, or the submission is `failed`. */
export function hasHmsAttemptsLeft(attempts: number, retry = HMS_RETRY): boolean {
  return attempts < retry.maxAttempts;
}

const kennitala = z
  .string()
  .refine((v) => parseKennitala(v).ok, { error: 'contracts.hms.errors.national_id' });

const personSchema = z.object({
  nationalId: kennitala,
  name: z.string().min(1, { error: 'contracts.hms.errors.name' }),
  email: z.email({ error: 'contracts.hms.errors.email' }),
  phone: z.string().regex(/^\+?\d{7,15}$/, { error: 'contracts.hms.errors.phone' }),
  isRepresentative: z.boolean(),
});
export type HmsPerson = z.infer<typeof personSchema>;

const appraisalUnitSchema = z.object({
  /** Fastanúmer of the unit (7 digits). */
  propertyId: z.string().regex(/^\d{7}$/, { error: 'contracts.hms.errors.property_id' }),
  /** Merking, e.g. 010101: floor 01, apartment 01. */
  unitCode: z.string().regex(/^\d{6}$/, { error: 'contracts.hms.errors.unit_code' }),
  floor: z.string(),
  apartmentNumber: z.string(),
  size: z.number().positive({ error: 'contracts.hms.errors.size' }),
  rooms: z.number().int().min(0).nullable(),
});

export const HMS_PROPERTY_TYPES = ['House_Apartment', 'Room', 'Commercial'] as const;
export const HMS_SPECIAL_GROUPS = [
  'No',
  'Student',
  'Elderly',
  'Disabled',
  'HalfwayHouse',
  'IncomeRestricted',
] as const;
export const HMS_SECURITY_TYPES = [
  'BankGuarantee',
  'Capital',
  'ThirdPartyGuarantee',
  'InsuranceCompany',
  'LandlordMutualFund',
  'Other',
] as const;

/** What HMS's register takes for one lease; `applicationId` is our submission key. */
export const hmsLeaseSchema = z.object({
  applicationId: z.string().min(8).max(100),
  landlords: z.array(personSchema).min(1, { error: 'contracts.hms.errors.landlords' }),
  tenants: z.array(personSchema).min(1, { error: 'contracts.hms.errors.tenants' }),
  property: z.object({
    address: z.string().min(1, { error: 'contracts.hms.errors.address' }),
    zip: z.string().regex(/^\d{3}$/, { error: 'contracts.hms.errors.zip' }),
    /** Landeignarnúmer of the parcel. */
    landCode: z.string().regex(/^L?\d{1,9}$/i, { error: 'contracts.hms.errors.land_code' }),
    appraisalUnits: z.array(appraisalUnitSchema).min(1, { error: 'contracts.hms.errors.units' }),
    type: z.enum(HMS_PROPERTY_TYPES),
    specialGroup: z.enum(HMS_SPECIAL_GROUPS),
  }),
  lease: z.object({
    startDate: z.iso.date({ error: 'contracts.hms.errors.start_date' }),
    endDate: z.iso.date().nullable(),
    isFixedTerm: z.boolean(),
    rent: z.object({
      amount: z.number().int().positive({ error: 'contracts.hms.errors.rent' }),
      currency: z.literal('ISK', { error: 'contracts.hms.errors.currency' }),
      index: z.enum(['None', 'ConsumerPriceIndex']),
      indexBaseMonth: z.string().nullable(),
      indexRate: z.number().nullable(),
    }),
    securityDeposit: z
      .object({ type: z.enum(HMS_SECURITY_TYPES), amount: z.number().int().positive() })
      .nullable(),
    fireProtections: z.object({
      smokeDetectors: z.number().int().min(0),
      fireExtinguisher: z.boolean(),
      emergencyExits: z.boolean(),
    }),
    /** The amenities step's furnishings and fixtures; HMS has no structured field for them. */
    descriptionInput: z.string().max(LEASE_DETAILS_LIMITS.fixturesDescriptionMaxLength).nullable(),
  }),
});
export type HmsLease = z.infer<typeof hmsLeaseSchema>;

const SPECIAL_GROUP: Record<SpecialGroupUsage, HmsLease['property']['specialGroup']> = {
  none: 'No',
  student: 'Student',
  elderly: 'Elderly',
  disabled: 'Disabled',
  halfway_house: 'HalfwayHouse',
  income_restricted: 'IncomeRestricted',
};

const SECURITY_TYPE: Record<InsuranceType, (typeof HMS_SECURITY_TYPES)[number]> = {
  deposit: 'Capital',
  bank_guarantee: 'BankGuarantee',
  third_party_guarantee: 'ThirdPartyGuarantee',
  insurance: 'InsuranceCompany',
  landlord_mutual_fund: 'LandlordMutualFund',
  rental_guarantee: 'InsuranceCompany',
  other: 'Other',
};

/** A party as HMS's Person: the party itself, or its first agent for a company (umboðsmaður). */
function toPeople(entity: ContractEntity): HmsPerson[] {
  const contact = (e: Pick<ContractEntity, 'phones' | 'emails'>) => ({
    email: e.emails[0]?.email ?? '',
    phone: e.phones[0] ? `+${e.phones[0].country_code}${e.phones[0].number}` : '',
  });
  const self: HmsPerson = {
    nationalId: entity.identifier.replace('-', ''),
    name: entity.name,
    ...contact(entity),
    isRepresentative: false,
  };
  const agents = entity.agents.map((agent) => ({
    nationalId: agent.identifier.replace('-', ''),
    name: agent.name,
    ...contact(agent),
    isRepresentative: true,
  }));
  return [self, ...agents];
}

function toPropertyType(contract: Contract): HmsLease['property']['type'] {
  const tag = contract.listing_type?.tag;
  if (!tag) return 'House_Apartment';
  if (tag === 'room') return 'Room';
  return (COMMERCIAL_LISTING_TYPES as readonly string[]).includes(tag)
    ? 'Commercial'
    : 'House_Apartment';
}

/** The contract in HMS's shape; `validateHmsLease` says whether HMS will take it. */
export function toHmsLease(contract: Contract, applicationId: string): HmsLease {
  const estate = contract.real_estate;
  const smokeDetectors = contract.smoke_detector_count ?? 0;
  return {
    applicationId,
    landlords: contract.landlords.flatMap(toPeople),
    tenants: contract.tenants.flatMap(toPeople),
    property: {
      address: estate?.address.street ?? '',
      zip: estate?.address.postal_code ?? '',
      landCode: estate?.landreg_id ?? '',
      appraisalUnits: (estate?.units ?? []).map((unit) => ({
        // The register writes fastanúmer as F2001234; HMS takes the seven digits.
        propertyId: unit.property_code.replace(/^F/i, ''),
        unitCode: unit.unit_code,
        floor: unit.unit_code.slice(2, 4),
        apartmentNumber: unit.unit_code.slice(4),
        size: unit.changed_size ?? unit.size,
        rooms: unit.rooms,
      })),
      type: toPropertyType(contract),
      specialGroup: SPECIAL_GROUP[contract.special_group_usage ?? 'none'],
    },
    lease: {
      startDate: contract.start_date ?? '',
      endDate: contract.is_definite ? contract.end_date : null,
      isFixedTerm: contract.is_definite === true,
      rent: {
        amount: Math.round(contract.price ?? 0),
        currency: (contract.currency ?? '') as 'ISK',
        index: contract.is_indexed ? 'ConsumerPriceIndex' : 'None',
        indexBaseMonth: contract.is_indexed ? contract.index_base_month : null,
        indexRate: contract.is_indexed ? contract.index_base_value : null,
      },
      securityDeposit:
        contract.insurance_type && contract.insurance_amount
          ? {
              type: SECURITY_TYPE[contract.insurance_type],
              amount: Math.round(contract.insurance_amount),
            }
          : null,
      fireProtections: {
        smokeDetectors: contract.fire_hazard_smoke_detectors ? Math.max(1, smokeDetectors) : 0,
        fireExtinguisher: contract.fire_hazard_hand_fire_extinguishers,
        emergencyExits: contract.fire_hazard_escape_routes,
      },
      descriptionInput: contract.fixtures_description,
    },
  };
}

/**
 * What HMS would refuse, as field path -> catalogue key (empty when it will take the lease).
 * The api stores these as a rejection instead of sending a lease HMS cannot register.
 */
export function validateHmsLease(lease: HmsLease): Record<string, string> {
  const parsed = hmsLeaseSchema.safeParse(lease);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message.startsWith('contracts.hms.errors.')
      ? issue.message
      : 'contracts.hms.errors.invalid';
  }
  return errors;
}
