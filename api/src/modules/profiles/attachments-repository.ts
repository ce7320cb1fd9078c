import { and, eq, inArray } from 'drizzle-orm';
import type { AttachmentKind } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { profileAttachments } from '../../db/schema/index.js';

/** The queries of a profile's files (documents; images live with the profile and its pets). */

export type AttachmentRow = typeof profileAttachments.$inferSelect;

/** The files of several profiles, of the kinds asked for, oldest first. */
export async function listAttachments(
  db: Db,
  profileIds: readonly number[],
  kinds: readonly AttachmentKind[],
): Promise<AttachmentRow[]> {
  if (profileIds.length === 0 || kinds.length === 0) return [];
  return db
    .select()
    .from(profileAttachments)
    .where(
      and(
        inArray(profileAttachments.profileId, [...profileIds]),
        inArray(profileAttachments.kind, [...kinds]),
      ),
    )
    .orderBy(profileAttachments.id);
}

export async function findAttachment(db: Db, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(profileAttachments).where(eq(profileAttachments.id, id));
  return row;
}
