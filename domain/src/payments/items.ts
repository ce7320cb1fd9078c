import type { ScheduleItemRefusal, ScheduleItemStatus } from './constants.js';

/** The facts of an item that its status and its changeability are judged by. */
export type ScheduleItemFacts = {
  dueDate: string;
  finalDueDate: string;
  amount: number;
  paymentFee: number;
  isPaymentFeeRemoved: boolean;
  claimId: string | null;
  claimStatus: 'unpaid' | 'partly_paid' | 'paid' | 'cancelled' | null;
  paidAmount: number;
  paidAt: string | null;
};

/** What the tenant owes for the item: its amount plus the bill payment fee unless removed. */
export function getAmountDue(
  item: Pick<ScheduleItemFacts, 'amount' | 'paymentFee' | 'isPaymentFeeRemoved'>,
): number {
  return item.amount + (item.isPaymentFeeRemoved ? 0 : item.paymentFee);
}

/**
 * The item's status on `today` (an ISO date): paid once paid in full, partly paid once some
 * money came in, cancelled when its claim was cancelled, late after the final due date, due
 * from the due date, upcoming before it.
 */
export function getScheduleItemStatus(item: ScheduleItemFacts, today: string): ScheduleItemStatus {
  if (
    item.paidAt !== null ||
    item.claimStatus === 'paid' ||
    (item.paidAmount > 0 && item.paidAmount >= item.amount)
  )
    return 'paid';
  if (item.paidAmount > 0 || item.claimStatus === 'partly_paid') return 'partly_paid';
  if (item.claimStatus === 'cancelled') return 'cancelled';
  if (today > item.finalDueDate) return 'late';
  if (today >= item.dueDate) return 'due';
  return 'upcoming';
}

/** Whether the item has a claim in the tenant's bank that has not been cancelled. */
export function isItemInvoiced(item: Pick<ScheduleItemFacts, 'claimId' | 'claimStatus'>): boolean {
  return item.claimId !== null && item.claimStatus !== 'cancelled';
}

/**
 * A paid (or partly paid) item is a record of money received, and an invoiced one is a claim
 * the tenant's bank shows: neither is changed or deleted (revert the claim first).
 */
export function getScheduleItemChangeRefusal(item: ScheduleItemFacts): ScheduleItemRefusal | null {
  if (item.paidAmount > 0 || item.paidAt !== null || item.claimStatus === 'paid')
    return 'item_paid';
  if (isItemInvoiced(item)) return 'item_invoiced';
  return null;
}
