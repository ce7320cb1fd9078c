import { z } from 'zod';

const row = z.object({
  number: z.number().int(),
  due_date: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  notice_fee: z.number().int(),
  total: z.number().int(),
  balance: z.number().int(),
});
/** The premium spread over 12 months (GET rental-guarantees/{id}/loan-payment-schedule/). */
export const loanPaymentScheduleResponse = z.object({
  yearly_premium: z.number().int(),
  spread_payments: z.boolean(),
  yearly_interest_percent: z.number(),
  notice_fee: z.number().int(),
  annuity: z.number().int(),
  total_interest: z.number().int(),
  total_fees: z.number().int(),
  total_paid: z.number().int(),
  aprc_percent: z.number(),
  results: z.array(row),
});
