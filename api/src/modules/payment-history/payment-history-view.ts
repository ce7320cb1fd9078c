import { inArray } from 'drizzle-orm';
import {
  canSeePaymentHistory,
  getPaymentHistory,
  getPaymentRecordEffect,
  type PaymentHistoryItem,
  type ProfileReader,
} from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { listTenantScheduleItems, type ScheduleItemRow } from './payment-history-repository.js';
import type { PaymentHistoryView } from './payment-history-schemas.js';

export type { PaymentHistoryView };

/** A profile as the history needs it. */
export type HistoryProfile = { id: number; userId: number; isPaymentHistoryShown: boolean };

/** Iceland keeps UTC all year, so a moment's UTC date is the Icelandic date. */
const toIsoDate = (moment: Date) => moment.toISOString().slice(0, 10);

export function toHistoryItem(row: ScheduleItemRow): PaymentHistoryItem {
  return {
    dueDate: row.dueDate,
    finalDueDate: row.finalDueDate,
    amount: row.amount,
    paidAmount: row.paidAmount,
    paidDate: row.paidAt ? toIsoDate(row.paidAt) : null,
    wasInvoiced: row.claimId !== null,
    isCancelled: row.claimStatus === 'cancelled',
  };
}

export function toPaymentHistoryView(
  rows: readonly ScheduleItemRow[],
  isShown: boolean,
  today: string,
): PaymentHistoryView {
  const history = getPaymentHistory(rows.map(toHistoryItem), today);
  return {
    is_shown: isShown,
    pre_approval_effect: getPaymentRecordEffect(history, isShown),
    counted_months: history.countedMonths,
    on_time_months: history.onTimeMonths,
    late_after_due_months: history.lateAfterDueMonths,
    late_after_final_due_months: history.lateAfterFinalDueMonths,
    unpaid_months: history.unpaidMonths,
    on_time_rate: history.onTimeRate,
    paid_by_final_due_rate: history.paidByFinalDueRate,
    current_streak: history.currentStreak,
    longest_streak: history.longestStreak,
    months: history.months.map((m) => ({
      due_date: m.dueDate,
      final_due_date: m.finalDueDate,
      paid_date: m.paidDate,
      outcome: m.outcome,
    })),
  };
}

/**
 * The histories of several profiles, keyed by profile id, for the readers who may see them
 * (domain's canSeePaymentHistory); the others are left out. Two queries for any number.
 */
export async function loadPaymentHistoryViews(
  db: Db,
  profiles: readonly HistoryProfile[],
  readers: ReadonlyMap<number, ProfileReader>,
  today: string = toIsoDate(new Date()),
): Promise<Map<number, PaymentHistoryView>> {
  const readable = profiles.filter((p) =>
    canSeePaymentHistory(readers.get(p.userId) ?? 'anonymous', p.isPaymentHistoryShown),
  );
  const views = new Map<number, PaymentHistoryView>();
  if (readable.length === 0) return views;
  const owners = await db
    .select({ userId: users.id, icelandicId: users.icelandicId })
    .from(users)
    .where(
      inArray(
        users.id,
        readable.map((p) => p.userId),
      ),
    );
  const items = await listTenantScheduleItems(db, owners);
  for (const p of readable)
    views.set(
      p.id,
      toPaymentHistoryView(items.get(p.userId) ?? [], p.isPaymentHistoryShown, today),
    );
  return views;
}
