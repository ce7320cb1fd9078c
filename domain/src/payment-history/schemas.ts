import { z } from 'zod';

/** The tenant's choice to show the payment history on the rental profile. */
export const paymentHistorySharingSchema = z.object({
  is_payment_history_shown: z.boolean({ error: 'validation.required' }),
});
export type PaymentHistorySharingInput = z.infer<typeof paymentHistorySharingSchema>;
