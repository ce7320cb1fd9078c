import { PAGE_SIZES } from '@leiga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers.js';
import {
  lastRestCalls,
  publishListing,
  signIn,
  type Card,
  type ListingPage,
  type Tokens,
} from './listings-support.js';
import * as op from './listings.operations.js';

/** The demo seed has listings of its own: the test's are on a street of their own. */
const SEEDED_STREET = 'Tilraunagata';

let stack: Stack;
let tokens: Tokens;
let seeded: number[] = [];

/** 26 published listings of two landlords, set up through REST (photos, review) in parallel. */
async function seedListings(): Promise<number[]> {
  const ids: number[] = [];
  for (let batch = 0; batch < 26; batch += 6) {
    const made = await Promise.all(
      Array.from({ length: Math.min(6, 26 - batch) }, (_, i) => {
        const n = batch + i;
        return publishListing(
          stack,
          { landlord: n % 2 ? tokens.magnus : tokens.jon, staff: tokens.staff },
          {
            street: SEEDED_STREET,
            houseNumber: String(n + 1),
            price: 200000 + n * 5000,
            postalCode: n % 3 ? '101' : '105',
          },
        );
      }),
    );
    ids.push(...made);
  }
  return ids;
}

beforeAll(async () => {
  stack = await startStack();
  tokens = await signIn(stack);
  seeded = await seedListings();
}, 120_000);
afterAll(() => stack?.close());

describe('listing reads in a bounded number of REST calls', () => {
  it('a search page of 25 with photos and owners costs one REST call', async () => {
    const res = await stack.gql<{ listings: ListingPage }>(
      op.SEARCH,
      { filter: { q: SEEDED_STREET } },
      { token: tokens.anna },
    );
    expect(res.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(1);
    const page = res.data!.listings;
    expect(page).toMatchObject({ page: 1, pageSize: PAGE_SIZES.listings, hasNextPage: true });
    expect(page.count).toBe(26);
    expect(page.items).toHaveLength(25);
    expect(new Set(page.items.map((l) => l.owner.fullName)).size).toBeGreaterThanOrEqual(2);
    for (const item of page.items) {
      expect(item.photos).toHaveLength(3);
      expect(item.coverPhoto?.placeholder).toMatch(/^data:image\//);
    }
  });

  it('filters and sorts with enums; empty values are dropped', async () => {
    const res = await stack.gql<{ listings: ListingPage }>(
      op.SEARCH,
      {
        filter: {
          postalCodes: ['105'],
          municipalities: [],
          q: '',
          types: ['APARTMENT'],
          priceMax: 400000,
          sort: 'PRICE_DESC',
        },
        pageSize: 5,
      },
      { token: null },
    );
    expect(res.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(1);
    const prices = res.data!.listings.items.map((l) => l.id);
    expect(prices.length).toBeGreaterThan(0);
    expect(res.data!.listings.items.every((l) => !l.isLiked)).toBe(true);
  });

  it('the listing page: the listing with owner, photos and price history in one call', async () => {
    const res = await stack.gql<{ listing: Card & { priceHistory: unknown[] } }>(
      op.LISTING,
      { id: String(seeded[0]) },
      { token: tokens.anna },
    );
    expect(res.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(1);
    expect(res.data!.listing.priceHistory).toHaveLength(1);
    expect(res.data!.listing.owner.fullName).toBe('Jón Guðmundsson');

    const withMe = await stack.gql(
      `query($id: ID!) { me { id } listing(id: $id) { id photos { key } owner { fullName } } }`,
      { id: String(seeded[1]) },
      { token: tokens.anna },
    );
    expect(withMe.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(2);
  });

  it('listings by id batch into one read', async () => {
    const res = await stack.gql(
      `query($a: ID!, $b: ID!) {
        publishes: listingPublishes(pageSize: 10) { items { listing { id title } } }
        a: listing(id: $a) { id } b: listing(id: $b) { id }
      }`,
      { a: String(seeded[2]), b: String(seeded[3]) },
      { token: tokens.staff },
    );
    expect(res.errors).toEqual([]);
    // The publish log, its listings in one batch, and the two detail reads.
    expect(lastRestCalls(stack)).toBe(4);
  });

  it('liked listings: page size 6, then the next page', async () => {
    for (const id of seeded.slice(0, 8)) {
      const liked = await stack.gql<{ likeListing: Card }>(
        op.LIKE,
        { input: { id: String(id) } },
        { token: tokens.fresh },
      );
      expect(liked.errors).toEqual([]);
      expect(liked.data!.likeListing).toMatchObject({ isLiked: true, likesCount: 1 });
      expect(lastRestCalls(stack)).toBe(2);
    }
    const first = await stack.gql<{ likedListings: ListingPage }>(
      op.LIKED,
      {},
      { token: tokens.fresh },
    );
    expect(first.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(1);
    expect(first.data!.likedListings).toMatchObject({
      count: 8,
      page: 1,
      pageSize: PAGE_SIZES.likedListings,
      hasNextPage: true,
    });
    expect(first.data!.likedListings.items).toHaveLength(6);
    expect(first.data!.likedListings.items.every((l) => l.isLiked)).toBe(true);
    const second = await stack.gql<{ likedListings: ListingPage }>(
      op.LIKED,
      { page: 2 },
      { token: tokens.fresh },
    );
    expect(second.data!.likedListings.items).toHaveLength(2);
    expect(second.data!.likedListings.hasNextPage).toBe(false);

    const unliked = await stack.gql<{ unlikeListing: Card }>(
      op.UNLIKE,
      { input: { id: String(seeded[7]) } },
      { token: tokens.fresh },
    );
    expect(unliked.data!.unlikeListing).toMatchObject({ isLiked: false, likesCount: 0 });
  });
});
