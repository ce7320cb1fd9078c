import { z } from 'zod';
import { isValidPhoneNumber } from '../accounts/phone.js';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.js';
import { isValidIbanChecksum, normalizeIban } from '../finance/iban.js';
import { LISTING_TYPES } from '../listings/constants.js';
import { propertyNumberSchema } from '../listings/schemas.js';
import { CONTRACT_STEPS } from '../routing/contract-steps.js';
import { dbIdSchema } from '../shared/ids.js';
import {
  COLLABORATOR_ACCESS_TYPES,
  CONTRACT_LIMITS,
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  INSURANCE_TYPES,
  SEX_ALLOWED,
  SIGN_TYPES,
  SPECIAL_GROUP_USAGES,
  UTILITY_TAGS,
} from './constants.js';
import { getIdentifierError } from './identity.js';
import { leaseDetailsShape } from './lease-details.js';

/**
 * The Contract of SPEC 3 and its parts, in the api's snake_case. Every field a draft has not
 * answered yet is null: the schemas check the form of what is there, and the step rules
 * (steps.ts) say what a step still needs.
 */

const L = CONTRACT_LIMITS;
const required = 'validation.required';

const text = (max: number, key: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: key });
const amount = (key: string) =>
  z.number({ error: 'validation.number' }).min(0, { error: key }).max(L.maxAmount, { error: key });
const count = (min: number, max: number, key: string) =>
  z
    .number({ error: 'validation.number' })
    .int({ error: key })
    .min(min, { error: key })
    .max(max, { error: key });
export const contractDateSchema = z.iso.date({ error: 'validation.date' });

/** A month of the consumer price index, as Statistics Iceland writes it: `2025M06`. */
export const monthKeySchema = z
  .string({ error: required })
  .regex(/^\d{4}M(0[1-9]|1[0-2])$/, { error: 'validation.month_key' });

export const contractPhoneSchema = z
  .object({
    id: dbIdSchema().optional(),
    country_code: z
      .string({ error: required })
      .trim()
      .regex(/^\d{1,4}$/, { error: 'validation.country_code' }),
    number: z.string({ error: required }).trim().min(1, { error: required }),
  })
  .refine((p) => isValidPhoneNumber(p.country_code, p.number), {
    error: 'validation.phone',
    path: ['number'],
  });
export type ContractPhone = z.infer<typeof contractPhoneSchema>;

export const contractEmailSchema = z.object({
  id: dbIdSchema().optional(),
  email: z
    .string({ error: required })
    .trim()
    .pipe(z.email({ error: 'validation.email' })),
});
export type ContractEmail = z.infer<typeof contractEmailSchema>;

const identityShape = {
  id: dbIdSchema().optional(),
  name: text(L.nameMaxLength, 'validation.name_length'),
  identifier: text(30, 'validation.identifier'),
  identifier_country: z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'validation.identifier_country' }),
};

/** An Icelandic identifier must be a kennitala, of a person when the party is an individual. */
const checkIdentity = (
  party: { identifier: string; identifier_country: string; is_individual?: boolean },
  ctx: z.RefinementCtx,
) => {
  const error = getIdentifierError(party);
  if (error) ctx.addIssue({ code: 'custom', path: ['identifier'], message: error });
};

const partyShape = {
  ...identityShape,
  is_individual: z.boolean({ error: required }),
  phones: z
    .array(contractPhoneSchema)
    .max(L.maxContactsPerParty, { error: 'validation.list_too_long' }),
  emails: z
    .array(contractEmailSchema)
    .max(L.maxContactsPerParty, { error: 'validation.list_too_long' }),
};

/** Someone who acts for a party (umboðsmaður); the step rules require an individual. */
export const contractAgentSchema = z.object(partyShape).superRefine(checkIdentity);
export type ContractAgent = z.infer<typeof contractAgentSchema>;

/** A landlord (leigusali) or tenant (leigjandi): a person or a company. */
export const contractEntitySchema = z
  .object({
    ...partyShape,
    role: z.enum(CONTRACT_PARTY_ROLES, { error: required }),
    agents: z
      .array(contractAgentSchema)
      .max(L.maxAgentsPerParty, { error: 'validation.list_too_long' }),
  })
  .superRefine(checkIdentity);
export type ContractEntity = z.infer<typeof contractEntitySchema>;

/** Who receives the rent (payee) and who pays it (payor). */
export const contractPayeeSchema = z
  .object({ ...identityShape, entity_id: dbIdSchema().nullable().optional() })
  .superRefine(checkIdentity);
export type ContractPayee = z.infer<typeof contractPayeeSchema>;

export const ibanSchema = z
  .string({ error: required })
  .transform(normalizeIban)
  .refine(isValidIbanChecksum, { error: 'validation.iban' });

/**
 * The payout method's bank account. For an Icelandic account `icelandic_format.kt` is the
 * account holder's kennitala as the bank check (`banking/verify-account/`) reported it.
 */
export const payoutMethodSchema = z.object({
  id: dbIdSchema().optional(),
  bank_account: z.object({
    iban: ibanSchema,
    icelandic_format: z.object({ kt: z.string() }).nullable(),
  }),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/** One unit of the property as the registry lists it (merking 010101: floor 01, flat 01). */
export const contractUnitSchema = z.object({
  id: dbIdSchema().optional(),
  property_code: propertyNumberSchema,
  unit_code: z
    .string({ error: required })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.unit_code' }),
  size: z.number({ error: 'validation.number' }).positive({ error: 'validation.size' }),
  /** The size agreed in the lease when it differs from the registry's. */
  changed_size: z
    .number({ error: 'validation.number' })
    .positive({ error: 'validation.size' })
    .nullable(),
  rooms: count(0, L.maxRooms, 'validation.rooms').nullable(),
  fire_insurance_value: amount('validation.amount').nullable(),
});
export type ContractUnit = z.infer<typeof contractUnitSchema>;

export const realEstateSchema = z.object({
  id: dbIdSchema().optional(),
  /** Landeignarnúmer, the land parcel's number (L followed by digits in the registry). */
  landreg_id: z
    .string()
    .trim()
    .regex(/^L?\d{1,9}$/i, { error: 'validation.landreg_id' })
    .nullable(),
  address: z.object({
    street: text(200, 'validation.street'),
    postal_code: z
      .string({ error: required })
      .trim()
      .regex(/^\d{3}$/, { error: 'validation.postal_code' }),
  }),
  units: z.array(contractUnitSchema).max(L.maxUnits, { error: 'validation.list_too_long' }),
});
export type RealEstate = z.infer<typeof realEstateSchema>;

export const meterReadingSchema = z.object({
  id: dbIdSchema().optional(),
  meter_number: z
    .string({ error: required })
    .trim()
    .regex(/^\d{1,20}$/, { error: 'validation.meter_number' }),
  /** Up to one decimal, as meters show it. */
  value: z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.meter_value' })
    .max(9_999_999_999.9, { error: 'validation.meter_value' })
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, {
      error: 'validation.meter_value',
    }),
  read_at: contractDateSchema,
});
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const contractUtilitySchema = z.object({
  id: dbIdSchema().optional(),
  utility: z.object({ tag: z.enum(UTILITY_TAGS, { error: required }) }),
  /** The third utility's name, when the landlord gives one. */
  name: z.string().trim().max(100, { error: 'validation.name_length' }).nullable().optional(),
  price: amount('validation.amount').nullable(),
  paid_by_tenant: z.boolean({ error: required }),
  meter_readings: z
    .array(meterReadingSchema)
    .max(L.maxMeterReadings, { error: 'validation.list_too_long' }),
});
export type ContractUtility = z.infer<typeof contractUtilitySchema>;

const sexAllowedValues = Object.values(SEX_ALLOWED);
export const restrictionsSchema = z.object({
  sex_allowed: z
    .number({ error: required })
    .refine((v) => (sexAllowedValues as number[]).includes(v), { error: 'validation.sex_allowed' }),
  sex_allowed_reason: z
    .string()
    .trim()
    .max(L.reasonMaxLength, { error: 'validation.reason_length' })
    .nullable(),
});
export type Restrictions = z.infer<typeof restrictionsSchema>;

export const collaboratorSchema = z.object({
  id: dbIdSchema().optional(),
  user_id: dbIdSchema(),
  access_type: z.enum(COLLABORATOR_ACCESS_TYPES, { error: 'validation.access_type' }),
});
export type ContractCollaborator = z.infer<typeof collaboratorSchema>;

export const terminationReasonSchema = z.object({
  id: dbIdSchema().optional(),
  text: text(L.reasonMaxLength, 'validation.reason_length'),
});

/** The fields a party to a draft edits directly (PATCH contracts/{id}/); all may be null. */
export const contractFieldsShape = {
  listing_type: z
    .object({ tag: z.enum(LISTING_TYPES, { error: 'validation.listing_type' }) })
    .nullable(),
  special_group_usage: z
    .enum(SPECIAL_GROUP_USAGES, { error: 'validation.special_group_usage' })
    .nullable(),
  rooms: count(0, L.maxRooms, 'validation.rooms').nullable(),
  start_date: contractDateSchema.nullable(),
  end_date: contractDateSchema.nullable(),
  is_definite: z.boolean({ error: required }).nullable(),
  /** Notice period in months (uppsagnarfrestur). */
  termination_term_length: count(
    0,
    L.maxTerminationTermMonths,
    'validation.termination_term',
  ).nullable(),
  price: amount('validation.price').nullable(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.currency' })
    .nullable(),
  insurance_type: z.enum(INSURANCE_TYPES, { error: 'validation.insurance_type' }).nullable(),
  insurance_amount: amount('validation.amount').nullable(),
  pre_paid_rent_amount: amount('validation.amount').nullable(),
  pre_paid_rent_months: count(0, L.maxPrepaidMonths, 'validation.pre_paid_rent_months').nullable(),
  /** CPI (vísitala neysluverðs) indexation with the base month the lease names. */
  is_indexed: z.boolean({ error: required }),
  index_base_month: monthKeySchema.nullable(),
  index_base_value: z
    .number({ error: 'validation.number' })
    .positive({ error: 'validation.number' })
    .nullable(),
  payee: contractPayeeSchema.nullable(),
  payor: contractPayeeSchema.nullable(),
  paid_with_cash: z.boolean({ error: required }),
  restrictions: restrictionsSchema,
  fire_hazard_smoke_detectors: z.boolean({ error: required }),
  fire_hazard_hand_fire_extinguishers: z.boolean({ error: required }),
  fire_hazard_escape_routes: z.boolean({ error: required }),
  fire_hazard_comply_declaration: z.boolean({ error: required }),
  smoke_detector_count: count(0, L.maxSmokeDetectors, 'validation.smoke_detector_count').nullable(),
};

/** PATCH contracts/{id}/: any subset of the editable fields, plus the chosen payout method. */
export const contractPatchSchema = z
  .object({ ...contractFieldsShape, payout_method_id: dbIdSchema().nullable() })
  .partial();
export type ContractPatch = z.infer<typeof contractPatchSchema>;

export const validStepSchema = z.object({
  step_name: z.enum(CONTRACT_STEPS),
  is_valid: z.boolean(),
});
export type ValidStep = z.infer<typeof validStepSchema>;

/** The contract as the api returns it (SPEC 3). */
export const contractSchema = z.object({
  id: dbIdSchema(),
  status: z.enum(CONTRACT_STATUSES),
  committed: z.boolean(),
  sign_type: z.enum(SIGN_TYPES).nullable(),
  skip_id_check: z.boolean(),
  collaborators: z.array(collaboratorSchema),
  landlords: z.array(contractEntitySchema),
  tenants: z.array(contractEntitySchema),
  payout_method: payoutMethodSchema.nullable(),
  real_estate: realEstateSchema.nullable(),
  utilities: z.array(contractUtilitySchema),
  termination_reasons: z.array(terminationReasonSchema),
  ...contractFieldsShape,
  ...leaseDetailsShape,
  valid_steps: z.array(validStepSchema),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Contract = z.infer<typeof contractSchema>;

/** POST contracts/{id}/commit/: how it will be signed; only staff may skip the ID check. */
export const commitContractSchema = z.object({
  sign_type: z.enum(SIGN_TYPES, { error: 'validation.sign_type' }),
  skip_id_check: z.boolean().default(false),
});
export type CommitContract = z.infer<typeof commitContractSchema>;

/** POST contracts/{id}/steps/: one step's result, as the api logs it. */
export const contractStepLogSchema = validStepSchema;

/** GET contracts/: search, page (25 a page, SPEC 9) and a period the contracts overlap. */
export const contractListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES.contracts),
    from_date: contractDateSchema.optional(),
    to_date: contractDateSchema.optional(),
  })
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
    error: 'validation.date_range',
    path: ['to_date'],
  });
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;
