import type { ProfileReader } from '../profiles/visibility.js';
import type { PaymentHistory } from './history.js';

/**
 * How the payment history counts in a credit pre-approval. The rule never blocks and never
 * acts unseen:
 * - the history counts only when the tenant chose to show it on the rental profile; otherwise
 *   the pre-approval stands on income and credit alone (`not_shared`);
 * - fewer than PAYMENT_RECORD.minMonths judged months say nothing (`too_short`);
 * - an unpaid month past its final due date, or fewer than PAYMENT_RECORD.poorBelowRate percent
 *   paid by the final due date, is a poor record (`poor`): the pre-approval stays valid and the
 *   record is shown beside it, to the tenant and to the landlords who see it, with its counts;
 * - at least PAYMENT_RECORD.strongFromRate percent paid on time and nothing after the final due
 *   date is a strong record (`strengthens`): the pre-approval is shown as strengthened by it;
 * - anything between is `neutral`: shown, neither strengthening nor flagged.
 */
export const PAYMENT_RECORD = {
  minMonths: 3,
  poorBelowRate: 80,
  strongFromRate: 90,
} as const;

export const PAYMENT_RECORD_EFFECTS = [
  'not_shared',
  'too_short',
  'strengthens',
  'neutral',
  'poor',
] as const;
export type PaymentRecordEffect = (typeof PAYMENT_RECORD_EFFECTS)[number];

export function getPaymentRecordEffect(
  history: Pick<
    PaymentHistory,
    | 'countedMonths'
    | 'unpaidMonths'
    | 'lateAfterFinalDueMonths'
    | 'onTimeRate'
    | 'paidByFinalDueRate'
  >,
  isShared: boolean,
): PaymentRecordEffect {
  if (!isShared) return 'not_shared';
  if (history.countedMonths < PAYMENT_RECORD.minMonths) return 'too_short';
  if (history.unpaidMonths > 0 || (history.paidByFinalDueRate ?? 0) < PAYMENT_RECORD.poorBelowRate)
    return 'poor';
  if (
    history.lateAfterFinalDueMonths === 0 &&
    (history.onTimeRate ?? 0) >= PAYMENT_RECORD.strongFromRate
  )
    return 'strengthens';
  return 'neutral';
}

/**
 * Who reads a tenant's payment history: the tenant and staff always; a landlord the tenant has
 * applied to only when the tenant chose to show it (the record is financial, like the net income,
 * so it never goes further: not to other landlords, tenants or visitors).
 */
export function canSeePaymentHistory(reader: ProfileReader, isShown: boolean): boolean {
  if (reader === 'owner' || reader === 'staff') return true;
  return isShown && reader === 'applied_landlord';
}
