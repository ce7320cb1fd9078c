import { formatMoney, formatNumber } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { translateFieldMessage } from '../../ui/form/messages';
import { getGraphError } from '../../ui/graph-errors';
import { enumKey } from '../../lib/enums';

/** A field message (`validation.year`) through this feature's catalogue first. */
export function translateProfileField(
  t: TFunction,
  message: string | undefined,
): string | undefined {
  // `_many` reads as a plural suffix to i18next: the catalogue names this one incomes_limit.
  const key = message === 'validation.incomes_too_many' ? 'validation.incomes_limit' : message;
  return translateFieldMessage(t, key, 'profiles');
}

/** An error by the api's reason (`corenter_request_pending`), then its code, then the generic one. */
export function translateProfileError(t: TFunction, error: unknown): string {
  const { code, reason, fields } = getGraphError(error);
  const field = Object.values(fields)[0];
  const keys = [
    ...(reason && reason !== 'validation_error'
      ? [`profiles.errors.${reason}`, `errors.${reason}`]
      : []),
    ...(field ? [`profiles.${field}`, field] : []),
    ...(code ? [enumKey('errors', code)] : []),
    'errors.something_went_wrong',
  ];
  return t(keys);
}

/** 1234567 -> "1.234.567 kr." in Icelandic, "ISK 1,234,567" in English (domain's formatter). */
export function formatIsk(amount: number, locale: string): string {
  return formatMoney(amount, 'ISK', locale);
}

/** 1572864 -> "1,5 MB" in Icelandic, "1.5 MB" in English. */
export function formatBytes(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  const megabytes = formatNumber(bytes / 1024 / 1024, locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${megabytes} MB`;
}
