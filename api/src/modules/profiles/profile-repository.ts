import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rentalProfiles, users, type StoredImage } from '../../db/schema/index.js';
import type { ProfileRow } from './profile-access.js';

/** The queries of the rental profile itself (its own columns); sections have their own file. */

/** Profiles by id; ids with no profile are left out. */
export async function listProfilesByIds(db: Db, ids: readonly number[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(rentalProfiles)
    .where(inArray(rentalProfiles.id, [...ids]));
}

export async function findProfileById(db: Db, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(rentalProfiles).where(eq(rentalProfiles.id, id));
  return row;
}

/** The id of the caller's own profile, if they have one (tenants do). */
export async function findProfileIdOfUser(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rentalProfiles.id })
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, userId));
  return row?.id;
}

/** Every tenant's profile (landlords and staff have none to count). */
export async function listTenantProfiles(db: Db): Promise<ProfileRow[]> {
  const rows = await db
    .select({ profile: rentalProfiles })
    .from(rentalProfiles)
    .innerJoin(users, eq(users.id, rentalProfiles.userId))
    .where(eq(users.userType, 'TN'));
  return rows.map((r) => r.profile);
}

/** The full name of a profile's owner ('' when there is no such profile). */
export async function getOwnerName(db: Db, profileId: number): Promise<string> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(rentalProfiles)
    .innerJoin(users, eq(users.id, rentalProfiles.userId))
    .where(eq(rentalProfiles.id, profileId));
  return row?.fullName ?? '';
}

type ProfileChanges = Partial<
  Pick<
    typeof rentalProfiles.$inferInsert,
    'about' | 'isSmoker' | 'currentlyBasedPlaceId' | 'currentlyBasedName'
  >
>;

/** Changes the profile's own fields and marks it changed. */
export async function updateProfile(
  db: Db,
  profileId: number,
  changes: ProfileChanges,
): Promise<void> {
  await db
    .update(rentalProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(rentalProfiles.id, profileId));
}

/** Sets (or clears) the profile image or cover photo; answers the image it replaced. */
export async function replaceProfileImage(
  db: Db,
  profileId: number,
  column: 'profileImage' | 'coverImage',
  image: StoredImage | null,
): Promise<StoredImage | null> {
  const old = await findProfileById(db, profileId);
  await db
    .update(rentalProfiles)
    .set({ [column]: image, updatedAt: new Date() })
    .where(eq(rentalProfiles.id, profileId));
  return old?.[column] ?? null;
}
