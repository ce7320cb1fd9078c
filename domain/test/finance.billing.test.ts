import { describe, expect, it } from 'vitest';
import {
  PLATFORM_FEE,
  computeDefaultInterest,
  computePlatformFee,
  sandboxClaimPaySchema,
  scheduleDateParamSchema,
  staffFinanceReasonSchema,
} from '../src/index.js';

describe('computePlatformFee', () => {
  it.each([
    // gross, model, fee
    [250_000, { percent: 3, minimum: 1500 }, 7500],
    [10_000, { percent: 3, minimum: 1500 }, 1500],
    [1000, { percent: 3, minimum: 1500 }, 1000],
    [0, { percent: 3, minimum: 1500 }, 0],
    [-5, { percent: 3, minimum: 1500 }, 0],
    [183_350, { percent: 2.5, minimum: 0 }, 4584],
    [183_300, { percent: 2.5, minimum: 0 }, 4583],
    [99_999, { percent: 0, minimum: 0 }, 0],
  ])('%i ISK at %o pays %i', (gross, model, fee) => {
    const result = computePlatformFee(gross, model);
    expect(result).toBe(fee);
    expect(Number.isInteger(result)).toBe(true);
  });

  it('uses PLATFORM_FEE by default', () => {
    expect(computePlatformFee(250_000)).toBe(computePlatformFee(250_000, PLATFORM_FEE));
  });
});

describe('computeDefaultInterest', () => {
  const base = { amount: 200_000, dueDate: '2026-05-04', finalDueDate: '2026-05-11' };
  const rule = { referenceDate: 'DueDate', baseTimeType: '360', percentage: 18 } as const;
  it.each([
    ['2026-05-04', rule, 0],
    ['2026-05-11', rule, 0],
    ['2026-05-12', rule, 800],
    ['2026-06-09', rule, 3600],
    ['2026-06-09', { ...rule, referenceDate: 'FinalDueDate' }, 2900],
    ['2026-06-09', { ...rule, baseTimeType: 'Calendar' }, 3551],
  ] as const)('paid %s under %o: %i', (paidOn, r, interest) => {
    expect(computeDefaultInterest({ ...base, paidOn, rule: r, rates: [] })).toBe(interest);
  });
});

describe('billing request bodies', () => {
  it('checks dates, reasons and sandbox payments', () => {
    expect(scheduleDateParamSchema.safeParse('2026-02-28').success).toBe(true);
    expect(scheduleDateParamSchema.safeParse('2026-02-30').success).toBe(false);
    expect(staffFinanceReasonSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(staffFinanceReasonSchema.parse({ reason: ' Bakfærsla ' })).toEqual({
      reason: 'Bakfærsla',
    });
    expect(sandboxClaimPaySchema.safeParse({ amount: 1.5 }).success).toBe(false);
    expect(sandboxClaimPaySchema.safeParse({ paid_at: '2026-03-04T09:00:00Z' }).success).toBe(true);
  });
});
