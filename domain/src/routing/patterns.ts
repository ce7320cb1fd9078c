import type { RouteParams, RouteSpec } from './types.js';

function splitPath(path: string): string[] {
  return path.split(/[?#]/)[0]!.split('/').filter(Boolean);
}

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

const patternSegments = new Map<string, string[]>();

/** A pattern's segments, split once: each navigation matches a path against every page's pattern. */
function segmentsOfPattern(pattern: string): string[] {
  let segments = patternSegments.get(pattern);
  if (!segments) {
    segments = splitPath(pattern);
    patternSegments.set(pattern, segments);
  }
  return segments;
}

function matchSegments(want: readonly string[], got: readonly string[]): RouteParams | null {
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (isParam(w)) {
      params[w.slice(1, -1)] = safeDecode(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** Matches `/listings/{id}` against `/listings/12` -> { id: '12' }; null when it does not match. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  return matchSegments(segmentsOfPattern(pattern), splitPath(path));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Static segments outrank parameters, left to right: /listings/create beats /listings/{id}. */
function score(pattern: string): number[] {
  return splitPath(pattern).map((s) => (isParam(s) ? 1 : 2));
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export type RouteMatch<R extends RouteSpec = RouteSpec> = { route: R; params: RouteParams };

/** The best route for a path (no locale prefix), or null. */
export function findRoute<R extends RouteSpec>(
  routes: readonly R[],
  path: string,
): RouteMatch<R> | null {
  let best: { match: RouteMatch<R>; score: number[] } | null = null;
  const got = splitPath(path);
  for (const route of routes) {
    const params = matchSegments(segmentsOfPattern(route.pattern), got);
    if (!params) continue;
    const s = score(route.pattern);
    if (!best || compareScores(s, best.score) < 0) best = { match: { route, params }, score: s };
  }
  return best?.match ?? null;
}

/** Every route whose pattern matches a path (no locale prefix), in the order given. */
export function routesMatching<R extends RouteSpec>(routes: readonly R[], path: string): R[] {
  const got = splitPath(path);
  return routes.filter((route) => matchSegments(segmentsOfPattern(route.pattern), got) !== null);
}

/** Fills a pattern: ('/listings/{id}', { id: 3 }) -> /listings/3. A missing param throws. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing route param: ${name}`);
    return encodeURIComponent(String(value));
  });
  return path;
}

/** `{id}` -> `:id`, the form react-router uses. */
export function toRouterPath(pattern: string): string {
  return pattern.replace(/\{(\w+)\}/g, ':$1');
}

/** True for http(s)://host/... and //host/...: a target outside this app. */
export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(target) || target.startsWith('//');
}

/** True when path equals prefix or lies below it (/admin, /admin/users; not /administrator). */
export function isUnder(path: string, prefix: string): boolean {
  const bare = path.split(/[?#]/)[0]!;
  return bare === prefix || bare.startsWith(`${prefix}/`);
}
