import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { foldIcelandic, type ApplicationStatus } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  applicationCorenters,
  corenters,
  listingPhotos,
  listings,
  preApprovals,
  profileChildren,
  profilePets,
  rentalApplications,
  rentalProfiles,
  users,
} from '../../db/schema/index.js';
import { offsetOf, withTotal } from '../../db/paging.js';
import { likePattern } from '../../db/search.js';
import type { ApplicationListQuery } from './application-schemas.js';

export type ApplicationRow = typeof rentalApplications.$inferSelect;
type ApplicationInsert = typeof rentalApplications.$inferInsert;

/** The list filters both sides share: a kind of application, a listing, the listing's address. */
function applicationFilters(query: ApplicationListQuery): SQL[] {
  const c: SQL[] = [];
  const t = rentalApplications;
  if (query.type === 'active') c.push(inArray(t.status, ['pending', 'accepted']));
  else if (query.type === 'considered') c.push(eq(t.isConsidered, true), eq(t.status, 'pending'));
  else if (query.type === 'unread')
    c.push(eq(t.isReadByLandlord, false), inArray(t.status, ['pending', 'accepted', 'denied']));
  else if (query.type !== 'all') c.push(eq(t.status, query.type));
  if (query.listing_id) c.push(eq(t.listingId, query.listing_id));
  if (query.listing_address)
    c.push(sql`${listings.searchText} like ${likePattern(foldIcelandic(query.listing_address))}`);
  return c;
}

/** The tenant's own applications that match the list's filters. */
export function tenantApplicationsWhere(tenantId: number, query: ApplicationListQuery) {
  return and(eq(rentalApplications.tenantId, tenantId), ...applicationFilters(query));
}

/**
 * Applications for the landlord's listings (every landlord's when `ownerId` is null, for staff);
 * a withdrawn application only when the list asks for withdrawn ones.
 */
export function landlordApplicationsWhere(ownerId: number | null, query: ApplicationListQuery) {
  const mine = ownerId === null ? [] : [eq(listings.ownerId, ownerId)];
  const visible = query.type === 'cancelled' ? [] : [ne(rentalApplications.status, 'cancelled')];
  return and(...mine, ...visible, ...applicationFilters(query));
}

function applicationOrder(order: ApplicationListQuery['order_by']) {
  const t = rentalApplications;
  if (order === 'oldest') return [asc(t.createdAt), asc(t.id)];
  if (order === 'status') return [asc(t.status), desc(t.createdAt), desc(t.id)];
  return [desc(t.createdAt), desc(t.id)];
}

/** One page of applications (joined with their listings for the address filter), with the total. */
export async function pageApplications(
  db: Db,
  where: SQL | undefined,
  query: ApplicationListQuery,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const join = eq(listings.id, rentalApplications.listingId);
  const { rows, total } = await withTotal(
    db
      .select({ a: rentalApplications })
      .from(rentalApplications)
      .innerJoin(listings, join)
      .where(where)
      .orderBy(...applicationOrder(query.order_by))
      .limit(query.page_size)
      .offset(offsetOf({ page: query.page, pageSize: query.page_size })),
    db.select({ value: count() }).from(rentalApplications).innerJoin(listings, join).where(where),
  );
  return { rows: rows.map((x) => x.a), total };
}

export async function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(rentalApplications)
    .where(eq(rentalApplications.id, id))
    .limit(1);
  return row;
}

/** The other applications for the listing still pending. */
export function listOtherPendingApplications(
  db: Db,
  listingId: number,
  exceptId: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(rentalApplications)
    .where(
      and(
        eq(rentalApplications.listingId, listingId),
        eq(rentalApplications.status, 'pending'),
        ne(rentalApplications.id, exceptId),
      ),
    );
}

export async function updateApplication(
  db: Db,
  id: number,
  changes: Partial<ApplicationInsert>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(rentalApplications)
    .set(changes)
    .where(inArray(rentalApplications.id, [id]))
    .returning();
  return row!;
}

/** Changes an application only while it still has `status`: undefined when it moved meanwhile. */
export async function updateApplicationInStatus(
  tx: Tx,
  id: number,
  status: ApplicationStatus,
  changes: Partial<ApplicationInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(rentalApplications)
    .set(changes)
    .where(and(eq(rentalApplications.id, id), eq(rentalApplications.status, status)))
    .returning();
  return row;
}

export async function insertApplication(
  tx: Tx,
  values: ApplicationInsert,
  corenterProfileIds: number[],
): Promise<ApplicationRow> {
  const [row] = await tx.insert(rentalApplications).values(values).returning();
  if (corenterProfileIds.length)
    await tx
      .insert(applicationCorenters)
      .values(corenterProfileIds.map((profileId) => ({ applicationId: row!.id, profileId })));
  return row!;
}

/** Cancels the tenant's applications in one of `statuses`; returns their ids. */
export function cancelApplicationsOfTenant(
  tx: Tx,
  tenantId: number,
  statuses: ApplicationStatus[],
): Promise<{ id: number }[]> {
  const now = new Date();
  return tx
    .update(rentalApplications)
    .set({ status: 'cancelled', canceledAt: now, updatedAt: now })
    .where(
      and(eq(rentalApplications.tenantId, tenantId), inArray(rentalApplications.status, statuses)),
    )
    .returning({ id: rentalApplications.id });
}

export async function findListingOwnerId(db: Db, listingId: number): Promise<number | undefined> {
  const [listing] = await db
    .select({ ownerId: listings.ownerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  return listing?.ownerId;
}

export async function findListingQuestions(db: Db, listingId: number) {
  const [listing] = await db
    .select({ questions: listings.questions })
    .from(listings)
    .where(eq(listings.id, listingId));
  return listing?.questions ?? [];
}

export async function findRentalProfileOfUser(db: Db, userId: number) {
  const [profile] = await db
    .select()
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, userId))
    .limit(1);
  return profile;
}

/** The profile ids of a profile's co-renters. */
export async function listCorenterProfileIds(db: Db, profileId: number): Promise<Set<number>> {
  const mine = await db
    .select({ id: corenters.corenterProfileId })
    .from(corenters)
    .where(eq(corenters.profileId, profileId));
  return new Set(mine.map((c) => c.id));
}

/** The household's children and pets, and the applicant's pre-approval if there is one. */
export async function findHouseholdFacts(db: Db, profileId: number, household: number[]) {
  const [[children], [pets], approvals] = await Promise.all([
    db
      .select({ value: count() })
      .from(profileChildren)
      .where(inArray(profileChildren.profileId, household)),
    db
      .select({ value: count() })
      .from(profilePets)
      .where(inArray(profilePets.profileId, household)),
    db.select().from(preApprovals).where(eq(preApprovals.profileId, profileId)),
  ]);
  return { children: children?.value ?? 0, pets: pets?.value ?? 0, approval: approvals[0] };
}

/** An application with its listing's title and landlord, and the two people's rows. */
export async function findApplicationParties(db: Db, applicationId: number) {
  const [row] = await db
    .select({ application: rentalApplications, title: listings.title, ownerId: listings.ownerId })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(eq(rentalApplications.id, applicationId));
  if (!row) return undefined;
  const [tenant] = await db.select().from(users).where(eq(users.id, row.application.tenantId));
  const [landlord] = await db.select().from(users).where(eq(users.id, row.ownerId));
  return { ...row, tenant, landlord };
}

/** What the application views need beside the rows: listings, cover photos, tenants, profiles. */
export async function findApplicationViewInputs(db: Db, rows: ApplicationRow[]) {
  const listingIds = [...new Set(rows.map((a) => a.listingId))];
  const tenantIds = [...new Set(rows.map((a) => a.tenantId))];
  const [listingRows, photos, tenants, profiles, pairs] = await Promise.all([
    db.select().from(listings).where(inArray(listings.id, listingIds)),
    db
      .select()
      .from(listingPhotos)
      .where(inArray(listingPhotos.listingId, listingIds))
      .orderBy(desc(listingPhotos.isCover), listingPhotos.position),
    db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(inArray(users.id, tenantIds)),
    db.select().from(rentalProfiles).where(inArray(rentalProfiles.userId, tenantIds)),
    db
      .select()
      .from(applicationCorenters)
      .where(
        inArray(
          applicationCorenters.applicationId,
          rows.map((a) => a.id),
        ),
      ),
  ]);
  return { listingRows, photos, tenants, profiles, pairs };
}

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
