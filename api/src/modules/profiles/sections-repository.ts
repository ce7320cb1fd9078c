import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  petPhotos,
  profileChildren,
  profileEducations,
  profileEmployers,
  profileInterests,
  profilePets,
  rentalProfiles,
} from '../../db/schema/index.js';
import type { SectionTable } from './section-access.js';

/** The queries of a profile's sections: interests, children, pets (and their photos), work, school. */

type InterestRow = typeof profileInterests.$inferSelect;
type ChildRow = typeof profileChildren.$inferSelect;
type PetRow = typeof profilePets.$inferSelect;
type PetPhotoRow = typeof petPhotos.$inferSelect;
type EmployerRow = typeof profileEmployers.$inferSelect;
type EducationRow = typeof profileEducations.$inferSelect;
/** What a section's row is made of, less its id and profile (set once, at insert). */
type Fields<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'id' | 'profileId'>;

/** Deletes a section row (a child, pet, employer or education) by id. */
export async function deleteSectionRow(db: Db, table: SectionTable, id: number): Promise<void> {
  await db.delete(table).where(eq(table.id, id));
}

// Interests
export async function findInterest(
  db: Db,
  profileId: number,
  tag: string,
): Promise<InterestRow | undefined> {
  const [row] = await db
    .select()
    .from(profileInterests)
    .where(and(eq(profileInterests.profileId, profileId), eq(profileInterests.interestTag, tag)));
  return row;
}

export async function countInterests(db: Db, profileId: number): Promise<number> {
  const [n] = await db
    .select({ value: count() })
    .from(profileInterests)
    .where(eq(profileInterests.profileId, profileId));
  return n?.value ?? 0;
}

export async function insertInterest(db: Db, profileId: number, tag: string): Promise<InterestRow> {
  const [row] = await db
    .insert(profileInterests)
    .values({ profileId, interestTag: tag })
    .returning();
  return row!;
}

/** Deletes those of the ids that are this profile's interests. */
export async function deleteInterests(
  db: Db,
  profileId: number,
  ids: readonly number[],
): Promise<void> {
  await db
    .delete(profileInterests)
    .where(and(eq(profileInterests.profileId, profileId), inArray(profileInterests.id, [...ids])));
}

// Children
export async function insertChild(
  db: Db,
  profileId: number,
  fields: Fields<typeof profileChildren>,
): Promise<ChildRow> {
  const [row] = await db
    .insert(profileChildren)
    .values({ profileId, ...fields })
    .returning();
  return row!;
}

export async function updateChild(
  db: Db,
  id: number,
  changes: Partial<Fields<typeof profileChildren>>,
): Promise<ChildRow> {
  const [row] = await db
    .update(profileChildren)
    .set(changes)
    .where(eq(profileChildren.id, id))
    .returning();
  return row!;
}

// Pets and their photos
export async function insertPet(
  db: Db,
  profileId: number,
  fields: Fields<typeof profilePets>,
): Promise<PetRow> {
  const [row] = await db
    .insert(profilePets)
    .values({ profileId, ...fields })
    .returning();
  return row!;
}

/** Changes a pet (nothing to change reads it as it is). */
export async function updatePet(
  db: Db,
  id: number,
  changes: Partial<Fields<typeof profilePets>>,
): Promise<PetRow> {
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(profilePets).set(changes).where(eq(profilePets.id, id)).returning()
      : await db.select().from(profilePets).where(eq(profilePets.id, id));
  return row!;
}

export async function listPetPhotos(db: Db, petId: number): Promise<PetPhotoRow[]> {
  return db.select().from(petPhotos).where(eq(petPhotos.petId, petId)).orderBy(petPhotos.id);
}

export async function countPetPhotos(db: Db, petId: number): Promise<number> {
  const [existing] = await db
    .select({ value: count() })
    .from(petPhotos)
    .where(eq(petPhotos.petId, petId));
  return existing?.value ?? 0;
}

export async function insertPetPhoto(
  db: Db,
  fields: Omit<typeof petPhotos.$inferInsert, 'id'>,
): Promise<PetPhotoRow> {
  const [row] = await db.insert(petPhotos).values(fields).returning();
  return row!;
}

/** A pet photo with the profile it belongs to and that profile's owner. */
export async function findPetPhotoWithOwner(
  db: Db,
  id: number,
): Promise<{ photo: PetPhotoRow; userId: number; profileId: number } | undefined> {
  const [row] = await db
    .select({ photo: petPhotos, userId: rentalProfiles.userId, profileId: rentalProfiles.id })
    .from(petPhotos)
    .innerJoin(profilePets, eq(profilePets.id, petPhotos.petId))
    .innerJoin(rentalProfiles, eq(rentalProfiles.id, profilePets.profileId))
    .where(eq(petPhotos.id, id));
  return row;
}

export async function deletePetPhoto(db: Db, id: number): Promise<void> {
  await db.delete(petPhotos).where(eq(petPhotos.id, id));
}

// Employers
export async function insertEmployer(
  db: Db,
  profileId: number,
  fields: Fields<typeof profileEmployers>,
): Promise<EmployerRow> {
  const [row] = await db
    .insert(profileEmployers)
    .values({ profileId, ...fields })
    .returning();
  return row!;
}

export async function findEmployer(db: Db, id: number): Promise<EmployerRow | undefined> {
  const [row] = await db.select().from(profileEmployers).where(eq(profileEmployers.id, id));
  return row;
}

export async function updateEmployer(
  db: Db,
  id: number,
  changes: Partial<Fields<typeof profileEmployers>>,
): Promise<EmployerRow> {
  const [row] = await db
    .update(profileEmployers)
    .set(changes)
    .where(eq(profileEmployers.id, id))
    .returning();
  return row!;
}

// Educations
export async function insertEducation(
  db: Db,
  profileId: number,
  fields: Fields<typeof profileEducations>,
): Promise<EducationRow> {
  const [row] = await db
    .insert(profileEducations)
    .values({ profileId, ...fields })
    .returning();
  return row!;
}

export async function findEducation(db: Db, id: number): Promise<EducationRow | undefined> {
  const [row] = await db.select().from(profileEducations).where(eq(profileEducations.id, id));
  return row;
}

export async function updateEducation(
  db: Db,
  id: number,
  changes: Partial<Fields<typeof profileEducations>>,
): Promise<EducationRow> {
  const [row] = await db
    .update(profileEducations)
    .set(changes)
    .where(eq(profileEducations.id, id))
    .returning();
  return row!;
}
