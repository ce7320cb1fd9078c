import { z } from 'zod';
import { PAYMENT_OUTCOMES, PAYMENT_RECORD_EFFECTS } from '@leiga/domain';
import { isoDate } from '../../http/responses.js';

/** The REST answer of a tenant's payment history, written once. */
const count = z.number().int();
const rate = z.number().int().nullable();

export const paymentHistoryResponse = z.object({
  /** The tenant chose to show it to the landlords they apply to. */
  is_shown: z.boolean(),
  /** How it counts in the tenant's pre-approval (domain's getPaymentRecordEffect). */
  pre_approval_effect: z.enum(PAYMENT_RECORD_EFFECTS),
  counted_months: count,
  on_time_months: count,
  late_after_due_months: count,
  late_after_final_due_months: count,
  unpaid_months: count,
  on_time_rate: rate,
  paid_by_final_due_rate: rate,
  current_streak: count,
  longest_streak: count,
  months: z.array(
    z.object({
      due_date: isoDate,
      final_due_date: isoDate,
      paid_date: isoDate.nullable(),
      outcome: z.enum(PAYMENT_OUTCOMES),
    }),
  ),
});
export type PaymentHistoryView = z.infer<typeof paymentHistoryResponse>;
