import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STEPS,
  checkContractStep,
  checkHouseRulesStep,
  checkPartiesStep,
  checkPaymentsStep,
  checkPeriodStep,
  checkPropertyStep,
  checkRentStep,
  checkReportsStep,
  checkSignStep,
  checkUtilitiesStep,
  getStepsBlockingCommit,
  getValidSteps,
  makeIcelandicIban,
  type Contract,
  type ContractStepError,
  type ContractStepResult,
} from '../src/index.js';
import {
  AGENT_KT,
  COMPANY_KT,
  LANDLORD_KT,
  TENANT_KT,
  makeAgent,
  makeContract,
  makeParty,
} from './contract-fixture.js';

type Case = [name: string, overrides: Partial<Contract>, errors: ContractStepError[]];

const e = (field: string, code: string): ContractStepError => ({ field, code });

function expectStep(check: (c: Contract) => ContractStepResult, overrides: Partial<Contract>) {
  const result = check(makeContract(overrides));
  expect(result.isValid).toBe(result.errors.length === 0);
  return expect(result.errors);
}

const realEstate = makeContract().real_estate!;
const withArea = (size: number, changed_size: number | null = null) => ({
  real_estate: { ...realEstate, units: [{ ...realEstate.units[0]!, size, changed_size }] },
});

describe('property step (SPEC 5)', () => {
  it.each<Case>([
    ['a complete property', {}, []],
    [
      'no real estate chosen',
      { real_estate: null },
      [
        e('real_estate.landreg_id', 'validation.required'),
        e('real_estate.address.postal_code', 'validation.required'),
      ],
    ],
    [
      'no landreg_id',
      { real_estate: { ...realEstate, landreg_id: null } },
      [e('real_estate.landreg_id', 'validation.required')],
    ],
    [
      'a blank landreg_id',
      { real_estate: { ...realEstate, landreg_id: '  ' } },
      [e('real_estate.landreg_id', 'validation.required')],
    ],
    [
      'no postal code',
      { real_estate: { ...realEstate, address: { street: 'Laugavegur 1', postal_code: '' } } },
      [e('real_estate.address.postal_code', 'validation.required')],
    ],
    ['no listing type', { listing_type: null }, [e('listing_type.tag', 'validation.required')]],
    [
      'no special group usage',
      { special_group_usage: null },
      [e('special_group_usage', 'validation.required')],
    ],
    ['a room with exactly 1 room', { listing_type: { tag: 'room' }, rooms: 1 }, []],
    ['a studio with exactly 1 room', { listing_type: { tag: 'studio' }, rooms: 1 }, []],
    [
      'a room with 2 rooms',
      { listing_type: { tag: 'room' }, rooms: 2 },
      [e('rooms', 'validation.rooms_single')],
    ],
    [
      'a studio with 0 rooms',
      { listing_type: { tag: 'studio' }, rooms: 0 },
      [e('rooms', 'validation.rooms_single')],
    ],
    [
      'a room without a room count',
      { listing_type: { tag: 'room' }, rooms: null },
      [e('rooms', 'validation.rooms_single')],
    ],
    ['an apartment with 0 rooms', { rooms: 0 }, [e('rooms', 'validation.rooms')]],
    ['an apartment without a room count', { rooms: null }, []],
    ['a house with 5 rooms', { listing_type: { tag: 'house' }, rooms: 5 }, []],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkPropertyStep, overrides).toEqual(errors);
  });
});

describe('period step (SPEC 5)', () => {
  it.each<Case>([
    ['a fixed-term lease with an end date', {}, []],
    ['an indefinite lease without an end date', { is_definite: false, end_date: null }, []],
    ['no start date', { start_date: null }, [e('start_date', 'validation.required')]],
    [
      'fixed term or not unanswered',
      { is_definite: null, end_date: null },
      [e('is_definite', 'validation.required')],
    ],
    [
      'is_definite without end_date',
      { end_date: null },
      [e('end_date', 'validation.end_date_required')],
    ],
    [
      'an end date on the start date',
      { end_date: '2025-07-01' },
      [e('end_date', 'validation.end_date_after_start')],
    ],
    [
      'an end date before the start date',
      { end_date: '2025-06-30' },
      [e('end_date', 'validation.end_date_after_start')],
    ],
    ['an end date the day after the start', { end_date: '2025-07-02' }, []],
    ['termination_term_length 0', { termination_term_length: 0 }, []],
    [
      'termination_term_length -1',
      { termination_term_length: -1 },
      [e('termination_term_length', 'validation.termination_term')],
    ],
    [
      'no termination_term_length',
      { termination_term_length: null },
      [e('termination_term_length', 'validation.required')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkPeriodStep, overrides).toEqual(errors);
  });
});

const company = (overrides: Parameters<typeof makeParty>[1] = {}) =>
  makeParty('landlord', {
    name: 'Leiguhús ehf.',
    identifier: COMPANY_KT,
    is_individual: false,
    agents: [makeAgent()],
    ...overrides,
  });

describe('parties step (SPEC 5)', () => {
  it.each<Case>([
    ['one individual landlord and tenant', {}, []],
    ['a company landlord with an individual agent', { landlords: [company()] }, []],
    ['no landlord', { landlords: [] }, [e('landlords', 'validation.landlord_required')]],
    ['no tenant', { tenants: [] }, [e('tenants', 'validation.tenant_required')]],
    [
      'no parties at all',
      { landlords: [], tenants: [] },
      [e('landlords', 'validation.landlord_required'), e('tenants', 'validation.tenant_required')],
    ],
    [
      'a tenant without a phone',
      { tenants: [makeParty('tenant', { phones: [] })] },
      [e('tenants.0.phones', 'validation.phone_required')],
    ],
    [
      'a tenant without an e-mail',
      { tenants: [makeParty('tenant', { emails: [] })] },
      [e('tenants.0.emails', 'validation.email_required')],
    ],
    [
      'the second landlord without contacts',
      {
        landlords: [
          makeParty('landlord'),
          makeParty('landlord', { identifier: AGENT_KT, phones: [], emails: [] }),
        ],
      },
      [
        e('landlords.1.phones', 'validation.phone_required'),
        e('landlords.1.emails', 'validation.email_required'),
      ],
    ],
    [
      'a company without an agent',
      { landlords: [company({ agents: [] })] },
      [e('landlords.0.agents', 'validation.agent_required')],
    ],
    [
      'an agent who is a company',
      {
        landlords: [
          company({ agents: [makeAgent({ identifier: COMPANY_KT, is_individual: false })] }),
        ],
      },
      [
        e('landlords.0.agents.0.identifier', 'validation.kennitala_not_person'),
        e('landlords.0.agents.0.is_individual', 'validation.agent_individual'),
      ],
    ],
    [
      'an agent marked individual but with a company kennitala',
      { landlords: [company({ agents: [makeAgent({ identifier: COMPANY_KT })] })] },
      [e('landlords.0.agents.0.identifier', 'validation.kennitala_not_person')],
    ],
    [
      'an agent without phone and e-mail',
      { landlords: [company({ agents: [makeAgent({ phones: [], emails: [] })] })] },
      [
        e('landlords.0.agents.0.phones', 'validation.phone_required'),
        e('landlords.0.agents.0.emails', 'validation.email_required'),
      ],
    ],
    [
      'a foreign agent who is not an individual',
      {
        landlords: [
          company({
            agents: [
              makeAgent({ identifier: 'X123', identifier_country: 'DE', is_individual: false }),
            ],
          }),
        ],
      },
      [e('landlords.0.agents.0.is_individual', 'validation.agent_individual')],
    ],
    [
      'an individual with an agent',
      { tenants: [makeParty('tenant', { agents: [makeAgent()] })] },
      [],
    ],
    [
      'a wrong kennitala',
      { tenants: [makeParty('tenant', { identifier: '1205802099' })] },
      [e('tenants.0.identifier', 'validation.kennitala')],
    ],
    [
      'a kennitala written with a hyphen',
      {
        tenants: [
          makeParty('tenant', { identifier: `${TENANT_KT.slice(0, 6)}-${TENANT_KT.slice(6)}` }),
        ],
      },
      [],
    ],
    [
      'an individual with a company kennitala',
      { tenants: [makeParty('tenant', { identifier: COMPANY_KT })] },
      [e('tenants.0.identifier', 'validation.kennitala_not_person')],
    ],
    [
      'a company with a person kennitala',
      { landlords: [company({ identifier: LANDLORD_KT })] },
      [e('landlords.0.identifier', 'validation.kennitala_not_company')],
    ],
    [
      'a foreign identifier is not checked as a kennitala',
      { tenants: [makeParty('tenant', { identifier: 'AB1234567', identifier_country: 'PL' })] },
      [],
    ],
    [
      'a blank identifier',
      { tenants: [makeParty('tenant', { identifier: ' ' })] },
      [e('tenants.0.identifier', 'validation.required')],
    ],
    [
      'a blank name',
      { tenants: [makeParty('tenant', { name: '' })] },
      [e('tenants.0.name', 'validation.required')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkPartiesStep, overrides).toEqual(errors);
  });
});

const utilities = (housefund: number | null) => [
  {
    utility: { tag: 'housefund' as const },
    price: housefund,
    paid_by_tenant: true,
    meter_readings: [],
  },
];

describe('rent step (SPEC 5)', () => {
  // price 250 000 + housefund 20 000: the cap is 3 × 270 000 = 810 000.
  it.each<Case>([
    ['price, currency and insurance within the cap', {}, []],
    ['insurance exactly at 3 × (price + housefund)', { insurance_amount: 810_000 }, []],
    [
      'insurance 1 kr over the cap',
      { insurance_amount: 810_001 },
      [e('insurance_amount', 'validation.insurance_over_cap')],
    ],
    [
      'no housefund utility: the cap is 3 × price',
      { utilities: [], insurance_amount: 750_000 },
      [],
    ],
    [
      'no housefund utility, 1 kr over 3 × price',
      { utilities: [], insurance_amount: 750_001 },
      [e('insurance_amount', 'validation.insurance_over_cap')],
    ],
    [
      'a housefund without a price counts as 0',
      { utilities: utilities(null), insurance_amount: 750_001 },
      [e('insurance_amount', 'validation.insurance_over_cap')],
    ],
    ['no price', { price: null }, [e('price', 'validation.required')]],
    ['a price of 0', { price: 0 }, [e('price', 'validation.price_positive')]],
    ['a negative price', { price: -1 }, [e('price', 'validation.price_positive')]],
    ['a price of 1', { price: 1, insurance_type: null, insurance_amount: null }, []],
    ['no currency', { currency: null }, [e('currency', 'validation.required')]],
    ['neither insurance type nor amount', { insurance_type: null, insurance_amount: null }, []],
    [
      'an insurance type without an amount',
      { insurance_amount: null },
      [e('insurance_amount', 'validation.required')],
    ],
    [
      'an insurance amount without a type',
      { insurance_type: null },
      [e('insurance_type', 'validation.required')],
    ],
    [
      'an insurance amount of 0',
      { insurance_amount: 0 },
      [e('insurance_amount', 'validation.insurance_amount_positive')],
    ],
    [
      'prepaid rent: amount and months',
      { pre_paid_rent_amount: 250_000, pre_paid_rent_months: 1 },
      [],
    ],
    ['prepaid rent: an amount alone', { pre_paid_rent_amount: 250_000 }, []],
    [
      'prepaid rent: an amount of 0',
      { pre_paid_rent_amount: 0, pre_paid_rent_months: 1 },
      [e('pre_paid_rent_amount', 'validation.pre_paid_rent_positive')],
    ],
    [
      'prepaid rent: months without an amount',
      { pre_paid_rent_months: 2 },
      [e('pre_paid_rent_amount', 'validation.required')],
    ],
    [
      'CPI on a fixed-term lease of 12 months',
      { is_indexed: true, index_base_month: '2025M05' },
      [e('is_indexed', 'validation.indexation_fixed_term_too_short')],
    ],
    [
      'CPI on a fixed-term lease of over 12 months',
      { is_indexed: true, index_base_month: '2025M05', end_date: '2026-07-02' },
      [],
    ],
    [
      'CPI on an indefinite lease',
      { is_indexed: true, index_base_month: '2025M05', is_definite: false, end_date: null },
      [],
    ],
    [
      'CPI on a 6-month student lease',
      {
        is_indexed: true,
        index_base_month: '2025M05',
        end_date: '2025-12-31',
        special_group_usage: 'student',
      },
      [],
    ],
    [
      'CPI without a base month',
      { is_indexed: true, is_definite: false, end_date: null },
      [e('index_base_month', 'validation.required')],
    ],
    [
      'CPI before the period is filled in',
      { is_indexed: true, index_base_month: '2025M05', end_date: null },
      [e('is_indexed', 'validation.indexation_period_incomplete')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkRentStep, overrides).toEqual(errors);
  });
});

const third = (price: number | null, paid_by_tenant: boolean) => ({
  utilities: [{ utility: { tag: 'other' as const }, price, paid_by_tenant, meter_readings: [] }],
});

describe('utilities step (SPEC 5)', () => {
  it.each<Case>([
    ['no third utility', {}, []],
    ['no utilities at all', { utilities: [] }, []],
    ['a third utility the tenant pays, with a price', third(5_000, true), []],
    [
      'a third utility the tenant pays, without a price',
      third(null, true),
      [e('utilities.0.price', 'validation.utility_price_required')],
    ],
    [
      'a third utility the tenant pays, at price 0',
      third(0, true),
      [e('utilities.0.price', 'validation.utility_price_required')],
    ],
    ['a third utility the landlord pays, without a price', third(null, false), []],
    [
      'heating the tenant pays needs no price',
      {
        utilities: [
          { utility: { tag: 'heating' }, price: null, paid_by_tenant: true, meter_readings: [] },
        ],
      },
      [],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkUtilitiesStep, overrides).toEqual(errors);
  });
});

const payee = (identifier: string) => ({
  payee: { name: 'X', identifier, identifier_country: 'IS' },
});
const account = (iban: string, kt: string | null) => ({
  payout_method: { bank_account: { iban, icelandic_format: kt === null ? null : { kt } } },
});
const TENANT_IBAN = makeIcelandicIban('0111', '26', '000111', TENANT_KT);

describe('payments step (SPEC 5)', () => {
  it.each<Case>([
    ["the payee's own Icelandic account", {}, []],
    [
      'cash, without payout method or payee',
      { paid_with_cash: true, payout_method: null, payee: null },
      [],
    ],
    [
      'no payout method',
      { payout_method: null },
      [e('payout_method', 'validation.payout_method_required')],
    ],
    ['no payee', { payee: null }, [e('payee', 'validation.payee_required')]],
    [
      'neither',
      { payout_method: null, payee: null },
      [
        e('payout_method', 'validation.payout_method_required'),
        e('payee', 'validation.payee_required'),
      ],
    ],
    [
      "an IBAN holder that is not the payee (the bank's answer)",
      account(TENANT_IBAN, TENANT_KT),
      [e('payout_method', 'validation.iban_holder_mismatch')],
    ],
    [
      'the bank says the holder is someone else',
      account(makeIcelandicIban('0133', '26', '012345', LANDLORD_KT), TENANT_KT),
      [e('payout_method', 'validation.iban_holder_mismatch')],
    ],
    [
      'not checked by the bank yet: the kennitala inside the IBAN counts',
      account(TENANT_IBAN, null),
      [e('payout_method', 'validation.iban_holder_mismatch')],
    ],
    [
      'the payee written with a hyphen',
      { ...payee(`${LANDLORD_KT.slice(0, 6)}-${LANDLORD_KT.slice(6)}`) },
      [],
    ],
    [
      'an Icelandic IBAN with a wrong checksum',
      account(`IS00${makeIcelandicIban('0133', '26', '012345', LANDLORD_KT).slice(4)}`, null),
      [e('payout_method.bank_account.iban', 'validation.iban')],
    ],
    ['a foreign IBAN is not compared with the payee', account('DE89370400440532013000', null), []],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkPaymentsStep, overrides).toEqual(errors);
  });
});

describe('house rules step (SPEC 5)', () => {
  it.each<Case>([
    ['anyone may rent (sex_allowed 0), no reason', {}, []],
    [
      'women only with a reason',
      { restrictions: { sex_allowed: 1, sex_allowed_reason: 'Kvennagarður' } },
      [],
    ],
    [
      'women only without a reason',
      { restrictions: { sex_allowed: 1, sex_allowed_reason: null } },
      [e('restrictions.sex_allowed_reason', 'validation.reason_required')],
    ],
    [
      'men only with a blank reason',
      { restrictions: { sex_allowed: 2, sex_allowed_reason: '   ' } },
      [e('restrictions.sex_allowed_reason', 'validation.reason_required')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkHouseRulesStep, overrides).toEqual(errors);
  });
});

describe('reports and documents step (SPEC 5, one smoke detector per 80 m²)', () => {
  it.each<Case>([
    ['all four items confirmed, 75 m², 1 detector', {}, []],
    ['80 m² with 1 detector', { ...withArea(80), smoke_detector_count: 1 }, []],
    [
      '81 m² with 1 detector',
      { ...withArea(81), smoke_detector_count: 1 },
      [e('smoke_detector_count', 'validation.smoke_detectors_below_minimum')],
    ],
    ['81 m² with 2 detectors', { ...withArea(81), smoke_detector_count: 2 }, []],
    ['160 m² with 2 detectors', { ...withArea(160), smoke_detector_count: 2 }, []],
    [
      'the size agreed in the lease counts: 100 m² changed to 80',
      { ...withArea(100, 80), smoke_detector_count: 1 },
      [],
    ],
    [
      'no units still needs one detector',
      { real_estate: { ...realEstate, units: [] }, smoke_detector_count: 0 },
      [e('smoke_detector_count', 'validation.smoke_detectors_below_minimum')],
    ],
    [
      'no detector count',
      { smoke_detector_count: null },
      [e('smoke_detector_count', 'validation.required')],
    ],
    [
      'smoke detectors not confirmed',
      { fire_hazard_smoke_detectors: false },
      [e('fire_hazard_smoke_detectors', 'validation.fire_hazard_unconfirmed')],
    ],
    [
      'none of the four confirmed',
      {
        fire_hazard_smoke_detectors: false,
        fire_hazard_hand_fire_extinguishers: false,
        fire_hazard_escape_routes: false,
        fire_hazard_comply_declaration: false,
      },
      [
        e('fire_hazard_smoke_detectors', 'validation.fire_hazard_unconfirmed'),
        e('fire_hazard_hand_fire_extinguishers', 'validation.fire_hazard_unconfirmed'),
        e('fire_hazard_escape_routes', 'validation.fire_hazard_unconfirmed'),
        e('fire_hazard_comply_declaration', 'validation.fire_hazard_unconfirmed'),
      ],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStep(checkReportsStep, overrides).toEqual(errors);
  });
});

describe('sign step and valid_steps', () => {
  it('needs the contract committed', () => {
    expect(checkSignStep({ committed: false }).errors).toEqual([
      e('committed', 'validation.not_committed'),
    ]);
    expect(checkSignStep({ committed: true }).isValid).toBe(true);
  });

  it('lists every step of CONTRACT_STEPS in order with its validity', () => {
    const steps = getValidSteps(makeContract({ price: 0 }));
    expect(steps.map((s) => s.step_name)).toEqual([...CONTRACT_STEPS]);
    expect(steps.filter((s) => !s.is_valid).map((s) => s.step_name)).toEqual([
      'rent-and-securities',
      'preview',
    ]);
  });

  it('marks steps without rules valid even on an empty draft', () => {
    const empty = makeContract({ landlords: [], tenants: [], real_estate: null, price: null });
    const valid = getValidSteps(empty)
      .filter((s) => s.is_valid)
      .map((s) => s.step_name);
    expect(valid).toEqual(
      expect.arrayContaining(['amenities', 'special-terms', 'maintenance-and-inspection']),
    );
    expect(valid).not.toContain('parties');
  });

  it('agrees with the step functions', () => {
    const contract = makeContract({ tenants: [], committed: true });
    for (const { step_name, is_valid } of getValidSteps(contract))
      expect(checkContractStep(step_name, contract).isValid).toBe(is_valid);
  });

  it('names the steps that block a commit, never the signing step', () => {
    expect(getStepsBlockingCommit(makeContract())).toEqual([]);
    expect(getStepsBlockingCommit(makeContract({ tenants: [], start_date: null }))).toEqual([
      'period',
      'parties',
    ]);
  });
});
