import { getHolidays } from 'fridagar';

/**
 * Calendar arithmetic on ISO dates (`YYYY-MM-DD`) in UTC, so that a date never shifts with the
 * machine's time zone, and the Icelandic business-day rule of bank claims.
 */

const DAY_MS = 86_400_000;

function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return toIso(new Date(toUtc(isoDate).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both included: 2025-01-01 to 2025-01-31 is 31. */
export function countDaysInclusive(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS) + 1;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The days of the date's month, from the Gregorian rule (no Date: schedules call it per row). */
export function getDaysInMonth(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && isLeap ? 29 : MONTH_DAYS[month - 1]!;
}

export function getFirstOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

export function getLastOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-${String(getDaysInMonth(isoDate)).padStart(2, '0')}`;
}

/** The first day of the month after the date's. */
export function getFirstOfNextMonth(isoDate: string): string {
  return addDays(getLastOfMonth(isoDate), 1);
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Icelandic public holidays (fridagar); half-days (24 and 31 December) keep the banks open. */
function getHolidayDates(year: number): ReadonlySet<string> {
  let dates = holidaysByYear.get(year);
  if (!dates) {
    dates = new Set(
      getHolidays(year)
        .filter((day) => !day.halfDay)
        .map((day) => toIso(day.date)),
    );
    holidaysByYear.set(year, dates);
  }
  return dates;
}

export function isIcelandicHoliday(isoDate: string): boolean {
  return getHolidayDates(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** A weekday that is not a public holiday: a day the banks book payments. */
export function isBusinessDay(isoDate: string): boolean {
  const weekday = toUtc(isoDate).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isIcelandicHoliday(isoDate);
}

/** Answers by date: a schedule of 10,000 leases or 1,000 loans asks for the same few dates. */
const nextBusinessDays = new Map<string, string>();

/** The date itself when it is a business day, else the next one. */
export function getNextBusinessDay(isoDate: string): string {
  const known = nextBusinessDays.get(isoDate);
  if (known) return known;
  let date = isoDate;
  while (!isBusinessDay(date)) date = addDays(date, 1);
  if (nextBusinessDays.size >= 20_000) nextBusinessDays.clear();
  nextBusinessDays.set(isoDate, date);
  return date;
}
