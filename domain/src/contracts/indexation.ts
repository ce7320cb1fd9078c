import { CONTRACT_LIMITS, INDEXATION_EXEMPT_GROUPS, type SpecialGroupUsage } from './constants.js';

/**
 * CPI indexation (vísitala neysluverðs) of the rent. The rent of a month is
 * round(base rent × I(month) / I(base month)), where I(m) is the index that applies to
 * indexation in month m (Hagstofa's `financial_indexation`; research/contracts.md §5). Index
 * values come in as a table from the index provider; nothing here invents one.
 */

/** A month as Statistics Iceland writes it: `2025M06`. */
export type MonthKey = string;
/** Index value per month key, as the index provider gives it. */
export type IndexTable = Readonly<Record<MonthKey, number>>;

type YearMonth = { year: number; month: number };

export function parseMonthKey(key: string): YearMonth | null {
  const match = /^(\d{4})M(0[1-9]|1[0-2])$/.exec(key);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

export function formatMonthKey({ year, month }: YearMonth): MonthKey {
  return `${String(year).padStart(4, '0')}M${String(month).padStart(2, '0')}`;
}

/** The month key of an ISO date: 2025-06-15 -> 2025M06. */
export function getMonthKeyOfDate(isoDate: string): MonthKey {
  return `${isoDate.slice(0, 4)}M${isoDate.slice(5, 7)}`;
}

function requireMonth(key: MonthKey): YearMonth {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new Error(`Not a month key: ${key}`);
  return parsed;
}

/** The month key `months` months after (or before, when negative) the given one. */
export function addMonthsToKey(key: MonthKey, months: number): MonthKey {
  const { year, month } = requireMonth(key);
  const index = year * 12 + (month - 1) + months;
  return formatMonthKey({ year: Math.floor(index / 12), month: (index % 12) + 1 });
}

/** Whole months from `from` to `to`: 2025M01 -> 2026M01 is 12, backwards is negative. */
export function countMonthsBetween(from: MonthKey, to: MonthKey): number {
  const a = requireMonth(from);
  const b = requireMonth(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/**
 * The ISO date `months` calendar months after the given one; a day the target month lacks is
 * the month's last (2024-02-29 plus 12 months is 2025-02-28).
 */
export function addMonthsToDate(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

export type IndexationLease = {
  is_definite: boolean | null;
  start_date: string | null;
  end_date: string | null;
  special_group_usage: SpecialGroupUsage | null;
};

export type IndexationRefusal = 'fixed_term_too_short' | 'period_incomplete';
export type IndexationCheck = { isAllowed: true } | { isAllowed: false; reason: IndexationRefusal };

/**
 * Whether the rent may be tied to the CPI (37. gr. húsaleigulaga, island.is "Leigufjárhæð"): a
 * fixed-term lease of 12 months or less may be neither indexed nor changed during its term; an
 * indefinite lease may be. Non-profit landlords, student housing and halfway houses are exempt.
 * The term runs from start_date to end_date: 2025-01-01 to 2026-01-01 is 12 months and not
 * enough; to 2026-01-02 is more.
 */
export function checkIndexationAllowed(
  lease: IndexationLease,
  options: { isNonProfitLandlord?: boolean } = {},
): IndexationCheck {
  const isExempt =
    options.isNonProfitLandlord === true ||
    (lease.special_group_usage !== null &&
      INDEXATION_EXEMPT_GROUPS.includes(lease.special_group_usage));
  if (isExempt || lease.is_definite === false) return { isAllowed: true };
  if (lease.is_definite === null || !lease.start_date || !lease.end_date)
    return { isAllowed: false, reason: 'period_incomplete' };
  const minimumEnd = addMonthsToDate(
    lease.start_date,
    CONTRACT_LIMITS.indexationMinFixedTermMonths,
  );
  return lease.end_date > minimumEnd
    ? { isAllowed: true }
    : { isAllowed: false, reason: 'fixed_term_too_short' };
}

export type IndexedRent =
  | { ok: true; month: MonthKey; rent: number; indexValue: number; baseValue: number }
  | { ok: false; month: MonthKey; error: 'missing_index' | 'before_base' | 'invalid_month' };

/** Decimal places of a number as written (650.12 -> 2), to do the division in whole numbers. */
function countDecimals(value: number): number {
  const [, decimals = ''] = String(value).split('.');
  return decimals.length;
}

/**
 * base × numerator / denominator rounded to the nearest whole króna, halves up. The index
 * values are scaled to integers first so that an exact half (e.g. 1001 × 100.5 / 201) is not
 * lost to binary floating point.
 */
export function roundIndexedAmount(base: number, numerator: number, denominator: number): number {
  const scale = 10 ** Math.min(6, Math.max(countDecimals(numerator), countDecimals(denominator)));
  const top = base * Math.round(numerator * scale);
  const bottom = Math.round(denominator * scale);
  if (Number.isSafeInteger(top) && Number.isSafeInteger(bottom) && bottom > 0) {
    const quotient = Math.floor(top / bottom);
    const remainder = top - quotient * bottom;
    return 2 * remainder >= bottom ? quotient + 1 : quotient;
  }
  return Math.round((base * numerator) / denominator);
}

/** The indexed rent of one month from the base rent, the lease's base month and the index table. */
export function getIndexedRent(input: {
  baseRent: number;
  baseMonth: MonthKey;
  month: MonthKey;
  index: IndexTable;
}): IndexedRent {
  const { baseRent, baseMonth, month, index } = input;
  if (!parseMonthKey(month) || !parseMonthKey(baseMonth))
    return { ok: false, month, error: 'invalid_month' };
  if (countMonthsBetween(baseMonth, month) < 0) return { ok: false, month, error: 'before_base' };
  const baseValue = index[baseMonth];
  const indexValue = index[month];
  if (baseValue === undefined || indexValue === undefined || baseValue <= 0)
    return { ok: false, month, error: 'missing_index' };
  return {
    ok: true,
    month,
    rent: roundIndexedAmount(baseRent, indexValue, baseValue),
    indexValue,
    baseValue,
  };
}

/** The indexed rent of `count` months from `fromMonth` on, as the preview shows them. */
export function listIndexedRents(input: {
  baseRent: number;
  baseMonth: MonthKey;
  fromMonth: MonthKey;
  count: number;
  index: IndexTable;
}): IndexedRent[] {
  return Array.from({ length: input.count }, (_, i) =>
    getIndexedRent({ ...input, month: addMonthsToKey(input.fromMonth, i) }),
  );
}

/** The newest month of the table not after `notAfter`: the base a new lease would name. */
export function getLatestIndexMonth(index: IndexTable, notAfter: MonthKey): MonthKey | null {
  const months = Object.keys(index)
    .filter((key) => parseMonthKey(key) && countMonthsBetween(key, notAfter) >= 0)
    .sort();
  return months.at(-1) ?? null;
}
