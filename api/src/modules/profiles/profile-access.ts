import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ProfileReader } from '@leiga/domain';
import type { Auth } from '../../context.js';
import type { Db } from '../../db/client.js';
import { rentalProfiles, users } from '../../db/schema/index.js';
import { defineSubject } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { tenantsAppliedTo } from '../applications/access.js';

export type ProfileRow = typeof rentalProfiles.$inferSelect;

export const usernameParams = z.object({
  username: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, { error: 'validation.profile_username' }),
});

export async function getProfileByUsername(db: Db, username: string): Promise<ProfileRow> {
  const [row] = await db
    .select({ profile: rentalProfiles })
    .from(rentalProfiles)
    .innerJoin(users, eq(users.id, rentalProfiles.userId))
    .where(eq(rentalProfiles.profileUsername, username))
    .limit(1);
  if (!row) throw notFound('No such rental profile.');
  return row.profile;
}

export async function getProfileById(db: Db, id: number): Promise<ProfileRow> {
  const [row] = await db.select().from(rentalProfiles).where(eq(rentalProfiles.id, id)).limit(1);
  if (!row) throw notFound('No such rental profile.');
  return row;
}

/** The caller's own profile; tenants have one from sign-up, landlords and staff none. */
export async function getProfileOfUser(db: Db, userId: number): Promise<ProfileRow> {
  const [row] = await db
    .select()
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, userId))
    .limit(1);
  if (!row) throw forbidden('Only tenants have a rental profile.');
  return row;
}

/** Changes to a profile and everything in it: its owner only. */
export function assertProfileOwner(auth: Auth, profile: Pick<ProfileRow, 'userId'>): void {
  if (auth.user.id !== profile.userId) throw forbidden('Only the owner may change this profile.');
}

/** Private reads (incomes, sent requests, settings): the owner, or staff. */
export function isOwnerOrStaff(auth: Auth, profile: Pick<ProfileRow, 'userId'>): boolean {
  return auth.user.id === profile.userId || auth.user.isStaff;
}

export function assertOwnerOrStaff(auth: Auth, profile: Pick<ProfileRow, 'userId'>): void {
  if (!isOwnerOrStaff(auth, profile)) throw forbidden('Only the owner may see this.');
}

export async function getOwnProfile(db: Db, auth: Auth, username: string): Promise<ProfileRow> {
  const profile = await getProfileByUsername(db, username);
  assertProfileOwner(auth, profile);
  return profile;
}

/** The rental profile a route's path names by username, for its owner to change. */
export const ownProfile = defineSubject(
  'rental profile',
  'username',
  usernameParams.shape.username,
  (ctx, auth, username) => getOwnProfile(ctx.db, auth, username),
);

/** How each reader stands to each profile's owner; one query whatever the number of profiles. */
export async function readersOf(
  db: Db,
  profiles: readonly Pick<ProfileRow, 'userId'>[],
  auth: Auth | null,
): Promise<Map<number, ProfileReader>> {
  const readers = new Map<number, ProfileReader>();
  const applied =
    auth?.user.userType === 'LL'
      ? await tenantsAppliedTo(
          db,
          profiles.map((p) => p.userId),
          auth.user.id,
        )
      : new Set<number>();
  for (const p of profiles) {
    readers.set(p.userId, readerFor(auth, p.userId, applied.has(p.userId)));
  }
  return readers;
}

function readerFor(auth: Auth | null, ownerId: number, hasApplied: boolean): ProfileReader {
  if (!auth) return 'anonymous';
  if (auth.user.id === ownerId) return 'owner';
  if (auth.user.isStaff) return 'staff';
  if (auth.user.userType === 'LL') return hasApplied ? 'applied_landlord' : 'landlord';
  return 'tenant';
}

export async function readerOf(
  db: Db,
  profile: Pick<ProfileRow, 'userId'>,
  auth: Auth | null,
): Promise<ProfileReader> {
  return (await readersOf(db, [profile], auth)).get(profile.userId)!;
}

/** Marks the profile changed (its view's updated_at, and caches keyed on it). */
export async function touchProfile(db: Db, profileId: number): Promise<void> {
  await db
    .update(rentalProfiles)
    .set({ updatedAt: new Date() })
    .where(eq(rentalProfiles.id, profileId));
}
