/**
 * Icelandic national id (kennitala): DDMMYY-RRCM.
 * C is a mod-11 check digit over digits 1-8 (weights 3,2,7,6,5,4,3,2); M is the century
 * (9 = 1900s, 0 = 2000s, 8 = 1800s). Companies add 40 to the day.
 */
export type KennitalaKind = 'person' | 'company';

export type Kennitala = {
  /** Ten digits, no hyphen: the stored form. */
  value: string;
  kind: KennitalaKind;
  /** ISO date YYYY-MM-DD: birth date of a person, founding date of a company. */
  date: string;
};

export type KennitalaError = 'format' | 'checksum' | 'century' | 'date';

export type KennitalaResult =
  { ok: true; kennitala: Kennitala } | { ok: false; error: KennitalaError };

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const CENTURIES: Record<string, number> = { '8': 1800, '9': 1900, '0': 2000 };

/** The check digit for the first eight digits, or null when no valid digit exists (r = 1). */
export function getKennitalaCheckDigit(firstEight: string): number | null {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(firstEight[i]) * WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

export function normalizeKennitala(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function parseKennitala(input: string): KennitalaResult {
  const value = normalizeKennitala(input);
  if (!/^\d{10}$/.test(value)) return { ok: false, error: 'format' };
  const check = getKennitalaCheckDigit(value.slice(0, 8));
  if (check === null || check !== Number(value[8])) return { ok: false, error: 'checksum' };
  const century = CENTURIES[value[9]!];
  if (century === undefined) return { ok: false, error: 'century' };
  let day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const year = century + Number(value.slice(4, 6));
  const kind: KennitalaKind = day > 40 ? 'company' : 'person';
  if (kind === 'company') day -= 40;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    day < 1 ||
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return { ok: false, error: 'date' };
  }
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { ok: true, kennitala: { value, kind, date } };
}

export function isValidKennitala(input: string): boolean {
  return parseKennitala(input).ok;
}

/** DDMMYY-RRCM, the way Icelanders write it. */
export function formatKennitala(value: string): string {
  const v = normalizeKennitala(value);
  return v.length === 10 ? `${v.slice(0, 6)}-${v.slice(6)}` : v;
}

/**
 * Builds a valid kennitala from a date and a two-digit serial, trying serials upward until the
 * check digit exists. Used by the demo seed and the sandbox registry.
 */
export function makeKennitala(
  date: string,
  serial: number,
  kind: KennitalaKind = 'person',
): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const centuryDigit = Object.entries(CENTURIES).find(([, c]) => c === y - (y % 100))?.[0];
  if (centuryDigit === undefined) throw new Error(`No century digit for ${date}`);
  const day = kind === 'company' ? d + 40 : d;
  for (let s = serial; s < serial + 100; s++) {
    const head = `${String(day).padStart(2, '0')}${String(m).padStart(2, '0')}${String(y % 100).padStart(2, '0')}${String(s % 100).padStart(2, '0')}`;
    const check = getKennitalaCheckDigit(head);
    if (check !== null) return `${head}${check}${centuryDigit}`;
  }
  throw new Error(`No kennitala for ${date}`);
}
