import type {
  BillResolvers,
  ContractPaymentServicesResolvers,
  InvoicePageResolvers,
  InvoiceResolvers,
  InvoiceTotalsResolvers,
  PaymentServicesContractPageResolvers,
  PaymentServicesContractResolvers,
  PayoutPageResolvers,
  PayoutResolvers,
  PayoutTotalsResolvers,
  StaffFinanceActionResolvers,
  StaffPayoutResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase. */
export const Payout: PayoutResolvers = {
  contractId: (p) => p.contract_id,
  dueDate: (p) => p.due_date,
  ibanMasked: (p) => p.iban_masked,
  grossAmount: (p) => p.gross_amount,
  feeAmount: (p) => p.fee_amount,
  transferId: (p) => p.transfer_id,
  rejectionCode: (p) => p.rejection_code,
  createdAt: (p) => p.created_at,
  bookedAt: (p) => p.booked_at,
  reversedAt: (p) => p.reversed_at,
};

export const PayoutTotals: PayoutTotalsResolvers = {
  grossAmount: (t) => t.gross_amount,
  feeAmount: (t) => t.fee_amount,
};

export const PayoutPage: PayoutPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
  totals: (p) => p.rest.totals,
};

const billFields = {
  contractId: (b: { contract_id: number }) => b.contract_id,
  dueDate: (b: { due_date: string }) => b.due_date,
  finalDueDate: (b: { final_due_date: string }) => b.final_due_date,
  paymentFee: (b: { payment_fee: number }) => b.payment_fee,
  paymentFeeRemoved: (b: { payment_fee_removed: boolean }) => b.payment_fee_removed,
  claimAmount: (b: { claim_amount: number }) => b.claim_amount,
  claimId: (b: { claim_id: string | null }) => b.claim_id,
  claimStatus: (b: { claim_status: 'unpaid' | 'partly_paid' | 'paid' | 'cancelled' | null }) =>
    b.claim_status,
  invoicedAt: (b: { invoiced_at: string | null }) => b.invoiced_at,
  paidAmount: (b: { paid_amount: number }) => b.paid_amount,
  interestAmount: (b: { interest_amount: number }) => b.interest_amount,
  paidAt: (b: { paid_at: string | null }) => b.paid_at,
};

export const Invoice: InvoiceResolvers = { ...billFields };
export const Bill: BillResolvers = { ...billFields };

export const InvoiceTotals: InvoiceTotalsResolvers = {
  claimAmount: (t) => t.claim_amount,
  paidAmount: (t) => t.paid_amount,
};

export const InvoicePage: InvoicePageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
  totals: (p) => p.rest.totals,
};

export const StaffPayout: StaffPayoutResolvers = {
  contractId: (p) => p.contract_id,
  grossAmount: (p) => p.gross_amount,
  feeAmount: (p) => p.fee_amount,
  transferId: (p) => p.transfer_id,
  bookedAt: (p) => p.booked_at,
  reversedAt: (p) => p.reversed_at,
};

export const StaffFinanceAction: StaffFinanceActionResolvers = {
  staffId: (a) => a.staff_id,
  payoutId: (a) => a.payout_id,
  createdAt: (a) => a.created_at,
};

export const ContractPaymentServices: ContractPaymentServicesResolvers = {
  contractId: (s) => s.contract_id,
};

export const PaymentServicesContract: PaymentServicesContractResolvers = {
  contractId: (c) => c.contract_id,
  lastDueDate: (c) => c.last_due_date,
};

export const PaymentServicesContractPage: PaymentServicesContractPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export { InvoiceStatusFilter, PayoutStatus } from '../../rest/finances-types.js';
