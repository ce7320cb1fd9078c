import {
  INDEX_VALUE_LIMITS,
  MONTHS,
  addMonthsToKey,
  checkIndexationAllowed,
  formatNumber,
  getMonthKeyOfDate,
  parseMonthKey,
  type Contract,
} from '@leiga/domain';
import type { TFunction } from 'i18next';

/** How many coming months the preview and the rent step show: a year. */
export const PREVIEW_MONTHS = 12;

/**
 * 2026M11 -> "nóvember 2026", the month's name from the catalogue (browsers lack Icelandic date
 * data); a key that is not a month as it is.
 */
export function formatIndexMonth(key: string, t: TFunction): string {
  const parsed = parseMonthKey(key);
  if (!parsed) return key;
  return `${t(`common.date_picker.months.${MONTHS[parsed.month - 1]!}`)} ${parsed.year}`;
}

/** 665.8 -> "665,8": with the one decimal Statistics Iceland publishes. */
export function formatIndexValue(value: number, locale: string): string {
  return formatNumber(value, locale, {
    minimumFractionDigits: INDEX_VALUE_LIMITS.decimals,
    maximumFractionDigits: INDEX_VALUE_LIMITS.decimals,
  });
}

/**
 * The month staff most likely add next: the one after the newest recorded (Hagstofa publishes
 * a month at a time), else this month.
 */
export function suggestNextMonth(newest: string | null, today: Date): string {
  if (newest && parseMonthKey(newest)) return addMonthsToKey(newest, 1);
  return getMonthKeyOfDate(today.toISOString().slice(0, 10));
}

/**
 * Whether the indexed-rent preview applies: the saved lease is indexed and the law lets it be
 * (37. gr.: not a fixed term of 12 months or less).
 */
export function isIndexedRentShown(domain: Contract): boolean {
  return domain.is_indexed && checkIndexationAllowed(domain).isAllowed;
}

/** What changes the schedule: when one of these is saved, the preview asks again. */
export function getIndexedRentRevision(domain: Contract): string {
  return [domain.price, domain.currency, domain.start_date, domain.index_base_month].join('|');
}
