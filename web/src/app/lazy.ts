import {
  CHUNK_RELOAD_GUARD_MS,
  findRoute,
  ROUTE_PRELOAD_LIMIT,
  type RouteSpec,
} from '@leiga/domain';
import type { ComponentType } from 'react';

const RELOAD_KEY = 'leiga-chunk-reload:';

/**
 * SPEC 8: a failed chunk load (usually a deploy removed old files) reloads the page, at most once
 * per 10 seconds per path, so a real outage shows the error screen instead of a reload loop.
 */
export function reloadAfterChunkError(path = location.pathname, now = Date.now()): boolean {
  const key = RELOAD_KEY + path;
  try {
    const last = sessionStorage.getItem(key);
    if (last !== null && now - Number(last) < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

export type PageLoader = () => Promise<ComponentType>;

/** Wraps a dynamic import: on failure reload once (guarded), else let the error screen show. */
export function withChunkReload(load: PageLoader): PageLoader {
  return () =>
    load().catch((error: unknown) => {
      if (reloadAfterChunkError()) return new Promise<never>(() => {});
      throw error;
    });
}

type Job = { load: () => Promise<unknown>; key: string };
const queue: Job[] = [];
const done = new Set<string>();
let running = 0;

function pump(limit: number): void {
  while (running < limit && queue.length > 0) {
    const job = queue.shift()!;
    running++;
    void job
      .load()
      .catch(() => done.delete(job.key))
      .finally(() => {
        running--;
        pump(limit);
      });
  }
}

/** SPEC 9: preloads route chunks, at most 4 at once; each route once. */
export function preload(
  key: string,
  load: () => Promise<unknown>,
  limit = ROUTE_PRELOAD_LIMIT,
): void {
  if (done.has(key)) return;
  done.add(key);
  queue.push({ key, load });
  pump(limit);
}

export function getPreloadState(): { running: number; queued: number } {
  return { running, queued: queue.length };
}

type PreloadRoute = RouteSpec & { id: string; load: PageLoader };
let pageTable: readonly PreloadRoute[] = [];

/**
 * The router hands its page table over when it is built, so links can preload pages without
 * importing the router (which imports every page, and so every feature).
 */
export function setPreloadRoutes(table: readonly PreloadRoute[]): void {
  pageTable = table;
}

/** Preloads the chunk of the page a path leads to (queued, at most 4 at once). */
export function preloadPath(path: string): void {
  const match = findRoute(pageTable, path.split(/[?#]/)[0] ?? path);
  if (match) preload(match.route.id, match.route.load);
}
