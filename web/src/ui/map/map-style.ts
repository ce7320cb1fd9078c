import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';

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

/** The capital area, where a map opens when it has nothing to show. */
export const DEFAULT_CENTER: [lng: number, lat: number] = [-21.9, 64.13];

/** A GeoJSON FeatureCollection, as a geojson source takes it. */
export type MapData = Extract<
  Parameters<GeoJSONSource['setData']>[0],
  { type: 'FeatureCollection' }
>;
