import { describe, expect, it } from 'vitest';
import {
  incomeKindOf,
  incomePropertyOf,
  incomeSummaryQuerySchema,
  splitItemPayments,
  summarizeIncome,
  type IncomeItem,
  type IncomeProperty,
} from '../src/index.js';

const thorsgata: IncomeProperty = {
  key: 'F2001234',
  street: 'Þórsgata 14',
  postalCode: '101',
  propertyCode: '2001234',
  kind: 'residential',
};
const alfheimar: IncomeProperty = {
  key: 'álfheimar 5|104',
  street: 'Álfheimar 5',
  postalCode: '104',
  propertyCode: null,
  kind: 'residential',
};
const skrifstofa: IncomeProperty = {
  key: 'F2300001',
  street: 'Borgartún 20',
  postalCode: '105',
  propertyCode: '2300001',
  kind: 'commercial',
};
const extra = (n: number): IncomeProperty => ({
  key: `F21000${n}`,
  street: `Hverfisgata ${n}`,
  postalCode: '101',
  propertyCode: `21000${n}`,
  kind: 'residential',
});

const item = (
  property: IncomeProperty,
  payments: IncomeItem['payments'],
  amounts: Partial<Pick<IncomeItem, 'rentAmount' | 'utilitiesAmount' | 'billFee'>> = {},
): IncomeItem => ({
  property,
  rentAmount: 250_000,
  utilitiesAmount: 12_000,
  billFee: 390,
  ...amounts,
  payments,
});

describe('splitItemPayments', () => {
  it.each([
    // payments [amount, interest], expected splits [billFee, rent, utilities, interest]
    ['in full', [[262_390, 0]], [[390, 250_000, 12_000, 0]]],
    ['late, with interest', [[263_000, 610]], [[390, 250_000, 12_000, 610]]],
    [
      'in two parts: fee, then rent, then utilities',
      [
        [100_000, 0],
        [162_390, 0],
      ],
      [
        [390, 99_610, 0, 0],
        [0, 150_390, 12_000, 0],
      ],
    ],
    ['only part of the fee', [[200, 0]], [[200, 0, 0, 0]]],
    ['more than the claim: the rest is rent', [[263_390, 0]], [[390, 251_000, 12_000, 0]]],
  ])('%s', (_name, payments, expected) => {
    const splits = splitItemPayments({
      rentAmount: 250_000,
      utilitiesAmount: 12_000,
      billFee: 390,
      payments: payments.map(([amount, interest]) => ({
        bookedAt: '2026-03-02T10:00:00.000Z',
        amount: amount!,
        interest: interest!,
      })),
    });
    expect(splits.map((s) => [s.billFee, s.rent, s.utilities, s.interest])).toEqual(expected);
    for (const [i, s] of splits.entries()) {
      expect(s.billFee + s.rent + s.utilities + s.interest).toBe(payments[i]![0]);
    }
  });
});

describe('summarizeIncome', () => {
  it('groups a year per property and month, counting only that year', () => {
    const summary = summarizeIncome({
      year: 2026,
      items: [
        item(thorsgata, [{ bookedAt: '2025-12-31T23:59:59.000Z', amount: 262_390, interest: 0 }]),
        item(thorsgata, [{ bookedAt: '2026-01-02T09:00:00.000Z', amount: 262_390, interest: 0 }]),
        item(thorsgata, [{ bookedAt: '2026-02-20T09:00:00.000Z', amount: 263_000, interest: 610 }]),
        item(alfheimar, [{ bookedAt: '2026-02-01T00:00:00.000Z', amount: 180_390, interest: 0 }], {
          rentAmount: 180_000,
          utilitiesAmount: 0,
        }),
      ],
      payouts: [
        {
          property: thorsgata,
          bookedAt: '2026-01-03T09:00:00.000Z',
          feeAmount: 7860,
          amount: 254_140,
        },
        { property: thorsgata, bookedAt: '2027-01-01T00:00:00.000Z', feeAmount: 1, amount: 1 },
      ],
    });
    expect(summary.groups.map((g) => [g.kind, g.formBox])).toEqual([['residential', '510']]);
    const [first, second] = summary.groups[0]!.properties;
    // Álfheimar sorts before Þórsgata in Icelandic order.
    expect(first!.street).toBe('Álfheimar 5');
    expect(first!.months).toEqual([
      {
        month: 2,
        rent: 180_000,
        utilities: 0,
        interest: 0,
        received: 180_000,
        fees: 0,
        paidOut: 0,
      },
    ]);
    expect(second!.months).toEqual([
      {
        month: 1,
        rent: 250_000,
        utilities: 12_000,
        interest: 0,
        received: 262_000,
        fees: 7860,
        paidOut: 254_140,
      },
      {
        month: 2,
        rent: 250_000,
        utilities: 12_000,
        interest: 610,
        received: 262_610,
        fees: 0,
        paidOut: 0,
      },
    ]);
    expect(second!.totals).toEqual({
      rent: 500_000,
      utilities: 24_000,
      interest: 610,
      received: 524_610,
      fees: 7860,
      paidOut: 254_140,
    });
    expect(summary.totals.rent).toBe(680_000);
    expect(summary.totals.received).toBe(704_610);
    expect(summary.isResidentialOverLimit).toBe(false);
  });

  it.each([
    ['two flats', 2, false],
    ['three flats', 3, true],
  ])('%s: over the capital-income limit is %s', (_name, flats, over) => {
    const items = Array.from({ length: flats }, (_, i) =>
      item(extra(i + 1), [{ bookedAt: '2026-05-04T12:00:00.000Z', amount: 262_390, interest: 0 }]),
    );
    expect(summarizeIncome({ year: 2026, items, payouts: [] }).isResidentialOverLimit).toBe(over);
  });

  it('keeps commercial premises apart, without a box, and does not count them as flats', () => {
    const summary = summarizeIncome({
      year: 2026,
      items: [
        item(skrifstofa, [{ bookedAt: '2026-04-01T08:00:00.000Z', amount: 500_390, interest: 0 }], {
          rentAmount: 500_000,
          utilitiesAmount: 0,
        }),
        item(thorsgata, [{ bookedAt: '2026-04-01T08:00:00.000Z', amount: 262_390, interest: 0 }]),
        item(alfheimar, [{ bookedAt: '2026-04-01T08:00:00.000Z', amount: 262_390, interest: 0 }]),
      ],
      payouts: [],
    });
    expect(summary.groups.map((g) => [g.kind, g.formBox, g.totals.rent])).toEqual([
      ['residential', '510', 500_000],
      ['commercial', null, 500_000],
    ]);
    expect(summary.isResidentialOverLimit).toBe(false);
    expect(summary.totals.rent).toBe(1_000_000);
  });

  it('is empty for a year with nothing received', () => {
    const summary = summarizeIncome({ year: 2024, items: [], payouts: [] });
    expect(summary.groups).toEqual([]);
    expect(summary.totals).toEqual({
      rent: 0,
      utilities: 0,
      interest: 0,
      received: 0,
      fees: 0,
      paidOut: 0,
    });
  });
});

describe('incomePropertyOf and incomeKindOf', () => {
  it.each([
    ['apartment', 'residential'],
    ['room', 'residential'],
    [null, 'residential'],
    ['office', 'commercial'],
    ['warehouse', 'commercial'],
  ])('%s is %s', (type, kind) => {
    expect(incomeKindOf(type)).toBe(kind);
  });

  it('names a property by its fastanúmer, else by its address, else by the contract', () => {
    const unit = { property_code: '2001234' };
    const address = { street: ' Þórsgata 14 ', postal_code: '101' };
    expect(incomePropertyOf({ address, units: [unit] }, 'apartment', 7).key).toBe('F2001234');
    expect(incomePropertyOf({ address, units: [] }, 'apartment', 7)).toMatchObject({
      key: 'þórsgata 14|101',
      street: 'Þórsgata 14',
    });
    expect(incomePropertyOf(null, null, 7).key).toBe('contract:7');
  });
});

describe('incomeSummaryQuerySchema', () => {
  it.each([
    ['2026', true],
    ['2000', true],
    ['1999', false],
    ['2101', false],
    ['20x6', false],
    ['2026.5', false],
    ['', false],
  ])('year %j valid: %s', (year, ok) => {
    expect(incomeSummaryQuerySchema.safeParse({ year }).success).toBe(ok);
  });
});
