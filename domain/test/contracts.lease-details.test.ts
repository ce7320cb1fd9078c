import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildContractPdfModel,
  checkContractStep,
  contractAmenitiesInputSchema,
  contractMaintenanceInputSchema,
  contractPartyEditSchema,
  createPdfTranslator,
  getAmenitiesFromListing,
  getStepsBlockingCommit,
  getValidSteps,
  needsRegistryLookup,
  toHmsLease,
  validateHmsLease,
  type Contract,
  type ContractMaintenance,
} from '../src/index.js';
import type { MessageTree } from '../src/locales/namespaces.js';
import { makeContract } from './contract-fixture.js';

const ROOT = join(import.meta.dirname, '../src/locales');
const translator = (lang: 'is' | 'en') =>
  createPdfTranslator(
    Object.fromEntries(
      ['contract-pdf', 'contracts', 'listings'].map((ns) => [
        ns,
        JSON.parse(readFileSync(join(ROOT, lang, `${ns}.json`), 'utf8')) as MessageTree,
      ]),
    ),
    lang,
  );

const independent: ContractMaintenance = {
  tenant_duties: ['garden', 'snow_clearing'],
  maintenance_notes: 'Leigjandi skiptir um síur í loftræstingu.',
  inspection: 'independent',
  inspection_paid_by: 'split',
  inspector_name: 'Úttektir ehf.',
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the amenities input', () => {
  it('keeps each amenity once, in catalogue order, and an empty text as null', () => {
    const parsed = contractAmenitiesInputSchema.parse({
      amenities: ['sauna', 'balcony', 'sauna'],
      fixtures_description: '   ',
    });
    expect(parsed).toEqual({ amenities: ['balcony', 'sauna'], fixtures_description: null });
  });

  it('refuses an unknown amenity and a description longer than HMS takes (1,500)', () => {
    const result = contractAmenitiesInputSchema.safeParse({
      amenities: ['helipad'],
      fixtures_description: 'x'.repeat(1501),
    });
    expect(issuesOf(result)).toEqual([
      ['amenities.0', 'validation.invalid'],
      ['fixtures_description', 'validation.fixtures_length'],
    ]);
    expect(
      contractAmenitiesInputSchema.safeParse({
        amenities: [],
        fixtures_description: 'x'.repeat(1500),
      }).success,
    ).toBe(true);
  });

  it('prefills from a listing in catalogue order, and nothing without one', () => {
    expect(getAmenitiesFromListing(['parking', 'dishwasher'])).toEqual(['dishwasher', 'parking']);
    expect(getAmenitiesFromListing(null)).toEqual([]);
  });
});

describe('the maintenance input', () => {
  it('needs a payer for an independent inspection', () => {
    const result = contractMaintenanceInputSchema.safeParse({
      ...independent,
      inspection_paid_by: null,
    });
    expect(issuesOf(result)).toEqual([
      ['inspection_paid_by', 'validation.inspection_payer_required'],
    ]);
  });

  it('drops the inspector and payer of a joint inspection', () => {
    expect(
      contractMaintenanceInputSchema.parse({ ...independent, inspection: 'joint' }),
    ).toMatchObject({ inspection: 'joint', inspection_paid_by: null, inspector_name: null });
  });

  it('refuses an unknown duty, an unknown inspection and notes over 1,500 characters', () => {
    const result = contractMaintenanceInputSchema.safeParse({
      ...independent,
      tenant_duties: ['roof'],
      inspection: 'drone',
      maintenance_notes: 'x'.repeat(1501),
    });
    expect(issuesOf(result)).toEqual([
      ['tenant_duties.0', 'validation.invalid'],
      ['maintenance_notes', 'validation.notes_length'],
      ['inspection', 'validation.required'],
    ]);
  });
});

describe('the two steps’ validity (SPEC 5 gives them no rule)', () => {
  it('are valid unanswered and once saved, and never keep a draft from being committed', () => {
    const unanswered = makeContract();
    const saved = makeContract({
      amenities: ['balcony'],
      fixtures_description: 'Sófi og borðstofuborð.',
      maintenance: independent,
    });
    for (const contract of [unanswered, saved]) {
      const steps = Object.fromEntries(
        getValidSteps(contract).map((s) => [s.step_name, s.is_valid]),
      );
      expect(steps.amenities).toBe(true);
      expect(steps['maintenance-and-inspection']).toBe(true);
      expect(getStepsBlockingCommit(contract)).toEqual([]);
    }
  });

  it('marks stored maintenance terms that do not hold together invalid', () => {
    const broken = makeContract({ maintenance: { ...independent, inspection_paid_by: null } });
    expect(checkContractStep('maintenance-and-inspection', broken).errors).toEqual([
      { field: 'maintenance.inspection_paid_by', code: 'validation.inspection_payer_required' },
    ]);
  });
});

describe('HMS and the PDF', () => {
  it('sends the furnishings text as HMS’s descriptionInput', () => {
    const contract = makeContract({ fixtures_description: 'Ísskápur og þvottavél fylgja.' });
    const lease = toHmsLease(contract, 'leiga-1-1-abcdef');
    expect(lease.lease.descriptionInput).toBe('Ísskápur og þvottavél fylgja.');
    expect(validateHmsLease(lease)).toEqual({});
    expect(toHmsLease(makeContract(), 'leiga-1-1-abcdef').lease.descriptionInput).toBeNull();
  });

  const sectionOf = (contract: Contract, lang: 'is' | 'en', heading: string) => {
    const model = buildContractPdfModel({
      contract,
      lang,
      t: translator(lang),
      signedAt: new Map(),
      generatedAt: new Date('2026-03-04T09:05:00Z'),
    });
    const section = model.sections.find((s) => s.heading.endsWith(heading));
    return section?.blocks.flatMap((b) => b.rows.map((r) => [r.label, r.value]));
  };

  it('prints the amenities and furnishings in Icelandic', () => {
    const contract = makeContract({
      amenities: ['balcony', 'dishwasher'],
      fixtures_description: 'Sófi fylgir.',
    });
    const rows = sectionOf(contract, 'is', 'Búnaður');
    expect(rows).toBeDefined();
    expect(rows).toContainEqual(['Húsbúnaður og fylgifé', 'Sófi fylgir.']);
    expect(rows?.[0]?.[1]).toMatch(/,/);
  });

  it('prints the maintenance terms and who pays the independent inspector, in English', () => {
    const rows = sectionOf(
      makeContract({ maintenance: independent }),
      'en',
      'Maintenance and inspection',
    );
    expect(rows).toEqual([
      ['Upkeep the tenant takes on', 'Garden care, Snow clearing'],
      ['Other maintenance arrangements', 'Leigjandi skiptir um síur í loftræstingu.'],
      ['Inspection at move-in', 'Independent inspector'],
      ['Who pays the inspector', 'The parties split the cost in half'],
      ['Inspector (if known)', 'Úttektir ehf.'],
    ]);
  });
});

describe('editing a party', () => {
  const person = { name: 'Guðrún Einarsdóttir', identifier: '120394-2319', is_individual: true };

  it('accepts a renamed person and writes the kennitala without its hyphen', () => {
    expect(contractPartyEditSchema.parse(person)).toEqual({
      ...person,
      identifier: '1203942319',
      identifier_country: 'IS',
    });
  });

  it('refuses an empty name, a wrong kennitala and a company’s kennitala for a person', () => {
    const errors = (input: object) =>
      issuesOf(contractPartyEditSchema.safeParse({ ...person, ...input }));
    expect(errors({ name: '  ' })).toEqual([['name', 'validation.required']]);
    expect(errors({ identifier: '1203942329' })).toEqual([['identifier', 'validation.kennitala']]);
    expect(errors({ identifier: '5502002010' })).toEqual([
      ['identifier', 'validation.kennitala_not_person'],
    ]);
  });

  it('looks a kennitala up again only when it changed', () => {
    expect(needsRegistryLookup({ identifier: '1203942319' }, { identifier: '120394-2319' })).toBe(
      false,
    );
    expect(needsRegistryLookup({ identifier: '1203942319' }, { identifier: '3001853719' })).toBe(
      true,
    );
    expect(
      needsRegistryLookup(
        { identifier: '1203942319' },
        { identifier: 'X123', identifier_country: 'DK' },
      ),
    ).toBe(false);
  });
});
