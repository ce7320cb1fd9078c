import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/** MapLibre's worker is its own module file; the bundler gives it a URL of its own. */
setWorkerUrl(workerUrl);

export * from 'maplibre-gl';
