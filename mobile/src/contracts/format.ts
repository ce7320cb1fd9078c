import { formatMoney, formatNumber, formatPdfDate, toFormatLocale } from '@leiga/domain';
import type { TFunction } from 'i18next';

type Address = { street: string; postalCode: string } | null | undefined;

/** "Laugavegur 1, 101", or the catalogue's "no address yet". */
export function addressText(t: TFunction, address: Address): string {
  if (!address?.street) return t('mobile.contracts.no_address');
  return [address.street, address.postalCode].filter(Boolean).join(', ');
}

/** Dates as the product writes them everywhere (31.01.2026), independent of the engine's Intl. */
export function dateText(value: string | null | undefined): string {
  return formatPdfDate(value);
}

export function periodText(
  t: TFunction,
  contract: { startDate?: string | null; endDate?: string | null; isDefinite?: boolean | null },
): string {
  const start = dateText(contract.startDate);
  if (!contract.endDate || contract.isDefinite === false) {
    return t('mobile.contracts.period_open', { start });
  }
  return t('mobile.contracts.period', { start, end: dateText(contract.endDate) });
}

export function moneyText(amount: number, currency: string | null | undefined, locale: string) {
  return formatMoney(amount, currency ?? 'ISK', toFormatLocale(locale));
}

/** A rate as the locale writes it, independent of the engine's Intl: 15.65 -> "15,65" (is). */
export function percentText(percent: number, locale: string): string {
  return formatNumber(percent, toFormatLocale(locale), { maximumFractionDigits: 2 });
}

/** ContractStatus / PaymentScheduleItemStatus values are SCREAMING_CASE; catalogue keys are not. */
export function statusKey(value: string): string {
  return value.toLowerCase();
}
