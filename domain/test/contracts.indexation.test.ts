import { describe, expect, it } from 'vitest';
import {
  addMonthsToDate,
  addMonthsToKey,
  checkIndexationAllowed,
  countMonthsBetween,
  getIndexedRent,
  getInsuranceCap,
  getLatestIndexMonth,
  getMonthKeyOfDate,
  getRentedArea,
  getRequiredSmokeDetectors,
  listIndexedRents,
  parseMonthKey,
  roundIndexedAmount,
  type IndexationCheck,
  type IndexationLease,
} from '../src/index.js';

describe('month keys', () => {
  it.each<[string, { year: number; month: number } | null]>([
    ['2025M06', { year: 2025, month: 6 }],
    ['2025M12', { year: 2025, month: 12 }],
    ['2025M13', null],
    ['2025M00', null],
    ['2025M6', null],
    ['2025-06', null],
  ])('%s parses as %j', (key, parsed) => {
    expect(parseMonthKey(key)).toEqual(parsed);
  });

  it.each<[string, number, string]>([
    ['2025M06', 1, '2025M07'],
    ['2025M12', 1, '2026M01'],
    ['2025M01', -1, '2024M12'],
    ['2025M06', 12, '2026M06'],
    ['2025M06', 0, '2025M06'],
    ['2025M03', -27, '2022M12'],
  ])('%s plus %i months is %s', (key, months, result) => {
    expect(addMonthsToKey(key, months)).toBe(result);
  });

  it.each<[string, string, number]>([
    ['2025M01', '2026M01', 12],
    ['2025M11', '2026M02', 3],
    ['2026M02', '2025M11', -3],
    ['2025M06', '2025M06', 0],
  ])('from %s to %s is %i months', (from, to, months) => {
    expect(countMonthsBetween(from, to)).toBe(months);
  });

  it('takes the month of a date', () => {
    expect(getMonthKeyOfDate('2025-06-15')).toBe('2025M06');
  });

  it.each<[string, number, string]>([
    ['2025-01-01', 12, '2026-01-01'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-12-15', 1, '2026-01-15'],
  ])('%s plus %i calendar months is %s', (date, months, result) => {
    expect(addMonthsToDate(date, months)).toBe(result);
  });
});

const lease = (overrides: Partial<IndexationLease>): IndexationLease => ({
  is_definite: true,
  start_date: '2025-01-01',
  end_date: '2026-06-30',
  special_group_usage: 'none',
  ...overrides,
});
const allowed: IndexationCheck = { isAllowed: true };
const tooShort: IndexationCheck = { isAllowed: false, reason: 'fixed_term_too_short' };
const incomplete: IndexationCheck = { isAllowed: false, reason: 'period_incomplete' };

describe('when the rent may be tied to the CPI (37. gr. húsaleigulaga)', () => {
  it.each<[string, Partial<IndexationLease>, IndexationCheck]>([
    ['a fixed-term lease of 18 months', {}, allowed],
    ['a fixed-term lease of exactly 12 months', { end_date: '2026-01-01' }, tooShort],
    ['a fixed-term lease ending a day before 12 months', { end_date: '2025-12-31' }, tooShort],
    ['a fixed-term lease of 12 months and a day', { end_date: '2026-01-02' }, allowed],
    ['a fixed-term lease of 6 months', { end_date: '2025-06-30' }, tooShort],
    [
      'a leap-day start: 12 months end on 28 February',
      { start_date: '2024-02-29', end_date: '2025-02-28' },
      tooShort,
    ],
    [
      'a leap-day start, ending 1 March',
      { start_date: '2024-02-29', end_date: '2025-03-01' },
      allowed,
    ],
    ['an indefinite lease', { is_definite: false, end_date: null }, allowed],
    [
      'a 6-month student lease is exempt',
      { end_date: '2025-06-30', special_group_usage: 'student' },
      allowed,
    ],
    [
      'a 6-month halfway house lease is exempt',
      { end_date: '2025-06-30', special_group_usage: 'halfway_house' },
      allowed,
    ],
    [
      'a 6-month lease for the elderly is not exempt',
      { end_date: '2025-06-30', special_group_usage: 'elderly' },
      tooShort,
    ],
    ['a fixed-term lease without an end date', { end_date: null }, incomplete],
    ['no start date', { start_date: null }, incomplete],
    ['fixed term or not unanswered', { is_definite: null }, incomplete],
  ])('%s', (_, overrides, expected) => {
    expect(checkIndexationAllowed(lease(overrides))).toEqual(expected);
  });

  it('exempts a non-profit landlord', () => {
    const short = lease({ end_date: '2025-06-30' });
    expect(checkIndexationAllowed(short, { isNonProfitLandlord: true })).toEqual(allowed);
    expect(checkIndexationAllowed(short, { isNonProfitLandlord: false })).toEqual(tooShort);
  });
});

const index = { '2025M05': 640.2, '2025M06': 643.1, '2025M07': 650.1, '2025M09': 655.4 };

describe('indexed rent', () => {
  it('is the base rent in the base month', () => {
    expect(
      getIndexedRent({ baseRent: 250_000, baseMonth: '2025M05', month: '2025M05', index }),
    ).toEqual({
      ok: true,
      month: '2025M05',
      rent: 250_000,
      indexValue: 640.2,
      baseValue: 640.2,
    });
  });

  it('follows the index, rounded to whole krónur', () => {
    // 250 000 × 650.1 / 640.2 = 253 866.0… -> 253 866
    const result = getIndexedRent({
      baseRent: 250_000,
      baseMonth: '2025M05',
      month: '2025M07',
      index,
    });
    expect(result).toMatchObject({ ok: true, rent: 253_866 });
  });

  it('refuses a month whose index is not in the table, never guessing one', () => {
    expect(
      getIndexedRent({ baseRent: 250_000, baseMonth: '2025M05', month: '2025M08', index }),
    ).toEqual({
      ok: false,
      month: '2025M08',
      error: 'missing_index',
    });
    expect(
      getIndexedRent({ baseRent: 250_000, baseMonth: '2025M04', month: '2025M06', index }),
    ).toMatchObject({
      ok: false,
      error: 'missing_index',
    });
  });

  it('refuses months before the base month and malformed keys', () => {
    expect(
      getIndexedRent({ baseRent: 1, baseMonth: '2025M06', month: '2025M05', index }),
    ).toMatchObject({
      error: 'before_base',
    });
    expect(
      getIndexedRent({ baseRent: 1, baseMonth: '2025M06', month: '2025-07', index }),
    ).toMatchObject({
      error: 'invalid_month',
    });
  });

  it('lists the coming months for the preview, gaps included', () => {
    const rows = listIndexedRents({
      baseRent: 200_000,
      baseMonth: '2025M05',
      fromMonth: '2025M06',
      count: 4,
      index,
    });
    expect(rows.map((r) => [r.month, r.ok ? r.rent : r.error])).toEqual([
      ['2025M06', 200_906],
      ['2025M07', 203_093],
      ['2025M08', 'missing_index'],
      ['2025M09', 204_749],
    ]);
  });

  it.each<[number, number, number, number]>([
    // Exact halves round up, even where binary floating point would land just below.
    [1001, 100.5, 201, 501],
    [3, 0.5, 1, 2],
    [100, 1.005, 1, 101],
    [250_000, 650.1, 640.2, 253_866],
    [199_999, 1, 3, 66_666],
    [200_000, 2, 3, 133_333],
  ])('rounds %i × %d / %d to %i', (base, numerator, denominator, rounded) => {
    expect(roundIndexedAmount(base, numerator, denominator)).toBe(rounded);
  });

  it('suggests the newest month of the table not after the given one', () => {
    expect(getLatestIndexMonth(index, '2025M08')).toBe('2025M07');
    expect(getLatestIndexMonth(index, '2025M09')).toBe('2025M09');
    expect(getLatestIndexMonth(index, '2025M04')).toBeNull();
  });
});

describe('insurance cap and smoke detectors', () => {
  it.each<[number, number | null, number]>([
    [250_000, 20_000, 810_000],
    [250_000, null, 750_000],
    [100_000, 0, 300_000],
  ])('price %i with housefund %s caps the insurance at %i', (price, housefund, cap) => {
    expect(getInsuranceCap(price, housefund)).toBe(cap);
  });

  it('adds the units, the size agreed in the lease before the registry size', () => {
    expect(
      getRentedArea([
        { size: 50, changed_size: null },
        { size: 40, changed_size: 31 },
      ]),
    ).toBe(81);
  });

  it.each<[number, number]>([
    [0, 1],
    [30, 1],
    [80, 1],
    [80.5, 2],
    [81, 2],
    [160, 2],
    [161, 3],
  ])('%d m² needs %i smoke detectors', (area, detectors) => {
    expect(getRequiredSmokeDetectors(area)).toBe(detectors);
  });
});
