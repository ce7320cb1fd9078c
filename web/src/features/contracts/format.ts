import { formatMoney } from '@leiga/domain';

/** 250000 -> "250.000 kr." in Icelandic (domain's formatter). */
export function formatPrice(value: number, currency: string, locale: string): string {
  return formatMoney(value, currency, locale);
}
