import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls, signIn, type Tokens } from './listings-support.js';
import * as op from './listing-checks.operations.js';

let stack: Stack;
let tokens: Tokens;
let all: op.CheckedListing[];

beforeAll(async () => {
  stack = await startStack();
  tokens = await signIn(stack);
  const res = await stack.gql<{ adminListings: { items: op.CheckedListing[] } }>(
    op.ADMIN_LISTINGS_WITH_CHECKS,
    {},
    { token: tokens.staff },
  );
  expect(res.errors).toEqual([]);
  all = res.data!.adminListings.items;
}, 120_000);
afterAll(() => stack?.close());

const flaggedWith = (code: string) =>
  all.find((l) => l.fraudCheck?.signals.some((s) => s.code === code));

describe('the fraud check for staff', () => {
  it('comes with the listing page itself, in one REST call', async () => {
    await stack.gql(op.ADMIN_LISTINGS_WITH_CHECKS, {}, { token: tokens.staff });
    expect(lastRestCalls(stack)).toBe(1);
  });

  it('names the reused photo and the listing it was seen on', () => {
    const listing = flaggedWith('REUSED_PHOTO')!;
    expect(listing.isVerified).toBe(false);
    expect(listing.verification).toBe('NEEDS_REVIEW');
    const signal = listing.fraudCheck!.signals.find((s) => s.code === 'REUSED_PHOTO')!;
    expect(signal.photoId).toEqual(expect.any(String));
    expect(all.map((l) => l.id)).toContain(signal.otherListingId);
    expect(signal).toMatchObject({ pricePerM2: null, scamCode: null });
  });

  it('gives the rent comparison of a listing priced far below comparables', () => {
    const signal = flaggedWith('PRICE_FAR_BELOW')!.fraudCheck!.signals.find(
      (s) => s.code === 'PRICE_FAR_BELOW',
    )!;
    expect(['POSTAL_CODE', 'MUNICIPALITY']).toContain(signal.scope);
    expect(signal.ratio as number).toBeLessThan(0.5);
    expect(signal.pricePerM2 as number).toBeLessThan(signal.medianPerM2 as number);
    expect(signal.photoId).toBeNull();
  });
});

describe('the verified badge for everyone else', () => {
  it('shows a verified listing to visitors and tenants without the check', async () => {
    const verified = all.find((l) => l.isVerified)!;
    for (const token of [null, tokens.anna]) {
      const res = await stack.gql<{ listing: op.CheckedListing }>(
        op.LISTING_WITH_CHECK,
        { id: verified.id },
        { token },
      );
      expect(res.errors).toEqual([]);
      expect(res.data!.listing).toMatchObject({
        isVerified: true,
        verification: null,
        fraudCheck: null,
      });
    }
  });

  it('tells the landlord of a flagged listing only that it is under review', async () => {
    const flagged = flaggedWith('REUSED_PHOTO')!;
    const owner = await stack.gql<{ listing: op.CheckedListing }>(
      op.LISTING_WITH_CHECK,
      { id: flagged.id },
      { token: await ownerToken(flagged) },
    );
    expect(owner.data!.listing).toMatchObject({
      isVerified: false,
      verification: 'NEEDS_REVIEW',
      fraudCheck: null,
    });
  });
});

/** The planted copy is Ólafur's (the demo seed); sign in as whoever owns the listing. */
async function ownerToken(listing: op.CheckedListing): Promise<string> {
  const res = await fetch(`${stack.api.url}/api/users/${listing.owner!.id}/`, {
    headers: { authorization: `Bearer ${tokens.staff}` },
  });
  const { email } = (await res.json()) as { email: string };
  return restLogin(stack, email);
}
