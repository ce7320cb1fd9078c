import type { z } from 'zod';
import {
  getAmountDue,
  getScheduleItemChangeRefusal,
  getScheduleItemStatus,
  type ScheduleItemFacts,
} from '@leiga/domain';
import type { ScheduleItemRow } from './schedule-repository.js';
import type { scheduleItemResponse, scheduleListResponse } from './schedule-schemas.js';

type ItemView = z.output<typeof scheduleItemResponse>;
type ListView = z.output<typeof scheduleListResponse>;

const moment = (value: Date | null) => (value ? value.toISOString() : null);

export function toItemFacts(row: ScheduleItemRow): ScheduleItemFacts {
  return {
    dueDate: row.dueDate,
    finalDueDate: row.finalDueDate,
    amount: row.amount,
    paymentFee: row.paymentFee,
    isPaymentFeeRemoved: row.paymentFeeRemovedAt !== null,
    claimId: row.claimId,
    claimStatus: row.claimStatus,
    paidAmount: row.paidAmount,
    paidAt: moment(row.paidAt),
  };
}

export function toScheduleItemView(row: ScheduleItemRow, today: string): ItemView {
  const facts = toItemFacts(row);
  return {
    id: row.id,
    contract_id: row.contractId,
    date: row.dueDate,
    due_date: row.dueDate,
    final_due_date: row.finalDueDate,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    rent_amount: row.rentAmount,
    index_month_key: row.indexMonthKey,
    index_value: row.indexValue,
    utilities: row.utilities,
    amount: row.amount,
    currency: row.currency,
    payment_fee: row.paymentFee,
    payment_fee_removed_at: moment(row.paymentFeeRemovedAt),
    amount_due: getAmountDue(facts),
    is_manual: row.isManual,
    status: getScheduleItemStatus(facts, today),
    locked_reason: getScheduleItemChangeRefusal(facts),
    claim: {
      id: row.claimId,
      status: row.claimStatus,
      invoiced_at: moment(row.invoicedAt),
      cancelled_at: moment(row.claimCancelledAt),
    },
    paid_amount: row.paidAmount,
    interest_amount: row.interestAmount,
    paid_at: moment(row.paidAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The schedule with its totals: what it asks, what came in, what is still owed and late. */
export function toScheduleListView(
  rows: readonly ScheduleItemRow[],
  currency: string,
  canEdit: boolean,
  today: string,
): ListView {
  const results = rows.map((row) => toScheduleItemView(row, today));
  const sum = (pick: (item: ItemView) => number) => results.reduce((s, i) => s + pick(i), 0);
  const owed = (i: ItemView) =>
    i.status === 'cancelled' ? 0 : Math.max(0, i.amount_due - i.paid_amount);
  return {
    count: results.length,
    currency,
    can_edit: canEdit,
    totals: {
      amount: sum((i) => i.amount),
      fees: sum((i) => (i.payment_fee_removed_at ? 0 : i.payment_fee)),
      amount_due: sum((i) => i.amount_due),
      paid: sum((i) => i.paid_amount),
      outstanding: sum(owed),
      late: sum((i) =>
        i.status === 'late' || (i.status === 'partly_paid' && today > i.final_due_date)
          ? owed(i)
          : 0,
      ),
    },
    results,
  };
}
