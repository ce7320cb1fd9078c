import { z } from 'zod';
import {
  COLLABORATOR_ACCESS_TYPES,
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  CONTRACT_STEPS,
  SIGN_TYPES,
  leaseDetailsShape,
} from '@leiga/domain';
import { isoDate, isoMoment, pageOf } from '../../http/responses.js';

/**
 * The REST answers of the contracts domain. Input is judged by domain's schemas; these say
 * what the api sends (the OpenAPI document shows them, the serialiser compiles them).
 */
const id = z.number().int();
const optionalId = id.optional();
const nullableText = z.string().nullable();

const phone = z.object({ id: optionalId, country_code: z.string(), number: z.string() });
const email = z.object({ id: optionalId, email: z.string() });
const identity = {
  id: optionalId,
  name: z.string(),
  identifier: z.string(),
  identifier_country: z.string(),
};
const agent = z.object({
  ...identity,
  is_individual: z.boolean(),
  phones: z.array(phone),
  emails: z.array(email),
});
const entity = agent.extend({ role: z.enum(CONTRACT_PARTY_ROLES), agents: z.array(agent) });
const payee = z.object({ ...identity, entity_id: id.nullable().optional() });

const unit = z.object({
  id: optionalId,
  property_code: z.string(),
  unit_code: z.string(),
  size: z.number(),
  changed_size: z.number().nullable(),
  rooms: z.number().int().nullable(),
  fire_insurance_value: z.number().nullable(),
});

const utility = z.object({
  id: optionalId,
  utility: z.object({ tag: z.string() }),
  name: nullableText.optional(),
  price: z.number().nullable(),
  paid_by_tenant: z.boolean(),
  meter_readings: z.array(
    z.object({ id: optionalId, meter_number: z.string(), value: z.number(), read_at: isoDate }),
  ),
});

export const validStepResponse = z.object({
  step_name: z.enum(CONTRACT_STEPS),
  is_valid: z.boolean(),
});

export const contractResponse = z.object({
  id,
  status: z.enum(CONTRACT_STATUSES),
  committed: z.boolean(),
  sign_type: z.enum(SIGN_TYPES).nullable(),
  skip_id_check: z.boolean(),
  collaborators: z.array(
    z.object({ id: optionalId, user_id: id, access_type: z.enum(COLLABORATOR_ACCESS_TYPES) }),
  ),
  landlords: z.array(entity),
  tenants: z.array(entity),
  payout_method: z
    .object({
      id: optionalId,
      bank_account: z.object({
        iban: z.string(),
        icelandic_format: z.object({ kt: z.string() }).nullable(),
      }),
    })
    .nullable(),
  real_estate: z
    .object({
      id: optionalId,
      landreg_id: nullableText,
      address: z.object({ street: z.string(), postal_code: z.string() }),
      units: z.array(unit),
    })
    .nullable(),
  utilities: z.array(utility),
  termination_reasons: z.array(z.object({ id: optionalId, text: z.string() })),
  listing_type: z.object({ tag: z.string() }).nullable(),
  special_group_usage: nullableText,
  rooms: z.number().int().nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  is_definite: z.boolean().nullable(),
  termination_term_length: z.number().int().nullable(),
  price: z.number().nullable(),
  currency: nullableText,
  insurance_type: nullableText,
  insurance_amount: z.number().nullable(),
  pre_paid_rent_amount: z.number().nullable(),
  pre_paid_rent_months: z.number().int().nullable(),
  is_indexed: z.boolean(),
  index_base_month: nullableText,
  index_base_value: z.number().nullable(),
  payee: payee.nullable(),
  payor: payee.nullable(),
  paid_with_cash: z.boolean(),
  restrictions: z.object({ sex_allowed: z.number().int(), sex_allowed_reason: nullableText }),
  fire_hazard_smoke_detectors: z.boolean(),
  fire_hazard_hand_fire_extinguishers: z.boolean(),
  fire_hazard_escape_routes: z.boolean(),
  fire_hazard_comply_declaration: z.boolean(),
  smoke_detector_count: z.number().int().nullable(),
  ...leaseDetailsShape,
  valid_steps: z.array(validStepResponse),
  updated_at: isoMoment,
});

export const contractPageResponse = pageOf(contractResponse);

/** One entry of the contract's timeline: who did what, when. */
export const contractEventResponse = z.object({
  id,
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: isoMoment,
  actor: z.object({ id, full_name: z.string() }).nullable(),
});
export const contractEventListResponse = z.object({ results: z.array(contractEventResponse) });
