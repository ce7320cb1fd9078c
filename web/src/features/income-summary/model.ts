import { INCOME_SUMMARY_MIN_YEAR } from '@leiga/domain';
import { getAccessToken, refreshAccessToken } from '../../lib/session-tokens';

/** The figure columns of the table, CSV and PDF, in order (the GraphQL field names). */
export const FIGURE_COLUMNS = [
  ['rent', 'rent'],
  ['utilities', 'utilities'],
  ['defaultInterest', 'interest'],
  ['received', 'received'],
  ['fees', 'fees'],
  ['paidOut', 'paid_out'],
] as const;
export type FigureField = (typeof FIGURE_COLUMNS)[number][0];

/** How many years back the year picker offers (a tax return looks at last year, mostly). */
const YEARS_OFFERED = 7;

/** The years the picker offers: this year first, then back, never before the api's minimum. */
export function getYearOptions(now: Date = new Date()): number[] {
  const current = now.getUTCFullYear();
  const years: number[] = [];
  for (let year = current; year > current - YEARS_OFFERED; year -= 1)
    if (year >= INCOME_SUMMARY_MIN_YEAR) years.push(year);
  return years;
}

export type IncomeFileKind = 'csv' | 'pdf';

/** The api address of a year's CSV or PDF; the PDF in the page's language. */
export function getIncomeFileUrl(kind: IncomeFileKind, year: number, language: string): string {
  const query = new URLSearchParams({ year: String(year) });
  if (kind === 'pdf') query.set('lang', language);
  return `/api/landlords/finances/income-summary/${kind}/?${query.toString()}`;
}

/** Downloads the CSV or PDF with the session's token, saved under the api's file name. */
export async function downloadIncomeFile(
  kind: IncomeFileKind,
  year: number,
  language: string,
): Promise<void> {
  const url = getIncomeFileUrl(kind, year, language);
  const send = (token: string | null) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res = await send(getAccessToken());
  if (res.status === 401) res = await send(await refreshAccessToken());
  if (!res.ok) throw new Error(`Income summary ${kind} answered ${res.status}`);
  const blob = await res.blob();
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `income-summary-${year}.${kind}`;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  URL.revokeObjectURL(href);
}
