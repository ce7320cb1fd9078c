import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  conversationParticipants,
  notificationDeliveries,
  notifications,
  phones,
  pushDevices,
  users,
  type DeliveryCondition,
  type NotificationData,
  type OutboundMethod,
} from '../../db/schema/index.js';
import { getBackoffDelayMs, type NotificationType } from '@leiga/domain';

type Writer = Pick<Db, 'insert'>;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/** A claimed delivery's lease: a process that dies holding it lets another take over after. */
const LEASE_MS = 60_000;
/**
 * Tries of one delivery before it is given up. With the back-off below they span about ten
 * hours, so an outage of the e-mail, text or push provider delays a notification and does not
 * drop it: given back at once, five failures took a minute at most.
 */
export const DELIVERY_MAX_ATTEMPTS = 20;
/** 5 s, 10 s, 20 s ... at most an hour between two tries of a failing delivery. */
const DELIVERY_BACKOFF = { baseDelayMs: 5_000, maxDelayMs: 3_600_000 };
const BATCH = 20;

/** How long a delivery that has failed `attempts` times waits before the next try. */
export function deliveryRetryDelayMs(attempts: number): number {
  return getBackoffDelayMs(attempts, DELIVERY_BACKOFF);
}

export type DeliveryDraft = {
  userId: number;
  type: NotificationType;
  method: OutboundMethod;
  dedupeKey: string;
  targetPath: string;
  data: NotificationData;
  condition: DeliveryCondition;
  dueAt: Date;
};

/** Writes the deliveries not written before (the unique key), answering the new ones' ids. */
export async function insertDeliveriesOnce(
  tx: Writer,
  drafts: readonly DeliveryDraft[],
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const rows = await tx
    .insert(notificationDeliveries)
    .values([...drafts])
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return rows.map((r) => r.id);
}

/**
 * Leases due, unsettled deliveries (of `ids` when given) with SKIP LOCKED, so two processes
 * never hold the same one; each claim counts as an attempt.
 */
export function claimDueDeliveries(db: Db, ids?: readonly number[]): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          isNull(notificationDeliveries.settledAt),
          lte(notificationDeliveries.dueAt, now),
          lt(notificationDeliveries.attempts, DELIVERY_MAX_ATTEMPTS),
          or(
            isNull(notificationDeliveries.claimedUntil),
            lt(notificationDeliveries.claimedUntil, now),
          ),
          ids ? inArray(notificationDeliveries.id, [...ids]) : undefined,
        ),
      )
      .orderBy(asc(notificationDeliveries.id))
      .limit(ids ? Math.max(ids.length, 1) : BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notificationDeliveries)
      .set({
        claimedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${notificationDeliveries.attempts} + 1`,
      })
      .where(
        inArray(
          notificationDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function settleDelivery(db: Db, id: number, outcome: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ settledAt: new Date(), outcome, claimedUntil: null })
    .where(eq(notificationDeliveries.id, id));
}

/**
 * Gives a failed delivery back, to be tried once its back-off has passed: the lease that every
 * claim already respects is the wait.
 */
export async function releaseDelivery(
  db: Db,
  delivery: Pick<DeliveryRow, 'id' | 'attempts'>,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ claimedUntil: new Date(Date.now() + deliveryRetryDelayMs(delivery.attempts)) })
    .where(eq(notificationDeliveries.id, delivery.id));
}

export type DeliveryAddressee = {
  email: string;
  lang: string;
  isDeleted: boolean;
  /** E.164 without the plus, of the primary phone if verified, else the newest verified one. */
  verifiedPhone: string | null;
};

export async function findAddressee(db: Db, userId: number): Promise<DeliveryAddressee | null> {
  const [user] = await db
    .select({
      email: users.email,
      lang: users.primaryLanguage,
      deletedAt: users.deletedAt,
      primaryPhoneId: users.primaryPhoneId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const verified = await db
    .select({ id: phones.id, countryCode: phones.countryCode, number: phones.number })
    .from(phones)
    .where(and(eq(phones.userId, userId), eq(phones.verified, true)))
    .orderBy(sql`${phones.id} desc`);
  const phone = verified.find((p) => p.id === user.primaryPhoneId) ?? verified[0];
  return {
    email: user.email,
    lang: user.lang,
    isDeleted: user.deletedAt !== null,
    verifiedPhone: phone ? `${phone.countryCode}${phone.number}`.replace(/\D/g, '') : null,
  };
}

/** Whether the user has read the conversation up to the message since it was sent. */
export async function hasReadMessage(
  db: Db,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ lastRead: conversationParticipants.lastReadMessageId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  return (row?.lastRead ?? 0) >= messageId;
}

export function listUserPushDevices(db: Db, userId: number) {
  return db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(asc(pushDevices.id));
}

/** Forgets a token its platform says no longer reaches the app. */
export async function deletePushDeviceByToken(db: Db, token: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.token, token));
}

/** The in-app notification of the same cause (none when the user has that type off in the app). */
export async function findNotificationId(
  db: Db,
  userId: number,
  dedupeKey: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey)));
  return row?.id;
}
