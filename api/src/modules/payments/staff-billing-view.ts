import { z } from 'zod';
import { billView, payoutView, toBillView, toPayoutView } from './billing-view.js';
import type { PayoutRow, ScheduleItemRow } from './billing-repository.js';
import type { StaffActionRow } from './staff-billing-service.js';

/** One field a staff action changed, its values as text (dates ISO, amounts whole ISK). */
const changeView = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** A staff action on one period, with what it changed (patch_bill, patch_payout). */
export const staffItemActionView = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  action: z.string(),
  payout_id: z.number().nullable(),
  reason: z.string(),
  created_at: z.string(),
  changes: z.array(changeView),
});

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The fields whose value differs between `details.before` and `details.after`. */
function changesOf(details: Record<string, unknown>): z.infer<typeof changeView>[] {
  const before = (details['before'] ?? {}) as Record<string, unknown>;
  const after = (details['after'] ?? {}) as Record<string, unknown>;
  return Object.keys(after)
    .filter((field) => asText(before[field]) !== asText(after[field]))
    .map((field) => ({ field, before: asText(before[field]), after: asText(after[field]) }));
}

export const toStaffItemActionView = (
  row: StaffActionRow,
): z.infer<typeof staffItemActionView> => ({
  id: row.id,
  staff_id: row.staffId,
  action: row.action,
  payout_id: row.payoutId,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  changes: changesOf(row.details),
});

/** Staff: one period's bill with its period and currency, and the staff actions on it. */
export const staffBillView = billView.extend({
  period_start: z.string(),
  period_end: z.string(),
  rent_amount: z.number(),
  currency: z.string(),
  actions: z.array(staffItemActionView),
});

export const toStaffBillView = (
  item: ScheduleItemRow,
  actions: StaffActionRow[],
): z.infer<typeof staffBillView> => ({
  ...toBillView(item),
  period_start: item.periodStart,
  period_end: item.periodEnd,
  rent_amount: item.rentAmount,
  currency: item.currency,
  actions: actions.map(toStaffItemActionView),
});

/**
 * Staff: one period's payout: whether staff hold it, the account chosen for it (null: the
 * contract's), its newest payout and every attempt, and the staff actions on the period.
 */
export const staffPayoutStateView = z.object({
  contract_id: z.number(),
  due_date: z.string(),
  claim_status: billView.shape.claim_status,
  is_on_hold: z.boolean(),
  held_at: z.string().nullable(),
  payout_method_id: z.number().nullable(),
  payout: payoutView.nullable(),
  payouts: z.array(payoutView),
  actions: z.array(staffItemActionView),
});

export const toStaffPayoutStateView = (
  item: ScheduleItemRow,
  payouts: PayoutRow[],
  actions: StaffActionRow[],
): z.infer<typeof staffPayoutStateView> => ({
  contract_id: item.contractId,
  due_date: item.dueDate,
  claim_status: item.claimStatus,
  is_on_hold: item.payoutHeldAt !== null,
  held_at: item.payoutHeldAt?.toISOString() ?? null,
  payout_method_id: item.payoutMethodId,
  payout: payouts.length > 0 ? toPayoutView(payouts.at(-1)!) : null,
  payouts: payouts.map(toPayoutView),
  actions: actions.map(toStaffItemActionView),
});
