/** SPEC: dates show as day.month.year, whatever the language. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = value.length > 10 ? new Date(value) : null;
  if (date && !Number.isNaN(date.getTime())) {
    const dd = String(date.getDate()).padStart(2, '0');
    const mm = String(date.getMonth() + 1).padStart(2, '0');
    return `${dd}.${mm}.${date.getFullYear()}`;
  }
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/** 1234567890 -> 123456-7890 */
export function formatKennitalaDisplay(value: string | null | undefined): string {
  if (!value) return '';
  return value.length === 10 ? `${value.slice(0, 6)}-${value.slice(6)}` : value;
}
