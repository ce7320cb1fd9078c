import { z } from 'zod';
import { scheduleDateParamSchema } from './billing.js';

/**
 * The landlord's finances lists (SPEC 2 /landlords/finances/payouts and /invoices): the filters
 * both lists take, checked once here for the api and the web forms.
 */
export const PAYOUT_STATUSES = ['pending', 'booked', 'rejected', 'reversed'] as const;
export type PayoutStatusName = (typeof PAYOUT_STATUSES)[number];

/** A bill's state as the invoices list shows it. */
export const INVOICE_STATUSES = ['unpaid', 'partly_paid', 'paid', 'cancelled', 'overdue'] as const;
export type InvoiceStatusName = (typeof INVOICE_STATUSES)[number];

const optionalDate = scheduleDateParamSchema.optional();

const contractFilter = z.coerce
  .number({ error: 'validation.finance_contract' })
  .int({ error: 'validation.finance_contract' })
  .positive({ error: 'validation.finance_contract' })
  .max(2_147_483_647, { error: 'validation.finance_contract' })
  .optional();

const periodOrdered = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** Payouts: made from/to (dates, inclusive), status, contract. */
export const payoutListFilterSchema = z
  .object({
    from: optionalDate,
    to: optionalDate,
    status: z.enum(PAYOUT_STATUSES, { error: 'validation.finance_status' }).optional(),
    contract: contractFilter,
  })
  .refine(periodOrdered, { path: ['to'], error: 'validation.finance_period_order' });
export type PayoutListFilter = z.infer<typeof payoutListFilterSchema>;

/** Invoices: due from/to (dates, inclusive), status, contract. */
export const invoiceListFilterSchema = z
  .object({
    from: optionalDate,
    to: optionalDate,
    status: z.enum(INVOICE_STATUSES, { error: 'validation.finance_status' }).optional(),
    contract: contractFilter,
  })
  .refine(periodOrdered, { path: ['to'], error: 'validation.finance_period_order' });
export type InvoiceListFilter = z.infer<typeof invoiceListFilterSchema>;

/** An IBAN shown with all but its last four characters hidden. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  return `${'•'.repeat(compact.length - 4)}${compact.slice(-4)}`;
}

/** One CSV field: quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text (CRLF line ends), the header row first. */
export function toCsv(header: readonly string[], rows: readonly (string | number | null)[][]) {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
