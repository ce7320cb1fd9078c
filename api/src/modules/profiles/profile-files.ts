import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  petPhotos,
  profileAttachments,
  profilePets,
  rentalProfiles,
} from '../../db/schema/index.js';

/**
 * Every stored file of a user's rental profile: profile and cover images, pet photos and
 * attachments (review PDFs, criminal record, paychecks). Read before the rows go, so the files
 * can be removed once the deletion has committed.
 */
export async function profileFileKeys(db: Pick<Db, 'select'>, userId: number): Promise<string[]> {
  const [profile] = await db
    .select({
      id: rentalProfiles.id,
      profileImage: rentalProfiles.profileImage,
      coverImage: rentalProfiles.coverImage,
    })
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, userId));
  if (!profile) return [];
  const pets = await db
    .select({ key: petPhotos.storageKey })
    .from(petPhotos)
    .innerJoin(profilePets, eq(profilePets.id, petPhotos.petId))
    .where(eq(profilePets.profileId, profile.id));
  const attachments = await db
    .select({ key: profileAttachments.storageKey })
    .from(profileAttachments)
    .where(eq(profileAttachments.profileId, profile.id));
  return [
    ...(profile.profileImage ? [profile.profileImage.key] : []),
    ...(profile.coverImage ? [profile.coverImage.key] : []),
    ...pets.map((p) => p.key),
    ...attachments.map((a) => a.key),
  ];
}

/** Removes stored files whose rows are gone (or replaced). */
export async function removeStoredFiles(
  storage: AppContext['storage'],
  keys: readonly string[],
): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
