import { describe, expect, it } from 'vitest';
import {
  getAmountDue,
  getScheduleItemChangeRefusal,
  getScheduleItemStatus,
  paymentScheduleItemCreateSchema,
  paymentScheduleItemPatchSchema,
  type ScheduleItemFacts,
  type ScheduleItemRefusal,
  type ScheduleItemStatus,
} from '../src/index.js';

const item = (over: Partial<ScheduleItemFacts> = {}): ScheduleItemFacts => ({
  dueDate: '2025-03-03',
  finalDueDate: '2025-03-10',
  amount: 250_000,
  paymentFee: 195,
  isPaymentFeeRemoved: false,
  claimId: null,
  claimStatus: null,
  paidAmount: 0,
  paidAt: null,
  ...over,
});

describe('item status', () => {
  it.each<[string, Partial<ScheduleItemFacts>, string, ScheduleItemStatus]>([
    ['before the due date', {}, '2025-03-02', 'upcoming'],
    ['on the due date', {}, '2025-03-03', 'due'],
    ['on the final due date', {}, '2025-03-10', 'due'],
    ['after the final due date', {}, '2025-03-11', 'late'],
    [
      'invoiced and not yet due',
      { claimId: 'c1', claimStatus: 'unpaid' },
      '2025-03-01',
      'upcoming',
    ],
    ['paid in full', { paidAmount: 250_000, paidAt: '2025-03-05T10:00:00Z' }, '2025-04-01', 'paid'],
    ['paid by the claim', { claimId: 'c1', claimStatus: 'paid' }, '2025-04-01', 'paid'],
    [
      'partly paid',
      { paidAmount: 100_000, claimStatus: 'partly_paid' },
      '2025-04-01',
      'partly_paid',
    ],
    ['claim cancelled', { claimId: 'c1', claimStatus: 'cancelled' }, '2025-04-01', 'cancelled'],
  ])('%s', (_name, over, today, expected) => {
    expect(getScheduleItemStatus(item(over), today)).toBe(expected);
  });
});

describe('what may change', () => {
  it.each<[string, Partial<ScheduleItemFacts>, ScheduleItemRefusal | null]>([
    ['a fresh item', {}, null],
    ['an item whose claim was cancelled', { claimId: 'c1', claimStatus: 'cancelled' }, null],
    ['an invoiced item', { claimId: 'c1', claimStatus: 'unpaid' }, 'item_invoiced'],
    [
      'a partly paid item',
      { claimId: 'c1', claimStatus: 'partly_paid', paidAmount: 5 },
      'item_paid',
    ],
    ['a paid item', { paidAmount: 250_000, paidAt: '2025-03-05T10:00:00Z' }, 'item_paid'],
  ])('%s', (_name, over, expected) => {
    expect(getScheduleItemChangeRefusal(item(over))).toBe(expected);
  });

  it('owes the fee unless staff removed it', () => {
    expect(getAmountDue(item())).toBe(250_195);
    expect(getAmountDue(item({ isPaymentFeeRemoved: true }))).toBe(250_000);
  });
});

describe('item schemas', () => {
  it.each<[string, unknown, Record<string, string> | null]>([
    ['a whole positive amount', { due_date: '2025-03-03', amount: 1000 }, null],
    [
      'a zero amount',
      { due_date: '2025-03-03', amount: 0 },
      { amount: 'validation.amount_positive' },
    ],
    [
      'a fractional amount',
      { due_date: '2025-03-03', amount: 10.5 },
      { amount: 'validation.amount_whole' },
    ],
    ['a bad date', { due_date: '2025-02-30', amount: 1 }, { due_date: 'validation.date' }],
    [
      'a final due date before the due date',
      { due_date: '2025-03-03', final_due_date: '2025-03-01', amount: 1 },
      { final_due_date: 'validation.final_due_before_due' },
    ],
    [
      'a period ending before it starts',
      { due_date: '2025-03-03', period_start: '2025-03-10', period_end: '2025-03-01', amount: 1 },
      { period_end: 'validation.period_end_before_start' },
    ],
  ])('POST with %s', (_name, body, errors) => {
    const result = paymentScheduleItemCreateSchema.safeParse(body);
    if (errors === null) return expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(issues).toEqual(errors);
  });

  it('PATCH takes any subset and still checks the amount', () => {
    expect(paymentScheduleItemPatchSchema.safeParse({}).success).toBe(true);
    expect(paymentScheduleItemPatchSchema.safeParse({ amount: -5 }).success).toBe(false);
  });
});
