import { getFinalDueDate } from '@leiga/domain';
import type { TFunction } from 'i18next';
import type {
  PaymentScheduleItemStatus,
  ScheduleRow_ItemFragment,
} from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import type { BadgeTone } from '../../ui/Card';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';

export type ScheduleItem = ScheduleRow_ItemFragment;

export const ITEM_STATUS_TONES: Readonly<Record<PaymentScheduleItemStatus, BadgeTone>> = {
  UPCOMING: 'neutral',
  DUE: 'brand',
  LATE: 'warning',
  PAID: 'success',
  PARTLY_PAID: 'warning',
  CANCELLED: 'neutral',
};

/** Whose screens the page is on: the landlord's (who may edit) or the tenant's. */
export type ScheduleArea = 'landlord' | 'tenant';

export function getScheduleArea(pathname: string): ScheduleArea {
  return /\/tenants\//.test(pathname) ? 'tenant' : 'landlord';
}

export function contractHref(area: ScheduleArea, id: string): string {
  return area === 'tenant'
    ? paths.tenantContract.href({ id })
    : paths.landlordContract.href({ id });
}

/** The item's own message first (`payments.errors.item_paid`), then the shared ones. */
export function translatePaymentError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  return reason
    ? t([`payments.errors.${reason}`, `errors.${reason}`, 'errors.something_went_wrong'])
    : translateGraphError(t, error);
}

/** The form's first values: the item's own, or a new one due on the 1st of next month. */
export function getItemFormDefaults(item: ScheduleItem | null, today: Date) {
  if (item)
    return { due_date: item.dueDate, final_due_date: item.finalDueDate, amount: item.amount };
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const dueDate = next.toISOString().slice(0, 10);
  return { due_date: dueDate, final_due_date: getFinalDueDate(dueDate), amount: undefined };
}

/** A claim may be sent once for an unpaid item (a cancelled claim is not sent again). */
export function canInvoice(item: ScheduleItem): boolean {
  return item.paidAmount === 0 && item.claim.status === null;
}

/** A claim may be cancelled while nothing of it is paid. */
export function canRevert(item: ScheduleItem): boolean {
  return item.claim.status === 'UNPAID' && item.paidAmount === 0;
}

/**
 * Whether the sandbox bank stands in for the tenant's online bank: on unless a build sets
 * VITE_SANDBOX_BANK=off (the /sandbox/bank page is served by every build today).
 */
export const isSandboxBank =
  (import.meta.env as Record<string, string | undefined>)['VITE_SANDBOX_BANK'] !== 'off';
