import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CENTER, type MapData } from '../../ui/map/map-style';
import type { GeoJSONSource } from '../../ui/map/maplibre';
import { useMapLibre } from '../../ui/map/use-maplibre';

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
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const start = useRef({ lat, lng });
  const { map, hasFailed } = useMapLibre(
    container,
    () => {
      const { lat: la, lng: ln } = start.current;
      return {
        center: la !== null && ln !== null ? [ln, la] : DEFAULT_CENTER,
        zoom: la !== null ? 14 : 10,
      };
    },
    (map) => {
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
    },
  );

  useEffect(() => {
    if (!map) return;
    (map.getSource('pin') as GeoJSONSource | undefined)?.setData(pointData(lat, lng));
    // A pin placed from outside (the address lookup) is brought into view; a click is in view.
    if (lat !== null && lng !== null && !map.getBounds().contains([lng, lat]))
      map.easeTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), 15) });
  }, [lat, lng, map]);

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
