import type { StyleSpecification } from 'maplibre-gl';

/**
 * The map's tiles come from configuration (VITE_MAP_STYLE_URL, a MapLibre style URL). Without
 * one the map still works offline: a plain background with the listings drawn on it.
 */
export function getMapStyle(isDark: boolean): string | StyleSpecification {
  const url = (import.meta.env as Record<string, string | undefined>).VITE_MAP_STYLE_URL;
  if (url) return url;
  return {
    version: 8,
    sources: {},
    layers: [
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': isDark ? '#13222a' : '#dfeaee' },
      },
    ],
  };
}

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

/** The capital area, where a map without listings opens. */
export const DEFAULT_CENTER: [lng: number, lat: number] = [-21.9, 64.13];
