/**
 * Perceptual photo hashes (dHash): a photo shrunk to 9x8 grey pixels, one bit per pair of
 * neighbours in a row (is the left one brighter?). Re-encoding, resizing or a light crop keeps
 * most bits, so the same photo uploaded again by someone else lands within a few bits.
 */
export const PHOTO_HASH_WIDTH = 9;
export const PHOTO_HASH_HEIGHT = 8;

/** Two photos at most this many bits apart (of 64) are taken to be the same photo. */
export const PHOTO_REUSE_MAX_DISTANCE = 6;

/** The 64-bit difference hash of 9x8 greyscale pixels (row by row), as a signed 64-bit integer. */
export function getDifferenceHash(pixels: ArrayLike<number>): bigint {
  if (pixels.length !== PHOTO_HASH_WIDTH * PHOTO_HASH_HEIGHT)
    throw new RangeError(`A difference hash needs ${PHOTO_HASH_WIDTH}x${PHOTO_HASH_HEIGHT} pixels`);
  let hash = 0n;
  for (let y = 0; y < PHOTO_HASH_HEIGHT; y++) {
    for (let x = 0; x < PHOTO_HASH_WIDTH - 1; x++) {
      const left = pixels[y * PHOTO_HASH_WIDTH + x]!;
      const right = pixels[y * PHOTO_HASH_WIDTH + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  // Signed, so it fits PostgreSQL's bigint as is.
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ between two hashes. */
export function getHammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

export function isSamePhoto(a: bigint, b: bigint): boolean {
  return getHammingDistance(a, b) <= PHOTO_REUSE_MAX_DISTANCE;
}
