import type { TFunction } from 'i18next';
import { getGraphError, translateGraphError } from '../../../ui/graph-errors';

/** Staff money refusals by their reason (bill_paid, payout_on_hold...), else the usual message. */
export function translateStaffError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  const fallback = translateGraphError(t, error);
  return reason ? t(`staff-finance.errors.${reason}`, { defaultValue: fallback }) : fallback;
}
