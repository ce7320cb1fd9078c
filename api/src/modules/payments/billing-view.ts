import { z } from 'zod';
import type { PayoutRow, ScheduleItemRow } from './billing-repository.js';
import { claimAmountOf } from './billing-service.js';

/** A schedule item's bill as the billing calls answer it (amounts in whole ISK). */
export const billView = z.object({
  contract_id: z.number(),
  due_date: z.string(),
  final_due_date: z.string(),
  amount: z.number(),
  payment_fee: z.number(),
  payment_fee_removed: z.boolean(),
  claim_amount: z.number(),
  claim_id: z.string().nullable(),
  claim_status: z.enum(['unpaid', 'partly_paid', 'paid', 'cancelled']).nullable(),
  invoiced_at: z.string().nullable(),
  paid_amount: z.number(),
  interest_amount: z.number(),
  paid_at: z.string().nullable(),
});

export const toBillView = (item: ScheduleItemRow): z.infer<typeof billView> => ({
  contract_id: item.contractId,
  due_date: item.dueDate,
  final_due_date: item.finalDueDate,
  amount: item.amount,
  payment_fee: item.paymentFee,
  payment_fee_removed: item.paymentFeeRemovedAt !== null,
  claim_amount: claimAmountOf(item),
  claim_id: item.claimId,
  claim_status: item.claimStatus,
  invoiced_at: item.invoicedAt?.toISOString() ?? null,
  paid_amount: item.paidAmount,
  interest_amount: item.interestAmount,
  paid_at: item.paidAt?.toISOString() ?? null,
});

/** A payout to the landlord: gross received, the platform fee, and what was sent. */
export const payoutView = z.object({
  id: z.number(),
  contract_id: z.number(),
  user_id: z.number().nullable(),
  iban: z.string(),
  gross_amount: z.number(),
  fee_amount: z.number(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'booked', 'rejected', 'reversed']),
  transfer_id: z.string().nullable(),
  rejection_code: z.string().nullable(),
  booked_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
});

export const toPayoutView = (row: PayoutRow): z.infer<typeof payoutView> => ({
  id: row.id,
  contract_id: row.contractId,
  user_id: row.userId,
  iban: row.iban,
  gross_amount: row.grossAmount,
  fee_amount: row.feeAmount,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  transfer_id: row.transferId,
  rejection_code: row.rejectionCode,
  booked_at: row.bookedAt?.toISOString() ?? null,
  reversed_at: row.reversedAt?.toISOString() ?? null,
});
