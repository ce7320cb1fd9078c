import type {
  PaymentClaimResolvers,
  PaymentScheduleItemResolvers,
  PaymentScheduleResolvers,
  PaymentScheduleTotalsResolvers,
  RemovePaymentScheduleItemPayloadResolvers,
} from '../../__generated__/resolvers-types.js';

/** The schedule's snake_case REST fields under their GraphQL names. */
export const PaymentSchedule: PaymentScheduleResolvers = {
  contractId: (s) => s.contract_id,
  canEdit: (s) => s.can_edit,
  items: (s) => s.results,
};

export const PaymentScheduleTotals: PaymentScheduleTotalsResolvers = {
  amountDue: (t) => t.amount_due,
};

export const PaymentScheduleItem: PaymentScheduleItemResolvers = {
  contractId: (i) => i.contract_id,
  dueDate: (i) => i.due_date,
  finalDueDate: (i) => i.final_due_date,
  periodStart: (i) => i.period_start,
  periodEnd: (i) => i.period_end,
  rentAmount: (i) => i.rent_amount,
  indexMonthKey: (i) => i.index_month_key,
  indexValue: (i) => i.index_value,
  paymentFee: (i) => i.payment_fee,
  paymentFeeRemovedAt: (i) => i.payment_fee_removed_at,
  amountDue: (i) => i.amount_due,
  isManual: (i) => i.is_manual,
  lockedReason: (i) => i.locked_reason,
  paidAmount: (i) => i.paid_amount,
  interestAmount: (i) => i.interest_amount,
  paidAt: (i) => i.paid_at,
  updatedAt: (i) => i.updated_at,
};

export const PaymentClaim: PaymentClaimResolvers = {
  invoicedAt: (c) => c.invoiced_at,
  cancelledAt: (c) => c.cancelled_at,
};

export const RemovePaymentScheduleItemPayload: RemovePaymentScheduleItemPayloadResolvers = {
  contractId: (p) => p.contract_id,
};

/** Enum resolvers: SCREAMING_CASE GraphQL values onto the api's. */
export {
  PaymentClaimStatus,
  PaymentScheduleItemLock,
  PaymentScheduleItemStatus,
} from '../../rest/payment-schedule-types.js';
