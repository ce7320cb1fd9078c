// Apart from search.ts and its zod schemas, so a page that only tidies filters (a listing, the
// landing's newest homes) does not load zod.

/** SPEC 5: empty values (empty arrays, null, undefined, empty strings) are removed from filters. */
export function compactFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as Partial<T>;
}
