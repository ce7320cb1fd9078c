import { describe, expect, it } from 'vitest';
import {
  getInspectionEntityPatchErrors,
  inspectionEntityPatchSchema,
  inspectionEntityPatchSchemaFor,
  reportEntitySchema,
} from '../src/inspections/index.js';

const codes = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const E = 'inspection-rooms.errors';
const phone = { country_code: '354', number: '6123456' };
const email = { email: 'helga@uttekt.is' };

describe('a person added to the report', () => {
  it('takes a role and a name; a person with no contacts by default', () => {
    expect(reportEntitySchema.parse({ role: 'IN', name: ' Helga ' })).toEqual({
      role: 'IN',
      name: 'Helga',
      is_individual: true,
      phones: [],
      emails: [],
    });
  });
  it('refuses an agent that is a company (SPEC 5)', () => {
    expect(
      codes(
        reportEntitySchema.safeParse({ role: 'AG', name: 'Umsjón ehf.', is_individual: false }),
      ),
    ).toEqual({ is_individual: `${E}.agent_individual` });
  });
});

describe('a change to a person on the report', () => {
  it('takes any of name, is_individual, phones and emails, and nothing of them', () => {
    expect(inspectionEntityPatchSchema.parse({})).toEqual({});
    expect(inspectionEntityPatchSchema.parse({ phones: [phone] })).toEqual({ phones: [phone] });
    expect(
      inspectionEntityPatchSchema.parse({
        name: ' Helga Úttektardóttir ',
        is_individual: false,
        phones: [],
        emails: [email],
      }),
    ).toEqual({ name: 'Helga Úttektardóttir', is_individual: false, phones: [], emails: [email] });
  });

  it.each([
    ['an empty name', { name: '  ' }, { name: `${E}.name` }],
    ['a name past 120 characters', { name: 'x'.repeat(121) }, { name: `${E}.name` }],
    ['a name that is not text', { name: 5 }, { name: `${E}.name` }],
    [
      'is_individual that is not a boolean',
      { is_individual: 'yes' },
      { is_individual: `${E}.is_individual` },
    ],
    ['six phones', { phones: Array.from({ length: 6 }, () => phone) }, { phones: `${E}.contacts` }],
    [
      'six e-mails',
      { emails: Array.from({ length: 6 }, () => email) },
      { emails: `${E}.contacts` },
    ],
    [
      'a bad phone',
      { phones: [{ country_code: '354', number: '12' }] },
      { 'phones.0.number': 'validation.phone' },
    ],
    ['a bad e-mail', { emails: [{ email: 'helga' }] }, { 'emails.0.email': 'validation.email' }],
  ])('refuses %s with the limits of adding', (_what, patch, expected) => {
    expect(codes(inspectionEntityPatchSchema.safeParse(patch))).toEqual(expected);
  });

  it.each([
    ['AG', true, { is_individual: false }, { is_individual: `${E}.agent_individual` }],
    ['AG', false, { name: 'Umsjón ehf.' }, { is_individual: `${E}.agent_individual` }],
    ['AG', false, { is_individual: true }, {}],
    ['AG', true, { name: 'Páll' }, {}],
    ['LL', true, { is_individual: false }, {}],
    ['TN', false, { is_individual: true }, {}],
  ] as const)(
    'a person of role %s (individual: %s) given %o: %o',
    (role, isIndividual, patch, expected) => {
      const person = { role, isIndividual };
      expect(getInspectionEntityPatchErrors(person, patch)).toEqual(expected);
      expect(codes(inspectionEntityPatchSchemaFor(person).safeParse(patch))).toEqual(expected);
    },
  );
});
