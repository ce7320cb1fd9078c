import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { getMapStyle } from './map-style';
import { Map as MapLibre, NavigationControl, type MapOptions } from './maplibre';

/**
 * A MapLibre map in `container`, made once as it mounts: the style for the current theme, zoom
 * buttons, and `onLoad` to add its sources and layers. A browser without WebGL cannot make one:
 * `hasFailed` then says so. Tile and style errors are left to the map (it draws what it can).
 */
export function useMapLibre(
  container: RefObject<HTMLDivElement | null>,
  getOptions: () => Omit<MapOptions, 'container' | 'style' | 'attributionControl'>,
  onLoad: (map: MapLibre) => void,
) {
  const [readyMap, setReadyMap] = useState<MapLibre | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const readOptions = useEffectEvent(getOptions);
  const load = useEffectEvent(onLoad);
  useEffect(() => {
    if (!container.current) return;
    let map: MapLibre;
    try {
      map = new MapLibre({
        ...readOptions(),
        container: container.current,
        style: getMapStyle(document.documentElement.classList.contains('dark')),
        attributionControl: false,
      });
    } catch {
      setFailed(true);
      return;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('error', () => undefined);
    map.on('load', () => {
      load(map);
      setReadyMap(map);
    });
    return () => {
      setReadyMap(null);
      map.remove();
    };
  }, [container]);
  /** `map` is null until the map has loaded (and after it is gone). */
  return { map: readyMap, hasFailed };
}
