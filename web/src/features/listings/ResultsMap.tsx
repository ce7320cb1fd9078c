import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DEFAULT_CENTER, type MapData } from '../../ui/map/map-style';
import { LngLatBounds, type GeoJSONSource, type MapLayerMouseEvent } from '../../ui/map/maplibre';
import { useMapLibre } from '../../ui/map/use-maplibre';
import { clampBbox, type BBox } from './map-bbox';

export type MapPoint = { id: string; lat: number; lng: number };

type Props = {
  points: MapPoint[];
  label: string;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Shows "search this area"; called with the visible box (south, west, north, east). */
  onSearchArea?: (bbox: BBox) => void;
  /** The search's box, to open the map where the search is. */
  bbox?: BBox | null;
  className?: string;
  zoom?: number;
};

const SOURCE = 'listings';
const BRAND = '#0f5e73';
const ACCENT = '#e8774a';

function toGeoJson(points: MapPoint[]): MapData {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({
      type: 'Feature',
      properties: { id: p.id },
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    })),
  };
}

/**
 * Listings on a MapLibre map as a GeoJSON circle layer (no tiles needed). Clicking a circle
 * selects the listing; the list beside the map stays the keyboard way to the same listings.
 */
export default function ResultsMap({
  points,
  label,
  selectedId = null,
  onSelect,
  onSearchArea,
  bbox,
  className = '',
  zoom = 14,
}: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const { map, hasFailed } = useMapLibre(
    container,
    () => ({
      center: DEFAULT_CENTER,
      zoom: 10,
      cooperativeGestures: false,
      // MapLibre's own controls speak English unless told otherwise.
      locale: {
        'Map.Title': label,
        'NavigationControl.ZoomIn': t('listings.map.zoom_in'),
        'NavigationControl.ZoomOut': t('listings.map.zoom_out'),
      },
    }),
    (map) => {
      map.addSource(SOURCE, { type: 'geojson', data: toGeoJson([]) });
      map.addLayer({
        id: 'listings-halo',
        type: 'circle',
        source: SOURCE,
        paint: { 'circle-radius': 11, 'circle-color': '#ffffff', 'circle-opacity': 0.9 },
      });
      map.addLayer({
        id: 'listings',
        type: 'circle',
        source: SOURCE,
        paint: { 'circle-radius': 8, 'circle-color': BRAND },
      });
      map.on('click', 'listings', (e: MapLayerMouseEvent) => {
        const id = e.features?.[0]?.properties?.id as string | undefined;
        if (id) onSelectRef.current?.(String(id));
      });
      map.on('mouseenter', 'listings', () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', 'listings', () => (map.getCanvas().style.cursor = ''));
    },
  );

  useEffect(() => {
    if (!map) return;
    (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(toGeoJson(points));
    if (bbox) {
      map.fitBounds(
        [
          [bbox[1], bbox[0]],
          [bbox[3], bbox[2]],
        ],
        { animate: false },
      );
    } else if (points.length === 1) {
      map.jumpTo({ center: [points[0]!.lng, points[0]!.lat], zoom });
    } else if (points.length > 1) {
      const bounds = new LngLatBounds();
      for (const p of points) bounds.extend([p.lng, p.lat]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 15, animate: false });
    }
    // Only a new result set moves the map, not a selection.
  }, [points, bbox, map, zoom]);

  useEffect(() => {
    if (!map) return;
    map.setPaintProperty('listings', 'circle-color', [
      'case',
      ['==', ['get', 'id'], selectedId ?? ''],
      ACCENT,
      BRAND,
    ]);
  }, [selectedId, map]);

  const searchArea = () => {
    if (!map || !onSearchArea) return;
    const b = map.getBounds();
    onSearchArea(clampBbox([b.getSouth(), b.getWest(), b.getNorth(), b.getEast()]));
  };

  return (
    <div className={`relative overflow-hidden rounded-2xl border border-line ${className}`}>
      <div
        ref={container}
        role="region"
        aria-label={label}
        className="size-full"
        data-testid="results-map"
      />
      {hasFailed && (
        <p className="absolute inset-0 grid place-items-center bg-surface-sunken p-6 text-center text-ink-muted">
          {t('listings.map.unavailable')}
        </p>
      )}
      {onSearchArea && map && (
        <div className="absolute top-3 left-1/2 -translate-x-1/2">
          <Button size="sm" onPress={searchArea} className="shadow-lg">
            {t('listings.map.search_area')}
          </Button>
        </div>
      )}
    </div>
  );
}
