import { invoiceListFilterSchema, payoutListFilterSchema } from '@leiga/domain';
import type { InvoiceStatusFilter, PayoutStatus } from '../../__generated__/graphql';
import { getAccessToken, refreshAccessToken } from '../../lib/session-tokens';
import type { BadgeTone } from '../../ui/Card';

export const PAYOUT_STATUS_TONES: Readonly<Record<PayoutStatus, BadgeTone>> = {
  PENDING: 'neutral',
  BOOKED: 'success',
  REJECTED: 'warning',
  REVERSED: 'warning',
};

export const PAYOUT_STATUS_VALUES: readonly PayoutStatus[] = [
  'PENDING',
  'BOOKED',
  'REJECTED',
  'REVERSED',
];
export const INVOICE_STATUS_VALUES: readonly InvoiceStatusFilter[] = [
  'UNPAID',
  'PARTLY_PAID',
  'PAID',
  'CANCELLED',
  'OVERDUE',
];

/** The filter form's values: empty strings for "any". */
export type FilterValues = { from: string; to: string; status: string; contractId: string };
export const EMPTY_FILTER: FilterValues = { from: '', to: '', status: '', contractId: '' };

/** The REST query of a filter (for the CSV link), checked by domain's rules. */
export function toRestQuery(kind: 'payouts' | 'invoices', values: FilterValues): string | null {
  const raw = {
    from: values.from || undefined,
    to: values.to || undefined,
    status: values.status ? values.status.toLowerCase() : undefined,
    contract: values.contractId || undefined,
  };
  const schema = kind === 'payouts' ? payoutListFilterSchema : invoiceListFilterSchema;
  if (!schema.safeParse(raw).success) return null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (value) params.set(key, value);
  return params.toString();
}

/** Field errors of a filter (message keys), by domain's rules. */
export function getFilterErrors(
  kind: 'payouts' | 'invoices',
  values: FilterValues,
): Partial<Record<keyof FilterValues, string>> {
  const schema = kind === 'payouts' ? payoutListFilterSchema : invoiceListFilterSchema;
  const parsed = schema.safeParse({
    from: values.from || undefined,
    to: values.to || undefined,
    contract: values.contractId || undefined,
  });
  if (parsed.success) return {};
  const errors: Partial<Record<keyof FilterValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'contract' ? 'contractId' : issue.path[0];
    if (field === 'from' || field === 'to' || field === 'contractId') errors[field] = issue.message;
  }
  return errors;
}

/** Downloads the CSV export with the session's token, saved under the api's file name. */
export async function downloadCsv(kind: 'payouts' | 'invoices', query: string): Promise<void> {
  const url = `/api/landlords/finances/${kind}/csv/${query ? `?${query}` : ''}`;
  const send = (token: string | null) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res = await send(getAccessToken());
  if (res.status === 401) res = await send(await refreshAccessToken());
  if (!res.ok) throw new Error(`CSV export answered ${res.status}`);
  const blob = await res.blob();
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  URL.revokeObjectURL(href);
}
