import { describe, expect, it } from 'vitest';
import {
  isItemReindexable,
  reindexItem,
  type ReindexableItem,
  type ScheduleContract,
} from '../src/index.js';

const lease: ScheduleContract = {
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  isDefinite: true,
  price: 200_000,
  isIndexed: true,
  indexBaseMonth: '2025M01',
  indexBaseValue: 600,
  utilities: [],
};

/** February's item as the schedule made it before February's index was out. */
const february: ReindexableItem = {
  dueDate: '2025-02-03',
  periodStart: '2025-02-01',
  periodEnd: '2025-02-28',
  rentAmount: 200_000,
  amount: 205_000,
  utilities: [{ tag: 'HEAT', amount: 5000 }],
  indexMonthKey: '2025M01',
  indexValue: 600,
  isManual: false,
  claimId: null,
  paidAmount: 0,
  paidAt: null,
};

describe('reindexItem: rent(m) = round(base × I(m) / I(base))', () => {
  it.each([
    [
      'a new month raises the rent and keeps the utilities',
      lease,
      february,
      { '2025M01': 600, '2025M02': 606 },
      { rentAmount: 202_000, amount: 207_000, indexMonthKey: '2025M02', indexValue: 606 },
    ],
    [
      'a falling index lowers it, rounded to whole ISK',
      lease,
      february,
      { '2025M01': 600, '2025M02': 599.9 },
      { rentAmount: 199_967, amount: 204_967, indexMonthKey: '2025M02', indexValue: 599.9 },
    ],
    [
      'a later month without its own value uses the newest before it',
      lease,
      { ...february, dueDate: '2025-03-03', periodStart: '2025-03-01', periodEnd: '2025-03-31' },
      { '2025M01': 600, '2025M02': 606 },
      { rentAmount: 202_000, amount: 207_000, indexMonthKey: '2025M02', indexValue: 606 },
    ],
    [
      'a partial period is prorated by days',
      lease,
      {
        ...february,
        periodStart: '2025-02-15',
        utilities: [],
        amount: 100_000,
        rentAmount: 100_000,
      },
      { '2025M01': 600, '2025M02': 606 },
      { rentAmount: 101_000, amount: 101_000, indexMonthKey: '2025M02', indexValue: 606 },
    ],
    ['nothing new: no change', lease, february, { '2025M01': 600 }, null],
    [
      'a lease that does not allow indexation: no change',
      { ...lease, isIndexed: false },
      february,
      { '2025M01': 600, '2025M02': 606 },
      null,
    ],
  ] as const)('%s', (_name, contract, item, index, expected) => {
    const result = reindexItem(contract, item, index);
    expect(result).toEqual(expected);
    if (result) expect(Number.isInteger(result.rentAmount)).toBe(true);
  });
});

describe('isItemReindexable: never a paid or claimed item', () => {
  it.each([
    ['open and due later', february, true],
    ['due today', { ...february, dueDate: '2025-01-20' }, true],
    ['already due', { ...february, dueDate: '2025-01-19' }, false],
    ['added by hand', { ...february, isManual: true }, false],
    ['claimed in the bank', { ...february, claimId: 'c-1' }, false],
    ['partly paid', { ...february, paidAmount: 10 }, false],
    ['paid', { ...february, paidAt: '2025-01-10T10:00:00Z' }, false],
  ] as const)('%s -> %s', (_name, item, expected) => {
    expect(isItemReindexable(item, '2025-01-20')).toBe(expected);
  });
});
