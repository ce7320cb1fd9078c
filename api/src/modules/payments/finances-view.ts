import { z } from 'zod';
import { maskIban, toCsv } from '@leiga/domain';
import { billView, payoutView, toBillView, toPayoutView } from './billing-view.js';
import type { ScheduleItemRow } from './billing-repository.js';
import type {
  InvoiceTotals,
  PayoutTotals,
  PayoutWithDue,
  StaffActionRow,
} from './finances-repository.js';

const pageOf = <T extends z.ZodType, S extends z.ZodType>(item: T, totals: S) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    totals,
    results: z.array(item),
  });

/** A payout as its payee sees it: the IBAN masked, the rent period it pays out. */
export const financePayoutView = z.object({
  id: z.number(),
  contract_id: z.number(),
  due_date: z.string(),
  iban_masked: z.string(),
  gross_amount: z.number(),
  fee_amount: z.number(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'booked', 'rejected', 'reversed']),
  transfer_id: z.string().nullable(),
  rejection_code: z.string().nullable(),
  created_at: z.string(),
  booked_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
});
export type FinancePayoutView = z.infer<typeof financePayoutView>;

export const toFinancePayoutView = ({ payout, dueDate }: PayoutWithDue): FinancePayoutView => ({
  id: payout.id,
  contract_id: payout.contractId,
  due_date: dueDate,
  iban_masked: maskIban(payout.iban),
  gross_amount: payout.grossAmount,
  fee_amount: payout.feeAmount,
  amount: payout.amount,
  currency: payout.currency,
  status: payout.status,
  transfer_id: payout.transferId,
  rejection_code: payout.rejectionCode,
  created_at: payout.createdAt.toISOString(),
  booked_at: payout.bookedAt?.toISOString() ?? null,
  reversed_at: payout.reversedAt?.toISOString() ?? null,
});

export const payoutTotalsView = z.object({
  gross_amount: z.number(),
  fee_amount: z.number(),
  amount: z.number(),
});
export const financePayoutPage = pageOf(financePayoutView, payoutTotalsView);

/** A bill (an item with a claim) with whether its final due date has passed unpaid. */
export const invoiceView = billView.extend({ currency: z.string(), overdue: z.boolean() });
export type InvoiceView = z.infer<typeof invoiceView>;

export const toInvoiceView = (item: ScheduleItemRow, today: string): InvoiceView => ({
  ...toBillView(item),
  currency: item.currency,
  overdue:
    (item.claimStatus === 'unpaid' || item.claimStatus === 'partly_paid') &&
    item.finalDueDate < today,
});

export const invoiceTotalsView = z.object({
  claim_amount: z.number(),
  paid_amount: z.number(),
  outstanding: z.number(),
});
export const invoicePage = pageOf(invoiceView, invoiceTotalsView);

export const PAYOUT_CSV_HEADER = [
  'id',
  'contract_id',
  'due_date',
  'created_at',
  'status',
  'gross_amount',
  'fee_amount',
  'amount',
  'currency',
  'iban',
  'transfer_id',
  'booked_at',
  'reversed_at',
] as const;

export const payoutsCsv = (rows: FinancePayoutView[], totals: PayoutTotals) =>
  toCsv(PAYOUT_CSV_HEADER, [
    ...rows.map((p) => [
      p.id,
      p.contract_id,
      p.due_date,
      p.created_at,
      p.status,
      p.gross_amount,
      p.fee_amount,
      p.amount,
      p.currency,
      p.iban_masked,
      p.transfer_id,
      p.booked_at,
      p.reversed_at,
    ]),
    [
      'total',
      '',
      '',
      '',
      '',
      totals.gross_amount,
      totals.fee_amount,
      totals.amount,
      '',
      '',
      '',
      '',
      '',
    ],
  ]);

export const INVOICE_CSV_HEADER = [
  'contract_id',
  'due_date',
  'final_due_date',
  'status',
  'overdue',
  'amount',
  'payment_fee',
  'claim_amount',
  'paid_amount',
  'interest_amount',
  'currency',
  'claim_id',
  'invoiced_at',
  'paid_at',
] as const;

export const invoicesCsv = (rows: InvoiceView[], totals: InvoiceTotals) =>
  toCsv(INVOICE_CSV_HEADER, [
    ...rows.map((i) => [
      i.contract_id,
      i.due_date,
      i.final_due_date,
      i.claim_status,
      i.overdue ? 'yes' : 'no',
      i.amount,
      i.payment_fee_removed ? 0 : i.payment_fee,
      i.claim_amount,
      i.paid_amount,
      i.interest_amount,
      i.currency,
      i.claim_id,
      i.invoiced_at,
      i.paid_at,
    ]),
    ['total', '', '', '', '', '', '', totals.claim_amount, totals.paid_amount, '', '', '', '', ''],
  ]);

export const staffActionView = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  action: z.string(),
  item_id: z.number().nullable(),
  payout_id: z.number().nullable(),
  reason: z.string(),
  created_at: z.string(),
});

export const toStaffActionView = (row: StaffActionRow): z.infer<typeof staffActionView> => ({
  id: row.id,
  staff_id: row.staffId,
  action: row.action,
  item_id: row.itemId,
  payout_id: row.payoutId,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

/** Staff: a contract's bills (every schedule item), payouts and the staff actions on them. */
export const paymentServicesView = z.object({
  contract_id: z.number(),
  bills: z.array(billView),
  payouts: z.array(payoutView),
  actions: z.array(staffActionView),
});

export const paymentServicesContractPage = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(
    z.object({ contract_id: z.number(), bills: z.number(), last_due_date: z.string() }),
  ),
});

export { toBillView, toPayoutView };
