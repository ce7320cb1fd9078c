import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.js';
import { LISTING_SORTS, LISTING_TYPES, type ListingType } from './constants.js';
import { compactFilters } from './filters.js';
import { ICELAND_BOUNDS, MUNICIPALITIES, type Municipality } from './places.js';

/**
 * The listing search's URL filters without zod: the web's search page reads its URL with this on a
 * first visit, where zod would cost about 23 KB compressed (issue #12). The rules (limits, lists,
 * the Iceland box) are defined here once; search.ts builds the api's zod schema from them, and
 * domain/test/listings.search-params.test.ts checks over many generated URLs that this parser and
 * the schema read every URL alike.
 */
export const LISTING_SEARCH_LIMITS = {
  qMaxLength: 100,
  listMaxItems: 50,
  amountMax: 100_000_000,
  roomsMax: 30,
  postalCode: /^\d{3}$/,
} as const;

/** south,west,north,east */
export type Bbox = [south: number, west: number, north: number, east: number];

export type ListingSearch = {
  q?: string;
  postal_codes?: string[];
  municipalities?: Municipality[];
  bbox?: Bbox;
  price_min?: number;
  price_max?: number;
  rooms_min?: number;
  rooms_max?: number;
  size_min?: number;
  size_max?: number;
  types?: ListingType[];
  commercial?: boolean;
  pets?: boolean;
  furnished?: boolean;
  available_by?: string;
  sort: (typeof LISTING_SORTS)[number];
  page: number;
  page_size: number;
};

/** "101, 105,," -> ['101', '105']: lists travel comma-separated; other values pass through. */
export function splitList(value: unknown): unknown {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : value;
}

/** '1'/'true' and '0'/'false' as booleans; other values pass through (and fail). */
export function readFlag(value: unknown): unknown {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

/** "63.9,-22.1,64.2,-21.6" -> numbers (NaN where unreadable); other values pass through. */
export function splitBbox(value: unknown): unknown {
  return typeof value === 'string' ? value.split(',').map(Number) : value;
}

/** A box that is not empty and lies around Iceland (a few degrees of margin). */
export function isSearchableBbox([south, west, north, east]: readonly number[]): boolean {
  return (
    south! < north! &&
    west! < east! &&
    south! >= ICELAND_BOUNDS.south - 2 &&
    north! <= ICELAND_BOUNDS.north + 2 &&
    west! >= ICELAND_BOUNDS.west - 3 &&
    east! <= ICELAND_BOUNDS.east + 3
  );
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "2026-02-29" is not a date, "2028-02-29" is (the calendar's days, as zod's iso.date). */
function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && isLeap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** Number(text) when it is a whole number in [min, max] (as zod's coerced int), else undefined. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

function list<T extends string>(
  text: string,
  isItem: (item: string) => item is T,
): T[] | undefined {
  const items = splitList(text) as string[];
  return items.length <= LISTING_SEARCH_LIMITS.listMaxItems && items.every(isItem)
    ? items
    : undefined;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (item: string): item is T =>
    (values as readonly string[]).includes(item);
const isPostalCode = (item: string): item is string => LISTING_SEARCH_LIMITS.postalCode.test(item);
const isMunicipality = oneOf(MUNICIPALITIES);
const isListingType = oneOf(LISTING_TYPES);
const isSort = oneOf(LISTING_SORTS);

function bbox(text: string): Bbox | undefined {
  const numbers = splitBbox(text) as number[];
  return numbers.length === 4 && numbers.every(Number.isFinite) && isSearchableBbox(numbers)
    ? (numbers as Bbox)
    : undefined;
}

function flag(text: string): boolean | undefined {
  const value = readFlag(text);
  return typeof value === 'boolean' ? value : undefined;
}

/** How each filter is read from its URL text; undefined drops it. In the schema's order. */
const READERS: { [K in keyof ListingSearch]-?: (text: string) => ListingSearch[K] | undefined } = {
  q: (text) => {
    const q = text.trim();
    return q.length <= LISTING_SEARCH_LIMITS.qMaxLength ? q : undefined;
  },
  postal_codes: (text) => list(text, isPostalCode),
  municipalities: (text) => list(text, isMunicipality),
  bbox,
  price_min: (text) => wholeNumber(text, 0, LISTING_SEARCH_LIMITS.amountMax),
  price_max: (text) => wholeNumber(text, 0, LISTING_SEARCH_LIMITS.amountMax),
  rooms_min: (text) => wholeNumber(text, 0, LISTING_SEARCH_LIMITS.roomsMax),
  rooms_max: (text) => wholeNumber(text, 0, LISTING_SEARCH_LIMITS.roomsMax),
  size_min: (text) => wholeNumber(text, 0, LISTING_SEARCH_LIMITS.amountMax),
  size_max: (text) => wholeNumber(text, 0, LISTING_SEARCH_LIMITS.amountMax),
  types: (text) => list(text, isListingType),
  commercial: flag,
  pets: flag,
  furnished: flag,
  available_by: (text) => (isIsoDate(text) ? text : undefined),
  sort: (text) => (isSort(text) ? text : undefined),
  page: (text) => wholeNumber(text, 1, Number.MAX_SAFE_INTEGER),
  page_size: (text) => wholeNumber(text, 1, MAX_PAGE_SIZE),
};

const DEFAULTS = {
  sort: 'newest',
  page: 1,
  page_size: PAGE_SIZES.listings,
} as const satisfies Partial<ListingSearch>;

/**
 * Query string -> filters; unreadable values are dropped rather than failing a shared URL, unknown
 * keys ignored, and the last of repeated keys counts.
 */
export function fromSearchParams(params: URLSearchParams): ListingSearch {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(READERS) as (keyof ListingSearch)[]) {
    const text = params.get(key) === null ? null : params.getAll(key).at(-1)!;
    const value = text === null ? undefined : READERS[key](text);
    if (value !== undefined) out[key] = value;
    else if (key in DEFAULTS) out[key] = DEFAULTS[key as keyof typeof DEFAULTS];
  }
  return out as ListingSearch;
}

/** Filters -> query string values (arrays comma-joined), defaults left out. */
export function toSearchParams(filters: Partial<ListingSearch>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compactFilters(filters))) {
    if (key === 'sort' && value === DEFAULTS.sort) continue;
    if (key === 'page' && value === DEFAULTS.page) continue;
    if (key === 'page_size' && value === DEFAULTS.page_size) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
