/*
 * Dates as the product shows them (money and numbers: domain/src/format; kennitölur:
 * format-kennitala.ts, apart so that pages showing only dates do not load its checks).
 * SPEC: dates show as day.month.year whatever the language, as every one of domain's
 * DATE_FORMAT_LOCALES writes them; the date picker formats month names with those tags.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** 2025-02-03 (a date) or an ISO moment -> 03.02.2025; a moment in the reader's time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = value.length > 10 ? new Date(value) : null;
  if (date && !Number.isNaN(date.getTime()))
    return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/** Today in the reader's time zone, as an ISO date (2025-02-03). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
