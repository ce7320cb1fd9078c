import { parseIcelandicIban, normalizeIban } from '../finance/iban.js';
import { listingTypeNeedsSingleRoom } from '../listings/schemas.js';
import {
  CONTRACT_SIGNING_STEP,
  CONTRACT_STEPS,
  type ContractStep,
} from '../routing/contract-steps.js';
import {
  getInsuranceCap,
  getRentedArea,
  getRequiredSmokeDetectors,
  getUtilityPrice,
} from './amounts.js';
import { FIRE_HAZARD_FIELDS, SEX_ALLOWED, THIRD_UTILITY_TAG } from './constants.js';
import { getIdentifierError, isSameIdentifier } from './identity.js';
import { checkIndexationAllowed } from './indexation.js';
import { checkMaintenanceStep } from './lease-details.js';
import type {
  Contract,
  ContractAgent,
  ContractEntity,
  ContractUtility,
  ValidStep,
} from './schemas.js';

/**
 * The step-validity rules of SPEC 5, one pure function per wizard step. The api runs them to
 * log each step (`steps` POST) and answer valid_steps; the web forms run them through the step
 * form schemas (forms.ts). Each error names its field path (`tenants.0.phones`) and a
 * catalogue key, shown beside the field.
 */

export type ContractStepError = { field: string; code: string };
export type ContractStepResult = { isValid: boolean; errors: ContractStepError[] };

const result = (errors: ContractStepError[]): ContractStepResult => ({
  isValid: errors.length === 0,
  errors,
});
const isBlank = (value: string | null | undefined) => !value?.trim();

export type PropertyStepInput = Pick<
  Contract,
  'real_estate' | 'listing_type' | 'special_group_usage' | 'rooms'
>;

/** landreg_id, postal code, listing type and special group usage; a room or studio has 1 room. */
export function checkPropertyStep(c: PropertyStepInput): ContractStepResult {
  const errors: ContractStepError[] = [];
  if (isBlank(c.real_estate?.landreg_id))
    errors.push({ field: 'real_estate.landreg_id', code: 'validation.required' });
  if (isBlank(c.real_estate?.address.postal_code))
    errors.push({ field: 'real_estate.address.postal_code', code: 'validation.required' });
  if (!c.listing_type) errors.push({ field: 'listing_type.tag', code: 'validation.required' });
  if (!c.special_group_usage)
    errors.push({ field: 'special_group_usage', code: 'validation.required' });
  if (c.listing_type && listingTypeNeedsSingleRoom(c.listing_type.tag) && c.rooms !== 1)
    errors.push({ field: 'rooms', code: 'validation.rooms_single' });
  else if (c.rooms !== null && c.rooms < 1)
    errors.push({ field: 'rooms', code: 'validation.rooms' });
  return result(errors);
}

export type PeriodStepInput = Pick<
  Contract,
  'start_date' | 'end_date' | 'is_definite' | 'termination_term_length'
>;

/** start_date; fixed term or not; notice period >= 0; a fixed-term lease ends after it starts. */
export function checkPeriodStep(c: PeriodStepInput): ContractStepResult {
  const errors: ContractStepError[] = [];
  if (!c.start_date) errors.push({ field: 'start_date', code: 'validation.required' });
  if (c.is_definite === null) errors.push({ field: 'is_definite', code: 'validation.required' });
  if (c.termination_term_length === null)
    errors.push({ field: 'termination_term_length', code: 'validation.required' });
  else if (c.termination_term_length < 0)
    errors.push({ field: 'termination_term_length', code: 'validation.termination_term' });
  if (c.is_definite && !c.end_date)
    errors.push({ field: 'end_date', code: 'validation.end_date_required' });
  else if (c.end_date && c.start_date && c.end_date <= c.start_date)
    errors.push({ field: 'end_date', code: 'validation.end_date_after_start' });
  return result(errors);
}

type PartyFields = Pick<
  ContractAgent,
  'name' | 'identifier' | 'identifier_country' | 'is_individual' | 'phones' | 'emails'
>;

function checkContacts(party: PartyFields): ContractStepError[] {
  const errors: ContractStepError[] = [];
  if (isBlank(party.name)) errors.push({ field: 'name', code: 'validation.required' });
  const identifierError = getIdentifierError(party);
  if (identifierError) errors.push({ field: 'identifier', code: identifierError });
  if (party.phones.length === 0)
    errors.push({ field: 'phones', code: 'validation.phone_required' });
  if (party.emails.length === 0)
    errors.push({ field: 'emails', code: 'validation.email_required' });
  return errors;
}

const prefixed = (path: string, errors: ContractStepError[]) =>
  errors.map((e) => ({ field: `${path}.${e.field}`, code: e.code }));

/**
 * One landlord or tenant, fields relative to the party: a name, a phone and an e-mail, a valid
 * kennitala when Icelandic; a company needs an agent, and every agent is an individual with a
 * phone and an e-mail (an Icelandic agent's kennitala is a person's).
 */
export function checkContractParty(party: ContractEntity): ContractStepError[] {
  const errors = checkContacts(party);
  if (!party.is_individual && party.agents.length === 0)
    errors.push({ field: 'agents', code: 'validation.agent_required' });
  party.agents.forEach((agent, i) => {
    const agentErrors = checkContacts({ ...agent, is_individual: true });
    if (!agent.is_individual)
      agentErrors.push({ field: 'is_individual', code: 'validation.agent_individual' });
    errors.push(...prefixed(`agents.${i}`, agentErrors));
  });
  return errors;
}

export type PartiesStepInput = Pick<Contract, 'landlords' | 'tenants'>;

/** At least one landlord and one tenant, each as checkContractParty wants it. */
export function checkPartiesStep(c: PartiesStepInput): ContractStepResult {
  const errors: ContractStepError[] = [];
  if (c.landlords.length === 0)
    errors.push({ field: 'landlords', code: 'validation.landlord_required' });
  if (c.tenants.length === 0) errors.push({ field: 'tenants', code: 'validation.tenant_required' });
  c.landlords.forEach((p, i) => errors.push(...prefixed(`landlords.${i}`, checkContractParty(p))));
  c.tenants.forEach((p, i) => errors.push(...prefixed(`tenants.${i}`, checkContractParty(p))));
  return result(errors);
}

export type RentStepInput = Pick<
  Contract,
  | 'price'
  | 'currency'
  | 'insurance_type'
  | 'insurance_amount'
  | 'pre_paid_rent_amount'
  | 'pre_paid_rent_months'
  | 'is_indexed'
  | 'index_base_month'
  | 'utilities'
  | 'is_definite'
  | 'start_date'
  | 'end_date'
  | 'special_group_usage'
>;

/**
 * Price > 0 and a currency. Insurance type and amount both or neither; 0 < amount <= 3 × (price
 * + housefund price). Prepaid rent amount and months both empty, or an amount above 0. CPI
 * indexation names its base month and is allowed only where the law allows it.
 */
export function checkRentStep(c: RentStepInput): ContractStepResult {
  const errors: ContractStepError[] = [];
  if (c.price === null) errors.push({ field: 'price', code: 'validation.required' });
  else if (c.price <= 0) errors.push({ field: 'price', code: 'validation.price_positive' });
  if (isBlank(c.currency)) errors.push({ field: 'currency', code: 'validation.required' });

  if (c.insurance_type !== null && c.insurance_amount === null)
    errors.push({ field: 'insurance_amount', code: 'validation.required' });
  if (c.insurance_type === null && c.insurance_amount !== null)
    errors.push({ field: 'insurance_type', code: 'validation.required' });
  if (c.insurance_amount !== null) {
    if (c.insurance_amount <= 0)
      errors.push({ field: 'insurance_amount', code: 'validation.insurance_amount_positive' });
    else if (
      c.price !== null &&
      c.price > 0 &&
      c.insurance_amount > getInsuranceCap(c.price, getUtilityPrice(c.utilities, 'housefund'))
    )
      errors.push({ field: 'insurance_amount', code: 'validation.insurance_over_cap' });
  }

  if (c.pre_paid_rent_amount === null && c.pre_paid_rent_months !== null)
    errors.push({ field: 'pre_paid_rent_amount', code: 'validation.required' });
  if (c.pre_paid_rent_amount !== null && c.pre_paid_rent_amount <= 0)
    errors.push({ field: 'pre_paid_rent_amount', code: 'validation.pre_paid_rent_positive' });

  if (c.is_indexed) {
    if (!c.index_base_month)
      errors.push({ field: 'index_base_month', code: 'validation.required' });
    const check = checkIndexationAllowed(c);
    if (!check.isAllowed)
      errors.push({ field: 'is_indexed', code: `validation.indexation_${check.reason}` });
  }
  return result(errors);
}

type UtilityFields = Pick<ContractUtility, 'utility' | 'price' | 'paid_by_tenant'>;

/** One utility, fields relative to it: the third utility, when the tenant pays it, needs a price. */
export function checkContractUtility(u: UtilityFields): ContractStepError[] {
  const hasPrice = u.price !== null && u.price > 0;
  return u.utility.tag === THIRD_UTILITY_TAG && u.paid_by_tenant && !hasPrice
    ? [{ field: 'price', code: 'validation.utility_price_required' }]
    : [];
}

export type UtilitiesStepInput = Pick<Contract, 'utilities'>;

export function checkUtilitiesStep(c: UtilitiesStepInput): ContractStepResult {
  return result(c.utilities.flatMap((u, i) => prefixed(`utilities.${i}`, checkContractUtility(u))));
}

export type PaymentsStepInput = Pick<Contract, 'paid_with_cash' | 'payout_method' | 'payee'>;

/**
 * Cash, or a payout method and a payee. An Icelandic account (an IS IBAN) must belong to the
 * payee: the holder's kennitala, as the bank check reported it (`icelandic_format.kt`) or else
 * as the IBAN carries it, must equal the payee's identifier.
 */
export function checkPaymentsStep(c: PaymentsStepInput): ContractStepResult {
  if (c.paid_with_cash) return result([]);
  const errors: ContractStepError[] = [];
  if (!c.payout_method)
    errors.push({ field: 'payout_method', code: 'validation.payout_method_required' });
  if (!c.payee) errors.push({ field: 'payee', code: 'validation.payee_required' });
  if (!c.payout_method || !c.payee) return result(errors);

  const { iban, icelandic_format } = c.payout_method.bank_account;
  if (!normalizeIban(iban).startsWith('IS')) return result(errors);
  const parsed = parseIcelandicIban(iban);
  if (!parsed.ok) {
    errors.push({ field: 'payout_method.bank_account.iban', code: 'validation.iban' });
    return result(errors);
  }
  const holder = icelandic_format?.kt ?? parsed.account.kt;
  if (!isSameIdentifier(holder, c.payee.identifier))
    errors.push({ field: 'payout_method', code: 'validation.iban_holder_mismatch' });
  return result(errors);
}

export type HouseRulesStepInput = Pick<Contract, 'restrictions'>;

/** Unless anyone may rent (sex_allowed 0), a restriction states its reason. */
export function checkHouseRulesStep(c: HouseRulesStepInput): ContractStepResult {
  const { sex_allowed, sex_allowed_reason } = c.restrictions;
  if (sex_allowed !== SEX_ALLOWED.anyone && isBlank(sex_allowed_reason))
    return result([
      { field: 'restrictions.sex_allowed_reason', code: 'validation.reason_required' },
    ]);
  return result([]);
}

export type ReportsStepInput = Pick<
  Contract,
  | 'fire_hazard_smoke_detectors'
  | 'fire_hazard_hand_fire_extinguishers'
  | 'fire_hazard_escape_routes'
  | 'fire_hazard_comply_declaration'
  | 'smoke_detector_count'
  | 'real_estate'
>;

/** All four fire-safety items confirmed, and at least one smoke detector per 80 m² begun. */
export function checkReportsStep(c: ReportsStepInput): ContractStepResult {
  const errors: ContractStepError[] = FIRE_HAZARD_FIELDS.filter((f) => c[f] !== true).map(
    (field) => ({ field, code: 'validation.fire_hazard_unconfirmed' }),
  );
  const needed = getRequiredSmokeDetectors(getRentedArea(c.real_estate?.units ?? []));
  if (c.smoke_detector_count === null)
    errors.push({ field: 'smoke_detector_count', code: 'validation.required' });
  else if (c.smoke_detector_count < needed)
    errors.push({
      field: 'smoke_detector_count',
      code: 'validation.smoke_detectors_below_minimum',
    });
  return result(errors);
}

export type SignStepInput = Pick<Contract, 'committed'>;

/** The signing step needs the contract committed. */
export function checkSignStep(c: SignStepInput): ContractStepResult {
  return result(c.committed ? [] : [{ field: 'committed', code: 'validation.not_committed' }]);
}

const noRules = (): ContractStepResult => result([]);

/** The rules of each step; steps SPEC 5 gives no rule for are always valid. */
const STEP_RULES: Record<ContractStep, (c: Contract) => ContractStepResult> = {
  property: checkPropertyStep,
  amenities: noRules,
  period: checkPeriodStep,
  parties: checkPartiesStep,
  'rent-and-securities': checkRentStep,
  utilities: checkUtilitiesStep,
  payments: checkPaymentsStep,
  'house-rules': checkHouseRulesStep,
  'reports-and-documents': checkReportsStep,
  'special-terms': noRules,
  preview: checkSignStep,
  'maintenance-and-inspection': checkMaintenanceStep,
};

export function checkContractStep(step: ContractStep, contract: Contract): ContractStepResult {
  return STEP_RULES[step](contract);
}

/** valid_steps: every step of CONTRACT_STEPS with whether the contract passes its rules. */
export function getValidSteps(contract: Contract): ValidStep[] {
  return CONTRACT_STEPS.map((step_name) => ({
    step_name,
    is_valid: STEP_RULES[step_name](contract).isValid,
  }));
}

/** The steps that keep a draft from being committed: every invalid one before signing. */
export function getStepsBlockingCommit(contract: Contract): ContractStep[] {
  return CONTRACT_STEPS.filter(
    (step) => step !== CONTRACT_SIGNING_STEP && !STEP_RULES[step](contract).isValid,
  );
}
