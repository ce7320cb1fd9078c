import { describe, expect, it } from 'vitest';
import {
  PHOTO_REUSE_MAX_DISTANCE,
  PRICE_FAR_BELOW_RATIO,
  assessListingCheck,
  assessScamSignals,
  comparePriceWithComparables,
  getDifferenceHash,
  getHammingDistance,
  getListingVerification,
  getMedian,
  isSamePhoto,
} from '../src/index.js';

const gradient = (bias = 0) =>
  Array.from({ length: 72 }, (_, i) => ((i % 9) * 20 + Math.floor(i / 9) * 3 + bias) % 256);

describe('photo difference hash', () => {
  it('sets a bit where the left neighbour is brighter', () => {
    // Brightness rising left to right in every row: no bit set.
    expect(getDifferenceHash(gradient())).toBe(0n);
    const falling = gradient().map((v) => 255 - v);
    expect(getHammingDistance(getDifferenceHash(falling), 0n)).toBe(64);
  });

  it('keeps the hash when the whole photo is a little brighter', () => {
    expect(getDifferenceHash(gradient(7))).toBe(getDifferenceHash(gradient()));
  });

  it('refuses a pixel grid of the wrong size', () => {
    expect(() => getDifferenceHash([1, 2, 3])).toThrow(RangeError);
  });
});

describe('Hamming distance between hashes', () => {
  it.each([
    [0n, 0n, 0],
    [0n, 1n, 1],
    [0b1011n, 0b0110n, 3],
    [-1n, 0n, 64],
    [BigInt.asIntN(64, 0x8000_0000_0000_0001n), 1n, 1],
  ])('%s and %s differ in %i bits', (a, b, expected) => {
    expect(getHammingDistance(a, b)).toBe(expected);
  });

  it('takes photos within the limit as the same and farther ones as different', () => {
    const near = (1n << BigInt(PHOTO_REUSE_MAX_DISTANCE)) - 1n; // that many low bits set
    expect(isSamePhoto(0n, near)).toBe(true);
    expect(isSamePhoto(0n, (near << 1n) | 1n)).toBe(false);
  });
});

describe('rent against comparable homes', () => {
  const around4000 = [3800, 3900, 4000, 4100, 4200];

  it('finds the median of odd and even lists', () => {
    expect(getMedian([3, 1, 2])).toBe(2);
    expect(getMedian([4, 1, 3, 2])).toBe(2.5);
    expect(getMedian([])).toBeNull();
  });

  it('flags a rent per m² far below the postal code median', () => {
    const result = comparePriceWithComparables(
      { price: 100_000, sizeM2: 60 },
      { postalCode: around4000, municipality: [] },
    );
    expect(result).toMatchObject({ scope: 'postal_code', medianPerM2: 4000, isFarBelow: true });
    expect(result!.ratio).toBeLessThan(PRICE_FAR_BELOW_RATIO);
  });

  it('does not flag a rent a little below the median', () => {
    const result = comparePriceWithComparables(
      { price: 210_000, sizeM2: 60 },
      { postalCode: around4000, municipality: [] },
    );
    expect(result).toMatchObject({ pricePerM2: 3500, isFarBelow: false });
  });

  it('widens to the municipality when the postal code has too few comparables', () => {
    const result = comparePriceWithComparables(
      { price: 60_000, sizeM2: 60 },
      { postalCode: [4000, 4100], municipality: around4000 },
    );
    expect(result).toMatchObject({ scope: 'municipality', comparables: 5, isFarBelow: true });
  });

  it('says nothing without enough comparables, a rent or a size', () => {
    const few = { postalCode: [4000], municipality: [4000, 4100] };
    expect(comparePriceWithComparables({ price: 1000, sizeM2: 60 }, few)).toBeNull();
    const many = { postalCode: around4000, municipality: around4000 };
    expect(comparePriceWithComparables({ price: null, sizeM2: 60 }, many)).toBeNull();
    expect(comparePriceWithComparables({ price: 1000, sizeM2: 0 }, many)).toBeNull();
  });
});

describe('the listing check', () => {
  const clean = assessScamSignals('Björt íbúð á annarri hæð, nálægt sundlaug og skóla.', 'listing');
  const farBelow = comparePriceWithComparables(
    { price: 60_000, sizeM2: 60 },
    { postalCode: [4000, 4000, 4000, 4000, 4000], municipality: [] },
  );

  it('passes a listing with no signals', () => {
    expect(assessListingCheck({ reusedPhotos: [], price: null, scam: clean })).toEqual({
      score: 0,
      passes: true,
      signals: [],
    });
  });

  it('holds back a listing with a photo from another landlord', () => {
    const result = assessListingCheck({
      reusedPhotos: [{ photoId: 4, otherListingId: 9, distance: 2 }],
      price: null,
      scam: clean,
    });
    expect(result.passes).toBe(false);
    expect(result.signals).toEqual([
      { code: 'reused_photo', photoId: 4, otherListingId: 9, distance: 2 },
    ]);
  });

  it('holds back a listing priced far below comparables', () => {
    const result = assessListingCheck({ reusedPhotos: [], price: farBelow, scam: clean });
    expect(result.passes).toBe(false);
    expect(result.signals[0]).toMatchObject({ code: 'price_far_below', scope: 'postal_code' });
  });

  it('holds back a description asking for a deposit through a money-transfer service', () => {
    const scam = assessScamSignals(
      'I am abroad, send the deposit via Western Union before the viewing.',
      'listing',
    );
    const result = assessListingCheck({ reusedPhotos: [], price: null, scam });
    expect(result.passes).toBe(false);
    expect(result.signals.map((s) => s.code)).toContain('scam_phrase');
  });
});

describe('what the landlord is told', () => {
  it.each([
    [null, true, 'pending_check'],
    [{ passes: false }, true, 'needs_review'],
    [{ passes: true }, false, 'landlord_not_identified'],
    [{ passes: true }, true, 'verified'],
  ] as const)('check %o, identified %s: %s', (check, isLandlordIdentified, expected) => {
    expect(getListingVerification({ check, isLandlordIdentified })).toBe(expected);
  });
});
