import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONTRACT_STATUSES,
  CONTRACT_STEPS,
  INSURANCE_TYPES,
  LOCALES,
  SIGN_TYPES,
  SPECIAL_GROUP_USAGES,
  UTILITY_TAGS,
  commitContractSchema,
  contractEntitySchema,
  contractListQuerySchema,
  contractPartyFormSchema,
  contractPatchSchema,
  contractSchema,
  contractUtilityFormSchema,
  houseRulesFormSchema,
  monthKeySchema,
  paymentsFormSchema,
  payoutMethodSchema,
  periodFormSchema,
  propertyFormSchema,
  reportsFormSchema,
  rentFormSchema,
  utilitiesFormSchema,
  type ContractTransitionRefusal,
  type IndexationRefusal,
  type Locale,
} from '../src/index.js';
import { flattenMessages, type MessageTree } from '../src/locales/namespaces.js';
import {
  COMPANY_KT,
  LANDLORD_IBAN,
  TENANT_KT,
  makeAgent,
  makeContract,
  makeParty,
} from './contract-fixture.js';

/** The issues of a failed parse as `path: message`, or [] when it passed. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('contract schemas (SPEC 3)', () => {
  it('accept the contract the api returns', () => {
    expect(issuesOf(contractSchema, makeContract())).toEqual([]);
  });

  it.each<[string, object, string[]]>([
    ['a valid party', {}, []],
    ['a wrong kennitala', { identifier: '1205802099' }, ['identifier: validation.kennitala']],
    [
      'a company kennitala on an individual',
      { identifier: COMPANY_KT },
      ['identifier: validation.kennitala_not_person'],
    ],
    [
      'a bad phone number',
      { phones: [{ country_code: '354', number: '12' }] },
      ['phones.0.number: validation.phone'],
    ],
    ['a bad e-mail', { emails: [{ email: 'anna@' }] }, ['emails.0.email: validation.email']],
    ['a lower-case country', { identifier_country: 'is' }, []],
    ['an unknown role', { role: 'owner' }, ['role: validation.required']],
  ])('a party: %s', (_, overrides, issues) => {
    expect(issuesOf(contractEntitySchema, { ...makeParty('tenant'), ...overrides })).toEqual(
      issues,
    );
  });

  it('normalise an IBAN written in groups and refuse a wrong checksum', () => {
    const grouped = LANDLORD_IBAN.replace(/(.{4})/g, '$1 ').toLowerCase();
    const parsed = payoutMethodSchema.parse({
      bank_account: { iban: grouped, icelandic_format: null },
    });
    expect(parsed.bank_account.iban).toBe(LANDLORD_IBAN);
    expect(
      issuesOf(payoutMethodSchema, {
        bank_account: { iban: `IS00${LANDLORD_IBAN.slice(4)}`, icelandic_format: null },
      }),
    ).toEqual(['bank_account.iban: validation.iban']);
  });

  it.each<[string, object, string[]]>([
    ['an empty patch', {}, []],
    ['a few fields', { price: 250_000, currency: 'isk', is_definite: false }, []],
    ['clearing a field', { end_date: null, insurance_type: null }, []],
    [
      'termination_term_length -1',
      { termination_term_length: -1 },
      ['termination_term_length: validation.termination_term'],
    ],
    ['a negative price', { price: -5 }, ['price: validation.price']],
    ['a date as day.month.year', { start_date: '01.07.2025' }, ['start_date: validation.date']],
    [
      'an unknown insurance type',
      { insurance_type: 'gold' },
      ['insurance_type: validation.insurance_type'],
    ],
    [
      'a month key without M',
      { index_base_month: '2025-06' },
      ['index_base_month: validation.month_key'],
    ],
    [
      'sex_allowed 3',
      { restrictions: { sex_allowed: 3, sex_allowed_reason: null } },
      ['restrictions.sex_allowed: validation.sex_allowed'],
    ],
  ])('a PATCH body: %s', (_, body, issues) => {
    expect(issuesOf(contractPatchSchema, body)).toEqual(issues);
  });

  it('upper-case the currency', () => {
    expect(contractPatchSchema.parse({ currency: 'isk' }).currency).toBe('ISK');
  });

  it('commit: a sign type, and no ID check skipped unless asked', () => {
    expect(commitContractSchema.parse({ sign_type: 'paper' })).toEqual({
      sign_type: 'paper',
      skip_id_check: false,
    });
    expect(issuesOf(commitContractSchema, { sign_type: 'fax' })).toEqual([
      'sign_type: validation.sign_type',
    ]);
  });

  it('list query: 25 a page (SPEC 9), a period that does not run backwards', () => {
    expect(contractListQuerySchema.parse({})).toEqual({ page: 1, page_size: 25 });
    expect(
      contractListQuerySchema.parse({ page: '2', page_size: '10', search: ' Laugav ' }),
    ).toEqual({
      page: 2,
      page_size: 10,
      search: 'Laugav',
    });
    expect(
      issuesOf(contractListQuerySchema, { from_date: '2025-07-01', to_date: '2025-06-30' }),
    ).toEqual(['to_date: validation.date_range']);
    expect(issuesOf(contractListQuerySchema, { page_size: '101' })).not.toEqual([]);
  });

  it('month keys', () => {
    expect(monthKeySchema.safeParse('2025M06').success).toBe(true);
    expect(monthKeySchema.safeParse('2025M13').success).toBe(false);
  });
});

describe('step form schemas: the step rules beside the fields', () => {
  const contract = makeContract();

  it('rent: the insurance cap with the housefund from the contract', () => {
    const schema = rentFormSchema(contract);
    const values = {
      price: 250_000,
      currency: 'ISK',
      insurance_type: 'deposit',
      insurance_amount: 810_000,
      pre_paid_rent_amount: null,
      pre_paid_rent_months: null,
      is_indexed: false,
      index_base_month: null,
    };
    expect(issuesOf(schema, values)).toEqual([]);
    expect(issuesOf(schema, { ...values, insurance_amount: 810_001 })).toEqual([
      'insurance_amount: validation.insurance_over_cap',
    ]);
    expect(issuesOf(schema, { ...values, is_indexed: true, index_base_month: '2025M05' })).toEqual([
      'is_indexed: validation.indexation_fixed_term_too_short',
    ]);
  });

  it('period: a fixed-term lease needs its end date', () => {
    const values = {
      start_date: '2025-07-01',
      end_date: null,
      is_definite: true,
      termination_term_length: 3,
    };
    expect(issuesOf(periodFormSchema, values)).toEqual(['end_date: validation.end_date_required']);
    expect(issuesOf(periodFormSchema, { ...values, is_definite: false })).toEqual([]);
  });

  it('property: only the form’s own fields carry errors', () => {
    const schema = propertyFormSchema({ real_estate: null });
    expect(
      issuesOf(schema, { listing_type: { tag: 'studio' }, special_group_usage: 'none', rooms: 2 }),
    ).toEqual(['rooms: validation.rooms_single']);
  });

  it('a party: a company needs an individual agent', () => {
    const company = makeParty('landlord', { identifier: COMPANY_KT, is_individual: false });
    expect(issuesOf(contractPartyFormSchema, company)).toEqual([
      'agents: validation.agent_required',
    ]);
    expect(
      issuesOf(contractPartyFormSchema, {
        ...company,
        agents: [makeAgent({ identifier: 'DK-1', identifier_country: 'DK', is_individual: false })],
      }),
    ).toEqual(['agents.0.is_individual: validation.agent_individual']);
  });

  it('utilities: the third utility the tenant pays needs a price', () => {
    const other = {
      utility: { tag: 'other' },
      price: null,
      paid_by_tenant: true,
      meter_readings: [],
    };
    expect(issuesOf(contractUtilityFormSchema, other)).toEqual([
      'price: validation.utility_price_required',
    ]);
    expect(issuesOf(utilitiesFormSchema, { utilities: [other] })).toEqual([
      'utilities.0.price: validation.utility_price_required',
    ]);
  });

  it("payments: the account must be the payee's", () => {
    const values = {
      paid_with_cash: false,
      payout_method: contract.payout_method,
      payee: { name: 'Anna', identifier: TENANT_KT, identifier_country: 'IS' },
    };
    expect(issuesOf(paymentsFormSchema, values)).toEqual([
      'payout_method: validation.iban_holder_mismatch',
    ]);
    expect(issuesOf(paymentsFormSchema, { ...values, paid_with_cash: true })).toEqual([]);
  });

  it('house rules and reports', () => {
    expect(
      issuesOf(houseRulesFormSchema, { restrictions: { sex_allowed: 1, sex_allowed_reason: '' } }),
    ).toEqual(['restrictions.sex_allowed_reason: validation.reason_required']);
    const big = {
      ...contract.real_estate!,
      units: [{ ...contract.real_estate!.units[0]!, size: 81 }],
    };
    const values = {
      fire_hazard_smoke_detectors: true,
      fire_hazard_hand_fire_extinguishers: true,
      fire_hazard_escape_routes: true,
      fire_hazard_comply_declaration: true,
      smoke_detector_count: 1,
    };
    expect(issuesOf(reportsFormSchema({ real_estate: big }), values)).toEqual([
      'smoke_detector_count: validation.smoke_detectors_below_minimum',
    ]);
    expect(issuesOf(reportsFormSchema(contract), values)).toEqual([]);
  });
});

const ROOT = join(import.meta.dirname, '../src');
const loadCatalogue = (locale: Locale, ns: string) =>
  flattenMessages(
    JSON.parse(readFileSync(join(ROOT, 'locales', locale, `${ns}.json`), 'utf8')) as MessageTree,
  );

describe('the contracts catalogue', () => {
  const source = readdirSync(join(ROOT, 'contracts'))
    .map((file) => readFileSync(join(ROOT, 'contracts', file), 'utf8'))
    .join('\n');
  const indexationReasons: IndexationRefusal[] = ['fixed_term_too_short', 'period_incomplete'];
  const codes = new Set([
    ...[...source.matchAll(/'(validation\.[a-z_]+)'/g)].map((m) => m[1]!),
    ...indexationReasons.map((r) => `validation.indexation_${r}`),
  ]);
  const refusals: ContractTransitionRefusal[] = [
    'not_found',
    'forbidden',
    'wrong_status',
    'steps_invalid',
    'already_signed',
    'wrong_sign_type',
    'skip_id_check_staff_only',
  ];
  const labels = [
    ...CONTRACT_STATUSES.map((s) => `status.${s}`),
    ...SIGN_TYPES.map((s) => `sign_types.${s}`),
    ...SPECIAL_GROUP_USAGES.map((s) => `special_groups.${s}`),
    ...INSURANCE_TYPES.map((s) => `insurance_types.${s}`),
    ...UTILITY_TAGS.map((s) => `utilities.${s}`),
    ...CONTRACT_STEPS.map((s) => `steps.${s}`),
    ...refusals.map((r) => `errors.${r}`),
  ];

  it.each(LOCALES)(
    '%s words every error code the rules give, here or in the shared validation',
    (locale) => {
      const contracts = loadCatalogue(locale, 'contracts');
      const shared = loadCatalogue(locale, 'validation');
      expect(codes.size).toBeGreaterThan(30);
      const missing = [...codes].filter(
        (code) => !contracts[code] && !shared[code.replace(/^validation\./, '')],
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(LOCALES)('%s labels every status, type, step and refusal', (locale) => {
    const contracts = loadCatalogue(locale, 'contracts');
    expect(labels.filter((key) => !contracts[key])).toEqual([]);
  });
});
