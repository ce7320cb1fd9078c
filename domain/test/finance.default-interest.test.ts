import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTEREST_RATES,
  basisPointsToPercent,
  checkDefaultInterestChange,
  computeDefaultInterest,
  defaultInterestRateCreateSchema,
  defaultInterestRatePatchSchema,
  findDefaultInterestPeriod,
  getDefaultInterestPercent,
  percentToBasisPoints,
  type DefaultInterestPeriod,
} from '../src/index.js';

/** A made-up two-period table: the tests check the arithmetic, not published figures. */
const TWO_PERIODS: DefaultInterestPeriod[] = [
  { from: '2026-01-01', yearlyBasisPoints: 1800, source: 'test', isVerified: true },
  { from: '2026-06-01', yearlyBasisPoints: 3600, source: 'test', isVerified: true },
];

describe('the default-interest table', () => {
  it('is dated, oldest first, with a source on every period, and says what is unverified', () => {
    expect(DEFAULT_INTEREST_RATES.length).toBeGreaterThan(0);
    const dates = DEFAULT_INTEREST_RATES.map((p) => p.from);
    expect([...dates].sort()).toEqual(dates);
    for (const period of DEFAULT_INTEREST_RATES) {
      expect(period.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(period.yearlyBasisPoints)).toBe(true);
      expect(period.yearlyBasisPoints).toBeGreaterThan(0);
      expect(period.source.length).toBeGreaterThan(10);
    }
    // No figure in the research: the one period is the placeholder, marked as such.
    expect(DEFAULT_INTEREST_RATES).toEqual([
      expect.objectContaining({ yearlyBasisPoints: 1525, isVerified: false }),
    ]);
  });

  it.each([
    ['2025-12-31', 18],
    ['2026-01-01', 18],
    ['2026-05-31', 18],
    ['2026-06-01', 36],
    ['2027-03-01', 36],
  ] as const)('on %s the rate is %d %%', (date, percent) => {
    expect(getDefaultInterestPercent(date, TWO_PERIODS)).toBe(percent);
  });

  it('refuses an empty table', () => {
    expect(() => getDefaultInterestPercent('2026-01-01', [])).toThrow();
  });

  it('finds the period in force whatever the order of the table', () => {
    const shuffled = [...TWO_PERIODS].reverse();
    expect(findDefaultInterestPeriod('2026-07-01', shuffled)?.from).toBe('2026-06-01');
    expect(findDefaultInterestPeriod('2025-07-01', shuffled)?.from).toBe('2026-01-01');
    expect(findDefaultInterestPeriod('2025-07-01', [])).toBeUndefined();
  });

  it('converts percentages of two decimals to basis points exactly', () => {
    expect([
      percentToBasisPoints(15.25),
      percentToBasisPoints(0.29),
      percentToBasisPoints(100),
    ]).toEqual([1525, 29, 10_000]);
    expect(basisPointsToPercent(1525)).toBe(15.25);
  });
});

describe('computeDefaultInterest at the published rate', () => {
  const rule = { referenceDate: 'DueDate', baseTimeType: '360' } as const;
  it('charges each period its own rate for its days', () => {
    // 200 000 ISK from 2026-05-22: 10 days at 18 % and 8 days at 36 %, over 360.
    const interest = computeDefaultInterest({
      amount: 200_000,
      dueDate: '2026-05-22',
      finalDueDate: '2026-05-29',
      paidOn: '2026-06-09',
      rule,
      rates: TWO_PERIODS,
    });
    expect(interest).toBe(Math.round((200_000 * (10 * 18 + 8 * 36)) / 36_000));
    expect(interest).toBe(2600);
  });

  it('is nothing until the final due date, and the claim’s own percentage wins', () => {
    const base = { amount: 200_000, dueDate: '2026-05-22', finalDueDate: '2026-05-29' };
    expect(
      computeDefaultInterest({ ...base, paidOn: '2026-05-29', rule, rates: TWO_PERIODS }),
    ).toBe(0);
    expect(
      computeDefaultInterest({
        ...base,
        paidOn: '2026-06-09',
        rule: { ...rule, percentage: 18 },
        rates: TWO_PERIODS,
      }),
    ).toBe(1800);
  });

  it('charges the placeholder table’s rate for days before its first period', () => {
    const paid = { amount: 250_000, dueDate: '2026-02-02', finalDueDate: '2026-02-07' };
    expect(
      computeDefaultInterest({
        ...paid,
        paidOn: '2026-03-04',
        rule,
        rates: DEFAULT_INTEREST_RATES,
      }),
    ).toBe(Math.round((250_000 * 1525 * 30) / 3_600_000));
  });
});

describe('the rules of a change to the table', () => {
  it('checks the percent, its decimals and the date, and reads an empty reason as none', () => {
    const ok = { from: '2027-01-01', yearly_percent: 15.25, source: 'sedlabanki.is' };
    expect(defaultInterestRateCreateSchema.parse(ok)).toEqual({ ...ok, is_verified: true });
    const bad = defaultInterestRateCreateSchema.safeParse({
      from: '2027-02-30',
      yearly_percent: 0,
      source: ' ',
      reason: 'ab',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'validation.date'],
      ['yearly_percent', 'validation.default_interest_percent'],
      ['source', 'validation.required'],
      ['reason', 'validation.reason_length'],
    ]);
    expect(
      defaultInterestRateCreateSchema.safeParse({ ...ok, yearly_percent: 15.255 }).error?.issues[0]
        ?.message,
    ).toBe('validation.default_interest_decimals');
    expect(defaultInterestRatePatchSchema.safeParse({ reason: 'Why' }).success).toBe(false);
    expect(defaultInterestRateCreateSchema.parse({ ...ok, reason: '' }).reason).toBe('');
  });

  it('needs a reason for a started period and refuses a start date already recorded', () => {
    const today = '2026-11-29';
    expect(checkDefaultInterestChange({ from: '2026-12-01', today, reason: undefined })).toEqual(
      {},
    );
    expect(checkDefaultInterestChange({ from: today, today, reason: '' })).toEqual({
      reason: 'validation.default_interest_reason_required',
    });
    expect(
      checkDefaultInterestChange({
        from: '2026-12-01',
        today,
        reason: undefined,
        recordedFroms: ['2026-11-24', '2026-12-01'],
      }),
    ).toEqual({ from: 'validation.default_interest_from_exists' });
  });
});
