import { and, eq } from 'drizzle-orm';
import type { SensitiveResourceTag, VisibilityOption } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { rentalProfiles, visibilitySettings } from '../../db/schema/index.js';

/** The queries of who sees a tenant's sensitive resources (credit score, net income). */

export type SettingRow = typeof visibilitySettings.$inferSelect;

/** A setting with the user id of its profile's owner. */
export async function findSettingWithOwner(
  db: Db,
  id: number,
): Promise<{ setting: SettingRow; userId: number } | undefined> {
  const [row] = await db
    .select({ setting: visibilitySettings, userId: rentalProfiles.userId })
    .from(visibilitySettings)
    .innerJoin(rentalProfiles, eq(rentalProfiles.id, visibilitySettings.profileId))
    .where(eq(visibilitySettings.id, id));
  return row;
}

export async function listSettings(db: Db, profileId: number): Promise<SettingRow[]> {
  return db
    .select()
    .from(visibilitySettings)
    .where(eq(visibilitySettings.profileId, profileId))
    .orderBy(visibilitySettings.id);
}

/** Sets a resource's option; answers the row and whether there was one before. */
export async function upsertSetting(
  db: Db,
  profileId: number,
  resource: SensitiveResourceTag,
  option: VisibilityOption,
): Promise<{ row: SettingRow; isNew: boolean }> {
  const [existing] = await db
    .select()
    .from(visibilitySettings)
    .where(
      and(eq(visibilitySettings.profileId, profileId), eq(visibilitySettings.resource, resource)),
    );
  const [row] = await db
    .insert(visibilitySettings)
    .values({ profileId, resource, option })
    .onConflictDoUpdate({
      target: [visibilitySettings.profileId, visibilitySettings.resource],
      set: { option, updatedAt: new Date() },
    })
    .returning();
  return { row: row!, isNew: !existing };
}

export async function updateSetting(
  db: Db,
  id: number,
  option: VisibilityOption,
): Promise<SettingRow> {
  const [updated] = await db
    .update(visibilitySettings)
    .set({ option, updatedAt: new Date() })
    .where(eq(visibilitySettings.id, id))
    .returning();
  return updated!;
}
