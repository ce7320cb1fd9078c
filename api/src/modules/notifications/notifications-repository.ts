import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationMethod, NotificationType } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { notificationBlacklist, notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;
export type BlacklistRow = typeof notificationBlacklist.$inferSelect;

/** Inserts unless the user already has one with the same dedupe key: undefined then. */
export async function insertNotificationOnce(
  tx: Db | Tx,
  values: NotificationInsert,
): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  return row;
}

export async function pageNotifications(
  db: Db,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = eq(notifications.userId, userId);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(where),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(where, isNull(notifications.clickedAt))),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

export async function findNotification(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Sets clicked_at once; a second click keeps the first time. */
export async function markNotificationClicked(db: Db, id: number): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ clickedAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.clickedAt)))
    .returning();
  return row ?? (await findNotification(db, id))!;
}

export async function listBlacklist(db: Db, userId: number): Promise<BlacklistRow[]> {
  return db
    .select()
    .from(notificationBlacklist)
    .where(eq(notificationBlacklist.userId, userId))
    .orderBy(notificationBlacklist.id);
}

export async function findBlacklistEntry(db: Db, id: number): Promise<BlacklistRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationBlacklist)
    .where(eq(notificationBlacklist.id, id));
  return row;
}

/** Turns a pair off; an existing entry is returned as it is. */
export async function insertBlacklistEntry(
  db: Db | Tx,
  userId: number,
  type: NotificationType,
  method: NotificationMethod,
): Promise<BlacklistRow> {
  const [row] = await db
    .insert(notificationBlacklist)
    .values({ userId, type, method })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(notificationBlacklist)
    .where(
      and(
        eq(notificationBlacklist.userId, userId),
        eq(notificationBlacklist.type, type),
        eq(notificationBlacklist.method, method),
      ),
    );
  return existing!;
}

export async function deleteBlacklistPairs(
  db: Db | Tx,
  userId: number,
  pairs: readonly { type: NotificationType; method: NotificationMethod }[],
): Promise<void> {
  for (const pair of pairs)
    await db
      .delete(notificationBlacklist)
      .where(
        and(
          eq(notificationBlacklist.userId, userId),
          eq(notificationBlacklist.type, pair.type),
          eq(notificationBlacklist.method, pair.method),
        ),
      );
}

export async function deleteBlacklistEntry(db: Db, id: number): Promise<void> {
  await db.delete(notificationBlacklist).where(eq(notificationBlacklist.id, id));
}

/** Of these users, the ones who turned a type off for a method. */
export async function listBlockedUsers(
  db: Db,
  userIds: readonly number[],
  type: NotificationType,
  method: NotificationMethod,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationBlacklist.userId })
    .from(notificationBlacklist)
    .where(
      and(
        inArray(notificationBlacklist.userId, [...userIds]),
        eq(notificationBlacklist.type, type),
        eq(notificationBlacklist.method, method),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
