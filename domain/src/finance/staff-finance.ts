import { z } from 'zod';
import { PAYMENT_SCHEDULE } from '../payments/constants.js';
import { isItemInvoiced, type ScheduleItemFacts } from '../payments/items.js';
import { staffFinanceReasonSchema } from './billing.js';

/**
 * Staff bills and payouts get and patch (SPEC 6 and 7): what staff may change of one rent
 * period's bill and of its payout, always with a reason kept with who did it.
 */

const date = z.iso.date({ error: 'validation.date' });
const hasChange = (value: Record<string, unknown>) =>
  Object.entries(value).some(([key, v]) => key !== 'reason' && v !== undefined);

/** PATCH `payment-schedule/{date}/staff-bill/`: the bill's dates or amount, and why. */
export const staffBillPatchSchema = staffFinanceReasonSchema
  .extend({
    due_date: date.optional(),
    final_due_date: date.optional(),
    amount: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.amount_whole' })
      .min(1, { error: 'validation.amount_positive' })
      .max(PAYMENT_SCHEDULE.maxItemAmount, { error: 'validation.amount_too_large' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!hasChange(value))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'staff-finance.nothing_to_change',
      });
    if (value.due_date && value.final_due_date && value.final_due_date < value.due_date)
      ctx.addIssue({
        code: 'custom',
        path: ['final_due_date'],
        message: 'validation.final_due_before_due',
      });
  });
export type StaffBillPatch = z.infer<typeof staffBillPatchSchema>;

/** PATCH `payment-schedule/{date}/staff-payout/`: hold or release it, or pay it elsewhere. */
export const staffPayoutPatchSchema = staffFinanceReasonSchema
  .extend({
    is_on_hold: z.boolean({ error: 'validation.required' }).optional(),
    /** One of the payee's payout methods (banking/verify-account/ checked when added). */
    payout_method_id: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.number' })
      .positive({ error: 'validation.number' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!hasChange(value))
      ctx.addIssue({
        code: 'custom',
        path: ['is_on_hold'],
        message: 'staff-finance.nothing_to_change',
      });
  });
export type StaffPayoutPatch = z.infer<typeof staffPayoutPatchSchema>;

export type StaffBillRefusal = 'bill_paid' | 'claim_open';

/**
 * A bill with money received is a record and keeps its amount and dates; one whose claim is in
 * the tenant's online bank is reverted first, so the bank and Leiga never disagree.
 */
export function getStaffBillPatchRefusal(
  item: Pick<ScheduleItemFacts, 'paidAmount' | 'paidAt' | 'claimId' | 'claimStatus'>,
): StaffBillRefusal | null {
  if (
    item.paidAmount > 0 ||
    item.paidAt !== null ||
    item.claimStatus === 'paid' ||
    item.claimStatus === 'partly_paid'
  )
    return 'bill_paid';
  if (isItemInvoiced(item)) return 'claim_open';
  return null;
}

export type StaffPayoutRefusal = 'payout_executed' | 'payout_pending';
type PayoutState = 'pending' | 'booked' | 'rejected' | 'reversed';

/**
 * An executed (booked) payout is money the landlord has: it is reverted, never edited. A payout
 * on its way (pending) keeps its account, since the bank may already have it; it can be held.
 */
export function getStaffPayoutPatchRefusal(
  payoutStatuses: readonly PayoutState[],
  change: { isAccountChange: boolean },
): StaffPayoutRefusal | null {
  if (payoutStatuses.includes('booked')) return 'payout_executed';
  if (change.isAccountChange && payoutStatuses.includes('pending')) return 'payout_pending';
  return null;
}
