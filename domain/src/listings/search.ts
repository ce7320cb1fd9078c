import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.js';
import { LISTING_SORTS, LISTING_TYPES } from './constants.js';
import { MUNICIPALITIES } from './places.js';
import {
  LISTING_SEARCH_LIMITS,
  isSearchableBbox,
  readFlag,
  splitBbox,
  splitList,
  type ListingSearch,
} from './search-params.js';

/**
 * Listing search filters: one schema for the api's query string and saved searches, built from
 * the rules in search-params.ts, whose zod-free fromSearchParams reads the web's URL alike
 * (domain/test/listings.search-params.test.ts). Lists travel comma-separated (postal_codes=101,105).
 */
const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(splitList, z.array(item).max(LISTING_SEARCH_LIMITS.listMaxItems));
const flag = z.preprocess(readFlag, z.boolean());
const amount = z.coerce
  .number({ error: 'validation.number' })
  .int()
  .min(0)
  .max(LISTING_SEARCH_LIMITS.amountMax);

export const bboxSchema = z.preprocess(
  splitBbox,
  z
    .tuple([z.number(), z.number(), z.number(), z.number()], { error: 'validation.bbox' })
    .refine(isSearchableBbox, { error: 'validation.bbox' }),
);

export const listingSearchSchema = z.object({
  q: z.string().trim().max(LISTING_SEARCH_LIMITS.qMaxLength).optional(),
  postal_codes: csv(z.string().regex(LISTING_SEARCH_LIMITS.postalCode)).optional(),
  municipalities: csv(z.enum(MUNICIPALITIES)).optional(),
  /** south,west,north,east */
  bbox: bboxSchema.optional(),
  price_min: amount.optional(),
  price_max: amount.optional(),
  rooms_min: z.coerce.number().int().min(0).max(LISTING_SEARCH_LIMITS.roomsMax).optional(),
  rooms_max: z.coerce.number().int().min(0).max(LISTING_SEARCH_LIMITS.roomsMax).optional(),
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
export type ListingSearchInput = z.input<typeof listingSearchSchema>;

// The hand-written ListingSearch (search-params.ts) and the schema's output are the same type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameType: Same<z.infer<typeof listingSearchSchema>, ListingSearch> = true;
void sameType;
