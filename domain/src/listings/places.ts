/**
 * Icelandic postal codes and their municipality (ICELAND.md "Places"), so a listing's
 * municipality follows from its postal code and search can filter by either.
 */
export const MUNICIPALITIES = [
  'Reykjavík',
  'Seltjarnarnes',
  'Kópavogur',
  'Garðabær',
  'Hafnarfjörður',
  'Mosfellsbær',
  'Reykjanesbær',
  'Akranes',
  'Ísafjörður',
  'Akureyri',
  'Egilsstaðir',
  'Selfoss',
] as const;
export type Municipality = (typeof MUNICIPALITIES)[number];

const RANGES: readonly [number, number, Municipality][] = [
  [101, 116, 'Reykjavík'],
  [170, 170, 'Seltjarnarnes'],
  [200, 203, 'Kópavogur'],
  [210, 210, 'Garðabær'],
  [220, 221, 'Hafnarfjörður'],
  [225, 225, 'Garðabær'],
  [270, 276, 'Mosfellsbær'],
  [230, 262, 'Reykjanesbær'],
  [300, 301, 'Akranes'],
  [400, 401, 'Ísafjörður'],
  [600, 603, 'Akureyri'],
  [700, 701, 'Egilsstaðir'],
  [800, 802, 'Selfoss'],
];

export function municipalityOf(postalCode: string): Municipality | null {
  const code = Number(postalCode);
  if (!/^\d{3}$/.test(postalCode)) return null;
  return RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? null;
}

export function isKnownPostalCode(postalCode: string): boolean {
  return municipalityOf(postalCode) !== null;
}

export function postalCodesOf(municipality: Municipality): string[] {
  return RANGES.filter(([, , m]) => m === municipality).flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String(from + i)),
  );
}

/** Iceland's bounding box: coordinates outside it are a typing mistake. */
export const ICELAND_BOUNDS = { south: 63.2, west: -24.6, north: 66.6, east: -13.4 } as const;
