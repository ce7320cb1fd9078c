import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, rentalApplications } from '../../db/schema/index.js';

/**
 * Whether the tenant has applied to one of the landlord's listings (a withdrawn application no
 * longer counts): what opens protected files and APPLIED_LANDLORDS resources to the landlord.
 */
export async function hasAppliedTo(
  db: Db,
  tenantUserId: number,
  landlordUserId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: rentalApplications.id })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(
      and(
        eq(rentalApplications.tenantId, tenantUserId),
        eq(listings.ownerId, landlordUserId),
        ne(rentalApplications.status, 'cancelled'),
      ),
    )
    .limit(1);
  return !!row;
}

/** Of the given tenants, those who have applied to the landlord: one query for a page of profiles. */
export async function tenantsAppliedTo(
  db: Db,
  tenantUserIds: readonly number[],
  landlordUserId: number,
): Promise<Set<number>> {
  if (tenantUserIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ tenantId: rentalApplications.tenantId })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(
      and(
        inArray(rentalApplications.tenantId, [...tenantUserIds]),
        eq(listings.ownerId, landlordUserId),
        ne(rentalApplications.status, 'cancelled'),
      ),
    );
  return new Set(rows.map((r) => r.tenantId));
}
