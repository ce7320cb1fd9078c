import { describe, expect, it } from 'vitest';
import {
  canSeePaymentHistory,
  getPaymentHistory,
  getPaymentOutcome,
  getPaymentRecordEffect,
  paymentHistorySharingSchema,
  type PaymentHistory,
  type PaymentHistoryItem,
  type PaymentOutcome,
  type PaymentRecordEffect,
  type ProfileReader,
} from '../src/index.js';

const item = (over: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem => ({
  dueDate: '2025-03-03',
  finalDueDate: '2025-03-09',
  amount: 250_000,
  paidAmount: 0,
  paidDate: null,
  wasInvoiced: true,
  isCancelled: false,
  ...over,
});
const paid = (paidDate: string, over: Partial<PaymentHistoryItem> = {}) =>
  item({ paidDate, paidAmount: 250_000, ...over });

describe('one month', () => {
  it.each<[string, PaymentHistoryItem, string, PaymentOutcome | null]>([
    ['paid before the due date', paid('2025-02-27'), '2025-04-01', 'on_time'],
    ['paid on the due date', paid('2025-03-03'), '2025-04-01', 'on_time'],
    ['paid the day after the due date', paid('2025-03-04'), '2025-04-01', 'late_after_due'],
    ['paid on the final due date', paid('2025-03-09'), '2025-04-01', 'late_after_due'],
    ['paid after the final due date', paid('2025-03-10'), '2025-04-01', 'late_after_final_due'],
    ['paid early, judged before the due date', paid('2025-03-01'), '2025-03-01', 'on_time'],
    ['unpaid before the due date', item(), '2025-03-01', null],
    ['unpaid on the final due date', item(), '2025-03-09', null],
    ['unpaid after the final due date', item(), '2025-03-10', 'unpaid'],
    ['partly paid after the final due date', item({ paidAmount: 100_000 }), '2025-03-20', 'unpaid'],
    [
      'a paid date without the full amount',
      item({ paidDate: '2025-03-02', paidAmount: 249_999 }),
      '2025-03-20',
      'unpaid',
    ],
    ['never invoiced, after the final due date', item({ wasInvoiced: false }), '2025-04-01', null],
    [
      'never invoiced, yet paid',
      paid('2025-03-03', { wasInvoiced: false }),
      '2025-04-01',
      'on_time',
    ],
    ['a cancelled claim', item({ isCancelled: true }), '2025-04-01', null],
    [
      'a cancelled claim that was paid',
      paid('2025-03-01', { isCancelled: true }),
      '2025-04-01',
      null,
    ],
  ])('%s', (_name, given, today, expected) => {
    expect(getPaymentOutcome(given, today)).toBe(expected);
  });
});

/** A month of 2025 (1-12) due on the 1st, final due on the 7th, paid on `day` (null: unpaid). */
const month = (m: number, day: number | null): PaymentHistoryItem => {
  const mm = String(m).padStart(2, '0');
  return item({
    dueDate: `2025-${mm}-01`,
    finalDueDate: `2025-${mm}-07`,
    paidDate: day === null ? null : `2025-${mm}-${String(day).padStart(2, '0')}`,
    paidAmount: day === null ? 0 : 250_000,
  });
};

describe('a history', () => {
  it.each<[string, PaymentHistoryItem[], Partial<PaymentHistory>]>([
    [
      'nothing judged yet',
      [month(12, null)],
      {
        countedMonths: 0,
        onTimeRate: null,
        paidByFinalDueRate: null,
        currentStreak: 0,
        longestStreak: 0,
      },
    ],
    [
      'all on time',
      [month(1, 1), month(2, 1), month(3, 1)],
      { countedMonths: 3, onTimeMonths: 3, onTimeRate: 100, currentStreak: 3, longestStreak: 3 },
    ],
    [
      'a late month breaks the streak, which restarts',
      [month(1, 1), month(2, 1), month(3, 5), month(4, 1)],
      {
        countedMonths: 4,
        onTimeMonths: 3,
        lateAfterDueMonths: 1,
        onTimeRate: 75,
        paidByFinalDueRate: 100,
        currentStreak: 1,
        longestStreak: 2,
      },
    ],
    [
      'every kind of month, in any order',
      [month(4, null), month(1, 1), month(3, 20), month(2, 6)],
      {
        countedMonths: 4,
        onTimeMonths: 1,
        lateAfterDueMonths: 1,
        lateAfterFinalDueMonths: 1,
        unpaidMonths: 1,
        onTimeRate: 25,
        paidByFinalDueRate: 50,
        currentStreak: 0,
        longestStreak: 1,
      },
    ],
    [
      'the current month, not yet judged, does not break the streak',
      [month(10, 1), month(11, 1), month(12, null)],
      { countedMonths: 2, currentStreak: 2 },
    ],
    [
      'rates are rounded to whole percent',
      [month(1, 1), month(2, 1), month(3, 10)],
      { onTimeRate: 67, paidByFinalDueRate: 67 },
    ],
  ])('%s', (_name, items, expected) => {
    expect(getPaymentHistory(items, '2025-12-03')).toMatchObject(expected);
  });

  it('lists the judged months oldest first, an unpaid one without a paid date', () => {
    const history = getPaymentHistory([month(2, null), month(1, 3)], '2025-12-03');
    expect(history.months).toEqual([
      {
        dueDate: '2025-01-01',
        finalDueDate: '2025-01-07',
        paidDate: '2025-01-03',
        outcome: 'late_after_due',
      },
      { dueDate: '2025-02-01', finalDueDate: '2025-02-07', paidDate: null, outcome: 'unpaid' },
    ]);
  });
});

describe('how the history counts in a pre-approval', () => {
  const history = (
    counted: number,
    over: Partial<PaymentHistory> = {},
  ): Pick<
    PaymentHistory,
    | 'countedMonths'
    | 'unpaidMonths'
    | 'lateAfterFinalDueMonths'
    | 'onTimeRate'
    | 'paidByFinalDueRate'
  > => ({
    countedMonths: counted,
    unpaidMonths: 0,
    lateAfterFinalDueMonths: 0,
    onTimeRate: 100,
    paidByFinalDueRate: 100,
    ...over,
  });
  it.each<[string, ReturnType<typeof history>, boolean, PaymentRecordEffect]>([
    ['a strong record the tenant keeps private', history(12), false, 'not_shared'],
    [
      'a poor record the tenant keeps private',
      history(12, { unpaidMonths: 3 }),
      false,
      'not_shared',
    ],
    [
      'no months yet',
      history(0, { onTimeRate: null, paidByFinalDueRate: null }),
      true,
      'too_short',
    ],
    ['two months', history(2), true, 'too_short'],
    ['three months all on time', history(3), true, 'strengthens'],
    [
      '90 % on time, nothing after the final due date',
      history(10, { onTimeRate: 90 }),
      true,
      'strengthens',
    ],
    ['89 % on time', history(10, { onTimeRate: 89 }), true, 'neutral'],
    [
      'on time mostly, but once after the final due date',
      history(12, { onTimeRate: 92, paidByFinalDueRate: 92, lateAfterFinalDueMonths: 1 }),
      true,
      'neutral',
    ],
    [
      '80 % paid by the final due date',
      history(10, { onTimeRate: 50, paidByFinalDueRate: 80 }),
      true,
      'neutral',
    ],
    [
      '79 % paid by the final due date',
      history(10, { onTimeRate: 50, paidByFinalDueRate: 79 }),
      true,
      'poor',
    ],
    ['any unpaid month', history(24, { onTimeRate: 95, unpaidMonths: 1 }), true, 'poor'],
  ])('%s', (_name, given, isShared, expected) => {
    expect(getPaymentRecordEffect(given, isShared)).toBe(expected);
  });
});

describe('the sharing setting', () => {
  it('takes a boolean', () => {
    expect(paymentHistorySharingSchema.parse({ is_payment_history_shown: true })).toEqual({
      is_payment_history_shown: true,
    });
  });
  it.each([[{}], [{ is_payment_history_shown: 'yes' }], [{ is_payment_history_shown: null }]])(
    'refuses %j with a field message',
    (body) => {
      const result = paymentHistorySharingSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.required');
    },
  );
});

describe('who reads the history', () => {
  it.each<[ProfileReader, boolean, boolean]>([
    ['owner', false, true],
    ['staff', false, true],
    ['applied_landlord', true, true],
    ['applied_landlord', false, false],
    ['landlord', true, false],
    ['tenant', true, false],
    ['anonymous', true, false],
  ])('%s, shown %s: %s', (reader, isShown, expected) => {
    expect(canSeePaymentHistory(reader, isShown)).toBe(expected);
  });
});
