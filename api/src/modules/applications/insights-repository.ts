import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, rentalApplications } from '../../db/schema/index.js';

const hours = sql<
  number | null
>`avg(extract(epoch from (${rentalApplications.firstResponseAt} - ${rentalApplications.createdAt})) / 3600)`;
const byStatus = (status: string) =>
  sql<number>`count(*) filter (where ${rentalApplications.status} = ${status})`.mapWith(Number);

/** A tenant's applications counted by status, how many were answered and how fast on average. */
export async function findTenantInsights(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      total: count(),
      pending: byStatus('pending'),
      accepted: byStatus('accepted'),
      denied: byStatus('denied'),
      cancelled: byStatus('cancelled'),
      answered:
        sql<number>`count(*) filter (where ${rentalApplications.firstResponseAt} is not null)`.mapWith(
          Number,
        ),
      avgResponseHours: hours,
    })
    .from(rentalApplications)
    .where(eq(rentalApplications.tenantId, tenantId));
  return row;
}

/** Per listing of the landlord: applications (withdrawn ones left out) by status, unread, speed. */
export function listLandlordInsightsPerListing(db: Db, ownerId: number) {
  return db
    .select({
      listingId: listings.id,
      title: listings.title,
      status: listings.status,
      total: count(rentalApplications.id),
      pending: byStatus('pending'),
      accepted: byStatus('accepted'),
      denied: byStatus('denied'),
      unread:
        sql<number>`count(*) filter (where ${rentalApplications.isReadByLandlord} = false and ${rentalApplications.status} = 'pending')`.mapWith(
          Number,
        ),
      avgResponseHours: hours,
    })
    .from(listings)
    .leftJoin(
      rentalApplications,
      and(
        eq(rentalApplications.listingId, listings.id),
        sql`${rentalApplications.status} <> 'cancelled'`,
      ),
    )
    .where(eq(listings.ownerId, ownerId))
    .groupBy(listings.id)
    .orderBy(sql`count(${rentalApplications.id}) desc`, listings.id);
}
