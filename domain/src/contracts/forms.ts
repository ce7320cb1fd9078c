import { z } from 'zod';
import {
  contractEntitySchema,
  contractFieldsShape as f,
  contractPayeeSchema,
  contractUtilitySchema,
  payoutMethodSchema,
  type Contract,
} from './schemas.js';
import {
  checkContractParty,
  checkContractUtility,
  checkHouseRulesStep,
  checkPartiesStep,
  checkPaymentsStep,
  checkPeriodStep,
  checkPropertyStep,
  checkReportsStep,
  checkRentStep,
  checkUtilitiesStep,
  type ContractStepError,
} from './steps.js';

/**
 * The wizard's form schemas, for zodResolver: each step's fields in their own form (schemas.ts),
 * then the step's rules (steps.ts) over the form's values and what the form needs from the rest
 * of the contract. A rule's error lands on its field; errors about fields the form does not hold
 * are left to the step's own page.
 */

function toPath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function addStepIssues(
  errors: readonly ContractStepError[],
  fields: readonly string[],
  ctx: z.RefinementCtx,
): void {
  for (const error of errors) {
    const path = toPath(error.field);
    if (fields.includes(String(path[0])))
      ctx.addIssue({ code: 'custom', path, message: error.code });
  }
}

/** A form over some fields whose rules also read the rest of the contract (`context`). */
function stepForm<Shape extends z.ZodRawShape, Context extends object = object>(
  shape: Shape,
  check: (input: z.output<z.ZodObject<Shape>> & Context) => readonly ContractStepError[],
) {
  const fields = Object.keys(shape);
  return (context: Context) =>
    z
      .object(shape)
      .superRefine((values, ctx) => addStepIssues(check({ ...context, ...values }), fields, ctx));
}

const propertyFields = {
  listing_type: f.listing_type,
  special_group_usage: f.special_group_usage,
  rooms: f.rooms,
};
/** Property: the chosen real estate (landreg_id, postal code) comes in as context. */
export const propertyFormSchema = stepForm<typeof propertyFields, Pick<Contract, 'real_estate'>>(
  propertyFields,
  (v) => checkPropertyStep(v).errors,
);

export const periodFormSchema = stepForm(
  {
    start_date: f.start_date,
    end_date: f.end_date,
    is_definite: f.is_definite,
    termination_term_length: f.termination_term_length,
  },
  (v) => checkPeriodStep(v).errors,
)({});

/** Adding or editing one landlord or tenant with their agents. */
export const contractPartyFormSchema = contractEntitySchema.superRefine((party, ctx) =>
  addStepIssues(checkContractParty(party), Object.keys(party), ctx),
);

export const partiesFormSchema = stepForm(
  { landlords: z.array(contractEntitySchema), tenants: z.array(contractEntitySchema) },
  (v) => checkPartiesStep(v).errors,
)({});

const rentFields = {
  price: f.price,
  currency: f.currency,
  insurance_type: f.insurance_type,
  insurance_amount: f.insurance_amount,
  pre_paid_rent_amount: f.pre_paid_rent_amount,
  pre_paid_rent_months: f.pre_paid_rent_months,
  is_indexed: f.is_indexed,
  index_base_month: f.index_base_month,
};
/** Rent and securities: the housefund price (cap) and the period (indexation) come as context. */
export type RentFormContext = Pick<
  Contract,
  'utilities' | 'is_definite' | 'start_date' | 'end_date' | 'special_group_usage'
>;
export const rentFormSchema = stepForm<typeof rentFields, RentFormContext>(
  rentFields,
  (v) => checkRentStep(v).errors,
);

/** One utility (PATCH contract-utilities/{id}/). */
export const contractUtilityFormSchema = contractUtilitySchema.superRefine((utility, ctx) =>
  addStepIssues(checkContractUtility(utility), Object.keys(utility), ctx),
);

export const utilitiesFormSchema = stepForm(
  { utilities: z.array(contractUtilitySchema) },
  (v) => checkUtilitiesStep(v).errors,
)({});

export const paymentsFormSchema = stepForm(
  {
    paid_with_cash: f.paid_with_cash,
    payout_method: payoutMethodSchema.nullable(),
    payee: contractPayeeSchema.nullable(),
    /** Who pays the rent (a tenant); the step's rules do not require one. */
    payor: contractPayeeSchema.nullable().optional(),
  },
  (v) => checkPaymentsStep(v).errors,
)({});

export const houseRulesFormSchema = stepForm(
  { restrictions: f.restrictions },
  (v) => checkHouseRulesStep(v).errors,
)({});

const reportsFields = {
  fire_hazard_smoke_detectors: f.fire_hazard_smoke_detectors,
  fire_hazard_hand_fire_extinguishers: f.fire_hazard_hand_fire_extinguishers,
  fire_hazard_escape_routes: f.fire_hazard_escape_routes,
  fire_hazard_comply_declaration: f.fire_hazard_comply_declaration,
  smoke_detector_count: f.smoke_detector_count,
};
/** Reports and documents: the units' floor area (smoke detectors) comes as context. */
export const reportsFormSchema = stepForm<typeof reportsFields, Pick<Contract, 'real_estate'>>(
  reportsFields,
  (v) => checkReportsStep(v).errors,
);
