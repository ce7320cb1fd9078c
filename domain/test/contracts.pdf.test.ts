import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  PDF_EMPTY,
  buildContractPdfModel,
  contractPdfQuerySchema,
  createPdfTranslator,
  formatPdfDate,
  formatPdfDateTime,
  getContractPdfLanguage,
  getSigningDocumentLanguage,
  orEmpty,
  type Contract,
  type ContractPdfModel,
  type Locale,
} from '../src/index.js';
import type { MessageTree } from '../src/locales/namespaces.js';
import { makeAgent, makeContract, makeParty } from './contract-fixture.js';

const ROOT = join(import.meta.dirname, '../src/locales');
const catalogue = (locale: Locale, ns: string) =>
  JSON.parse(readFileSync(join(ROOT, locale, `${ns}.json`), 'utf8')) as MessageTree;
const translatorFor = (locale: Locale) =>
  createPdfTranslator(
    Object.fromEntries(
      ['contract-pdf', 'contracts', 'listings'].map((ns) => [ns, catalogue(locale, ns)]),
    ),
    locale,
  );

const modelOf = (contract: Contract, lang: 'is' | 'en', signedAt = new Map<number, Date>()) =>
  buildContractPdfModel({
    contract,
    lang,
    t: translatorFor(lang),
    signedAt,
    generatedAt: new Date('2026-03-04T09:05:00Z'),
  });

/** Every string of the model, as a reader of the PDF would meet them. */
const allText = (model: ContractPdfModel): string[] => [
  model.title,
  model.subtitle,
  model.intro,
  ...model.meta.flatMap((r) => [r.label, r.value]),
  ...model.sections.flatMap((s) => [
    s.heading,
    ...s.blocks.flatMap((b) => [b.title ?? '', ...b.rows.flatMap((r) => [r.label, r.value])]),
  ]),
  model.signaturesHeading,
  ...model.signatures.flatMap((s) => [s.role, s.name, s.identifier, s.signedAt]),
  model.pageLabel(1, 2),
];

const rowValue = (model: ContractPdfModel, label: string) =>
  model.sections.flatMap((s) => s.blocks.flatMap((b) => b.rows)).find((r) => r.label === label)
    ?.value;

/** The emptiest contract a draft can be: no party, no property, nothing answered. */
const EMPTY: Contract = {
  ...makeContract(),
  landlords: [],
  tenants: [],
  payout_method: null,
  real_estate: null,
  utilities: [],
  termination_reasons: [],
  listing_type: null,
  special_group_usage: null,
  rooms: null,
  start_date: null,
  end_date: null,
  is_definite: null,
  termination_term_length: null,
  price: null,
  currency: null,
  insurance_type: null,
  insurance_amount: null,
  pre_paid_rent_amount: null,
  pre_paid_rent_months: null,
  is_indexed: false,
  index_base_month: null,
  index_base_value: null,
  payee: null,
  payor: null,
  smoke_detector_count: null,
};

describe('contract PDF text helpers', () => {
  it.each([
    ['2026-01-31', '31.01.2026'],
    ['2026-12-05T23:59:00.000Z', '05.12.2026'],
    [null, PDF_EMPTY],
    [undefined, PDF_EMPTY],
    ['not a date', PDF_EMPTY],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPdfDate(input)).toBe(expected);
  });

  it('writes a moment in Iceland’s time (UTC)', () => {
    expect(formatPdfDateTime(new Date('2026-07-01T08:03:00Z'))).toBe('01.07.2026 08:03');
  });

  it.each([
    [null, PDF_EMPTY],
    [undefined, PDF_EMPTY],
    ['  ', PDF_EMPTY],
    [0, '0'],
    [' Laugavegur 1 ', 'Laugavegur 1'],
  ])('prints %j as %j', (input, expected) => {
    expect(orEmpty(input)).toBe(expected);
  });

  it.each([
    [undefined, 'is', 'is'],
    [undefined, 'en', 'en'],
    [undefined, 'pl', 'en'],
    [undefined, null, 'en'],
    ['is', 'pl', 'is'],
    ['en', 'is', 'en'],
  ] as const)('with lang=%s and a user language %s writes %s', (requested, user, expected) => {
    expect(getContractPdfLanguage(requested, user)).toBe(expected);
  });

  it('accepts is and en and refuses any other language with a catalogue key', () => {
    expect(contractPdfQuerySchema.parse({ lang: 'en' })).toEqual({ lang: 'en' });
    expect(contractPdfQuerySchema.parse({})).toEqual({});
    const result = contractPdfQuerySchema.safeParse({ lang: 'xx' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.pdf_language');
  });

  it.each([
    ['is', 1, '1 mánuður'],
    ['is', 21, '21 mánuður'],
    ['is', 3, '3 mánuðir'],
    ['en', 1, '1 month'],
    ['pl', 2, '2 miesiące'],
    ['pl', 5, '5 miesięcy'],
    ['uk', 3, '3 місяці'],
  ] as const)('in %s counts %i months as "%s"', (locale, count, expected) => {
    expect(translatorFor(locale)('contract-pdf.values.months', { count })).toBe(expected);
  });

  it('refuses a key no catalogue has, rather than printing it into a lease', () => {
    expect(() => translatorFor('is')('contract-pdf.nothing_here')).toThrow(/Missing message/);
  });
});

describe('the lease model', () => {
  it.each(LOCALES)('finds every message it needs in the %s catalogues', (locale) => {
    const t = translatorFor(locale);
    for (const contract of [makeContract(), EMPTY])
      expect(() =>
        buildContractPdfModel({
          contract,
          lang: 'is',
          t,
          signedAt: new Map(),
          generatedAt: new Date(),
        }),
      ).not.toThrow();
  });

  it('prints a dash for every unanswered field and never null', () => {
    for (const lang of ['is', 'en'] as const) {
      const text = allText(modelOf(EMPTY, lang));
      expect(text.join('\n')).not.toMatch(/null|undefined|NaN/);
      expect(text.filter((s) => s === PDF_EMPTY).length).toBeGreaterThan(20);
    }
  });

  it('numbers the twelve sections of the lease and then the signatures', () => {
    const model = modelOf(makeContract(), 'is');
    expect(model.sections.map((s) => s.heading)).toEqual([
      '1. Aðilar samningsins',
      '2. Greiðslur leigu',
      '3. Leiguhúsnæðið',
      '4. Búnaður',
      '5. Leigutími',
      '6. Leigufjárhæð og vísitölutenging',
      '7. Trygging og fyrirframgreidd leiga',
      '8. Rekstrarkostnaður og mælar',
      '9. Takmarkanir á leigu',
      '10. Brunavarnir',
      '11. Viðhald og úttekt',
      '12. Uppsagnarástæður',
    ]);
    expect(model.signaturesHeading).toBe('13. Undirritun');
  });

  it('writes an indefinite lease’s end as indefinite, not as a missing date', () => {
    const model = modelOf(makeContract({ is_definite: false, end_date: null }), 'en');
    expect(rowValue(model, 'End date')).toBe('Indefinite');
    expect(rowValue(model, 'Type of lease')).toBe('Indefinite');
  });

  it('shows index fields only for an indexed lease', () => {
    const indexed = makeContract({
      is_indexed: true,
      index_base_month: '2025M06',
      index_base_value: 642.5,
    });
    expect(rowValue(modelOf(indexed, 'is'), 'Grunnvísitala')).toBe('642,5');
    const plain = makeContract({ is_indexed: false, index_base_month: '2025M06' });
    expect(rowValue(modelOf(plain, 'is'), 'Grunnmánuður vísitölu')).toBe(PDF_EMPTY);
  });

  it('lists a company’s agents and signs each party with when they signed', () => {
    const company = makeParty('tenant', {
      id: 7,
      name: 'Ljósfari ehf.',
      is_individual: false,
      agents: [makeAgent()],
    });
    const landlord = makeParty('landlord', { id: 3 });
    const model = modelOf(
      makeContract({ landlords: [landlord], tenants: [company] }),
      'is',
      new Map([[7, new Date('2026-02-10T13:30:00Z')]]),
    );
    expect(rowValue(model, 'Umboðsmaður')).toMatch(/^Guðrún Umboðsdóttir, kt\. \d{10}, sími \+354/);
    expect(model.signatures.map((s) => [s.role, s.name, s.signedAt])).toEqual([
      ['Leigusali', 'Jón Jónsson', 'Óundirritað'],
      ['Leigjandi', 'Ljósfari ehf.', 'Undirritað 10.02.2026 13:30'],
    ]);
  });

  it('writes a foreign identifier with its country', () => {
    const tenant = makeParty('tenant', { identifier: 'X1234567', identifier_country: 'pl' });
    const model = modelOf(makeContract({ tenants: [tenant] }), 'en');
    expect(model.signatures[1]?.identifier).toBe('X1234567 (pl)');
  });
});

describe('the language of the PDF sent for signing', () => {
  it.each([
    [['is', 'is'], 'is'],
    [['en', 'en'], 'en'],
    // Ukrainian, Danish and Polish readers get the English PDF, as their downloads do.
    [['uk', 'pl', 'en'], 'en'],
    [['en', 'is'], 'is'],
    [['da', 'is'], 'is'],
    [[null, 'en'], 'en'],
    [[], 'is'],
  ] as const)('signers reading %j get it in %s', (languages, expected) => {
    expect(getSigningDocumentLanguage(languages)).toBe(expected);
  });
});
