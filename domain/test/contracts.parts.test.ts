import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  agentsSuggestionsSchema,
  contractPartyInputSchema,
  contractPartyPatchSchema,
  contractUnitPatchSchema,
  contractUtilitiesPutSchema,
  entityAutofillSchema,
  isAlreadyParty,
  meterReadingInputSchema,
  propertySearchQuerySchema,
  realEstateChoiceSchema,
  restrictionsPatchSchema,
} from '../src/index.js';

/** The errors a schema reports, as { path: catalogue key }, or null when it accepts the input. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const PERSON = {
  name: 'Anna Sigurðardóttir',
  identifier: '120394-2319',
  is_individual: true,
};

describe('realEstateChoiceSchema', () => {
  it.each([
    [{ property_code: 'F2010544', unit_codes: ['010101'] }, null],
    [{ property_code: '2010544', unit_codes: ['010101', '010102'] }, null],
    [
      { property_code: 'F20105', unit_codes: ['010101'] },
      { property_code: 'validation.property_number' },
    ],
    [{ property_code: 'F2010544', unit_codes: [] }, { unit_codes: 'validation.unit_required' }],
    [
      { property_code: 'F2010544', unit_codes: ['0101'] },
      { 'unit_codes.0': 'validation.unit_code' },
    ],
    [
      { property_code: 'F2010544', unit_codes: ['010101', '010101'] },
      { unit_codes: 'validation.unit_duplicate' },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(realEstateChoiceSchema, input)).toEqual(expected);
  });

  it('keeps the fastanúmer as seven digits', () => {
    expect(
      realEstateChoiceSchema.parse({ property_code: 'F2010544', unit_codes: ['010101'] }),
    ).toMatchObject({ property_code: '2010544' });
  });
});

describe('contractUnitPatchSchema', () => {
  it.each([
    [{ changed_size: 61.5 }, null],
    [{ rooms: 2, changed_size: null }, null],
    [{ changed_size: 0 }, { changed_size: 'validation.size' }],
    [{ rooms: -1 }, { rooms: 'validation.rooms' }],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(contractUnitPatchSchema, input)).toEqual(expected);
  });
});

describe('contractPartyInputSchema', () => {
  it.each([
    [PERSON, null],
    [{ ...PERSON, identifier: '1203942329' }, { identifier: 'validation.kennitala' }],
    [{ ...PERSON, identifier: '5502002010' }, { identifier: 'validation.kennitala_not_person' }],
    [{ ...PERSON, identifier: '5502002010', is_individual: false }, null],
    [{ ...PERSON, identifier: 'P1234567', identifier_country: 'pl' }, null],
    [{ ...PERSON, name: ' ' }, { name: 'validation.required' }],
    [
      { ...PERSON, phones: [{ country_code: '354', number: '12' }] },
      { 'phones.0.number': 'validation.phone' },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(contractPartyInputSchema, input)).toEqual(expected);
  });

  it('fills the lists and the country a new party leaves out', () => {
    expect(contractPartyInputSchema.parse(PERSON)).toMatchObject({
      identifier_country: 'IS',
      phones: [],
      emails: [],
      agents: [],
    });
  });

  it('leaves what a patch does not send unsent', () => {
    expect(contractPartyPatchSchema.parse({ name: 'Anna' })).toEqual({ name: 'Anna' });
  });
});

describe('kennitala lookups', () => {
  it.each([
    ['autofill', '120394-2319', null],
    ['autofill', '5502002010', null],
    ['autofill', '1203942329', { identifier: 'validation.kennitala' }],
    ['autofill', '', { identifier: 'validation.required' }],
    ['agents', '550200-2010', null],
    ['agents', '1203942319', { identifier: 'validation.kennitala_not_company' }],
  ] as const)('%s: %s -> %j', (lookup, identifier, expected) => {
    const schema = lookup === 'autofill' ? entityAutofillSchema : agentsSuggestionsSchema;
    expect(errorsOf(schema, { identifier })).toEqual(expected);
  });

  it('drops the hyphen', () => {
    expect(entityAutofillSchema.parse({ identifier: '120394-2319' }).identifier).toBe('1203942319');
  });
});

const OTHER_PARTS = {
  search: propertySearchQuerySchema,
  restrictions: restrictionsPatchSchema,
  reading: meterReadingInputSchema,
  utilities: contractUtilitiesPutSchema,
};

describe('the other parts', () => {
  it.each([
    ['search', { q: 'Laugavegur 12' }, null],
    ['search', { q: 'L' }, { q: 'validation.search_too_short' }],
    ['restrictions', { sex_allowed: 2 }, null],
    ['restrictions', { sex_allowed: 5 }, { sex_allowed: 'validation.sex_allowed' }],
    ['reading', { meter_number: '123', value: 4.5, read_at: '2026-01-01' }, null],
    [
      'reading',
      { meter_number: '123', value: 4.55, read_at: '1.1.2026' },
      { value: 'validation.meter_value', read_at: 'validation.date' },
    ],
    [
      'utilities',
      { utilities: [{ utility: { tag: 'heating' }, price: 1, paid_by_tenant: true }] },
      null,
    ],
    [
      'utilities',
      {
        utilities: [
          { utility: { tag: 'heating' }, price: 1, paid_by_tenant: true },
          { utility: { tag: 'heating' }, price: 2, paid_by_tenant: false },
        ],
      },
      { utilities: 'validation.utility_duplicate' },
    ],
  ] as const)('%s: %j -> %j', (name, input, expected) => {
    expect(errorsOf(OTHER_PARTS[name], input)).toEqual(expected);
  });
});

describe('isAlreadyParty', () => {
  const parties = [
    { id: 1, identifier: '0407682389', identifier_country: 'IS' },
    { id: 2, identifier: 'AB123', identifier_country: 'PL' },
  ];
  it.each([
    [{ identifier: '040768-2389', identifier_country: 'IS' }, undefined, true],
    [{ identifier: '0407682389', identifier_country: 'IS' }, 1, false],
    [{ identifier: 'AB123', identifier_country: 'PL' }, undefined, true],
    [{ identifier: 'AB123', identifier_country: 'DE' }, undefined, false],
    [{ identifier: '1203942319', identifier_country: 'IS' }, undefined, false],
  ])('%j (except %s) -> %s', (candidate, exceptId, expected) => {
    expect(isAlreadyParty(parties, candidate, exceptId)).toBe(expected);
  });
});
