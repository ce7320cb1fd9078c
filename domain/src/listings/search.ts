import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.js';
import { LISTING_SORTS, LISTING_TYPES } from './constants.js';
import { compactFilters } from './filters.js';
import { ICELAND_BOUNDS, MUNICIPALITIES } from './places.js';

/**
 * Listing search filters: one schema for the api's query string, the web's URL and saved searches.
 * Lists travel comma-separated (postal_codes=101,105).
 */
const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(50),
  );
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);
const amount = z.coerce.number({ error: 'validation.number' }).int().min(0).max(100_000_000);

export const bboxSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map(Number) : v),
  z
    .tuple([z.number(), z.number(), z.number(), z.number()], { error: 'validation.bbox' })
    .refine(([south, west, north, east]) => south < north && west < east, {
      error: 'validation.bbox',
    })
    .refine(
      ([south, west, north, east]) =>
        south >= ICELAND_BOUNDS.south - 2 &&
        north <= ICELAND_BOUNDS.north + 2 &&
        west >= ICELAND_BOUNDS.west - 3 &&
        east <= ICELAND_BOUNDS.east + 3,
      { error: 'validation.bbox' },
    ),
);

export const listingSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  postal_codes: csv(z.string().regex(/^\d{3}$/)).optional(),
  municipalities: csv(z.enum(MUNICIPALITIES)).optional(),
  /** south,west,north,east */
  bbox: bboxSchema.optional(),
  price_min: amount.optional(),
  price_max: amount.optional(),
  rooms_min: z.coerce.number().int().min(0).max(30).optional(),
  rooms_max: z.coerce.number().int().min(0).max(30).optional(),
  size_min: amount.optional(),
  size_max: amount.optional(),
  types: csv(z.enum(LISTING_TYPES)).optional(),
  commercial: flag.optional(),
  pets: flag.optional(),
  furnished: flag.optional(),
  available_by: z.iso.date({ error: 'validation.date' }).optional(),
  sort: z.enum(LISTING_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES.listings),
});
export type ListingSearch = z.infer<typeof listingSearchSchema>;
export type ListingSearchInput = z.input<typeof listingSearchSchema>;

/** Filters -> query string values (arrays comma-joined), defaults left out. */
export function toSearchParams(filters: Partial<ListingSearch>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compactFilters(filters))) {
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'page_size' && value === PAGE_SIZES.listings) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** Query string -> filters; unreadable values are dropped rather than failing a shared URL. */
export function fromSearchParams(params: URLSearchParams): ListingSearch {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) raw[key] = value;
  const parsed = listingSearchSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return listingSearchSchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))),
  );
}
