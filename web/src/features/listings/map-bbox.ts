export type BBox = [south: number, west: number, north: number, east: number];

/** The search accepts boxes around Iceland only (domain bboxSchema); clamp to that. */
const LIMITS = { south: 61.2, west: -27.6, north: 68.6, east: -10.4 };

export function clampBbox([south, west, north, east]: BBox): BBox {
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return [
    round(Math.max(LIMITS.south, south)),
    round(Math.max(LIMITS.west, west)),
    round(Math.min(LIMITS.north, north)),
    round(Math.min(LIMITS.east, east)),
  ];
}
