import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { PUSH_DEVICES_PER_USER, type PushDeviceInput } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { pushDevices } from '../../db/schema/index.js';

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/**
 * Registers a phone for the user. A token already known moves to this user (the phone changed
 * hands or accounts) and is refreshed; beyond the per-user cap the least recently seen go.
 */
export function upsertPushDevice(
  db: Db,
  userId: number,
  input: PushDeviceInput,
): Promise<{ row: PushDeviceRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.token, input.token));
    const values = { userId, platform: input.platform, appVersion: input.app_version };
    const [row] = existing
      ? await tx
          .update(pushDevices)
          .set({ ...values, lastSeenAt: new Date() })
          .where(eq(pushDevices.id, existing.id))
          .returning()
      : await tx
          .insert(pushDevices)
          .values({ ...values, token: input.token })
          .returning();
    const keep = await tx
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(desc(pushDevices.lastSeenAt), desc(pushDevices.id))
      .limit(PUSH_DEVICES_PER_USER);
    await tx.delete(pushDevices).where(
      and(
        eq(pushDevices.userId, userId),
        notInArray(
          pushDevices.id,
          keep.map((k) => k.id),
        ),
      ),
    );
    return { row: row!, isNew: !existing };
  });
}

export function listPushDevices(db: Db, userId: number): Promise<PushDeviceRow[]> {
  return db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(asc(pushDevices.id));
}

export async function findPushDevice(db: Db, id: number): Promise<PushDeviceRow | undefined> {
  const [row] = await db.select().from(pushDevices).where(eq(pushDevices.id, id));
  return row;
}

export async function deletePushDevice(db: Db, id: number): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}
