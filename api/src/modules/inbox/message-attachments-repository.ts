import { and, asc, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { messageAttachments } from '../../db/schema/index.js';

export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
export type NewMessageAttachment = typeof messageAttachments.$inferInsert;
type Reader = Db | Tx;

export async function insertMessageAttachment(
  db: Db,
  values: NewMessageAttachment,
): Promise<MessageAttachmentRow> {
  const [row] = await db.insert(messageAttachments).values(values).returning();
  return row!;
}

export async function findMessageAttachment(
  db: Reader,
  id: number,
): Promise<MessageAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(messageAttachments)
    .where(eq(messageAttachments.id, id))
    .limit(1);
  return row;
}

/**
 * Gives the uploader's unsent files of this conversation to a message, under the rows' locks;
 * answers the rows it took, so the caller can tell when an id was not theirs to send.
 */
export async function claimMessageAttachments(
  tx: Tx,
  ids: readonly number[],
  conversationId: number,
  uploaderId: number,
  messageId: number,
): Promise<MessageAttachmentRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(messageAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(messageAttachments.id, [...ids]),
        eq(messageAttachments.conversationId, conversationId),
        eq(messageAttachments.uploaderId, uploaderId),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning();
}

/** The files of a page of messages, in upload order, in one query. */
export async function listAttachmentsOfMessages(
  db: Reader,
  messageIds: readonly number[],
): Promise<MessageAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, [...messageIds]))
    .orderBy(asc(messageAttachments.id));
}

/** How many files the uploader has in this conversation that no message has taken yet. */
export async function countUnsentAttachments(
  db: Reader,
  conversationId: number,
  uploaderId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageAttachments)
    .where(
      and(
        eq(messageAttachments.conversationId, conversationId),
        eq(messageAttachments.uploaderId, uploaderId),
        isNull(messageAttachments.messageId),
      ),
    );
  return row?.n ?? 0;
}

/** Deletes one unsent file of the uploader's; answers the row when it was theirs and unsent. */
export async function deleteUnsentAttachment(
  db: Reader,
  id: number,
  uploaderId: number,
): Promise<MessageAttachmentRow | undefined> {
  const [row] = await db
    .delete(messageAttachments)
    .where(
      and(
        eq(messageAttachments.id, id),
        eq(messageAttachments.uploaderId, uploaderId),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning();
  return row;
}

/** Deletes a batch of files no message took before `before`; answers them (their stored files go next). */
export async function deleteUnsentAttachmentsBefore(
  db: Reader,
  before: Date,
  limit: number,
): Promise<MessageAttachmentRow[]> {
  const stale = db
    .select({ id: messageAttachments.id })
    .from(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, before)))
    .limit(limit);
  return db
    .delete(messageAttachments)
    .where(and(inArray(messageAttachments.id, stale), isNull(messageAttachments.messageId)))
    .returning();
}
