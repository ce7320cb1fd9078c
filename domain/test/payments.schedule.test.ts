import { describe, expect, it } from 'vitest';
import {
  buildPaymentSchedule,
  getDueDate,
  getFinalDueDate,
  getMonthRent,
  isBusinessDay,
  listRentPeriods,
  PAYMENT_SCHEDULE,
  prorateAmount,
  type ScheduleContract,
} from '../src/index.js';

const lease = (over: Partial<ScheduleContract> = {}): ScheduleContract => ({
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  isDefinite: true,
  price: 250_000,
  isIndexed: false,
  indexBaseMonth: null,
  indexBaseValue: null,
  utilities: [],
  ...over,
});

describe('business days and due dates', () => {
  it.each<[string, boolean, string]>([
    ['2025-01-01', false, "New Year's Day"],
    ['2025-01-02', true, 'a Thursday'],
    ['2025-02-01', false, 'a Saturday'],
    ['2025-06-01', false, 'a Sunday'],
    ['2024-04-01', false, 'Easter Monday 2024'],
    ['2026-05-01', false, 'Labour Day'],
    ['2025-06-17', false, 'National Day'],
    ['2025-05-29', false, 'Ascension Day 2025'],
    ['2025-06-09', false, 'Whit Monday 2025'],
    ['2025-04-24', false, 'First Day of Summer 2025'],
    ['2025-08-04', false, 'Commerce Day 2025'],
    ['2025-12-24', true, 'Christmas Eve (a half-day: banks book)'],
    ['2025-12-26', false, 'Boxing Day'],
  ])('%s is a business day: %s (%s)', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['2025-01-01', '2025-01-02', '2025-01-08'],
    ['2025-02-01', '2025-02-03', '2025-02-10'],
    ['2025-03-01', '2025-03-03', '2025-03-10'],
    ['2024-04-01', '2024-04-02', '2024-04-08'],
    ['2026-05-01', '2026-05-04', '2026-05-11'],
    ['2025-10-01', '2025-10-01', '2025-10-07'],
    ['2029-04-01', '2029-04-03', '2029-04-09'],
  ])('a period from %s is due %s, finally %s', (start, due, finalDue) => {
    expect(getDueDate(start)).toBe(due);
    expect(getFinalDueDate(due)).toBe(finalDue);
  });

  it('keeps the final due date finalDueDays after the due date on a plain week', () => {
    expect(PAYMENT_SCHEDULE.finalDueDays).toBe(6);
    expect(getFinalDueDate('2025-10-01')).toBe('2025-10-07');
  });
});

describe('proration by days', () => {
  it.each<[number, string, string, number]>([
    [250_000, '2025-01-01', '2025-01-31', 250_000],
    [250_000, '2025-01-15', '2025-01-31', 137_097],
    [280_000, '2025-02-15', '2025-02-28', 140_000],
    [280_000, '2024-02-15', '2024-02-29', 144_828],
    [300_000, '2025-04-01', '2025-04-10', 100_000],
    [310_000, '2025-03-31', '2025-03-31', 10_000],
    [1, '2025-01-01', '2025-01-15', 0],
    [1, '2025-01-01', '2025-01-16', 1],
  ])('%i a month for %s to %s is %i', (monthly, from, to, expected) => {
    expect(prorateAmount(monthly, from, to)).toBe(expected);
  });
});

describe('rent periods', () => {
  it('splits a lease into calendar months with partial first and last months', () => {
    expect(listRentPeriods('2025-01-15', '2025-04-10', 12)).toEqual([
      { start: '2025-01-15', end: '2025-01-31' },
      { start: '2025-02-01', end: '2025-02-28' },
      { start: '2025-03-01', end: '2025-03-31' },
      { start: '2025-04-01', end: '2025-04-10' },
    ]);
  });

  it('gives an indefinite lease the asked number of months', () => {
    const periods = listRentPeriods('2025-11-01', null, 12);
    expect(periods).toHaveLength(12);
    expect(periods.at(-1)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });
});

describe('indexed rent per month', () => {
  const indexed = lease({
    isIndexed: true,
    indexBaseMonth: '2025M01',
    indexBaseValue: 600,
    price: 200_000,
  });
  const index = { '2025M01': 600, '2025M02': 603, '2025M03': 606.6 };

  it.each<[string, number, string | null, number | null]>([
    ['2025M01', 200_000, '2025M01', 600],
    ['2025M02', 201_000, '2025M02', 603],
    ['2025M03', 202_200, '2025M03', 606.6],
    // Not yet published: the newest published value before it applies.
    ['2025M05', 202_200, '2025M03', 606.6],
  ])('%s: rent %i from index %s', (month, rent, key, value) => {
    expect(getMonthRent(indexed, month, index)).toEqual({ rent, monthKey: key, value });
  });

  it('keeps the base rent of a lease that is not indexed', () => {
    expect(getMonthRent(lease(), '2025M03', index)).toEqual({
      rent: 250_000,
      monthKey: null,
      value: null,
    });
  });
});

describe('the schedule of a contract', () => {
  it('makes one item per month of a fixed-term year, due on business days', () => {
    const items = buildPaymentSchedule(lease());
    expect(items).toHaveLength(12);
    expect(items[0]).toEqual({
      dueDate: '2025-01-02',
      finalDueDate: '2025-01-08',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      rentAmount: 250_000,
      indexMonthKey: null,
      indexValue: null,
      utilities: [],
      amount: 250_000,
      paymentFee: PAYMENT_SCHEDULE.paymentFee,
    });
    expect(new Set(items.map((i) => i.dueDate)).size).toBe(12);
    expect(items.every((i) => isBusinessDay(i.dueDate) && isBusinessDay(i.finalDueDate))).toBe(
      true,
    );
  });

  it('prorates the first and last months and adds the utilities the tenant pays', () => {
    const items = buildPaymentSchedule(
      lease({
        startDate: '2025-01-15',
        endDate: '2025-03-20',
        utilities: [
          { utility: { tag: 'housefund' }, price: 12_400, paid_by_tenant: true },
          { utility: { tag: 'heating' }, price: 9_000, paid_by_tenant: false },
          { utility: { tag: 'electricity' }, price: null, paid_by_tenant: true },
        ],
      }),
    );
    expect(items.map((i) => [i.dueDate, i.rentAmount, i.utilities, i.amount])).toEqual([
      ['2025-01-15', 137_097, [{ tag: 'housefund', amount: 6_800 }], 143_897],
      ['2025-02-03', 250_000, [{ tag: 'housefund', amount: 12_400 }], 262_400],
      ['2025-03-03', 161_290, [{ tag: 'housefund', amount: 8_000 }], 169_290],
    ]);
  });

  it('collects a first period whose due date would reach the next month with that month', () => {
    // 31 May 2025 is a Saturday; the next business day is 2 June, June's own due date.
    const items = buildPaymentSchedule(lease({ startDate: '2025-05-31', endDate: '2025-07-31' }));
    expect(items.map((i) => [i.dueDate, i.periodStart, i.periodEnd, i.rentAmount])).toEqual([
      ['2025-06-02', '2025-05-31', '2025-06-30', 258_065],
      ['2025-07-01', '2025-07-01', '2025-07-31', 250_000],
    ]);
  });

  it('reaches PAYMENT_SCHEDULE.indefiniteMonths ahead for an indefinite lease', () => {
    const items = buildPaymentSchedule(lease({ isDefinite: false, endDate: null }));
    expect(items).toHaveLength(PAYMENT_SCHEDULE.indefiniteMonths);
    expect(
      buildPaymentSchedule(lease({ isDefinite: false, endDate: null }), { months: 3 }),
    ).toHaveLength(3);
  });

  it('stores the index month and value on each item of an indexed lease', () => {
    const items = buildPaymentSchedule(
      lease({
        startDate: '2025-01-01',
        endDate: '2026-06-30',
        isIndexed: true,
        indexBaseMonth: '2024M12',
        indexBaseValue: 600,
        price: 300_000,
      }),
      { index: { '2024M12': 600, '2025M01': 601.5, '2025M02': 606 } },
    );
    expect(items.slice(0, 3).map((i) => [i.rentAmount, i.indexMonthKey, i.indexValue])).toEqual([
      [300_750, '2025M01', 601.5],
      [303_000, '2025M02', 606],
      [303_000, '2025M02', 606],
    ]);
  });
});
