/**
 * Today's date in Iceland as an ISO date (2026-11-30). Iceland keeps UTC all year, so the UTC date
 * is the Icelandic date wherever the code runs.
 */
export function getIcelandicToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
