/**
 * A tenant's on-time payment history (issue #16), made from the items of their payment
 * schedules. Dates are ISO dates (`YYYY-MM-DD`); amounts are whole ISK.
 *
 * Each item is judged once its final due date (eindagi) has passed or it has been paid in full:
 * - `on_time`: paid in full on or before the due date (gjalddagi);
 * - `late_after_due`: paid in full after the due date, by the final due date (no default interest);
 * - `late_after_final_due`: paid in full after the final due date (default interest ran);
 * - `unpaid`: the final due date has passed and it is not paid in full.
 * An item still before its final due date and not paid is not counted yet; an item whose claim
 * was cancelled, or that was never sent to the tenant's bank (a lease paid in cash, a landlord who
 * collects by other means), is left out: the tenant could not have paid it through Leiga.
 */
export type PaymentHistoryItem = {
  dueDate: string;
  finalDueDate: string;
  /** What the tenant was asked to pay. */
  amount: number;
  paidAmount: number;
  /** The day the item was paid in full, or null. */
  paidDate: string | null;
  /** A claim was sent to the tenant's online bank for it. */
  wasInvoiced: boolean;
  /** Its claim was cancelled (and not sent again). */
  isCancelled: boolean;
};

export const PAYMENT_OUTCOMES = [
  'on_time',
  'late_after_due',
  'late_after_final_due',
  'unpaid',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export type PaymentHistoryMonth = {
  dueDate: string;
  finalDueDate: string;
  paidDate: string | null;
  outcome: PaymentOutcome;
};

export type PaymentHistory = {
  /** Months judged: paid in full, or past their final due date. */
  countedMonths: number;
  onTimeMonths: number;
  lateAfterDueMonths: number;
  lateAfterFinalDueMonths: number;
  unpaidMonths: number;
  /** on_time / counted, in whole percent; null with nothing counted. */
  onTimeRate: number | null;
  /** (on_time + late_after_due) / counted: paid before default interest, in whole percent. */
  paidByFinalDueRate: number | null;
  /** On-time months in a row, counting back from the latest judged month. */
  currentStreak: number;
  longestStreak: number;
  /** The judged months, oldest first. */
  months: PaymentHistoryMonth[];
};

/** How one item stands on `today`; null when it is not judged (pending, upcoming, cancelled). */
export function getPaymentOutcome(item: PaymentHistoryItem, today: string): PaymentOutcome | null {
  if (item.isCancelled) return null;
  const isPaid = item.paidDate !== null && item.paidAmount >= item.amount;
  if (isPaid) {
    const paidDate = item.paidDate!;
    if (paidDate <= item.dueDate) return 'on_time';
    if (paidDate <= item.finalDueDate) return 'late_after_due';
    return 'late_after_final_due';
  }
  return item.wasInvoiced && today > item.finalDueDate ? 'unpaid' : null;
}

const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 100) / whole);

/** The history of a tenant's schedule items on `today`, whatever their order or contract. */
export function getPaymentHistory(
  items: readonly PaymentHistoryItem[],
  today: string,
): PaymentHistory {
  const months: PaymentHistoryMonth[] = [];
  for (const item of items) {
    const outcome = getPaymentOutcome(item, today);
    if (outcome)
      months.push({
        dueDate: item.dueDate,
        finalDueDate: item.finalDueDate,
        paidDate: outcome === 'unpaid' ? null : item.paidDate,
        outcome,
      });
  }
  months.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  const count = (outcome: PaymentOutcome) => months.filter((m) => m.outcome === outcome).length;
  let run = 0;
  let longestStreak = 0;
  for (const m of months) {
    run = m.outcome === 'on_time' ? run + 1 : 0;
    longestStreak = Math.max(longestStreak, run);
  }
  const onTimeMonths = count('on_time');
  const lateAfterDueMonths = count('late_after_due');
  return {
    countedMonths: months.length,
    onTimeMonths,
    lateAfterDueMonths,
    lateAfterFinalDueMonths: count('late_after_final_due'),
    unpaidMonths: count('unpaid'),
    onTimeRate: percent(onTimeMonths, months.length),
    paidByFinalDueRate: percent(onTimeMonths + lateAfterDueMonths, months.length),
    currentStreak: run,
    longestStreak,
    months,
  };
}
