import { and, eq, like, ne, sql } from 'drizzle-orm';
import { estimateRent, type Contract, type PriceEstimate } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';

/** Comparables are read at most this many at a time: enough for quartiles, cheap to fetch. */
const MAX_COMPARABLES = 200;

/** The lease's size: the units' agreed (else registered) sizes, else its listing's size. */
async function findSubjectSize(db: Db, contract: Contract, listingId: number | null) {
  const units = contract.real_estate?.units ?? [];
  const unitSize = units.reduce((sum, u) => sum + (u.changed_size ?? u.size), 0);
  if (unitSize > 0) return unitSize;
  if (listingId === null) return null;
  const [listing] = await db
    .select({ sizeM2: listings.sizeM2 })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return listing?.sizeM2 ?? null;
}

/**
 * Published ISK listings of the same type in the same postal code; when those are too few, in
 * the same postal area (the first two digits: 101-116 is Reykjavík). The lease's own listing is
 * left out.
 */
async function findComparables(
  db: Db,
  postalCode: string,
  listingType: string,
  ownListingId: number | null,
  isWide: boolean,
) {
  return db
    .select({ price: listings.price, sizeM2: listings.sizeM2, rooms: listings.rooms })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'published'),
        eq(listings.listingType, listingType),
        eq(listings.currency, 'ISK'),
        sql`${listings.price} > 0`,
        isWide
          ? like(listings.postalCode, `${postalCode.slice(0, 2)}%`)
          : eq(listings.postalCode, postalCode),
        ownListingId === null ? undefined : ne(listings.id, ownListingId),
      ),
    )
    .limit(MAX_COMPARABLES);
}

/**
 * A suggested rent for the contract. Never throws: a failure is the `failed` status, which
 * leaves signing possible (issue #14).
 */
export async function estimateContractRent(
  db: Db,
  contract: Contract,
  listingId: number | null,
): Promise<PriceEstimate> {
  const postalCode = contract.real_estate?.address.postal_code ?? null;
  const listingType = contract.listing_type?.tag ?? null;
  const empty = { estimate: null, low: null, high: null, compared_count: 0 };
  if (!postalCode || !listingType) return { status: 'insufficient_data', ...empty };
  try {
    const subject = {
      sizeM2: await findSubjectSize(db, contract, listingId),
      rooms: contract.rooms,
    };
    const near = await findComparables(db, postalCode, listingType, listingId, false);
    const narrow = estimateRent(subject, near.map(toComparable));
    if (narrow.status === 'ok') return narrow;
    const wide = await findComparables(db, postalCode, listingType, listingId, true);
    return estimateRent(subject, wide.map(toComparable));
  } catch {
    return { status: 'failed', ...empty };
  }
}

function toComparable(row: { price: number | null; sizeM2: number | null; rooms: number | null }) {
  return { price: row.price ?? 0, sizeM2: row.sizeM2, rooms: row.rooms };
}
