import { describe, it } from 'vitest';
import {
  checkHouseRulesStep,
  checkPaymentsStep,
  checkRentStep,
  checkReportsStep,
  checkUtilitiesStep,
  makeIcelandicIban,
} from '../src/index.js';
import {
  LANDLORD_KT,
  TENANT_KT,
  expectStepErrors,
  makeContract,
  stepError,
  type StepCase,
  withArea,
} from './contract-fixture.js';

const realEstate = makeContract().real_estate!;

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
  it.each<StepCase>([
    ['price, currency and insurance within the cap', {}, []],
    ['insurance exactly at 3 × (price + housefund)', { insurance_amount: 810_000 }, []],
    [
      'insurance 1 kr over the cap',
      { insurance_amount: 810_001 },
      [stepError('insurance_amount', 'validation.insurance_over_cap')],
    ],
    [
      'no housefund utility: the cap is 3 × price',
      { utilities: [], insurance_amount: 750_000 },
      [],
    ],
    [
      'no housefund utility, 1 kr over 3 × price',
      { utilities: [], insurance_amount: 750_001 },
      [stepError('insurance_amount', 'validation.insurance_over_cap')],
    ],
    [
      'a housefund without a price counts as 0',
      { utilities: utilities(null), insurance_amount: 750_001 },
      [stepError('insurance_amount', 'validation.insurance_over_cap')],
    ],
    ['no price', { price: null }, [stepError('price', 'validation.required')]],
    ['a price of 0', { price: 0 }, [stepError('price', 'validation.price_positive')]],
    ['a negative price', { price: -1 }, [stepError('price', 'validation.price_positive')]],
    ['a price of 1', { price: 1, insurance_type: null, insurance_amount: null }, []],
    ['no currency', { currency: null }, [stepError('currency', 'validation.required')]],
    ['neither insurance type nor amount', { insurance_type: null, insurance_amount: null }, []],
    [
      'an insurance type without an amount',
      { insurance_amount: null },
      [stepError('insurance_amount', 'validation.required')],
    ],
    [
      'an insurance amount without a type',
      { insurance_type: null },
      [stepError('insurance_type', 'validation.required')],
    ],
    [
      'an insurance amount of 0',
      { insurance_amount: 0 },
      [stepError('insurance_amount', 'validation.insurance_amount_positive')],
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
      [stepError('pre_paid_rent_amount', 'validation.pre_paid_rent_positive')],
    ],
    [
      'prepaid rent: months without an amount',
      { pre_paid_rent_months: 2 },
      [stepError('pre_paid_rent_amount', 'validation.required')],
    ],
    [
      'CPI on a fixed-term lease of 12 months',
      { is_indexed: true, index_base_month: '2025M05' },
      [stepError('is_indexed', 'validation.indexation_fixed_term_too_short')],
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
      [stepError('index_base_month', 'validation.required')],
    ],
    [
      'CPI before the period is filled in',
      { is_indexed: true, index_base_month: '2025M05', end_date: null },
      [stepError('is_indexed', 'validation.indexation_period_incomplete')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStepErrors(checkRentStep, overrides).toEqual(errors);
  });
});

const third = (price: number | null, paid_by_tenant: boolean) => ({
  utilities: [{ utility: { tag: 'other' as const }, price, paid_by_tenant, meter_readings: [] }],
});

describe('utilities step (SPEC 5)', () => {
  it.each<StepCase>([
    ['no third utility', {}, []],
    ['no utilities at all', { utilities: [] }, []],
    ['a third utility the tenant pays, with a price', third(5_000, true), []],
    [
      'a third utility the tenant pays, without a price',
      third(null, true),
      [stepError('utilities.0.price', 'validation.utility_price_required')],
    ],
    [
      'a third utility the tenant pays, at price 0',
      third(0, true),
      [stepError('utilities.0.price', 'validation.utility_price_required')],
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
    expectStepErrors(checkUtilitiesStep, overrides).toEqual(errors);
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
  it.each<StepCase>([
    ["the payee's own Icelandic account", {}, []],
    [
      'cash, without payout method or payee',
      { paid_with_cash: true, payout_method: null, payee: null },
      [],
    ],
    [
      'no payout method',
      { payout_method: null },
      [stepError('payout_method', 'validation.payout_method_required')],
    ],
    ['no payee', { payee: null }, [stepError('payee', 'validation.payee_required')]],
    [
      'neither',
      { payout_method: null, payee: null },
      [
        stepError('payout_method', 'validation.payout_method_required'),
        stepError('payee', 'validation.payee_required'),
      ],
    ],
    [
      "an IBAN holder that is not the payee (the bank's answer)",
      account(TENANT_IBAN, TENANT_KT),
      [stepError('payout_method', 'validation.iban_holder_mismatch')],
    ],
    [
      'the bank says the holder is someone else',
      account(makeIcelandicIban('0133', '26', '012345', LANDLORD_KT), TENANT_KT),
      [stepError('payout_method', 'validation.iban_holder_mismatch')],
    ],
    [
      'not checked by the bank yet: the kennitala inside the IBAN counts',
      account(TENANT_IBAN, null),
      [stepError('payout_method', 'validation.iban_holder_mismatch')],
    ],
    [
      'the payee written with a hyphen',
      { ...payee(`${LANDLORD_KT.slice(0, 6)}-${LANDLORD_KT.slice(6)}`) },
      [],
    ],
    [
      'an Icelandic IBAN with a wrong checksum',
      account(`IS00${makeIcelandicIban('0133', '26', '012345', LANDLORD_KT).slice(4)}`, null),
      [stepError('payout_method.bank_account.iban', 'validation.iban')],
    ],
    ['a foreign IBAN is not compared with the payee', account('DE89370400440532013000', null), []],
  ])('%s', (_, overrides, errors) => {
    expectStepErrors(checkPaymentsStep, overrides).toEqual(errors);
  });
});

describe('house rules step (SPEC 5)', () => {
  it.each<StepCase>([
    ['anyone may rent (sex_allowed 0), no reason', {}, []],
    [
      'women only with a reason',
      { restrictions: { sex_allowed: 1, sex_allowed_reason: 'Kvennagarður' } },
      [],
    ],
    [
      'women only without a reason',
      { restrictions: { sex_allowed: 1, sex_allowed_reason: null } },
      [stepError('restrictions.sex_allowed_reason', 'validation.reason_required')],
    ],
    [
      'men only with a blank reason',
      { restrictions: { sex_allowed: 2, sex_allowed_reason: '   ' } },
      [stepError('restrictions.sex_allowed_reason', 'validation.reason_required')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStepErrors(checkHouseRulesStep, overrides).toEqual(errors);
  });
});

describe('reports and documents step (SPEC 5, one smoke detector per 80 m²)', () => {
  it.each<StepCase>([
    ['all four items confirmed, 75 m², 1 detector', {}, []],
    ['80 m² with 1 detector', { ...withArea(80), smoke_detector_count: 1 }, []],
    [
      '81 m² with 1 detector',
      { ...withArea(81), smoke_detector_count: 1 },
      [stepError('smoke_detector_count', 'validation.smoke_detectors_below_minimum')],
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
      [stepError('smoke_detector_count', 'validation.smoke_detectors_below_minimum')],
    ],
    [
      'no detector count',
      { smoke_detector_count: null },
      [stepError('smoke_detector_count', 'validation.required')],
    ],
    [
      'smoke detectors not confirmed',
      { fire_hazard_smoke_detectors: false },
      [stepError('fire_hazard_smoke_detectors', 'validation.fire_hazard_unconfirmed')],
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
        stepError('fire_hazard_smoke_detectors', 'validation.fire_hazard_unconfirmed'),
        stepError('fire_hazard_hand_fire_extinguishers', 'validation.fire_hazard_unconfirmed'),
        stepError('fire_hazard_escape_routes', 'validation.fire_hazard_unconfirmed'),
        stepError('fire_hazard_comply_declaration', 'validation.fire_hazard_unconfirmed'),
      ],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStepErrors(checkReportsStep, overrides).toEqual(errors);
  });
});
