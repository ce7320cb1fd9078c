import { Map as MapLibre, NavigationControl, type GeoJSONSource } from './maplibre';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type MapData = Extract<Parameters<GeoJSONSource['setData']>[0], { type: 'FeatureCollection' }>;

const DEFAULT_CENTER: [number, number] = [-21.9, 64.13];

function pointData(lat: number | null, lng: number | null): MapData {
  return {
    type: 'FeatureCollection',
    features:
      lat === null || lng === null
        ? []
        : [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'Point', coordinates: [lng, lat] },
            },
          ],
  };
}

function getStyle(isDark: boolean) {
  const url = (import.meta.env as Record<string, string | undefined>).VITE_MAP_STYLE_URL;
  if (url) return url;
  return {
    version: 8 as const,
    sources: {},
    layers: [
      {
        id: 'background',
        type: 'background' as const,
        paint: { 'background-color': isDark ? '#13222a' : '#dfeaee' },
      },
    ],
  };
}

/** Click the map to place or move the home's pin; a pin set from outside is brought into view. */
export default function LocationPicker({
  lat,
  lng,
  onPick,
}: {
  lat: number | null;
  lng: number | null;
  onPick: (lat: number, lng: number) => void;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const [isReady, setReady] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const start = useRef({ lat, lng });

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibre;
    try {
      const { lat: la, lng: ln } = start.current;
      map = new MapLibre({
        container: container.current,
        style: getStyle(document.documentElement.classList.contains('dark')),
        center: la !== null && ln !== null ? [ln, la] : DEFAULT_CENTER,
        zoom: la !== null ? 14 : 10,
        attributionControl: false,
      });
    } catch {
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('error', () => undefined);
    map.on('load', () => {
      map.addSource('pin', {
        type: 'geojson',
        data: pointData(start.current.lat, start.current.lng),
      });
      map.addLayer({
        id: 'pin',
        type: 'circle',
        source: 'pin',
        paint: {
          'circle-radius': 9,
          'circle-color': '#e8774a',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 3,
        },
      });
      map.on('click', (e) => {
        const round = (n: number) => Math.round(n * 1_000_000) / 1_000_000;
        onPickRef.current(round(e.lngLat.lat), round(e.lngLat.lng));
      });
      setReady(true);
    });
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isReady) return;
    (map.getSource('pin') as GeoJSONSource | undefined)?.setData(pointData(lat, lng));
    // A pin placed from outside (the address lookup) is brought into view; a click is in view.
    if (lat !== null && lng !== null && !map.getBounds().contains([lng, lat]))
      map.easeTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), 15) });
  }, [lat, lng, isReady]);

  return (
    <div className="relative h-64 overflow-hidden rounded-xl border border-line">
      <div
        ref={container}
        role="region"
        aria-label={t('listings.wizard.map_label')}
        className="size-full"
      />
      {hasFailed && (
        <p className="absolute inset-0 grid place-items-center bg-surface-sunken p-4 text-center text-sm text-ink-muted">
          {t('listings.map.unavailable')}
        </p>
      )}
    </div>
  );
}
