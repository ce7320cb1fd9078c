import { expect } from 'vitest';
import {
  makeIcelandicIban,
  makeKennitala,
  type Contract,
  type ContractAgent,
  type ContractEntity,
  type ContractStepError,
  type ContractStepResult,
} from '../src/index.js';

/** Kennitölur that pass the check digit: two people, a company and an agent. */
export const LANDLORD_KT = makeKennitala('1980-05-12', 20);
export const TENANT_KT = makeKennitala('1992-11-03', 40);
export const COMPANY_KT = makeKennitala('2001-03-01', 30, 'company');
export const AGENT_KT = makeKennitala('1975-01-20', 50);

export const LANDLORD_IBAN = makeIcelandicIban('0133', '26', '012345', LANDLORD_KT);

const contacts = (n: string) => ({
  phones: [{ country_code: '354', number: `61${n}` }],
  emails: [{ email: `party${n}@example.is` }],
});

export function makeAgent(overrides: Partial<ContractAgent> = {}): ContractAgent {
  return {
    name: 'Guðrún Umboðsdóttir',
    identifier: AGENT_KT,
    identifier_country: 'IS',
    is_individual: true,
    ...contacts('00003'),
    ...overrides,
  };
}

export function makeParty(
  role: ContractEntity['role'],
  overrides: Partial<ContractEntity> = {},
): ContractEntity {
  const isLandlord = role === 'landlord';
  return {
    name: isLandlord ? 'Jón Jónsson' : 'Anna Sigurðardóttir',
    identifier: isLandlord ? LANDLORD_KT : TENANT_KT,
    identifier_country: 'IS',
    is_individual: true,
    role,
    agents: [],
    ...contacts(isLandlord ? '00001' : '00002'),
    ...overrides,
  };
}

/** A contract every step of which is valid (but preview, which needs it committed). */
export function makeContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 1,
    status: 'draft',
    committed: false,
    sign_type: null,
    skip_id_check: false,
    collaborators: [],
    landlords: [makeParty('landlord')],
    tenants: [makeParty('tenant')],
    payout_method: {
      bank_account: { iban: LANDLORD_IBAN, icelandic_format: { kt: LANDLORD_KT } },
    },
    real_estate: {
      landreg_id: 'L102345',
      address: { street: 'Laugavegur 1', postal_code: '101' },
      units: [
        {
          property_code: '2001234',
          unit_code: '010101',
          size: 75,
          changed_size: null,
          rooms: 3,
          fire_insurance_value: 40_000_000,
        },
      ],
    },
    utilities: [
      { utility: { tag: 'housefund' }, price: 20_000, paid_by_tenant: true, meter_readings: [] },
      { utility: { tag: 'electricity' }, price: null, paid_by_tenant: true, meter_readings: [] },
      { utility: { tag: 'heating' }, price: null, paid_by_tenant: false, meter_readings: [] },
    ],
    termination_reasons: [],
    listing_type: { tag: 'apartment' },
    special_group_usage: 'none',
    rooms: 3,
    start_date: '2025-07-01',
    end_date: '2026-06-30',
    is_definite: true,
    termination_term_length: 3,
    price: 250_000,
    currency: 'ISK',
    insurance_type: 'deposit',
    insurance_amount: 750_000,
    pre_paid_rent_amount: null,
    pre_paid_rent_months: null,
    is_indexed: false,
    index_base_month: null,
    index_base_value: null,
    payee: { name: 'Jón Jónsson', identifier: LANDLORD_KT, identifier_country: 'IS' },
    payor: null,
    paid_with_cash: false,
    restrictions: { sex_allowed: 0, sex_allowed_reason: null },
    fire_hazard_smoke_detectors: true,
    fire_hazard_hand_fire_extinguishers: true,
    fire_hazard_escape_routes: true,
    fire_hazard_comply_declaration: true,
    smoke_detector_count: 1,
    amenities: null,
    fixtures_description: null,
    maintenance: null,
    valid_steps: [],
    updated_at: '2025-06-01T12:00:00Z',
    ...overrides,
  };
}

/** A step rule's table row: what the case is, how the valid contract changes, the errors. */
export type StepCase = [name: string, overrides: Partial<Contract>, errors: ContractStepError[]];

export const stepError = (field: string, code: string): ContractStepError => ({ field, code });

/** Runs a step rule on the valid contract with the overrides; expect its errors. */
export function expectStepErrors(
  check: (c: Contract) => ContractStepResult,
  overrides: Partial<Contract>,
) {
  const result = check(makeContract(overrides));
  expect(result.isValid).toBe(result.errors.length === 0);
  return expect(result.errors);
}

/** The valid contract's real estate with one unit of the given size. */
export function withArea(size: number, changed_size: number | null = null): Partial<Contract> {
  const realEstate = makeContract().real_estate!;
  return {
    real_estate: { ...realEstate, units: [{ ...realEstate.units[0]!, size, changed_size }] },
  };
}
