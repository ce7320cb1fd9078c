import type { PayoutRow, ScheduleItemRow } from './billing-repository.js';

/** The bill payment fee on the item's claim: 0 once staff removed it. */
export const billFeeOf = (item: Pick<ScheduleItemRow, 'paymentFee' | 'paymentFeeRemovedAt'>) =>
  item.paymentFeeRemovedAt ? 0 : item.paymentFee;

/**
 * What the tenant is asked: the item's amount and the bank's fee unless staff removed it.
 *
 * In the ledger the whole claim is what the tenant owes and, until paid out, what the platform
 * holds for the landlord (item_invoiced posts the claim amount). The bill payment fee is the
 * platform's, to meet its bank's charge: it is kept back at payout with the platform fee, so a
 * payout posts gross = landlord share + bill fee and fee = platform fee + bill fee (see
 * payoutLedgerAmounts; reconciliation.ts compares the same amounts).
 */
export const claimAmountOf = (item: ScheduleItemRow): number => item.amount + billFeeOf(item);

/** What is still owed on the claim: its amount less the principal paid (interest aside). */
export const claimOpenOf = (item: ScheduleItemRow): number =>
  claimAmountOf(item) - (item.paidAmount - item.interestAmount);

/**
 * What a payout posts to the ledger (payout_booked, payout_reversed): the landlord's gross share
 * and the platform fee, each with the claim's bill payment fee, which is kept back at payout.
 */
export function payoutLedgerAmounts(
  payout: Pick<PayoutRow, 'grossAmount' | 'feeAmount'>,
  item: Pick<ScheduleItemRow, 'paymentFee' | 'paymentFeeRemovedAt'>,
): { gross: number; fee: number } {
  const billFee = billFeeOf(item);
  return { gross: payout.grossAmount + billFee, fee: payout.feeAmount + billFee };
}
