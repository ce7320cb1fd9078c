import { and, count, countDistinct, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  FRAUD_OVERVIEW_LATEST,
  isScamWarning,
  type FraudReviewStatus,
  type ScamAssessment,
} from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { messageFraudDetections, messages, users } from '../../db/schema/index.js';

export type DetectionRow = typeof messageFraudDetections.$inferSelect;
type Reader = Db | Tx;

/** Stores a detection for a message whose assessment reached the warning threshold. */
export async function recordDetectionIfWarning(
  tx: Tx,
  message: { id: number; conversationId: number; senderId: number | null },
  assessment: ScamAssessment,
): Promise<DetectionRow | undefined> {
  if (!isScamWarning(assessment)) return undefined;
  const [row] = await tx
    .insert(messageFraudDetections)
    .values({
      messageId: message.id,
      conversationId: message.conversationId,
      senderId: message.senderId,
      score: assessment.score,
      signals: assessment.signals,
    })
    .returning();
  return row;
}

export async function findDetection(db: Reader, id: number): Promise<DetectionRow | undefined> {
  const [row] = await db
    .select()
    .from(messageFraudDetections)
    .where(eq(messageFraudDetections.id, id))
    .limit(1);
  return row;
}

/** Newest first, optionally one status or one sender. */
export async function pageDetections(
  db: Reader,
  query: { status?: FraudReviewStatus; senderId?: number; page: number; pageSize: number },
): Promise<{ total: number; rows: DetectionRow[] }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(messageFraudDetections.status, query.status));
  if (query.senderId !== undefined)
    conditions.push(eq(messageFraudDetections.senderId, query.senderId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(messageFraudDetections).where(where),
    db
      .select()
      .from(messageFraudDetections)
      .where(where)
      .orderBy(desc(messageFraudDetections.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { total: totals[0]?.total ?? 0, rows };
}

export async function updateReview(
  db: Reader,
  id: number,
  review: { status: FraudReviewStatus; reviewerId: number | null; reviewedAt: Date | null },
): Promise<DetectionRow | undefined> {
  const [row] = await db
    .update(messageFraudDetections)
    .set(review)
    .where(eq(messageFraudDetections.id, id))
    .returning();
  return row;
}

export type FraudWarning = Pick<DetectionRow, 'score' | 'signals'>;

/** The warnings on messages that staff have not dismissed, by message id. */
export async function findFraudWarnings(
  db: Reader,
  messageIds: number[],
): Promise<Map<number, FraudWarning>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({
      messageId: messageFraudDetections.messageId,
      score: messageFraudDetections.score,
      signals: messageFraudDetections.signals,
    })
    .from(messageFraudDetections)
    .where(
      and(
        inArray(messageFraudDetections.messageId, messageIds),
        ne(messageFraudDetections.status, 'dismissed'),
      ),
    );
  return new Map(rows.map((r) => [r.messageId, { score: r.score, signals: r.signals }]));
}

export async function findMessageSummaries(
  db: Reader,
  ids: number[],
): Promise<Map<number, { body: string; createdAt: Date }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.id, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(inArray(messages.id, ids));
  return new Map(rows.map((r) => [r.id, { body: r.body, createdAt: r.createdAt }]));
}

export async function findUserSummary(
  db: Reader,
  id: number,
): Promise<{ id: number; fullName: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** A sender's detections by status, and how much they wrote: the scam-detection overview. */
export async function findSenderStats(db: Reader, senderId: number) {
  const [byStatus, sent, latest] = await Promise.all([
    db
      .select({ status: messageFraudDetections.status, total: count() })
      .from(messageFraudDetections)
      .where(eq(messageFraudDetections.senderId, senderId))
      .groupBy(messageFraudDetections.status),
    db
      .select({ messages: count(), conversations: countDistinct(messages.conversationId) })
      .from(messages)
      .where(eq(messages.senderId, senderId)),
    db
      .select()
      .from(messageFraudDetections)
      .where(eq(messageFraudDetections.senderId, senderId))
      .orderBy(desc(messageFraudDetections.id))
      .limit(FRAUD_OVERVIEW_LATEST),
  ]);
  const counts: Record<FraudReviewStatus, number> = { pending: 0, confirmed_scam: 0, dismissed: 0 };
  for (const row of byStatus) counts[row.status] = row.total;
  return {
    counts,
    messagesSent: sent[0]?.messages ?? 0,
    conversations: sent[0]?.conversations ?? 0,
    latest,
  };
}
