import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ICELAND_BOUNDS,
  LISTING_SORTS,
  LISTING_TYPES,
  MAX_PAGE_SIZE,
  MUNICIPALITIES,
  PAGE_SIZES,
  fromSearchParams,
  listingSearchSchema,
  toSearchParams,
  type ListingSearch,
} from '../src/index.js';

/**
 * The web reads its search URL with the zod-free fromSearchParams; the api validates the same
 * query string with listingSearchSchema. Both must read every URL alike: this is the schema's
 * reading (parse, and drop the keys it refuses), the parser is checked against it.
 */
function readWithSchema(params: URLSearchParams): ListingSearch {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) raw[key] = value;
  const parsed = listingSearchSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return listingSearchSchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))),
  );
}

const expectSameReading = (params: URLSearchParams) => {
  const parsed = fromSearchParams(params);
  const reference = readWithSchema(params);
  expect(parsed, params.toString()).toStrictEqual(reference);
  // Same keys in the same order, so toSearchParams writes the same URL from either.
  expect(toSearchParams(parsed).toString()).toBe(toSearchParams(reference).toString());
};

const KEYS = [
  'q',
  'postal_codes',
  'municipalities',
  'bbox',
  'price_min',
  'price_max',
  'rooms_min',
  'rooms_max',
  'size_min',
  'size_max',
  'types',
  'commercial',
  'pets',
  'furnished',
  'available_by',
  'sort',
  'page',
  'page_size',
] as const satisfies readonly (keyof ListingSearch)[];

/** Numbers as a URL may carry them: whole, negative, fractional, huge, exponent, hex, blank. */
const numberText = fc.oneof(
  fc.integer({ min: -5, max: 40 }).map(String),
  fc.integer({ min: -1, max: MAX_PAGE_SIZE + 2 }).map(String),
  fc.integer({ min: 99_999_990, max: 100_000_010 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('', ' ', ' 7 ', '1e3', '1e400', '0x10', '3.0', '2.5', '-0', 'Infinity', 'NaN'),
  fc.constantFrom('9007199254740991', '9007199254740993', '12abc', '+4', '.5', '5.'),
);
const listOf = (items: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.array(fc.oneof(items, fc.constantFrom('', ' ', 'x')), { maxLength: 55 }),
      fc.constantFrom(',', ', ', ',,'),
    )
    .map(([parts, separator]) => parts.join(separator));
const coordinate = fc.oneof(
  fc.double({ min: 60, max: 70, noNaN: true }),
  fc.double({ min: -29, max: -9, noNaN: true }),
  fc.constantFrom(ICELAND_BOUNDS.south, ICELAND_BOUNDS.west, ICELAND_BOUNDS.north, -13.4 + 3),
);
const bboxText = fc.oneof(
  fc.array(coordinate, { minLength: 4, maxLength: 4 }).map((c) => c.join(',')),
  fc
    .tuple(
      fc.double({ min: 62, max: 64, noNaN: true }),
      fc.double({ min: -26, max: -20, noNaN: true }),
    )
    .chain(([s, w]) =>
      fc.constantFrom('', ',', ',64', ',x').map((extra) => `${s},${w},${s + 1},${w + 2}${extra}`),
    ),
  fc.array(fc.oneof(coordinate.map(String), numberText), { maxLength: 6 }).map((c) => c.join(',')),
);
const dateText = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 2400 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.constantFrom(
    '2028-02-29',
    '2026-02-29',
    '1900-02-29',
    '2000-02-29',
    '2026-1-5',
    '2026-01-05T00:00',
  ),
  fc.string({ maxLength: 12 }),
);
const textFor: { [K in (typeof KEYS)[number]]: fc.Arbitrary<string> } = {
  q: fc.oneof(
    fc.string({ maxLength: 110 }),
    fc.string({ minLength: 99, maxLength: 101 }).map((s) => ` ${s} `),
  ),
  postal_codes: listOf(fc.oneof(fc.integer({ min: 0, max: 1200 }).map(String), fc.constant('101'))),
  municipalities: listOf(fc.constantFrom(...MUNICIPALITIES, 'reykjavík', 'Reykjavik')),
  bbox: bboxText,
  price_min: numberText,
  price_max: numberText,
  rooms_min: numberText,
  rooms_max: numberText,
  size_min: numberText,
  size_max: numberText,
  types: listOf(fc.constantFrom(...LISTING_TYPES, 'Apartment', 'flat')),
  commercial: fc.constantFrom('true', 'false', '1', '0', '', 'yes', 'TRUE'),
  pets: fc.constantFrom('true', 'false', '1', '0', '', 'on'),
  furnished: fc.constantFrom('true', 'false', '1', '0', ' true'),
  available_by: dateText,
  sort: fc.oneof(fc.constantFrom(...LISTING_SORTS), fc.string({ maxLength: 10 })),
  page: numberText,
  page_size: numberText,
};

/** Some filters (any of them, repeated or not), with foreign keys such as the view among them. */
const searchUrl = fc
  .array(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(...KEYS).chain((k) => textFor[k].map((v) => [k, v])),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom('view', 'utm_source', 'Q', 'page '), fc.string()),
      },
    ),
    { maxLength: 12 },
  )
  .map((pairs) => new URLSearchParams(pairs as [string, string][]));

describe('fromSearchParams (no zod) reads a search URL as listingSearchSchema does', () => {
  it('over many generated URLs, good and bad values, repeated and foreign keys', () => {
    fc.assert(fc.property(searchUrl, expectSameReading), { numRuns: 3_000, seed: 20261125 });
  });

  it('over generated URLs that are only valid (so nothing is dropped)', () => {
    const valid = fc
      .record(
        {
          q: fc.string({ maxLength: 100 }).map((s) => s.trim()),
          postal_codes: fc.array(fc.integer({ min: 100, max: 999 }).map(String), { maxLength: 5 }),
          municipalities: fc.subarray([...MUNICIPALITIES]),
          price_min: fc.integer({ min: 0, max: 100_000_000 }),
          rooms_max: fc.integer({ min: 0, max: 30 }),
          types: fc.subarray([...LISTING_TYPES]),
          pets: fc.boolean(),
          sort: fc.constantFrom(...LISTING_SORTS),
          page: fc.integer({ min: 1, max: 500 }),
          page_size: fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        },
        { requiredKeys: [] },
      )
      .map((filters) => toSearchParams(filters));
    fc.assert(
      fc.property(valid, (params) => {
        expectSameReading(params);
        // Written back, the URL is the one read.
        expect(toSearchParams(fromSearchParams(params)).toString()).toBe(params.toString());
      }),
      { numRuns: 1_000, seed: 7 },
    );
  });

  it.each([
    ['', {}],
    ['view=map', {}],
    ['q=%20Laugavegur%20', { q: 'Laugavegur' }],
    ['q=', { q: '' }],
    ['postal_codes=101,%20105,,', { postal_codes: ['101', '105'] }],
    ['postal_codes=101,1050', {}],
    ['municipalities=Reykjav%C3%ADk,Akureyri', { municipalities: ['Reykjavík', 'Akureyri'] }],
    ['bbox=63.9,-22.1,64.2,-21.6', { bbox: [63.9, -22.1, 64.2, -21.6] }],
    ['bbox=64.2,-22.1,63.9,-21.6', {}],
    ['bbox=55,-22.1,64.2,-21.6', {}],
    ['bbox=63.9,-22.1,64.2', {}],
    ['bbox=63.9,-22.1,64.2,-21.6,64', {}],
    ['price_min=150000&price_max=abc', { price_min: 150_000 }],
    ['price_min=', { price_min: 0 }],
    ['price_max=100000001', {}],
    ['rooms_min=2.5&rooms_max=31', {}],
    [
      'types=apartment,house&pets=1&furnished=false',
      { types: ['apartment', 'house'], pets: true, furnished: false },
    ],
    ['pets=yes', {}],
    ['available_by=2028-02-29', { available_by: '2028-02-29' }],
    ['available_by=2026-02-29', {}],
    ['sort=price_asc&page=3&page_size=10', { sort: 'price_asc', page: 3, page_size: 10 }],
    ['sort=cheapest&page=0&page_size=101', {}],
    ['page=2&page=5', { page: 5 }],
  ])('reads %s', (query, expected) => {
    const params = new URLSearchParams(query);
    expect(fromSearchParams(params)).toEqual({
      sort: 'newest',
      page: 1,
      page_size: PAGE_SIZES.listings,
      ...expected,
    });
    expectSameReading(params);
  });
});
