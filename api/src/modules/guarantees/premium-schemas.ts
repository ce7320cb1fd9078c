import { z } from 'zod';
import { loanScheduleFields } from '../loans/schedule-view.js';

/** The premium spread over 12 months (GET rental-guarantees/{id}/loan-payment-schedule/). */
export const loanPaymentScheduleResponse = z.object({
  yearly_premium: z.number().int(),
  spread_payments: z.boolean(),
  ...loanScheduleFields,
});
